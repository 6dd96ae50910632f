import { DEMO_TABLES } from "@/lib/server/demo-floor";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "@/lib/server/test-server";
import { feeDropCsv, feeDropReport, tableFigures } from "./reports";
import { countsFor, recordShiftCount, shiftClose } from "./shift-close";
import { listRounds, replayRound } from "./history";
import { regulatorExport } from "./regulator-export";
import type { BaccaratReplayFrame, ExportedBaccaratRound } from "@/lib/domain/table/baccarat/floor";
import { DEFAULT_SHIFTS, findShift, shiftAt } from "@/lib/domain/shifts/shifts";
import { floorOverview } from "./overview";
import { must, openTable, playRound, send, SUPERVISOR } from "./test-kit";
import { shoeRecord } from "./shoe-proof";
import { publicShoeCheck } from "./public-shoe-check";
import { verifyShoeOrder } from "@/lib/domain/cards/dealing-shoe";
import { eventHash } from "@/lib/server/ledger/event-encoding";

// Real rounds on the demo floor, on a real PostgreSQL, at controlled times (Pacific time):
//   t2 EZ Baccarat (room-entered option: $1 per game-wager spot, $2 from the player-dealer)
//     07:00 hand 1: two spots        -> 2 x $1 + $2 = $4.00
//     07:10 hand 2: two spots        -> $4.00
//     07:20 hand 3: one spot, voided after betting closed -> $3.00 taken, $3.00 reversed
//   t1 Fortune 7 (option 3: $1 per spot, $2 from the player-dealer)
//     15:00 hand 1 (swing shift): one spot -> $3.00
type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let now = Date.parse("2026-11-22T15:00:00Z"); // 07:00 PST
const TZ = "America/Los_Angeles";
const day = findShift(DEFAULT_SHIFTS, "day", "2026-11-22", TZ)!;
const swing = findShift(DEFAULT_SHIFTS, "swing", "2026-11-22", TZ)!;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  const r = server.registry;
  await openTable(r, "t2", [1, 2, 3, 4], 4);
  await playRound(r, "t2", [
    { seat: 1, bet: "banker", amount: 2500 },
    { seat: 2, bet: "player", amount: 1000 },
  ]);
  now += 10 * 60_000;
  await playRound(r, "t2", [
    { seat: 1, bet: "player", amount: 1000 },
    { seat: 3, bet: "banker", amount: 1000 },
  ]);
  // Two hands banked: the bank moves on clockwise (seat 1 is offered it).
  now += 10 * 60_000;
  await must(r, "t2", { type: "accept-bank", seat: 1, bank: 50_000 });
  await playRound(r, "t2", [{ seat: 2, bet: "banker", amount: 1000 }], { stopAfter: "betting-closed" });
  await must(r, "t2", { type: "void-round", reason: "card exposed by the shoe" }, SUPERVISOR);
  now = Date.parse("2026-11-22T23:00:00Z"); // 15:00 PST, swing shift
  await openTable(r, "t1", [1, 2, 3], 3);
  await playRound(r, "t1", [{ seat: 1, bet: "banker", amount: 2500 }]);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await server?.dropDatabase();
});

