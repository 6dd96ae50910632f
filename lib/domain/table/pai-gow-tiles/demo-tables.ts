/** The demo floor's Pai Gow Tiles tables (lib/server/demo-floor.ts seeds them into an empty database). */
import type { DemoTable } from "../common/demo-table";

export const DEMO_TABLES: readonly DemoTable[] = [
  // Pai Gow Tiles (Kings), fee option 1: $1 a circle, $2 from the player-dealer; the room posts $5-$500 (L1978-1981).
  { id: "t22", name: "Table 22 · Pai Gow Tiles", gameId: "pai-gow-tiles", seats: 8, feeScheduleId: "pai-gow-tiles", feeOptionId: "1", feeOptionData: null, min: 500, max: 50_000 },
];
