import { describe, it } from "vitest";
import { NO_BUST_GAME_IDS } from "../../no-bust";
import { checkDecisionCorrections } from "../common/decision-correction-property";
import { NoBustTable } from "./test-kit";

describe("a No Bust decision amended by the floor, over random rounds (server shoe)", () => {
  it("is taken exactly when the amended inputs play from the start with every card where it went, and then leaves that round; money conserved", () => {
    checkDecisionCorrections({
      games: NO_BUST_GAME_IDS,
      table: (gameId) => new NoBustTable({ gameId, decks: 6 }),
      // Each wager within the table's limits (each No Bust game's fee option posts its own).
      amount: (t, w) => {
        const { min, max } = t.views().dealer.limits;
        return Math.min(max, min + (w.amount - 5) * 100);
      },
    });
  });
});
