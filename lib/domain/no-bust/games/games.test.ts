import { describe, expect, it } from "vitest";
import { FEE_SCHEDULES } from "../../fees/registry";
import { shoeSize } from "../../cards/shoe-composition";
import { NO_BUST_GAME_IDS, shoeSpecFor } from "../game-config";
import { GameOptionError } from "../../game-options";
import { UnknownNoBustGameError, isNoBustGameId, noBustGame } from ".";

describe("the No Bust registry", () => {
  it("three games: no-bust-joker, no-bust-6, no-bust-buster-bonus-6", () => {
    expect(NO_BUST_GAME_IDS).toEqual(["no-bust-joker", "no-bust-6", "no-bust-buster-bonus-6"]);
    for (const id of NO_BUST_GAME_IDS) expect(noBustGame(id).id).toBe(id);
    expect(isNoBustGameId("no-bust-7")).toBe(false);
    expect(() => noBustGame("no-bust-7")).toThrow(UnknownNoBustGameError);
  });
  it("each game names its fee schedule in lib/domain/fees/registry.ts", () => {
    expect(NO_BUST_GAME_IDS.map((id) => noBustGame(id).feeScheduleId)).toEqual(["no-bust-joker", "no-bust-6", "no-bust-buster-bonus"]);
    for (const id of NO_BUST_GAME_IDS) expect(Object.keys(FEE_SCHEDULES)).toContain(noBustGame(id).feeScheduleId);
  });
  it("unknown options and values outside the filed list are refused", () => {
    expect(() => noBustGame("no-bust-6", { nonNatural22: "under-natural" })).toThrow(GameOptionError);
    expect(() => noBustGame("no-bust-joker", { playerTwelve: "stand" })).toThrow(GameOptionError);
    expect(noBustGame("no-bust-joker", { playerTwelve: "must-hit" }).options.playerTwelve).toBe("must-hit");
  });
  it("every option has a source line, a reason, and its default among its values", () => {
    for (const id of NO_BUST_GAME_IDS) {
      const g = noBustGame(id);
      for (const [name, note] of Object.entries(g.optionNotes)) {
        expect(note.source, `${id}.${name}`).toMatch(/seed 003 L\d+/);
        expect(note.why.length).toBeGreaterThan(10);
        expect(note.values).toContain(g.options[name]);
      }
    }
  });
});

describe("decks and tables", () => {
  it("Joker edition L30, L39: one joker per deck (the number of decks not stated: 1 to 8); L147-148: eight seats", () => {
    const g = noBustGame("no-bust-joker");
    expect(shoeSpecFor(g, 6)).toEqual({ decks: 6, jokers: 6, removedRanks: [] });
    expect(shoeSize(shoeSpecFor(g, 1))).toBe(53);
    expect(g.maxSeats).toBe(8);
  });
  it("6.0 L650-651: two to eight decks without jokers; L706-707, L877-878: eight seats", () => {
    const g = noBustGame("no-bust-6");
    expect(() => shoeSpecFor(g, 1)).toThrow(RangeError);
    expect(shoeSpecFor(g, 2)).toEqual({ decks: 2, jokers: 0, removedRanks: [] });
    expect(() => shoeSpecFor(g, 9)).toThrow(RangeError);
    expect(g.maxSeats).toBe(8);
  });
  it("2014 L2937-2938: one to eight decks; L3012-3013, L3198-3199: ten seats", () => {
    const g = noBustGame("no-bust-buster-bonus-6");
    expect(shoeSpecFor(g, 1).jokers).toBe(0);
    expect(g.maxSeats).toBe(10);
  });
  it("settlement order within a seat: each hand, its returned half, its double; then insurance; then the Buster bet (L3276-3278)", () => {
    expect(noBustGame("no-bust-joker").betOrder.slice(0, 6)).toEqual(["main", "main-returned", "double", "split-1", "split-1-returned", "split-1-double"]);
    expect(noBustGame("no-bust-joker").betOrder).not.toContain("insurance");
    expect(noBustGame("no-bust-buster-bonus-6").betOrder.slice(-2)).toEqual(["insurance", "buster"]);
  });
});
