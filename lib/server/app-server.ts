import http from "node:http";
import { parse } from "node:url";
import { Server as SocketServer, type Namespace } from "socket.io";
import type { ServerConfig } from "./config";
import { openDatabase, type Database } from "./db/database";
import { seedDemoFloor } from "./demo-floor";
import { setRuntime } from "./runtime";
import { TableRegistry } from "./tables/table-registry";
import { GAME_KINDS, pairingProblemFor, type TableKinds } from "./tables/kinds";
import { attachGateway, type Authenticate } from "./gateway/socket-gateway";
import { AlertMonitor } from "./floor/alerts";
import { loadFloorSettings } from "./floor/settings";
import { cryptoRandom } from "@/lib/domain/cards/random";
import { TableOwnership } from "./cluster/table-ownership";
import { LiveTables } from "./tables/live-tables";
import { ClusterLink } from "./cluster/cluster-link";
import { OwnerChannel } from "./cluster/owner-channel";
import { RemoteFollows } from "./cluster/remote-follows";
import { seedDemoStaff, describeDemoAccounts, type DemoAccount } from "./auth/demo-staff";
import { authenticateSocket } from "./auth/socket-auth";
import { firstRunNotice } from "./auth/first-run";
import { applySecurityHeaders } from "./auth/security-headers";
import { stampClientAddress } from "./auth/http";
import { limitRequestBody } from "./auth/body-limit";
import { admitHost, socketHostGuard } from "./auth/hosts";
import { markDisplaysSeen } from "./auth/displays";
import { DisplaysSeen } from "./auth/displays-seen";
import { SOCKETS_PER_DISPLAY, SOCKETS_PER_SESSION, SocketLimits, describeSocketRefusal, type SocketRefusal } from "./auth/socket-limits";
import { SocketRefusalReport } from "./auth/socket-refusals";
import { onRevoked } from "./auth/revocations";
import { principalRooms } from "./auth/principal";
import { pruneSessions } from "./auth/sessions";
import { startWaitlist } from "./waitlist/start-waitlist";
import { loadCodeKey } from "./live/code-key";
import { LedgerWatch } from "./ledger/ledger-watch";

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly db: Database;
  readonly io: SocketServer;
  readonly registry: TableRegistry;
  /** Every live table of the deployment (this node's registry, and the others' through the cluster). */
  readonly tables: LiveTables;
  close(): Promise<void>;
}

export interface StartOptions {
  config: ServerConfig;
  /** Serve the Next.js pages (false for socket and API tests that need only the table server). */
  withNext?: boolean;
  dev?: boolean;
  log?: (line: string) => void;
  /** Who is on a socket; tests inject their own. */
  authenticate?: Authenticate;
  /** The clock, injectable for tests. */
  clock?: () => number;
  /**
   * The game families this server runs (tables/kinds.ts); the registry's by default. A test plays a
   * family of its own through the real server with `kinds: withFamilies({ "high-card": highCardFamily })`.
   */
  kinds?: TableKinds;
  /** Stands in for Next.js's request handler when `withNext` is false (tests of what runs before it). */
  handle?: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const db = await openServerDatabase(config, log);
  const demoAccounts = config.SEED_DEMO === "true" ? await seedDemo(db, log) : [];
  // Several nodes share the work when REDIS_URL is set: each table is owned by one node (advisory
  // lock) and socket.io broadcasts cross nodes through Redis.
  const ownership = config.REDIS_URL ? new TableOwnership(db.url) : undefined;
  if (ownership) await ownership.connect();
  const kinds = options.kinds ?? GAME_KINDS;
  const registry = new TableRegistry(db, (gameId) => kinds.forGame(gameId), options.clock ?? Date.now, cryptoRandom(), ownership, { maxInFlight: config.COMMIT_CONCURRENCY });
  await registry.start();