describe("fee-drop reports", () => {
  it("sums fee_drops by table and payer kind for a shift, void reversals included", async () => {
    const report = await feeDropReport(server.db, { from: day.start, to: day.end });
    const t2 = report.tables.find((t) => t.tableId === "t2")!;
    expect(t2.byPayer.seat).toEqual({ fees: 5, takenCents: 500, reversals: 1, reversedCents: -100, netCents: 400 });
    expect(t2.byPayer["player-dealer"]).toEqual({ fees: 3, takenCents: 600, reversals: 1, reversedCents: -200, netCents: 400 });
    expect(t2.total.netCents).toBe(800);
    // Every table is listed; t1 dealt nothing in the day shift.
    expect(report.tables.map((t) => t.tableId)).toEqual(DEMO_TABLES.map((t) => t.id).sort());
    expect(report.tables.find((t) => t.tableId === "t1")!.total).toEqual({ fees: 0, takenCents: 0, reversals: 0, reversedCents: 0, netCents: 0 });
    expect(report.games.find((g) => g.gameId === "ez-baccarat")!.total.netCents).toBe(800);
    expect(report.total.total.netCents).toBe(800);
  });

  it("puts each fee in the shift it was taken in, and a day holds every shift", async () => {
    const swingReport = await feeDropReport(server.db, { from: swing.start, to: swing.end });
    expect(swingReport.total.total.netCents).toBe(300);
    expect(swingReport.tables.find((t) => t.tableId === "t1")!.byPayer["player-dealer"].netCents).toBe(200);
    const whole = await feeDropReport(server.db, { from: day.start, to: swing.end });
    expect(whole.total.total.netCents).toBe(1100);
    const oneGame = await feeDropReport(server.db, { from: day.start, to: swing.end }, { gameId: "fortune-7-baccarat" });
    expect(oneGame.tables.map((t) => t.tableId)).toEqual(["t1"]);
    expect(oneGame.total.total.netCents).toBe(300);
  });

  it("exports CSV rows per table, game and room with cents and dollars", async () => {
    const report = await feeDropReport(server.db, { from: day.start, to: day.end });
    const csv = feeDropCsv(report, day.label);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("level,period,from,to,table_id,table_name,game_id,payer_kind,fees_taken,taken_cents,fees_reversed,reversed_cents,net_cents,net_dollars");
    expect(lines).toContain(`table,Day 2026-11-22 06:00–14:00,${day.start.toISOString()},${day.end.toISOString()},t2,Table 2 · EZ Baccarat,ez-baccarat,seat,5,500,1,-100,400,4.00`);
    expect(lines).toContain(`room,Day 2026-11-22 06:00–14:00,${day.start.toISOString()},${day.end.toISOString()},,,,all,8,1100,2,-300,800,8.00`);
    // Each demo table x 3 rows, each of their games x 3 rows, 3 room rows, and the header.
    const games = new Set(DEMO_TABLES.map((t) => t.gameId)).size;
    expect(lines).toHaveLength(1 + DEMO_TABLES.length * 3 + games * 3 + 3);
  });

  it("gives the dashboard's figures: hands in the last hour and the shift's drop", async () => {
    const figures = await tableFigures(server.db, new Date(Date.parse("2026-11-22T15:30:00Z")), day);
    expect(figures.find((f) => f.tableId === "t2")).toEqual({ tableId: "t2", handsLastHour: 2, handsThisShift: 2, dropThisShiftCents: 800, voidsThisShift: 1 });
    const overview = await floorOverview(server.db, server.registry, new Date(now));
    expect(overview.shift.shiftId).toBe("swing");
    const t1 = overview.tables.find((t) => t.id === "t1")!;
    expect(t1.figures?.dropThisShiftCents).toBe(300);
    // After its first hand the player-dealer is on its second (and last) bank hand.
    expect(t1.summary).toMatchObject({ tableId: "t1", handNumber: 1, playerDealerSeat: 3, bankHand: 2 });
    expect(t1.gameName).toBe("Fortune 7 Baccarat");
  });
});

