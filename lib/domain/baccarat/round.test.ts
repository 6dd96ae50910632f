import { describe, expect, it } from "vitest";
import { FACE_DOWN, RoundRuleError, dealCard, newRound, nextStep, playRound, roundResult } from "./round";
import { baccaratGame } from "./games";

const game = baccaratGame("fortune-7-baccarat");

describe("the round engine (tableau games)", () => {
  it("seed 000 L51: Player, Banker, Player, Banker, one card at a time", () => {
    let s = newRound();
    const hands: string[] = [];
    for (const card of ["2S", "3C", "3H", "KC"]) {
      const step = nextStep(game, s);
      if (step.kind === "deal") hands.push(`${step.hand} ${step.cardNumber}`);
      s = dealCard(game, s, card);
    }
    expect(hands).toEqual(["player 1", "banker 1", "player 2", "banker 2"]);
  });
  it("seed 000 L51: all cards face up: no face-down card", () => expect(() => dealCard(game, newRound(), FACE_DOWN)).toThrow(RoundRuleError));
  it("seed 000 L51, L57: the Player's third card comes before the Banker's", () => {
    let s = newRound();
    for (const card of ["2S", "3C", "3H", "KC"]) s = dealCard(game, s, card);
    expect(nextStep(game, s)).toEqual({ kind: "deal", hand: "player", cardNumber: 3, faceDown: false });
    s = dealCard(game, s, "KD");
    expect(nextStep(game, s)).toEqual({ kind: "deal", hand: "banker", cardNumber: 3, faceDown: false });
    s = dealCard(game, s, "4D");
    expect(nextStep(game, s)).toEqual({ kind: "complete" });
    expect(roundResult(game, s).cards).toEqual(["2S", "3C", "3H", "KC", "KD", "4D"]);
  });
  it("refuses a card the rules forbid: the Banker stands on 7", () => {
    let s = newRound();
    for (const card of ["TS", "3C", "6S", "4C"]) s = dealCard(game, s, card);
    expect(() => dealCard(game, s, "2D")).toThrow(/refused: the round is complete/);
  });
  it("refuses a joker", () => expect(() => dealCard(game, newRound(), "JK")).toThrow(/without jokers/));
  it("a round that is not complete has no result", () => {
    const s = dealCard(game, newRound(), "2S");
    expect(() => roundResult(game, s)).toThrow(/not complete: the next card goes to the Banker hand/);
  });
  it("playRound uses only the cards the drawing rules call for", () => {
    expect(playRound(game, ["TS", "3C", "6S", "4C", "2D", "9H"]).cardsUsed).toBe(4);
    expect(playRound(game, ["2S", "3C", "3H", "KC", "KD", "4D"]).cardsUsed).toBe(6);
  });
  it("playRound says which card is missing", () => {
    expect(() => playRound(game, ["2S", "3C", "3H", "KC"])).toThrow(/needs card 5 \(player card 3\)/);
  });
  it("the state is not mutated by a step", () => {
    const s = newRound();
    dealCard(game, s, "2S");
    expect(s.dealt).toEqual([]);
  });
});
