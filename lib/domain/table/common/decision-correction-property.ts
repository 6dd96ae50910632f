/**
 * The property both blackjack families' decision corrections hold (issue 28): over random rounds
 * dealt from the server's shoe, a recorded decision amended by the floor is taken exactly when the
 * amended inputs play from the start with every card where it went, and then leaves that round;
 * refused, nothing changed; settled, money is conserved. Each family's test gives its games and how
 * it opens a table with the scenario's wagers.
 */
import fc from "fast-check";
import { expect } from "vitest";
import { seededRandom } from "../../cards/random";
import { amended, decisionToAmend, playAgain, playSome, type Amendment, type BlackjackDriver } from "./decision-correction-kit";
import { SUPERVISOR } from "./test-kit";
import type { RecordedDecisionView } from "./views";

interface SettledLine {
  readonly toPlayer: number;
  readonly stake: number;
}

/** What the property reads of a family's table driver (lib/domain/table/<family>/test-kit.ts). */
export interface AmendableTable extends BlackjackDriver {
  random: ReturnType<typeof seededRandom>;
  readonly state: {
    readonly round: {
      readonly phase: string;
      readonly steps: readonly unknown[];
      readonly play: unknown;
      readonly bank: number;
      readonly settlement: { readonly conservation: { readonly ok: boolean }; readonly walk: { readonly lines: readonly SettledLine[]; readonly bankAfter: number } } | null;
    } | null;
  };
  do(command: { type: string } & Record<string, unknown>): unknown;
  seat(seats: number[], pdSeat: number, bank: number): unknown;
  replay(): unknown;
  views(): ReturnType<BlackjackDriver["views"]> & { readonly supervisor: { readonly decisions: readonly RecordedDecisionView[] } };
}

export interface Wager {
  readonly seat: number;
  /** $5 to $100: the family maps it into its table's limits. */
  readonly amount: number;
}

export function decisionCorrectionScenario(games: readonly string[]) {
  return fc.record({
    game: fc.constantFrom(...games),
    seed: fc.string({ minLength: 1, maxLength: 8 }),
    wagers: fc.array(fc.record({ seat: fc.integer({ min: 1, max: 7 }), amount: fc.integer({ min: 5, max: 100 }) }), { minLength: 1, maxLength: 5 }),
    steps: fc.integer({ min: 8, max: 60 }),
    settle: fc.boolean(),
    choices: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
  });
}

export type DecisionCorrectionScenario = ReturnType<typeof decisionCorrectionScenario> extends fc.Arbitrary<infer T> ? T : never;

/** The family's part: its games, a table of a game, and a scenario's wager in that table's cents. */
export interface DecisionCorrectionFamily<T extends AmendableTable> {
  readonly games: readonly string[];
  table(game: string): T;
  amount(t: T, wager: Wager): number;
  /** The decisions to amend where the round has any (twenty-one: the seats' insurance answers, else their early-surrender answers); else any. */
  readonly only?: (open: readonly RecordedDecisionView[]) => readonly RecordedDecisionView[];
  /** Called with each amendment tried and whether it was taken (a test's own counts). */
  readonly seen?: (amendment: Amendment, decision: RecordedDecisionView, taken: boolean) => void;
}

/** A table of the scenario with its wagers placed and betting closed, dealing from the server's shoe in the scenario's order. */
function opened<T extends AmendableTable>(family: DecisionCorrectionFamily<T>, s: DecisionCorrectionScenario): T {
  const t = family.table(s.game);
  t.random = seededRandom(s.seed);
  t.seat([1, 2, 3, 4, 5, 6, 7, 8], 8, 200_000);
  t.do({ type: "start-shoe", source: "server" });
  t.do({ type: "open-betting" });
  for (const w of s.wagers) t.try({ type: "place-wager", seat: w.seat, bet: "main", amount: family.amount(t, w) });
  t.do({ type: "close-betting" });
  return t;
}

/** Runs the property over `numRuns` scenarios; both outcomes (taken, refused) must be exercised. */
export function checkDecisionCorrections<T extends AmendableTable>(family: DecisionCorrectionFamily<T>, numRuns = 150): void {
  let taken = 0;
  let refused = 0;
  fc.assert(
    fc.property(decisionCorrectionScenario(family.games), (s) => {
      let choice = 0;
      const pick = (n: number) => s.choices[choice++ % s.choices.length]! % n;
      const t = opened(family, s);
      const commands = playSome(t, s.steps, pick);
      if (s.settle && t.views().dealer.next.command === "settle") t.do({ type: "settle" });
      const decisions = t.views().supervisor.decisions;
      const amend = decisionToAmend(decisions, pick, family.only);
      if (!amend) return;
      const before = JSON.stringify(t.state);
      const answer = t.try({ type: "correct-decision", index: amend.index, decision: amend.to, ...(amend.amount !== undefined ? { amount: amend.amount } : {}), reason: "tapped wrong" }, SUPERVISOR);
      const fresh = opened(family, s);
      const played = playAgain(fresh, amended(commands, amend.index, amend));
      expect(answer === null, `correction ${answer?.message ?? "taken"}; played again: ${played}`).toBe(played === "ok");
      family.seen?.(amend, decisions.find((d) => d.index === amend.index)!, answer === null);
      if (answer) {
        refused++;
        expect(answer.code).toBe("CORRECTION_BREAKS_ROUND");
        // A decision: "With Hit instead of Double, ..."; a seat's answer: "With the answer corrected (Seat 2: surrendered → plays on), ...".
        expect(answer.message).toMatch(/^With (\w+ instead of \w+|the answer corrected \(Seat \d+: .+\)), .*: void the round( or declare a misdeal)?\.$/);
        expect(JSON.stringify(t.state)).toBe(before);
        return;
      }
      taken++;
      expect(t.state.round!.steps).toEqual(fresh.state.round!.steps);
      expect(t.state.round!.play).toEqual(fresh.state.round!.play);
      expect(t.state.round!.phase).toBe("dealing");
      expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
      if (t.views().dealer.next.command === "settle") {
        t.do({ type: "settle" });
        fresh.do({ type: "settle" });
        const settlement = t.state.round!.settlement!;
        expect(settlement).toEqual(fresh.state.round!.settlement);
        expect(settlement.conservation.ok).toBe(true);
        const toPlayers = settlement.walk.lines.reduce((sum, l) => sum + l.toPlayer, 0);
        const staked = settlement.walk.lines.reduce((sum, l) => sum + l.stake, 0);
        expect(toPlayers + settlement.walk.bankAfter).toBe(staked + t.state.round!.bank);
      }
    }),
    { numRuns },
  );
  // Both outcomes were exercised.
  expect(taken).toBeGreaterThan(10);
  expect(refused).toBeGreaterThan(10);
}
