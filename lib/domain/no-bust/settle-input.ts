/**
 * The settlement calculator's input for the No Bust family (`npm run settle`, the three games of
 * seed 003): a completed round as a dispute describes it, checked field by field and then played
 * through the same step functions as the live table (`nextStep`, `dealCard`, `decide`, ...), and
 * settled by `settleRound`. Every refusal is a `NoBustSettleInputError` whose one-line message starts
 * with the field it is about (`decisions["2"].main[0]: ...`).
 *
 * The input (money in cents, seats 1..N clockwise, seat 1 the first seat on the house dealer's left):
 *
 *   { "game", "decks", "seats", "playerDealerSeat", "bank", "limits": { "min", "max" },
 *     "wagers": [{ "seat", "bet": "main" | "buster", "amount", "backline"?, "bettor"? }],
 *     "cards": ["9C", "JK", ...],        every card in dealing order, "JK" a joker
 *     "decisions"?: { "<seat>": { "main": [...], "split-1": [...] } }   or per seat a list of lists
 *     "insurance"?: { "<seat>": cents },  6.0 and 2014, when the player-dealer shows an ace
 *     "previousCards"?: [...], "options"?: { ... }, "fee"?: { "scheduleId", "optionId" } }
 *
 * Decisions go per seat and per hand. A hand is named by its place on the layout once play is over,
 * the bet ids of the ledger: "main" (the first hand), "split-1" … "split-3" left to right (or the
 * list index 0 … 3). Each hand lists its decisions in the order made; a "split" stays in the list of
 * the hand that split. A decision is "hit", "stand", "double", "split", "surrender", or
 * { "decision": "double", "amount": cents } for a double for less (6.0, 2014). Hands whose only
 * choice is to hit or to stand need none.
 */
import { walkRound } from "./play-round";
import { checkAllUsed, DECISIONS_FIELD, readDecisions, refusedInput } from "../blackjack/settle-decisions";
import { checkInsuranceOffered, checkShoeCards, checkTable, configuredGame, inputFeed, roundWagers, type FamilyGames } from "../blackjack/settle-input-checks";
import { chooseFeeOption, pricedRoundFees, type RoundFees } from "../calculators/fee-choice";
import { CalculatorInputError, WAGER_FIELDS, cents } from "../calculators/input-errors";
import { FEE_OPTION, SETTLE_FIELDS } from "../calculators/settle-fields";
import { checkInputWagers, namesGameOf, parsedInput } from "../calculators/settle-table";
import { z } from "zod";
import type { Card } from "../cards/card";
import { computeFees, type FeeWager } from "../fees";
import type { SeatNumber } from "../seats";
import { BUSTER_BET, MAIN_BET, handBetId } from "../blackjack/bet-ids";
import { DEAL_REASON_WORDS } from "../blackjack/next-card";
import { NO_BUST_GAME_IDS, shoeSpecFor, type NoBustGame, type NoBustGameId } from "./game-config";
import { isNoBustGameId, noBustGame } from "./games";
import { describeValue, handValue } from "./hand-value";
import { describeStep, handsFrozen, playerDealerNaturalShown, playerDealerValue, type NextStep } from "./next-step";
import { NoBustRefusal } from "./refusal";
import { newRound, type NoBustWager, type RoundState, type SeatRound } from "./round-state";
import { settleRound, type NoBustSettlement } from "./settlement";
import { noBustWageringRules } from "./wagering";

/** A refusal of the input; `message` is "<field>: <why>", one line. */
export class NoBustSettleInputError extends CalculatorInputError {
  override name = "NoBustSettleInputError";
}

function fail(field: string, reason: string): never {
  throw new NoBustSettleInputError(field, reason);
}

const CARD_PATTERN = /^(?:[A2-9TJQK][SHDC]|JK)$/;
const CardSchema = z
  .string({ error: 'a card is a string such as "TD", or "JK" for a joker' })
  .regex(CARD_PATTERN, { error: 'not a card: write the rank (A 2-9 T J Q K) then the suit (S H D C), e.g. "TD", or "JK" for a joker' });


const WagerSchema = z.strictObject({
  seat: WAGER_FIELDS.seat,
  bet: z.enum([MAIN_BET, BUSTER_BET], { error: 'a No Bust wager is "main" (the game wager) or "buster" (the Buster Blackjack Bonus, 2014 only)' }),
  amount: WAGER_FIELDS.amount,
  backline: WAGER_FIELDS.backline,
  bettor: WAGER_FIELDS.bettor,
});

