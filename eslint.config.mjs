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
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
