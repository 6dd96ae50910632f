import { describe, expect, it } from "vitest";
import { shoeCardsRemaining, type ShoeState } from "../common/shoe";
import type { Card } from "../../cards/card";
import { dealPiles } from "../../pai-gow-poker";
import { serverDeck } from "./steps";
import { cards, kingsRoundRolled, paidKingsRound, PaiGowTable, SUPERVISOR, wordsAt } from "./test-kit";

/** The money moved by a difference: the seats' changes and the bank's sum to zero. */
function conserved(d: { lines: readonly { change: number }[]; bank: { change: number } }): number {
  return d.lines.reduce((sum, l) => sum + l.change, 0) + d.bank.change;
}

/** Kings Fortune Pai Gow: seat 2 ($50.00) and seat 4 ($25.00) on the game against the player-dealer at seat 1, both paid; the round ended, a fresh deck next. */
function ended(): PaiGowTable {
  const t = paidKingsRound();
  t.do({ type: "end-round" });
  expect(t.state.bank).toBe(42_500);
  return t;
}

/** Seat 4 really set A-A-Q-T-9 behind, 6-3 in front: a push against the player-dealer's kings and 9-8. */
const SEAT_4_SET_THE_ACES_BEHIND = { type: "correct-hand", seat: 4, split: { high: cards("AS AH QH TC 9S"), low: cards("6C 3D") }, reason: "entered the wrong front" } as const;

