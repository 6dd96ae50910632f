/**
 * The settlement calculator's words for Pai Gow Tiles: the input format (in `npm run settle --
 * --help` and, in brief, on the floor's calculator) and worked rounds (docs/calculators.md,
 * scripts/settle-pai-gow-tiles.test.ts) that the floor's calculator offers.
 */
import { PAI_GOW_TILES_GAME_IDS } from "./game-config";

/** The input format as `npm run -s settle -- --help` prints it. */
export const PAI_GOW_TILES_SETTLE_USAGE = `Pai Gow Tiles (${PAI_GOW_TILES_GAME_IDS.join(", ")}): the same fields, except
  seats             2 to 8, the player-dealer's seat included (seed 004 L798)
  wagers            bet "main" (one wager per betting area); backline wagers ride on the seat's hands
  dice              the three dice's total, 3 to 18 (seed 004 L810): the player-dealer is 1, 9 and 17
  hands             per seat with a seated wager: {"<seat>": {"tiles": [4 tiles], "set": "house-way"
                    or {"high": [2 tiles], "low": [2 tiles]}}}
  playerDealer      the player-dealer's {"tiles": [4 tiles], "set": ...}, as for a seat
                    A tile is its two halves low first, "6-6", "3-6" (either order is read), or a
                    civil tile's copy "6-6a"/"6-6b"; a civil face alone is the copy not yet used.
                    The tiles are dealt counterclockwise from the seat the dice land on.
  options           the game's named options (docs/rules-decisions/pai-gow-tiles.md)
  fee               {"scheduleId": "pai-gow-tiles", "optionId": "1".."4"}: options 1-2 and 3-4 allow
                    overlapping limits, so give it to charge the fees
  cards, decks      not used
  output            "dice", "playerDealer" and "hands" (in settlement order: each seat's four tiles,
                    its high and low hand with their names, who set them, the house-way rule, the
                    outcome and why) instead of player, banker and winner; the ledger, fees and
                    bank as above.`;

/** The input format in brief, for the floor's calculator. */
export const PAI_GOW_TILES_SETTLE_FORMAT = `Pai Gow Tiles (${PAI_GOW_TILES_GAME_IDS.join(", ")}): the same fields, except
seats             2 to 8, the player-dealer's included
wagers            bet "main"; backline wagers ride on the seat's hands
dice              the three dice's total, 3 to 18
hands             {"<seat>": {"tiles": [4 tiles], "set": "house-way" | {"high": [2], "low": [2]}}}
playerDealer      {"tiles": [4 tiles], "set": "house-way" | {"high": [2], "low": [2]}}
                  a tile: "6-6", "3-6" (a civil tile's copy: "6-6a", "6-6b")
fee               {"scheduleId": "pai-gow-tiles", "optionId": "1".."4"}
cards, choices    not used`;

/** Kings Card Club's 8-seat table: a Wong wins, a push by the house way, the bank runs out on the first line. */
export const PAI_GOW_TILES_BANK_OUT_EXAMPLE = {
  game: "pai-gow-tiles",
  seats: 8,
  playerDealerSeat: 1,
  bank: 1500,
  limits: { min: 500, max: 10_000 },
  wagers: [
    { seat: 3, bet: "main", amount: 2000 },
    { seat: 5, bet: "main", amount: 3000 },
    { seat: 6, bet: "main", amount: 1000 },
    { seat: 6, bet: "main", amount: 1000, backline: true, bettor: "Ann" },
  ],
  dice: 11,
  hands: {
    "3": { tiles: ["6-6", "3-6", "1-1", "1-6"], set: { high: ["6-6", "3-6"], low: ["1-1", "1-6"] } },
    "5": { tiles: ["4-4", "1-3", "5-5", "2-2"], set: { high: ["5-5", "2-2"], low: ["4-4", "1-3"] } },
    "6": { tiles: ["4-5", "5-5", "2-4", "3-3"], set: "house-way" },
  },
  playerDealer: { tiles: ["6-6", "1-6", "1-1", "1-5"], set: { high: ["6-6", "1-6"], low: ["1-1", "1-5"] } },
  fee: { scheduleId: "pai-gow-tiles", optionId: "1" },
} as const;

/** A 6-seat table: the dice on the player-dealer, its house way, a copy, a pair, fee option 3's tiers. */
export const PAI_GOW_TILES_COPY_EXAMPLE = {
  game: "pai-gow-tiles",
  seats: 6,
  playerDealerSeat: 4,
  bank: 60_000,
  limits: { min: 1000, max: 50_000 },
  wagers: [
    { seat: 1, bet: "main", amount: 25_000 },
    { seat: 2, bet: "main", amount: 10_000 },
    { seat: 3, bet: "main", amount: 50_000 },
    { seat: 5, bet: "main", amount: 5000 },
    { seat: 5, bet: "main", amount: 2000, backline: true, bettor: "Lee" },
  ],
  dice: 9,
  hands: {
    "1": { tiles: ["1-1", "3-6", "5-5", "3-5"], set: { high: ["1-1", "3-6"], low: ["5-5", "3-5"] } },
    "2": { tiles: ["5-6", "1-5", "2-2", "1-6"], set: { high: ["5-6", "1-5"], low: ["2-2", "1-6"] } },
    "3": { tiles: ["6-6", "6-6", "4-4", "2-5"], set: { high: ["6-6", "6-6"], low: ["4-4", "2-5"] } },
    "5": { tiles: ["3-4", "2-4", "5-5", "4-6"], set: "house-way" },
  },
  playerDealer: { tiles: ["1-1", "4-5", "2-6", "3-3"], set: "house-way" },
  fee: { scheduleId: "pai-gow-tiles", optionId: "3" },
} as const;

export const PAI_GOW_TILES_SETTLE_EXAMPLES: readonly { readonly id: string; readonly name: string; readonly input: object }[] = [
  { id: "pai-gow-tiles", name: "Pai Gow Tiles: a Wong wins, a house-way push, the bank runs out", input: PAI_GOW_TILES_BANK_OUT_EXAMPLE },
  { id: "pai-gow-tiles-copy", name: "Pai Gow Tiles: the dice on the player-dealer, its house way, a copy, fee option 3", input: PAI_GOW_TILES_COPY_EXAMPLE },
];
