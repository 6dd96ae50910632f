/**
 * No Bust Blackjack Buster Bonus 6.0 (21st Century Blackjack with Buster Blackjack Bonus Bet) (Mortimer's Casino), seed 003 (003_828b6cbeef6aaf10.txt).
 * GEGA-003019 (January 2014), L3295-3640.
 * Options 1-4 take a flat fee per game wager, a flat fee per Buster Blackjack Bonus Bet and a
 * player-dealer fee by total table action; options 5-20 the player-dealer fee only.
 * Total table action counts "all game wagers and bonus bet wagers" (2014 text, L3305-3306, L3323-3324); the
 * November 2011 compilation copy (L1020-1377, L1451-1477) excluded the Buster side wagers. The later text is used.
 * Fees are dropped after each player has the initial two-card hand (L3320-3321, L3333-3334). The rules allow
 * "up to five separate rates per game" (L3202-3208): the rate limit is 5 per option.
 */
import { pdByAction, spotFlat, spotLimit } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "003_828b6cbeef6aaf10.txt";
const ID = "no-bust-buster-bonus";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, documentId: "GEGA-003019", ...more });

const ACTION = { wagers: "all", backline: "include" } as const;
const RULES = { gapRule: "next-minimum-exclusive" } as const;

const OPTIONS: ScheduleOption[] = [
  {
    scheduleId: ID,
    id: "1",
    limit: spotLimit(5, 25),
    collections: [
      spotFlat(0.25, "game", "Player Fee"),
      spotFlat(0.25, "bonus", "Bonus Bet Fee"),
      pdByAction([[5, 25, 0.25], [26, 50, 0.5], [51, 200, 1], [201, null, 2]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3350-3353, 3369-3372, 3383-3386"),
  },
  {
    scheduleId: ID,
    id: "2",
    limit: spotLimit(5, 50),
    collections: [
      spotFlat(0.5, "game", "Player Fee"),
      spotFlat(0.5, "bonus", "Bonus Bet Fee"),
      pdByAction([[5, 50, 0.5], [51, 200, 1], [201, null, 2]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3354-3357, 3373-3375, 3387-3389"),
  },
  {
    scheduleId: ID,
    id: "3",
    limit: spotLimit(25, 100),
    collections: [
      spotFlat(1, "game", "Player Fee"),
      spotFlat(1, "bonus", "Bonus Bet Fee"),
      pdByAction([[25, 100, 1], [101, 500, 2], [501, null, 3]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3358-3361, 3376-3378, 3390-3392"),
  },
  {
    scheduleId: ID,
    id: "4",
    limit: spotLimit(100, 200),
    collections: [
      spotFlat(1, "game", "Player Fee"),
      spotFlat(1, "bonus", "Bonus Bet Fee"),
      pdByAction([[100, 300, 2], [301, 500, 3], [501, null, 5]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3362-3365, 3379-3381, 3393-3395"),
  },
  {
    scheduleId: ID,
    id: "5",
    limit: spotLimit(3, 200),
    collections: [
      pdByAction([[3, 25, 0.25], [26, 100, 0.5], [101, 200, 1], [201, 300, 2], [301, null, 3]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3408-3411, 3443-3447, 3484-3488"),
  },
  {
    scheduleId: ID,
    id: "6",
    limit: spotLimit(5, 200),
    collections: [
      pdByAction([[5, 100, 0.5], [101, 200, 1], [201, 300, 2], [301, 500, 3], [501, null, 5]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3412-3415, 3448-3452, 3489-3493"),
  },
  {
    scheduleId: ID,
    id: "7",
    limit: spotLimit(5, 300),
    collections: [
      pdByAction([[5, 75, 0.5], [76, 200, 1], [201, 300, 2], [301, 500, 3], [501, null, 5]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3416-3419, 3453-3457, 3494-3498"),
  },
  {
    scheduleId: ID,
    id: "8",
    limit: spotLimit(5, 500),
    collections: [
      pdByAction([[5, 50, 0.5], [51, 100, 1], [101, 300, 2], [301, 500, 3], [501, null, 5]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3420-3423, 3458-3462, 3499-3503"),
  },
  {
    scheduleId: ID,
    id: "9",
    limit: spotLimit(5, 750),
    collections: [
      pdByAction([[5, 50, 0.5], [51, 100, 1], [101, 300, 3], [301, 500, 5], [501, null, 8]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3424-3427, 3463-3467, 3504-3508"),
  },
  {
    scheduleId: ID,
    id: "10",
    limit: spotLimit(5, 1000),
    collections: [
      pdByAction([[5, 40, 0.5], [41, 75, 1], [76, 200, 2], [201, 500, 5], [501, null, 10]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3428-3431, 3468-3472, 3509-3513"),
  },
  {
    scheduleId: ID,
    id: "11",
    limit: spotLimit(10, 500),
    collections: [
      pdByAction([[10, 50, 0.5], [51, 100, 1], [101, 300, 2], [301, 600, 4], [601, null, 6]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3432-3435, 3473-3477, 3514-3518"),
  },
  {
    scheduleId: ID,
    id: "12",
    limit: spotLimit(10, 750),
    collections: [
      pdByAction([[10, 100, 1], [101, 300, 2], [301, 700, 5], [701, 1200, 7], [1201, null, 10]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3436-3439, 3478-3482, 3519-3523"),
  },
  {
    scheduleId: ID,
    id: "13",
    limit: spotLimit(10, 1000),
    collections: [
      pdByAction([[10, 100, 1], [101, 200, 3], [201, 500, 5], [501, 1000, 8], [1001, null, 10]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3528-3529, 3561-3565, 3601-3605"),
  },
  {
    scheduleId: ID,
    id: "14",
    limit: spotLimit(25, 500),
    collections: [
      pdByAction([[25, 100, 1], [101, 500, 3], [501, 1000, 5], [1001, 2000, 7], [2001, null, 10]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3532-3533, 3566-3570, 3606-3610"),
  },
  {
    scheduleId: ID,
    id: "15",
    limit: spotLimit(25, 750),
    collections: [
      pdByAction([[25, 100, 1], [101, 400, 3], [401, 800, 6], [801, 1200, 10], [1201, null, 15]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3536-3537, 3571-3575, 3611-3615"),
  },
  {
    scheduleId: ID,
    id: "16",
    limit: spotLimit(25, 1000),
    collections: [
      pdByAction([[25, 200, 2], [201, 500, 5], [501, 700, 8], [701, 1000, 10], [1001, null, 15]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3540-3541, 3576-3580, 3616-3620"),
  },
  {
    scheduleId: ID,
    id: "17",
    limit: spotLimit(100, 1000),
    collections: [
      pdByAction([[100, 300, 2], [301, 700, 5], [701, 1200, 8], [1201, 2000, 10], [2001, null, 15]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3544-3545, 3581-3585, 3621-3625"),
  },
  {
    scheduleId: ID,
    id: "18",
    limit: spotLimit(100, 1500),
    collections: [
      pdByAction([[100, 300, 2], [301, 700, 5], [701, 1200, 10], [1201, 2000, 15], [2001, null, 20]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3548, 3551, 3586-3590, 3626-3630"),
  },
  {
    scheduleId: ID,
    id: "19",
    limit: spotLimit(100, 2000),
    collections: [
      pdByAction([[100, 300, 2], [301, 500, 5], [501, 1000, 10], [1001, 2000, 20], [2001, null, 25]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3549, 3552, 3591-3595, 3631-3635"),
  },
  {
    scheduleId: ID,
    id: "20",
    limit: spotLimit(5, 200),
    collections: [
      pdByAction([[5, 50, 0.5], [51, 100, 1], [101, 200, 2], [201, 300, 3], [301, null, 5]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "after-initial-two-cards",
    source: at("3550, 3553, 3596-3600, 3636-3640"),
  },
];

export const NO_BUST_BUSTER_BONUS: FeeSchedule = {
  id: ID,
  title: "No Bust Blackjack Buster Bonus 6.0",
  games: ["21st Century Blackjack with Buster Blackjack Bonus Bet"],
  room: "Mortimer's Card Room",
  kind: "printed",
  source: at("3202-3208, 3295-3640"),
  rateLimit: { max: 5, scope: "per-option" },
  options: OPTIONS,
};