describe("a pai gow poker round corrected after it ended (DC6b, DC6h)", () => {
  it("while the next round is in betting: the difference per seat and for the bank, walked before no more bets; the next round's deck untouched", () => {
    const t = ended();
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "game", amount: 2_000 });
    expect(t.views().supervisor.endedRound).toMatchObject({ handNumber: 1, correctable: true, walk: null });
    expect(t.views().supervisor.endedRound!.handSettings!.map((h) => h.seat)).toEqual(expect.arrayContaining([2, 4]));
    // The tablet's supervisor-approved form reads the dealer's view: the same hands.
    expect(t.views().dealer.endedRound!.handSettings!.find((h) => h.seat === 4)).toMatchObject({ high: ["AS", "AH", "9S", "6C", "3D"], low: ["QH", "TC"] });
    const deck = t.state.shoe;
    t.do(SEAT_4_SET_THE_ACES_BEHIND, SUPERVISOR);
    expect(t.log.at(-1)).toMatchObject({ type: "EndedRoundCorrected", handNumber: 1, bankChange: 2_500 });
    const correction = t.views().dealer.settlementCorrection;
    expect(correction).toMatchObject({ pending: false, words: "Collect $25.00 from Seat 4; pay $25.00 to the bank." });
    expect(conserved(correction as never)).toBe(0);
    expect(t.state.bank).toBe(45_000);
    expect(t.state.round!.bank).toBe(45_000);
    expect(t.state.lastRound!.results.find((r) => r.seat === 4)).toMatchObject({ game: "push" });
    // The fresh deck of Round 2 is as it was (53 cards); Round 1's deck, its 21 cards entered, took the correction.
    expect(t.state.shoe).toEqual(deck);
    expect(shoeCardsRemaining(t.state.shoe!)).toBe(53);
    expect(shoeCardsRemaining(t.state.endedRound!.deck!.shoe as ShoeState)).toBe(53 - 21);
    expect(t.views().dealer.next).toMatchObject({ command: null, label: "Make the differences first" });
    expect(t.try({ type: "close-betting" })).toMatchObject({ code: "DIFFERENCES_TO_MAKE", message: "Round 1 was corrected: make its differences at the table first (2 to go), then call no more bets." });
    t.do({ type: "advance-settlement", through: 2 });
    expect(wordsAt(t, t.log.length - 1)).toBe("Round 1, corrected after it ended: differences made at the table (2 of 2): collect $25.00 from Seat 4; pay $25.00 to the bank");
    t.do({ type: "close-betting" });
    // Round 2's cards are coming out: Round 1 is as it stands; a hand correction is for Round 2.
    expect(t.state.endedRound).toBeNull();
    t.do({ type: "deal-piles" });
    expect(t.try(SEAT_4_SET_THE_ACES_BEHIND, SUPERVISOR)).toMatchObject({ code: "NO_SUCH_HAND" });
    // Round 2's deck holds no card of Round 1's: none is counted out of it before the dealer enters Round 2's hands.
    expect(t.state.shoe).toMatchObject({ composition: { dealt: {} } });
    expect(t.replay()).toEqual(t.state);
  });

  it("the server's deck: a split corrected while the next round is in betting, on the cards the server dealt; the next round's shuffled deck untouched", () => {
    const t = kingsRoundRolled("server");
    // The server dealt seat 4 A♦ 8♣ 6♦ K♥ 10♦ 9♠ 8♥ (the test kit's seeded shuffle); the dealer keyed both hands the house way.
    expect(t.views().dealer.next.seats!.find((s) => s.seat === 4)!.cards).toEqual(cards("AD 8C 6D KH TD 9S 8H"));
    t.do({ type: "set-house-way", seat: 4 });
    t.do({ type: "set-house-way", seat: 2 });
    t.do({ type: "expose-player-dealer" });
    t.do({ type: "settle" });
    t.do({ type: "advance-settlement", through: t.state.round!.settlement!.walk.lines.length });
    t.do({ type: "end-round" });
    // Seat 4's eights behind and A-K in front pushed the player-dealer's aces and Q-7; seat 2 was paid $50.00.
    expect(t.state.bank).toBe(45_000);
    expect(t.state.shoe).toMatchObject({ source: "server", hands: 0 });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "game", amount: 2_000 });
    const round2 = t.state.shoe!;
    expect(t.views().supervisor.endedRound!.handSettings!.find((h) => h.seat === 4)).toMatchObject({ cards: cards("AD 8C 6D KH TD 9S 8H"), low: ["AD", "KH"] });
    // The server's cards are known exactly: the floor corrects the split, never the cards.
    const seven = cards("AD 8C 6D KH TD 9S 8H");
    const aceKingBehind = { high: cards("8C 8H AD KH TD"), low: cards("9S 6D") };
    expect(t.try({ type: "correct-hand", seat: 4, cards: seven, split: aceKingBehind, reason: "seat 4 set the eights behind" }, SUPERVISOR)).toMatchObject({ code: "SERVER_CARDS", message: expect.stringContaining("Correct the split") });
    t.do({ type: "correct-hand", seat: 4, split: aceKingBehind, reason: "seat 4 set the eights behind" }, SUPERVISOR);
    expect(t.log.at(-1)).toMatchObject({ type: "EndedRoundCorrected", handNumber: 1, bankChange: 2_500 });
    // Seat 4 now loses both hands (eights against aces, 9-6 against Q-7): $25.00 comes back to the bank.
    const correction = t.views().dealer.settlementCorrection;
    expect(correction).toMatchObject({ pending: false, words: "Collect $25.00 from Seat 4; pay $25.00 to the bank." });
    expect(conserved(correction as never)).toBe(0);
    expect(t.state.bank).toBe(47_500);
    expect(t.state.lastRound!.results.find((r) => r.seat === 4)).toMatchObject({ game: "lose" });
    // Round 2's shuffled deck is as the server made it: no card counted out, the same order and commitment.
    expect(t.state.shoe).toEqual(round2);
    expect(shoeCardsRemaining(t.state.shoe!)).toBe(53);
    expect(t.state.endedRound!.deck!.shoe).toMatchObject({ source: "server" });
    expect((t.state.endedRound!.deck!.shoe as ShoeState).id).not.toBe(round2.id);
    t.do({ type: "advance-settlement", through: 2 });
    t.do({ type: "close-betting" });
    t.do({ type: "deal-piles" });
    // Round 2's piles come off its own shuffled order.
    const deck = serverDeck(round2);
    expect(t.state.round!.steps[0]).toMatchObject({ kind: "deal-piles", piles: dealPiles(("cards" in deck ? deck.cards : []) as Card[]).piles });
    expect(t.replay()).toEqual(t.state);
  });

  it("says the hand corrected in the audit's words; a second correction counts the differences made since", () => {
    const t = ended();
    t.do(SEAT_4_SET_THE_ACES_BEHIND, SUPERVISOR);
    expect(wordsAt(t, t.log.length - 1)).toBe(
      `Round 1 corrected after it ended, seat 4's hand: A♠ A♥ 9♠ 6♣ 3♦ | Q♥ 10♣ → A♠ A♥ Q♥ 10♣ 9♠ | 6♣ 3♦, by ${SUPERVISOR.id}: entered the wrong front; settled again, the money paid kept: collect $25.00 from Seat 4; pay $25.00 to the bank. (the bank carried on gains $25.00); the fees do not change`,
    );
    expect((t.log.at(-1) as unknown as { events: { type: string }[] }).events.map((e) => e.type)).toEqual(["HandCorrected", "RoundSettled"]);
    t.do({ type: "advance-settlement", through: 2 });
    t.do({ ...SEAT_4_SET_THE_ACES_BEHIND, split: { high: cards("AS AH 9S 6C 3D"), low: cards("QH TC") }, reason: "it was set as first entered" }, SUPERVISOR);
    expect(t.views().dealer.settlementCorrection).toMatchObject({ words: "Pay $25.00 to Seat 4; take $25.00 from the bank." });
    expect(t.state.bank).toBe(42_500);
    expect(t.replay()).toEqual(t.state);
  });

  it("stays correctable after a round nobody bet on (its deck replaced when betting opens again), not after the dealer ends the deck", () => {
    const t = ended();
    t.do({ type: "open-betting" });
    t.do({ type: "end-round-without-action" });
    t.do({ type: "open-betting" });
    const opened = t.log.findLastIndex((e) => e.type === "RoundEndedWithoutAction");
    expect(t.log.slice(opened).map((e) => e.type)).toEqual(expect.arrayContaining(["ShoeEnded", "ShoeStarted", "RoundOpened"]));
    t.do(SEAT_4_SET_THE_ACES_BEHIND, SUPERVISOR);
    expect(t.state.bank).toBe(45_000);
    const u = ended();
    u.do({ type: "end-shoe" });
    expect(u.try(SEAT_4_SET_THE_ACES_BEHIND, SUPERVISOR)).toMatchObject({ code: "NO_CARDS", message: expect.stringContaining("until the next round's cards are out") });
  });

  it("refuses in words what the rules refuse, with the way that is possible for a round already ended", () => {
    const t = ended();
    // The player-dealer's hand with seat 2's 7♠ in it: one deck has one 7♠, the round could not have been dealt so.
    const refused = t.try({ type: "correct-hand", seat: "player-dealer", cards: cards("KS KH 9D 8D 5S 3H 7S"), reason: "misread the two" }, SUPERVISOR);
    expect(refused).toMatchObject({
      code: "CORRECTION_BREAKS_ROUND",
      message: "With that hand the round would have played differently (7♠ is already at seat 2: the deck holds one of each card.). Round 1 has ended and cannot be voided: the floor settles this with the players away from the table's record.",
    });
    expect(t.state.endedRound!.corrected).toBe(0);
    expect(t.try(SEAT_4_SET_THE_ACES_BEHIND)).toMatchObject({ code: "SUPERVISOR_ONLY" });
  });
});
