import { defineConfig } from "@playwright/test";
import base from "../playwright.config";

// The taps count (issue 29): one ordinary round per family at tablet size, the taps printed per
// family. Not part of `npm test`: `npm run taps` (after `npx next build`), on its own server.
export default defineConfig({
  ...base,
  testDir: ".",
  outputDir: "../test-results/taps",
  reporter: [["list"]],
  timeout: 180_000,
  // The server from the repository's root (npm runs scripts there), as the browser tests start it.
  webServer: { ...(base.webServer as Exclude<typeof base.webServer, unknown[] | undefined>), cwd: process.cwd() },
});
