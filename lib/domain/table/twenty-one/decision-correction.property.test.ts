import { describe, it } from "vitest";
import { TWENTY_ONE_GAME_IDS } from "../../twenty-one";
import { checkDecisionCorrections } from "../common/decision-correction-property";
import { TwentyOneTable } from "./test-kit";

describe("a twenty-one decision amended by the floor, over random rounds (server shoe)", () => {
  it("is taken exactly when the amended inputs play from the start with every card where it went, and then leaves that round; money conserved", () => {
    checkDecisionCorrections({
      games: TWENTY_ONE_GAME_IDS,
      table: (gameId) => new TwentyOneTable({ gameId }),
      amount: (_t, w) => w.amount * 100,
    });
  });
});
