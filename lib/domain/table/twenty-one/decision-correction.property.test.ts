import { describe, expect, it } from "vitest";
import { TWENTY_ONE_GAME_IDS } from "../../twenty-one";
import { OFFER_ANSWERS } from "../common/blackjack-decisions";
import { checkDecisionCorrections } from "../common/decision-correction-property";
import { TwentyOneTable } from "./test-kit";

const isAnswer = (decision: string) => (OFFER_ANSWERS as readonly string[]).includes(decision);

describe("a twenty-one decision amended by the floor, over random rounds (server shoe)", () => {
  it("is taken exactly when the amended inputs play from the start with every card where it went, and then leaves that round; money conserved", () => {
    checkDecisionCorrections({
      games: TWENTY_ONE_GAME_IDS,
      table: (gameId) => new TwentyOneTable({ gameId }),
      amount: (_t, w) => w.amount * 100,
    });
  });

  it("a seat's insurance or early-surrender answer amended (DC8): the same property, over the games that offer them", () => {
    const seen = { insurance: 0, surrender: 0, taken: 0, refused: 0, amounts: 0 };
    checkDecisionCorrections(
      {
        // Kings' Pure 21.5 and Blackjack X offer insurance (seed 004 L529, L1072); Pure Spanish 21.5 and Blackjack X surrender early (L673, L1085).
        games: ["pure-21-5", "pure-spanish-21-5", "blackjack-x"],
        table: (gameId) => new TwentyOneTable({ gameId }),
        amount: (_t, w) => w.amount * 100,
        // Insurance is rarer (an ace up at two of the games): amended first where the round has it.
        only: (open) => {
          const insurance = open.filter((d) => d.decision.includes("insurance"));
          return insurance.length > 0 ? insurance : open.filter((d) => isAnswer(d.decision));
        },
        seen: (amend, d, taken) => {
          if (!isAnswer(d.decision)) return;
          seen[d.decision.includes("insurance") ? "insurance" : "surrender"]++;
          seen[taken ? "taken" : "refused"]++;
          if (amend.amount !== undefined) seen.amounts++;
        },
      },
      400,
    );
    // Both answers were amended, both ways, and insurance for a named amount (an ace up comes in about
    // one round in thirteen: some 15-20 insurance amendments in 400 runs, a third of them for no amount named).
    expect(seen.insurance).toBeGreaterThan(5);
    expect(seen.surrender).toBeGreaterThan(20);
    expect(seen.taken).toBeGreaterThan(10);
    expect(seen.refused).toBeGreaterThan(10);
    expect(seen.amounts).toBeGreaterThan(0);
  });
});
