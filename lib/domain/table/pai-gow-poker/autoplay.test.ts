import { describe, expect, it } from "vitest";
import { playRounds } from "../common/autoplay-kit";
import { paiGowAutoplay } from "./autoplay";
import { PaiGowTable, TABLE_OF } from "./test-kit";

describe("the pai gow poker autoplay driver", () => {
  it.each(Object.keys(TABLE_OF))("%s: plays 30 whole rounds, every command accepted", (gameId) => {
    const run = playRounds(new PaiGowTable({ gameId }) as never, paiGowAutoplay, 30, `pai-gow-${gameId}`);
    expect(run.rounds).toBe(30);
    expect(run.types["set-house-way"]).toBeGreaterThan(0);
    expect(run.types["roll-dice"]).toBeGreaterThanOrEqual(30);
  });

  it("plays 30 whole rounds at a table entering results (docs/rules-decisions/results-entry.md), every command accepted", () => {
    const run = playRounds(new PaiGowTable({ gameId: "fortune-pai-gow-mortimers", gameOptions: { entry: "results" } }) as never, paiGowAutoplay, 30, "pai-gow-results");
    expect(run.rounds).toBe(30);
    expect(run.types["enter-results"]).toBe(30);
    expect(run.types["set-house-way"] ?? 0).toBe(0);
  });
});
