/**
 * A game family registered in one place plays through the real server: the test family "high
 * card" (this folder, named nowhere else) is given to `startServer` with `withFamilies`, and whole
 * rounds are played from a dealer's tablet over socket.io, with a wall display following, against
 * a real PostgreSQL: the gateway checks its commands' roles and parses them with its schema, the
 * actor commits its events with the rows they imply, and the table is recovered by a new server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import { startTestServer, connect, ask } from "@/lib/server/test-server";
import { createTestDatabase } from "@/lib/server/db/test-database";
import { withFamilies } from "@/lib/server/tables/kinds";
import { getAlertMonitor } from "@/lib/server/floor/alerts";
import { patchedView, type ViewPatch } from "@/lib/contract/view-patch";
import { highCardFamily, HIGH_CARD_FEES } from "./family";
import { HIGH_CARD_GAME_ID, HIGH_CARD_SCHEDULE_ID } from "./game";

const KINDS = withFamilies({ "high-card": highCardFamily });
const TABLE = "hc1";

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Answer = { ok: boolean; version: number; duplicate?: boolean; code?: string; message?: string };
type CardOnLayout = { seat: number; card?: string; faceDown?: true };
type DealerView = { role: string; table: { phase: string; handNumber: number; bank: number | null }; cards: CardOnLayout[]; fees: { cents: number }[] | null; settlement: { lines: unknown[]; settledLines: number } | null; next: { command: string | null } };
type WallView = { role: string; table: { phase: string }; cards: CardOnLayout[] };

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let server: Server;

/**
 * A tablet or a wall following the table as lib/client/table-store.ts does (views, then patches):
 * every message it was sent as it came, and the views it made of them.
 */
class Device {
  readonly views: { version: number; view: unknown }[] = [];
  readonly messages: { version: number; json: string }[] = [];
  version = 0;
  private n = 0;
  constructor(
    readonly socket: Socket,
    private readonly name: string,
  ) {
    socket.on("table:view", (message: { tableId: string; version: number; view: unknown }) => {
      if (message.tableId !== TABLE) return;
      this.messages.push({ version: message.version, json: JSON.stringify(message) });
      this.views.push({ version: message.version, view: message.view });
    });
    socket.on("table:patch", (message: { tableId: string; from: number; version: number; patch: ViewPatch }) => {
      if (message.tableId !== TABLE) return;
      this.messages.push({ version: message.version, json: JSON.stringify(message) });
      const last = this.views.at(-1);
      // Patches come in order on one socket: each from the view before it.
      expect(last?.version, "a patch from the view this device holds").toBe(message.from);
      this.views.push({ version: message.version, view: patchedView(last!.view, message.patch) });
    });
  }
  async follow(): Promise<{ ok: boolean; version: number; view: unknown }> {
    const answer = await ask<{ ok: boolean; version: number; view: unknown }>(this.socket, "table:subscribe", { tableId: TABLE, patches: true });
    if (answer.ok) {
      this.version = answer.version;
      this.views.push({ version: answer.version, view: answer.view });
    }
    return answer;
  }
  /** A command with a fresh id (or the id given, for a resend), against the version last seen. */
  async send(command: Record<string, unknown>, resend?: { id: string; expectedVersion: number }): Promise<Answer & { id: string; expectedVersion: number }> {
    const id = resend?.id ?? `${this.name}-${Date.now()}-${++this.n}`;
    const expectedVersion = resend?.expectedVersion ?? this.version;
    const answer = await ask<Answer>(this.socket, "table:command", { tableId: TABLE, id, expectedVersion, command });
    if (answer.ok) this.version = Math.max(this.version, answer.version);
    return { ...answer, id, expectedVersion };
  }
  /** The last view sent, once the views have caught up with `atLeast` (by default this device's last command). */
  async latest<V>(atLeast = this.version): Promise<V> {
    for (let i = 0; i < 500 && !this.views.some((v) => v.version >= atLeast); i++) await new Promise((r) => setTimeout(r, 10));
    return this.views.reduce((a, b) => (b.version > a.version ? b : a)).view as V;
  }
}

async function ok(device: Device, command: Record<string, unknown>): Promise<Answer> {
  const answer = await device.send(command);
  expect(answer, `${String(command.type)}: ${answer.message ?? ""}`).toMatchObject({ ok: true });
  return answer;
}

