/**
 * Fortune 7 Baccarat (seed 000, 000_46d708fc1e637b4c.txt): schedule options 1-26, lines 126-193.
 * Options 1-20: a flat fee per betting spot with a game wager plus a flat player-dealer fee per hand
 * (L132). Options 21-26: no player fee; player-dealer fee by total table action, "all game wagers and
 * bonus bet wagers that are placed by players before the cards are dealt" (L159). No BGC id is printed.
 */
import { pdByAction, pdFlat, spotFlat, spotLimit, type DollarRow } from "../build";
import type { FeeSchedule, FeeSource, ScheduleOption } from "../schedule";

const FILE = "000_46d708fc1e637b4c.txt";
const ID = "fortune-7-baccarat";
const at = (lines: string, more: Partial<FeeSource> = {}): FeeSource => ({ file: FILE, lines, ...more });

/** [option, min, max, player fee per spot, player-dealer fee per hand, line] as printed at L135-157. */
const SPOT_OPTIONS: readonly (readonly [string, number, number, number, number, number])[] = [
  ["1", 5, 10, 0.5, 1, 135],
  ["2", 5, 50, 0.5, 2, 136],
  ["3", 5, 100, 1, 2, 137],
  ["4", 10, 100, 1, 2, 138],
  ["5", 25, 100, 1, 2, 139],
  ["6", 50, 100, 1, 3, 140],
  ["7", 100, 100, 1, 3, 141],
  ["8", 25, 200, 2, 3, 142],
  ["9", 25, 200, 2, 4, 143],
  ["10", 50, 300, 2, 4, 144],
  ["11", 100, 300, 2, 4, 145],
  ["12", 100, 300, 3, 5, 146],
  ["13", 100, 500, 3, 5, 147],
  ["14", 200, 500, 3, 5, 148],
  ["15", 300, 500, 3, 5, 149],
  ["16", 300, 1000, 5, 8, 150],
  ["17", 300, 1000, 5, 10, 151],
  ["18", 500, 1000, 5, 10, 152],
  ["19", 500, 2000, 5, 10, 156],
  ["20", 1000, 5000, 10, 15, 157],
];

const spotOptions: ScheduleOption[] = SPOT_OPTIONS.map(([id, min, max, player, pd, line]) => ({
  scheduleId: ID,
  id,
  limit: spotLimit(min, max),
  collections: [
    spotFlat(player, "game", "Player Collection Fee (per betting spot)"),
    pdFlat(pd, "Player-Dealer Collection Fee (per hand)"),
  ],
  timing: "before-deal",
  source: at(String(line)),
}));

/** Options 21-26: [option, min, max, table action tiers, lines, note]. */
const ACTION_OPTIONS: readonly (readonly [string, number, number, readonly DollarRow[], string, string?])[] = [
  ["21", 1, 100, [[1, 100, 1], [105, 300, 2], [305, 500, 4], [505, 1500, 7], [1505, null, 11]], "162-166"],
  [
    "22", 5, 100, [[5, 100, 1], [105, 300, 2], [305, 500, 4], [505, 1500, 7], [1505, null, 11]], "167-171",
    'L171 prints "$1,505" without "+"; read as "$1,505+" like options 21, 23-26.',
  ],
  ["23", 10, 100, [[10, 300, 2], [305, 500, 4], [505, 1500, 7], [1505, null, 11]], "172-175"],
  ["24", 25, 100, [[25, 300, 2], [305, 800, 6], [805, 1500, 10], [1505, 3000, 12], [3005, null, 30]], "176-180"],
  ["25", 50, 300, [[50, 300, 4], [305, 1000, 8], [1005, 2000, 15], [2005, 5000, 20], [5005, null, 50]], "181-185"],
  [
    "26", 50, 300, [[300, 1200, 4], [1205, 3600, 15], [3605, 7200, 25], [7205, 15000, 45], [15005, null, 65]], "186-187, 191-193",
    "First tier starts at $300 of action although the limit starts at $50: action below $300 pays the first tier's $4 (belowFirst).",
  ],
];

const actionOptions: ScheduleOption[] = ACTION_OPTIONS.map(([id, min, max, rows, lines, note]) => ({
  scheduleId: ID,
  id,
  limit: spotLimit(min, max),
  // Tiers step in $5 units; an amount between two printed tiers takes the higher one (seed-000 notes).
  collections: [pdByAction(rows, { wagers: "all", backline: "include" }, { gapRule: "previous-top-exclusive" }, "Player-Dealer Collection Fee (per hand)")],
  timing: "before-deal",
  source: at(lines, note === undefined ? {} : { note }),
}));

export const FORTUNE_7_BACCARAT: FeeSchedule = {
  id: ID,
  title: "Fortune 7 Baccarat",
  games: ["Fortune 7 Baccarat"],
  kind: "printed",
  source: at("126-193", { note: "Bureau note L128: zero-collection options are under Bureau review." }),
  rateLimit: { max: 5, scope: "per-collection" },
  options: [...spotOptions, ...actionOptions],
};
