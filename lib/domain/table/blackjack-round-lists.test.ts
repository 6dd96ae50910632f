/**
 * The blackjack views' correction lists made from one replay of the round (common/blackjack-views.ts,
 * blackjackRoundLists) against the replay-based functions that made each list alone before
 * (blackjackDealtCards, hidden and revealed, and recordedDecisions): the same JSON after every
 * command of autoplayed rounds of twenty-one and No Bust, made from the opening and grown from the
 * last state's replay (as the views' kept parts grow them), the lists grown from left as they were.
 */
import { describe, expect, it } from "vitest";
import { seededRandom } from "../cards/random";
import { nextStep as noBustNextStep } from "../no-bust";
import { nextStep as twentyOneNextStep } from "../twenty-one";
import type { AutoplayCommand, AutoplayRandom } from "./common/autoplay";
import { blackjackDealtCards, blackjackRoundLists, type ReplayedRoundLists } from "./common/blackjack-views";
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

/** The last state's replay and what it read besides the steps. */
interface Last {
  readonly replayed: ReplayedRoundLists<never, never>;
  readonly round: unknown;
}

/** The last replay when it was of the same round's opening (the same settings, wagers, seat and bank). */
function lastOf<R extends { wagers: unknown; playerDealerSeat: unknown; bank: unknown }>(last: Last | undefined, round: R): never {
  const was = last?.round as R | undefined;
  return (was && was.wagers === round.wagers && was.playerDealerSeat === round.playerDealerSeat && was.bank === round.bank ? last!.replayed : undefined) as never;
}

/** What the test reads of a blackjack table: its round's steps, and the lists both ways. */
interface Family {
  table(): { state: { round: { phase: string; steps: readonly unknown[] } | null }; views(): { dealer: unknown }; do(command: never): unknown; random: AutoplayRandom; log: readonly { type: string }[] };
  autoplay: Autoplay;
  /** The lists from one replay, grown from the last state's replay (`last`), and as each was made alone. */
  lists(state: unknown, last: Last | undefined): { one: unknown; grown: ReplayedRoundLists<never, never>; alone: unknown; round: unknown } | null;
}

const FAMILIES: Record<string, Family> = {
  "twenty-one": {
    table: () => new TwentyOneTable({ gameId: "pure-21-5" }) as never,
    autoplay: twentyOneAutoplay as Autoplay,
    lists(s, last) {
      const state = s as TwentyOneTable["state"];
      const { settings, round } = state;
      if (!settings || !round || round.steps.length === 0) return null;
      const replay = twentyOneDecisionReplay(settings, round);
      const start = twentyOneOpen(twentyOneGameOf(settings).game, settings.seats, round);
      const engine = { apply: twentyOneApply, nextStep: twentyOneNextStep };
      return {
        one: blackjackRoundLists(round.steps, () => replay, twentyOneNextStep, () => "Card").lists,
        grown: blackjackRoundLists(round.steps, () => replay, twentyOneNextStep, () => "Card", lastOf(last, round)) as never,
        round,
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
    lists(s, last) {
      const state = s as NoBustTable["state"];
      const { settings, round } = state;
      if (!settings || !round || round.steps.length === 0) return null;
      const replay = noBustDecisionReplay(settings, round);
      const start = noBustOpen(noBustGameOf(settings).game, settings.seats, round);
      const engine = { apply: noBustApply, nextStep: noBustNextStep };
      return {
        one: blackjackRoundLists(round.steps, () => replay, noBustNextStep, (n) => `Card ${n}`).lists,
        grown: blackjackRoundLists(round.steps, () => replay, noBustNextStep, (n) => `Card ${n}`, lastOf(last, round)) as never,
        round,
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
    let grown = 0;
    let last: Last | undefined;
    let lastJson = "";
    for (let n = 0; table.log.filter((e) => e.type === "RoundCompleted").length < 12; n++) {
      expect(n, `${family}: 12 rounds in 4,800 commands`).toBeLessThan(4_800);
      const command = autoplay(table.views().dealer as never, random);
      expect(command, `${family}: the driver has a command`).not.toBeNull();
      table.do(command as never);
      const both = lists(table.state, last);
      if (!both) continue;
      expect(JSON.stringify(both.one), `${family} after command ${n}`).toBe(JSON.stringify(both.alone));
      expect(JSON.stringify(both.grown.lists), `${family} after command ${n}, grown`).toBe(JSON.stringify(both.alone));
      // The lists handed out a moment ago stay as they were.
      if (last) expect(JSON.stringify(last.replayed.lists), `${family} before command ${n}`).toBe(lastJson);
      if (last && (lastOf(last, both.round as never) as unknown) !== undefined) grown += 1;
      last = { replayed: both.grown, round: both.round };
      lastJson = JSON.stringify(both.grown.lists);
      const one = both.one as { dealtCards: unknown; revealedCards: unknown; decisions: readonly unknown[] };
      compared += 1;
      if (JSON.stringify(one.dealtCards) !== JSON.stringify(one.revealedCards)) hidden += 1;
      if (one.decisions.length > 0) decided += 1;
    }
    // The check saw rounds with the hole card face down for the dealer only, and with decisions on record.
    expect(compared).toBeGreaterThan(50);
    expect(hidden).toBeGreaterThan(0);
    expect(decided).toBeGreaterThan(0);
    expect(grown).toBeGreaterThan(50);
  });
});
