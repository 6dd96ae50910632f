import { io as connectClient, type Socket as ClientSocket } from "socket.io-client";
import type { Socket } from "socket.io";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "@/lib/server/config";
import { createTestDatabase } from "@/lib/server/db/test-database";
import { startTestServer } from "@/lib/server/test-server";
import { credentialsFor } from "@/lib/server/test-credentials";
import type { Authenticate } from "@/lib/server/gateway/socket-gateway";
import { authenticateSocket } from "./socket-auth";
import { SOCKETS_PER_SESSION } from "./socket-limits";

/**
 * Socket slots on the real server (issue 31): a handshake dropped while it is being authenticated
 * gives its slots back (it once kept them for good: 12 drops locked a dealer's sign-in out of every
 * new socket, 210 locked out every device behind one address), and a flood of handshakes with one
 * cookie is refused before the authenticator touches the database, while another device connects.
 *
 * The authenticator is the real one, with one addition for the drops: a handshake that asks for it
 * (`auth.slow`) waits until its transport has closed before it is authenticated, as on a slow
 * server whose clients time out and retry; so every drop lands mid-authentication, not by luck.
 */
const PER_ADDRESS = 6;
let server: Awaited<ReturnType<typeof startTestServer>>;
let dropDatabase: () => Promise<void>;
const sockets: ClientSocket[] = [];
/** Calls of the real authenticator, which looks the session up in the database. */
let authentications = 0;
let slowStarted = 0;

beforeAll(async () => {
  const db = await createTestDatabase();
  dropDatabase = () => db.drop();
  const config = loadConfig({ DATABASE_URL: db.url, PORT: "0", HOST: "127.0.0.1", SEED_DEMO: "true", SOCKETS_PER_ADDRESS: String(PER_ADDRESS) });
  let real: Authenticate | undefined;
  const authenticate: Authenticate = async (socket: Socket) => {
    if ((socket.handshake.auth as { slow?: unknown }).slow) {
      slowStarted += 1;
      await new Promise<void>((resolve) => {
        if (socket.conn.readyState !== "open") return resolve();
        socket.conn.once("close", () => resolve());
        setTimeout(resolve, 5000).unref();
      });
    }
    authentications += 1;
    real ??= authenticateSocket(server.db);
    return real(socket);
  };
  server = await startTestServer({ config, authenticate }, { url: db.url });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.close();
  await dropDatabase?.();
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
  vi.unstubAllEnvs();
});

type Opened = { connected: true; socket: ClientSocket } | { connected: false; error: string; data: unknown };

function client(cookie: string, headers: Record<string, string>, auth: Record<string, string> = {}): ClientSocket {
  return connectClient(`http://127.0.0.1:${server.port}/tables`, { auth, extraHeaders: { cookie, ...headers }, transports: ["websocket"], forceNew: true, reconnection: false });
}

function open(cookie: string, headers: Record<string, string> = {}): Promise<Opened> {
  return new Promise((resolve) => {
    const socket = client(cookie, headers);
    socket.once("connect", () => {
      sockets.push(socket);
      resolve({ connected: true, socket });
    });
    socket.once("connect_error", (error: Error & { data?: unknown }) => {
      socket.close();
      resolve({ connected: false, error: error.message, data: error.data });
    });
  });
}

/**
 * Opens a handshake and destroys its TCP connection as soon as the namespace's CONNECT is written:
 * the server has the handshake and is authenticating it when the connection goes.
 */
async function dropMidHandshake(cookie: string, headers: Record<string, string>): Promise<void> {
  const before = slowStarted;
  const socket = client(cookie, headers, { slow: "yes" });
  // The socket's own "open" listener (registered first) writes the CONNECT packet; then the cut.
  socket.io.once("open", () => {
    const transport = socket.io.engine.transport as unknown as { ws?: { terminate(): void } };
    transport.ws?.terminate();
  });
  await expect.poll(() => slowStarted, { timeout: 5000 }).toBeGreaterThan(before);
  socket.close();
}

