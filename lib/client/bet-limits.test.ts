import { describe, expect, it } from "vitest";
import { baccaratGame } from "@/lib/domain/baccarat/games";
import { betLimitGroupText, betLimitGroups, namesText, ownBetLimits, shortBetName } from "./bet-limits";

const bets = (gameId: string) => baccaratGame(gameId).bets.map((b) => ({ id: b.id, name: b.name }));

describe("bets with limits of their own (fees.md O5)", () => {
  it("Mortimer's EZ Baccarat Panda 8: Dragon 7 and Panda 8 take $5-$500 whatever the table limits (seed 003 L2268-2269)", () => {
    const table = { min: 500, max: 100_000 };
    expect(ownBetLimits("ez-baccarat-panda-8-mortimers", "dragon7", table)).toEqual({ min: 500, max: 50_000 });
    expect(ownBetLimits("ez-baccarat-panda-8-mortimers", "panda8", { min: 5_000, max: 100_000 })).toEqual({ min: 500, max: 50_000 });
    // The Tie stays within the table limits.
    expect(ownBetLimits("ez-baccarat-panda-8-mortimers", "tie", table)).toBeNull();
    const groups = betLimitGroups("ez-baccarat-panda-8-mortimers", bets("ez-baccarat-panda-8"), table);
    expect(groups.map((g) => betLimitGroupText(g))).toEqual(["Panda 8 and Dragon 7: $5.00–$500.00"]);
  });

  it("Mortimer's Dragon Bonus: Tie and both Dragon Bonus bets at most $150, the minimum the table's (seed 003 L4846-4847)", () => {
    const groups = betLimitGroups("dragon-bonus-baccarat-mortimers", bets("commission-free-dragon-bonus"), { min: 500, max: 50_000 });
    expect(groups.map((g) => betLimitGroupText(g, " – "))).toEqual(["Tie, Player Dragon and Banker Dragon: $5.00 – $150.00"]);
    // As the live table does: a maximum below the table minimum becomes the minimum.
    expect(ownBetLimits("dragon-bonus-baccarat-mortimers", "tie", { min: 20_000, max: 50_000 })).toEqual({ min: 20_000, max: 20_000 });
  });

  it("other schedules, and a bet that matches the table limits, post nothing extra", () => {
    expect(betLimitGroups("fortune-7-baccarat", bets("fortune-7-baccarat"), { min: 500, max: 10_000 })).toEqual([]);
    expect(betLimitGroups("ez-baccarat-panda-8-dragon-bonus-kings", bets("ez-baccarat-panda-8"), { min: 500, max: 10_000 })).toEqual([]);
    expect(ownBetLimits("ez-baccarat-panda-8-mortimers", "dragon7", { min: 500, max: 50_000 })).toBeNull();
    expect(ownBetLimits("no-such-schedule", "dragon7", { min: 500, max: 50_000 })).toBeNull();
  });

  it("names are shortened for a header", () => {
    expect(shortBetName("Dragon 7 Bonus Bet")).toBe("Dragon 7");
    expect(shortBetName("Tie Bet")).toBe("Tie");
    expect(shortBetName("Panda 8")).toBe("Panda 8");
    expect(namesText(["Tie Bet"])).toBe("Tie");
    expect(namesText(["A", "B"])).toBe("A and B");
  });
});
