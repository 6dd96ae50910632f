/** The demo floor's pai gow poker tables (lib/server/demo-floor.ts seeds them into an empty database). */
import { ROOM_ENTERED_DEMO_OPTION, type DemoTable } from "../common/demo-table";

export const DEMO_TABLES: readonly DemoTable[] = [
  // Pai gow poker: seven positions for the seven piles; Face Up prints no fee schedule, the room enters its own.
  { id: "t14", name: "Table 14 · Fortune Pai Gow Poker (Mortimer's)", gameId: "fortune-pai-gow-mortimers", seats: 7, feeScheduleId: "fortune-pai-gow-poker-mortimers", feeOptionId: "1", feeOptionData: null, min: 1_000, max: 20_000 },
  { id: "t15", name: "Table 15 · Fortune Pai Gow Poker", gameId: "fortune-pai-gow", seats: 7, feeScheduleId: "fortune-pai-gow-poker-kings", feeOptionId: "1", feeOptionData: null, min: 1_000, max: 100_000 },
  { id: "t16", name: "Table 16 · Face Up Pai Gow Poker", gameId: "face-up-pai-gow", seats: 7, feeScheduleId: "face-up-pai-gow-poker", feeOptionId: "A", feeOptionData: ROOM_ENTERED_DEMO_OPTION, min: 500, max: 10_000 },
  { id: "t17", name: "Table 17 · Pai Gow Poker", gameId: "pai-gow-poker", seats: 7, feeScheduleId: "pai-gow-poker-double-hand", feeOptionId: "2", feeOptionData: null, min: 1_000, max: 20_000 },
];
