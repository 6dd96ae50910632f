import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "@/lib/server/test-server";
import type { Actor } from "@/lib/domain/table/machine";
import type { ExportedBaccaratRound } from "@/lib/domain/table/baccarat/floor";
import { regulatorExport, type ExportedRoundRecord } from "./regulator-export";
import { must, openTable, supervisorView } from "./test-kit";

// Table 1 (Fortune 7, a shoe whose cards the dealer enters), on a real PostgreSQL, Pacific time:
//   07:00 Round 1: seat 1 $20.00 on the Player, seat 2 $10.00 on the Banker; Player 2S 3D 4H (9)
//         beats Banker KH 5C 2D (7); paid and ended.
//   07:05 Round 2 opens; the floor finds the Banker's third card was the 4D: a tie. The round is
//         corrected after it ended and the dealer makes the differences.
//   07:10 Round 2 is voided by the floor supervisor after betting closed.
type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let now = Date.parse("2026-11-22T15:00:00Z");
const TZ = "America/Los_Angeles";
/** The demo floor supervisor, as seeded (lib/server/auth/demo-staff.ts). */
const FLOOR: Actor = { id: "demo-floor", role: "supervisor" };

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  const r = server.registry;
  await openTable(r, "t1", [1, 2, 3, 4], 4, 50_000, "dealer");
  await must(r, "t1", { type: "open-betting" });
  await must(r, "t1", { type: "place-wager", seat: 1, bet: "player", amount: 2_000 });
  await must(r, "t1", { type: "place-wager", seat: 2, bet: "banker", amount: 1_000 });
  await must(r, "t1", { type: "close-betting" });
  for (const card of ["2S", "KH", "3D", "5C", "4H", "2D"]) await must(r, "t1", { type: "deal-card", card });
  await must(r, "t1", { type: "settle" });
  await must(r, "t1", { type: "advance-settlement", through: supervisorView(r, "t1").settlement!.lines.length });
  await must(r, "t1", { type: "end-round" });
  now += 5 * 60_000;
  await must(r, "t1", { type: "open-betting" });
  await must(r, "t1", { type: "correct-card", index: 5, card: "4D", reason: "misread the four" }, FLOOR);
  await must(r, "t1", { type: "advance-settlement", through: 3 });
  // Round 2: a card shows as the shoe is dealt, the floor voids the round.
  now += 5 * 60_000;
  await must(r, "t1", { type: "place-wager", seat: 1, bet: "banker", amount: 1_000 });
  await must(r, "t1", { type: "close-betting" });
  await must(r, "t1", { type: "void-round", reason: "card exposed by the shoe" }, FLOOR);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await server?.dropDatabase();
});

const exportOf = async () => (await regulatorExport(server.db, { tableId: "t1", day: "2026-11-22", settings: { timeZone: TZ }, generatedBy: "demo-floor", now: new Date(now) }))!;

describe("the regulator's export of a round corrected after it ended", () => {
  it("holds the result as it ended and as corrected, and the difference per seat and for the bank", async () => {
    const doc = await exportOf();
    const round = doc.rounds.find((r) => r.handNumber === 1) as ExportedBaccaratRound & ExportedRoundRecord;
    // As corrected: the Banker's 4D, a tie, both wagers pushed.
    expect(round).toMatchObject({ status: "complete", cards: { banker: ["KH", "5C", "4D"] }, result: { winner: "tie", playerTotal: 9, bankerTotal: 9 } });
    expect(round.settlement!.ledger.map((l) => [l.seat, l.action])).toEqual([
      [1, "push"],
      [2, "push"],
    ]);
    // As it ended: the Player won 9 to 7, seat 1 paid $20.00, seat 2's $10.00 taken.
    const asEnded = round.asEnded as ExportedBaccaratRound | undefined;
    expect(asEnded).toMatchObject({ status: "complete", cards: { banker: ["KH", "5C", "2D"] }, result: { winner: "player", playerTotal: 9, bankerTotal: 7 } });
    expect(asEnded!.settlement!.ledger.map((l) => [l.seat, l.action, l.amount])).toEqual([
      [1, "pay", 2_000],
      [2, "collect", 1_000],
    ]);
    expect(round.endedAt).toBe(asEnded!.endedAt);
    // The adjustment: the money paid first, and the difference per seat and for the bank.
    expect(round.adjustment!.paidBefore).toEqual({
      players: [
        { who: "Seat 1", seat: 1, net: 2_000 },
        { who: "Seat 2", seat: 2, net: -1_000 },
      ],
      bank: -1_000,
    });
    const difference = round.adjustment!.difference!;
    expect(difference.lines.map((l) => [l.who, l.before, l.after, l.change])).toEqual([
      ["Seat 1", 2_000, 0, -2_000],
      ["Seat 2", -1_000, 0, 1_000],
    ]);
    expect(difference.bank).toMatchObject({ before: -1_000, after: 0, change: 1_000 });
    expect(difference.lines.reduce((s, l) => s + l.change, 0) + difference.bank.change).toBe(0);
    expect(round.correctedAfterEnd).toEqual([
      { seq: expect.any(Number), at: "2026-11-22T15:05:00.000Z", by: "demo-floor", byName: "Demo Floor Supervisor", words: "card 6: 2♦ → 4♦", reason: "misread the four", difference, bankChangeCents: 1_000 },
    ]);
    expect(doc.audit.filter((a) => a.action === "round.correct-ended")).toMatchObject([{ staffId: "demo-floor", reason: "misread the four", detail: { handNumber: 1, bankChange: 1_000 } }]);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it("names the staff member who voided a round beside their id", async () => {
    const doc = await exportOf();
    expect(doc.rounds.map((r) => [r.handNumber, r.status, r.voidedBy, r.voidedByName])).toEqual([
      [1, "complete", null, null],
      [2, "voided", "demo-floor", "Demo Floor Supervisor"],
    ]);
    expect(doc.rounds[1]).toMatchObject({ voidReason: "card exposed by the shoe" });
  });
});
