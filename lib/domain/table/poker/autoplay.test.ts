import { describe, expect, it } from "vitest";
import { playRounds } from "../common/autoplay-kit";
import { pokerAutoplay } from "./autoplay";
import { PokerTable, TABLE_OF } from "./test-kit";

describe("the poker autoplay driver", () => {
  it.each(Object.keys(TABLE_OF))("%s: plays 30 whole hands, every command accepted", (gameId) => {
    const run = playRounds(new PokerTable({ gameId }) as never, pokerAutoplay, 30, `poker-${gameId}`);
    expect(run.rounds).toBe(30);
    expect(run.types["deal-hand"]).toBeGreaterThanOrEqual(30);
    expect(run.types.award).toBeGreaterThanOrEqual(30);
  });
});
