/** The demo floor's twenty-one tables (lib/server/demo-floor.ts seeds them into an empty database). */
import type { DemoTable } from "../common/demo-table";

export const DEMO_TABLES: readonly DemoTable[] = [
  // Twenty-one games, each with its own filed schedule: Mortimer's Pure 21.5 option 2 is "$5 - No Limit" (seed 003
  // L1305-1316; the room posts its own maximum); Kings' options let the room post a $5-$100 minimum (seed 004 L1751, L1830).
  { id: "t10", name: "Table 10 · Pure 21.5 Blackjack (Mortimer's)", gameId: "pure-21-5-mortimers", seats: 8, feeScheduleId: "pure-21-5-mortimers", feeOptionId: "2", feeOptionData: null, min: 500, max: 50_000 },
  { id: "t11", name: "Table 11 · Pure 21.5 Blackjack", gameId: "pure-21-5", seats: 8, feeScheduleId: "blackjack-x-pure-21-5", feeOptionId: "1", feeOptionData: null, min: 500, max: 10_000 },
  { id: "t12", name: "Table 12 · Pure Spanish 21.5", gameId: "pure-spanish-21-5", seats: 8, feeScheduleId: "pure-spanish-21-5", feeOptionId: "1", feeOptionData: null, min: 500, max: 20_000 },
  { id: "t13", name: "Table 13 · Blackjack X", gameId: "blackjack-x", seats: 8, feeScheduleId: "blackjack-x-pure-21-5", feeOptionId: "1", feeOptionData: null, min: 500, max: 10_000 },
];
