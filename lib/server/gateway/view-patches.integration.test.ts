/**
 * Views as what changed (issue 21 item 2): a wall display and a tablet that ask for patches get the
 * full view once, then `table:patch` messages; applied in order they give exactly the view a fresh
 * subscription returns, with far fewer bytes than whole views; a device that misses one knows it
 * (its version is not the patch's `from`) and asks for the view again. Devices that did not ask
 * keep getting whole views. Real server, real PostgreSQL, real socket.io clients.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import { startTestServer, connect, ask } from "../test-server";
import { patchedView, type ViewPatch } from "@/lib/contract/view-patch";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const sockets: Socket[] = [];
let version = 0;
let n = 0;

afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.close();
  await server?.dropDatabase();
});

beforeAll(async () => {
  server = await startTestServer();
});

interface Follower {
  view: unknown;
  version: number;
  patches: number;
  views: number;
  patchBytes: number;
  missed: number;
}

async function follow(role: "display" | "dealer", options: { patches: boolean; drop?: (n: number) => boolean }): Promise<Follower & { socket: Socket }> {
  const socket = await connect(server, { role }, "t2");
  sockets.push(socket);
  const f = { socket, view: null as unknown, version: 0, patches: 0, views: 0, patchBytes: 0, missed: 0 };
  let seen = 0;
  socket.on("table:view", (msg: { version: number; view: unknown }) => {
    if (msg.version < f.version) return;
    f.views++;
    f.view = msg.view;
    f.version = msg.version;
  });
  socket.on("table:patch", (msg: { from: number; version: number; patch: ViewPatch }) => {
    if (options.drop?.(++seen)) return;
    if (msg.from !== f.version) {
      f.missed++;
      return;
    }
    f.patches++;
    f.patchBytes += JSON.stringify(msg).length;
    f.view = patchedView(f.view, msg.patch);
    f.version = msg.version;
  });
  const sub = await ask<{ ok: boolean; version: number; view: unknown }>(socket, "table:subscribe", { tableId: "t2", ...(options.patches ? { patches: true } : {}) });
  expect(sub.ok).toBe(true);
  f.view = sub.view;
  f.version = sub.version;
  return f;
}

async function command(socket: Socket, cmd: Record<string, unknown>) {
  const answer = await ask<{ ok: boolean; version: number; code?: string; message?: string }>(socket, "table:command", { tableId: "t2", id: `patch-test-${++n}`, expectedVersion: version, command: cmd });
  if (answer.ok) version = answer.version;
  return answer;
}

async function must(socket: Socket, cmd: Record<string, unknown>) {
  const answer = await command(socket, cmd);
  if (!answer.ok) throw new Error(`${String(cmd.type)} refused: ${answer.code} ${answer.message}`);
}

describe("views sent as what changed", () => {
  it("a display and a tablet applying patches hold exactly the views a fresh subscription returns, in far fewer bytes", async () => {
    const wall = await follow("display", { patches: true });
    const plain = await follow("display", { patches: false });
    const tablet = await follow("dealer", { patches: true });
    const lossy = await follow("display", { patches: true, drop: (k) => k === 7 });
    version = tablet.version;
    const dealer = tablet.socket;
    for (const s of [1, 2, 3]) expect(await command(dealer, { type: "seat-player", seat: s, name: `Player ${s}` })).toMatchObject({ ok: true });
    await must(dealer, { type: "open-bank", firstSeat: 3 });
    await must(dealer, { type: "accept-bank", seat: 3, bank: 100_000 });
    await must(dealer, { type: "start-shoe", source: "server" });
    for (let round = 0; round < 2; round++) {
      await must(dealer, { type: "open-betting" });
      await must(dealer, { type: "place-wager", seat: 1, bet: "banker", amount: 2_500 });
      await must(dealer, { type: "place-wager", seat: 2, bet: "player", amount: 1_000 });
      await must(dealer, { type: "close-betting" });
      for (let i = 0; i < 6; i++) if (!(await command(dealer, { type: "deal-card" })).ok) break;
      await must(dealer, { type: "settle" });
      const lines = (server.registry.snapshot("t2")!.views.dealer as { settlement: { lines: unknown[] } }).settlement.lines.length;
      for (let l = 1; l <= lines; l++) await must(dealer, { type: "advance-settlement", through: l });
      await must(dealer, { type: "end-round" });
    }
    await expect.poll(() => [wall.version, plain.version, tablet.version]).toEqual([version, version, version]);
    const fresh = await follow("display", { patches: false });
    const freshDealer = await follow("dealer", { patches: false });
    expect(wall.view).toEqual(fresh.view);
    expect(plain.view).toEqual(fresh.view);
    expect(tablet.view).toEqual(freshDealer.view);
    // Every change after the subscription came as a patch, and the patches weigh far less than views.
    expect(wall.patches).toBeGreaterThan(20);
    expect(wall.missed).toBe(0);
    expect(plain.patches).toBe(0);
    const viewBytes = JSON.stringify({ tableId: "t2", version, view: fresh.view }).length;
    expect(wall.patchBytes / wall.patches).toBeLessThan(viewBytes / 3);
    // A display that dropped a message sees the next patch does not start where it is.
    expect(lossy.missed).toBeGreaterThan(0);
  });

  it("each role's view or patch is encoded once per command and shared by every socket of its room", async () => {
    // Issue 30: socket.io encodes a room's broadcast once and writes the same frame to each of its
    // sockets; per-socket emits would encode it once per wall. Counted at the server's encoder, which
    // every broadcast and acknowledgement goes through.
    const walls = [await follow("display", { patches: true }), await follow("display", { patches: true }), await follow("display", { patches: true })];
    const tablet = await follow("dealer", { patches: true });
    version = tablet.version;
    const tablesNs = server.io.of("/tables");
    const followed = [...tablesNs.adapter.rooms.entries()].filter(([room, ids]) => room.startsWith("table:t2:") && ids.size > 0);
    const sockets = followed.reduce((sum, [, ids]) => sum + ids.size, 0);
    expect(sockets).toBeGreaterThan(followed.length);
    const encoder = server.io.encoder as { encode(packet: { type: number; data?: unknown[] }): unknown[] };
    const encode = encoder.encode;
    let encoded = 0;
    encoder.encode = function (packet) {
      const [event, payload] = packet.data ?? [];
      if ((event === "table:view" || event === "table:patch") && (payload as { tableId?: string }).tableId === "t2") encoded++;
      return encode.call(this, packet);
    };
    try {
      await must(tablet.socket, { type: "seat-player", seat: 4, name: "Player 4" });
      await must(tablet.socket, { type: "seat-player", seat: 5, name: "Player 5" });
      await expect.poll(() => [...walls, tablet].map((f) => f.version)).toEqual([version, version, version, version]);
    } finally {
      encoder.encode = encode;
    }
    expect(encoded).toBe(2 * followed.length);
    for (const wall of walls) expect(wall.view).toEqual(walls[0]!.view);
  });
});
