import { describe, expect, it } from "vitest";
import { playRounds } from "../common/autoplay-kit";
import { twentyOneAutoplay } from "./autoplay";
import { TABLE_OF, TwentyOneTable } from "./test-kit";

describe("the twenty-one autoplay driver", () => {
  it.each(Object.keys(TABLE_OF))("%s: plays 30 whole rounds, every command accepted", (gameId) => {
    const run = playRounds(new TwentyOneTable({ gameId }) as never, twentyOneAutoplay, 30, `twenty-one-${gameId}`);
    expect(run.rounds).toBe(30);
    expect(run.types["player-decision"]).toBeGreaterThan(0);
    expect(run.types["advance-settlement"]).toBeGreaterThanOrEqual(30);
  });
});