/** One whole round: two seats bet, every card dealt by the server's shoe, the settlement walked, the round ended. */
async function playRound(dealer: Device, wall: Device, table = { pd: 3, bets: [1, 2] }): Promise<{ pdCard: string; faceDownUntil: number }> {
  await ok(dealer, { type: "open-betting" });
  await ok(dealer, { type: "place-wager", seat: table.bets[0], amount: 2_500 });
  await ok(dealer, { type: "place-wager", seat: table.bets[1], amount: 1_000 });
  await ok(dealer, { type: "close-betting" });
  for (let i = 0; i < 3; i++) await ok(dealer, { type: "deal-card" });
  const dealt = await dealer.latest<DealerView>();
  expect(dealt.next.command).toBe("settle");
  const pd = dealt.cards.find((c) => c.faceDown);
  expect(pd?.card, "the dealer's tablet holds the player-dealer's card").toMatch(/^[2-9TJQKA][SHDC]$/);
  // The wall is told a card lies face down, never which.
  const wallDealt = await wall.latest<WallView>(dealer.version);
  expect(wallDealt.cards).toHaveLength(3);
  expect(wallDealt.cards.find((c) => c.seat === table.pd)).toEqual({ seat: table.pd, faceDown: true });
  const faceDownUntil = dealer.version;
  await ok(dealer, { type: "settle" });
  const settling = await dealer.latest<DealerView>();
  expect(settling.settlement?.lines).toHaveLength(2);
  await ok(dealer, { type: "advance-settlement", through: 2 });
  await ok(dealer, { type: "end-round" });
  return { pdCard: pd!.card!, faceDownUntil };
}

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startTestServer({ kinds: KINDS }, { url: db.url });
  // The admin's new table, as lib/server/floor/new-table.ts adds it: its row, then the registry claims it.
  await server.db.prisma.gameTable.create({
    data: { id: TABLE, roomId: "demo-room", name: "High Card 1", gameId: HIGH_CARD_GAME_ID, seats: 7, feeScheduleId: HIGH_CARD_SCHEDULE_ID, feeOptionId: "1", minWagerCents: 500, maxWagerCents: 50_000 },
  });
  await server.db.prisma.shiftAssignment.create({ data: { id: "hc1-dealer1", staffId: "demo-dealer1", tableId: TABLE, validFrom: new Date(Date.now() - 60_000), validUntil: null, createdBy: null, createdAt: new Date() } });
  await server.registry.claim();
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

