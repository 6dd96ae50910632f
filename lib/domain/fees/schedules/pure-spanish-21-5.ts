/**
 * Pure Spanish 21.5 (Kings Card Club), seed 004 (004_b7b95d88b58787a5.txt).
 * Collection-rate document GEGA-004249 (August 2022), L1826-1893.
 * Options 1-12: a player-dealer fee per hand by total table action (game wagers and bonus bets placed
 * before the deal; not doubles, splits, insurance or even money); no player collection (L1828).
 */
import { pdByAction, roomSetsLimit } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "004_b7b95d88b58787a5.txt";
const ID = "pure-spanish-21-5";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, documentId: "GEGA-004249", ...more });

const ACTION = { wagers: "all", backline: "include" } as const;
const RULES = { gapRule: "next-minimum-exclusive" } as const;
const LIMIT = roomSetsLimit([5, 100], [50, 2000]);

const OPTIONS: ScheduleOption[] = [
  {
    scheduleId: ID,
    id: "1",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 300, 3], [301, 600, 6], [601, 1000, 10], [1001, null, 15]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1833-1837"),
  },
  {
    scheduleId: ID,
    id: "2",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 300, 4], [301, 600, 6], [601, 1000, 10], [1001, null, 15]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1838-1842"),
  },
  {
    scheduleId: ID,
    id: "3",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 200, 2], [201, 500, 5], [501, 900, 8], [901, null, 10]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1843-1847"),
  },
  {
    scheduleId: ID,
    id: "4",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 200, 3], [201, 500, 6], [501, 900, 8], [901, null, 12]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1848-1852"),
  },
  {
    scheduleId: ID,
    id: "5",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 300, 3], [301, 500, 5], [501, 800, 7], [801, null, 9]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1853-1857"),
  },
  {
    scheduleId: ID,
    id: "6",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 300, 4], [301, 500, 6], [501, 800, 8], [801, null, 10]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1858-1862"),
  },
  {
    scheduleId: ID,
    id: "7",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 300, 2], [301, 500, 5], [501, 700, 7], [701, null, 9]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1863-1867"),
  },
  {
    scheduleId: ID,
    id: "8",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 300, 3], [301, 500, 6], [501, 700, 8], [701, null, 10]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1869-1873"),
  },
  {
    scheduleId: ID,
    id: "9",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 200, 2], [201, 400, 3], [401, 600, 5], [601, null, 8]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1874-1878"),
  },
  {
    scheduleId: ID,
    id: "10",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 200, 3], [201, 400, 4], [401, 600, 6], [601, null, 8]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1879-1883"),
  },
  {
    scheduleId: ID,
    id: "11",
    limit: LIMIT,
    collections: [
      pdByAction([[25, 300, 2], [301, 500, 6], [501, 800, 10], [801, 1500, 16], [1501, null, 25]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1884-1888"),
  },
  {
    scheduleId: ID,
    id: "12",
    limit: LIMIT,
    collections: [
      pdByAction([[100, 300, 2], [301, 500, 7], [501, 1000, 12], [1001, 2000, 17], [2001, null, 25]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1889-1893"),
  },
];

export const PURE_SPANISH_21_5: FeeSchedule = {
  id: ID,
  title: "Pure Spanish 21.5",
  games: ["Pure Spanish 21.5"],
  room: "Kings Card Club",
  kind: "printed",
  source: at("1826-1893", { note: "Schedule heading: Pure Spanish 21.5 (GEGA-004244)." }),
  rateLimit: { max: 5, scope: "per-collection" },
  options: OPTIONS,
};
