import type { FloorEntryView, FloorListView } from "@/lib/domain/waitlist";

/** An open seat a player may be called to, named as the floor reads it ("Table 3 · seat 5"). */
export interface OpenSeat {
  readonly tableId: string;
  readonly seat: number;
  readonly label: string;
}

/** The open seats a player may be called to: their game's tables (a must-move player: its main tables). */
export function seatsFor(entry: FloorEntryView, list: FloorListView, mustMove: boolean): OpenSeat[] {
  return list.tables
    .filter((t) => !mustMove || (t.role === "main" && t.tableId !== entry.seatedAt?.tableId))
    .flatMap((t) => t.openSeats.map((s) => ({ tableId: t.tableId, seat: s.seat, label: `${t.name} · seat ${s.seat}` })));
}
