import { describe, expect, it } from "vitest";
import { GameOptionError } from "../game-options";
import { HouseWayInputError, houseWayFor } from "./house-way-input";
import { isPaiGowTilesGameId, paiGowTilesGame, PAI_GOW_TILES_DEFAULTS, PAI_GOW_TILES_OPTION_NOTES, UnknownPaiGowTilesGameError } from "./games";

describe("the game catalogue", () => {
  it("pai-gow-tiles: the filing, the fee schedule, eight seats, the dice button", () => {
    const g = paiGowTilesGame("pai-gow-tiles");
    expect(g).toMatchObject({
      id: "pai-gow-tiles",
      name: "Pai Gow Tiles",
      filing: { seed: "004_b7b95d88b58787a5.txt", bgcId: "GEGA-004233", lines: "744-815" },
      feeScheduleId: "pai-gow-tiles",
      maxSeats: 8,
      actionButton: { kind: "dice", positions: 8, onPlayerDealer: "right-of-house-dealer", onEmptySeat: "stays" },
      settlementDirection: "clockwise",
      betOrder: ["main"],
    });
    expect(g.options).toEqual(PAI_GOW_TILES_DEFAULTS);
    expect(isPaiGowTilesGameId("pai-gow-tiles")).toBe(true);
    expect(isPaiGowTilesGameId("fortune-pai-gow-poker")).toBe(false);
    expect(() => paiGowTilesGame("pai-gow")).toThrow(UnknownPaiGowTilesGameError);
  });

  it("every option has its filing lines, a reason, and its default among its values", () => {
    for (const [name, note] of Object.entries(PAI_GOW_TILES_OPTION_NOTES)) {
      expect(note.source, name).toMatch(/^seed 004 L\d+/);
      expect(note.why.length, name).toBeGreaterThan(20);
      expect(note.values, name).toContain((PAI_GOW_TILES_DEFAULTS as unknown as Record<string, string>)[name]);
    }
  });

  it("a room's options reach the configuration; unknown names and values are refused", () => {
    const g = paiGowTilesGame("pai-gow-tiles", { sevensNeed: "teen-and-day", playerDealerSets: "house-way", smallerTables: "seats-counted-round" });
    expect([g.houseWay.sevensNeed, g.playerDealerSets, g.smallerTables]).toEqual(["teen-and-day", "house-way", "seats-counted-round"]);
    expect(() => paiGowTilesGame("pai-gow-tiles", { commission: 5 })).toThrow(GameOptionError);
    expect(() => paiGowTilesGame("pai-gow-tiles", { highBelowLow: "foul" })).toThrow(GameOptionError);
  });
});

describe("the house-way tool's input", () => {
  const messageOf = (f: () => unknown): string => {
    try {
      f();
    } catch (e) {
      if (e instanceof HouseWayInputError) return e.message;
      throw e;
    }
    return "none";
  };

  it("sets four tiles typed by face, two of a civil face being both copies", () => {
    expect(houseWayFor({ game: "pai-gow-tiles", tiles: ["6-6", "6-6", "4-5", "6-5"] })).toMatchObject({ high: ["6-6b", "4-5"], low: ["6-6a", "5-6a"], rule: "pair-split" });
    expect(houseWayFor({ game: "pai-gow-tiles", tiles: ["6-6", "6-6", "4-5", "6-5"], options: { teenDayNineEleven: "nine-and-eleven" } }).rule).toBe("pair-split");
  });

  it("refusals name the field", () => {
    expect(messageOf(() => houseWayFor({ game: "no-bust-6", tiles: [] }))).toBe('game: the house way is for pai-gow-tiles, not "no-bust-6"');
    expect(messageOf(() => houseWayFor({ game: "pai-gow-tiles", tiles: ["6-6", "1-1", "3-6"] }))).toBe("tiles: the house way sets four tiles, got 3");
    expect(messageOf(() => houseWayFor({ game: "pai-gow-tiles", tiles: ["6-6", "1-1", "3-6", "6-3"] }))).toBe("tiles[3]: Chop Gow (3-6) refused: tile 3-6 is given twice");
    expect(messageOf(() => houseWayFor({ game: "pai-gow-tiles", tiles: ["6-6", "1-1", "3-6", "7-1"] }))).toMatch(/^tiles\[3\]: "7-1" is not a tile/);
    expect(messageOf(() => houseWayFor({ game: "pai-gow-tiles", tiles: ["6-6", "1-1", "3-6", "1-2"], options: { sevensNeed: "all" } }))).toMatch(/^options\.sevensNeed: /);
  });
});
