/** The demo floor's baccarat tables (lib/server/demo-floor.ts seeds them into an empty database). */
import { ROOM_ENTERED_DEMO_OPTION, type DemoTable } from "../common/demo-table";

export const DEMO_TABLES: readonly DemoTable[] = [
  { id: "t1", name: "Table 1 · Fortune 7", gameId: "fortune-7-baccarat", seats: 8, feeScheduleId: "fortune-7-baccarat", feeOptionId: "3", feeOptionData: null, min: 500, max: 10_000 },
  { id: "t2", name: "Table 2 · EZ Baccarat", gameId: "ez-baccarat", seats: 8, feeScheduleId: "ez-baccarat", feeOptionId: "A", feeOptionData: ROOM_ENTERED_DEMO_OPTION, min: 500, max: 10_000 },
  { id: "t3", name: "Table 3 · 21st Century Baccarat 5.0", gameId: "21st-century-baccarat-5", seats: 8, feeScheduleId: "21st-century-baccarat", feeOptionId: "A", feeOptionData: ROOM_ENTERED_DEMO_OPTION, min: 500, max: 10_000 },
  // Each room's filing is its own game (docs/rules-decisions/pairings.md): Mortimer's schedules go with Mortimer's games.
  { id: "t4", name: "Table 4 · EZ Baccarat Panda 8", gameId: "ez-baccarat-panda-8-mortimers", seats: 14, feeScheduleId: "ez-baccarat-panda-8-mortimers", feeOptionId: "1", feeOptionData: null, min: 500, max: 100_000 },
  { id: "t5", name: "Table 5 · Dragon Bonus", gameId: "commission-free-dragon-bonus-mortimers", seats: 8, feeScheduleId: "dragon-bonus-baccarat-mortimers", feeOptionId: "1", feeOptionData: null, min: 500, max: 50_000 },
  { id: "t6", name: "Table 6 · Dai Bacc", gameId: "dai-bacc", seats: 8, feeScheduleId: "dai-bacc", feeOptionId: "1", feeOptionData: null, min: 500, max: 20_000 },
];
