/**
 * The game a live table deals, as the lists read it from the table itself: a poker table's game and
 * the stakes it posts (its display view's `tableStakes`, `describeStakes` of its configuration,
 * never a killed hand's doubled limits); any other table's game by name, with no posted stakes.
 */
import type { RunningTable, TableGame } from "@/lib/domain/waitlist";
import { familyOf, gameName } from "@/lib/domain/table/families";
import type { PokerDisplayView } from "@/lib/domain/table/poker/views";
import type { LiveTables } from "@/lib/server/tables/live-tables";

export function tableGameOf(snap: { readonly summary: { readonly gameId: string }; readonly views: { readonly display: unknown } }): TableGame {
  const { gameId } = snap.summary;
  if (familyOf(gameId) === "poker") {
    const display = snap.views.display as PokerDisplayView;
    return { gameId, game: display.gameName, stakes: display.tableStakes };
  }
  return { gameId, game: gameName(gameId), stakes: null };
}

/** Every live table with the game it deals, for the floor screen's choices (which table can deal which list). */
export async function runningTables(tables: LiveTables): Promise<RunningTable[]> {
  const summaries = await tables.summaries();
  const read = await Promise.all(summaries.map(async (s) => ({ s, snap: await tables.snapshot(s.tableId) })));
  return read.map(({ s, snap }) => ({ id: s.tableId, name: s.name, deals: snap ? tableGameOf(snap) : { gameId: s.gameId, game: gameName(s.gameId), stakes: null } }));
}