describe("a family registered only in a test plays through the real server", () => {
  let dealer: Device;
  let wall: Device;
  const pdCards: string[] = [];

  it("sets up the table from the dealer's tablet; the wall cannot command, and another game's step is no step of this one", async () => {
    dealer = new Device(await connect(server, "dealer", TABLE), "tablet");
    wall = new Device(await connect(server, "display", TABLE), "wall");
    expect(await dealer.follow()).toMatchObject({ ok: true, view: { role: "dealer" } });
    expect(await wall.follow()).toMatchObject({ ok: true, view: { role: "display" } });
    for (const [seat, name] of [[1, "Ann"], [2, "Bo"], [3, "Cy"]] as const) await ok(dealer, { type: "seat-player", seat, name });
    await ok(dealer, { type: "open-bank", firstSeat: 3 });
    await ok(dealer, { type: "accept-bank", seat: 3, bank: 100_000 });
    await ok(dealer, { type: "start-shoe", source: "server" });
    expect(await wall.send({ type: "open-betting" })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    // "hit" is a blackjack family's command: the gateway reads this table's family's roles, not another's.
    expect(await dealer.send({ type: "hit", seat: 1 })).toMatchObject({ ok: false, code: "BAD_COMMAND" });
    // Its own schema parses its commands: a wager with a field it does not have is refused before the table.
    expect(await dealer.send({ type: "place-wager", seat: 1, amount: 500, bet: "tie" })).toMatchObject({ ok: false, code: "BAD_COMMAND" });
    // The dealer's own role is checked against its roles: a supervisor's command is refused.
    expect(await dealer.send({ type: "void-round", reason: "testing the roles" })).toMatchObject({ ok: false, code: "FORBIDDEN" });
  });

  it("plays a round: the wall never receives the player-dealer's card before it is turned over, and the fees are fixed at no more bets", async () => {
    const wallSeen = wall.messages.length;
    const { pdCard, faceDownUntil } = await playRound(dealer, wall);
    pdCards.push(pdCard);
    // Every message the wall got while the card lay face down (views and patches alike): not one holds it.
    const sentWhileDown = wall.messages.slice(wallSeen).filter((m) => m.version <= faceDownUntil);
    expect(sentWhileDown.length).toBeGreaterThan(3);
    expect(sentWhileDown.some((m) => m.json.includes(`"patch":`)), "the wall follows by patches, as a real wall does").toBe(true);
    for (const m of sentWhileDown) expect(m.json).not.toContain(`"${pdCard}"`);
    // Turned over at the settlement, the wall shows it.
    const settled = wall.views.find((v) => (v.view as WallView).table.phase === "settling");
    expect((settled?.view as WallView).cards.find((c) => c.seat === 3)).toEqual({ seat: 3, card: pdCard });
    // The views the wall and the tablet made of what they were sent are the server's.
    expect(await wall.latest(dealer.version)).toEqual(server.registry.snapshot(TABLE)!.views.display);
    expect(await dealer.latest()).toEqual(server.registry.snapshot(TABLE)!.views.dealer);
  });

  it("answers a command sent again with the same id, and applies it once", async () => {
    await ok(dealer, { type: "open-betting" });
    await ok(dealer, { type: "place-wager", seat: 1, amount: 500 });
    await ok(dealer, { type: "close-betting" });
    const first = await dealer.send({ type: "deal-card" });
    expect(first).toMatchObject({ ok: true });
    // The tablet lost the answer and sends the same command with the same id and version.
    const again = await dealer.send({ type: "deal-card" }, { id: first.id, expectedVersion: first.expectedVersion });
    expect(again).toMatchObject({ ok: true, duplicate: true, version: first.version });
    const view = await dealer.latest<DealerView>();
    expect(view.cards).toHaveLength(1);
    const { rows } = await server.db.pool.query<{ n: string }>("SELECT count(*) AS n FROM table_events WHERE table_id = $1 AND type = 'CardDealt'", [TABLE]);
    expect(Number(rows[0]!.n)).toBe(3 + 1);
    await ok(dealer, { type: "deal-card" });
    const dealt = await dealer.latest<DealerView>();
    pdCards.push(dealt.cards.find((c) => c.seat === 3)!.card!);
    await ok(dealer, { type: "settle" });
    await ok(dealer, { type: "advance-settlement", through: 1 });
    await ok(dealer, { type: "end-round" });
  });

  it("keeps each round and its posted fees in the database", async () => {
    const rounds = await server.db.prisma.round.findMany({ where: { tableId: TABLE }, orderBy: { handNumber: "asc" } });
    expect(rounds.map((r) => [r.handNumber, r.status, r.feeScheduleId, r.playerDealerSeat])).toEqual([
      [1, "complete", HIGH_CARD_SCHEDULE_ID, 3],
      [2, "complete", HIGH_CARD_SCHEDULE_ID, 3],
    ]);
    expect((rounds[0]!.result as { cards: { seat: number; card: string }[] }).cards.find((c) => c.seat === 3)?.card).toBe(pdCards[0]);
    const fees = await server.db.prisma.feeDrop.findMany({ where: { tableId: TABLE }, orderBy: { id: "asc" } });
    // $1 a betting spot and $1 from the player-dealer (in the fee engine's order): the PD and two spots, then the PD and one spot.
    const perRound = (roundId: string) => fees.filter((f) => f.roundId === roundId).map((f) => [f.payerKind, f.seat, f.cents, f.collection]);
    expect(perRound(rounds[0]!.id)).toEqual([
      ["player-dealer", 3, 100, "player-dealer"],
      ["seat", 1, 100, "per-spot"],
      ["seat", 2, 100, "per-spot"],
    ]);
    expect(perRound(rounds[1]!.id)).toEqual([
      ["player-dealer", 3, 100, "player-dealer"],
      ["seat", 1, 100, "per-spot"],
    ]);
    expect(fees.every((f) => f.scheduleId === HIGH_CARD_FEES.scheduleId && f.optionId === HIGH_CARD_FEES.id)).toBe(true);
  });

  it("is recovered by a new server started with the same registration, and plays on", async () => {
    const before = server.registry.snapshot(TABLE)!;
    const dealerBefore = before.views.dealer as DealerView;
    dealer.socket.close();
    wall.socket.close();
    await server.close();
    server = await startTestServer({ kinds: KINDS }, { url: db.url });
    const after = server.registry.snapshot(TABLE)!;
    expect(after.version).toBe(before.version);
    expect(after.views.dealer).toEqual(before.views.dealer);
    expect(dealerBefore.table.handNumber).toBe(2);
    dealer = new Device(await connect(server, "dealer", TABLE), "tablet2");
    wall = new Device(await connect(server, "display", TABLE), "wall2");
    expect(await dealer.follow()).toMatchObject({ ok: true, version: before.version });
    await wall.follow();
    // Seat 3 banked the two consecutive hands the rotation allows: the bank is offered round the table, and seat 1 takes it.
    expect(await dealer.send({ type: "open-betting" })).toMatchObject({ ok: false, code: "NO_PLAYER_DEALER" });
    expect((await dealer.latest<{ table: { rotation: { offeredTo: number | null } } }>()).table.rotation.offeredTo).toBe(1);
    await ok(dealer, { type: "accept-bank", seat: 1, bank: 50_000 });
    await playRound(dealer, wall, { pd: 1, bets: [2, 3] });
    const rounds = await server.db.prisma.round.count({ where: { tableId: TABLE, status: "complete" } });
    // Its collection is its own, and the floor is not told it runs under a schedule filed for another game.
    const monitor = getAlertMonitor()!;
    await monitor.checkPairings();
    await monitor.settled();
    const alerts = await server.db.pool.query<{ kind: string }>("SELECT kind FROM alerts WHERE table_id = $1", [TABLE]);
    expect(alerts.rows.map((r) => r.kind)).not.toContain("unfiled-pairing");
    expect(rounds).toBe(3);
    dealer.socket.close();
    wall.socket.close();
  });
});
