import { describe, expect, it } from "vitest";
import type { Card } from "../cards/card";
import { drawRound, startButtonDraw } from "./first-button";
import { PokerRefusal } from "./refusal";
import { openTable, run, seated, STAKES } from "./test-kit";
import { pokerNextStep, describeNextStep } from "./next-step";

const draw = (pairs: [number, string][]) => pairs.map(([seat, card]) => ({ seat, card: card as Card }));

describe("the first button by high card (seed 004 L117, L204; seed 003 L2536-2538)", () => {
  it("the highest card takes the button; aces are high (seed 004 L84)", () => {
    const d = drawRound(startButtonDraw([1, 4, 6]), draw([[1, "KS"], [4, "AC"], [6, "QD"]]), "redeal");
    expect(d.winner).toBe(4);
  });

  it("suits are equal (Kings, seed 004 L84): tied players are dealt again", () => {
    const first = drawRound(startButtonDraw([1, 4, 6]), draw([[1, "KS"], [4, "KC"], [6, "QD"]]), "redeal");
    expect(first).toMatchObject({ winner: null, seats: [1, 4] });
    const second = drawRound(first, draw([[1, "3S"], [4, "9C"]]), "redeal");
    expect(second.winner).toBe(4);
    expect(second.rounds).toHaveLength(2);
  });

  it('"by suit" (Mortimer\'s Omaha, L2538): spades, hearts, diamonds, clubs', () => {
    expect(drawRound(startButtonDraw([1, 4]), draw([[1, "KC"], [4, "KH"]]), "suit-order").winner).toBe(4);
    expect(drawRound(startButtonDraw([1, 4]), draw([[1, "KS"], [4, "KH"]]), "suit-order").winner).toBe(1);
  });

  it("refuses a card missing, a card for a seat not drawing, the same card twice", () => {
    expect(() => drawRound(startButtonDraw([1, 4]), draw([[1, "KS"]]), "redeal")).toThrow(PokerRefusal);
    expect(() => drawRound(startButtonDraw([1, 4]), draw([[1, "KS"], [5, "KH"]]), "redeal")).toThrow(/each of seats 1, 4/);
    expect(() => drawRound(startButtonDraw([1, 4]), draw([[1, "KS"], [4, "KS"]]), "redeal")).toThrow(/twice/);
  });

  it("at the table: the tablet asks for the draw, then for the tied seats, then deals", () => {
    let t = seated(openTable("omaha", STAKES.kings), [2, 5, 8]);
    expect(describeNextStep(pokerNextStep(t))).toBe("Deal one card face up to seats 2, 5, 8: the highest card takes the button");
    t = run(t, { kind: "draw-for-button", cards: draw([[2, "QS"], [5, "QD"], [8, "4C"]]) });
    expect(describeNextStep(pokerNextStep(t))).toBe("Tied for the button: deal another card face up to seats 2, 5");
    t = run(t, { kind: "draw-for-button", cards: draw([[2, "7S"], [5, "8D"]]) });
    const next = pokerNextStep(t);
    expect(next.kind).toBe("deal");
    if (next.kind === "deal") expect(next.plan.positions).toMatchObject({ button: 5, smallBlindSeat: 8, bigBlind: 2 });
    expect(() => run(t, { kind: "draw-for-button", cards: draw([[2, "7H"], [5, "8C"]]) })).toThrow(/already with seat 5/);
  });
});
