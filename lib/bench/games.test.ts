import { describe, expect, it } from "vitest";
import { DEMO_TABLES, ROOM_ENTERED_DEMO_OPTION } from "@/lib/server/demo-floor";
import { GAME_FAMILIES, familyOf } from "@/lib/domain/table/families";
import { DEFAULT_TABLE, feeFor } from "./bench-database";
import { baccaratDriverOnly, demoConfigOf, demoGames, gameOfTable, gameProblem, gamesOf, roundEnds } from "./games";

describe("the games a benchmark deals", () => {
  it("gives all-families one demo game of each family, Fortune 7 for baccarat, and tables round-robin", () => {
    const games = gamesOf("all-families");
    expect(games.map((g) => familyOf(g))).toEqual(GAME_FAMILIES);
    expect(games[0]).toBe("fortune-7-baccarat");
    expect(Array.from({ length: 9 }, (_, i) => gameOfTable("all-families", i))).toEqual([...games, games[0], games[1]]);
    expect(gamesOf("all-demo-games")).toEqual([...new Set(DEMO_TABLES.map((t) => t.gameId))]);
    expect(gamesOf("mixed")).toEqual(["fortune-7-baccarat", "ez-baccarat"]);
    expect(gamesOf("texas-holdem")).toEqual(["texas-holdem"]);
  });

  it("takes each game's table configuration from its demo table, game options and option data included", () => {
    for (const t of DEMO_TABLES) {
      const c = demoConfigOf(t.gameId)!;
      expect(c).toMatchObject({ game: t.gameId, seats: t.seats, feeScheduleId: t.feeScheduleId, feeOptionId: t.feeOptionId, feeOptionData: t.feeOptionData, min: t.min, max: t.max });
      expect(c.gameOptions).toEqual("gameOptions" in t ? t.gameOptions : {});
    }
    expect(demoConfigOf("texas-holdem")!.gameOptions).toEqual({ smallBlindCents: 100, bigBlindCents: 300, wallBoard: true });
  });

  it("configures Fortune 7 and EZ Baccarat tables as the runs before every family did, so their figures compare", () => {
    const f7 = demoConfigOf("fortune-7-baccarat")!;
    expect({ game: f7.game, feeScheduleId: f7.feeScheduleId, feeOptionId: f7.feeOptionId, min: f7.min, max: f7.max, seats: f7.seats }).toEqual(DEFAULT_TABLE);
    expect(f7.feeOptionData).toBeNull();
    const ez = demoConfigOf("ez-baccarat")!;
    expect({ scheduleId: ez.feeScheduleId, optionId: ez.feeOptionId, data: ez.feeOptionData }).toEqual(feeFor("ez-baccarat", { ...DEFAULT_TABLE, game: "mixed" }));
    expect(ez.feeOptionData).toBe(ROOM_ENTERED_DEMO_OPTION);
  });

  it("accepts every demo game and the mixes, and says in one line why anything else cannot run", () => {
    for (const g of [...demoGames(), "mixed", "all-families", "all-demo-games"]) expect(gameProblem(g)).toBeNull();
    const unknown = gameProblem("roulette")!;
    expect(unknown).toMatch(/^--game must be a game id this system runs/);
    expect(unknown).toContain('"roulette"');
    expect(unknown).not.toContain("\n");
    // Known to the system, but no demo table to take a configuration from.
    expect(familyOf("ez-baccarat-panda-8")).toBe("baccarat");
    expect(gameProblem("ez-baccarat-panda-8")).toMatch(/^--game ez-baccarat-panda-8: no demo table deals this game/);
  });

  it("knows which runs are baccarat through the bench's own driver, and which command completes a round", () => {
    expect(baccaratDriverOnly("mixed")).toBe(true);
    expect(baccaratDriverOnly("ez-baccarat")).toBe(true);
    expect(baccaratDriverOnly("dai-bacc")).toBe(false);
    expect(baccaratDriverOnly("all-families")).toBe(false);
    expect(roundEnds("poker", "award")).toBe(true);
    expect(roundEnds("poker", "end-round")).toBe(false);
    expect(roundEnds("no-bust", "end-round")).toBe(true);
    expect(roundEnds("baccarat", "award")).toBe(false);
  });
});
