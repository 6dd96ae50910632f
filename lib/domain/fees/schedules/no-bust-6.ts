/**
 * No Bust 21st Century Blackjack 6.0 (Mortimer's Card Room), seed 003 (003_828b6cbeef6aaf10.txt).
 * GEGA-002891 in the compilation GEGA-002896 (November 2011).
 * Options 1-4 take a flat fee per game wager plus a player-dealer fee by total table action; option 5 the
 * player-dealer fee only (L1421-1445). Total table action is "all game wagers ... placed by players prior to cards
 * being dealt". Fees are dropped after each player has the initial two-card hand (L1430-1431, L1442-1443).
 * The rules allow "up to five separate rates per game" (L879-884): the rate limit is 5 per option.
 */
import { pdByAction, spotFlat, spotLimit } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "003_828b6cbeef6aaf10.txt";
const ID = "no-bust-6";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, documentId: "GEGA-002896", ...more });

/** "all game wagers that are placed by players prior to cards being dealt" (L1422-1423). */
const ACTION = { wagers: "game", backline: "include" } as const;
const RULES = { gapRule: "next-minimum-exclusive" } as const;

const OPTIONS: ScheduleOption[] = [
  {
    scheduleId: ID,
    id: "1",
    limit: spotLimit(5, 25),
    collections: [
      spotFlat(0.25, "game", "Player Fee"),
      pdByAction([[5, 25, 0.25], [26, 50, 0.5], [51, 200, 1], [201, null, 2]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("949-955, 993-996"),
  },
  {
    scheduleId: ID,
    id: "2",
    limit: spotLimit(5, 50),
    collections: [
      spotFlat(0.5, "game", "Player Fee"),
      pdByAction([[5, 50, 0.5], [51, 200, 1], [201, null, 2]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("956-961, 997-999"),
  },
  {
    scheduleId: ID,
    id: "3",
    limit: spotLimit(25, 100),
    collections: [
      spotFlat(1, "game", "Player Fee"),
      pdByAction([[25, 100, 1], [101, 500, 2], [501, null, 3]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("962-967, 1000-1002"),
  },
  {
    scheduleId: ID,
    id: "4",
    limit: spotLimit(100, 200),
    collections: [
      spotFlat(1, "game", "Player Fee"),
      pdByAction([[100, 300, 2], [301, 500, 3], [501, null, 5]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("968-973, 1003-1005"),
  },
  {
    scheduleId: ID,
    id: "5",
    limit: spotLimit(5, 200),
    collections: [
      pdByAction([[5, 50, 0.5], [51, 100, 1], [101, 200, 2], [201, 300, 3], [301, null, 5]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("980-982, 986-990, 1008-1012"),
  },
];

export const NO_BUST_6: FeeSchedule = {
  id: ID,
  title: "No Bust 21st Century Blackjack 6.0",
  games: ["No Bust Blackjack 6.0"],
  room: "Mortimer's Card Room",
  kind: "printed",
  source: at("879-884, 942-1019, 1421-1445"),
  rateLimit: { max: 5, scope: "per-option" },
  options: OPTIONS,
};
