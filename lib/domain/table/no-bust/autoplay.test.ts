import { describe, expect, it } from "vitest";
import { NO_BUST_GAME_IDS } from "../../no-bust";
import { playRounds } from "../common/autoplay-kit";
import type { AutoplayRandom } from "../common/autoplay";
import { blackjackCutCard } from "../common/blackjack-steps";
import { noBustAutoplay, type NoBustAutoplayView } from "./autoplay";
import { NoBustTable } from "./test-kit";

describe("the No Bust autoplay driver", () => {
  it.each(NO_BUST_GAME_IDS)("%s: plays 30 whole rounds, every command accepted", (gameId) => {
    const run = playRounds(new NoBustTable({ gameId, decks: 6 }) as never, noBustAutoplay, 30, `no-bust-${gameId}`);
    expect(run.rounds).toBe(30);
    expect(run.types["player-decision"]).toBeGreaterThan(0);
    expect(run.types["advance-settlement"]).toBeGreaterThanOrEqual(30);
  });

  // A round once opened on 16 cards (baccarat's 14 behind the cut card) and then asked the empty
  // shoe for a card again and again (125,349 refusals "the shoe is empty" in the two-hour soak,
  // docs/soak.md): a blackjack shoe keeps a deck behind its cut card, so every round opens on one.
  it.each(NO_BUST_GAME_IDS)("%s: plays through shoe after shoe of two decks, never opening a round on a shoe running short", (gameId) => {
    const openedOn: number[] = [];
    const driver = (view: NoBustAutoplayView, random: AutoplayRandom) => {
      const command = noBustAutoplay(view, random);
      if (command?.type === "open-betting") openedOn.push(view.shoe?.cardsRemaining ?? 0);
      return command;
    };
    const run = playRounds(new NoBustTable({ gameId, decks: 2 }) as never, driver, 120, `no-bust-shoes-${gameId}`);
    expect(run.rounds).toBe(120);
    expect(run.types["end-shoe"]).toBeGreaterThanOrEqual(8);
    expect(run.types["start-shoe"]).toBe(run.types["end-shoe"]! + 1);
    expect(Math.min(...openedOn)).toBeGreaterThanOrEqual(blackjackCutCard(2 * 52));
  });
});
