/** The demo floor's No Bust tables (lib/server/demo-floor.ts seeds them into an empty database). */
import type { DemoTable } from "../common/demo-table";

export const DEMO_TABLES: readonly DemoTable[] = [
  { id: "t7", name: "Table 7 · No Bust Joker Edition", gameId: "no-bust-joker", seats: 8, feeScheduleId: "no-bust-joker", feeOptionId: "1", feeOptionData: null, min: 500, max: 5_000 },
  { id: "t8", name: "Table 8 · No Bust 6.0", gameId: "no-bust-6", seats: 8, feeScheduleId: "no-bust-6", feeOptionId: "2", feeOptionData: null, min: 500, max: 5_000 },
  { id: "t9", name: "Table 9 · 21st Century Blackjack", gameId: "no-bust-buster-bonus-6", seats: 10, feeScheduleId: "no-bust-buster-bonus", feeOptionId: "2", feeOptionData: null, min: 500, max: 5_000 },
];
