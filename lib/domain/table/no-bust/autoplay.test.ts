import { describe, expect, it } from "vitest";
import { NO_BUST_GAME_IDS } from "../../no-bust";
import { playRounds } from "../common/autoplay-kit";
import { noBustAutoplay } from "./autoplay";
import { NoBustTable } from "./test-kit";

describe("the No Bust autoplay driver", () => {
  it.each(NO_BUST_GAME_IDS)("%s: plays 30 whole rounds, every command accepted", (gameId) => {
    const run = playRounds(new NoBustTable({ gameId, decks: 6 }) as never, noBustAutoplay, 30, `no-bust-${gameId}`);
    expect(run.rounds).toBe(30);
    expect(run.types["player-decision"]).toBeGreaterThan(0);
    expect(run.types["advance-settlement"]).toBeGreaterThanOrEqual(30);
  });
});
