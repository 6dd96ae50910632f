import fs from "node:fs/promises";
import path from "node:path";
import { loadConfig } from "../lib/server/config";
import { startServer } from "../lib/server/app-server";

// The server the browser tests drive: the real product on a fresh embedded database (or a fresh
// database on DATABASE_URL's server), seeded with the demo floor, on its own port.
process.env.NEXT_TELEMETRY_DISABLED = "1";
const dataDir = path.join(process.cwd(), ".data", `e2e-${process.env.PORT ?? "3210"}`);
await fs.rm(dataDir, { recursive: true, force: true });
// The demo floor is asked for: with DATABASE_URL set, a production server leaves it out by default.
const config = loadConfig({ SEED_DEMO: "true", ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? "54349" });
const running = await startServer({ config });
// The tests that put a row in the database directly (an alert) read where it is from here:
// the embedded database's password is made at random at its first start.
await fs.writeFile(`${dataDir}.database-url`, `${running.db.url}\n`, { mode: 0o600 });
console.log(`e2e server ready at ${running.url}`);
const stop = () => {
  // Never left running behind the browser tests (a port held by a server that will not stop).
  setTimeout(() => process.exit(1), 15_000).unref();
  void running.close().finally(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
