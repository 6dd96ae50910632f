/** The demo floor's Three Card Poker tables (lib/server/demo-floor.ts seeds them into an empty database). */
import type { DemoTable } from "../common/demo-table";

export const DEMO_TABLES: readonly DemoTable[] = [
  // Three Card Poker 6 Card Bonus, each room's filing with its own schedule: Mortimer's option 1 ($5-$300), Kings' option 1 (the room posts $5-$1,000).
  { id: "t20", name: "Table 20 · Three Card Poker (Mortimer's)", gameId: "three-card-poker-6cb-mortimers", seats: 8, feeScheduleId: "three-card-poker-6-card-bonus-mortimers", feeOptionId: "1", feeOptionData: null, min: 500, max: 30_000 },
  { id: "t21", name: "Table 21 · Three Card Poker (Kings)", gameId: "three-card-poker-6cb", seats: 8, feeScheduleId: "three-card-poker-6-card-bonus-kings", feeOptionId: "1", feeOptionData: null, min: 500, max: 100_000 },
];
