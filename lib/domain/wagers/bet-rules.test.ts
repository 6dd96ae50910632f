import { describe, it, expect } from "vitest";
import { dollars } from "../money";
import { WageringRulesError, betLabel, findBet, wageringRules, type BetRuleInput } from "./bet-rules";

const table = { min: dollars(5), max: dollars(100) };
const line: BetRuleInput[] = [
  { id: "player", label: "Player", backlineAllowed: true },
  { id: "banker", label: "Banker", backlineAllowed: true },
];

describe("wageringRules", () => {
  it("gives bets without their own limits the table limits, and fills defaults", () => {
    const rules = wageringRules({
      tableLimits: table,
      bets: [...line, { id: "earlyTie", label: "Early Tie", backlineAllowed: true, maxRelativeTo: { bets: ["player", "banker"] } }],
    });
    expect(findBet(rules, "player")?.limits).toEqual(table);
    expect(findBet(rules, "player")?.requiresOneOf).toEqual([]);
    expect(findBet(rules, "player")?.maxRelativeTo).toBeNull();
    expect(findBet(rules, "earlyTie")?.maxRelativeTo).toEqual({ bets: ["player", "banker"], measure: "largest" });
  });

  it("keeps a bet's own limits (Panda 8: $5 to $500 at a $5 to $1,000 table)", () => {
    const rules = wageringRules({
      tableLimits: { min: dollars(5), max: dollars(1000) },
      bets: [...line, { id: "panda8", label: "Panda 8", backlineAllowed: true, limits: { min: dollars(5), max: dollars(500) }, requiresOneOf: ["player", "banker"] }],
    });
    expect(findBet(rules, "panda8")?.limits.max).toBe(50_000);
    expect(findBet(rules, "banker")?.limits.max).toBe(100_000);
  });

  it("names bets by label, falling back to the id", () => {
    const rules = wageringRules({ tableLimits: table, bets: line });
    expect(betLabel(rules, "banker")).toBe("Banker");
    expect(betLabel(rules, "nope")).toBe("nope");
    expect(findBet(rules, "nope")).toBeUndefined();
  });

  it.each<[string, BetRuleInput[]]>([
    ["a prerequisite that is not a bet", [...line, { id: "tie", label: "Tie", backlineAllowed: true, requiresOneOf: ["dragon"] }]],
    ["a bet requiring itself", [...line, { id: "tie", label: "Tie", backlineAllowed: true, requiresOneOf: ["tie"] }]],
    ["a cap naming no bet", [...line, { id: "tie", label: "Tie", backlineAllowed: true, maxRelativeTo: { bets: [] } }]],
    ["a cap naming an unknown bet", [...line, { id: "tie", label: "Tie", backlineAllowed: true, maxRelativeTo: { bets: ["base"] } }]],
    ["the same id twice", [...line, { id: "player", label: "Player again", backlineAllowed: true }]],
    ["an empty label", [{ id: "player", label: " ", backlineAllowed: true }]],
    ["min above max", [{ id: "player", label: "Player", backlineAllowed: true, limits: { min: 500, max: 100 } }]],
    ["a zero minimum", [{ id: "player", label: "Player", backlineAllowed: true, limits: { min: 0, max: 100 } }]],
    ["a fraction of a cent", [{ id: "player", label: "Player", backlineAllowed: true, limits: { min: 0.5, max: 100 } }]],
  ])("refuses %s", (_, bets) => {
    expect(() => wageringRules({ tableLimits: table, bets })).toThrow(WageringRulesError);
  });

  it("accepts its own output again (a stored configuration re-validated)", () => {
    const rules = wageringRules({
      tableLimits: table,
      bets: [...line, { id: "tie", label: "Tie", backlineAllowed: false, requiresOneOf: ["player", "banker"], maxRelativeTo: { bets: ["player"], measure: "total" } }],
    });
    expect(wageringRules(JSON.parse(JSON.stringify(rules)))).toEqual(rules);
  });

  it("refuses impossible table limits", () => {
    expect(() => wageringRules({ tableLimits: { min: 100, max: 50 }, bets: line })).toThrow(WageringRulesError);
  });
});