  const pages = options.withNext !== false ? await startNext(config, options.dev ?? false) : { handle: options.handle, close: undefined };
  const server = http.createServer(requestListener(pages.handle, options.dev ?? false, log));
  // At most so many sockets per cookie and address (open and being authenticated) and so many new ones
  // a second, checked before the WebSocket is set up and again before the authenticator's database
  // work; per session and display after it (socket-limits.ts). Refusals reach the floor's alerts.
  let reportRefusal: (refusal: SocketRefusal) => void = () => {};
  const socketLimits = new SocketLimits({ perSession: SOCKETS_PER_SESSION, perDisplay: SOCKETS_PER_DISPLAY, perAddress: config.SOCKETS_PER_ADDRESS }, (refusal) => reportRefusal(refusal));
  const io = new SocketServer(server, { serveClient: false, cors: { origin: false }, maxHttpBufferSize: 64 * 1024, allowRequest: socketLimits.allowRequest });
  const redis = config.REDIS_URL ? await attachRedisAdapter(io, config.REDIS_URL, config.REDIS_KEY_PREFIX, log) : undefined;
  // The floor's alerts: raised from table events, refusals, dealer sockets and database faults.
  const floorSettings = await loadFloorSettings(db);
  const alerts = new AlertMonitor(db, { clock: options.clock, idleMinutes: floorSettings.idleMinutes, offlineSeconds: floorSettings.offlineSeconds, thresholds: () => loadFloorSettings(db), log, pairingProblem: pairingProblemFor(kinds) });
  // Every live table wherever it runs: this node's, and with several nodes the others' through their owner.
  const tables = new LiveTables(registry, ownership ? new ClusterLink(io.of("/tables"), registry, redis?.ownerChannel) : undefined);
  // With several nodes: which table rooms the others follow, so only those views cross to them.
  const remoteFollows = redis ? new RemoteFollows(io.of("/tables"), redis.ownerChannel.node) : undefined;
  await remoteFollows?.start();
  setRuntime({ db, registry, tables, startedAt: new Date(), demoAccounts });
  const tablesNs = io.of("/tables");
  const clock = options.clock ?? Date.now;
  const socketRefusals = refusalAlerts(alerts, clock);
  // A socket for a name this server does not answer to (DNS rebinding) is refused and reported.
  const foreignHostGuard = () => socketHostGuard((host, address) => socketRefusals.record({ reason: "host", key: host, who: `a page served as ${host || "no name"}`, address, limit: null }));
  // Before the gateway authenticates: the Host, then the caps.
  tablesNs.use(foreignHostGuard());
  reportRefusal = (refusal) => socketRefusals.record(refusal);
  tablesNs.use(socketLimits.gate);
  const authenticate = socketLimits.authenticated(options.authenticate ?? authenticateSocket(db));
  const gateway = attachGateway(
    io,
    tables,
    authenticate,
    {
      onRefusal: (tableId, code, actor, detail) => alerts.onRefusal(tableId, code, actor, detail),
      deviceConnected: (tableId, role, deviceId) => alerts.deviceConnected(tableId, role, deviceId),
      deviceDisconnected: (tableId, role, deviceId) => alerts.deviceDisconnected(tableId, role, deviceId),
    },
    remoteFollows,
  );
  const stopAlerts = alerts.attach(registry, (message) => gateway.floorAlert(message));
  const displaysSeen = watchDisplays(tablesNs, db, clock, log);
  // The hash-chained record (docs/ledger.md): verified in the background now and at each shift close,
  // whose anchor it takes; a broken chain is a critical alert.
  const ledger = new LedgerWatch({ db, raise: (alert) => alerts.raise(alert), log, clock, settings: () => loadFloorSettings(db) }).start();
  // A table still on a game and fee schedule not filed together keeps running; the floor is told (issue 23).
  void alerts.checkPairings().catch((error: unknown) => log(`the pairing check failed: ${(error as Error).message}`));
  // Right after the gateway authenticated (the last middleware): per session and per display.
  tablesNs.use(socketLimits.admit);
  const stopRevocations = closeRevokedSockets(tablesNs);
  // The floor's waiting lists and the game board: their own log, actor and namespace (lib/server/waitlist).
  const hostGuard = foreignHostGuard();
  // The players' codes are made with a key kept out of the database (lib/server/live/code-key.ts).
  const codeKey = await loadCodeKey({ key: config.LIVE_CODE_KEY, dataDir: config.DATA_DIR });
  if (config.REDIS_URL && !config.LIVE_CODE_KEY) log("several nodes (REDIS_URL) without LIVE_CODE_KEY: a player's code works only on the node that gave it; set the same LIVE_CODE_KEY on every node");
  const waitlist = await startWaitlist({ io, db, tables, registry, clock, log, codeKey, authenticate, guards: { before: [hostGuard, socketLimits.gate], after: [socketLimits.admit] } });

  const port = await listen(server, config);
  const url = `http://localhost:${port}`;
  const notice = await firstRunNotice(db, url);
  if (notice) for (const line of notice) log(line);

  return {
    url,
    port,
    db,
    io,
    registry,
    tables,
    async close() {
      stopRevocations();
      await waitlist.close();
      socketRefusals.close();
      socketLimits.close();
      await ledger.stop();
      stopAlerts();
      await displaysSeen.stop();
      gateway.close();
      await alerts.settled();
      await registry.snapshotAll();
      registry.stop();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await closeHttp(server);
      await pages.close?.().catch(() => {});
      setRuntime(undefined);
      remoteFollows?.stop();
      await redis?.ownerChannel.close();
      await Promise.all((redis?.clients ?? []).map((r) => r.quit().catch(() => {})));
      await ownership?.close();
      await db.close();
    },
  };
}

type RequestHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

/** The database (embedded unless DATABASE_URL is set), its sessions past their end removed. */
async function openServerDatabase(config: ServerConfig, log: (line: string) => void): Promise<Database> {
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    embeddedPort: config.EMBEDDED_PG_PORT,
    log: (line) => {
      if (/error|fatal|initialis|applied/i.test(line)) log(line);
    },
  });
  await pruneSessions(db, new Date());
  return db;
}

