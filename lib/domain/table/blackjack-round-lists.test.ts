/**
 * The blackjack views' correction lists made from one replay of the round (common/blackjack-views.ts,
 * blackjackRoundLists) against the replay-based functions that made each list alone before
 * (blackjackDealtCards, hidden and revealed, and recordedDecisions): the same JSON after every
 * command of autoplayed rounds of twenty-one and No Bust.
 */
import { describe, expect, it } from "vitest";
import { seededRandom } from "../cards/random";
import { nextStep as noBustNextStep } from "../no-bust";
import { nextStep as twentyOneNextStep } from "../twenty-one";
import type { AutoplayCommand, AutoplayRandom } from "./common/autoplay";
import { blackjackDealtCards, blackjackRoundLists } from "./common/blackjack-views";
import { recordedDecisions } from "./common/decision-corrections";
import { decisionReplay as noBustDecisionReplay } from "./no-bust/decide";
import { noBustAutoplay } from "./no-bust/autoplay";
import { noBustGameOf } from "./no-bust/game-of";
import { applyStep as noBustApply, openPlay as noBustOpen } from "./no-bust/steps";
import { NoBustTable } from "./no-bust/test-kit";
import { decisionReplay as twentyOneDecisionReplay } from "./twenty-one/decide";
import { twentyOneAutoplay } from "./twenty-one/autoplay";
import { twentyOneGameOf } from "./twenty-one/game-of";
import { applyStep as twentyOneApply, openPlay as twentyOneOpen } from "./twenty-one/steps";
import { TwentyOneTable } from "./twenty-one/test-kit";

type Autoplay = (view: never, random: AutoplayRandom) => AutoplayCommand | null;

/** What the test reads of a blackjack table: its round's steps, and the lists both ways. */
interface Family {
  table(): { state: { round: { phase: string; steps: readonly unknown[] } | null }; views(): { dealer: unknown }; do(command: never): unknown; random: AutoplayRandom; log: readonly { type: string }[] };
  autoplay: Autoplay;
  /** The lists from one replay, and as each was made alone. */
  lists(state: unknown): { one: unknown; alone: unknown } | null;
}

const FAMILIES: Record<string, Family> = {
  "twenty-one": {
    table: () => new TwentyOneTable({ gameId: "pure-21-5" }) as never,
    autoplay: twentyOneAutoplay as Autoplay,
    lists(s) {
      const state = s as TwentyOneTable["state"];
      const { settings, round } = state;
      if (!settings || !round || round.steps.length === 0) return null;
      const replay = twentyOneDecisionReplay(settings, round);
      const start = twentyOneOpen(twentyOneGameOf(settings).game, settings.seats, round);
      const engine = { apply: twentyOneApply, nextStep: twentyOneNextStep };
      return {
        one: blackjackRoundLists(round.steps, replay, twentyOneNextStep, () => "Card"),
        alone: {
          dealtCards: blackjackDealtCards(round.steps, start, engine, false, () => "Card"),
          revealedCards: blackjackDealtCards(round.steps, start, engine, true, () => "Card"),
          decisions: recordedDecisions(round.steps, replay),
        },
      };
    },
  },
  "no-bust": {
    table: () => new NoBustTable({ gameId: "no-bust-6", decks: 6 }) as never,
    autoplay: noBustAutoplay as Autoplay,
    lists(s) {
      const state = s as NoBustTable["state"];
      const { settings, round } = state;
      if (!settings || !round || round.steps.length === 0) return null;
      const replay = noBustDecisionReplay(settings, round);
      const start = noBustOpen(noBustGameOf(settings).game, settings.seats, round);
      const engine = { apply: noBustApply, nextStep: noBustNextStep };
      return {
        one: blackjackRoundLists(round.steps, replay, noBustNextStep, (n) => `Card ${n}`),
        alone: {
          dealtCards: blackjackDealtCards(round.steps, start, engine, false, (n) => `Card ${n}`),
          revealedCards: blackjackDealtCards(round.steps, start, engine, true, (n) => `Card ${n}`),
          decisions: recordedDecisions(round.steps, replay),
        },
      };
    },
  },
};

describe("the blackjack views' correction lists from one replay", () => {
  it.each(Object.keys(FAMILIES))("%s: the same as each list replayed alone, after every command of 12 autoplayed rounds", (family) => {
    const { table: make, autoplay, lists } = FAMILIES[family]!;
    const table = make();
    const random = seededRandom(`round-lists-${family}`);
    table.random = seededRandom(`round-lists-${family}-table`);
    let compared = 0;
    let hidden = 0;
    let decided = 0;
    for (let n = 0; table.log.filter((e) => e.type === "RoundCompleted").length < 12; n++) {
      expect(n, `${family}: 12 rounds in 4,800 commands`).toBeLessThan(4_800);
      const command = autoplay(table.views().dealer as never, random);
      expect(command, `${family}: the driver has a command`).not.toBeNull();
      table.do(command as never);
      const both = lists(table.state);
      if (!both) continue;
      expect(JSON.stringify(both.one), `${family} after command ${n}`).toBe(JSON.stringify(both.alone));
      const one = both.one as { dealtCards: unknown; revealedCards: unknown; decisions: readonly unknown[] };
      compared += 1;
      if (JSON.stringify(one.dealtCards) !== JSON.stringify(one.revealedCards)) hidden += 1;
      if (one.decisions.length > 0) decided += 1;
    }
    // The check saw rounds with the hole card face down for the dealer only, and with decisions on record.
    expect(compared).toBeGreaterThan(50);
    expect(hidden).toBeGreaterThan(0);
    expect(decided).toBeGreaterThan(0);
  });
});
