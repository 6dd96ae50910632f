import { describe, expect, it } from "vitest";
import { describeSharedStep, initialCardDue, insuranceSeats, playerCardDue, type InitialCard } from "./next-card";

/** Seats 2 and 5 dealt to, the player-dealer's up card between the rounds and its hole card last. */
const INITIAL: readonly InitialCard[] = [
  { to: "player", seat: 2 },
  { to: "player", seat: 5 },
  { to: "player-dealer", faceDown: false },
  { to: "player", seat: 2 },
  { to: "player", seat: 5 },
  { to: "player-dealer", faceDown: true },
];

function round(dealt: number, players: { seat: number; insurance: number | null; hands: string[][] }[], playerDealer: string[]) {
  return { initialDealt: dealt, playerDealer, players: players.map((p) => ({ seat: p.seat, insurance: p.insurance, hands: p.hands.map((cards) => ({ cards })) })) };
}

describe("the initial deal's next card", () => {
  it("goes to each seat's first hand in order, counting the cards it holds", () => {
    expect(initialCardDue(round(0, [{ seat: 2, insurance: null, hands: [[]] }, { seat: 5, insurance: null, hands: [[]] }], []), INITIAL)).toEqual({
      kind: "deal",
      to: { kind: "player", seat: 2, hand: 0 },
      cardNumber: 1,
      faceDown: false,
      why: "initial",
    });
    expect(initialCardDue(round(4, [{ seat: 2, insurance: null, hands: [["9S", "KD"]] }, { seat: 5, insurance: null, hands: [["4C"]] }], ["AS"]), INITIAL)).toMatchObject({
      to: { kind: "player", seat: 5, hand: 0 },
      cardNumber: 2,
    });
  });

  it("gives the player-dealer its up card, then its hole card face down", () => {
    const seats = [
      { seat: 2, insurance: null, hands: [["9S", "KD"]] },
      { seat: 5, insurance: null, hands: [["4C", "7H"]] },
    ];
    expect(initialCardDue(round(2, seats, []), INITIAL)).toEqual({ kind: "deal", to: { kind: "player-dealer" }, cardNumber: 1, faceDown: false, why: "initial" });
    expect(initialCardDue(round(5, seats, ["AS"]), INITIAL)).toEqual({ kind: "deal", to: { kind: "player-dealer" }, cardNumber: 2, faceDown: true, why: "initial" });
  });

  it("is undefined once every card is out", () => {
    expect(initialCardDue(round(6, [{ seat: 2, insurance: null, hands: [["9S", "KD"]] }], ["AS", "face-down"]), INITIAL)).toBeUndefined();
  });
});

describe("a player's card in its turn", () => {
  it("goes face up to the hand named, as its next card, for the reason given", () => {
    const state = round(6, [{ seat: 3, insurance: null, hands: [["8S", "3D"], ["8H"]] }], ["TS", "face-down"]);
    expect(playerCardDue(state, 3, 1, "split")).toEqual({ kind: "deal", to: { kind: "player", seat: 3, hand: 1 }, cardNumber: 2, faceDown: false, why: "split" });
    expect(playerCardDue(state, 3, 0, "hit")).toMatchObject({ cardNumber: 3, why: "hit" });
  });
});

describe("insurance", () => {
  it("waits on the seats that have not answered (0 is an answer)", () => {
    const state = round(6, [
      { seat: 1, insurance: 0, hands: [["9S", "KD"]] },
      { seat: 4, insurance: null, hands: [["4C", "7H"]] },
      { seat: 6, insurance: 500, hands: [["2C", "2H"]] },
      { seat: 7, insurance: null, hands: [["TC", "9H"]] },
    ], ["AS", "face-down"]);
    expect(insuranceSeats(state)).toEqual([4, 7]);
  });
});

describe("the shared steps in the dealer's words", () => {
  it("names the hand a card goes to, and a face-down card", () => {
    expect(describeSharedStep({ kind: "deal", to: { kind: "player", seat: 2, hand: 0 }, faceDown: false })).toBe("the next card goes to seat 2");
    expect(describeSharedStep({ kind: "deal", to: { kind: "player", seat: 2, hand: 1 }, faceDown: false })).toBe("the next card goes to seat 2 hand 2");
    expect(describeSharedStep({ kind: "deal", to: { kind: "player-dealer" }, faceDown: true })).toBe("the next card goes to the player-dealer face down");
  });

  it("says who is asked and what comes first", () => {
    expect(describeSharedStep({ kind: "offer-insurance", seats: [1, 4] })).toBe("insurance is offered first (seats 1, 4)");
    expect(describeSharedStep({ kind: "decide", seat: 4, hand: 0, allowed: ["hit", "stand"] })).toBe("seat 4 is to decide (hit, stand)");
    expect(describeSharedStep({ kind: "expose-hole-card" })).toBe("the hole card is turned over first");
    expect(describeSharedStep({ kind: "complete" })).toBe("the round is complete");
  });
});
