import { describe, expect, it } from "vitest";
import { dollars } from "../money";
import { POKER_GAME_IDS } from "./game-config";
import { pokerGame } from "./games";
import { postedOptions, type PostedLimit } from "./posted-limits";
import { PokerRefusal } from "./refusal";
import { killBlind, killedStakes, optionForStakes, upperLimit, type PokerStakes } from "./stakes";

/** Stakes a room would configure for a posted limit. */
function stakesFor(limit: PostedLimit): PokerStakes {
  switch (limit.kind) {
    case "limit":
      return { structure: "limit", smallBet: limit.smallBet, bigBet: limit.bigBet, blinds: limit.blinds ?? { small: limit.smallBet / 2, big: limit.smallBet } };
    case "limit-from":
      return { structure: "limit", smallBet: limit.smallBetAtLeast * 2, bigBet: limit.smallBetAtLeast * 4, blinds: { small: limit.smallBetAtLeast, big: limit.smallBetAtLeast * 2 } };
    case "spread-limit":
      return { structure: "spread-limit", spread: { min: limit.min, max: limit.max }, blinds: { small: limit.min, big: limit.min } };
    case "blinds":
      return { structure: "pot-limit", blinds: limit.blinds };
    case "buy-in":
      return { structure: "no-limit", buyIn: { min: limit.min, max: limit.max }, blinds: { small: dollars(1), big: dollars(2) } };
  }
}

describe("the table's stakes choose its option, never a bet amount (seed 004 L64; seed 003 L2672-2674)", () => {
  it.each(POKER_GAME_IDS)("%s: every printed limit leads back to its own option", (id) => {
    const game = pokerGame(id);
    for (const option of postedOptions(game.feeScheduleId)) {
      for (const limit of option.limits) expect(optionForStakes(game, stakesFor(limit)).option.id, limit.label).toBe(option.optionId);
    }
  });

  it("Kings: $75-$150 is option 6; $150-$300 and above is option 7 (seed 004 L20-22)", () => {
    const game = pokerGame("texas-holdem");
    const limit = (s: number, b: number): PokerStakes => ({ structure: "limit", smallBet: dollars(s), bigBet: dollars(b), blinds: { small: dollars(s / 2), big: dollars(s) } });
    expect(optionForStakes(game, limit(75, 150)).option.id).toBe("6");
    expect(optionForStakes(game, limit(150, 300)).option.id).toBe("7");
    expect(optionForStakes(game, limit(200, 400)).option.id).toBe("7");
    expect(() => optionForStakes(game, limit(60, 120))).toThrow(/prints no schedule option/);
  });

  it("Kings grouping C (digest §2.1) moves $2-$4, $6-$12 and $30-$60 to the neighbouring option", () => {
    const game = pokerGame("omaha");
    const limit = (s: number, b: number): PokerStakes => ({ structure: "limit", smallBet: dollars(s), bigBet: dollars(b), blinds: { small: dollars(1), big: dollars(s) } });
    expect([[2, 4], [6, 12], [30, 60]].map(([s, b]) => optionForStakes(game, limit(s!, b!), "A").option.id)).toEqual(["1", "3", "5"]);
    expect([[2, 4], [6, 12], [30, 60]].map(([s, b]) => optionForStakes(game, limit(s!, b!), "C").option.id)).toEqual(["2", "2", "4"]);
    expect(optionForStakes(game, limit(9, 18), "C").option.id).toBe("3");
  });

  it("refuses blinds other than those printed with the limit (Mortimer's)", () => {
    const game = pokerGame("omaha-hi-lo-mortimers");
    expect(() => optionForStakes(game, { structure: "limit", smallBet: 300, bigBet: 600, blinds: { small: 100, big: 200 } })).toThrow(/option 1-3 posts blinds \$1.00\/\$3.00/);
    expect(() => optionForStakes(game, { structure: "pot-limit", blinds: { small: 100, big: 300 } })).toThrow(PokerRefusal);
  });

  it("pot limit and no limit share Mortimer's options 22-38 by their blinds", () => {
    const game = pokerGame("texas-holdem-mortimers");
    expect(optionForStakes(game, { structure: "pot-limit", blinds: { small: 200, big: 500 } }).option.id).toBe("28");
    expect(optionForStakes(game, { structure: "no-limit", blinds: { small: 200, big: 500 } }).option.id).toBe("28");
  });

  it("the kill: a full kill blind is two big blinds and doubles the limits; a half kill one and a half (seed 003 L2863, L2881)", () => {
    const stakes: PokerStakes = { structure: "limit", smallBet: 300, bigBet: 600, blinds: { small: 100, big: 300 } };
    const full = pokerGame("omaha-hi-lo-mortimers").kill!;
    const half = pokerGame("omaha-hi-lo-mortimers", { kill: "half" }).kill!;
    expect(killBlind(full, stakes)).toBe(600);
    expect(killedStakes(full, stakes)).toMatchObject({ smallBet: 600, bigBet: 1200 });
    expect(killBlind(half, stakes)).toBe(450);
    expect(killedStakes(half, stakes)).toMatchObject({ smallBet: 450, bigBet: 900 });
    expect(upperLimit(stakes)).toBe(600);
  });
});

