/**
 * The floor's side of each game family, and which family a table's log belongs to. A table's
 * family is read from its own log (the game of its TableOpened event), so a log is always replayed
 * by the rules that wrote it, whatever the table's configuration row says today.
 */
import type { Database } from "@/lib/server/db/database";
import { TABLE_FAMILIES, familyOf, type GameFamily } from "@/lib/domain/table/families";
import type { FaceUpRecords, FloorRecords, FloorState } from "@/lib/domain/table/common/floor-records";

/** What the floor replays a family's log with: its machine's evolve and empty state, and its records. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFloorFamily = FloorRecords<any, any, any, any, any> & {
  readonly family: GameFamily;
  /** A round in play replayed from what is face up (every family declares it: lib/domain/table/family.ts). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly faceUp: FaceUpRecords<any, any, any, any>;
  readonly empty: FloorState;
  evolve(state: FloorState, event: { readonly type: string }): FloorState;
  /** What the wall display shows of a state: the most any record of a round in play may show. */
  display(state: FloorState): unknown;
};

export function floorFamily(family: GameFamily): AnyFloorFamily {
  const f = TABLE_FAMILIES[family];
  const views = f.machine.views as unknown as (state: FloorState) => { readonly display: unknown };
  return { ...(f.floor as AnyFloorFamily), family, empty: f.empty, evolve: f.machine.evolve as AnyFloorFamily["evolve"], display: (state) => (state.settings ? views(state).display : null) };
}

/** The floor module for a game, or undefined for a game this system does not run. */
export function floorFamilyForGame(gameId: string): AnyFloorFamily | undefined {
  const family = familyOf(gameId);
  return family ? floorFamily(family) : undefined;
}

/**
 * The family of a table's log: the game of its first TableOpened event, else (a table never
 * opened) the game of its configuration row; null for an unknown table or game.
 */
export async function tableFamily(db: Pick<Database, "pool">, tableId: string): Promise<GameFamily | null> {
  const { rows } = await db.pool.query<{ game_id: string | null }>(
    `SELECT coalesce(
        (SELECT payload->'settings'->>'gameId' FROM table_events WHERE table_id = $1 AND type = 'TableOpened' ORDER BY seq LIMIT 1),
        (SELECT game_id FROM tables WHERE id = $1)) AS game_id`,
    [tableId],
  );
  const gameId = rows[0]?.game_id;
  return gameId ? familyOf(gameId) : null;
}

/** The floor module for a table's log; null for an unknown table or game. */
export async function floorFamilyOfTable(db: Pick<Database, "pool">, tableId: string): Promise<AnyFloorFamily | null> {
  const family = await tableFamily(db, tableId);
  return family ? floorFamily(family) : null;
}
