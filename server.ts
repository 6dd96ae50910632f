import { loadConfig } from "./lib/server/config";
import { startServer } from "./lib/server/app-server";

// Next.js custom server: the pages, the API and socket.io on one HTTP server.
process.env.NEXT_TELEMETRY_DISABLED = "1";
const dev = process.argv.includes("--dev");
const config = loadConfig();
const SHUTDOWN_LIMIT_MS = 20_000;

startServer({ config, dev, withNext: config.SERVE_PAGES === "true" })
  .then((running) => {
    console.log(`card room table server ready at ${running.url}`);
    let closing = false;
    const shutdown = (signal: string) => {
      if (closing) return;
      closing = true;
      console.log(`${signal}: closing`);
      // A shutdown that hangs (a connection that never ends, a database that stopped answering)
      // must not keep the room from restarting the server: after this long, exit anyway.
      setTimeout(() => {
        console.error(`${signal}: the shutdown took more than ${SHUTDOWN_LIMIT_MS / 1000} s; exiting without waiting further`);
        process.exit(1);
      }, SHUTDOWN_LIMIT_MS).unref();
      running.close().then(
        () => process.exit(0),
        (error: unknown) => {
          // Said, so that an unclean shutdown names its cause (the soak prints it).
          console.error(`${signal}: the shutdown failed: ${(error as Error).stack ?? String(error)}`);
          process.exit(1);
        },
      );
    };
    process.on("SIGINT", () => shutdown("SIGINT"));
    process.on("SIGTERM", () => shutdown("SIGTERM"));
  })
  .catch((error: unknown) => {
    console.error(`could not start: ${(error as Error).message}`);
    process.exit(1);
  });
