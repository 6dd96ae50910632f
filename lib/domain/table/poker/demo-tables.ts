/** The demo floor's poker tables (lib/server/demo-floor.ts seeds them into an empty database). */
import type { DemoTable } from "../common/demo-table";

export const DEMO_TABLES: readonly DemoTable[] = [
  // Poker: the option follows the stakes (the table's limits and blinds). Mortimer's Hold'em option 3: $3-$6 limit, blinds $2/$3 (seed 003 L3687-3692).
  { id: "t23", name: "Table 23 · Texas Hold'em (Mortimer's)", gameId: "texas-holdem-mortimers", seats: 10, feeScheduleId: "texas-holdem-mortimers", feeOptionId: "3", feeOptionData: null, min: 300, max: 600 },
  // Mortimer's Omaha High/Low rows 1-3: $3/$6, blinds $1/$3, full kill (seed 003 L3994-4011, L2861-2895).
  { id: "t24", name: "Table 24 · Omaha High/Low (Mortimer's)", gameId: "omaha-hi-lo-mortimers", seats: 10, feeScheduleId: "omaha-hi-lo-mortimers", feeOptionId: "1-3", feeOptionData: null, min: 300, max: 600 },
  // Kings Hold'em option 2: $3-$6, blinds $1/$3 set by the room (Kings prints none); the wall shows the board (seed 004 L9-10).
  { id: "t25", name: "Table 25 · Texas Hold'em (Kings)", gameId: "texas-holdem", seats: 10, feeScheduleId: "texas-holdem-kings", feeOptionId: "2", feeOptionData: null, min: 300, max: 600, gameOptions: { smallBlindCents: 100, bigBlindCents: 300, wallBoard: true } },
  // Kings Omaha option 6: $75-$150, time $5 per player per half hour (seed 004 L54-55).
  { id: "t26", name: "Table 26 · Omaha (Kings)", gameId: "omaha", seats: 10, feeScheduleId: "omaha-kings", feeOptionId: "6", feeOptionData: null, min: 7_500, max: 15_000, gameOptions: { smallBlindCents: 2_500, bigBlindCents: 7_500 } },
];
