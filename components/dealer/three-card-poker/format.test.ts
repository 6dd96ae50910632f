import { describe, expect, it } from "vitest";
import { bigCommand, decisionForKey, decksText, deciderName, EMPTY_RESULTS, resultsCommand, resultsMissing, revealCommand, revealPrompt, roundStepKind, upCardStack } from "./format";

const view = (next: object, phase = "dealing") => ({ status: "open" as const, phase: phase as "dealing", next: { command: null, label: "", hint: "", send: null, ...next } });

describe("the Three Card Poker tablet's words and steps", () => {
  it("reads the kind of step from the server's next action", () => {
    expect(roundStepKind(view({ command: "deal-stack", send: { type: "deal-stack" } }))).toBe("command");
    expect(roundStepKind(view({ stack: { to: "player-dealer", stack: 3, of: 3, upCardNeeded: true } }))).toBe("up-card");
    expect(roundStepKind(view({ decide: { seat: 2, bettor: null, ante: 1000 } }))).toBe("decide");
    expect(roundStepKind(view({ reveal: { to: 3, cardsNeeded: true, known: [] } }))).toBe("reveal");
    expect(roundStepKind({ ...view({ send: { type: "settle" } }), status: "paused" as const })).toBe("info");
  });

  it("sends the server's command whole, and builds the stacks and reveals the dealer enters", () => {
    expect(bigCommand({ next: view({ send: { type: "deal-stack", cards: ["face-down", "face-down", "face-down"], source: "dealer" } }).next })).toEqual({ type: "deal-stack", cards: ["face-down", "face-down", "face-down"], source: "dealer" });
    expect(upCardStack("JH")).toEqual({ type: "deal-stack", cards: ["JH", "face-down", "face-down"], source: "dealer" });
    expect(revealCommand("player-dealer", ["JH"], ["7H", "4C"])).toEqual({ type: "reveal-player-dealer", cards: ["JH", "7H", "4C"] });
    expect(revealCommand(3, [], ["5C", "6S"])).toBeNull();
    expect(revealCommand(3, [], ["5C", "6S", "8H"])).toEqual({ type: "reveal-hand", seat: 3, cards: ["5C", "6S", "8H"] });
    expect(revealPrompt("player-dealer", ["JH"], [])).toBe("The player-dealer's hand: J♥; 2 more cards");
    expect(revealPrompt(3, [], ["5C", "6S"])).toBe("Seat 3's hand: 5♣ 6♠; one more card");
  });

  it("names the decider, the decks and the keys in a dealer's words", () => {
    expect(deciderName(3, null, "Ann")).toBe("Seat 3 (Ann)");
    expect(deciderName(3, "Lee", "Ann")).toBe("Seat 3 backline (Lee)");
    expect(decksText({ inPlay: "red", loadDue: false, places: [{ back: "red", place: "in play" }, { back: "blue", place: "in the shuffler" }] })).toBe("Red deck in play · Blue deck in the shuffler");
    expect(decksText(null)).toBe("The decks are not at the table.");
    expect(decksText({ inPlay: null, loadDue: false, places: [{ back: "red", place: "in the shuffler" }, { back: "blue", place: "in the shuffler" }] })).toBe("Red deck deals the first round · Blue deck in the shuffler");
    expect([decisionForKey("P"), decisionForKey("f"), decisionForKey("x")]).toEqual(["play", "fold", null]);
  });

  it("takes the results step, and sends the results once the qualifier and every seat are tapped, a folded seat's Pair Plus left out", () => {
    const asked = { seats: [2, 3], pairPlusSeats: [2, 3], sixCardBonusSeats: [3], pairPlusHands: [], sixCardBonusHands: [], nonQualifying: "" };
    expect(roundStepKind(view({ results: asked }))).toBe("results");
    expect(resultsMissing(EMPTY_RESULTS, asked)).toEqual(["the player-dealer", "seat 2", "seat 3"]);
    expect(resultsCommand({ ...EMPTY_RESULTS, results: { 2: "win", 3: "fold" } }, asked)).toBeNull();
    const draft = { qualifies: true, results: { 2: "win", 3: "fold" }, pairPlus: { 2: "flush", 3: "one-pair" }, sixCardBonus: { 3: "straight" } } as const;
    expect(resultsCommand(draft, asked)).toEqual({
      type: "enter-results",
      playerDealerQualifies: true,
      results: [
        { seat: 2, result: "win", pairPlus: "flush", sixCardBonus: null },
        { seat: 3, result: "fold", pairPlus: null, sixCardBonus: "straight" },
      ],
    });
  });
});
