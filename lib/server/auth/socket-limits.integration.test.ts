import { io as connectClient, type Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "@/lib/server/config";
import { createTestDatabase } from "@/lib/server/db/test-database";
import { startTestServer } from "@/lib/server/test-server";
import { credentialsFor } from "@/lib/server/test-credentials";
import { SOCKETS_PER_DISPLAY, SOCKETS_PER_SESSION } from "./socket-limits";

/**
 * Sockets per staff session, per paired display and per client address are capped on the real
 * server (one dealer session once opened 2,000): the rest are refused with the reason, and the
 * refusals reach the floor's alerts.
 */
const PER_ADDRESS = 6;
let server: Awaited<ReturnType<typeof startTestServer>>;
let dropDatabase: () => Promise<void>;
const sockets: Socket[] = [];

beforeAll(async () => {
  const db = await createTestDatabase();
  dropDatabase = () => db.drop();
  const config = loadConfig({ DATABASE_URL: db.url, PORT: "0", HOST: "127.0.0.1", SEED_DEMO: "true", SOCKETS_PER_ADDRESS: String(PER_ADDRESS) });
  server = await startTestServer({ config }, { url: db.url });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.close();
  await dropDatabase?.();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

type Opened = { connected: true; socket: Socket } | { connected: false; error: string; data: unknown };

function open(cookie: string, headers: Record<string, string> = {}, auth: Record<string, string> = {}): Promise<Opened> {
  return new Promise((resolve) => {
    const socket = connectClient(`http://127.0.0.1:${server.port}/tables`, { auth, extraHeaders: { cookie, ...headers }, transports: ["websocket"], forceNew: true, reconnection: false });
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

async function openMany(n: number, cookie: () => Promise<string>, headers: Record<string, string> = {}, auth: Record<string, string> = {}): Promise<Socket[]> {
  const opened: Socket[] = [];
  for (let i = 0; i < n; i += 1) {
    const answer = await open(await cookie(), headers, auth);
    if (!answer.connected) throw new Error(`socket ${i + 1} of ${n} was refused: ${answer.error}`);
    opened.push(answer.socket);
  }
  return opened;
}

describe("socket caps on the real server", () => {
  it(`one staff session: ${SOCKETS_PER_SESSION} sockets; the next is refused with the reason, and closing one makes room`, async () => {
    const { cookie } = await credentialsFor(server.db, "dealer", "t1");
    const opened = await openMany(SOCKETS_PER_SESSION, async () => cookie);
    const refused = await open(cookie);
    expect(refused).toMatchObject({ connected: false, error: "TOO_MANY_SOCKETS", data: { code: "TOO_MANY_SOCKETS", message: expect.stringMatching(/already has 10 connections open/) } });
    // A 2,000-socket burst from the same session gets no further.
    const burst = await Promise.all(Array.from({ length: 50 }, () => open(cookie)));
    expect(burst.filter((b) => b.connected)).toEqual([]);
    opened[0]!.close();
    await expect.poll(async () => (await open(cookie)).connected, { timeout: 5000 }).toBe(true);
    // Another session of the same dealer is counted on its own.
    expect((await open((await credentialsFor(server.db, "dealer", "t1")).cookie)).connected).toBe(true);
  });

  it(`one paired display: ${SOCKETS_PER_DISPLAY} sockets`, async () => {
    const { cookie } = await credentialsFor(server.db, "display", "t2");
    await openMany(SOCKETS_PER_DISPLAY, async () => cookie, {}, { as: "display" });
    expect(await open(cookie, {}, { as: "display" })).toMatchObject({ connected: false, error: "TOO_MANY_SOCKETS", data: { message: expect.stringMatching(/wall display already has 3 connections open/) } });
  });

  it(`one client address: SOCKETS_PER_ADDRESS (${PER_ADDRESS} here), whatever the sessions; loopback itself is not capped`, async () => {
    const fresh = async () => (await credentialsFor(server.db, "supervisor")).cookie;
    // The machine itself (the benchmark, a local proxy without TRUST_PROXY): not capped.
    await openMany(PER_ADDRESS + 4, fresh);
    // Devices behind a trusted proxy (https there, so the __Host- cookie) are told apart by X-Forwarded-For.
    vi.stubEnv("TRUST_PROXY", "true");
    const proxied = async () => `__Host-${await fresh()}`;
    await openMany(PER_ADDRESS, proxied, { "x-forwarded-for": "10.30.0.1" });
    expect(await open(await proxied(), { "x-forwarded-for": "10.30.0.1" })).toMatchObject({ connected: false, error: "TOO_MANY_SOCKETS", data: { message: expect.stringMatching(/network address already has 6 connections open/) } });
    expect((await open(await proxied(), { "x-forwarded-for": "10.30.0.2" })).connected).toBe(true);
  });

  it("counts the refusals where the floor's alerts see them", async () => {
    type Row = { kind: string; table_id: string | null; message: string; detail: { reason: string; refused: number } };
    const alerts = async () => (await server.db.pool.query<Row>("SELECT kind, table_id, message, detail FROM alerts WHERE dedupe_key LIKE 'socket-refused:%' ORDER BY id")).rows;
    await expect.poll(async () => (await alerts()).map((a) => a.detail.reason).sort(), { timeout: 15_000 }).toEqual(["address", "display", "session"]);
    const bySession = (await alerts()).find((a) => a.detail.reason === "session")!;
    expect(bySession).toMatchObject({ kind: "repeated-refusals", table_id: null, message: expect.stringMatching(/^Connections refused: dealer1's sign-in/) });
    // 1 + 50 refusals of that session, reported as they came (the first at once, the rest together),
    // and the retries refused while its rate of handshakes refilled (socket-limits.ts, HANDSHAKE_RATE).
    await expect.poll(async () => (await alerts()).find((a) => a.detail.reason === "session")?.detail.refused ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(51);
  });
});
