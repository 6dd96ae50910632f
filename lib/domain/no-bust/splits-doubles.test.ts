import { describe, expect, it } from "vitest";
import { noBustGame } from "./games";
import type { NoBustGame } from "./game-config";
import { decide, decisionRefusal } from "./decisions";
import { nextStep, upCardOf } from "./next-step";
import { optionRefusal, type DecisionKind } from "./hand-options";
import type { Card } from "../cards/card";
import { playRound } from "./play-round";
import { resolveRound } from "./resolution";
import { splitRefusal } from "../blackjack/split";
import { dealCard, recordFeesCollected } from "./round";
import type { PlayerHand, RoundState, SeatRound } from "./round-state";
import { $, main, open } from "./test-kit";

const joker = noBustGame("no-bust-joker");
const six = noBustGame("no-bust-6");
const y2014 = noBustGame("no-bust-buster-bonus-6");

/** Seat 2 ($10) holds `a`, `b` against a player-dealer 5 (hole card 9 in 6.0/2014): the state at seat 2's first decision. */
function hand(game: NoBustGame, a: string, b: string): RoundState {
  let s = open(game, [main(2, $(10))]);
  for (const c of game.deal.playerDealerSecondCard === "hole-card" ? [a, "5S", b, "9S"] : [a, "5S", b]) s = dealCard(s, c);
  return nextStep(s).kind === "collect-fees" ? recordFeesCollected(s) : s;
}
const code = (s: RoundState, kind: Parameters<typeof decide>[3], h = 0) => decisionRefusal(s, 2, h, kind)?.code ?? "allowed";
/** The rules alone on seat 2's hand `h`, whether or not it is the hand's turn (a hand with one choice is not asked). */
const rule = (s: RoundState, kind: DecisionKind, h = 0) => {
  const seat = s.players[0] as SeatRound;
  return optionRefusal(s.game, upCardOf(s) as Card, seat, seat.hands[h] as PlayerHand, kind)?.code ?? "allowed";
};
const cards = (s: RoundState) => s.players[0]?.hands.map((h) => h.cards.join(" "));

describe("double down", () => {
  it("Joker edition L159-162: on the first two cards, a second wager equal to the first, one card regardless of the total", () => {
    const s = hand(joker, "6C", "5D");
    expect(code(s, { kind: "double", amount: $(5) })).toBe("double-amount");
    expect(code(s, { kind: "double", amount: $(20) })).toBe("double-amount");
    const d = decide(s, 2, 0, "double");
    expect(d.players[0]?.hands[0]?.doubled).toBe($(10));
    expect(nextStep(d)).toMatchObject({ kind: "deal", to: { kind: "player", seat: 2, hand: 0 }, why: "double" });
    const done = dealCard(d, "2H");
    expect(nextStep(done)).toMatchObject({ kind: "deal", to: { kind: "player-dealer" } });
  });
  it("6.0 L841-845, 2014 L3159-3163: on any two cards, up to the wager; for less is allowed", () => {
    for (const game of [six, y2014]) {
      const s = hand(game, "6C", "5D");
      expect(code(s, { kind: "double", amount: $(5) })).toBe("allowed");
      expect(code(s, { kind: "double", amount: $(10) + 1 })).toBe("double-amount");
      expect(code(s, { kind: "double", amount: 0 })).toBe("double-amount");
      expect(decide(s, 2, 0, { kind: "double", amount: $(4) }).players[0]?.hands[0]?.doubled).toBe($(4));
    }
  });
  it("decision: a hand the chart makes stand takes no double-down card; a third card ends the option", () => {
    expect(code(hand(joker, "TC", "KD"), "double")).toBe("must-stand");
    expect(code(hand(six, "TC", "9D"), "double")).toBe("must-stand");
    expect(rule(hand(y2014, "AC", "9D"), "double")).toBe("must-stand");
    const hit = dealCard(decide(hand(joker, "2C", "3D"), 2, 0, "hit"), "TH");
    expect(code(hit, "double")).toBe("not-two-cards");
    // A three-card must-hit total asks nothing: the hand waits for its card.
    expect(code(dealCard(decide(hand(joker, "2C", "3D"), 2, 0, "hit"), "4H"), "double")).toBe("wrong-step");
  });
  it("option doubleOnMustStand allowed (L159, L841, L3159: the first / any two cards): a must-stand total may double; Naturals and Joker hands never", () => {
    const allowJoker = noBustGame("no-bust-joker", { doubleOnMustStand: "allowed" });
    const s = hand(allowJoker, "TC", "KD");
    expect(nextStep(s)).toEqual({ kind: "decide", seat: 2, hand: 0, allowed: ["stand", "double", "split", "surrender"] });
    expect(rule(hand(allowJoker, "JK", "KD"), "double")).toBe("must-stand");
    const allow6 = noBustGame("no-bust-6", { doubleOnMustStand: "allowed" });
    expect(nextStep(hand(allow6, "TC", "9D"))).toEqual({ kind: "decide", seat: 2, hand: 0, allowed: ["stand", "double", "surrender"] });
    const allow2014 = noBustGame("no-bust-buster-bonus-6", { doubleOnMustStand: "allowed" });
    expect(code(hand(allow2014, "AC", "9D"), "double")).toBe("allowed");
    expect(rule(hand(allow2014, "AC", "KD"), "double")).toBe("must-stand");
  });
  it("the double is its own wager, settled with its hand", () => {
    const r = playRound(six, { seats: 8, pdSeat: 1, bank: $(100), wagers: [main(2)], cards: ["6C", "TS", "5D", "7S", "KH"], decisions: { 2: [[{ kind: "double", amount: $(6) }]] } });
    expect(resolveRound(r.state).map((w) => [w.bet, w.amount, w.resolution])).toEqual([
      ["main", $(10), { outcome: "win", winnings: $(10) }],
      ["double", $(6), { outcome: "win", winnings: $(6) }],
    ]);
  });
});

