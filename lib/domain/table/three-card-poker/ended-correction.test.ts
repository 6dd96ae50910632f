import { describe, expect, it } from "vitest";
import { threeCardPokerFloor } from "./floor";
import { threeCardPokerMachine } from "./machine";
import { EMPTY_THREE_CARD_POKER_TABLE as EMPTY } from "./state";
import { SUPERVISOR, ThreeCardPokerTable } from "./test-kit";

/** Event `at` of the log in the replay's words, with the table as it stood before it. */
function words(t: ThreeCardPokerTable, at: number): string {
  const before = t.log.slice(0, at).reduce(threeCardPokerMachine.evolve, EMPTY);
  return threeCardPokerFloor.describe(t.log[at]!, before, threeCardPokerMachine.evolve(before, t.log[at]!));
}

/** The money moved by a difference: the seats' changes and the bank's sum to zero. */
function conserved(d: { lines: readonly { change: number }[]; bank: { change: number } }): number {
  return d.lines.reduce((sum, l) => sum + l.change, 0) + d.bank.change;
}

/**
 * Seats 2 and 3 on $10.00 Antes against the player-dealer in seat 1 ($200.00 bank), the red deck
 * entered by the dealer: seat 2 A♠ K♦ 2♣, seat 3 4♠ 4♦ 9♣, the player-dealer Q♠ 3♣ 5♥; both play,
 * both win. Paid in full and ended: Round 1 over, the blue deck in play for the next round.
 */
function ended(source: "dealer" | "server" = "dealer"): ThreeCardPokerTable {
  const t = new ThreeCardPokerTable({ gameId: "three-card-poker-6cb-mortimers" });
  t.seat([1, 2, 3, 4], 1, 20_000);
  t.do({ type: "start-shoe", source });
  t.do({ type: "open-betting" });
  t.do({ type: "place-wager", seat: 2, bet: "ante", amount: 1_000 });
  t.do({ type: "place-wager", seat: 3, bet: "ante", amount: 1_000 });
  t.next();
  if (source === "dealer") t.do({ type: "deal-stack", cards: ["AS", "KD", "2C"] }).do({ type: "deal-stack", cards: ["4S", "4D", "9C"] }).do({ type: "deal-stack", cards: ["QS", "3C", "5H"] });
  while (t.state.round) {
    const decide = t.views().dealer.next.decide;
    if (decide) t.do({ type: "play-or-fold", seat: decide.seat, decision: "play" });
    else t.next();
  }
  expect(t.state.lastRound).toMatchObject({ handNumber: 1 });
  return t;
}

const FOUR_WAS_SEVEN = { type: "correct-card", index: 4, card: "7H", reason: "misread the four" } as const;

