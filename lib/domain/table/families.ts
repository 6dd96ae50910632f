/**
 * The registry of game families: one line per family. The server, the floor, the admin and the
 * calculators find a table's family here by its game id; `GameFamily` is this registry's keys, so a
 * family registered here and missing from the screens' registry (components/family-screens.tsx) is a type
 * error, and no table ever falls back to another family's rules or screens.
 */
import { baccaratFamily } from "./baccarat/family";
import { rolesOf, type CommandRoles } from "./common/commands";
import { SettingsError, type TableConfigInput, type TableSettingsBase } from "./common/settings";
import type { AnyTableFamily } from "./family";
import { noBustFamily } from "./no-bust/family";
import { paiGowFamily } from "./pai-gow-poker/family";
import { paiGowTilesFamily } from "./pai-gow-tiles/family";
import { twentyOneFamily } from "./twenty-one/family";
import { pokerFamily } from "./poker/family";
import { threeCardPokerFamily } from "./three-card-poker/family";

export const TABLE_FAMILIES = {
  baccarat: baccaratFamily,
  "no-bust": noBustFamily,
  "pai-gow-poker": paiGowFamily,
  "twenty-one": twentyOneFamily,
  poker: pokerFamily,
  "three-card-poker": threeCardPokerFamily,
  "pai-gow-tiles": paiGowTilesFamily,
} as const satisfies Record<string, AnyTableFamily>;

export type GameFamily = keyof typeof TABLE_FAMILIES;
export type FamilyOf<F extends GameFamily> = (typeof TABLE_FAMILIES)[F];

export const GAME_FAMILIES = Object.keys(TABLE_FAMILIES) as GameFamily[];

/** The family that runs a game, or null for a game this system does not know. */
export function familyOf(gameId: string): GameFamily | null {
  for (const family of GAME_FAMILIES) if (TABLE_FAMILIES[family].isGameId(gameId)) return family;
  return null;
}

/** The family object of a game (its machine, floor records, settle entry ...), or undefined. */
export function tableFamilyOf(gameId: string): AnyTableFamily | undefined {
  const family = familyOf(gameId);
  return family ? TABLE_FAMILIES[family] : undefined;
}

/** Every game id of every family, in registry order. */
export function allGameIds(): string[] {
  return GAME_FAMILIES.flatMap((f) => [...TABLE_FAMILIES[f].gameIds]);
}

/** A table's settings from its configuration, whatever its game: the game's family checks it. */
export function tableSettingsFromConfig(input: TableConfigInput): TableSettingsBase {
  const family = tableFamilyOf(input.gameId);
  if (!family) throw new SettingsError(`"${input.gameId}" is not a game this system runs`);
  return family.settingsFrom(input);
}

/** The game's name as filed, or its id for a game this system does not know. */
export function gameName(gameId: string): string {
  return tableFamilyOf(gameId)?.gameName(gameId) ?? gameId;
}

/** Who may give a command at a table of this family (null: the family has no such command). */
export function commandRoles(family: GameFamily, type: string): CommandRoles | null {
  return rolesOf(TABLE_FAMILIES[family].commands.roles, type);
}
