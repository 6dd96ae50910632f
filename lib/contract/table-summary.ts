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
}
