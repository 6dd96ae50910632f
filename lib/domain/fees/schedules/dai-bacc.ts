/**
 * Dai Bacc (Kings Card Club), seed 004 (004_b7b95d88b58787a5.txt).
 * Collection-rate document GEGA-004249 (August 2022), L2026-2134.
 * Options 1-20: a player-dealer fee per hand by total table action, "the sum of all players' controlled
 * game and bonus bets"; "no collection fee taken from any players or backline bettors" (L2028). No table
 * limits are stated.
 * Options 4 and 6 are printed cleanly but look wrong ($50-$125 on $201+ of action; $1, $1, $17, $12, $17):
 * kept as printed, marked low confidence, to be verified against the original before a room uses them.
 * Options 13-19 were realigned from OCR lines shifted by one (L2097-2128); stray tokens dropped (digest §4.7).
 */
import { pdByAction, roomSetsLimit } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "004_b7b95d88b58787a5.txt";
const ID = "dai-bacc";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, documentId: "GEGA-004249", ...more });

const ACTION = { wagers: "all", backline: "include" } as const;
const RULES = { gapRule: "next-minimum-exclusive" } as const;
const LIMIT = roomSetsLimit(null, null);

const OPTIONS: ScheduleOption[] = [
  {
    scheduleId: ID,
    id: "1",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 2], [101, 200, 3], [201, 300, 5], [301, 400, 7], [401, null, 9]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2031-2035"),
  },
  {
    scheduleId: ID,
    id: "2",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 2], [101, 200, 4], [201, 300, 7], [301, 600, 8], [601, null, 10]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2037-2041"),
  },
  {
    scheduleId: ID,
    id: "3",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 200, 3], [201, 400, 5], [401, 800, 8], [801, null, 10]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2042-2046"),
  },
  {
    scheduleId: ID,
    id: "4",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 3], [101, 200, 15], [201, 400, 50], [401, 800, 100], [801, null, 125]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2047-2051", { confidence: "low", note: "low (printed cleanly but implausible: $50/$100/$125 fees on $201-$800 action; verify)" }),
  },
  {
    scheduleId: ID,
    id: "5",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 300, 3], [301, 600, 6], [601, 1000, 10], [1001, null, 15]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2052-2056"),
  },
  {
    scheduleId: ID,
    id: "6",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 1], [101, 300, 1], [301, 600, 17], [601, 1000, 12], [1001, null, 17]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2057-2061", { confidence: "low", note: "low (printed $1,$1,$17,$12,$17 is non-monotone; likely OCR: tier2 $3/$4?, tier3 $7?; verify)" }),
  },
  {
    scheduleId: ID,
    id: "7",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 2], [101, 300, 3], [301, 600, 7], [601, 1000, 9], [1001, null, 12]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2062-2066"),
  },
  {
    scheduleId: ID,
    id: "8",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 200, 1], [201, 400, 4], [401, 600, 7], [601, 1000, 10], [1001, null, 15]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2067-2071"),
  },
  {
    scheduleId: ID,
    id: "9",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 200, 1], [201, 400, 4], [401, 600, 7], [601, 1000, 15], [1001, null, 20]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2072-2076"),
  },
  {
    scheduleId: ID,
    id: "10",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 200, 2], [201, 400, 4], [401, 600, 7], [601, 1000, 12], [1001, null, 17]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2077-2081"),
  },
  {
    scheduleId: ID,
    id: "11",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 200, 2], [201, 400, 4], [401, 600, 7], [601, 1000, 15], [1001, null, 20]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2083-2087"),
  },
  {
    scheduleId: ID,
    id: "12",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 200, 1], [201, 500, 4], [501, 800, 8], [801, 1000, 11], [1001, null, 15]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2088-2092"),
  },
  {
    scheduleId: ID,
    id: "13",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 200, 2], [201, 500, 4], [501, 800, 8], [801, 1000, 11], [1001, null, 15]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2093-2098", { confidence: "medium", note: "medium (last tier split across L2097-2098)" }),
  },
  {
    scheduleId: ID,
    id: "14",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 300, 1], [301, 600, 5], [601, 1000, 10], [1001, 2000, 20], [2001, null, 35]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2098-2102", { confidence: "medium", note: "medium (first range merged with option 13 last tier on L2098)" }),
  },
  {
    scheduleId: ID,
    id: "15",
    limit: LIMIT,
    collections: [
      pdByAction([[25, 200, 2], [201, 300, 6], [301, 500, 7], [501, 1000, 12], [1001, null, 20]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2103-2108", { confidence: "medium", note: "medium (ranges/fees shifted by one line in OCR, L2103-2108)" }),
  },
  {
    scheduleId: ID,
    id: "16",
    limit: LIMIT,
    collections: [
      pdByAction([[25, 200, 1], [201, 300, 3], [301, 500, 6], [501, 1000, 15], [1001, null, 20]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2108-2113", { confidence: "medium", note: "medium (first fee printed on L2108; stray '***', '$4.5', '*20' treated as noise)" }),
  },
  {
    scheduleId: ID,
    id: "17",
    limit: LIMIT,
    collections: [
      pdByAction([[25, 300, 1], [301, 600, 8], [601, 1000, 10], [1001, 2000, 25], [2001, null, 30]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2114-2118", { confidence: "low", note: "medium-low (first fee '$1 *0'; stray '$25' on L2116 treated as next-row echo)" }),
  },
  {
    scheduleId: ID,
    id: "18",
    limit: LIMIT,
    collections: [
      pdByAction([[25, 300, 2], [301, 600, 6], [601, 1000, 10], [1001, 2000, 20], [2001, null, 30]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2119-2123", { confidence: "medium", note: "medium (stray '$20' on L2121 treated as next-row echo)" }),
  },
  {
    scheduleId: ID,
    id: "19",
    limit: LIMIT,
    collections: [
      pdByAction([[100, 300, 1], [301, 600, 6], [601, 1500, 15], [1501, 3000, 30], [3001, null, 45]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2124-2128", { confidence: "low", note: "medium-low (first fee '$1 *C' — could conceivably be another value)" }),
  },
  {
    scheduleId: ID,
    id: "20",
    limit: LIMIT,
    collections: [
      pdByAction([[100, 500, 7], [501, 1000, 10], [1001, 2000, 15], [2001, 4000, 25], [4001, null, 40]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2130-2134"),
  },
];

export const DAI_BACC: FeeSchedule = {
  id: ID,
  title: "Dai Bacc",
  games: ["Dai Bacc"],
  room: "Kings Card Club",
  kind: "printed",
  source: at("2026-2134", { note: "Schedule heading: Dai Bacc - GEGR-002116." }),
  rateLimit: { max: 5, scope: "per-collection" },
  options: OPTIONS,
};
