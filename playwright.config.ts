import { defineConfig, devices } from "@playwright/test";

// Browser tests drive the Debian Chromium (/usr/bin/chromium); nothing is downloaded.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results/playwright",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node --import tsx e2e/test-server.ts",
    url: `http://localhost:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: { PORT: String(PORT), NODE_ENV: "production", E2E_PG_PORT: String(Number(process.env.E2E_PG_PORT ?? PORT + 51139)) },
  },
});