describe("shift close", () => {
  it("records a counted drop against the recorded fees and keeps the difference; a recount supersedes", async () => {
    const at = new Date(Date.parse("2026-11-22T22:05:00Z"));
    const short = await recordShiftCount(server.db, { tableId: "t2", shiftStart: day.start, shiftEnd: day.end, countedCents: 750, note: "box short" }, "demo-floor", at);
    expect(short).toMatchObject({ ok: true, count: { countedCents: 750, recordedCents: 800, varianceCents: -50, note: "box short" } });
    let sheet = await shiftClose(server.db, { start: day.start, end: day.end });
    expect(sheet.lines.find((l) => l.tableId === "t2")).toMatchObject({ recordedCents: 800, varianceCents: -50, entries: 1 });
    expect(sheet).toMatchObject({ recordedCents: 800, countedCents: 750, varianceCents: -50, missingCounts: 0 });

    const recount = await recordShiftCount(server.db, { tableId: "t2", shiftStart: day.start, shiftEnd: day.end, countedCents: 800, note: "recounted: $0.50 under the felt" }, "demo-floor", new Date(at.getTime() + 60_000));
    expect(recount).toMatchObject({ ok: true, count: { varianceCents: 0 } });
    sheet = await shiftClose(server.db, { start: day.start, end: day.end });
    expect(sheet.lines.find((l) => l.tableId === "t2")).toMatchObject({ varianceCents: 0, entries: 2, count: { countedCents: 800 } });
    expect((await countsFor(server.db, { start: day.start, end: day.end, tableId: "t2" })).map((c) => c.countedCents)).toEqual([800, 750]);

    const audits = await server.db.pool.query("SELECT staff_id, detail FROM audit_entries WHERE action = 'shift-count-entered' ORDER BY id");
    expect(audits.rows.map((r) => r.detail.varianceCents)).toEqual([-50, 0]);
    // A count is evidence: it cannot be changed or removed afterwards.
    await expect(server.db.pool.query("UPDATE shift_counts SET counted_cents = 1")).rejects.toThrow(/append-only/);
    await expect(server.db.pool.query("DELETE FROM shift_counts")).rejects.toThrow(/append-only/);
  });

  it("refuses a count for an unknown table, a shift that has not started, or an empty range", async () => {
    const at = new Date(Date.parse("2026-11-22T22:05:00Z"));
    expect(await recordShiftCount(server.db, { tableId: "nope", shiftStart: day.start, shiftEnd: day.end, countedCents: 1 }, "x", at)).toMatchObject({ ok: false, code: "UNKNOWN_TABLE" });
    expect(await recordShiftCount(server.db, { tableId: "t1", shiftStart: new Date(at.getTime() + 3_600_000), shiftEnd: new Date(at.getTime() + 7_200_000), countedCents: 1 }, "x", at)).toMatchObject({
      ok: false,
      code: "FUTURE_SHIFT",
    });
    expect(await recordShiftCount(server.db, { tableId: "t1", shiftStart: day.end, shiftEnd: day.start, countedCents: 1 }, "x", at)).toMatchObject({ ok: false, code: "BAD_SHIFT" });
  });
});

describe("round history and replay", () => {
  it("lists a table's rounds newest first with their results and net fees", async () => {
    const { rounds } = await listRounds(server.db, "t2");
    expect(rounds.map((r) => [r.handNumber, r.status, r.feeCents])).toEqual([
      [3, "voided", 0],
      [2, "complete", 400],
      [1, "complete", 400],
    ]);
    expect(rounds[0]!.voidReason).toBe("card exposed by the shoe");
    expect(rounds[2]!.winner).toMatch(/player|banker|tie/);
    const page = await listRounds(server.db, "t2", { limit: 2 });
    expect(page.nextBefore).toBe(2);
    expect((await listRounds(server.db, "t2", { beforeHand: 2 })).rounds.map((r) => r.handNumber)).toEqual([1]);
  });

  it("replays one round event by event with the supervisor's view: cards, wagers, fees, settlement", async () => {
    const replay = (await replayRound(server.db, "t2", "t2-1"))!;
    expect(replay.finished).toBe(true);
    const types = replay.steps.map((s) => s.type);
    expect(types[0]).toBe("Rotation"); // the bank hand starts with the round
    expect(types[1]).toBe("RoundOpened");
    expect(types).toContain("BettingClosed");
    expect(types).toContain("RoundSettled");
    expect(types.filter((t) => t === "WagerPlaced")).toHaveLength(2);
    expect(types.filter((t) => t === "CardDealt").length).toBeGreaterThanOrEqual(4);
    expect(replay.steps.at(-1)!.text).toMatch(/completed bank hand 1/);

    const opened = replay.steps[1]!;
    expect(opened.frame).toMatchObject({ phase: "betting", handNumber: 1, wagers: [], fees: { lines: null } });
    const closed = replay.steps.find((s) => s.type === "BettingClosed")!;
    expect(closed.frame!.fees.total).toBe(400);
    expect(closed.frame!.fees.lines!.map((l) => [l.payer, l.cents])).toEqual([
      ["Player-dealer (seat 4)", 200],
      ["Seat 1", 100],
      ["Seat 2", 100],
    ]);
    expect(closed.text).toMatch(/No more bets: fees \$4\.00/);
    const firstCard = replay.steps.find((s) => s.type === "CardDealt")!;
    expect((firstCard.frame as BaccaratReplayFrame).player.cards).toHaveLength(1);
    expect(firstCard.text).toMatch(/^Card 1 to Player: (10|[A2-9JQK])[♠♥♦♣] \(server shoe\)$/);
    const settled = replay.steps.find((s) => s.type === "RoundSettled")!;
    expect(settled.frame!.settlement!.lines).toHaveLength(2);
    expect(settled.frame!.settlement!.settledLines).toBe(0);
    const done = replay.steps.find((s) => s.type === "RoundCompleted")!;
    expect(done.frame!.phase).toBe("waiting");
    expect(done.frame!.result!.handNumber).toBe(1);
    // Every frame's cards come from the log: the last card frame equals the completed round.
    expect(done.frame!.family).toBe("baccarat");
    expect(replay.round!.player).toEqual((done.frame as BaccaratReplayFrame).player.cards);
  });

  it("replays a voided round to its void, and answers null for a round that does not exist", async () => {
    const replay = (await replayRound(server.db, "t2", "t2-3"))!;
    expect(replay.steps.map((s) => s.type)).toContain("RoundVoided");
    // The test supervisor ("floor-test") has no staff row: the words never show an id, named or not.
    expect(replay.steps.find((s) => s.type === "RoundVoided")!.text).toMatch(/voided by a staff member: card exposed by the shoe \(2 fees reversed\)/);
    expect(await replayRound(server.db, "t2", "t2-99")).toBeNull();
  });
});

