import { describe, expect, it } from "vitest";
import { BACCARAT_GAME_IDS, UnknownGameError, baccaratGame } from ".";
import { BET_IDS } from "../bet";

describe("the baccarat games", () => {
  it("every game id builds its configuration", () => {
    expect(BACCARAT_GAME_IDS.map((id) => baccaratGame(id).id)).toEqual([...BACCARAT_GAME_IDS]);
  });
  it("an unknown game is refused with the list of games", () => {
    expect(() => baccaratGame("mini-baccarat")).toThrow(UnknownGameError);
    expect(() => baccaratGame("mini-baccarat")).toThrow(/fortune-7-baccarat/);
  });
  it("the bet ids of the issue, each used by some game", () => {
    const used = new Set(BACCARAT_GAME_IDS.flatMap((id) => baccaratGame(id).bets.map((b) => b.id)));
    expect([...BET_IDS].filter((b) => !used.has(b))).toEqual([]);
  });
  it.each(BACCARAT_GAME_IDS)("%s: settlement order lists every space once, every option has a note with its default among its values", (id) => {
    const g = baccaratGame(id);
    expect([...g.settlement.order].sort()).toEqual(g.bets.map((b) => b.id).sort());
    for (const [name, value] of Object.entries(g.options)) {
      const note = (g.optionNotes as Record<string, { values: readonly unknown[] } | undefined>)[name];
      expect(note?.values).toContain(value);
    }
  });
  it("options reach the configuration through the registry", () => {
    expect(baccaratGame("ez-baccarat", { threeCard7Push: true }).options).toMatchObject({ threeCard7Push: true });
    expect(() => baccaratGame("ez-baccarat", { threeCard7Push: "yes" })).toThrow(/threeCard7Push/);
  });
});
