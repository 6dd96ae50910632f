/**
 * The settlement calculator's input for the twenty-one family (`npm run settle`): a completed round
 * as a dispute describes it, in the No Bust family's shape, checked field by field, played through
 * the same step functions as the live table (`nextStep`, `dealCard`, `decide`, ...) and settled by
 * `settleRound`. Every refusal is a `TwentyOneSettleInputError` whose one-line message starts with
 * the field it is about (`decisions["2"].main[0]: ...`).
 *
 * The input (money in cents, seats 1..N clockwise, seat 1 the first seat on the house dealer's left):
 *
 *   { "game", "decks", "seats", "playerDealerSeat", "bank", "limits": { "min", "max" },   "max": null for No Limit
 *     "wagers": [{ "seat", "bet": "main" | "buster" | "match", "amount", "backline"?, "bettor"? }],
 *     "cards": ["9C", "KS", ...],       every card in dealing order
 *     "decisions"?: { "<seat>": { "main": [...], "split-1": [...] } }   or per seat a list of lists
 *     "insurance"?: { "<seat>": cents },  when the player-dealer shows an ace (where the game has insurance)
 *     "previousCards"?: [...], "options"?: { ... },
 *     "fee"?: { "scheduleId", "optionId", "playerFee"? } }
 *
 * Decisions go per seat and per hand, as in No Bust: "main" (the first hand), "split-1" … "split-3"
 * left to right (or the list index 0 … 3), each in the order made; a "split" stays in the list of
 * the hand that split. A decision is "hit", "stand", "double", "split", "surrender", "rescue", or
 * { "decision": "double", "amount": cents } for a double for less. A second "double" on a doubled
 * hand is Pure Spanish 21.5's double-double down. Early surrender, asked before the hole card is
 * checked, is the first hand's first decision "surrender" (a seat that lists anything else declines).
 * Hands whose only choice is to hit or to stand need none.
 */
import { z } from "zod";
import { chooseFeeOption, pricedRoundFees, type RoundFees } from "../calculators/fee-choice";
import { CalculatorInputError, WAGER_FIELDS, cents } from "../calculators/input-errors";
import { FEE_OPTION, SETTLE_FIELDS, TABLE_LIMIT } from "../calculators/settle-fields";
import { checkInputWagers, namesGameOf, parsedInput } from "../calculators/settle-table";
import type { Card } from "../cards/card";
import type { Cents } from "../money";
import type { SeatNumber } from "../seats";
import { MAIN_BET, PRE_DEAL_BETS, handBetId } from "./bet-ids";
import { DEAL_REASON_WORDS } from "../blackjack/next-card";
import { twentyOneFeeLines } from "./fees";
import { TWENTY_ONE_GAME_IDS, shoeSpecFor, type TwentyOneGame, type TwentyOneGameId } from "./game-config";
import { isTwentyOneGameId, twentyOneGame } from "./games";
import { describeValue, handValue } from "./hand-value";
import { describeStep, playerDealerCards, playerDealerNaturalShown, playerDealerValue, type NextStep } from "./next-step";
import { walkRound } from "./play-round";
import { checkAllUsed, DECISIONS_FIELD, readDecisions, refusedInput } from "../blackjack/settle-decisions";
import { checkInsuranceOffered, checkShoeCards, checkTable, configuredGame, inputFeed, roundWagers, type FamilyGames } from "../blackjack/settle-input-checks";
import { TwentyOneRefusal } from "./refusal";
import { newRound, type RoundState, type SeatRound, type TwentyOneWager } from "./round-state";
import { settleRound, type TwentyOneSettlement } from "./settlement";
import { BET_LABELS, twentyOneWageringRules } from "./wagering";

/** A refusal of the input; `message` is "<field>: <why>", one line. */
export class TwentyOneSettleInputError extends CalculatorInputError {
  override name = "TwentyOneSettleInputError";
}

function fail(field: string, reason: string): never {
  throw new TwentyOneSettleInputError(field, reason);
}

const CardSchema = z
  .string({ error: 'a card is a string such as "KD" (a Bonus king) or "9C"' })
  .regex(/^[A2-9TJQK][SHDC]$/, { error: 'not a card: write the rank (A 2-9 T J Q K) then the suit (S H D C), e.g. "KD"' });

const WagerSchema = z.strictObject({
  seat: WAGER_FIELDS.seat,
  bet: z.enum(PRE_DEAL_BETS, { error: 'a wager is "main" (the game wager), "buster" (Buster Blackjack Bonus) or "match" (Match the Dealer Up Card)' }),
  amount: WAGER_FIELDS.amount,
  backline: WAGER_FIELDS.backline,
  bettor: WAGER_FIELDS.bettor,
});

const DECISION_WORDS = ["hit", "stand", "double", "split", "surrender", "rescue"] as const;