describe("the regulator's export", () => {
  it("holds the game and options, the fee option with its source, the rotation log, the drop with its variance and every round", async () => {
    const doc = (await regulatorExport(server.db, { tableId: "t2", day: "2026-11-22", settings: { timeZone: TZ }, generatedBy: "demo-floor", now: new Date(now) }))!;
    expect(doc).toMatchObject({ format: "cardroom.regulator-export", version: 2, table: { id: "t2" }, day: "2026-11-22", period: { from: "2026-11-22T08:00:00.000Z", to: "2026-11-23T08:00:00.000Z" } });
    expect(doc.game).toMatchObject({ id: "ez-baccarat", name: "EZ Baccarat", rulesVersion: "1", seats: 8 });
    expect(doc.game!.options.length).toBeGreaterThan(0);
    expect(doc.game!.options[0]).toEqual(expect.objectContaining({ name: expect.any(String), source: expect.stringMatching(/seed/), values: expect.any(Array) }));
    expect(doc.feeSchedule.atStartOfDay).toMatchObject({ scheduleId: "ez-baccarat", optionId: "A", source: expect.stringMatching(/^room-entered L/) });
    expect(doc.feeSchedule.atStartOfDay!.posted.join(" ")).toMatch(/\$1\.00 per betting spot/);

    const rotation = doc.rotationLog.map((r) => r.type);
    expect(rotation.filter((t) => t === "player-seated")).toHaveLength(4);
    expect(rotation).toEqual(expect.arrayContaining(["bank-offered", "bank-accepted", "bank-hand-started", "bank-hand-completed", "bank-passed"]));
    expect(doc.rotationLog.find((r) => r.type === "bank-passed")!.text).toMatch(/passed from seat 4/);

    expect(doc.rounds.map((r) => [r.handNumber, r.status])).toEqual([
      [1, "complete"],
      [2, "complete"],
      [3, "voided"],
    ]);
    const first = doc.rounds[0] as ExportedBaccaratRound;
    expect(first.family).toBe("baccarat");
    expect(first.wagers.map((w) => [w.seat, w.bet, w.amountCents])).toEqual([
      [1, "banker", 2500],
      [2, "player", 1000],
    ]);
    expect(first.feeTotalCents).toBe(400);
    expect(first.cards.player.length).toBeGreaterThanOrEqual(2);
    expect(first.settlement!.ledger).toHaveLength(2);
    expect(first.settlement!.conservation).toMatchObject({ ok: true });
    expect(first.result!.winner).toMatch(/player|banker|tie/);
    expect(doc.rounds[2]).toMatchObject({ voidReason: "card exposed by the shoe", voidedBy: "floor-test", feeTotalCents: 300 });

    expect(doc.feeDrops).toMatchObject({ takenCents: 1100, reversedCents: -300, netCents: 800, byPayer: { seat: 400, "player-dealer": 400 } });
    expect(doc.feeDrops.rows).toHaveLength(3 + 3 + 2 + 2); // hand 3: two fees and their reversals
    // The shift close of the day shift: counted $8.00 (the recount) against $8.00 recorded.
    expect(doc.variance).toMatchObject({ countedCents: 800, recordedCents: 800, varianceCents: 0 });
    expect(doc.variance.counts).toHaveLength(2);
    expect(doc.audit.map((a) => a.action)).toEqual(expect.arrayContaining(["round.void", "shift-count-entered"]));
    // What a third party needs to check the record: every event of the day with its hashes, each
    // following the one before and recomputing from its content, and the encoding in words.
    expect(doc.ledger.encoding).toMatchObject({ id: "cardroom-ledger-1", hash: "SHA-256", genesis: "0".repeat(64) });
    expect(doc.ledger.events.length).toBe(doc.tableEvents.count);
    for (const [i, e] of doc.ledger.events.entries()) {
      if (i > 0) expect(e.prevHash).toBe(doc.ledger.events[i - 1]!.hash);
      if (e.withheld) continue;
      expect(eventHash({ tableId: "t2", seq: e.seq, type: e.type, event: e.event, at: new Date(e.at), commandId: e.commandId, actorId: e.actorId, prevHash: e.prevHash })).toBe(e.hash);
    }
    // The server shoe still in play: its start is there by its hashes only, never its order or salt.
    const shoeStart = doc.ledger.events.find((e) => e.type === "ShoeStarted")!;
    expect(shoeStart).toMatchObject({ event: null, withheld: expect.stringMatching(/still in play/) });
    const salt = (await server.db.pool.query<{ order_salt: string }>("SELECT order_salt FROM shoes WHERE table_id = 't2' AND ended_at IS NULL")).rows[0]!.order_salt;
    expect(JSON.stringify(doc)).not.toContain(salt);
    expect(doc.ledger.events.filter((e) => e.withheld)).toHaveLength(1);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it("exports a day without play with the settings in force, and null for an unknown table", async () => {
    const quiet = (await regulatorExport(server.db, { tableId: "t2", day: "2026-11-23", settings: { timeZone: TZ }, generatedBy: "x", now: new Date(now) }))!;
    expect(quiet.rounds).toEqual([]);
    expect(quiet.rotationLog).toEqual([]);
    expect(quiet.game?.id).toBe("ez-baccarat");
    expect(quiet.feeSchedule.atStartOfDay?.optionId).toBe("A");
    expect(await regulatorExport(server.db, { tableId: "nope", day: "2026-11-22", settings: { timeZone: TZ }, generatedBy: "x", now: new Date(now) })).toBeNull();
  });
});

describe("a live fee option change", () => {
  it("goes through the table's change-fee-option command: an event, the tables row and an audit entry", async () => {
    const refused = await send(server.registry, "t1", { type: "change-fee-option", scheduleId: "fortune-7-baccarat", optionId: "4" });
    expect(refused).toMatchObject({ ok: false, code: "SUPERVISOR_ONLY" });
    expect(await send(server.registry, "t1", { type: "change-fee-option", scheduleId: "fortune-7-baccarat", optionId: "4" }, SUPERVISOR)).toMatchObject({ ok: true });
    const row = await server.db.prisma.gameTable.findUniqueOrThrow({ where: { id: "t1" } });
    expect(row.feeOptionId).toBe("4");
    const doc = (await regulatorExport(server.db, { tableId: "t1", day: "2026-11-22", settings: { timeZone: TZ }, generatedBy: "x", now: new Date(now) }))!;
    expect(doc.feeSchedule.atStartOfDay?.optionId).toBe("3");
    // floor-test is no account of the staff table: named as "a staff member", never by its id.
    expect(doc.feeSchedule.changes.map((c) => [c.by, c.byName, c.to.optionId])).toEqual([["floor-test", "a staff member", "4"]]);
    expect(shiftAt(new Date(now), DEFAULT_SHIFTS, TZ).shiftId).toBe("swing");
  });
});

describe("the proof of a server shoe's order", () => {
  it("shows only the hash while the shoe is in play, then the order and salt that hash to it; the cards dealt are the top of that order", async () => {
    const during = (await regulatorExport(server.db, { tableId: "t2", day: "2026-11-22", settings: { timeZone: TZ }, generatedBy: "x", now: new Date(now) }))!;
    expect(during.shoes).toHaveLength(1);
    const [inPlay] = during.shoes;
    expect(inPlay).toMatchObject({ tableId: "t2", source: "server", decks: 8, endedAt: null, orderHash: expect.stringMatching(/^[0-9a-f]{64}$/), proof: null });
    expect(JSON.stringify(during)).not.toContain('"salt"');
    // The public page (/verify/<fingerprint>): the shoe is in play, nothing of its order is given.
    const fingerprint = inPlay!.orderHash!.slice(0, 16);
    const before = await publicShoeCheck(server.db, fingerprint.replace(/(.{4})/g, "$1 ").trim().toUpperCase());
    expect(before).toMatchObject({ kind: "in-play", id: inPlay!.id, fingerprint, orderHash: inPlay!.orderHash });
    const salt = (await server.db.pool.query<{ order_salt: string }>("SELECT order_salt FROM shoes WHERE id = $1", [inPlay!.id])).rows[0]!.order_salt;
    expect(JSON.stringify(before)).not.toContain(salt);
    expect(JSON.stringify(before)).not.toContain('"order"');

    await must(server.registry, "t2", { type: "end-shoe" });
    // Once it has ended: the order, the salt and the check, by fingerprint or by id.
    const after = await publicShoeCheck(server.db, fingerprint);
    expect(after).toMatchObject({ kind: "ended", set: "cards", salt, matches: true, recomputed: inPlay!.orderHash });
    expect(await publicShoeCheck(server.db, inPlay!.id)).toMatchObject({ kind: "ended", matches: true });
    expect(await publicShoeCheck(server.db, "0000000000000000")).toEqual({ kind: "unknown", asked: "0000000000000000" });
    const ended = (await shoeRecord(server.db, inPlay!.id))!;
    expect(ended.endedAt).not.toBeNull();
    expect(ended.proof).toMatchObject({ verified: true, salt: expect.stringMatching(/^[0-9a-f]{32,}$/) });
    expect(ended.proof!.order).toHaveLength(8 * 52);
    expect(verifyShoeOrder(ended.proof!.order, ended.proof!.salt, ended.orderHash!)).toBe(true);
    // A single card changed breaks the proof.
    const tampered = [ended.proof!.order[1]!, ended.proof!.order[0]!, ...ended.proof!.order.slice(2)];
    expect(tampered[0] === tampered[1] || !verifyShoeOrder(tampered, ended.proof!.salt, ended.orderHash!)).toBe(true);

    // Every card the table dealt from this shoe, in order, is the order's top.
    const dealt = await server.db.pool.query<{ card: string }>(
      "SELECT payload->>'card' AS card FROM table_events WHERE table_id = 't2' AND type IN ('CardDealt', 'CardsBurned') ORDER BY seq",
    );
    const cards = dealt.rows.map((r) => r.card).filter(Boolean);
    expect(cards.length).toBeGreaterThanOrEqual(8);
    expect(ended.proof!.order.slice(0, cards.length)).toEqual(cards);
    expect(await shoeRecord(server.db, "no-such-shoe")).toBeNull();
  });
});
