/**
 * Fortune Pai Gow Poker (Kings Card Club), seed 004 (004_b7b95d88b58787a5.txt).
 * Collection-rate document GEGA-004249 (August 2022), L1919-1972.
 * A fee from each player per betting circle by the amount of the wager placed, plus a flat
 * player-dealer fee per hand. Options 1-2: "no additional collection fee ... when placing a Fortune Bonus Bet"
 * (L1921); options 3-7 say nothing about it and are read the same way (digest §5 item 7, open question).
 * Options 4-7 were reconstructed from a cascading OCR garble (L1952-1972, digest §4.4).
 */
import { pdFlat, roomSetsLimit, spotTiered } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "004_b7b95d88b58787a5.txt";
const ID = "fortune-pai-gow-poker-kings";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, documentId: "GEGA-004249", ...more });

const RULES = { gapRule: "next-minimum-exclusive" } as const;
const LIMIT_1_2 = roomSetsLimit([10, 25], [100, 2000]);
const LIMIT_3_7 = roomSetsLimit([10, 10], [500, 1000]);

const OPTIONS: ScheduleOption[] = [
  {
    scheduleId: ID,
    id: "1",
    limit: LIMIT_1_2,
    collections: [
      spotTiered([[10, 100, 1], [101, 300, 2], [301, 500, 3], [501, 1000, 5], [1001, null, 8]], "game", RULES, "Player Collection"),
      pdFlat(2, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1926-1930"),
  },
  {
    scheduleId: ID,
    id: "2",
    limit: LIMIT_1_2,
    collections: [
      spotTiered([[25, 100, 1], [101, 300, 2], [301, 500, 3], [501, 1000, 5], [1001, null, 8]], "game", RULES, "Player Collection"),
      pdFlat(3, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1931-1935"),
  },
  {
    scheduleId: ID,
    id: "3",
    limit: LIMIT_3_7,
    collections: [
      spotTiered([[10, 200, 1], [201, 400, 2], [401, 600, 3], [601, 800, 4], [801, 1000, 5]], "game", RULES, "Player Collection"),
      pdFlat(2, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1944-1948"),
  },
  {
    scheduleId: ID,
    id: "4",
    limit: LIMIT_3_7,
    collections: [
      spotTiered([[10, 100, 1], [101, 200, 2], [201, 300, 3], [301, 400, 4], [401, 1000, 5]], "game", RULES, "Player Collection"),
      pdFlat(2, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1953-1957", { confidence: "medium", note: "medium-high (reconstructed from garbled OCR); lines 1953-1957 (clean right-hand columns) + garbled echo L1952-1953" }),
  },
  {
    scheduleId: ID,
    id: "5",
    limit: LIMIT_3_7,
    collections: [
      spotTiered([[10, 200, 1], [201, 400, 2], [401, 600, 3], [601, 800, 4], [801, 1000, 5]], "game", RULES, "Player Collection"),
      pdFlat(4, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1958-1962", { confidence: "medium", note: "medium; lines 1958-1962 (fees for first 3 tiers missing in clean columns; recovered from garbled L1956/L1959 '$10-$200 $1 $201-$400 $2 $401-$600 $3 $4')" }),
  },
  {
    scheduleId: ID,
    id: "6",
    limit: LIMIT_3_7,
    collections: [
      spotTiered([[10, 100, 1], [101, 200, 2], [201, 300, 3], [301, 400, 4], [401, 1000, 5]], "game", RULES, "Player Collection"),
      pdFlat(4, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1963-1967", { confidence: "medium", note: "medium-high; lines 1963-1967 (+ garbled '6 $201-$300 $3 $4' L1959/L1963)" }),
  },
  {
    scheduleId: ID,
    id: "7",
    limit: LIMIT_3_7,
    collections: [
      spotTiered([[10, 100, 1], [101, 200, 2], [201, 300, 3], [301, 400, 4], [401, 500, 5]], "game", RULES, "Player Collection"),
      pdFlat(2, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1968-1972", { confidence: "medium", note: "medium-high; lines 1968-1972 (+ garbled '7 $201 - $300 $3 $2')" }),
  },
];

export const FORTUNE_PAI_GOW_POKER_KINGS: FeeSchedule = {
  id: ID,
  title: "Fortune Pai Gow Poker",
  games: ["Fortune Pai Gow Poker"],
  room: "Kings Card Club",
  kind: "printed",
  source: at("1919-1972", { note: "Schedule heading: Fortune Pai Gow Poker (GEGA-004231)." }),
  rateLimit: { max: 5, scope: "per-collection" },
  options: OPTIONS,
};