/** SEED_DEMO: the demo floor's tables and staff, once; the demo accounts made now (none if they were already there). */
async function seedDemo(db: Database, log: (line: string) => void): Promise<DemoAccount[]> {
  const seeded = await seedDemoFloor(db);
  if (seeded) log(`seeded the demo floor: ${seeded.tables} tables`);
  const demo = await seedDemoStaff(db);
  if (demo) for (const line of describeDemoAccounts(demo)) log(line);
  return demo ?? [];
}

/** The Next.js pages, prepared: their request handler and how to close them. */
async function startNext(config: ServerConfig, dev: boolean): Promise<{ handle: RequestHandler; close: (() => Promise<void>) | undefined }> {
  const { default: next } = await import("next");
  const app = next({ dev, hostname: "localhost", port: config.PORT, dir: process.cwd() });
  await app.prepare();
  const requestHandler = app.getRequestHandler();
  const nextApp = app as unknown as { close?: () => Promise<void> };
  return { handle: (req, res) => requestHandler(req, res, parse(req.url ?? "/", true)), close: nextApp.close?.bind(nextApp) };
}

/**
 * Every HTTP request: the client's address and the security headers, /healthz answered at once,
 * then a foreign Host or a body too large refused before the pages (or a 404 without them).
 */
function requestListener(handle: RequestHandler | undefined, dev: boolean, log: (line: string) => void): http.RequestListener {
  return (req, res) => {
    stampClientAddress(req);
    applySecurityHeaders(res, { dev });
    if (req.url === "/healthz") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ ok: true }));
      return;
    }
    if (!admitHost(req, res)) return;
    if (!limitRequestBody(req, res)) return;
    if (!handle) {
      res.writeHead(404).end();
      return;
    }
    handle(req, res).catch((error: unknown) => {
      log(`request failed: ${(error as Error).message}`);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Internal error");
    });
  };
}

/**
 * Cluster mode: socket.io broadcasts cross nodes through Redis, and commands go to their table's
 * owner on its own channel (owner-channel.ts); the clients, to quit at the close.
 */
async function attachRedisAdapter(io: SocketServer, redisUrl: string, keyPrefix: string, log: (line: string) => void): Promise<{ clients: { quit(): Promise<unknown> }[]; ownerChannel: OwnerChannel }> {
  const [{ Redis }, { createAdapter }] = await Promise.all([import("ioredis"), import("@socket.io/redis-adapter")]);
  const pub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = pub.duplicate();
  io.adapter(createAdapter(pub, sub, { requestsTimeout: 3000, key: keyPrefix }));
  const ownerSub = pub.duplicate();
  const ownerChannel = new OwnerChannel(pub, ownerSub, keyPrefix);
  await ownerChannel.start();
  log(`cluster mode: socket.io Redis adapter at ${new URL(redisUrl).host}`);
  return { clients: [pub, sub, ownerSub], ownerChannel };
}

/**
 * Refused sockets (a cap reached, a foreign Host) reach the floor as a "repeated-refusals" alert
 * without a table, a few reports per burst (socket-refusals.ts); the alert monitor is not changed.
 */
function refusalAlerts(alerts: AlertMonitor, clock: () => number): SocketRefusalReport {
  return new SocketRefusalReport((refusal, counts) =>
    alerts.raise({
      kind: "repeated-refusals",
      tableId: null,
      message: describeSocketRefusal(refusal, counts.total),
      detail: { reason: refusal.reason, who: refusal.who, address: refusal.address, limit: refusal.limit, refused: counts.total },
      dedupeKey: `socket-refused:${refusal.reason}:${refusal.key}`,
      at: new Date(clock()),
    }),
  );
}

/** A wall that stays connected is seen: the connected displays are marked every minute and at their close. */
function watchDisplays(tablesNs: Namespace, db: Database, clock: () => number, log: (line: string) => void): DisplaysSeen {
  const displaysSeen = new DisplaysSeen((ids, at) => markDisplaysSeen(db, ids, at), clock, log).start();
  tablesNs.on("connection", (socket) => {
    const p = socket.data.principal as { kind?: string; displayId?: string } | undefined;
    if (p?.kind !== "display" || !p.displayId) return;
    const displayId = p.displayId;
    displaysSeen.connected(displayId);
    socket.on("disconnect", () => displaysSeen.disconnected(displayId));
  });
  return displaysSeen;
}

/** Revoking a session or a display credential closes its sockets at once; returns the unsubscribe. */
function closeRevokedSockets(tablesNs: Namespace): () => void {
  tablesNs.on("connection", (socket) => {
    for (const room of principalRooms(socket.data.principal)) void socket.join(room);
  });
  return onRevoked((room) => tablesNs.in(room).disconnectSockets(true));
}

/** Listening on HOST:PORT; the port bound (PORT 0: the one the system chose). */
async function listen(server: http.Server, config: ServerConfig): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const address = server.address();
  return typeof address === "object" && address ? address.port : config.PORT;
}

async function closeHttp(server: http.Server): Promise<void> {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    // Keep-alive connections a browser left open would hold the close forever: idle ones go at
    // once, any still busy a few seconds later (the tables are already saved).
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 3000).unref();
  });
}
