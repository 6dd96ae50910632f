import { describe, expect, it } from "vitest";
import { betLimitGroupText, betLimitGroups, namesText, shortBetName } from "./bet-limits";

describe("bets with limits of their own (fees.md O5), as the views carry them", () => {
  it("groups the bets by their own limits, in the game's order; bets on the table limits post nothing", () => {
    const bets = [
      { name: "Player line", limits: null },
      { name: "Panda 8", limits: { min: 500, max: 50_000 } },
      { name: "Dragon 7 Bonus Bet", limits: { min: 500, max: 50_000 } },
      { name: "Buster Blackjack Bonus", limits: { min: 100, max: 10_000 } },
    ];
    const groups = betLimitGroups(bets);
    expect(groups.map((g) => betLimitGroupText(g))).toEqual(["Panda 8 and Dragon 7: $5.00–$500.00", "Buster Blackjack Bonus: $1.00–$100.00"]);
    expect(betLimitGroupText(groups[0]!, " – ")).toBe("Panda 8 and Dragon 7: $5.00 – $500.00");
    expect(betLimitGroups([{ name: "Tie Bet" }, { name: "Player line", limits: null }])).toEqual([]);
  });

  it("names are shortened for a header", () => {
    expect(shortBetName("Dragon 7 Bonus Bet")).toBe("Dragon 7");
    expect(shortBetName("Tie Bet")).toBe("Tie");
    expect(shortBetName("Panda 8")).toBe("Panda 8");
    expect(namesText(["Tie Bet"])).toBe("Tie");
    expect(namesText(["A", "B"])).toBe("A and B");
  });
});
