import { describe, expect, it } from "vitest";
import { GAME_FAMILIES, TABLE_FAMILIES, allGameIds, commandRoles, familyOf, gameName } from "./families";
import { commandTypes } from "./common/commands";

/** Every part a family object must give (lib/domain/table/family.ts). */
const PARTS = ["title", "noun", "gameIds", "isGameId", "gameName", "catalogue", "settingsFrom", "commands", "machine", "empty", "opened", "timers", "floor", "settle", "demoTables"] as const;

describe("the family registry", () => {
  it.each(GAME_FAMILIES)("%s gives every part, and each part answers", (family) => {
    const f = TABLE_FAMILIES[family] as unknown as Record<string, unknown>;
    for (const part of PARTS) expect(f[part], `${family}.${part}`).toBeDefined();
    const entry = TABLE_FAMILIES[family];
    for (const fn of ["parseCommand", "decide", "evolve", "views"] as const) expect(typeof entry.machine[fn], `${family}.machine.${fn}`).toBe("function");
    for (const fn of ["frame", "describe", "gameRecord", "exportRound", "withResult", "resultFields", "listWords"] as const) expect(typeof entry.floor[fn], `${family}.floor.${fn}`).toBe("function");
    for (const fn of ["run", "betName"] as const) expect(typeof entry.settle[fn], `${family}.settle.${fn}`).toBe("function");
    expect(entry.settle.usage.length).toBeGreaterThan(100);
    expect(entry.settle.examples.length).toBeGreaterThan(0);
    expect(entry.gameIds.length).toBeGreaterThan(0);
    expect(entry.catalogue().map((g) => g.id)).toEqual([...entry.gameIds]);
  });

  it.each(GAME_FAMILIES)("%s owns its demo tables: at least one, each of its own games, ids the floor's alone", (family) => {
    const own = TABLE_FAMILIES[family].demoTables;
    expect(own.length).toBeGreaterThan(0);
    for (const t of own) expect(familyOf(t.gameId), t.id).toBe(family);
    const everyId = GAME_FAMILIES.flatMap((f) => TABLE_FAMILIES[f].demoTables.map((t) => t.id));
    expect(new Set(everyId).size).toBe(everyId.length);
  });

  it("finds each game's family, and no game belongs to two families", () => {
    const ids = allGameIds();
    expect(new Set(ids).size).toBe(ids.length);
    for (const family of GAME_FAMILIES) for (const id of TABLE_FAMILIES[family].gameIds) expect(familyOf(id)).toBe(family);
    expect(familyOf("mini-baccarat")).toBeNull();
    expect(gameName("mini-baccarat")).toBe("mini-baccarat");
  });

  it.each(GAME_FAMILIES)("%s: each command's roles are declared once, beside its schema, and only for commands it has", (family) => {
    const types = commandTypes(TABLE_FAMILIES[family].commands.schema as never);
    expect(Object.keys(TABLE_FAMILIES[family].commands.roles).sort()).toEqual([...types].sort());
    for (const type of types) expect(commandRoles(family, type)!.length).toBeGreaterThan(0);
  });

  it.each(GAME_FAMILIES)("%s settles its own example rounds through its settle entry", (family) => {
    for (const example of TABLE_FAMILIES[family].settle.examples) {
      const report = TABLE_FAMILIES[family].settle.run(example.input) as { game: string };
      expect(familyOf(report.game)).toBe(family);
    }
  });
});
