/**
 * Blackjack X and Pure 21.5 Blackjack (Kings Card Club), seed 004 (004_b7b95d88b58787a5.txt).
 * Collection-rate document GEGA-004249 (August 2022), L1747-1824.
 * Options 1-14: a player-dealer fee per hand by total table action, "all game wagers and bonus bets
 * placed by players prior to cards being dealt"; no player collection (L1749). The rules text says every player
 * pays a posted fee (L462); the later, more specific schedule says $0 and is followed (digest §6 item 8).
 * Minimum limits "between $5 and $100" (L1751); the maximum-limit sentence is lost in the OCR (L1753).
 */
import { pdByAction, roomSetsLimit } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "004_b7b95d88b58787a5.txt";
const ID = "blackjack-x-pure-21-5";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, documentId: "GEGA-004249", ...more });

const ACTION = { wagers: "all", backline: "include" } as const;
const RULES = { gapRule: "next-minimum-exclusive" } as const;
const LIMIT = roomSetsLimit([5, 100], null);

const OPTIONS: ScheduleOption[] = [
  {
    scheduleId: ID,
    id: "1",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 300, 3], [301, 600, 6], [601, 1000, 10], [1001, null, 15]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1754-1758"),
  },
  {
    scheduleId: ID,
    id: "2",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 300, 4], [301, 600, 6], [601, 1000, 10], [1001, null, 15]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1759-1763"),
  },
  {
    scheduleId: ID,
    id: "3",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 200, 2], [201, 500, 5], [501, 900, 8], [901, null, 10]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1764-1768"),
  },
  {
    scheduleId: ID,
    id: "4",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 200, 3], [201, 500, 6], [501, 900, 8], [901, null, 12]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1769-1773"),
  },
  {
    scheduleId: ID,
    id: "5",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 300, 3], [301, 500, 5], [501, 800, 7], [801, null, 9]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1774-1778"),
  },
  {
    scheduleId: ID,
    id: "6",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 300, 4], [301, 500, 6], [501, 800, 8], [801, null, 10]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1779-1783"),
  },
  {
    scheduleId: ID,
    id: "7",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 300, 2], [301, 500, 5], [501, 700, 7], [701, null, 9]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1784-1788"),
  },
  {
    scheduleId: ID,
    id: "8",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 300, 3], [301, 500, 6], [501, 700, 8], [701, null, 10]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1790-1794"),
  },
  {
    scheduleId: ID,
    id: "9",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 200, 2], [201, 400, 3], [401, 600, 5], [601, null, 8]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1795-1799"),
  },
  {
    scheduleId: ID,
    id: "10",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 200, 3], [201, 400, 4], [401, 600, 6], [601, null, 8]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1800-1804"),
  },
  {
    scheduleId: ID,
    id: "11",
    limit: LIMIT,
    collections: [
      pdByAction([[25, 300, 2], [301, 500, 6], [501, 800, 10], [801, 1500, 16], [1501, null, 25]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1805-1809"),
  },
  {
    scheduleId: ID,
    id: "12",
    limit: LIMIT,
    collections: [
      pdByAction([[100, 300, 2], [301, 500, 7], [501, 1000, 12], [1001, 2000, 17], [2001, null, 25]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1810-1814"),
  },
  {
    scheduleId: ID,
    id: "13",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 300, 3], [301, 600, 4], [601, 1000, 6], [1001, null, 8]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1815-1819"),
  },
  {
    scheduleId: ID,
    id: "14",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 300, 2], [301, 500, 6], [501, 800, 10], [801, 1500, 16], [1501, null, 25]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1820-1824"),
  },
];

export const BLACKJACK_X_PURE_21_5: FeeSchedule = {
  id: ID,
  title: "Blackjack X and Pure 21.5 Blackjack",
  games: ["Blackjack X", "Pure 21.5 Blackjack"],
  room: "Kings Card Club",
  kind: "printed",
  source: at("1747-1824", { note: "Schedule heading: Blackjack X (GEGA-004230), Pure 21.5 Blackjack (GEGA-004245)." }),
  rateLimit: { max: 5, scope: "per-collection" },
  options: OPTIONS,
};
