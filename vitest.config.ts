import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["lib/**/*.test.ts", "scripts/**/*.test.ts", "app/**/*.test.ts", "components/**/*.test.ts"],
    exclude: ["node_modules", ".next", ".data", "e2e"],
    globalSetup: ["./lib/server/db/test-global-setup.ts"],
    // A limit for a hung test, not a speed check: the property and integration tests take 10-20 s alone and several times that on a loaded machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
  },
});
