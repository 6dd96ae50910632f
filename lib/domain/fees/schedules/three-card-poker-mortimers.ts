/**
 * Three Card Poker 6 Card Bonus (Mortimer's Card Room), seed 003 (003_828b6cbeef6aaf10.txt).
 * GEGA-003712 (March 2013), L1797-1952.
 * Player-dealer fee by total table action: the Ante, Pair Plus and 6 Card Bonus wagers
 * placed before the deal (L1798-1800; the "Tie Bet" named there is a copy error, the Play wager comes after the
 * deal). No player fee. The table was rebuilt from one value per line (L1809-1952).
 */
import { pdByAction, spotLimit } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "003_828b6cbeef6aaf10.txt";
const ID = "three-card-poker-6-card-bonus-mortimers";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, documentId: "GEGA-003712", ...more });

const ACTION = { wagers: "all", backline: "include" } as const;
const RULES = { gapRule: "next-minimum-exclusive" } as const;

const OPTIONS: ScheduleOption[] = [
  {
    scheduleId: ID,
    id: "1",
    limit: spotLimit(5, 300),
    collections: [
      pdByAction([[5, 50, 0.5], [51, 100, 1], [101, 300, 2], [301, 500, 4], [501, null, 5]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("1811, 1820-1831"),
  },
  {
    scheduleId: ID,
    id: "2",
    limit: spotLimit(5, 500),
    collections: [
      pdByAction([[5, 50, 0.5], [51, 100, 1], [101, 300, 3], [301, 700, 5], [701, null, 10]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("1836-1837, 1854-1858, 1899-1903, 1944"),
  },
  {
    scheduleId: ID,
    id: "3",
    limit: spotLimit(5, 1000),
    collections: [
      pdByAction([[5, 100, 1], [101, 300, 3], [301, 500, 6], [501, 700, 10], [701, null, 12]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("1838-1839, 1859-1863, 1904-1908, 1945"),
  },
  {
    scheduleId: ID,
    id: "4",
    limit: spotLimit(5, 1500),
    collections: [
      pdByAction([[5, 100, 1], [101, 300, 3], [301, 600, 8], [601, 1000, 12], [1001, null, 15]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("1840-1841, 1864-1868, 1909-1913, 1946"),
  },
  {
    scheduleId: ID,
    id: "5",
    limit: spotLimit(5, 2000),
    collections: [
      pdByAction([[5, 75, 1], [76, 300, 3], [301, 500, 8], [501, 1000, 15], [1001, null, 20]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("1842-1843, 1869-1873, 1914-1918, 1947"),
  },
  {
    scheduleId: ID,
    id: "6",
    limit: spotLimit(25, 500),
    collections: [
      pdByAction([[25, 100, 1], [101, 400, 3], [401, 700, 5], [701, 1000, 8], [1001, null, 10]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("1844-1845, 1874-1878, 1919-1923, 1948"),
  },
  {
    scheduleId: ID,
    id: "7",
    limit: spotLimit(25, 750),
    collections: [
      pdByAction([[25, 100, 1], [101, 400, 3], [401, 700, 7], [701, 1000, 10], [1001, null, 15]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("1846-1847, 1879-1883, 1924-1928, 1949"),
  },
  {
    scheduleId: ID,
    id: "8",
    limit: spotLimit(25, 1000),
    collections: [
      pdByAction([[25, 100, 1], [101, 300, 3], [301, 700, 8], [701, 1000, 12], [1001, null, 15]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("1848-1849, 1884-1888, 1929-1933, 1950"),
  },
  {
    scheduleId: ID,
    id: "9",
    limit: spotLimit(25, 2000),
    collections: [
      pdByAction([[25, 100, 1], [101, 300, 3], [301, 600, 8], [601, 900, 12], [901, null, 15]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("1850-1851, 1889-1893, 1934-1938, 1951"),
  },
  {
    scheduleId: ID,
    id: "10",
    limit: spotLimit(25, 2500),
    collections: [
      pdByAction([[25, 75, 1], [76, 300, 3], [301, 500, 8], [501, 1000, 15], [1001, null, 20]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("1852-1853, 1894-1898, 1939-1943, 1952"),
  },
];

export const THREE_CARD_POKER_MORTIMERS: FeeSchedule = {
  id: ID,
  title: "Three Card Poker - 6 Card Bonus",
  games: ["Three Card Poker 6 Card Bonus"],
  room: "Mortimer's Card Room",
  kind: "printed",
  source: at("1797-1952"),
  rateLimit: { max: 5, scope: "per-collection" },
  options: OPTIONS,
};