const DECISION_WORDS = ["hit", "stand", "double", "split", "surrender"] as const;

export const NoBustSettleInputSchema = z.strictObject({
  game: z.string({ error: `the game id is a string (No Bust games: ${NO_BUST_GAME_IDS.join(", ")})` }),
  decks: SETTLE_FIELDS.decks,
  seats: SETTLE_FIELDS.seats,
  playerDealerSeat: SETTLE_FIELDS.playerDealerSeat,
  bank: SETTLE_FIELDS.bank,
  limits: SETTLE_FIELDS.limits,
  wagers: z.array(WagerSchema, { error: "wagers is a list of wagers" }).min(1, { error: "at least one wager is needed" }),
  cards: z.array(CardSchema, { error: "cards is a list of card codes in dealing order" }).min(1, { error: "no cards given" }),
  decisions: DECISIONS_FIELD,
  insurance: z.record(z.string(), cents("an insurance wager").min(0, { error: "an insurance wager is 0 (declined) or more" }), { error: "insurance maps a seat number to its insurance wager in cents" }).optional(),
  previousCards: z.array(CardSchema, { error: "previousCards is a list of card codes" }).optional(),
  options: SETTLE_FIELDS.options,
  fee: SETTLE_FIELDS.fee,
});

export type NoBustSettleInput = z.infer<typeof NoBustSettleInputSchema>;

/** The fees of the round: the option charged and its lines, or why there are none. */
export type NoBustRoundFees = RoundFees;

export interface NoBustSettleRequest {
  readonly game: NoBustGame;
  readonly decks: number;
  readonly input: NoBustSettleInput;
  /** The round as played, complete. */
  readonly state: RoundState;
  readonly settlement: NoBustSettlement;
  readonly fee: NoBustRoundFees;
}


const GAMES: FamilyGames<NoBustGameId, NoBustGame> = { family: "No Bust", ids: NO_BUST_GAME_IDS, isId: isNoBustGameId, game: noBustGame };

const KNOWN_FIELDS: Readonly<Record<string, readonly string[]>> = {
  input: Object.keys(NoBustSettleInputSchema.shape),
  limits: ["min", "max"],
  wager: Object.keys(WagerSchema.shape),
  fee: Object.keys(FEE_OPTION),
};

function checkWagers(game: NoBustGame, input: NoBustSettleInput): void {
  // Seating is not part of the input: every seat but the player-dealer's counts as occupied.
  checkInputWagers(input.wagers, input, noBustWageringRules(game, input.limits), fail, {
    each: (w, i) => {
      if (w.bet === BUSTER_BET && game.buster === null) fail(`wagers[${i}].bet`, `${game.id} has no Buster bet (only no-bust-buster-bonus-6 has it)`);
    },
    words: (refusal, w) => {
      if (refusal.code === "UnknownBet") return [".bet", `${input.game} has no "${w.bet}" bet (bets: main${input.game === "no-bust-buster-bonus-6" ? ", buster" : ""})`];
      if (refusal.code !== "NeedsQualifyingWager") return null;
      const who = w.backline ? `seat ${w.seat} backline${w.bettor ? ` (${w.bettor})` : ""}` : `seat ${w.seat}`;
      return [".bet", `the Buster Blackjack Bonus at ${who} needs a game wager ("main") from the same bettor (seed 003 L3232-3234)`];
    },
  });
  if (!input.wagers.some((w) => w.bet === MAIN_BET && !w.backline)) fail("wagers", "no seated player has a game wager (\"main\"): nobody is dealt a hand");
}


const DEAL_WHY: Readonly<Record<Extract<NextStep, { kind: "deal" }>["why"], string>> = {
  ...DEAL_REASON_WORDS,
  "player-dealer-second-card": "the player-dealer's second card, after the players (L90-92, L214-215)",
};

function whyCard(state: RoundState, step: Extract<NextStep, { kind: "deal" }>): string {
  if (step.why === "player-dealer-draw") {
    const pd = playerDealerValue(state);
    return `the player-dealer draws on ${pd ? describeValue(pd) : "its hand"} (${state.game.playerDealerChart.source})`;
  }
  return DEAL_WHY[step.why];
}

function handName(hand: number): string {
  return handBetId(hand);
}

