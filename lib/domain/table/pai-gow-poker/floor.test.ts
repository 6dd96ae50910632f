import { describe, expect, it } from "vitest";
import { cards, PaiGowTable, setHand, SUPERVISOR } from "./test-kit";
import { paiGowFloor } from "./floor";
import { EMPTY_PAI_GOW_TABLE, type PaiGowTableState } from "./state";

/** A Kings Fortune round by the dealer's entry, with an undo and a floor correction, to its end. */
function playedTable(): PaiGowTable {
  const t = new PaiGowTable({ gameId: "fortune-pai-gow" });
  t.seat([1, 2, 3, 4], 1, 50_000);
  t.do({ type: "start-shoe", source: "dealer" });
  t.do({ type: "open-betting" });
  t.do({ type: "place-wager", seat: 2, bet: "game", amount: 5_000 });
  t.do({ type: "place-wager", seat: 2, bet: "fortune", amount: 500 });
  t.do({ type: "place-wager", seat: 4, bet: "game", amount: 10_000 });
  t.do({ type: "place-wager", seat: 4, bet: "fortune", amount: 1_000 });
  t.do({ type: "close-betting" });
  t.do({ type: "deal-piles" });
  t.do({ type: "choose-action-pile", pile: 3 });
  t.do({ type: "roll-dice", total: 10 });
  t.do({ type: "set-house-way", seat: 4, cards: cards("JS JH 5D 5C JK 9H 2C") });
  t.do(setHand(2, "7S 7H 7D 4H QS | 7C JD"));
  t.do({ type: "undo-card" });
  t.do(setHand(2, "7S 7H 7D 7C 4H | QS JD"));
  t.do({ type: "expose-player-dealer", cards: cards("KS KH 9D 8D 5S 3H 2D") });
  t.do({ type: "correct-hand", seat: 4, split: "house-way", cards: cards("JS JH 5D 5C JK 9H 3C"), reason: "the two of clubs was the three" }, SUPERVISOR);
  t.do({ type: "settle" });
  t.do({ type: "advance-settlement", through: t.state.round!.settlement!.walk.lines.length });
  t.do({ type: "end-round" });
  return t;
}

