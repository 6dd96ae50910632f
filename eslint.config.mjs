import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["node_modules/", ".next/", ".next-*/", ".data/", "lib/generated/", "test-results/", "playwright-report/", "next-env.d.ts", "bench-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Shuffles and ids must use node:crypto randomness, injected where tests need it.
      "no-restricted-properties": ["error", { object: "Math", property: "random", message: "use node:crypto randomness (lib/domain/cards/random.ts)" }],
    },
  },
  {
    // Screens and the rules see the server only through the wire contract (lib/contract): browser
    // code never bundles server modules, and the rules stay pure.
    files: ["components/**/*.{ts,tsx}", "lib/client/**/*.{ts,tsx}", "lib/contract/**/*.ts", "lib/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@/lib/server|(\\.\\./)+(lib/)?server)(/|$)",
              message: "screens, the contract and the rules do not import lib/server: use lib/contract (wire types) or lib/domain (pure helpers)",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
