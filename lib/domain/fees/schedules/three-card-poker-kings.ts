/**
 * Three Card Poker 6 Card Bonus (Kings Card Club), seed 004 (004_b7b95d88b58787a5.txt).
 * Collection-rate document GEGA-004249 (August 2022), L1895-1917.
 * Options 1-3: a player-dealer fee per hand by total table action; no player collection (L1897).
 */
import { pdByAction, roomSetsLimit } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "004_b7b95d88b58787a5.txt";
const ID = "three-card-poker-6-card-bonus-kings";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, documentId: "GEGA-004249", ...more });

/**
 * L1897 defines total table action as "all game wagers" and does not name the bonus bets. The schedule counts
 * every wager it is given; the game decides which: the Ante alone by default, Pair Plus and 6 Card Bonus too
 * by Kings' option `tableAction` (three-card-poker/fee-wagers.ts; fees.md C7). The Play wager is made after
 * the deal and never counts.
 */
const ACTION = { wagers: "all", backline: "include" } as const;
const RULES = { gapRule: "next-minimum-exclusive" } as const;
const LIMIT = roomSetsLimit([5, 100], [5, 10000]);

const OPTIONS: ScheduleOption[] = [
  {
    scheduleId: ID,
    id: "1",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 2], [101, 300, 4], [301, 500, 7], [501, 800, 10], [801, null, 15]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1902-1906"),
  },
  {
    scheduleId: ID,
    id: "2",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 2], [101, 400, 4], [401, 800, 8], [801, 1500, 15], [1501, null, 20]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1907-1911"),
  },
  {
    scheduleId: ID,
    id: "3",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 500, 5], [501, 700, 8], [701, 900, 10], [901, 1500, 20], [1501, null, 25]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("1913-1917"),
  },
];

export const THREE_CARD_POKER_KINGS: FeeSchedule = {
  id: ID,
  title: "Three Card Poker 6 Card Bonus",
  games: ["Three Card Poker 6 Card Bonus"],
  room: "Kings Card Club",
  kind: "printed",
  source: at("1895-1917", { note: "Schedule heading: Three Card Poker 6 Card Bonus (GEGA-004246)." }),
  rateLimit: { max: 5, scope: "per-collection" },
  options: OPTIONS,
};
