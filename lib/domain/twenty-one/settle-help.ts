/**
 * The settlement calculator's words for the twenty-one games: the input format (in `npm run settle
 * -- --help` and, in brief, on the floor's calculator) and a worked round of each game
 * (docs/calculators.md, scripts/settle-twenty-one.test.ts) that the floor's calculator offers.
 */
import { TWENTY_ONE_GAME_IDS } from "./game-config";

/** The input format as `npm run -s settle -- --help` prints it. */
export const TWENTY_ONE_SETTLE_USAGE = `Twenty-one (${TWENTY_ONE_GAME_IDS.join(", ")}): the No Bust fields, except
  limits            {"min", "max"}; "max": null for a "No Limit" table (Mortimer's Pure 21.5 options)
  wagers            bet "main" (the game wager), "buster" (Buster Blackjack Bonus: pure-21-5,
                    blackjack-x) or "match" (Match the Dealer Up Card: pure-21-5, pure-spanish-21-5);
                    a bonus bet needs the same bettor's game wager (and, at Kings' Pure 21.5 and
                    Blackjack X, is at most it)
  cards             every card in dealing order: the initial deal (players from the player left of
                    the player-dealer, the player-dealer's up card, the players' second cards, the
                    hole card), then each card as it is drawn. Pure Spanish 21.5's deck has no tens
  decisions         per seat, per hand, in the order made: {"<seat>": {"main": ["split", "double"],
                    "split-1": ["stand"]}} (a list of lists also works). A decision is hit, stand,
                    double, split, surrender, rescue (Pure Spanish 21.5), or {"decision": "double",
                    "amount": cents} (for less). A second "double" on a doubled hand is Pure Spanish
                    21.5's double-double down (option doubleDoubleDown). Early surrender, asked before
                    the hole card is checked, is the first hand's first decision "surrender". Hands
                    whose only choice is to hit or to stand need none.
  insurance         player-dealer ace up, where the game offers it: {"<seat>": cents}, up to half
                    the wager (Blackjack X: 1% to 50%)
  options           the game's named options (docs/rules-decisions/twenty-one.md), e.g.
                    {"pd888": "win"}, {"naturalsPaid": "in-walk"}, {"doubleDoubleDown": true}
  fee               {"scheduleId", "optionId", "playerFee"?}: pure-21-5-mortimers,
                    blackjack-x-pure-21-5 (Pure 21.5 and Blackjack X), pure-spanish-21-5; "playerFee"
                    is the posted player collection per circle, with option playerCollection
                    "posted-per-circle"
  output            "playerDealer" and "hands" (each seat's hands: cards, value, total, doubles,
                    surrendered, rescued) and "paidAtDeal" (naturals paid at the deal, first in the
                    ledger); the ledger, fees and bank as above.`;

/** The input format in brief, for the floor's calculator. */
export const TWENTY_ONE_SETTLE_FORMAT = `Twenty-one (${TWENTY_ONE_GAME_IDS.join(", ")}): the No Bust fields, except
limits            "max": null for a "No Limit" table (Mortimer's)
wagers            bet "main", "buster" (pure-21-5, blackjack-x) or "match" (pure-21-5, pure-spanish-21-5)
cards             every card in dealing order, from the player left of the player-dealer; the hole
                  card last of the deal; no tens in Pure Spanish 21.5
decisions         per seat and hand, in the order made: {"2": {"main": ["split", "double"],
                  "split-1": ["stand"]}}; hit, stand, double, split, surrender, rescue, or
                  {"decision": "double", "amount": cents}; early surrender is the first "surrender"
insurance         player-dealer ace up: {"<seat>": cents}
options           the game's named options, e.g. {"doubleDoubleDown": true}
fee               {"scheduleId", "optionId", "playerFee"?}`;

export const TWENTY_ONE_SETTLE_EXAMPLES: readonly { readonly id: string; readonly name: string; readonly input: object }[] = [
  {
    id: "pure-21-5-mortimers",
    name: "Mortimer's Pure 21.5 at $5 - No Limit: a split with a double for less, the bank runs out",
    input: {
      game: "pure-21-5-mortimers",
      decks: 6,
      seats: 8,
      playerDealerSeat: 1,
      bank: 3000,
      limits: { min: 500, max: null },
      wagers: [
        { seat: 2, bet: "main", amount: 1000 },
        { seat: 3, bet: "main", amount: 1000 },
      ],
      cards: ["8S", "KD", "9H", "8C", "QS", "7C", "3D", "9C", "TS", "8D"],
      decisions: { "2": { main: ["split", { decision: "double", amount: 500 }], "split-1": ["stand"] }, "3": { main: ["stand"] } },
    },
  },
  {
    id: "pure-21-5",
    name: "Pure 21.5 (Kings): a Pure 21.5 paid at the deal, insurance, the Buster bet and a Match",
    input: {
      game: "pure-21-5",
      decks: 8,
      seats: 7,
      playerDealerSeat: 4,
      bank: 10000,
      limits: { min: 500, max: 50000 },
      wagers: [
        { seat: 5, bet: "main", amount: 2000 },
        { seat: 5, bet: "match", amount: 500 },
        { seat: 2, bet: "main", amount: 1000 },
        { seat: 2, bet: "buster", amount: 1000 },
        { seat: 2, bet: "main", amount: 500, backline: true, bettor: "Lee" },
      ],
      cards: ["AD", "TS", "AH", "KC", "9S", "6C", "5D", "3S", "KD"],
      decisions: { "2": { main: ["stand"] } },
      insurance: { "2": 500 },
      fee: { scheduleId: "blackjack-x-pure-21-5", optionId: "3" },
    },
  },
  {
    id: "pure-spanish-21-5",
    name: "Pure Spanish 21.5: early surrender, a rescue after a double-double down, a Match",
    input: {
      game: "pure-spanish-21-5",
      decks: 6,
      seats: 8,
      playerDealerSeat: 8,
      bank: 20000,
      limits: { min: 500, max: 20000 },
      options: { doubleDoubleDown: true },
      wagers: [
        { seat: 1, bet: "main", amount: 1000 },
        { seat: 2, bet: "main", amount: 1000 },
        { seat: 3, bet: "main", amount: 1000 },
        { seat: 3, bet: "match", amount: 2000 },
      ],
      cards: ["9S", "4S", "KS", "KH", "7D", "3D", "8C", "7S", "2C", "3C"],
      decisions: { "1": { main: ["surrender"] }, "2": { main: ["double", "double", "rescue"] } },
      fee: { scheduleId: "pure-spanish-21-5", optionId: "1" },
    },
  },
  {
    id: "blackjack-x",
    name: "Blackjack X: a Hard 31, a Blackjack X, the player-dealer frozen at 26 pays the Buster bet",
    input: {
      game: "blackjack-x",
      decks: 6,
      seats: 8,
      playerDealerSeat: 1,
      bank: 50000,
      limits: { min: 500, max: 10000 },
      wagers: [
        { seat: 2, bet: "main", amount: 1000 },
        { seat: 2, bet: "buster", amount: 1000 },
        { seat: 3, bet: "main", amount: 1000 },
      ],
      cards: ["9S", "AS", "6H", "2D", "KS", "TC", "KH", "QD", "TD"],
      decisions: { "2": { main: ["hit", "hit"] } },
      fee: { scheduleId: "blackjack-x-pure-21-5", optionId: "1" },
    },
  },
];
