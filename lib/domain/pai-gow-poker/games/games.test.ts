import { describe, expect, it } from "vitest";
import { getSchedule } from "../../fees";
import { GameOptionError } from "../../game-options";
import { PAI_GOW_GAME_IDS } from "../game-config";
import { isPaiGowGameId, paiGowGame, UnknownPaiGowGameError } from ".";

describe("the pai gow poker catalogue", () => {
  it("holds the four games of the issue, each with its filing, fee schedule and seven seats", () => {
    expect(PAI_GOW_GAME_IDS.map((id) => [id, paiGowGame(id).name, paiGowGame(id).filing.seed.slice(0, 3), paiGowGame(id).feeScheduleId])).toEqual([
      ["fortune-pai-gow-mortimers", "Fortune Pai Gow Poker (Mortimer's)", "003", "fortune-pai-gow-poker-mortimers"],
      ["fortune-pai-gow", "Fortune Pai Gow Poker", "004", "fortune-pai-gow-poker-kings"],
      ["face-up-pai-gow", "Face Up Pai Gow Poker", "004", "face-up-pai-gow-poker"],
      ["pai-gow-poker", "Pai Gow Poker (Double Hand Poker)", "003", "pai-gow-poker-double-hand"],
    ]);
    for (const id of PAI_GOW_GAME_IDS) {
      const game = paiGowGame(id);
      expect(game.seats).toBe(7);
      expect(getSchedule(game.feeScheduleId).id).toBe(game.feeScheduleId);
      expect(game.actionButton).toMatchObject({ kind: "dice", positions: 7 });
    }
  });

  it("gives each game its bonuses: Fortune and Envy in both Fortune filings and Face Up, the Ace-High Bonus in Face Up, none in Pai Gow Poker", () => {
    const bonuses = (id: string) => {
      const g = paiGowGame(id);
      return [g.fortune?.payTable.name ?? null, g.envy?.several ?? null, g.aceHigh ? "ace-high" : null];
    };
    expect(bonuses("fortune-pai-gow-mortimers")).toEqual(["FPG-01", "each-hand", null]);
    expect(bonuses("fortune-pai-gow")).toEqual(["Kings Fortune Pai Gow Poker", "each-hand", null]);
    expect(bonuses("face-up-pai-gow")).toEqual(["Face Up Pai Gow Poker", "table-highest", "ace-high"]);
    expect(bonuses("pai-gow-poker")).toEqual([null, null, null]);
  });

  it("sets Face Up's player-dealer first and pushes on its Pai Gow (seed 004 L1544, L1598); Fortune's players set first (L873-875)", () => {
    expect(paiGowGame("face-up-pai-gow")).toMatchObject({ setOrder: "player-dealer-first", paiGowPushes: true, foul: "loses" });
    expect(paiGowGame("fortune-pai-gow")).toMatchObject({ setOrder: "players-first", paiGowPushes: false });
  });

  it("takes a room's option, and refuses an unknown option or value", () => {
    expect(paiGowGame("fortune-pai-gow", { wheel: "second-highest" }).ranking.wheel).toBe("second-highest");
    expect(paiGowGame("fortune-pai-gow-mortimers", { envyMinimum: 2500 }).envy?.minimum).toBe(2500);
    expect(() => paiGowGame("fortune-pai-gow", { envyMinimum: 2500 })).toThrow(GameOptionError);
    expect(() => paiGowGame("face-up-pai-gow", { foul: "refused" })).toThrow(/has no option "foul"/);
    expect(() => paiGowGame("pai-gow-poker", { foul: "maybe" })).toThrow(/must be one of "loses", "refused", "reset-house-way"/);
    expect(() => paiGowGame("pai-gow-tiles")).toThrow(UnknownPaiGowGameError);
    expect(isPaiGowGameId("face-up-pai-gow")).toBe(true);
    expect(isPaiGowGameId("no-bust-6")).toBe(false);
  });

  it("notes the filing lines of every option", () => {
    for (const id of PAI_GOW_GAME_IDS) {
      const game = paiGowGame(id);
      expect(Object.keys(game.optionNotes).sort()).toEqual(Object.keys(game.options).sort());
      for (const note of Object.values(game.optionNotes)) {
        expect(note.source).toMatch(/seed 00[34] L\d+/);
        expect(note.values).toContain(game.options[Object.keys(game.optionNotes).find((k) => game.optionNotes[k] === note) as string]);
      }
    }
  });
});
