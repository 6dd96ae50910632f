/**
 * The settlement calculator's words for pai gow poker: the input format (in `npm run settle --
 * --help` and, in brief, on the floor's calculator) and a worked round of each game
 * (docs/calculators.md, scripts/settle-pai-gow-poker.test.ts) that the floor's calculator offers.
 */
import { PAI_GOW_GAME_IDS } from "./game-config";

/** The input format as `npm run -s settle -- --help` prints it. */
export const PAI_GOW_SETTLE_USAGE = `Pai gow poker (${PAI_GOW_GAME_IDS.join(", ")}): seats 1..7, the player-dealer's
included (seven piles of seven); "decks", "seats" and "cards" are not used, and instead
  wagers            bet "game" (the game wager), "fortune" (Fortune Bonus, the three Fortune games
                    and Face Up), "ace-high" (Ace-High Bonus, face-up-pai-gow); a bonus needs the
                    same bettor's game wager; backline bettors as above
  dice              the three dice's total, 3 to 18: the action button (the player-dealer at 1, 8, 15)
  actionPile        optional: the pile the player-dealer chose, 1 to 7 (it decides nothing here)
  hands             per seat with a seated game wager: {"<seat>": {"cards": [7 cards],
                    "split": {"high": [5 cards], "low": [2 cards]} | "house-way"}}; with a split
                    "cards" may be left out; "house-way" needs the "cards". Face Up, when the
                    player-dealer's hand is ace-high ("Pai Gow"): no split; only the seats whose
                    bonus reads their cards give their seven "cards"
  playerDealer      the player-dealer's seven cards: the house way sets them
  cards             a card is rank then suit ("TD"), "JK" the joker
  options           the game's named options (docs/rules-decisions/pai-gow-poker.md), e.g.
                    {"foul": "reset-house-way"}, {"envyMinimum": 2500}, {"jokerCompletesFlush": true}
  fee               {"scheduleId", "optionId"}: fortune-pai-gow-poker-mortimers,
                    fortune-pai-gow-poker-kings, pai-gow-poker-double-hand; face-up-pai-gow-poker
                    prints no rates: add "option" (the room's: limit, collections, timing)
  output            "dice", "playerDealer" (its seven cards, the split, the house way row, line and
                    reason, ace-high), "hands" (each seat's cards, split, how it was set, foul,
                    Fortune hand) and "envy" (each Envy payout); the ledger, fees and bank as above
                    (Envy lines are "envy-seat-<n>": paid for seat n's hand, with no stake).`;

/** The input format in brief, for the floor's calculator. */
export const PAI_GOW_SETTLE_FORMAT = `Pai gow poker (${PAI_GOW_GAME_IDS.join(", ")}): seats 1..7, no decks or cards, and
wagers            bet "game", "fortune" (Fortune Bonus) or "ace-high" (Face Up's Ace-High Bonus)
dice              the three dice's total, 3 to 18
hands             {"<seat>": {"cards": [7 cards], "split": {"high": [5], "low": [2]} | "house-way"}}
                  (Face Up "Pai Gow": only the "cards" of the seats with a bonus)
playerDealer      the player-dealer's seven cards, set the house way; "JK" is the joker
fee               {"scheduleId", "optionId"} (Face Up: also "option", the room's own)`;

