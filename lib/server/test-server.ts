/** Starts the real table server (no Next.js pages) on a fresh test database, for socket tests. */
import { io as connectClient, type Socket } from "socket.io-client";
import { loadConfig } from "./config";
import { startServer, type RunningServer, type StartOptions } from "./app-server";
import { createTestDatabase } from "./db/test-database";
import type { Database } from "./db/database";
import { credentialsFor, type Who } from "./test-credentials";
import { connected } from "@/lib/soak/resend";

export async function startTestServer(options: Partial<StartOptions> = {}, database?: { url: string }): Promise<RunningServer & { dropDatabase(): Promise<void> }> {
  const db = database ? null : await createTestDatabase();
  const url = database?.url ?? db!.url;
  if (db) await db.close();
  const config = options.config ?? loadConfig({ DATABASE_URL: url, PORT: "0", HOST: "127.0.0.1", SEED_DEMO: "true" });
  const running = await startServer({ config, withNext: false, log: () => {}, ...options });
  return {
    ...running,
    async dropDatabase() {
      await db?.drop();
    },
  };
}

/**
 * A real socket.io client. `who` signs it in with real credentials made in the database (see
 * test-credentials.ts); the role also goes in the handshake for servers started with a test authenticator.
 */
export async function connect(server: { port: number; db?: Pick<Database, "prisma"> }, who: Record<string, string> | Who, tableId = "t1", db?: Pick<Database, "prisma">): Promise<Socket> {
  const store = db ?? server.db;
  const role = typeof who === "string" ? who : (who.role as Who);
  const credentials = store ? await credentialsFor(store, role, tableId) : { cookie: "" };
  const socket = connectClient(`http://127.0.0.1:${server.port}/tables`, {
    auth: { role, ...(role === "display" ? { as: "display" } : {}) },
    extraHeaders: credentials.cookie ? { cookie: credentials.cookie } : {},
    transports: ["websocket"],
    forceNew: true,
    reconnection: false,
  });
  return connected(socket);
}

export function ask<T = Record<string, unknown>>(socket: Socket, event: string, payload: unknown): Promise<T> {
  return socket.timeout(10_000).emitWithAck(event, payload) as Promise<T>;
}
