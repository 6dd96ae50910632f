/**
 * No Bust 21st Century Blackjack, Joker edition (Mortimer's Card Room), seed 003 (003_828b6cbeef6aaf10.txt).
 * fees GEGA-001003 in the compilation GEGA-002896 (November 2011).
 * A flat fee per game wager and a flat player-dealer fee per hand (procedure L1412-1420).
 * The rules allow "up to three separate rates per game" (L149-153): the rate limit is 3 per option.
 * The player-dealer fee column is missing from the table itself; the stray "Player-Dealer Fee / Jackpot
 * Fee / $1.00 / $0.00" block at L930-933 is read as this option's (seed 003 digest B8: low confidence).
 */
import { pdFlat, spotFlat, spotLimit } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "003_828b6cbeef6aaf10.txt";
const ID = "no-bust-joker";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, documentId: "GEGA-002896", ...more });

const OPTIONS: ScheduleOption[] = [
  {
    scheduleId: ID,
    id: "1",
    limit: spotLimit(5, 50),
    collections: [
      spotFlat(0.5, "game", "Player Fee"),
      pdFlat(1, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("930-933, 938-941", { confidence: "low", note: "Player-dealer fee $1.00 taken from the stray block at L930-933 (column missing from the table)." }),
  },
];

export const NO_BUST_JOKER: FeeSchedule = {
  id: ID,
  title: "No Bust 21st Century Blackjack",
  games: ["No Bust 21st Century Blackjack (Joker edition)"],
  room: "Mortimer's Card Room",
  kind: "printed",
  source: at("149-153, 930-941, 1412-1420"),
  rateLimit: { max: 3, scope: "per-option" },
  options: OPTIONS,
};
