import { describe, expect, it } from "vitest";
import { FULL_DECK, type Card } from "../cards/card";
import { actionButtonFor, firstPileSeat, pileNumberOf } from "./action-seat";
import { paiGowDisplay } from "./display";
import { paiGowGame } from "./games";
import { describeStep, nextStep } from "./next-step";
import { dealPiles } from "./piles";
import { PaiGowRefusal } from "./refusal";
import { resolveRound } from "./resolution";
import { roundSummary } from "./round-summary";
import { newRound, type RoundState } from "./round-state";
import { applyStep, replaySteps, type PaiGowStep } from "./steps";
import { $, cards, play, wager } from "./test-kit";

const fortune = paiGowGame("fortune-pai-gow");
const faceUp = paiGowGame("face-up-pai-gow");

function refusal(f: () => unknown): { code: string; message: string } {
  try {
    f();
  } catch (e) {
    if (e instanceof PaiGowRefusal) return { code: e.code, message: e.message };
    throw e;
  }
  return { code: "none", message: "" };
}

function opened(game = fortune, wagers = [wager(2, "game", 10), wager(4, "game", 10)], pdSeat = 1): RoundState {
  return newRound(game, { pdSeat, bank: $(500), wagers });
}

describe("the seven piles (seed 004 L861, L1588-1590; seed 003 L4254-4261)", () => {
  it("lays one card on each pile left to right, the next right to left, until each pile has seven; four cards are discarded", () => {
    const deck = [...FULL_DECK, "JK"] as Card[];
    const { piles, discards } = dealPiles(deck);
    expect(piles).toHaveLength(7);
    expect(piles[0]).toEqual([0, 13, 14, 27, 28, 41, 42].map((i) => deck[i]));
    expect(piles[6]).toEqual([6, 7, 20, 21, 34, 35, 48].map((i) => deck[i]));
    expect(discards).toEqual(deck.slice(49));
  });

  it("go from the action pile to the seat the dice name, then pile by pile to each seat clockwise (L865, L867)", () => {
    let s = opened();
    s = applyStep(s, { kind: "deal-piles" });
    s = applyStep(s, { kind: "choose-action-pile", pile: 3 });
    s = applyStep(s, { kind: "roll-dice", total: 10 });
    // 10: the player-dealer (seat 1) is 1, 8, 15; 10 is the third position, seat 3.
    expect(firstPileSeat(s)).toBe(3);
    expect([3, 4, 5, 6, 7, 1, 2].map((seat) => pileNumberOf(s, seat))).toEqual([3, 4, 5, 6, 7, 1, 2]);
    // Fortune: a seat without a wager keeps the button (the piles there go to the discards, L867).
    expect(actionButtonFor(s)).toEqual({ seat: 3, landedOn: 3, route: "counted" });
  });

  it("on a total of 8 or 15 the player-dealer takes the first pile and the player to its left the action button (L865)", () => {
    for (const total of [8, 15]) {
      let s = opened(fortune, [wager(5, "game", 10), wager(6, "game", 10)], 4);
      s = applyStep(applyStep(applyStep(s, { kind: "deal-piles" }), { kind: "choose-action-pile", pile: 6 }), { kind: "roll-dice", total });
      expect(firstPileSeat(s)).toBe(4);
      expect(pileNumberOf(s, 4)).toBe(6);
      expect(actionButtonFor(s)?.seat).toBe(5);
    }
  });

  it("Face Up: dice on a seat without wagers move the button to the first active seat clockwise (L1596); the pile stays with the dice seat unless the room says otherwise", () => {
    const wagers = [wager(2, "game", 10), wager(5, "game", 10)];
    const start = (game = faceUp) => applyStep(applyStep(applyStep(opened(game, wagers), { kind: "deal-piles" }), { kind: "choose-action-pile", pile: 1 }), { kind: "roll-dice", total: 10 });
    expect(actionButtonFor(start())).toEqual({ seat: 5, landedOn: 3, route: "empty-seat" });
    expect(firstPileSeat(start())).toBe(3);
    expect(firstPileSeat(start(paiGowGame("face-up-pai-gow", { firstPile: "action-seat" })))).toBe(5);
  });

  it("with the system's own deck, each seat's cards are its pile's, and a hand set with other cards is refused", () => {
    const deck = [...FULL_DECK, "JK"] as Card[];
    const { piles, discards } = dealPiles(deck);
    let s = applyStep(opened(), { kind: "deal-piles", piles, discards });
    s = applyStep(applyStep(s, { kind: "choose-action-pile", pile: 1 }), { kind: "roll-dice", total: 9 });
    // 9 is position 2: seat 2 takes pile 1.
    expect(s.hands.find((h) => h.seat === 2)?.cards).toEqual(piles[0]);
    expect(s.playerDealer.cards).toEqual(piles[6]);
    const mine = piles[0] as Card[];
    const wrong = refusal(() => applyStep(s, { kind: "set-hand", seat: 2, high: [...mine.slice(0, 4), "JK"], low: mine.slice(5) }));
    expect(wrong.code).toBe("card-not-allowed");
    const set = applyStep(s, { kind: "set-hand", seat: 2, high: mine.slice(0, 5), low: mine.slice(5) });
    expect(set.hands.find((h) => h.seat === 2)?.set?.by).toBe("player");
    expect(applyStep(set, { kind: "set-house-way", seat: 4 }).hands.find((h) => h.seat === 4)?.set?.by).toBe("house-way");
  });
});

