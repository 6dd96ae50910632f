/**
 * The settlement calculator's words for baccarat: the input format (in `npm run settle -- --help`
 * and, in brief, on the floor's calculator) and the example round the floor's calculator offers.
 */
import { BACCARAT_GAME_IDS } from "./game-config";
import { feeSchedulesOf } from "../fees/filed-pairings";

/** The input format as `npm run -s settle -- --help` prints it. */
export const BACCARAT_SETTLE_USAGE = `input (one JSON object):
  game              ${BACCARAT_GAME_IDS.join(", ")}
  decks             decks in the shoe (as the game allows)
  seats             seats at the table, the player-dealer's included (8 or 14; Dai Bacc 8, or 7 with option seats 7)
  playerDealerSeat  the seat that holds the bank
  bank              the player-dealer's bank
  limits            {"min", "max"}: each wager at least min; each spot (seated + backline) at most max
  wagers            [{"seat", "bet", "amount", "backline"?, "bettor"?}]; bet ids: player, banker, dealer,
                    tie, early-tie, late-tie, one-up, fortune7, dragon7, panda8, player-pair, dealer-pair,
                    player-dragon, banker-dragon, kill-ox-tiger, tiger7, ox6 (those of the game);
                    "bettor" names the player: backline bettors behind one seat are told apart
                    by it, and one name on several spots is one player (per-player fees, seed 003
                    L2265-2267)
  cards             in dealing order: Player, Banker, Player, Banker, then the third cards; rank
                    A 2-9 T J Q K then suit S H D C ("TD"). Exactly one complete round.
  previousCards     optional: cards already out of this shoe before the round (earlier rounds, the
                    burn); with "cards" they must fit in the shoe ("decks" of 52 cards, no jokers)
  options           optional: the game's named options (docs/rules-decisions/baccarat.md), e.g. {"tiePays": 9}
  choices           21st Century Baccarat 5.0 only, when the Player hand has a two-card 5:
                    {"hitOnFive": {"<wager index>": "hit" | "stand"}}, keyed by a Player-line wager's
                    position in "wagers" (0 = the first wager). A Player-line wager without a choice
                    is played the house way: it hits. The hit card is dealt when any Player-line
                    wager hits. Stand-line wagers settle on the two cards, hit-line wagers on three.
  fee               optional: {"scheduleId", "optionId", "option"?}, the fee schedule option in use.
                    Each game takes only its own room's filed schedules:
${BACCARAT_GAME_IDS.map((id) => `                      ${id}: ${feeSchedulesOf(id).join(", ")}`).join("\n")}
                    "option" is the room's own option, for the room-entered schedules only: {"limit", "collections",
                    "timing"} in cents (docs/calculators.md). Without "fee" the printed option whose
                    spot limits are exactly "limits" is used when there is exactly one; otherwise no
                    fee is charged and "feeNote" says why.

output (one JSON object):
  game, player, banker      the hands: {cards, total, natural}
  playerLines               21st Century, when the stand and hit lines differ: {stand, hit}, each a hand and its winner
  winner                    player | banker | tie (the hand as dealt)
  actionSeat                the seat the settlement starts at
  actionButton              {seat, landedOn, route, card}: card is the card that placed it, or null
  ledger                    in settlement order, one line per wager:
    seat, bet, backline, bettor?
    amount                  the stake
    outcome                 the wager's result on the cards: win | lose | push
    paid                    paid to the bettor by the bank
    collected               collected from the bettor by the bank
    returned                stake handed back for lack of cover (a line the exhausted bank did not
                            reach, the uncollected part of a loser, the part of a winner paid in
                            part whose win went unpaid: stake x unpaid / due); 0 for a push
    stake                   the stake again (= amount)
    due                     the winnings the cards called for (0 unless a win); due - paid went unpaid
    action                  pay | collect | push | partial-pay | partial-collect | return (not covered)
    toPlayer                everything the bettor takes back: stake - collected + paid
    bankAfter               the bank after this line
    because                 the rule that decided the outcome
  fees                      [{payer {kind: seat | backline | player-dealer, seat, bettor?}, cents, rule,
                            scheduleId, optionId, source {file, lines, documentId?, confidence?, note?}}]
  feeTotal                  the sum of the fees
  feeOption | feeNote       {scheduleId, optionId, chosenBy: input | table limits}, or why no fee is charged
  bankAfter                 the player-dealer's bank after settlement, fees not included
  bank                      {before, after, pdNet}
  conservation              {ok, staked, settled}: bank + stakes = bank after + everything to the players`;

/** The input format in brief, for the floor's calculator. */
export const BACCARAT_SETTLE_FORMAT = `game              ${BACCARAT_GAME_IDS.join(", ")}
decks             decks in the shoe (as the game allows)
seats             seats at the table, the player-dealer's included (8 or 14)
playerDealerSeat  the seat that holds the bank
bank              the player-dealer's bank, in cents
limits            {"min", "max"} in cents: each wager at least min; each spot at most max
wagers            [{"seat", "bet", "amount", "backline"?, "bettor"?}], amounts in cents
cards             in dealing order: Player, Banker, Player, Banker, then the third cards
                  ("TD" = ten of diamonds; ranks A 2-9 T J Q K, suits S H D C)
fee               optional: {"scheduleId", "optionId"} the fee schedule option charged; without it the
                  printed option whose spot limits are the table's limits, if exactly one
previousCards     optional: cards already out of this shoe
options           optional: the game's named options, e.g. {"tiePays": 9}
choices           21st Century only, on a Player two-card 5:
                  {"hitOnFive": {"<wager index>": "hit" | "stand"}}`;

/** The example the calculator opens with (the one in `npm run settle -- --help`). */
export const BACCARAT_SETTLE_EXAMPLE = {
  game: "ez-baccarat",
  decks: 8,
  seats: 8,
  playerDealerSeat: 8,
  bank: 2500,
  limits: { min: 500, max: 10000 },
  wagers: [
    { seat: 1, bet: "player", amount: 2000 },
    { seat: 2, bet: "banker", amount: 3000 },
    { seat: 3, bet: "player", amount: 4000 },
  ],
  cards: ["4S", "TD", "3H", "6C"],
};


export const BACCARAT_SETTLE_EXAMPLES: readonly { readonly id: string; readonly name: string; readonly input: object }[] = [{ id: "ez-baccarat", name: "EZ Baccarat: the bank runs out", input: BACCARAT_SETTLE_EXAMPLE }];
