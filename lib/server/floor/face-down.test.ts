import { describe, expect, it } from "vitest";
import { cardCounts, maskUnseenCards } from "./face-down";

describe("face-down cards off the floor's records of a round in play", () => {
  it("keeps the cards the display shows and hides the rest, in strings and sentences", () => {
    const display = { banker: { cards: ["TD", "face-down"] }, player: { cards: ["4S", "3H"] } };
    const frame = { banker: { cards: ["TD", "face-down"] }, holeCard: "9D", player: { cards: ["4S", "3H"] }, deal: [{ card: "4S" }, { card: "TD" }, { card: "3H" }, { card: "9D" }] };
    const masked = maskUnseenCards(frame, display);
    expect(masked.holeCard).toBe("face-down");
    expect(JSON.stringify(masked)).not.toContain("9D");
    expect(masked.player.cards).toEqual(["4S", "3H"]);
    expect(maskUnseenCards("Card 6 to the player-dealer: face down (9D)", display)).toBe("Card 6 to the player-dealer: face down (a face-down card)");
    expect(maskUnseenCards("Card 2 to Banker: TD", display)).toBe("Card 2 to Banker: TD");
  });
  it("counts copies: a second 9D in an eight-deck shoe is hidden while one 9D is face up", () => {
    const display = { cards: ["9D"] };
    expect(maskUnseenCards({ up: "9D", hole: "9D" }, display)).toEqual({ up: "9D", hole: "face-down" });
    expect(cardCounts({ a: ["9D", "9D", "10H", "6-6a"] })).toEqual(new Map([["9D", 2], ["TH", 1], ["6-6a", 1]]));
  });
  it("knows a card as the words say it (9♦, 10♦, Joker) as the same card as its code", () => {
    const display = { banker: { cards: ["TD", "face-down"] }, player: { cards: ["4S", "3H"] } };
    expect(maskUnseenCards("Card 6 to the player-dealer: face down (9♦)", display)).toBe("Card 6 to the player-dealer: face down (a face-down card)");
    expect(maskUnseenCards("Card 2 to Banker: 10♦; Card 1 to Player: 4♠", display)).toBe("Card 2 to Banker: 10♦; Card 1 to Player: 4♠");
    expect(maskUnseenCards("Card 2 to Banker: 10♦; again 10♦", display)).toBe("Card 2 to Banker: 10♦; again a face-down card");
    expect(maskUnseenCards("seat 2: Joker 9♣", {})).toBe("seat 2: a face-down card a face-down card");
  });
  it("knows tiles and jokers, and leaves words and ids alone", () => {
    expect(maskUnseenCards({ tiles: ["6-6a", "1-3b"], text: "seat 2: JK" }, { tiles: ["6-6a"] })).toEqual({ tiles: ["6-6a", "face-down"], text: "seat 2: a face-down card" });
    expect(maskUnseenCards({ id: "t1-12", round: "KS-table", word: "ASK" }, {})).toEqual({ id: "t1-12", round: "KS-table", word: "ASK" });
  });
  it("hides the words about hidden tiles beside them (a hand's name tells its tiles)", () => {
    const seat = { tiles: null, high: ["6-6a", "2-6"], low: ["1-1a", "3-6"], highText: "Gong (Teen and an 8)", lowText: "Day and a 9", setBy: "house-way" };
    const masked = maskUnseenCards(seat, {});
    expect(masked.high).toEqual(["face-down", "face-down"]);
    expect(masked.highText).toBe("face-down");
    expect(masked.lowText).toBe("face-down");
    expect(masked.setBy).toBe("house-way");
    // Shown on the wall: the words stay.
    expect(maskUnseenCards(seat, { tiles: ["6-6a", "2-6", "1-1a", "3-6"] })).toEqual(seat);
  });
});