function describeHands(state: RoundState): string {
  const pd = playerDealerValue(state);
  const players = state.players.flatMap((p) => p.hands.map((h, k) => `seat ${p.seat} ${handName(k)} ${describeValue(handValue(state.game.hand, h.cards, h.split))}`));
  return [...players, `player-dealer ${pd ? describeValue(pd) : "?"}`].join(", ");
}

/** Plays the cards and decisions through the round engine: exactly one complete round. */
export function playNoBustRound(game: NoBustGame, input: NoBustSettleInput, cards: readonly Card[]): RoundState {
  const wagers: NoBustWager[] = roundWagers(input.wagers);
  const given = readDecisions(input.decisions, DECISION_WORDS, (seat) => input.wagers.some((w) => w.seat === seat && w.bet === MAIN_BET && !w.backline), fail);
  let start: RoundState;
  try {
    start = newRound(game, { seats: input.seats, pdSeat: input.playerDealerSeat as SeatNumber, bank: input.bank, wagers });
  } catch (error) {
    if (error instanceof NoBustRefusal) fail("wagers", error.message);
    throw error;
  }
  const { state, cardsUsed: used, taken, insured } = walkRound(start, {
    ...inputFeed(cards, input.insurance, given, { step: describeStep, whyCard, handValue: (hand: SeatRound["hands"][number]) => describeValue(handValue(game.hand, hand.cards, hand.split)) }, fail),
    refused: refusedInput(given, (error): error is Error => error instanceof NoBustRefusal, fail),
  });
  const finished = (seat: number, hand: number, done: number) =>
    handsFrozen(state)
      ? `the player-dealer's first card is a joker: every hand is frozen (${game.jokerUpCard?.source ?? ""})`
      : playerDealerNaturalShown(state)
        ? "the player-dealer's checked hole card made a Natural: the players do not act"
        : `seat ${seat} ${handName(hand)} was finished after ${done}`;
  checkAllUsed(cards, used, given, taken, state, { hands: () => describeHands(state), finished, handName }, fail);
  const why = game.insurance === null ? `${game.id} has no insurance` : "insurance is offered only to a seat with a hand when the player-dealer's up card is an ace";
  checkInsuranceOffered(input.insurance, insured, { why, source: ` (${game.insurance?.source ?? "seed 003 L158-185"})` }, fail);
  return state;
}

/** The wagers as the fee engine takes them: the game wager is a game wager, the Buster bet a bonus bet. */
export function noBustFeeWagers(wagers: NoBustSettleInput["wagers"]): FeeWager[] {
  return wagers.map((w) => ({
    seat: w.seat,
    bet: w.bet,
    kind: w.bet === MAIN_BET ? "game" : "bonus",
    amount: w.amount,
    ...(w.backline ? { backline: true } : {}),
    ...(w.bettor !== undefined ? { bettor: w.bettor } : {}),
  }));
}

/** The collection fees of the round (dropped by the dealer; not part of the bank walk). */
export function noBustRoundFees(game: NoBustGame, input: NoBustSettleInput): NoBustRoundFees {
  return pricedRoundFees(chooseFeeOption(game, input, fail), (option) => computeFees(option, { kind: "hand", playerDealerSeat: input.playerDealerSeat as SeatNumber, wagers: noBustFeeWagers(input.wagers) }), fail);
}

/** Whether a raw input names a game of this family (the calculator routes it here). */
export function isNoBustSettleInput(raw: unknown): boolean {
  return namesGameOf(raw, isNoBustGameId);
}

/** Parses, checks, plays and settles the calculator's input; throws NoBustSettleInputError naming the field. */
export function parseNoBustSettleInput(raw: unknown): NoBustSettleRequest {
  const input = parsedInput(NoBustSettleInputSchema, raw, KNOWN_FIELDS, (field, reason) => new NoBustSettleInputError(field, reason));
  const game = configuredGame(input, GAMES, fail);
  checkTable(game, input, fail);
  checkWagers(game, input);
  const cards = checkShoeCards(shoeSpecFor(game, input.decks), input, () => "", fail);
  const fee = noBustRoundFees(game, input);
  const state = playNoBustRound(game, input, cards);
  let settlement: NoBustSettlement;
  try {
    settlement = settleRound(state);
  } catch (error) {
    if (error instanceof NoBustRefusal) fail("input", error.message);
    throw error;
  }
  return { game, decks: input.decks, input, state, settlement, fee };
}
