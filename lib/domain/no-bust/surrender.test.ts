import { describe, expect, it } from "vitest";
import { noBustGame } from "./games";
import type { NoBustGame } from "./game-config";
import { decide, decisionRefusal } from "./decisions";
import { playRound } from "./play-round";
import { resolveRound } from "./resolution";
import { dealCard, recordFeesCollected } from "./round";
import type { RoundState } from "./round-state";
import { forfeitedHalf } from "../blackjack/surrender";
import { $, drive, main, open } from "./test-kit";

function hand(game: NoBustGame, a: string, b: string, up = "5S", hole = "9S"): RoundState {
  let s = open(game, [main(2, $(10))]);
  for (const c of game.deal.playerDealerSecondCard === "hole-card" ? [a, up, b, hole] : [a, up, b]) s = dealCard(s, c);
  return drive(s, []);
}
const code = (s: RoundState, h = 0) => decisionRefusal(s, 2, h, "surrender")?.code ?? "allowed";

describe("surrender", () => {
  it("Joker edition L179-180: after the first two cards; half the wager is forfeited and play for the hand ends", () => {
    const game = noBustGame("no-bust-joker");
    const s = decide(hand(game, "TC", "6D"), 2, 0, "surrender");
    const r = drive(s, ["KS", "8D"]);
    expect(r.players[0]?.hands[0]?.cards).toEqual(["TC", "6D"]);
    expect(resolveRound(r).map((w) => [w.bet, w.amount, w.resolution.outcome])).toEqual([
      ["main", $(5), "lose"],
      ["main-returned", $(5), "push"],
    ]);
  });
  it("Joker edition L179, 6.0 L874: only on the player's first two cards: not after a hit, not after a split", () => {
    for (const id of ["no-bust-joker", "no-bust-6"]) {
      const game = noBustGame(id);
      expect(code(dealCard(decide(hand(game, "2C", "3D"), 2, 0, "hit"), "TH"))).toBe("not-two-cards");
      const split = dealCard(decide(hand(game, "8C", "8D"), 2, 0, "split"), "2H");
      expect(code(split)).toBe("surrender-after-split");
    }
  });
  it("6.0 L873-875: against any up card", () => {
    expect(code(hand(noBustGame("no-bust-6"), "TC", "6D", "5S"))).toBe("allowed");
  });
  it("2014 L3192-3196: only against an ace or ten-value up card without a Natural, also after each split (L3177)", () => {
    const game = noBustGame("no-bust-buster-bonus-6");
    expect(code(hand(game, "TC", "6D", "5S"))).toBe("surrender-up-card");
    expect(code(hand(game, "TC", "6D", "KS", "7S"))).toBe("allowed");
    expect(code(hand(game, "TC", "6D", "AS", "7S"))).toBe("allowed");
    const split = dealCard(decide(hand(game, "8C", "8D", "QS", "7S"), 2, 0, "split"), "2H");
    expect(code(split)).toBe("allowed");
    const noAfterSplit = noBustGame("no-bust-buster-bonus-6", { surrenderAfterSplit: false });
    expect(code(dealCard(decide(hand(noAfterSplit, "8C", "8D", "QS", "7S"), 2, 0, "split"), "2H"))).toBe("surrender-after-split");
    expect(code(hand(noBustGame("no-bust-buster-bonus-6", { surrenderUpCards: "any" }), "TC", "6D", "5S"))).toBe("allowed");
  });
  it("2014: a surrendered split hand forfeits half of its own wager; the other hands play on", () => {
    const r = playRound(noBustGame("no-bust-buster-bonus-6"), {
      seats: 8,
      pdSeat: 1,
      bank: $(100),
      wagers: [main(2)],
      cards: ["8C", "KS", "8D", "7S", "6H", "TH"],
      decisions: { 2: [["split", "surrender"], ["stand"]] },
    });
    expect(resolveRound(r.state).map((w) => `${w.bet} ${w.amount} ${w.resolution.outcome}`)).toEqual([
      `main ${$(5)} lose`,
      `main-returned ${$(5)} push`,
      `split-1 ${$(10)} win`,
    ]);
  });
  it("decision: the forfeited half is rounded down to the cent (the player keeps an odd cent)", () => {
    expect(forfeitedHalf(1001)).toBe(500);
    expect(forfeitedHalf(1000)).toBe(500);
  });
  it("with the check a surrender comes after it (late); option no-peek: a later Natural still takes only half", () => {
    const game = noBustGame("no-bust-6", { holeCardCheck: "no-peek" });
    let s = open(game, [main(2, $(10))]);
    for (const c of ["TC", "KS", "6D", "AS"]) s = dealCard(s, c);
    s = decide(recordFeesCollected(s), 2, 0, "surrender");
    const r = drive(s, []);
    expect(resolveRound(r).map((w) => [w.bet, w.amount, w.resolution.outcome])).toEqual([
      ["main", $(5), "lose"],
      ["main-returned", $(5), "push"],
    ]);
  });
});
