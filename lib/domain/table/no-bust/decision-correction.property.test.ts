import { describe, expect, it } from "vitest";
import { NO_BUST_GAME_IDS } from "../../no-bust";
import { INSURANCE_ANSWERS } from "../common/blackjack-decisions";
import { checkDecisionCorrections, type DecisionCorrectionFamily } from "../common/decision-correction-property";
import { NoBustTable } from "./test-kit";

const isInsurance = (decision: string) => (INSURANCE_ANSWERS as readonly string[]).includes(decision);

/** Each No Bust game at a table of its own fee option, each wager within the table's limits (each option posts its own). */
const NO_BUST: DecisionCorrectionFamily<NoBustTable> = {
  games: NO_BUST_GAME_IDS,
  table: (gameId) => new NoBustTable({ gameId, decks: 6 }),
  amount: (t, w) => {
    const { min, max } = t.views().dealer.limits;
    return Math.min(max, min + (w.amount - 5) * 100);
  },
};

describe("a No Bust decision amended by the floor, over random rounds (server shoe)", () => {
  it("is taken exactly when the amended inputs play from the start with every card where it went, and then leaves that round; money conserved", () => {
    checkDecisionCorrections(NO_BUST);
  });

  it("a seat's insurance answer amended (DC8): the same property, over the games that offer insurance", () => {
    const seen = { insurance: 0, taken: 0, amounts: 0 };
    checkDecisionCorrections(
      {
        ...NO_BUST,
        // 6.0 and the 2014 Buster Bonus edition offer insurance (seed 003 L866-871, L3180-3189); the Joker edition does not.
        games: ["no-bust-6", "no-bust-buster-bonus-6"],
        // An ace up is rare (about one round in thirteen): insurance amended first where the round has it.
        only: (open) => open.filter((d) => isInsurance(d.decision)),
        seen: (amend, d, taken) => {
          if (!isInsurance(d.decision)) return;
          seen.insurance++;
          if (taken) seen.taken++;
          if (amend.amount !== undefined) seen.amounts++;
        },
      },
      400,
    );
    // Insurance moves no card: every insurance amendment within the seat's bounds is taken (26-34
    // insurance amendments in 400 runs, 10-14 of them for an amount named, over three runs).
    expect(seen.insurance).toBeGreaterThan(10);
    expect(seen.taken).toBe(seen.insurance);
    expect(seen.amounts).toBeGreaterThan(2);
  });
});
