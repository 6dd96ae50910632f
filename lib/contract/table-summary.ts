import type { FloorTile } from "@/lib/domain/table/common/floor-records";

/** One line of the floor dashboard: a live table's state in a few fields (`floor:tables`). */
export interface TableSummary {
  tableId: string;
  name: string;
  gameId: string;
  status: string;
  handNumber: number;
  playerDealerSeat: number | null;
  bankHand: 1 | 2 | null;
  phase: string;
  lastActivityAt: number | null;
  /** The table's version (its last event's number): the line a dashboard holds is as of this. */
  version?: number;
  /** The player-dealer's bank (of the hand in play, or posted for the next); null when nobody banks. */
  bank?: number | null;
  /** The wagers of the hand in play (none between hands). */
  wagers?: { count: number; cents: number };
  /** Seats with a player, of how many. */
  seatsTaken?: number;
  seats?: number;
  /** The family's own card (poker: stakes, button and blinds, kill, time clock) in place of the bank's; absent for a banked game. */
  tile?: FloorTile;
}
