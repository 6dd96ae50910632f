/**
 * EZ Baccarat Panda 8 and Dragon Bonus Baccarat - Commission Free (Kings Card Club), seed 004 (004_b7b95d88b58787a5.txt).
 * Collection-rate document GEGA-004249 (August 2022), L2003-2024.
 * Options 1-3: a player-dealer fee per hand by total table action, "the sum of all players' controlled
 * game and bonus bet wagers"; no player collection (L2005).
 * Option 1 tier 4 is printed "$600-$1,000" (L2013), overlapping "$301-$600": read as "$601-$1,000", so
 * $600 of action pays $7 (digest §4.6).
 */
import { pdByAction, roomSetsLimit } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "004_b7b95d88b58787a5.txt";
const ID = "ez-baccarat-panda-8-dragon-bonus-kings";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, documentId: "GEGA-004249", ...more });

const ACTION = { wagers: "all", backline: "include" } as const;
const RULES = { gapRule: "next-minimum-exclusive" } as const;
const LIMIT = roomSetsLimit([5, 100], [5, 10000]);

const OPTIONS: ScheduleOption[] = [
  {
    scheduleId: ID,
    id: "1",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 100, 2], [101, 300, 3], [301, 600, 7], [601, 1000, 9], [1001, null, 12]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2010-2014", { confidence: "medium", note: "medium (tier 4 printed '$600-$1,000', overlaps tier 3 '$301-$600'; read as $601-$1,000)" }),
  },
  {
    scheduleId: ID,
    id: "2",
    limit: LIMIT,
    collections: [
      pdByAction([[5, 300, 2], [301, 600, 7], [601, 1500, 15], [1501, 3000, 30], [3001, null, 55]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2015-2019"),
  },
  {
    scheduleId: ID,
    id: "3",
    limit: LIMIT,
    collections: [
      pdByAction([[100, 3000, 25], [3001, 5000, 50], [5001, 7000, 75], [7001, 9000, 100], [9001, null, 125]], ACTION, RULES, "Player-Dealer Collection"),
    ],
    timing: "before-deal",
    source: at("2020-2024"),
  },
];

export const EZ_BACCARAT_DRAGON_BONUS_KINGS: FeeSchedule = {
  id: ID,
  title: "EZ Baccarat Panda 8 and Dragon Bonus Baccarat - Commission Free",
  games: ["EZ Baccarat Panda 8", "Dragon Bonus Baccarat - Commission Free"],
  room: "Kings Card Club",
  kind: "printed",
  source: at("2003-2024", { note: "Schedule heading: EZ Baccarat Panda 8 (GEGA-004229), Dragon Bonus Baccarat - Commission Free (GEGA-004228)." }),
  rateLimit: { max: 5, scope: "per-collection" },
  options: OPTIONS,
};
