/**
 * The settlement calculator's words for Three Card Poker 6 Card Bonus: the input format (in `npm run
 * settle -- --help` and, in brief, on the floor's calculator) and a worked round of each game
 * (docs/calculators.md, scripts/settle-three-card-poker.test.ts) that the floor's calculator offers.
 */
import { THREE_CARD_POKER_GAME_IDS } from "./game-config";

/** The input format as `npm run -s settle -- --help` prints it. */
export const THREE_CARD_POKER_SETTLE_USAGE = `Three Card Poker 6 Card Bonus (${THREE_CARD_POKER_GAME_IDS.join(", ")}): the same fields, except
  decks, cards      not used: each round is dealt from one 52-card deck
  wagers            bet "ante", "pair-plus" or "six-card-bonus" (each bonus needs the same bettor's
                    Ante); the Play wager is not a wager here: a "play" decision makes it, equal to
                    the bettor's Ante
  hands             {"<seat>": ["AS", "KD", "QC"]}: every seat with a seated Ante (a seat that folds
                    without a 6 Card Bonus may be left out: its cards are never turned over)
  playerDealer      the player-dealer's three cards, its bottom (up) card first
  decisions         {"<seat>": "play" | "fold"}: each seated player's Play or fold; backline bettors
                    follow the seated player
  backlineDecisions {"<seat>": {"<bettor>": "play" | "fold"}}, only under the option
                    {"backlineDecision": "own-when-seat-plays"}
  options           the game's named options (docs/rules-decisions/three-card-poker.md): bonusBets,
                    aceTwoThreeSuited, forfeitsCollected, backlineDecision
  fee               {"scheduleId", "optionId"}: three-card-poker-6-card-bonus-mortimers (options 1-10),
                    three-card-poker-6-card-bonus-kings (1-3); without it the option whose limits are
                    the table's, else no fee (feeNote says why)
  output            "playerDealer" (cards, hand, qualifies) and "seats" (decision, cards, hand,
                    sixCardBonus) instead of player, banker and winner; "actionSeat" is the first seat
                    the walk settles, from the player-dealer's left (there is no action button);
                    "collectedAtFold" counts the forfeits collected at the fold, the first ledger
                    lines; the ledger, fees and bank as above.`;

/** The input format in brief, for the floor's calculator. */
export const THREE_CARD_POKER_SETTLE_FORMAT = `Three Card Poker 6 Card Bonus (${THREE_CARD_POKER_GAME_IDS.join(", ")}): the same fields, except
wagers            bet "ante", "pair-plus" or "six-card-bonus"; the Play wager is made by a "play" decision
hands             {"<seat>": ["AS", "KD", "QC"]}: each seat with an Ante (a fold without a 6 Card Bonus may be left out)
playerDealer      the player-dealer's three cards, the up card first
decisions         {"<seat>": "play" | "fold"}
options           e.g. {"forfeitsCollected": "in-walk"}
decks, cards      not used`;

export const THREE_CARD_POKER_SETTLE_EXAMPLES: readonly { readonly id: string; readonly name: string; readonly input: object }[] = [
  {
    id: "three-card-poker-6cb-mortimers",
    name: "Three Card Poker 6 Card Bonus (Mortimer's): the player-dealer does not qualify, a fold keeps its 6 Card Bonus",
    input: {
      game: "three-card-poker-6cb-mortimers",
      seats: 8,
      playerDealerSeat: 1,
      bank: 20000,
      limits: { min: 500, max: 30000 },
      wagers: [
        { seat: 2, bet: "ante", amount: 1000 },
        { seat: 2, bet: "pair-plus", amount: 500 },
        { seat: 2, bet: "six-card-bonus", amount: 500 },
        { seat: 3, bet: "ante", amount: 2000 },
        { seat: 3, bet: "six-card-bonus", amount: 500 },
        { seat: 4, bet: "ante", amount: 1000 },
        { seat: 4, bet: "ante", amount: 500, backline: true, bettor: "Ann" },
      ],
      hands: { "2": ["8C", "8D", "KS"], "3": ["5C", "6S", "8H"], "4": ["9S", "6D", "3C"] },
      playerDealer: ["JH", "7H", "4C"],
      decisions: { "2": "play", "3": "fold", "4": "play" },
    },
  },
  {
    id: "three-card-poker-6cb",
    name: "Three Card Poker 6 Card Bonus (Kings): the player-dealer qualifies with a pair of queens",
    input: {
      game: "three-card-poker-6cb",
      seats: 8,
      playerDealerSeat: 1,
      bank: 20000,
      limits: { min: 500, max: 100000 },
      wagers: [
        { seat: 2, bet: "ante", amount: 1000 },
        { seat: 2, bet: "pair-plus", amount: 500 },
        { seat: 2, bet: "six-card-bonus", amount: 500 },
        { seat: 3, bet: "ante", amount: 2000 },
        { seat: 3, bet: "six-card-bonus", amount: 500 },
        { seat: 4, bet: "ante", amount: 1000 },
        { seat: 4, bet: "ante", amount: 500, backline: true, bettor: "Ann" },
      ],
      hands: { "2": ["8C", "8D", "KS"], "3": ["5C", "6S", "8H"], "4": ["9S", "6D", "3C"] },
      playerDealer: ["QH", "QS", "2H"],
      decisions: { "2": "play", "3": "fold", "4": "play" },
      fee: { scheduleId: "three-card-poker-6-card-bonus-kings", optionId: "2" },
    },
  },
];
