/**
 * The settlement calculator's words for No Bust blackjack: the input format (in `npm run settle --
 * --help` and, in brief, on the floor's calculator) and a worked round of each game
 * (docs/calculators.md, scripts/settle-no-bust.test.ts) that the floor's calculator offers.
 */
import { NO_BUST_GAME_IDS } from "./game-config";

/** The input format as `npm run -s settle -- --help` prints it. */
export const NO_BUST_SETTLE_USAGE = `No Bust blackjack (${NO_BUST_GAME_IDS.join(", ")}): the same fields, except
  wagers            bet "main" (the game wager) or "buster" (Buster Blackjack Bonus, no-bust-buster-bonus-6)
  cards             every card in dealing order, "JK" a joker (Joker edition): the initial deal
                    (players from the first seat dealt, the player-dealer's up card, the players'
                    second cards, the hole card in 6.0 and 2014), then each card as it is drawn
  decisions         per seat, per hand, in the order made: {"<seat>": {"main": ["split", "double"],
                    "split-1": ["stand"]}} (hands named by their place once play is over, as in the
                    ledger; a list of lists also works). A decision is hit, stand, double, split,
                    surrender, or {"decision": "double", "amount": cents} (for less: 6.0, 2014).
                    Hands whose only choice is to hit or to stand need none.
  insurance         6.0 and 2014, player-dealer ace up: {"<seat>": cents}, up to half the wager
  options           the game's named options (docs/rules-decisions/no-bust.md); 2014 pays Naturals at
                    the deal, first in the ledger: {"naturalsPaid": "in-walk"} settles them in the walk
  fee               {"scheduleId", "optionId"}: no-bust-joker, no-bust-6, no-bust-buster-bonus
  output            "playerDealer" and "hands" (each seat's hands: cards, value, double, surrender)
                    instead of player, banker and winner; the ledger, fees and bank as above.`;

/** The input format in brief, for the floor's calculator. */
export const NO_BUST_SETTLE_FORMAT = `No Bust blackjack (${NO_BUST_GAME_IDS.join(", ")}): the same fields, except
wagers            bet "main" (the game wager) or "buster" (Buster Blackjack Bonus, 2014 only)
cards             every card in dealing order, "JK" a joker (Joker edition): the initial deal, then
                  each card as it is drawn
decisions         per seat and hand, in the order made: {"2": {"main": ["split", "double"],
                  "split-1": ["stand"]}}; hit, stand, double, split, surrender, or
                  {"decision": "double", "amount": cents}. Must-hit and must-stand hands need none.
insurance         6.0 and 2014, player-dealer ace up: {"<seat>": cents}, up to half the wager
options           the game's named options, e.g. {"naturalsPaid": "in-walk"} (2014)
choices           not used`;

export const NO_BUST_SETTLE_EXAMPLES: readonly { readonly id: string; readonly name: string; readonly input: object }[] = [
  {
    id: "no-bust-joker",
    name: "No Bust Joker edition: a Joker hand, a split with a double, a backline bettor",
    input: {
      game: "no-bust-joker",
      decks: 6,
      seats: 8,
      playerDealerSeat: 1,
      bank: 10_000,
      limits: { min: 500, max: 5000 },
      wagers: [
        { seat: 2, bet: "main", amount: 1000 },
        { seat: 4, bet: "main", amount: 2000 },
        { seat: 6, bet: "main", amount: 1000 },
        { seat: 6, bet: "main", amount: 500, backline: true, bettor: "Ann" },
      ],
      cards: ["8C", "JK", "TC", "6D", "8H", "5S", "KD", "3D", "9S", "AC", "5C", "KC"],
      decisions: { "2": { main: ["split", "double"], "split-1": ["stand"] }, "6": { main: ["stand"] } },
    },
  },
  {
    id: "no-bust-6",
    name: "No Bust 6.0: insurance, the checked Natural",
    input: {
      game: "no-bust-6",
      decks: 6,
      seats: 8,
      playerDealerSeat: 8,
      bank: 5000,
      limits: { min: 2500, max: 10_000 },
      wagers: [
        { seat: 1, bet: "main", amount: 4000 },
        { seat: 2, bet: "main", amount: 2500 },
        { seat: 3, bet: "main", amount: 3000 },
      ],
      cards: ["AS", "7D", "TH", "AC", "KS", "7C", "QH", "QC"],
      insurance: { "2": 1250, "3": 1000 },
    },
  },
  {
    id: "no-bust-buster-bonus-6",
    name: "21st Century Blackjack (2014): Naturals paid at the deal, the bank runs out",
    input: {
      game: "no-bust-buster-bonus-6",
      decks: 6,
      seats: 8,
      playerDealerSeat: 1,
      bank: 3000,
      limits: { min: 500, max: 5000 },
      wagers: [
        { seat: 2, bet: "main", amount: 1000 },
        { seat: 3, bet: "main", amount: 1000 },
        { seat: 4, bet: "main", amount: 1000 },
        { seat: 4, bet: "buster", amount: 500 },
        { seat: 5, bet: "main", amount: 1000 },
      ],
      cards: ["AS", "9C", "AD", "TC", "9H", "KS", "7D", "QD", "9S", "4S", "5S"],
      decisions: { "3": { main: ["stand"] }, "5": { main: ["stand"] } },
    },
  },
];
