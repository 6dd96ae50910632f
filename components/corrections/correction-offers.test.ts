import { describe, expect, expectTypeOf, it } from "vitest";
import type { CorrectionOf } from "@/lib/contract/corrections";
import { answerAmountProblem, cardChangeWords, correctionsFor, decisionChangeWords, handSettingWords, recordedCorrectionWords, TILE_FACES, tileChangeWords, tileWords, WHAT } from "./correction-offers";

describe("a correction in a dealer's words", () => {
  it("a card correction names the card's place and both cards by their names, never their codes", () => {
    expect(cardChangeWords({ index: 5, card: "2D", where: "Banker card 3" }, "4D")).toBe("Card 6, Banker card 3: Two of diamonds → Four of diamonds");
    expect(cardChangeWords({ index: 3, card: "9S", where: "Seat 2 hand 1" }, "9H")).toBe("Card 4, Seat 2 hand 1: Nine of spades → Nine of hearts");
  });

  it("a correction on record: the family's words where it gives them, else the card's place and both cards by their names; the reason after", () => {
    expect(recordedCorrectionWords({ index: 5, from: "2D", to: "4D", reason: "misread" })).toBe("Card 6: Two of diamonds → Four of diamonds (misread)");
    expect(recordedCorrectionWords({ index: 2, from: "double", to: "hit", reason: "asked for one card", words: "Seat 2: Double → Hit" })).toBe("Seat 2: Double → Hit (asked for one card)");
  });

  it("a tile correction names both tiles, an id or a face alike; each face offered once, by its name", () => {
    expect(tileWords("6-6a")).toBe("Teen (6-6)");
    expect(tileWords("3-6")).toBe(tileWords("3-6"));
    expect(tileChangeWords({ index: 1, tile: "6-6b" }, "1-1")).toMatch(/^Tile 2: Teen \(6-6\) → .+ \(1-1\)$/);
    expect(TILE_FACES).toHaveLength(21);
    expect(new Set(TILE_FACES.map((t) => t.face)).size).toBe(21);
    for (const t of TILE_FACES) expect(t.words).toMatch(/^[A-Z].* \([1-6]-[1-6]\)$/);
  });

  it("a table with tiles entered is offered a tile correction while the hand is dealt or settled, not before", () => {
    const base = { tableId: "t22", status: "open", handNumber: 2, floorCorrections: true as const, stacksDealt: true, entered: [{ index: 0, tile: "3-6" }] };
    expect(correctionsFor({ ...base, phase: "dealing" })).toContain("correct-tile");
    expect(correctionsFor({ ...base, phase: "settling" })).toContain("correct-tile");
    expect(correctionsFor({ ...base, phase: "dealing", entered: [] })).not.toContain("correct-tile");
  });

  it("a seat's answer to insurance or early surrender as the table words it, insurance taken with the amount typed (DC8)", () => {
    const insurance = { index: 9, who: "Seat 3", decision: "no-insurance", words: "Insurance declined", options: [{ decision: "insurance", words: "Taken", change: "Seat 3: insurance declined → taken", amounts: { min: 10, max: 500 } }] };
    expect(decisionChangeWords(insurance, "insurance", 500)).toBe("Seat 3: insurance declined → taken ($5.00)");
    expect(decisionChangeWords(insurance, "insurance", 250)).toBe("Seat 3: insurance declined → taken ($2.50)");
    const surrender = { index: 13, who: "Seat 2", decision: "early-surrender", words: "Surrendered", options: [{ decision: "play-on", words: "Plays on", change: "Seat 2: surrendered → plays on" }] };
    expect(decisionChangeWords(surrender, "play-on")).toBe("Seat 2: surrendered → plays on");
    expect(decisionChangeWords({ index: 2, who: "Seat 1", decision: "double", words: "Double", options: [{ decision: "hit", words: "Hit" }] }, "hit")).toBe("Seat 1: Double → Hit");
    expect(answerAmountProblem({ min: 10, max: 500 }, 250)).toBeNull();
    expect(answerAmountProblem({ min: 10, max: 500 }, 600)).toBe("The insurance is $0.10 to $5.00 (half the wager) for this seat.");
    expect(answerAmountProblem({ min: 10, max: 500 }, null)).toBe("Type the insurance the player took, $0.10 to $5.00.");
  });

  it("a hand as set, by the cards' faces", () => {
    expect(handSettingWords(2, ["KS", "QS", "JS", "9D", "4C"], ["8H", "2D"])).toBe("Seat 2's hand: high K♠ Q♠ J♠ 9♦ 4♣, low 8♥ 2♦");
  });

  it("every correction offered has a title and a line saying what it does, no id", () => {
    const offered = correctionsFor({ tableId: "t1", status: "open", phase: "settling", handNumber: 3, floorCorrections: true, dealtCards: [{ index: 0, card: "9S", where: "Player card 1" }], settlement: { settledLines: 1 } });
    expect(offered).toEqual(["pause-table", "void-round", "correct-card", "undo-settlement-line"]);
    for (const c of offered) {
      expect(WHAT[c].title).toMatch(/^[A-Z][a-z]/);
      expect(WHAT[c].title).not.toContain("-");
    }
  });
});

describe("a correction typed by its table's family", () => {
  it("takes only the corrections that family's commands take (checked by the compiler)", () => {
    expectTypeOf<Extract<CorrectionOf<"baccarat">, { type: "correct-card" }>>().not.toBeNever();
    expectTypeOf<Extract<CorrectionOf<"poker">, { type: "correct-award" }>>().not.toBeNever();
    expectTypeOf<Extract<CorrectionOf<"pai-gow-poker">, { type: "correct-hand" }>>().not.toBeNever();
    expectTypeOf<Extract<CorrectionOf<"poker">, { type: "correct-card" }>>().toBeNever();
    expectTypeOf<Extract<CorrectionOf<"baccarat">, { type: "correct-award" }>>().toBeNever();
    expectTypeOf<Extract<CorrectionOf<"poker">, { type: "reopen-betting" }>>().toBeNever();
    expectTypeOf<Extract<CorrectionOf<"three-card-poker">, { type: "correct-decision" }>["decision"]>().toEqualTypeOf<"play" | "fold">();
    // The seats' answers are corrected too (DC8): twenty-one's to insurance and early surrender, No Bust's to insurance (it has no early surrender).
    expectTypeOf<"insurance" | "play-on">().toExtend<Extract<CorrectionOf<"twenty-one">, { type: "correct-decision" }>["decision"]>();
    expectTypeOf<Extract<CorrectionOf<"no-bust">, { type: "correct-decision" }>["decision"]>().toEqualTypeOf<"hit" | "stand" | "double" | "split" | "surrender" | "insurance" | "no-insurance">();
  });
});
