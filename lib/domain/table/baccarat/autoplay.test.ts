import { describe, expect, it } from "vitest";
import { playRounds } from "../common/autoplay-kit";
import { baccaratAutoplay } from "./autoplay";
import { Table, FEES } from "./test-kit";

describe("the baccarat autoplay driver", () => {
  it.each(Object.keys(FEES))("%s: plays 30 whole rounds, every command accepted", (gameId) => {
    const [feeScheduleId, feeOptionId, feeOptionData] = FEES[gameId]!;
    const table = new Table({ gameId, feeScheduleId, feeOptionId, ...(feeOptionData ? { feeOptionData } : {}) });
    const run = playRounds(table as never, baccaratAutoplay, 30, `baccarat-${gameId}`);
    expect(run.rounds).toBe(30);
    expect(run.types["place-wager"]).toBeGreaterThanOrEqual(30);
    expect(run.types["advance-settlement"]).toBeGreaterThanOrEqual(30);
  });
});
