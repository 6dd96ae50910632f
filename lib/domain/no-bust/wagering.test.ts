import { describe, expect, it } from "vitest";
import { validateRound } from "../wagers/wager-validation";
import { noBustGame } from "./games";
import { noBustWageringRules } from "./wagering";
import { $ } from "./test-kit";

const table = { seats: 10, occupiedSeats: [2, 3], playerDealerSeat: 1 };
const limits = { min: $(5), max: $(200) };

describe("wagering rules for the wagers module", () => {
  it("2014 L3232-3241: the Buster bet needs the bettor's game wager and is $1 to $100", () => {
    const rules = noBustWageringRules(noBustGame("no-bust-buster-bonus-6"), limits);
    expect(validateRound(rules, table, [{ seat: 2, bet: "main", amount: $(10) }, { seat: 2, bet: "buster", amount: $(1) }]).ok).toBe(true);
    const alone = validateRound(rules, table, [{ seat: 2, bet: "buster", amount: $(5) }]);
    expect(alone.ok ? [] : alone.refusals.map((r) => r.code)).toEqual(["NeedsQualifyingWager"]);
    const over = validateRound(rules, table, [{ seat: 2, bet: "main", amount: $(10) }, { seat: 2, bet: "buster", amount: $(101) }]);
    expect(over.ok ? [] : over.refusals.map((r) => r.code)).toEqual(["OverSpotLimit"]);
  });
  it("L154, L885-886, L3211-3212: backline betting on the game wager; no Buster bet outside the 2014 game", () => {
    const rules = noBustWageringRules(noBustGame("no-bust-6"), limits);
    expect(validateRound(rules, table, [{ seat: 2, bet: "main", amount: $(10) }, { seat: 2, bet: "main", amount: $(10), backline: true, bettor: "Ann" }]).ok).toBe(true);
    expect(validateRound(rules, table, [{ seat: 2, bet: "main", amount: $(10) }, { seat: 2, bet: "buster", amount: $(5) }]).ok).toBe(false);
  });
});