export const TwentyOneSettleInputSchema = z.strictObject({
  game: z.string({ error: `the game id is a string (twenty-one games: ${TWENTY_ONE_GAME_IDS.join(", ")})` }),
  decks: SETTLE_FIELDS.decks,
  seats: SETTLE_FIELDS.seats,
  playerDealerSeat: SETTLE_FIELDS.playerDealerSeat,
  bank: SETTLE_FIELDS.bank,
  limits: z.strictObject({ min: TABLE_LIMIT.min, max: TABLE_LIMIT.max.nullable() }, { error: 'limits is { "min": cents, "max": cents } ("max": null for a "No Limit" table)' }),
  wagers: z.array(WagerSchema, { error: "wagers is a list of wagers" }).min(1, { error: "at least one wager is needed" }),
  cards: z.array(CardSchema, { error: "cards is a list of card codes in dealing order" }).min(1, { error: "no cards given" }),
  decisions: DECISIONS_FIELD,
  insurance: z.record(z.string(), cents("an insurance wager").min(0, { error: "an insurance wager is 0 (declined) or more" }), { error: "insurance maps a seat number to its insurance wager in cents" }).optional(),
  previousCards: z.array(CardSchema, { error: "previousCards is a list of card codes" }).optional(),
  options: SETTLE_FIELDS.options,
  fee: z
    .strictObject(
      {
        ...FEE_OPTION,
        playerFee: cents("the posted player collection").min(1, { error: "the posted player collection is at least 1 cent" }).optional(),
      },
      { error: 'fee is { "scheduleId", "optionId", "playerFee"? }' },
    )
    .optional(),
});

export type TwentyOneSettleInput = z.infer<typeof TwentyOneSettleInputSchema>;

/** The fees of the round: the option charged and its lines, or why there are none. */
export type TwentyOneRoundFees = RoundFees;

export interface TwentyOneSettleRequest {
  readonly game: TwentyOneGame;
  readonly decks: number;
  readonly input: TwentyOneSettleInput;
  /** The round as played, complete. */
  readonly state: RoundState;
  readonly settlement: TwentyOneSettlement;
  readonly fee: TwentyOneRoundFees;
}

const GAMES: FamilyGames<TwentyOneGameId, TwentyOneGame> = { family: "twenty-one", ids: TWENTY_ONE_GAME_IDS, isId: isTwentyOneGameId, game: twentyOneGame };

const KNOWN_FIELDS: Readonly<Record<string, readonly string[]>> = {
  input: Object.keys(TwentyOneSettleInputSchema.shape),
  limits: ["min", "max"],
  wager: Object.keys(WagerSchema.shape),
  fee: [...Object.keys(FEE_OPTION), "playerFee"],
};

/** A "No Limit" table (Mortimer's Pure 21.5, seed 003 L1302-1316) checks no maximum. */
function spotLimits(limits: TwentyOneSettleInput["limits"]): { min: Cents; max: Cents } {
  return { min: limits.min, max: limits.max ?? Number.MAX_SAFE_INTEGER };
}

function checkWagers(game: TwentyOneGame, input: TwentyOneSettleInput): void {
  // Seating is not part of the input: every seat but the player-dealer's counts as occupied.
  checkInputWagers(input.wagers, input, twentyOneWageringRules(game, spotLimits(input.limits)), fail, {
    each: (w, i) => {
      if (w.bet === "buster" && game.buster === null) fail(`wagers[${i}].bet`, `${game.id} has no Buster Blackjack Bonus (pure-21-5 and blackjack-x have it)`);
      if (w.bet === "match" && game.match === null) fail(`wagers[${i}].bet`, `${game.id} has no Match the Dealer Up Card bet (pure-21-5 and pure-spanish-21-5 have it)`);
    },
    words: (refusal, w) => {
      const who = w.backline ? `seat ${w.seat} backline${w.bettor ? ` (${w.bettor})` : ""}` : `seat ${w.seat}`;
      const bet = BET_LABELS[w.bet] ?? w.bet;
      if (refusal.code === "BacklineNotAllowed") return [".backline", `${game.id} allows no backline betting on the ${bet} (${game.backline.source})`];
      if (refusal.code === "OverBaseWager") return [".amount", `the ${bet} at ${who} may not exceed the same bettor's game wager (seed 004 L1109, L1749)`];
      if (refusal.code === "NeedsQualifyingWager") return [".bet", `the ${bet} at ${who} needs a game wager ("main") from the same bettor (seed 004 L538, L568, L719, L1105)`];
      return null;
    },
  });
  if (!input.wagers.some((w) => w.bet === MAIN_BET && !w.backline)) fail("wagers", 'no seated player has a game wager ("main"): nobody is dealt a hand');
}


const DEAL_WHY: Readonly<Record<Extract<NextStep, { kind: "deal" }>["why"], string>> = DEAL_REASON_WORDS;

