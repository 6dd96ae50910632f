import fs from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";
import net from "node:net";
import { startEmbeddedPostgres, type EmbeddedServer } from "./embedded-postgres";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Integration tests talk to a real PostgreSQL: the one in DATABASE_URL when set, otherwise a fresh
 * embedded server for this run. Each test file then creates its own database (test-database.ts).
 */
let server: EmbeddedServer | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    // A cluster of its own per run (own folder, free port), so parallel runs never share one.
    dataDir = path.join(process.cwd(), ".data", `pg-test-${process.pid}`);
    await fs.rm(dataDir, { recursive: true, force: true });
    server = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    adminUrl = server.url("postgres");
  }
  project.provide("pgAdminUrl", adminUrl);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