describe("the floor's records of a pai gow poker table", () => {
  it("describes every event in words, never an internal id", () => {
    const t = playedTable();
    let state: PaiGowTableState = EMPTY_PAI_GOW_TABLE;
    const words: string[] = [];
    for (const event of t.log) {
      const after = t.machine.evolve(state, event);
      words.push(paiGowFloor.describe(event, state, after));
      state = after;
    }
    for (const w of words) expect(w).not.toMatch(/undefined|\[object|envy-seat/);
    expect(words).toContain("The seven piles of seven dealt by hand");
    expect(words).toContain("The player-dealer chose pile 3 as the action pile");
    expect(words).toContain("Dice 10: the action button at seat 3; the action pile goes to seat 3");
    expect(words.find((w) => w.startsWith("Seat 4's hand set"))).toBe("Seat 4's hand set the house way, at the player's request: J♠ J♥ 5♦ 5♣ 2♣ (Two pair, Jacks and Fives) behind, Joker 9♥ (Ace-Nine) in front");
    expect(words.find((w) => w.startsWith("Taken back"))).toMatch(/^Taken back by the dealer: Seat 2's hand set as the player set it: 7♠ 7♥ 7♦ 4♥ Q♠/);
    expect(words.find((w) => w.startsWith("The player-dealer's hand turned over"))).toMatch(/K♠ K♥ 9♦ 8♦ 5♠ 3♥ 2♦, set the house way \(.*seed 004 L881\)/);
    expect(words.find((w) => w.startsWith("Corrected by"))).toMatch(/^Corrected by floor-1: seat 4's hand — .* \(the two of clubs was the three\)$/);
    expect(words.find((w) => w.startsWith("Hand 1 complete"))).toMatch(/^Hand 1 complete: player-dealer Pair of Kings \/ Nine-Eight; seat 2 wins, Fortune pays \(Four of a Kind\); seat 4 wins, Fortune loses; seat 4 Envy \$5\.00 for seat 2's Four of a Kind; bank \$500\.00 → /);
    expect(words.find((w) => w.startsWith("Settled line"))).toMatch(/seat 4 Envy Bonus \(seat 2's hand\) pay \$5\.00$/);
  });

  it("replays each step: the hands as recorded, the player-dealer's only as recorded until turned over, the result at the end", () => {
    const t = playedTable();
    let state: PaiGowTableState = EMPTY_PAI_GOW_TABLE;
    const frames = t.log.map((e) => (state = t.machine.evolve(state, e))).map((s) => paiGowFloor.frame(s)!);
    const beforeExpose = frames.find((f) => f.stage === "player-dealer")!;
    expect(beforeExpose.playerDealerHand).toBeNull();
    expect(beforeExpose.table!.playerDealer).toBeNull();
    const last = frames.at(-1)!;
    expect(last.result).toMatchObject({ handNumber: 1, paiGowPush: false, envy: [{ seat: 4, forSeat: 2, hand: "Four of a Kind", amount: 500 }] });
    const settled = frames.find((f) => f.phase === "settling")!;
    expect(settled.settlement!.lines.every((l) => typeof l.because === "string" && l.because.length > 0)).toBe(true);
    expect(settled.hands.map((h) => [h.seat, h.recorded?.length])).toEqual([[2, 7], [4, 7]]);
    expect(settled.corrections).toHaveLength(1);
  });

  it("exports the game with its filing lines and each round with its piles, dice, hands and result", () => {
    const t = playedTable();
    const record = paiGowFloor.gameRecord(t.state.settings!);
    expect(record).toMatchObject({ id: "fortune-pai-gow", family: "pai-gow-poker", seats: 7, decks: 1, filings: [{ seed: "004_b7b95d88b58787a5.txt" }] });
    expect(record.rules!.map((r) => r.rule)).toEqual(expect.arrayContaining(["deck", "house-way", "fortune-bonus", "envy", "comparison"]));
    for (const o of record.options) expect(o.source).toMatch(/seed 00[34] L\d+/);
    // The round as it stood when it was settled (replayed to that point).
    let state: PaiGowTableState = EMPTY_PAI_GOW_TABLE;
    let settled: PaiGowTableState | null = null;
    for (const e of t.log) {
      state = t.machine.evolve(state, e);
      if (state.round?.phase === "settling" && state.round.settledLines === 0) settled = state;
    }
    const exported = paiGowFloor.exportRound(settled!.round!, settled!.settings!, new Date("2026-11-26T20:00:00Z"));
    expect(exported).toMatchObject({ family: "pai-gow-poker", dice: 10, actionPile: 3, piles: null, actionButton: { seat: 3 }, paiGowPush: false });
    expect(exported.hands.find((h) => h.seat === 2)).toMatchObject({ high: ["7S", "7H", "7D", "7C", "4H"], setBy: "player", bonusHand: "Four of a Kind" });
    expect(exported.playerDealer).toMatchObject({ houseWayRow: "one-pair", houseWayLine: "seed 004 L881" });
    const completed = t.log.find((e) => e.type === "RoundCompleted")!;
    const done = paiGowFloor.withResult(exported, completed, new Date("2026-11-26T20:05:00Z"));
    expect(done).toMatchObject({ status: "complete", result: { actionSeat: 3 } });
    // The history list's words from the stored summary.
    const fields = paiGowFloor.resultFields(completed.type === "RoundCompleted" ? completed.round : null);
    const list = paiGowFloor.listWords(fields);
    expect(list.result).toMatch(/^Player-dealer Pair of Kings \/ Nine-Eight; seat 2 wins, Fortune pays \(Four of a Kind\); seat 4 wins, Fortune loses/);
    expect(list.cards).toMatch(/^PD K♠ K♥ 5♠ 3♥ 2♦ \| 9♦ 8♦ \/ seat 2: 7♠ 7♥ 7♦ 7♣ 4♥ \| Q♠ J♦ \/ seat 4: /);
    expect(paiGowFloor.listWords(paiGowFloor.resultFields(null))).toEqual({ result: "In play", cards: "—" });
  });
});
