import { describe, expect, it } from "vitest";
import { allGameIds, tableFamilyOf, TABLE_FAMILIES } from "@/lib/domain/table/families";
import { highCardFamily } from "@/lib/server/testing/high-card/family";
import { GAME_KINDS, withFamilies } from "./kinds";

describe("the families a server runs", () => {
  it("are the registry's by default: each game runs by its own family's machine and commands", () => {
    for (const gameId of allGameIds()) {
      const kind = GAME_KINDS.forGame(gameId);
      expect(kind?.family, gameId).toBe(tableFamilyOf(gameId));
      expect(kind?.machine, gameId).toBe(tableFamilyOf(gameId)!.machine);
    }
    expect(GAME_KINDS.forGame("high-card")).toBeUndefined();
    expect(GAME_KINDS.forGame("no-such-game")).toBeUndefined();
  });

  it("take a family registered besides them, and keep the registry's", () => {
    const kinds = withFamilies({ "high-card": highCardFamily });
    expect(kinds.forGame("high-card")).toMatchObject({ name: "high-card", family: highCardFamily, machine: highCardFamily.machine });
    expect(kinds.forGame("fortune-7-baccarat")?.family).toBe(TABLE_FAMILIES.baccarat);
  });

  it("refuse a family under a name already registered, or claiming another family's game", () => {
    expect(() => withFamilies({ baccarat: highCardFamily })).toThrow(/already registered/);
    expect(() => withFamilies({ copy: { ...highCardFamily, gameIds: ["fortune-7-baccarat"] } })).toThrow(/claimed by two families: baccarat and copy/);
  });
});
