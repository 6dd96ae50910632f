import { describe, expect, it } from "vitest";
import { computeFees, getScheduleOption } from "../fees";
import { validateRound } from "../wagers/wager-validation";
import { paiGowGame } from "./games";
import { paiGowFeeWagers, paiGowWageringRules } from "./wagering";
import { $, wager } from "./test-kit";

const TABLE = { min: $(10), max: $(200) };
const everySeat = { seats: 7, occupiedSeats: [1, 2, 3, 4, 5, 6, 7], playerDealerSeat: 1 };

describe("the bets of each game", () => {
  it("Mortimer's Fortune Bonus is within the table limits (seed 003 L4399-4401); Kings' from $1, so that a $5 Envy threshold can be met at a $10 table (seed 004 L824, L948)", () => {
    const five = [wager(2, "game", 10), wager(2, "fortune", 5)];
    expect(validateRound(paiGowWageringRules(paiGowGame("fortune-pai-gow-mortimers"), TABLE), everySeat, five).ok).toBe(false);
    expect(validateRound(paiGowWageringRules(paiGowGame("fortune-pai-gow"), TABLE), everySeat, five).ok).toBe(true);
    expect(validateRound(paiGowWageringRules(paiGowGame("fortune-pai-gow", { bonusMinimum: "table-minimum" }), TABLE), everySeat, five).ok).toBe(false);
  });

  it("every bonus needs the same bettor's game wager, backline bettors included (seed 004 L932-934, L1678, L1727)", () => {
    const rules = paiGowWageringRules(paiGowGame("face-up-pai-gow"), TABLE);
    expect(rules.bets.map((b) => [b.id, b.backlineAllowed, b.requiresOneOf])).toEqual([
      ["game", true, []],
      ["fortune", true, ["game"]],
      ["ace-high", true, ["game"]],
    ]);
    expect(paiGowWageringRules(paiGowGame("pai-gow-poker"), TABLE).bets.map((b) => b.id)).toEqual(["game"]);
  });
});

describe("the fee wagers", () => {
  it("the game wager is a game wager, the Fortune and Ace-High Bonuses are bonus bets", () => {
    expect(paiGowFeeWagers([wager(2, "game", 10), wager(2, "fortune", 5), wager(3, "ace-high", 5, { bettor: "B" })])).toEqual([
      { seat: 2, bet: "game", kind: "game", amount: $(10) },
      { seat: 2, bet: "fortune", kind: "bonus", amount: $(5) },
      { seat: 3, bet: "ace-high", kind: "bonus", amount: $(5), backline: true, bettor: "B" },
    ]);
  });

  it("Mortimer's option 1 tiers the player's fee on the base game and Fortune Bonus together (seed 003 L4527-4529), the player-dealer's on the table action (L4525-4526)", () => {
    const lines = computeFees(getScheduleOption("fortune-pai-gow-poker-mortimers", "1"), { kind: "hand", playerDealerSeat: 1, wagers: paiGowFeeWagers([wager(2, "game", 90), wager(2, "fortune", 20), wager(3, "game", 50)]) });
    expect(lines.map((l) => [l.payer.kind, l.cents])).toEqual([["player-dealer", $(2)], ["seat", $(2)], ["seat", $(1)]]);
  });

  it("Kings' options tier the player's fee on the game wager alone, no fee on the Fortune Bonus (seed 004 L1921; fees.md C1, C2)", () => {
    const lines = computeFees(getScheduleOption("fortune-pai-gow-poker-kings", "3"), { kind: "hand", playerDealerSeat: 1, wagers: paiGowFeeWagers([wager(2, "game", 190), wager(2, "fortune", 50)]) });
    expect(lines.map((l) => [l.payer.kind, l.cents])).toEqual([["player-dealer", $(2)], ["seat", $(1)]]);
  });
});