describe("the order of a round", () => {
  it("Fortune: the players set first, then the player-dealer's hand is exposed and set the house way (seed 004 L873-875)", () => {
    let s = applyStep(applyStep(applyStep(opened(), { kind: "deal-piles" }), { kind: "choose-action-pile", pile: 1 }), { kind: "roll-dice", total: 11 });
    expect(nextStep(s)).toEqual({ kind: "set-hands", seats: [4, 2] });
    const early = refusal(() => applyStep(s, { kind: "expose-player-dealer", cards: cards("AS KH 9D 7C 5S 3H 2D") }));
    expect(early).toEqual({ code: "wrong-step", message: "exposing the player-dealer's hand refused: seats 4, 2 set the hand first" });
    s = applyStep(s, { kind: "set-house-way", seat: 2, cards: cards("QS QH 8D 6C 4S 3C 2H") });
    expect(refusal(() => applyStep(s, { kind: "set-house-way", seat: 2, cards: cards("QS QH 8D 6C 4S 3C 2H") })).message).toBe("seat 2's hand is already set");
    expect(refusal(() => applyStep(s, { kind: "set-house-way", seat: 3, cards: cards("QD QC 8S 6H 4D 3D 2C") })).code).toBe("no-such-hand");
    s = applyStep(s, { kind: "set-house-way", seat: 4, cards: cards("JS JH 8C 6D 4C 3S 2S") });
    expect(nextStep(s).kind).toBe("expose-player-dealer");
    s = applyStep(s, { kind: "expose-player-dealer", cards: cards("AS KH 9D 7C 5S 3H 2D") });
    expect(nextStep(s).kind).toBe("complete");
  });

  it("Face Up: the player-dealer's hand is exposed and set first (L1598), and no player sets before it", () => {
    const s = applyStep(applyStep(applyStep(opened(faceUp), { kind: "deal-piles" }), { kind: "choose-action-pile", pile: 1 }), { kind: "roll-dice", total: 11 });
    expect(nextStep(s).kind).toBe("expose-player-dealer");
    expect(refusal(() => applyStep(s, { kind: "set-house-way", seat: 2, cards: cards("QS QH 8D 6C 4S 3C 2H") })).message).toBe(
      "setting seat 2's hand the house way refused: the player-dealer's hand is exposed and set the house way first",
    );
  });

  it("refuses a card the round already holds, a pile or dice out of range, and a step out of turn", () => {
    let s = applyStep(opened(), { kind: "deal-piles" });
    expect(refusal(() => applyStep(s, { kind: "roll-dice", total: 9 })).code).toBe("wrong-step");
    expect(refusal(() => applyStep(s, { kind: "choose-action-pile", pile: 8 })).code).toBe("bad-pile");
    s = applyStep(s, { kind: "choose-action-pile", pile: 7 });
    expect(refusal(() => applyStep(s, { kind: "roll-dice", total: 2 })).code).toBe("bad-dice");
    s = applyStep(s, { kind: "roll-dice", total: 18 });
    s = applyStep(s, { kind: "set-house-way", seat: 2, cards: cards("QS QH 8D 6C 4S 3C 2H") });
    expect(refusal(() => applyStep(s, { kind: "set-house-way", seat: 4, cards: cards("QS JH 8S 6D 4C 3D 2C") })).message).toBe("Q♠ is already at seat 2: the deck holds one of each card");
    expect(refusal(() => applyStep(s, { kind: "set-hand", seat: 4, high: cards("JS JH 8C 6D"), low: cards("4C 3S 2S") })).code).toBe("bad-split");
  });

  it("a round replayed from its steps is the same round", () => {
    const steps: PaiGowStep[] = [
      { kind: "deal-piles" },
      { kind: "choose-action-pile", pile: 2 },
      { kind: "roll-dice", total: 12 },
      { kind: "set-hand", seat: 2, high: cards("QS QH 8D 6C 4S"), low: cards("3C 2H") },
      { kind: "set-house-way", seat: 4, cards: cards("JS JH 8C 6D 4C 3S 2S") },
      { kind: "expose-player-dealer", cards: cards("AS KH 9D 7C 5S 3H 2D") },
    ];
    const opening = { pdSeat: 1, bank: $(500), wagers: [wager(2, "game", 10), wager(4, "game", 10)] };
    const replayed = replaySteps(fortune, opening, steps);
    expect(replayed).toEqual(steps.reduce(applyStep, newRound(fortune, opening)));
    expect(nextStep(replayed).kind).toBe("complete");
  });
});

