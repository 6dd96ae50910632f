/**
 * The game families this server runs, as it runs them (table-kind.ts). Production runs the
 * registry's (`GAME_KINDS`, from lib/domain/table/families.ts). `startServer({ kinds })` takes
 * another set: `withFamilies({ name: family })` is the registry's families and the given ones
 * besides, which is how a test plays a family of its own (lib/server/testing/high-card/) through
 * the real server with no shared file changed for it. The gateway, the table registry and the
 * shoe all find a table's family here, never in the registry's fixed map.
 */
import { TABLE_FAMILIES } from "@/lib/domain/table/families";
import { pairingProblem, type PairingProblem, type TablePairing } from "@/lib/domain/fees/filed-pairings";
import type { AnyTableFamily } from "@/lib/domain/table/family";
import { tableKind, type AnyTableKind } from "./table-kind";

export interface TableKinds {
  /** The kind that runs a game; undefined for a game this server does not run. */
  forGame(gameId: string): AnyTableKind | undefined;
}

/**
 * Why a table's game and fee schedule do not go together (the floor's alert), or null: the game's
 * family's own word where it posts a collection of its own, else the filed pairings.
 */
export function pairingProblemFor(kinds: TableKinds): (table: TablePairing) => PairingProblem | null {
  return (table) => {
    const own = kinds.forGame(table.gameId)?.family.feePairing;
    return own ? own(table) : pairingProblem(table);
  };
}

/**
 * The kinds of these families, looked up in their order (as the registry's `familyOf`). A game id
 * two families claim is a programming error, thrown at once rather than played by the first.
 */
export function tableKinds(families: Readonly<Record<string, AnyTableFamily>>): TableKinds {
  const kinds = Object.entries(families).map(([name, family]) => tableKind(name, family));
  const claimed = new Map<string, string>();
  for (const kind of kinds) {
    for (const gameId of kind.family.gameIds) {
      const other = claimed.get(gameId);
      if (other !== undefined) throw new Error(`the game "${gameId}" is claimed by two families: ${other} and ${kind.name}`);
      claimed.set(gameId, kind.name);
    }
  }
  return { forGame: (gameId) => kinds.find((k) => k.family.isGameId(gameId)) };
}

/** The registry's families: what production runs. */
export const GAME_KINDS: TableKinds = tableKinds(TABLE_FAMILIES);

/** The registry's families and these besides (a test's own family), by the name each is registered under. */
export function withFamilies(extra: Readonly<Record<string, AnyTableFamily>>): TableKinds {
  for (const name of Object.keys(extra)) if (Object.hasOwn(TABLE_FAMILIES, name)) throw new Error(`a family named "${name}" is already registered`);
  return tableKinds({ ...TABLE_FAMILIES, ...extra });
}

/** The game family that runs a table of the given game (the registry's). */
export function kindFor(gameId: string): AnyTableKind | undefined {
  return GAME_KINDS.forGame(gameId);
}
