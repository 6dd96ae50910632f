import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { seededRandom } from "../../cards/random";
import { TWENTY_ONE_GAME_IDS } from "../../twenty-one";
import { amended, decisionToAmend, playAgain, playSome } from "../common/decision-correction-kit";
import { SUPERVISOR, TwentyOneTable } from "./test-kit";

const scenario = fc.record({
  game: fc.constantFrom(...TWENTY_ONE_GAME_IDS),
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  wagers: fc.array(fc.record({ seat: fc.integer({ min: 1, max: 7 }), amount: fc.integer({ min: 5, max: 100 }) }), { minLength: 1, maxLength: 5 }),
  steps: fc.integer({ min: 8, max: 60 }),
  settle: fc.boolean(),
  choices: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

/** A table of the scenario with its wagers placed and betting closed, dealing from the server's shoe in the scenario's order. */
function opened(s: Scenario): TwentyOneTable {
  const t = new TwentyOneTable({ gameId: s.game });
  t.random = seededRandom(s.seed);
  t.seat([1, 2, 3, 4, 5, 6, 7, 8], 8, 200_000);
  t.do({ type: "start-shoe", source: "server" });
  t.do({ type: "open-betting" });
  for (const w of s.wagers) t.try({ type: "place-wager", seat: w.seat, bet: "main", amount: w.amount * 100 });
  t.do({ type: "close-betting" });
  return t;
}

describe("a twenty-one decision amended by the floor, over random rounds (server shoe)", () => {
  it("is taken exactly when the amended inputs play from the start with every card where it went, and then leaves that round; money conserved", () => {
    let taken = 0;
    let refused = 0;
    fc.assert(
      fc.property(scenario, (s) => {
        let choice = 0;
        const pick = (n: number) => s.choices[choice++ % s.choices.length]! % n;
        const t = opened(s);
        const commands = playSome(t, s.steps, pick);
        if (s.settle && t.views().dealer.next.command === "settle") t.do({ type: "settle" });
        const amend = decisionToAmend(t.views().supervisor.decisions, pick);
        if (!amend) return;
        const before = JSON.stringify(t.state);
        const answer = t.try({ type: "correct-decision", index: amend.index, decision: amend.to, reason: "tapped wrong" }, SUPERVISOR);
        const fresh = opened(s);
        const played = playAgain(fresh, amended(commands, amend.index, amend.to));
        expect(answer === null, `correction ${answer?.message ?? "taken"}; played again: ${played}`).toBe(played === "ok");
        if (answer) {
          refused++;
          expect(answer.code).toBe("CORRECTION_BREAKS_ROUND");
          expect(answer.message).toMatch(/^With \w+ instead of \w+, .*: void the round( or declare a misdeal)?\.$/);
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
      { numRuns: 150 },
    );
    // Both outcomes were exercised.
    expect(taken).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(10);
  });
});
