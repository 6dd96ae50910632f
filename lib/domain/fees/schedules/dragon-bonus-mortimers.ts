/**
 * Commission-Free Baccarat Dragon Bonus (Mortimer's Card Room), seed 003 (003_828b6cbeef6aaf10.txt).
 * GEGA-0003714 (November 2012), L4840-5025.
 * Player-dealer fee by total table action (Player line, Banker line, Tie, Player Dragon and
 * Dealer Dragon bonus bets, L4841-4843); no player fee. Rebuilt from one value per line.
 * Option 7's first tier starts at $5 although its limit starts at $10 (L4948, L4960): harmless.
 */
import { pdByAction, spotLimit } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "003_828b6cbeef6aaf10.txt";
const ID = "dragon-bonus-baccarat-mortimers";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, documentId: "GEGA-0003714", ...more });

const ACTION = { wagers: "all", backline: "include" } as const;
const RULES = { gapRule: "next-minimum-exclusive" } as const;

const OPTIONS: ScheduleOption[] = [
  {
    scheduleId: ID,
    id: "1",
    limit: spotLimit(5, 500),
    collections: [
      pdByAction([[5, 100, 0.5], [101, 200, 1], [201, 300, 2], [301, 500, 3], [501, null, 5]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("4860-4861, 4875-4879, 4907-4911, 4939"),
  },
  {
    scheduleId: ID,
    id: "2",
    limit: spotLimit(5, 750),
    collections: [
      pdByAction([[5, 200, 1], [201, 300, 2], [301, 500, 3], [501, 1000, 4], [1001, null, 7]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("4862-4863, 4880-4884, 4912-4916, 4940"),
  },
  {
    scheduleId: ID,
    id: "3",
    limit: spotLimit(5, 1000),
    collections: [
      pdByAction([[5, 200, 1], [201, 300, 2], [301, 500, 3], [501, 1000, 5], [1001, null, 10]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("4864-4865, 4885-4889, 4917-4921, 4941"),
  },
  {
    scheduleId: ID,
    id: "4",
    limit: spotLimit(5, 1000),
    collections: [
      pdByAction([[5, 200, 1], [201, 400, 2], [401, 600, 5], [601, 1000, 8], [1001, null, 12]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("4866-4867, 4890-4894, 4922-4926, 4942"),
  },
  {
    scheduleId: ID,
    id: "5",
    limit: spotLimit(10, 1000),
    collections: [
      pdByAction([[10, 100, 0.5], [101, 200, 1], [201, 300, 2], [301, 500, 3], [501, null, 7]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("4868-4869, 4895-4899, 4927-4931, 4943"),
  },
  {
    scheduleId: ID,
    id: "6",
    limit: spotLimit(10, 1500),
    collections: [
      pdByAction([[10, 200, 1], [201, 300, 2], [301, 500, 3], [501, 1000, 4], [1001, null, 7]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("4870-4871, 4900-4904, 4932-4936, 4944"),
  },
  {
    scheduleId: ID,
    id: "7",
    limit: spotLimit(10, 2000),
    collections: [
      pdByAction([[5, 200, 1], [201, 300, 2], [301, 500, 3], [501, 1000, 5], [1001, null, 10]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("4947-4948, 4960-4964, 4990-4994, 5020"),
  },
  {
    scheduleId: ID,
    id: "8",
    limit: spotLimit(10, 2500),
    collections: [
      pdByAction([[10, 200, 1], [201, 400, 2], [401, 600, 5], [601, 1000, 8], [1001, null, 12]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("4949-4950, 4965-4969, 4995-4999, 5021"),
  },
  {
    scheduleId: ID,
    id: "9",
    limit: spotLimit(25, 1000),
    collections: [
      pdByAction([[25, 100, 1], [101, 200, 2], [201, 300, 3], [301, 500, 4], [501, null, 7]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("4951-4952, 4970-4974, 5000-5004, 5022"),
  },
  {
    scheduleId: ID,
    id: "10",
    limit: spotLimit(25, 1500),
    collections: [
      pdByAction([[25, 200, 1], [201, 300, 2], [301, 500, 3], [501, 1000, 4], [1001, null, 7]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("4953-4954, 4975-4979, 5005-5009, 5023"),
  },
  {
    scheduleId: ID,
    id: "11",
    limit: spotLimit(25, 2000),
    collections: [
      pdByAction([[25, 200, 1], [201, 300, 2], [301, 500, 3], [501, 1000, 5], [1001, null, 10]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("4955-4956, 4980-4984, 5010-5014, 5024"),
  },
  {
    scheduleId: ID,
    id: "12",
    limit: spotLimit(25, 2500),
    collections: [
      pdByAction([[25, 200, 1], [201, 400, 2], [401, 600, 5], [601, 1000, 8], [1001, null, 12]], ACTION, RULES, "Player-Dealer Fee"),
    ],
    timing: "before-deal",
    source: at("4957-4958, 4985-4989, 5015-5019, 5025"),
  },
];

export const DRAGON_BONUS_BACCARAT_MORTIMERS: FeeSchedule = {
  id: ID,
  title: "Commission-Free Baccarat Dragon Bonus",
  games: ["Commission-Free Baccarat Dragon Bonus"],
  room: "Mortimer's Card Room",
  kind: "printed",
  source: at("4840-5025"),
  rateLimit: { max: 5, scope: "per-collection" },
  // "The maximum amount a player may wager on the tie bet, Player Dragon Bonus Bet and Dealer Dragon
  // Bonus Bet is $150" (L4845-4847), whatever the option; the minimum stays the table's.
  betLimits: [{ bets: ["tie", "player-dragon", "banker-dragon"], max: 15_000, source: at("4846-4847") }],
  options: OPTIONS,
};
