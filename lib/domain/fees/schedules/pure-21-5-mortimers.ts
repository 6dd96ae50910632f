/**
 * Pure 21.5 Blackjack - No Limit (Mortimer's Card Room), seed 003 (003_828b6cbeef6aaf10.txt).
 * GEGA-000309 in the compilation GEGA-002896 (November 2011).
 * Player-dealer fee by total table action, "all game wagers that are placed by players
 * prior to cards being dealt" (L1478-1488); no player fee; table limits have no maximum.
 * Option 1 jumps from "$21 - $149" to "$201+" (L1335-1336): $150-$200 falls in no printed tier and takes
 * $0.50 under the next-minimum-exclusive rule (low confidence). Its first tier ($2-$20) is printed $0.00.
 * The rules allow "up to three separate rates per game" (L505-509): the rate limit is 3 per option.
 */
import { pdByAction, spotLimit } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "003_828b6cbeef6aaf10.txt";
const ID = "pure-21-5-mortimers";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, documentId: "GEGA-002896", ...more });

const ACTION = { wagers: "game", backline: "include" } as const;
const RULES = { gapRule: "next-minimum-exclusive" } as const;

const OPTIONS: ScheduleOption[] = [
  {
    scheduleId: ID,
    id: "1",
    limit: spotLimit(2, null),
    collections: [
      pdByAction([[2, 20, 0], [21, 149, 0.5], [201, null, 2]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("1305-1307, 1334-1336, 1363-1365", { confidence: "low", note: "Gap $150-$200 between \"$21 - $149\" and \"$201+\" (L1335-1336): next-minimum-exclusive gives $0.50." }),
  },
  {
    scheduleId: ID,
    id: "2",
    limit: spotLimit(5, null),
    collections: [
      pdByAction([[5, 99, 0.5], [100, 399, 2], [400, null, 3]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("1308-1310, 1337-1339, 1366-1368"),
  },
  {
    scheduleId: ID,
    id: "3",
    limit: spotLimit(10, null),
    collections: [
      pdByAction([[10, 49, 0.5], [50, 399, 2.5], [400, null, 4]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("1311-1313, 1340-1342, 1369-1371"),
  },
  {
    scheduleId: ID,
    id: "4",
    limit: spotLimit(100, null),
    collections: [
      pdByAction([[100, 499, 2], [500, 999, 5], [1000, null, 10]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("1314-1316, 1343-1345, 1372-1374"),
  },
];

export const PURE_21_5_MORTIMERS: FeeSchedule = {
  id: ID,
  title: "Pure 21.5 Blackjack",
  games: ["Pure 21.5 Blackjack"],
  room: "Mortimer's Card Room",
  kind: "printed",
  source: at("505-509, 1300-1383, 1478-1488"),
  rateLimit: { max: 3, scope: "per-option" },
  options: OPTIONS,
};