function whyCard(state: RoundState, step: Extract<NextStep, { kind: "deal" }>): string {
  if (step.why === "player-dealer-draw") {
    const pd = playerDealerValue(state);
    return `the player-dealer draws on ${pd ? describeValue(state.game.hand, pd) : "its hand"} (${state.game.playerDealerChart.source})`;
  }
  return DEAL_WHY[step.why];
}

function describeHands(state: RoundState): string {
  const pd = playerDealerValue(state);
  const players = state.players.flatMap((p) => p.hands.map((h, k) => `seat ${p.seat} ${handBetId(k)} ${describeValue(state.game.hand, handValue(state.game.hand, h.cards, h.split), h.cards)}`));
  return [...players, `player-dealer ${pd ? describeValue(state.game.hand, pd, playerDealerCards(state) ?? undefined) : "?"}`].join(", ");
}

/** Plays the cards and decisions through the round engine: exactly one complete round. */
export function playTwentyOneRound(game: TwentyOneGame, input: TwentyOneSettleInput, cards: readonly Card[]): RoundState {
  const wagers: TwentyOneWager[] = roundWagers(input.wagers);
  const given = readDecisions(input.decisions, DECISION_WORDS, (seat) => input.wagers.some((w) => w.seat === seat && w.bet === MAIN_BET && !w.backline), fail);
  let start: RoundState;
  try {
    start = newRound(game, { seats: input.seats, pdSeat: input.playerDealerSeat as SeatNumber, bank: input.bank, wagers });
  } catch (error) {
    if (error instanceof TwentyOneRefusal) fail("wagers", error.message);
    throw error;
  }
  const { state, cardsUsed: used, taken, insured } = walkRound(start, {
    ...inputFeed(cards, input.insurance, given, { step: describeStep, whyCard, handValue: (hand: SeatRound["hands"][number]) => describeValue(game.hand, handValue(game.hand, hand.cards, hand.split), hand.cards) }, fail),
    refused: refusedInput(given, (error): error is Error => error instanceof TwentyOneRefusal, fail),
  });
  const finished = (seat: number, hand: number, done: number) => (playerDealerNaturalShown(state) ? "the player-dealer's checked hole card made a natural: the players do not act" : `seat ${seat} ${handBetId(hand)} was finished after ${done}`);
  checkAllUsed(cards, used, given, taken, state, { hands: () => describeHands(state), finished, handName: handBetId }, fail);
  const why = game.insurance === null ? `${game.id} offers no insurance` : "insurance is offered only to a seat with a hand when the player-dealer's up card is an ace";
  checkInsuranceOffered(input.insurance, insured, { why, source: game.insurance ? ` (${game.insurance.source})` : "" }, fail);
  return state;
}

/** The collection fees of the round (dropped by the dealer before the deal; not part of the bank walk). */
export function twentyOneRoundFees(game: TwentyOneGame, input: TwentyOneSettleInput): TwentyOneRoundFees {
  if (input.fee?.playerFee !== undefined && game.options.playerCollection !== "posted-per-circle") {
    fail("fee.playerFee", `${game.id} takes no player collection unless its option playerCollection is "posted-per-circle" (the schedule's player collection is $0)`);
  }
  const chosen = chooseFeeOption(game, input, fail, { match: "printed", none: "is fixed by the table limits" });
  return pricedRoundFees(chosen, (option) => twentyOneFeeLines(game, option, { playerDealerSeat: input.playerDealerSeat as SeatNumber, wagers: input.wagers }, input.fee?.playerFee), fail);
}

/** Whether a raw input names a game of this family (the calculator routes it here). */
export function isTwentyOneSettleInput(raw: unknown): boolean {
  return namesGameOf(raw, isTwentyOneGameId);
}

/** Parses, checks, plays and settles the calculator's input; throws TwentyOneSettleInputError naming the field. */
export function parseTwentyOneSettleInput(raw: unknown): TwentyOneSettleRequest {
  const input = parsedInput(TwentyOneSettleInputSchema, raw, KNOWN_FIELDS, (field, reason) => new TwentyOneSettleInputError(field, reason));
  const game = configuredGame(input, GAMES, fail);
  checkTable(game, input, fail);
  checkWagers(game, input);
  const cards = checkShoeCards(shoeSpecFor(game, input.decks), input, (error) => (error.reason === "NotInThisShoe" ? ` (the ${game.deck.name}, ${game.deck.source})` : ""), fail);
  const fee = twentyOneRoundFees(game, input);
  const state = playTwentyOneRound(game, input, cards);
  let settlement: TwentyOneSettlement;
  try {
    settlement = settleRound(state);
  } catch (error) {
    if (error instanceof TwentyOneRefusal) fail("input", error.message);
    throw error;
  }
  return { game, decks: input.decks, input, state, settlement, fee };
}
