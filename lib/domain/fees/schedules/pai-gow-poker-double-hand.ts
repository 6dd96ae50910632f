/**
 * Pai Gow Poker (Double Hand Poker) (Mortimer's Card Room), seed 003 (003_828b6cbeef6aaf10.txt).
 * GEGA-001004 in the collection-rate compilation GEGA-002896 (November 2011).
 * A flat fee per game wager (one per betting spot) and, in option 2, a flat player-dealer fee per hand; procedure L1393-1411.
 * Option 1 prints a player-dealer fee of $0.00 (L920; "no collection fee required from the player in
 * the player-dealer position", L1394-1396): it has no player-dealer collection.
 */
import { pdFlat, spotFlat, spotLimit } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "003_828b6cbeef6aaf10.txt";
const ID = "pai-gow-poker-double-hand";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, documentId: "GEGA-002896", ...more });

const OPTIONS: ScheduleOption[] = [
  {
    scheduleId: ID,
    id: "1",
    limit: spotLimit(10, 100),
    collections: [
      spotFlat(1, "game", "Player Fee"),
    ],
    timing: "before-deal",
    source: at("911-914, 918-921"),
  },
  {
    scheduleId: ID,
    id: "2",
    limit: spotLimit(10, 200),
    collections: [
      spotFlat(1, "game", "Player Fee"),
      pdFlat(1, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("916-917, 922-929"),
  },
];

export const PAI_GOW_POKER_DOUBLE_HAND: FeeSchedule = {
  id: ID,
  title: "Pai Gow Poker (Double Hand Poker)",
  games: ["Pai Gow Poker (Double Hand Poker)"],
  room: "Mortimer's Card Room",
  kind: "printed",
  source: at("907-933, 1393-1411"),
  rateLimit: { max: 5, scope: "per-collection" },
  options: OPTIONS,
};
