import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/** lib/server by an alias or a relative path. */
const SERVER_MODULE = "^(@/lib/server|(\\.\\./)+(lib/)?server)(/|$)";
const SERVER_MODULE_WORDS = "screens, the contract and the rules do not import lib/server: use lib/contract (wire types) or lib/domain (pure helpers)";
/** What a dynamic import() may not load from browser code: lib/server, node built-ins, Prisma, app/api. */
// esquery's regex literal cannot hold a "/", so the slashes are \x2F.
const SERVER_MODULE_DYNAMIC = String.raw`^(@\x2Flib\x2Fserver|(\.\.\x2F)+(lib\x2F)?server|@prisma\x2Fclient|@\x2Flib\x2Fgenerated|(\.\.\x2F)+(lib\x2F)?generated|@\x2Fapp\x2Fapi|(\.\.\x2F)+(app\x2F)?api)(\x2F|$)|^node:|^(fs|path|crypto|http|https|net|os|child_process)$`;
/** The domain registry by an alias or a relative path, for a dynamic import() (the same \x2F as above). */
const REGISTRY_DYNAMIC = String.raw`^(@\x2Flib\x2Fdomain\x2Ftable\x2Ffamilies|(\.\.\x2F)+(lib\x2F)?domain\x2Ftable\x2Ffamilies|(\.\.\x2F)+table\x2Ffamilies)$`;

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
              regex: SERVER_MODULE,
              message: SERVER_MODULE_WORDS,
            },
          ],
        },
      ],
    },
  },
  {
    // The wall where client code leaks (issue 27, item 5). Browser code (screens, the client stores,
    // the wire contract) never reaches a server-side module, by a static or a dynamic import: not
    // lib/server, not node built-ins, not the generated Prisma client, not the API routes. The domain
    // registry brings every family's engine with it, so screens may name its types only; the floor's
    // calculators load it by design on their own page.
    files: ["components/**/*.{ts,tsx}", "lib/client/**/*.{ts,tsx}", "lib/contract/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "lib/client/test-kit.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: SERVER_MODULE, message: SERVER_MODULE_WORDS },
            { regex: "^(node:.*|fs|fs/promises|path|crypto|http|https|net|os|child_process|worker_threads)$", message: "browser code does not import node built-ins" },
            { regex: "^(@prisma/client|@/lib/generated(/.*)?|(\\.\\./)+(lib/)?generated(/.*)?)$", message: "browser code does not import the generated Prisma client: the database is the server's" },
            { regex: "^(@/app/api|(\\.\\./)+(app/)?api)(/|$)", message: "browser code calls the API over HTTP (lib/client/floor-api.ts), never imports its routes" },
            {
              regex: "^(@/lib/domain/table/families|(\\.\\./)+(lib/)?domain/table/families|(\\.\\./)+table/families)$",
              allowTypeImports: true,
              message: "screens name the registry's types only (import type): its values bring every family's engine into the page",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: `ImportExpression[source.value=/${SERVER_MODULE_DYNAMIC}/]`,
          message: "a dynamic import() of a server-side module (lib/server, node built-ins, Prisma, app/api) would bundle it into the page",
        },
        {
          selector: `ImportExpression[source.value=/${REGISTRY_DYNAMIC}/]`,
          message: "a dynamic import() of the domain registry loads every family's engine: a screen loads its family's own parts (components/family-screens.tsx)",
        },
      ],
    },
  },
  {
    files: ["components/floor/Calculators.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: SERVER_MODULE, message: SERVER_MODULE_WORDS }] }] },
  },
  {
    // Pages and layouts under app/ are server components; what runs in the browser lives in
    // components/ and is imported by them, so no file under app/ declares itself a client module.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Program > ExpressionStatement[directive='use client']", message: 'pages under app/ stay server components: put the client part in components/ and import it' },
      ],
    },
  },
  {
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
