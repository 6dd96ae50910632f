import { describe, expect, it } from "vitest";
import { NO_BUST_GAME_IDS } from "../../no-bust";
import { playRounds } from "../common/autoplay-kit";
import { BLACKJACK_ROUND_CARDS, type AutoplayRandom } from "../common/autoplay";
import { noBustAutoplay, type NoBustAutoplayView } from "./autoplay";
import { NoBustTable } from "./test-kit";

describe("the No Bust autoplay driver", () => {
  it.each(NO_BUST_GAME_IDS)("%s: plays 30 whole rounds, every command accepted", (gameId) => {
    const run = playRounds(new NoBustTable({ gameId, decks: 6 }) as never, noBustAutoplay, 30, `no-bust-${gameId}`);
    expect(run.rounds).toBe(30);
    expect(run.types["player-decision"]).toBeGreaterThan(0);
    expect(run.types["advance-settlement"]).toBeGreaterThanOrEqual(30);
  });

  // The server's shoe keeps 14 cards behind its cut card, fewer than a round of five players may
  // take: the driver ends a shoe running short between rounds and starts a new one. It once opened
  // a round on 16 cards and then asked the empty shoe for a card again and again (125,349 refusals
  // "the shoe is empty" in the two-hour soak, docs/soak.md).
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
    expect(Math.min(...openedOn)).toBeGreaterThanOrEqual(BLACKJACK_ROUND_CARDS);
  });
});
