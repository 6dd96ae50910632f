/**
 * Fortune Pai Gow Poker (Mortimer's Card Room), seed 003 (003_828b6cbeef6aaf10.txt).
 * GEGA-001004 (November 2012), L4524-4567.
 * Option 1 takes a player-dealer fee by total table action (base game and Fortune Bonus
 * wagers) and a fee "per bet from each player, based on the total amount that a player has wagered" (L4525-4529).
 * Both tables stop at $200 (L4553, L4563) although two players easily exceed $200 of action and one
 * player's base + Fortune can exceed $200: amounts above the top tier pay the top tier's fee (aboveLast
 * "last-tier", low confidence).
 */
import { pdByAction, spotLimit, spotTiered } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "003_828b6cbeef6aaf10.txt";
const ID = "fortune-pai-gow-poker-mortimers";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, documentId: "GEGA-001004", ...more });

const ACTION = { wagers: "all", backline: "include" } as const;
const RULES = { gapRule: "next-minimum-exclusive", aboveLast: "last-tier" } as const;

const OPTIONS: ScheduleOption[] = [
  {
    scheduleId: ID,
    id: "1",
    limit: spotLimit(10, 200),
    collections: [
      spotTiered([[10, 100, 1], [101, 200, 2]], "all", RULES, "Player Fee"),
      pdByAction([[10, 100, 1], [101, 200, 2]], ACTION, RULES, "Player-Dealer Fee Collection"),
    ],
    timing: "before-deal",
    source: at("4548-4549, 4552-4553, 4558-4559, 4562-4563, 4566-4567", { confidence: "low", note: "Tiers end at $200; larger amounts pay the $200 tier's fee (aboveLast last-tier)." }),
  },
];

export const FORTUNE_PAI_GOW_POKER_MORTIMERS: FeeSchedule = {
  id: ID,
  title: "Fortune Pai Gow Poker",
  games: ["Fortune Pai Gow Poker"],
  room: "Mortimer's Card Room",
  kind: "printed",
  source: at("4524-4567"),
  rateLimit: { max: 5, scope: "per-collection" },
  options: OPTIONS,
};
