import { describe, expect, it } from "vitest";
import { playRounds } from "../common/autoplay-kit";
import type { AutoplayRandom } from "../common/autoplay";
import { blackjackCutCard } from "../common/blackjack-steps";
import { twentyOneAutoplay, type TwentyOneAutoplayView } from "./autoplay";
import { TABLE_OF, TwentyOneTable } from "./test-kit";

describe("the twenty-one autoplay driver", () => {
  it.each(Object.keys(TABLE_OF))("%s: plays 30 whole rounds, every command accepted", (gameId) => {
    const run = playRounds(new TwentyOneTable({ gameId }) as never, twentyOneAutoplay, 30, `twenty-one-${gameId}`);
    expect(run.rounds).toBe(30);
    expect(run.types["player-decision"]).toBeGreaterThan(0);
    expect(run.types["advance-settlement"]).toBeGreaterThanOrEqual(30);
  });

  // As No Bust's (autoplay.test.ts there): the cut card ends a shoe before it runs short, never
  // left to run empty in the middle of a round.
  it.each(Object.keys(TABLE_OF))("%s: plays through shoe after shoe, never opening a round on a shoe running short", (gameId) => {
    const decks = gameId === "pure-21-5" ? 6 : gameId === "pure-spanish-21-5" ? 4 : 2;
    const openedOn: number[] = [];
    const driver = (view: TwentyOneAutoplayView, random: AutoplayRandom) => {
      const command = twentyOneAutoplay(view, random);
      if (command?.type === "open-betting") openedOn.push(view.shoe?.cardsRemaining ?? 0);
      return command;
    };
    const run = playRounds(new TwentyOneTable({ gameId, decks }) as never, driver, decks === 2 ? 120 : 200, `twenty-one-shoes-${gameId}`);
    expect(run.types["end-shoe"]).toBeGreaterThanOrEqual(4);
    expect(run.types["start-shoe"]).toBe(run.types["end-shoe"]! + 1);
    expect(Math.min(...openedOn)).toBeGreaterThanOrEqual(blackjackCutCard(decks * 52));
  });
});
