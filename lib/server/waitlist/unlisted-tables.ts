/**
 * The running tables that post stakes (poker) as the players' phones see them when no list is for
 * them: their game, stakes and seats, kept from the tables' own changes. Most table changes are
 * cards and chips: `see` answers whether anything a phone shows changed, so /live is pushed only then.
 */
import type { UnlistedTable } from "@/lib/domain/waitlist";
import { tableGameOf } from "./table-game";
import { seatsOf } from "./table-seats";

type TableLike = { readonly tableId: string; readonly summary: { readonly gameId: string; readonly name: string }; readonly views: { readonly display: unknown } };

export class UnlistedTables {
  private readonly tables = new Map<string, UnlistedTable>();

  /** Takes a table's latest views; true when its game, stakes, name or seats changed. */
  see(table: TableLike): boolean {
    // Only a table that posts its stakes is a game a phone can be shown without a list.
    if (typeof (table.views.display as { tableStakes?: unknown } | null)?.tableStakes !== "string") return false;
    const deals = tableGameOf({ summary: table.summary, views: table.views });
    const seats = seatsOf({ display: table.views.display, supervisor: null });
    if (!seats || deals.stakes === null) return false;
    const before = this.tables.get(table.tableId);
    const next: UnlistedTable = { tableId: table.tableId, name: table.summary.name, game: deals.game, stakes: deals.stakes, occupied: seats.occupied };
    if (before && before.name === next.name && before.game === next.game && before.stakes === next.stakes && before.occupied.length === next.occupied.length && before.occupied.every((o, i) => o === next.occupied[i])) return false;
    this.tables.set(table.tableId, next);
    return true;
  }

  list(): UnlistedTable[] {
    return [...this.tables.values()];
  }
}