export const PAI_GOW_SETTLE_EXAMPLES: readonly { readonly id: string; readonly name: string; readonly input: object }[] = [
  {
    id: "fortune-pai-gow",
    name: "Fortune Pai Gow Poker (Kings): four of a kind, the house way on request, a backline bettor, Envy",
    input: {
      game: "fortune-pai-gow",
      playerDealerSeat: 1,
      bank: 50_000,
      limits: { min: 1_000, max: 100_000 },
      wagers: [
        { seat: 2, bet: "game", amount: 5_000 },
        { seat: 2, bet: "fortune", amount: 500 },
        { seat: 4, bet: "game", amount: 2_500 },
        { seat: 5, bet: "game", amount: 10_000 },
        { seat: 5, bet: "fortune", amount: 1_000 },
        { seat: 5, bet: "game", amount: 2_000, backline: true, bettor: "Rosa" },
      ],
      dice: 10,
      hands: {
        "2": { split: { high: ["7S", "7H", "7D", "7C", "4H"], low: ["QS", "JD"] } },
        "4": { split: { high: ["AS", "AH", "9S", "6C", "3D"], low: ["QH", "TC"] } },
        "5": { cards: ["JS", "JH", "5D", "5C", "JK", "9H", "2C"], split: "house-way" },
      },
      playerDealer: ["KS", "KH", "9D", "8D", "5S", "3H", "2D"],
      fee: { scheduleId: "fortune-pai-gow-poker-kings", optionId: "1" },
    },
  },
  {
    id: "fortune-pai-gow-mortimers",
    name: "Fortune Pai Gow Poker (Mortimer's): Five Aces at 400 to 1, the bank runs out",
    input: {
      game: "fortune-pai-gow-mortimers",
      playerDealerSeat: 1,
      bank: 6_000,
      limits: { min: 1_000, max: 20_000 },
      wagers: [
        { seat: 3, bet: "game", amount: 10_000 },
        { seat: 3, bet: "fortune", amount: 2_500 },
        { seat: 6, bet: "game", amount: 5_000 },
      ],
      dice: 11,
      hands: {
        "3": { cards: ["AS", "AH", "AD", "AC", "JK", "KS", "5D"], split: "house-way" },
        "6": { split: { high: ["TS", "TH", "8C", "7C", "6D"], low: ["3S", "2S"] } },
      },
      playerDealer: ["KD", "KC", "QH", "QS", "9S", "4H", "2D"],
    },
  },
  {
    id: "face-up-pai-gow",
    name: "Face Up Pai Gow Poker: the player-dealer's Pai Gow pushes every game wager; Fortune and Ace-High bonuses",
    input: {
      game: "face-up-pai-gow",
      playerDealerSeat: 1,
      bank: 100_000,
      limits: { min: 500, max: 50_000 },
      wagers: [
        { seat: 2, bet: "game", amount: 2_000 },
        { seat: 2, bet: "fortune", amount: 500 },
        { seat: 2, bet: "ace-high", amount: 500 },
        { seat: 3, bet: "game", amount: 2_000 },
        { seat: 3, bet: "ace-high", amount: 1_000 },
        { seat: 4, bet: "game", amount: 2_000 },
      ],
      dice: 9,
      hands: {
        "2": { cards: ["7S", "7H", "7D", "7C", "QS", "JD", "4H"] },
        "3": { cards: ["AD", "JH", "9C", "6H", "5D", "4S", "3C"] },
      },
      playerDealer: ["AS", "KH", "9D", "8C", "5S", "3H", "2D"],
      fee: {
        scheduleId: "face-up-pai-gow-poker",
        optionId: "A",
        option: {
          limit: { kind: "spot", min: 500, max: 50_000 },
          timing: "before-deal",
          collections: [
            { kind: "per-spot", wagers: "game", fee: { kind: "flat", cents: 100 } },
            { kind: "player-dealer", fee: { kind: "flat", cents: 200 } },
          ],
        },
      },
    },
  },
  {
    id: "pai-gow-poker",
    name: "Pai Gow Poker (Double Hand Poker): the house way on request, a copy",
    input: {
      game: "pai-gow-poker",
      playerDealerSeat: 1,
      bank: 20_000,
      limits: { min: 1_000, max: 10_000 },
      wagers: [
        { seat: 2, bet: "game", amount: 4_000 },
        { seat: 7, bet: "game", amount: 10_000 },
      ],
      dice: 16,
      hands: {
        "2": { cards: ["QS", "QH", "8C", "6C", "4S", "3S", "2H"], split: "house-way" },
        "7": { split: { high: ["KD", "KC", "5D", "3C", "2C"], low: ["QD", "JH"] } },
      },
      playerDealer: ["KS", "KH", "9D", "8D", "5S", "3H", "2D"],
    },
  },
];
