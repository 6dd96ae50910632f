import { describe, expect, it } from "vitest";
import { playRounds } from "../common/autoplay-kit";
import { threeCardPokerAutoplay } from "./autoplay";
import { FEE_OF, ThreeCardPokerTable } from "./test-kit";

describe("the Three Card Poker autoplay driver", () => {
  it.each(Object.keys(FEE_OF))("%s: plays 30 whole rounds, every command accepted", (gameId) => {
    const run = playRounds(new ThreeCardPokerTable({ gameId }) as never, threeCardPokerAutoplay, 30, `tcp-${gameId}`);
    expect(run.rounds).toBe(30);
    expect(run.types["play-or-fold"]).toBeGreaterThan(0);
    // A round whose every hand folded has no settlement line to walk.
    expect(run.types["advance-settlement"]).toBeGreaterThan(15);
  });
});