describe("wagers", () => {
  it("a Fortune Bonus needs the same bettor's game wager (seed 004 L932, seed 003 L4394-4396); a backline wager needs a seated hand", () => {
    expect(refusal(() => newRound(fortune, { pdSeat: 1, bank: $(100), wagers: [wager(2, "game", 10), wager(3, "fortune", 5)] })).message).toBe("seat 3: the Fortune Bonus needs the same bettor's game wager");
    expect(refusal(() => newRound(fortune, { pdSeat: 1, bank: $(100), wagers: [wager(2, "game", 10), wager(3, "game", 10, { bettor: "B" })] })).message).toMatch(/rides on a seated player's hand/);
    expect(refusal(() => newRound(fortune, { pdSeat: 1, bank: $(100), wagers: [wager(2, "game", 10), wager(2, "ace-high", 5)] })).message).toBe("seat 2: Fortune Pai Gow Poker has no Ace-High Bonus");
    expect(refusal(() => newRound(paiGowGame("pai-gow-poker"), { pdSeat: 1, bank: $(100), wagers: [wager(2, "game", 10), wager(2, "fortune", 5)] })).code).toBe("bad-round");
    expect(refusal(() => newRound(fortune, { pdSeat: 1, bank: $(100), wagers: [wager(1, "game", 10)] })).message).toMatch(/player-dealer cannot wager/);
    expect(refusal(() => newRound(fortune, { pdSeat: 1, bank: $(100), wagers: [wager(2, "game", 10)], seats: 8 })).code).toBe("bad-round");
  });
});

const gameOf = (s: RoundState, seat: number) => resolveRound(s).find((w) => w.seat === seat && w.bet === "game" && !w.backline);

describe("win, push, lose and copies (seed 004 L898-904, L1656-1661; seed 003 L4344-4357)", () => {
  // The player-dealer's K-K-9-7-5-3-2 is set the house way: K-K-5-3-2 behind, 9-7 in front.
  const PD = "KS KH 9D 7C 5S 3H 2D";
  const one = (hand: string, game = fortune) => gameOf(play(game, { wagers: [wager(2, "game", 10)] }, 9, { 2: hand }, PD), 2);

  it("both hands higher wins 1 to 1; both lower loses; one of each pushes", () => {
    expect(one("AS AH 4D 4C 6S | QS JH")?.resolution).toEqual({ outcome: "win", winnings: $(10) });
    expect(one("QS QH 8D 6C 4S | 8S 5C")?.resolution).toEqual({ outcome: "lose" });
    expect(one("AS AH 8D 6C 4S | 8S 5C")?.resolution).toEqual({ outcome: "push" });
  });

  it("the player-dealer wins copies: a copy and a win push, a copy and a loss lose, two copies lose", () => {
    expect(one("KD KC 5D 3C 2C | QS JH")).toMatchObject({ resolution: { outcome: "push" }, because: expect.stringContaining("a copy") });
    expect(one("QS QH 8D 6C 4S | 9S 7D")?.resolution).toEqual({ outcome: "lose" });
    expect(one("AS AH 8D 6C 4S | 9S 7D")?.resolution).toEqual({ outcome: "push" });
    expect(one("KD KC 5D 3C 2C | 9S 7D")?.resolution).toEqual({ outcome: "lose" });
  });

  it("a foul loses, even against a weaker player-dealer (Face Up L1602; Fortune's default, option foul)", () => {
    const foul = "9S 8H 6D 4C 3C | AS AH";
    expect(one(foul)).toMatchObject({ resolution: { outcome: "lose" }, because: expect.stringContaining("foul") });
    expect(play(faceUp, { wagers: [wager(2, "game", 10)] }, 9, { 2: foul }, PD).hands[0]?.set?.foul).toBe(true);
  });

  it("option foul: \"refused\" has the player set again; \"reset-house-way\" sets the hand the house way", () => {
    const refused = paiGowGame("fortune-pai-gow", { foul: "refused" });
    expect(refusal(() => play(refused, { wagers: [wager(2, "game", 10)] }, 9, { 2: "9S 8H 6D 4C 3C | AS AH" }, PD)).code).toBe("foul");
    const reset = play(paiGowGame("fortune-pai-gow", { foul: "reset-house-way" }), { wagers: [wager(2, "game", 10)] }, 9, { 2: "9S 8H 6D 4C 3C | AS AH" }, PD);
    expect(reset.hands[0]?.set).toMatchObject({ by: "house-way-after-foul", foul: false, low: ["9S", "8H"] });
  });
});

describe("Face Up's Pai Gow (seed 004 L1544, L1599, L1661) and Ace-High Bonus (L1723-1739)", () => {
  const wagers = [wager(2, "game", 10), wager(2, "fortune", 5), wager(3, "game", 10), wager(3, "ace-high", 5), wager(4, "game", 10)];

  it("the player-dealer's ace-high hand pushes every game wager; only the seats whose bonuses read their cards turn them over", () => {
    let s = applyStep(applyStep(applyStep(opened(faceUp, wagers), { kind: "deal-piles" }), { kind: "choose-action-pile", pile: 1 }), { kind: "roll-dice", total: 9 });
    s = applyStep(s, { kind: "expose-player-dealer", cards: cards("AS KH 9D 7C 5S 3H 2D") });
    expect(nextStep(s)).toEqual({ kind: "show-cards", seats: [2, 3] });
    expect(describeStep(nextStep(s))).toBe("seats 2, 3 turn the seven cards over for the bonuses first");
    s = applyStep(s, { kind: "show-cards", seat: 2, cards: cards("QS QH QD 8C 6S 4H 2C") });
    s = applyStep(s, { kind: "show-cards", seat: 3, cards: cards("KS JH 9C 7H 5D 4S 3C") });
    expect(nextStep(s).kind).toBe("complete");
    const lines = resolveRound(s);
    expect(lines.filter((w) => w.bet === "game").map((w) => w.resolution.outcome)).toEqual(["push", "push", "push"]);
    expect(lines.find((w) => w.bet === "fortune")?.resolution).toEqual({ outcome: "win", winnings: $(15) });
    expect(lines.find((w) => w.bet === "ace-high")).toMatchObject({ resolution: { outcome: "win", winnings: $(25) }, odds: 5 });
  });

  it("pays 40 to 1 when the player's hand is ace-high too, 15 to 1 with the joker as the player-dealer's ace, and loses otherwise", () => {
    const bonus = (pd: string, player: string) =>
      resolveRound(play(faceUp, { wagers: [wager(3, "game", 10), wager(3, "ace-high", 5)] }, 9, { 3: player }, pd)).find((w) => w.bet === "ace-high");
    expect(bonus("AS KH 9D 7C 5S 3H 2D", "AD JH 9C 7H 5D 4S 3C")).toMatchObject({ odds: 40, resolution: { winnings: $(200) } });
    expect(bonus("JK KH 9D 7C 5S 3H 2D", "QD JH 9C 7H 5D 4S 3C")).toMatchObject({ odds: 15, resolution: { winnings: $(75) } });
    expect(bonus("KS KH 9D 7C 5S 3H 2D", "AD JH 9C 7H 5D | 4S 3C")?.resolution).toEqual({ outcome: "lose" });
  });
});

describe("what the wall display may show", () => {
  it("no pile and no set hand before the hands are turned over; the player-dealer's hand once exposed", () => {
    let s = applyStep(applyStep(applyStep(opened(), { kind: "deal-piles", ...dealPiles([...FULL_DECK, "JK"] as Card[]) }), { kind: "choose-action-pile", pile: 1 }), { kind: "roll-dice", total: 9 });
    expect(paiGowDisplay(s).seats.map((x) => x.kind)).toEqual(["face-down", "face-down"]);
    expect(paiGowDisplay(s).playerDealer).toBeNull();
    s = applyStep(s, { kind: "set-house-way", seat: 2 });
    s = applyStep(s, { kind: "set-house-way", seat: 4 });
    expect(paiGowDisplay(s).seats.map((x) => x.kind)).toEqual(["face-down", "face-down"]);
    s = applyStep(s, { kind: "expose-player-dealer" });
    const shown = paiGowDisplay(s);
    expect(shown.playerDealer?.cards).toHaveLength(7);
    expect(shown.seats.map((x) => x.kind)).toEqual(["set", "set"]);
    expect(JSON.stringify(paiGowDisplay(s))).not.toContain('"piles"');
  });
});

describe("the round in words (settlement report, floor history)", () => {
  it("names each hand, how it was set, what it makes for the bonus, and the house way row of the player-dealer's", () => {
    const s = play(fortune, { wagers: [wager(2, "game", 10), wager(2, "fortune", 5), wager(4, "game", 10)] }, 9, { 2: "7S 7H 7D 7C 4H | QS JD", 4: "JS JH 5D 5C JK 9H 2C" }, "KS KH 9D 8D 5S 3H 2D");
    const summary = roundSummary(s);
    expect(summary.actionButton).toEqual({ seat: 2, landedOn: 2, route: "counted" });
    expect(summary.playerDealer).toMatchObject({ set: { highName: "Pair of Kings", lowName: "Nine-Eight", row: "one-pair", line: "seed 004 L881" }, aceHigh: null, paiGowPush: false });
    expect(summary.seats).toEqual([
      { seat: 2, cards: cards("7S 7H 7D 7C 4H QS JD"), set: { high: cards("7S 7H 7D 7C 4H"), low: cards("QS JD"), highName: "Four Sevens", lowName: "Queen-Jack", by: "player", foul: false }, bonusHand: "Four of a Kind" },
      { seat: 4, cards: cards("JS JH 5D 5C JK 9H 2C"), set: { high: cards("JS JH 5D 5C 2C"), low: cards("JK 9H"), highName: "Two pair, Jacks and Fives", lowName: "Ace-Nine", by: "house-way", foul: false }, bonusHand: null },
    ]);
  });
});
