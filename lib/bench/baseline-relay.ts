/**
 * The baseline the benchmark compares the table server with: a bare socket.io relay on the same
 * PostgreSQL that, for each command message, does one plain INSERT (autocommit, one round trip)
 * and then rebroadcasts the message to the table's room. No rules, no views, no validation: the
 * least a durable relay must do. It speaks the table server's protocol (`table:subscribe`,
 * `table:command` with ack, `table:view` pushes with a per-table version, `floor:subscribe`), so the
 * same load generator drives it.
 */
import http from "node:http";
import pg from "pg";
import { Server as SocketServer } from "socket.io";
import { benchAuthenticate } from "./bench-auth";

export interface RunningRelay {
  readonly port: number;
  close(): Promise<void>;
}

export const RELAY_TABLE = "bench_relay";

export async function prepareRelayTable(pool: pg.Pool): Promise<void> {
  await pool.query(`CREATE TABLE IF NOT EXISTS ${RELAY_TABLE} (id bigserial PRIMARY KEY, table_id text NOT NULL, payload jsonb NOT NULL)`);
}

export async function startRelay(options: { databaseUrl: string; host?: string; port?: number; poolSize?: number }): Promise<RunningRelay> {
  // The table server's pool has 20 connections (lib/server/db/database.ts): the same here.
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
  pool.on("error", () => {});
  await prepareRelayTable(pool);
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  const io = new SocketServer(server, { serveClient: false, cors: { origin: false }, maxHttpBufferSize: 64 * 1024 });
  const ns = io.of("/tables");
  const versions = new Map<string, number>();
  ns.use((socket, next) => {
    benchAuthenticate(socket)
      .then((principal) => {
        if (!principal) return next(new Error("UNAUTHENTICATED"));
        socket.data.principal = principal;
        next();
      })
      .catch(() => next(new Error("UNAUTHENTICATED")));
  });
  ns.on("connection", (socket) => {
    socket.on("table:subscribe", async (raw: { tableId?: unknown }, ack?: (a: unknown) => void) => {
      const tableId = typeof raw?.tableId === "string" ? raw.tableId : "";
      await socket.join(`table:${tableId}`);
      ack?.({ ok: true, tableId, version: versions.get(tableId) ?? 0, view: null, faulted: false });
    });
    socket.on("table:command", (raw: { tableId?: unknown; command?: unknown }, ack?: (a: unknown) => void) => {
      const reply = typeof ack === "function" ? ack : () => {};
      const tableId = typeof raw?.tableId === "string" ? raw.tableId : "";
      pool
        .query(`INSERT INTO ${RELAY_TABLE} (table_id, payload) VALUES ($1, $2)`, [tableId, JSON.stringify(raw.command ?? null)])
        .then(() => {
          const version = (versions.get(tableId) ?? 0) + 1;
          versions.set(tableId, version);
          ns.to(`table:${tableId}`).emit("table:view", { tableId, version, view: raw.command });
          reply({ ok: true, version });
        })
        .catch((error: Error) => reply({ ok: false, code: "STORE_UNAVAILABLE", message: error.message, version: versions.get(tableId) ?? 0 }));
    });
    socket.on("floor:subscribe", (_raw: unknown, ack?: (a: unknown) => void) => {
      void socket.join("floor");
      ack?.({ ok: true, tables: [] });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end().catch(() => {});
    },
  };
}
