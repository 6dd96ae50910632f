import { describe, expect, it } from "vitest";
import { addCard, bigCommand, byRank, cardsOnRecord, DICE_TOTALS, resultsOf, roundStepKind, seatList, splitOf, toggleFront } from "./format";

describe("the pai gow tablet's step logic", () => {
  it("names the step from the server's next action: a command for the big button, else what the dealer enters", () => {
    const base = { status: "open" as const, phase: "dealing" as const };
    expect(roundStepKind({ ...base, next: { command: "deal-piles", label: "", hint: "", step: "deal-piles" } })).toBe("command");
    expect(roundStepKind({ ...base, next: { command: null, label: "", hint: "", step: "choose-action-pile" } })).toBe("pile");
    expect(roundStepKind({ ...base, next: { command: null, label: "", hint: "", step: "roll-dice" } })).toBe("dice");
    expect(roundStepKind({ ...base, next: { command: null, label: "", hint: "", step: "expose-player-dealer", cardsNeeded: true } })).toBe("player-dealer");
    expect(roundStepKind({ ...base, next: { command: null, label: "", hint: "", step: "set-hands", seats: [] } })).toBe("set-hands");
    expect(roundStepKind({ ...base, status: "paused", next: { command: "settle", label: "", hint: "" } })).toBe("info");
  });

  it("walks the settlement one line at a time", () => {
    expect(bigCommand({ next: { command: "advance-settlement", label: "", hint: "" }, settlement: { settledLines: 2 } as never })).toEqual({ type: "advance-settlement", through: 3 });
    expect(bigCommand({ next: { command: null, label: "", hint: "" }, settlement: null })).toBeNull();
  });

  it("splits seven cards by the two tapped for the front, keeping the last two taps", () => {
    const seven = ["AS", "KS", "QS", "JS", "TS", "2C", "3D"];
    expect(splitOf(seven, [5, 6])).toEqual({ high: ["AS", "KS", "QS", "JS", "TS"], low: ["2C", "3D"] });
    expect(splitOf(seven, [1])).toBeNull();
    expect(toggleFront([5], 6)).toEqual([5, 6]);
    expect(toggleFront([5, 6], 0)).toEqual([6, 0]);
    expect(toggleFront([5, 6], 5)).toEqual([6]);
  });

  it("takes seven different cards for a hand, the joker once", () => {
    let hand: string[] = [];
    for (const c of ["AS", "JK", "KD", "QH", "2C", "3C", "4C"]) hand = addCard(hand, c).cards;
    expect(hand).toHaveLength(7);
    expect(addCard(hand, "5C").refused).toMatch(/Seven cards are in/);
    expect(addCard(["JK"], "JK").refused).toBe("The joker is in this hand already.");
    expect(DICE_TOTALS[0]).toBe(3);
    expect(DICE_TOTALS.at(-1)).toBe(18);
    expect(seatList([2, 4, 5])).toBe("seats 2, 4 and 5");
    expect(byRank(["3D", "JH", "5S", "AS", "4H", "JK", "TS"])).toEqual(["JK", "AS", "JH", "TS", "5S", "4H", "3D"]);
  });
});

describe("the cards out of the round's deck, for the card pad", () => {
  it("are the player-dealer's hand and every hand the tablet holds, none for a hand not yet seen", () => {
    const view = {
      playerDealerHand: { cards: ["KS", "KH", "9D", "8D", "5S", "3H", "2D"] },
      hands: [{ cards: ["AS", "AH", "9S", "6C", "3D", "QH", "JK"] }, { cards: null }],
    } as unknown as Parameters<typeof cardsOnRecord>[0];
    expect(cardsOnRecord(view).sort()).toEqual(["2D", "3D", "3H", "5S", "6C", "8D", "9D", "9S", "AH", "AS", "JK", "KH", "KS", "QH"]);
    expect(cardsOnRecord({ playerDealerHand: null, hands: [] } as unknown as Parameters<typeof cardsOnRecord>[0])).toEqual([]);
  });
});

describe("results-only entry on the tablet", () => {
  it("asks for the results panel at the results step", () => {
    expect(roundStepKind({ status: "open", phase: "dealing", next: { command: null, label: "", hint: "", step: "enter-results", seats: [], bonusSeats: [] } })).toBe("results");
    // At a results table the dice come with the results (the dice total settles).
    expect(roundStepKind({ status: "open", phase: "dealing", next: { command: null, label: "", hint: "", step: "roll-dice", seats: [{ seat: 1, cards: null }], bonusSeats: [] } })).toBe("results");
  });

  it("sends the results once every seat has one, a bonus hand only for a seat asked for it, No win as null", () => {
    const seats = [6, 1, 2];
    expect(resultsOf({ outcomes: { 6: "win", 1: "lose" }, bonuses: {} }, seats, [1])).toBeNull();
    expect(resultsOf({ outcomes: { 6: "win", 1: "lose", 2: "push" }, bonuses: { 1: "flush", 2: "straight" } }, seats, [1])).toEqual([
      { seat: 6, game: "win", bonus: null },
      { seat: 1, game: "lose", bonus: "flush" },
      { seat: 2, game: "push", bonus: null },
    ]);
  });
});
