import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "@/lib/server/test-server";
import { replayRound, type RoundReplay } from "./history";
import { regulatorExport } from "./regulator-export";
import { must, openTable, SUPERVISOR } from "./test-kit";
import { threeCardPokerFamily } from "@/lib/domain/table/three-card-poker/family";
import type { AfterEnd } from "@/lib/domain/table/common/after-end";

// A Three Card Poker round corrected after it ended (DC6b, DC6h), on a real PostgreSQL, the demo
// floor's t20 with the cards entered by the dealer: Round 1, seats 2 and 3 on $10.00 Antes against
// the player-dealer in seat 1 (Q♠ 3♣ 5♥), seat 2 A♠ K♦ 2♣ and seat 3 4♠ 4♦ 9♣ play and win, paid
// and ended. While Round 2 is in betting the floor corrects seat 3's 4♦ to the 7♥; nobody bets in
// Round 2 (its deck goes to the discard rack unplayed), Round 3 opens and the dealer makes the two
// differences before no more bets. Round 1's replay runs on past the other decks' coming and going to
// the differences; the regulator's export keeps the money paid first and the difference.
type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let now = Date.parse("2026-11-22T20:00:00Z"); // 12:00 PST
const TZ = "America/Los_Angeles";
let replay: RoundReplay;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  const r = server.registry;
  const t = "t20";
  await openTable(r, t, [1, 2, 3, 4], 1, 20_000, "dealer");
  await must(r, t, { type: "open-betting" });
  await must(r, t, { type: "place-wager", seat: 2, bet: "ante", amount: 1_000 });
  await must(r, t, { type: "place-wager", seat: 3, bet: "ante", amount: 1_000 });
  await must(r, t, { type: "close-betting" });
  for (const cards of [["AS", "KD", "2C"], ["4S", "4D", "9C"], ["QS", "3C", "5H"]]) await must(r, t, { type: "deal-stack", cards });
  await must(r, t, { type: "unload-shuffler" });
  for (const seat of [2, 3]) await must(r, t, { type: "play-or-fold", seat, decision: "play" });
  await must(r, t, { type: "reveal-player-dealer" });
  for (const seat of [2, 3]) await must(r, t, { type: "reveal-hand", seat });
  await must(r, t, { type: "settle" });
  await must(r, t, { type: "advance-settlement", through: 4 });
  await must(r, t, { type: "end-round" });
  now += 60_000;
  await must(r, t, { type: "open-betting" });
  await must(r, t, { type: "correct-card", index: 4, card: "7H", reason: "seat 3's second card was the seven of hearts" }, SUPERVISOR);
  now += 60_000;
  await must(r, t, { type: "end-round-without-action" });
  await must(r, t, { type: "open-betting" });
  await must(r, t, { type: "place-wager", seat: 2, bet: "ante", amount: 1_000 });
  await must(r, t, { type: "advance-settlement", through: 1 });
  await must(r, t, { type: "advance-settlement", through: 2 });
  await must(r, t, { type: "close-betting" });
  replay = (await replayRound(server.db, t, "t20-1"))!;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await server?.dropDatabase();
});

describe("a Three Card Poker round corrected after it ended, on record", () => {
  it("its replay runs on to the correction and every difference made, past the next round's deck leaving play", () => {
    const texts = replay.steps.map((s) => s.text);
    expect(texts).toContainEqual(expect.stringMatching(/^Round 1 corrected after it ended, card 5: 4♦ → 7♥, by .*: seat 3's second card was the seven of hearts; settled again, the money paid kept: collect \$40\.00 from Seat 3; pay \$40\.00 to the bank\./));
    expect(texts).toContain("Round 1, corrected after it ended: difference made at the table (1 of 2): collect $40.00 from Seat 3");
    expect(texts).toContain("Round 1, corrected after it ended: difference made at the table (2 of 2): pay $40.00 to the bank");
    // Round 2 and Round 3's own steps are not Round 1's.
    expect(replay.steps.map((s) => s.type)).not.toContain("RoundEndedWithoutAction");
  });

  it("runs on as the family's floor records declare it: without the declaration, the replay ends with the round", async () => {
    // The records the floor reads (the registered family's, its face-up part added to the floor module).
    const floor = threeCardPokerFamily.floor as { afterEnd: AfterEnd<unknown> };
    const declared = floor.afterEnd;
    floor.afterEnd = { corrections: [], walks: [] };
    try {
      const bare = (await replayRound(server.db, "t20", "t20-1"))!;
      const texts = bare.steps.map((s) => s.text);
      expect(texts.join("\n")).not.toContain("corrected after it ended");
      expect(bare.steps.length).toBeLessThan(replay.steps.length);
      expect(replay.steps.slice(0, bare.steps.length).map((s) => s.seq)).toEqual(bare.steps.map((s) => s.seq));
    } finally {
      floor.afterEnd = declared;
    }
  });

  it("the regulator's export keeps the money paid first, the corrected ledger and the difference", async () => {
    const doc = (await regulatorExport(server.db, { tableId: "t20", day: "2026-11-22", settings: { timeZone: TZ }, generatedBy: "demo-floor", now: new Date(now) }))!;
    const round = doc.rounds.find((r) => r.handNumber === 1) as unknown as Record<string, unknown>;
    expect(round).toMatchObject({ status: "complete", adjustment: { paidBefore: { bank: -4_000 }, difference: { words: "Collect $40.00 from Seat 3; pay $40.00 to the bank." } } });
    expect(JSON.stringify(round)).toContain("7H");
  });
});