describe("split", () => {
  it("Joker edition L163-167: any pair or two ten-value cards, an equal wager; split hands draw freely", () => {
    expect(code(hand(joker, "KC", "TD"), "split")).toBe("allowed");
    expect(code(hand(joker, "8C", "9D"), "split")).toBe("not-a-pair");
    let s = decide(hand(joker, "4C", "4D"), 2, 0, "split");
    expect(cards(s)).toEqual(["4C", "4D"]);
    expect(nextStep(s)).toMatchObject({ kind: "deal", to: { kind: "player", seat: 2, hand: 0 }, why: "split", cardNumber: 2 });
    s = dealCard(s, "2H"); // 6: must hit, or double (after a split, L172-173)
    expect(nextStep(s)).toEqual({ kind: "decide", seat: 2, hand: 0, allowed: ["hit", "double"] });
    s = dealCard(decide(s, 2, 0, "hit"), "3H"); // 9: must hit, nothing else
    expect(nextStep(s)).toMatchObject({ kind: "deal", to: { seat: 2, hand: 0 }, why: "must-hit" });
    s = dealCard(s, "5H"); // 14: option
    s = dealCard(decide(s, 2, 0, "hit"), "2S"); // 16: still an option
    expect(nextStep(s)).toEqual({ kind: "decide", seat: 2, hand: 0, allowed: ["hit", "stand"] });
    expect(cards(s)).toEqual(["4C 2H 3H 5H 2S", "4D"]);
  });
  it("Joker edition L172-173: double after a split", () => {
    let s = decide(hand(joker, "6C", "6D"), 2, 0, "split");
    s = dealCard(s, "5H");
    expect(code(s, "double")).toBe("allowed");
    s = dealCard(decide(s, 2, 0, "double"), "TH");
    expect(nextStep(s)).toMatchObject({ kind: "deal", to: { seat: 2, hand: 1 }, why: "split" });
  });
  it("Joker edition L174-175, 6.0 L857-859, 2014 L3176: at most three splits, four hands", () => {
    for (const game of [joker, six, y2014]) {
      let s = hand(game, "8C", "8D");
      for (let k = 0; k < 3; k++) s = dealCard(decide(s, 2, 0, "split"), "8H");
      expect(s.players[0]?.splits).toBe(3);
      expect(s.players[0]?.hands.length).toBe(4);
      expect(code(s, "split")).toBe("split-limit");
    }
  });
  it("6.0 L861-864 (and the Joker edition with resplitAces once): aces split once, one card each, and they are played no further", () => {
    for (const game of [six, noBustGame("no-bust-joker", { resplitAces: "once" })]) {
      let s = decide(hand(game, "AC", "AD"), 2, 0, "split");
      s = dealCard(s, "AH"); // a third ace: no resplit
      expect(rule(s, "split")).toBe("aces-split-once");
      expect(nextStep(s)).toMatchObject({ kind: "deal", to: { seat: 2, hand: 1 }, why: "split" });
      s = dealCard(s, "5H"); // soft 16, but no hit on a split ace
      expect(nextStep(s).kind).not.toBe("decide");
      expect(cards(s)).toEqual(["AC AH", "AD 5H"]);
    }
  });
  it("Joker edition L168-175 (decision, option resplitAces): split aces take one card each and resplit within the three splits", () => {
    let s = decide(hand(joker, "AC", "AD"), 2, 0, "split");
    s = dealCard(s, "AH"); // a third ace: the hand A-A may split again
    expect(nextStep(s)).toEqual({ kind: "decide", seat: 2, hand: 0, allowed: ["stand", "split"] });
    expect(code(s, "hit")).toBe("split-aces-one-card");
    expect(code(s, "double")).toBe("split-aces-one-card");
    expect(code(s, "surrender")).toBe("split-aces-one-card");
    s = dealCard(decide(s, 2, 0, "split"), "AS"); // and again: the third split
    s = dealCard(decide(s, 2, 0, "split"), "KH");
    expect(rule(s, "split")).toBe("not-a-pair");
    s = dealCard(s, "9H");
    s = dealCard(s, "JK"); // a joker on a split ace: a hard 21, no Joker hand (decision jokerOutsideFirstTwoCards)
    s = dealCard(s, "2H");
    expect(cards(s)).toEqual(["AC KH", "AS 9H", "AH JK", "AD 2H"]);
    expect(s.players[0]?.splits).toBe(3);
    expect(nextStep(s)).toMatchObject({ kind: "deal", to: { kind: "player-dealer" } });
  });
  it("2014 L3172-3177: aces resplit within the three splits; each split ace takes one card", () => {
    let s = decide(hand(y2014, "AC", "AD"), 2, 0, "split");
    s = dealCard(s, "AH");
    expect(nextStep(s)).toEqual({ kind: "decide", seat: 2, hand: 0, allowed: ["stand", "split"] });
    expect(code(s, "hit")).toBe("split-aces-one-card");
    expect(code(s, "double")).toBe("split-aces-one-card");
    s = decide(s, 2, 0, "split");
    s = dealCard(s, "KH");
    s = dealCard(s, "9H");
    s = dealCard(s, "2H");
    expect(cards(s)).toEqual(["AC KH", "AH 9H", "AD 2H"]);
    expect(s.players[0]?.aceSplits).toBe(2);
  });
  it("6.0 L859-860, L864; 2014 L3174-3176: no Natural after a split: split aces with a king are a 21 at even money", () => {
    const r = playRound(y2014, {
      seats: 8,
      pdSeat: 1,
      bank: $(100),
      wagers: [main(2)],
      cards: ["AC", "9S", "AD", "TS", "KH", "2H"],
      decisions: { 2: [["split"]] },
    });
    expect(resolveRound(r.state).map((w) => [w.bet, w.resolution, w.odds])).toEqual([
      ["main", { outcome: "win", winnings: $(10) }, { to: 1, per: 1 }],
      ["split-1", { outcome: "lose" }, null],
    ]);
  });
  it("6.0 L853 against L857-858: a king and a ten split by default (same value); option splitTens same-rank", () => {
    expect(code(hand(six, "KC", "TD"), "split")).toBe("allowed");
    expect(code(hand(noBustGame("no-bust-6", { splitTens: "same-rank" }), "KC", "TD"), "split")).toBe("not-a-pair");
    expect(code(hand(noBustGame("no-bust-6", { splitTens: "same-rank" }), "KC", "KD"), "split")).toBe("allowed");
  });
  it("jokers are never split: two jokers are the Natural 22, finished as dealt", () => {
    expect(splitRefusal(joker.split, { cards: ["JK", "JK"], split: false, splitAces: false }, { splits: 0, aceSplits: 0 })?.code).toBe("not-a-pair");
    expect(nextStep(hand(joker, "JK", "JK"))).toMatchObject({ kind: "deal", to: { kind: "player-dealer" } });
  });
  it("bet ids: the hands left to right are main, split-1, split-2, split-3; each double is its own line", () => {
    const r = playRound(joker, {
      seats: 8,
      pdSeat: 1,
      bank: $(1000),
      wagers: [main(2, $(10))],
      // 8-8 split; the first 8 draws an 8 and splits again, then 3 (11, doubles, K); the new hand 8+2 doubles (T);
      // the last 8 draws a 9 and stands; the player-dealer 5 + 9 = 14, draws a 4: 18.
      cards: ["8C", "5S", "8D", "8H", "3C", "KC", "2D", "TD", "9H", "9S", "4S"],
      decisions: { 2: [["split", "split", "double"], ["double"], ["stand"]] },
    });
    expect(cards(r.state)).toEqual(["8C 3C KC", "8H 2D TD", "8D 9H"]);
    expect(resolveRound(r.state).map((w) => `${w.bet} ${w.amount / 100} ${w.resolution.outcome}`)).toEqual([
      "main 10 win",
      "double 10 win",
      "split-1 10 win",
      "split-1-double 10 win",
      "split-2 10 lose",
    ]);
  });
});