describe("socket slots on the real server", () => {
  it("handshakes dropped mid-authentication hold no slot: the same sign-in from the same address connects afterwards", async () => {
    // Another address than this machine's (loopback is not capped): behind a trusted proxy.
    vi.stubEnv("TRUST_PROXY", "true");
    const cookie = `__Host-${(await credentialsFor(server.db, "dealer", "t1")).cookie}`;
    const from = { "x-forwarded-for": "10.31.0.1" };
    const drops = 2 * SOCKETS_PER_SESSION;
    for (let i = 0; i < drops; i += 1) await dropMidHandshake(cookie, from);
    // Every drop reached the authenticator after its connection was gone.
    await expect.poll(() => authentications, { timeout: 10_000 }).toBeGreaterThanOrEqual(drops);
    // All the address's slots (6 here) are free again, with the same sign-in.
    const opened: Opened[] = [];
    for (let i = 0; i < PER_ADDRESS; i += 1) opened.push(await open(cookie, from));
    expect(opened.map((o) => (o.connected ? "connected" : `${o.error}: ${JSON.stringify(o.data)}`))).toEqual(Array(PER_ADDRESS).fill("connected"));
    // And the cap still holds: the seventh from that address is refused.
    expect(await open(`__Host-${(await credentialsFor(server.db, "supervisor")).cookie}`, from)).toMatchObject({ connected: false, error: "TOO_MANY_SOCKETS" });
  });

  it("refused handshakes (a wrong credential, a cap reached) give their slots back; a disconnect does too", async () => {
    vi.stubEnv("TRUST_PROXY", "true");
    const from = { "x-forwarded-for": "10.31.0.2" };
    // Wrong credentials: refused by the authenticator, after the gate counted them.
    for (let i = 0; i < PER_ADDRESS + 4; i += 1) expect(await open("__Host-cr_session=not-a-session", from)).toMatchObject({ connected: false, error: "UNAUTHENTICATED" });
    // A display over its own cap (3): refused after authentication.
    const display = `__Host-${(await credentialsFor(server.db, "display", "t2")).cookie}`;
    const walls: Opened[] = [];
    for (let i = 0; i < 5; i += 1) walls.push(await new Promise<Opened>((resolve) => {
      const socket = client(display, from, { as: "display" });
      socket.once("connect", () => (sockets.push(socket), resolve({ connected: true, socket })));
      socket.once("connect_error", (e: Error & { data?: unknown }) => (socket.close(), resolve({ connected: false, error: e.message, data: e.data })));
    }));
    expect(walls.map((w) => w.connected)).toEqual([true, true, true, false, false]);
    // 3 walls connected; 3 more slots of the address are free, whatever was refused before.
    const cookie = `__Host-${(await credentialsFor(server.db, "dealer", "t3")).cookie}`;
    for (let i = 0; i < PER_ADDRESS - 3; i += 1) expect((await open(cookie, from)).connected).toBe(true);
    expect(await open(cookie, from)).toMatchObject({ connected: false, error: "TOO_MANY_SOCKETS" });
    // Closing the walls frees their slots.
    for (const w of walls) if (w.connected) w.socket.close();
    await expect.poll(async () => (await open(cookie, from)).connected, { timeout: 5000 }).toBe(true);
  });

  it("a flood of handshakes with one cookie is refused before the session lookup, and another device still connects", async () => {
    const flooder = (await credentialsFor(server.db, "dealer", "t4")).cookie;
    const before = authentications;
    const flood = await Promise.all(Array.from({ length: 300 }, () => open(flooder)));
    const connected = flood.filter((f) => f.connected).length;
    const refused = flood.filter((f): f is Extract<Opened, { connected: false }> => !f.connected);
    expect(connected).toBe(SOCKETS_PER_SESSION);
    // Refused in words by the gate while the cookie's rate lasts, then before the WebSocket is set up.
    expect(new Set(refused.map((r) => r.error))).toEqual(new Set(["TOO_MANY_SOCKETS", "websocket error"]));
    // The authenticator (the session lookup, the assignment query) saw the admitted ones only.
    expect(authentications - before).toBe(SOCKETS_PER_SESSION);
    // Another dealer's device connects while the flood's sockets are open.
    expect((await open((await credentialsFor(server.db, "dealer", "t5")).cookie)).connected).toBe(true);
  });
});