describe("a Three Card Poker round corrected after it ended (DC6b, DC6h)", () => {
  it("while the next round is in betting: the difference per seat and for the bank, walked before no more bets; the next round's deck untouched", () => {
    const t = ended();
    expect(t.state.bank).toBe(16_000);
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "ante", amount: 1_000 });
    expect(t.views().dealer.decks).toMatchObject({ inPlay: "blue" });
    // The supervisor's form lists Round 1's cards as recorded, by their places.
    expect(t.views().supervisor.endedRound).toMatchObject({ handNumber: 1, correctable: true, walk: null });
    expect(t.views().supervisor.endedRound!.dealtCards!.map((c) => `${c.where}: ${c.card}`).slice(3, 6)).toEqual(["Seat 3 card 1: 4S", "Seat 3 card 2: 4D", "Seat 3 card 3: 9C"]);
    const deck = { shoe: t.state.shoe, decks: t.state.decks };
    // A card of Round 1's own deck already dealt in Round 1 cannot be the right one: the red deck is read, not the blue one.
    expect(t.try({ ...FOUR_WAS_SEVEN, card: "AS" }, SUPERVISOR)).toMatchObject({ code: "CARD_NOT_IN_DECK", message: expect.stringContaining("A♠ cannot come out of this deck") });
    t.do(FOUR_WAS_SEVEN, SUPERVISOR);
    expect(t.log.at(-1)).toMatchObject({ type: "EndedRoundCorrected", handNumber: 1, bankChange: 4_000 });
    // Seat 3 was paid $20.00 and now loses $20.00: $40.00 goes back to the bank.
    const correction = t.views().dealer.settlementCorrection;
    expect(correction).toMatchObject({ pending: false, words: "Collect $40.00 from Seat 3; pay $40.00 to the bank." });
    expect(conserved(correction as never)).toBe(0);
    expect(t.state.bank).toBe(20_000);
    expect(t.state.round!.bank).toBe(20_000);
    expect(t.state.lastRound!.seats.find((s) => s.seat === 3)).toMatchObject({ cards: ["4S", "7H", "9C"] });
    // The blue deck of Round 2 is as it was: Round 1's red deck took the correction.
    expect({ shoe: t.state.shoe, decks: t.state.decks }).toEqual(deck);
    expect(t.state.endedRound!.deck).toMatchObject({ decks: { inPlay: 0 } });
    // The differences first, then no more bets.
    expect(t.views().dealer.endedRound).toMatchObject({ walk: { done: 0, steps: [{ words: "Collect $40.00 from Seat 3" }, { words: "Pay $40.00 to the bank" }] } });
    expect(t.views().dealer.next).toMatchObject({ command: null, send: null, label: "Make the differences first" });
    expect(t.try({ type: "close-betting" })).toMatchObject({ code: "DIFFERENCES_TO_MAKE", message: "Round 1 was corrected: make its differences at the table first (2 to go), then call no more bets." });
    t.do({ type: "advance-settlement", through: 1 });
    expect(words(t, t.log.length - 1)).toBe("Round 1, corrected after it ended: difference made at the table (1 of 2): collect $40.00 from Seat 3");
    t.do({ type: "advance-settlement", through: 2 });
    t.next();
    // Round 2 is dealt from the blue deck: 7♥ and 4♦ are cards of it like any other.
    t.do({ type: "deal-stack", cards: ["7H", "4D", "9C"] });
    expect(t.state.endedRound).toBeNull();
    expect(t.views().supervisor.endedRound).toBeUndefined();
    // The correction now is for Round 2 (three cards dealt): Round 1 cannot be reached.
    expect(t.try(FOUR_WAS_SEVEN, SUPERVISOR)).toMatchObject({ code: "NO_SUCH_CARD" });
    expect(t.replay()).toEqual(t.state);
  });

  it("says the correction in the audit's words, the cards as the card pad names them", () => {
    const t = ended();
    t.do(FOUR_WAS_SEVEN, SUPERVISOR);
    expect(words(t, t.log.length - 1)).toBe(
      `Round 1 corrected after it ended, card 5: 4♦ → 7♥, by ${SUPERVISOR.id}: misread the four; settled again, the money paid kept: collect $40.00 from Seat 3; pay $40.00 to the bank. (the bank carried on gains $40.00); the fees do not change`,
    );
    const event = t.log.at(-1) as unknown as { events: { type: string }[] };
    expect(event.events.map((e) => e.type)).toEqual(["CardCorrected", "RoundSettled"]);
    // The original settlement stays in the log; the round's record is the corrected one.
    expect(t.log.filter((e) => e.type === "RoundSettled")).toHaveLength(1);
    expect(t.state.lastRound).toMatchObject({ bankAfter: 20_000 });
    // Between rounds the dealer makes the differences too; the bank's rotation is not counted again, nor a deck changed.
    const { rotation, shoe, decks } = t.state;
    t.do({ type: "advance-settlement", through: 2 });
    expect(t.state.rotation).toEqual(rotation);
    expect(t.state.shoe).toEqual(shoe);
    expect(t.state.decks).toEqual(decks);
    // A second correction counts the differences made since the first: back to the 4♦.
    t.do({ ...FOUR_WAS_SEVEN, card: "4D", reason: "it was the four after all" }, SUPERVISOR);
    expect(t.views().dealer.settlementCorrection).toMatchObject({ words: "Pay $40.00 to Seat 3; take $40.00 from the bank." });
    expect(t.state.bank).toBe(16_000);
    expect(t.replay()).toEqual(t.state);
  });

  it("refuses in words what the rules refuse, with the way that is possible for a round already ended", () => {
    const t = ended();
    t.do({ type: "open-betting" });
    // A Play that was a Fold: the fold's wagers would have been collected before the player-dealer's hand was turned over, as the round was not.
    const steps = t.state.endedRound!.round as unknown as { steps: { kind: string; seat?: number }[] };
    const index = steps.steps.findIndex((s) => s.kind === "decide" && s.seat === 3);
    expect(t.try({ type: "correct-decision", index, decision: "fold", reason: "seat 3 folded" }, SUPERVISOR)).toMatchObject({
      code: "CORRECTION_BREAKS_ROUND",
      message: expect.stringMatching(/^With Fold instead of Play, the round would not have gone on as recorded after it \(.*\)\. Round 1 has ended and cannot be voided: the floor settles this with the players away from the table's record\.$/),
    });
    expect(t.state.endedRound!.corrected).toBe(0);
    expect(t.try(FOUR_WAS_SEVEN)).toMatchObject({ code: "SUPERVISOR_ONLY" });
    // The server's deck: its cards are known exactly.
    const s = ended("server");
    expect(s.try(FOUR_WAS_SEVEN, SUPERVISOR)).toMatchObject({
      code: "SERVER_CARD",
      message: "Cards from the server's deck are known exactly. Round 1 has ended and cannot be voided: the floor settles this with the players away from the table's record.",
    });
  });

  it("refuses once the dealer has taken the decks off the table", () => {
    const t = ended();
    t.do({ type: "end-shoe" });
    expect(t.try(FOUR_WAS_SEVEN, SUPERVISOR)).toMatchObject({ code: "NO_CARDS", message: expect.stringContaining("until the next round's cards are out") });
  });
});
