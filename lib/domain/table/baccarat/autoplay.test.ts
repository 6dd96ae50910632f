import { describe, expect, it } from "vitest";
import { playRounds } from "../common/autoplay-kit";
import { baccaratAutoplay } from "./autoplay";
import { Table } from "./test-kit";

/** A room's own option where a filing prints no fee schedule (as table.property.test.ts plays it). */
const ROOM_OPTION = {
  limit: { kind: "spot", min: 500, max: 10_000 },
  collections: [
    { kind: "per-spot", wagers: "game", fee: { kind: "flat", cents: 100 } },
    { kind: "player-dealer", fee: { kind: "flat", cents: 200 } },
  ],
  timing: "before-deal",
};

/** Each game's own fee schedule (docs/rules-decisions/pairings.md). */
const FEES: Record<string, [string, string, unknown]> = {
  "fortune-7-baccarat": ["fortune-7-baccarat", "3", undefined],
  "21st-century-baccarat-5": ["21st-century-baccarat", "A", ROOM_OPTION],
  "ez-baccarat": ["ez-baccarat", "A", ROOM_OPTION],
  "ez-baccarat-panda-8": ["ez-baccarat-panda-8-dragon-bonus-kings", "1", undefined],
  "ez-baccarat-panda-8-mortimers": ["ez-baccarat-panda-8-mortimers", "1", undefined],
  "commission-free-dragon-bonus": ["ez-baccarat-panda-8-dragon-bonus-kings", "1", undefined],
  "commission-free-dragon-bonus-mortimers": ["dragon-bonus-baccarat-mortimers", "1", undefined],
  "dai-bacc": ["dai-bacc", "1", undefined],
};

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
