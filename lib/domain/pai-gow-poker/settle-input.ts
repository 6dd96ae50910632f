/**
 * The settlement calculator's input for the pai gow family (`npm run settle`, the four games): a
 * completed round as a dispute describes it, checked field by field, played through the same step
 * functions as the live table (`nextStep`, `setHand`, `exposePlayerDealer`, ...) and settled by
 * `settleRound`. Every refusal is a `PaiGowSettleInputError` whose one-line message starts with the
 * field it is about (`hands["3"].split.low: ...`).
 *
 * The input (money in cents; seats 1..7 clockwise, seat 1 the first seat on the house dealer's left):
 *
 *   { "game", "playerDealerSeat", "bank", "limits": { "min", "max" },
 *     "wagers": [{ "seat", "bet": "game" | "fortune" | "ace-high", "amount", "backline"?, "bettor"? }],
 *     "dice": 3..18,                     the three dice's total
 *     "actionPile"?: 1..7,               the pile the player-dealer chose (default 1; it decides nothing here)
 *     "hands": { "<seat>": { "cards"?: [7 cards], "split"?: { "high": [5], "low": [2] } | "house-way" } },
 *     "playerDealer": [7 cards],         set by the house way
 *     "seats"?: 7, "options"?: { ... }, "fee"?: { "scheduleId", "optionId", "option"? } }
 *
 * Every seat with a seated game wager gives its seven cards and how they were set: "split" as set by
 * the player ("cards" may then be left out), or "house-way" with the "cards". In Face Up, when the
 * player-dealer's hand is ace-high ("Pai Gow") no hand is set: seats give only the "cards" their
 * bonuses need. Cards are written as rank then suit ("AS", "TD"), "JK" for the joker.
 */
import { z } from "zod";
import { feeOptionByLimits, GIVE_FEE, limitText, pricedRoundFees, type FeeOptionChoice, type RoundFees } from "../calculators/fee-choice";
import { CalculatorInputError, WAGER_FIELDS, fieldPath } from "../calculators/input-errors";
import { FEE_OPTION, SETTLE_FIELDS } from "../calculators/settle-fields";
import { checkEachOption, checkInputWagers, namesGameOf, parsedInput } from "../calculators/settle-table";
import {
  FeeError,
  assertTableLimitAllowed,
  computeFees,
  getSchedule,
  parseRoomEnteredOption,
  type ScheduleOption,
} from "../fees";
import { formatCents } from "../money";
import { GameOptionError } from "../game-options";
import type { SeatNumber } from "../seats";
import { ACE_HIGH_BET, FORTUNE_BET, GAME_BET, PLACED_BETS } from "./bet-ids";
import { PAI_GOW_GAME_IDS, type PaiGowGame } from "./game-config";
import { isPaiGowGameId, paiGowGame } from "./games";
import { describeStep, nextStep } from "./next-step";
import { PaiGowRefusal } from "./refusal";
import { newRound, type PaiGowWager, type RoundState } from "./round-state";
import { settleRound, type PaiGowSettlement } from "./settlement";
import { applyStep, type PaiGowStep } from "./steps";
import { paiGowFeeWagers, paiGowWageringRules } from "./wagering";

/** A refusal of the input; `message` is "<field>: <why>", one line. */
export class PaiGowSettleInputError extends CalculatorInputError {
  override name = "PaiGowSettleInputError";
}

function fail(field: string, reason: string): never {
  throw new PaiGowSettleInputError(field, reason);
}

const CARD_PATTERN = /^(?:[A2-9TJQK][SHDC]|JK)$/;
const CardSchema = z
  .string({ error: 'a card is a string such as "TD", or "JK" for the joker' })
  .regex(CARD_PATTERN, { error: 'not a card: write the rank (A 2-9 T J Q K) then the suit (S H D C), e.g. "TD", or "JK" for the joker' });
const cardsOf = (n: number, what: string) => z.array(CardSchema, { error: `${what} is a list of ${n} cards` }).length(n, { error: `${what} is ${n} cards` });

const WagerSchema = z.strictObject({
  seat: WAGER_FIELDS.seat,
  bet: z.enum(PLACED_BETS, { error: 'a pai gow wager is "game" (the game wager), "fortune" (the Fortune Bonus) or "ace-high" (Face Up\'s Ace-High Bonus)' }),
  amount: WAGER_FIELDS.amount,
  backline: WAGER_FIELDS.backline,
  bettor: WAGER_FIELDS.bettor,
});

const SplitSchema = z.union(
  [z.literal("house-way"), z.strictObject({ high: cardsOf(5, "the five-card hand (high)"), low: cardsOf(2, "the two-card hand (low)") })],
  { error: 'a split is { "high": [5 cards], "low": [2 cards] } or "house-way"' },
);

const HandSchema = z.strictObject(
  { cards: cardsOf(7, "a hand").optional(), split: SplitSchema.optional() },
  { error: 'a hand is { "cards": [7 cards], "split": { "high", "low" } | "house-way" }' },
);

export const PaiGowSettleInputSchema = z.strictObject({
  game: z.string({ error: `the game id is a string (pai gow games: ${PAI_GOW_GAME_IDS.join(", ")})` }),
  seats: z.int({ error: "seats is the number of seats at the table, the player-dealer's included (7)" }).optional(),
  playerDealerSeat: SETTLE_FIELDS.playerDealerSeat,
  bank: SETTLE_FIELDS.bank,
  limits: SETTLE_FIELDS.limits,
  wagers: z.array(WagerSchema, { error: "wagers is a list of wagers" }).min(1, { error: "at least one wager is needed" }),
  dice: z.int({ error: "dice is the three dice's total, 3 to 18" }),
  actionPile: z.int({ error: "actionPile is the pile the player-dealer chose, 1 to 7 from the dealer's left" }).optional(),
  hands: z.record(z.string(), HandSchema, { error: "hands maps a seat number to that seat's hand" }),
  playerDealer: cardsOf(7, "the player-dealer's hand"),
  options: SETTLE_FIELDS.options,
  fee: z
    .strictObject(
      {
        ...FEE_OPTION,
        option: z.record(z.string(), z.unknown(), { error: "option is a room-entered schedule option (an object)" }).optional(),
      },
      { error: 'fee is { "scheduleId", "optionId", "option"? }' },
    )
    .optional(),
});

export type PaiGowSettleInput = z.infer<typeof PaiGowSettleInputSchema>;

/** The fees of the round: the option charged and its lines, or why there are none. */
export type PaiGowRoundFees = RoundFees;

export interface PaiGowSettleRequest {
  readonly game: PaiGowGame;
  readonly input: PaiGowSettleInput;
  /** The round as played, complete. */
  readonly state: RoundState;
  /** The steps it was played with, as a live table records them. */
  readonly steps: readonly PaiGowStep[];
  readonly settlement: PaiGowSettlement;
  readonly fee: PaiGowRoundFees;
}

const KNOWN_FIELDS: Readonly<Record<string, readonly string[]>> = {
  input: Object.keys(PaiGowSettleInputSchema.shape),
  limits: ["min", "max"],
  wager: Object.keys(WagerSchema.shape),
  fee: ["scheduleId", "optionId", "option"],
};

function configuredGame(input: PaiGowSettleInput): PaiGowGame {
  if (!isPaiGowGameId(input.game)) fail("game", `unknown pai gow game ${JSON.stringify(input.game)} (games: ${PAI_GOW_GAME_IDS.join(", ")})`);
  const options = input.options ?? {};
  checkEachOption(options, (option) => paiGowGame(input.game, option), (error): error is GameOptionError => error instanceof GameOptionError, fail);
  return paiGowGame(input.game, options);
}

function checkTable(game: PaiGowGame, input: PaiGowSettleInput): void {
  if (input.seats !== undefined && input.seats !== game.seats) fail("seats", `${game.id} is dealt in seven piles to ${game.seats} seats, the player-dealer's included; not ${input.seats}`);
  if (input.playerDealerSeat < 1 || input.playerDealerSeat > game.seats) fail("playerDealerSeat", `there is no seat ${input.playerDealerSeat} at a ${game.seats}-seat table (seats 1 to ${game.seats})`);
  if (input.limits.max < input.limits.min) fail("limits.max", `the table maximum ${formatCents(input.limits.max)} is below the minimum ${formatCents(input.limits.min)}`);
}

const BET_NAMES: Readonly<Record<string, string>> = { [GAME_BET]: "game wager", [FORTUNE_BET]: "Fortune Bonus", [ACE_HIGH_BET]: "Ace-High Bonus" };

function checkWagers(game: PaiGowGame, input: PaiGowSettleInput): void {
  // Seating is not part of the input: every seat but the player-dealer's counts as occupied.
  checkInputWagers(input.wagers, { seats: game.seats, playerDealerSeat: input.playerDealerSeat }, paiGowWageringRules(game, input.limits), fail, {
    each: (w, i) => {
      if (w.bet === FORTUNE_BET && game.fortune === null) fail(`wagers[${i}].bet`, `${game.id} has no Fortune Bonus`);
      if (w.bet === ACE_HIGH_BET && game.aceHigh === null) fail(`wagers[${i}].bet`, `${game.id} has no Ace-High Bonus (only face-up-pai-gow has it)`);
    },
    words: (refusal, w) =>
      refusal.code === "NeedsQualifyingWager" ? [".bet", `the ${BET_NAMES[w.bet]} at seat ${w.seat}${w.backline ? " (backline)" : ""} needs a game wager ("game") from the same bettor (seed 004 L932, L1678, L1727; seed 003 L4394-4396)`] : null,
  });
  if (!input.wagers.some((w) => w.bet === GAME_BET && !w.backline)) fail("wagers", 'no seated player has a game wager ("game"): nobody keeps a pile');
}

type GivenHand = PaiGowSettleInput["hands"][string];

function readHands(game: PaiGowGame, input: PaiGowSettleInput): Map<SeatNumber, { hand: GivenHand; field: string }> {
  const out = new Map<SeatNumber, { hand: GivenHand; field: string }>();
  for (const [key, hand] of Object.entries(input.hands)) {
    const field = fieldPath(["hands", key]);
    if (!/^[1-9]\d*$/.test(key)) fail(field, "keys are seat numbers (1..7)");
    const seat = Number(key);
    if (seat > game.seats) fail(field, `there is no seat ${seat} at a ${game.seats}-seat table`);
    if (seat === input.playerDealerSeat) fail(field, 'that is the player-dealer\'s seat: its cards go in "playerDealer"');
    if (!input.wagers.some((w) => w.seat === seat && w.bet === GAME_BET && !w.backline)) fail(field, `seat ${seat} has no seated game wager: its pile went to the discards (seed 004 L867)`);
    if (hand.cards === undefined && (hand.split === undefined || hand.split === "house-way")) fail(field, 'give the seat\'s seven "cards" (and "split": "house-way"), or the "split" the player set');
    if (hand.cards !== undefined && hand.split !== undefined && hand.split !== "house-way") {
      const set = [...hand.split.high, ...hand.split.low];
      const missing = set.find((c) => !hand.cards?.includes(c));
      if (missing !== undefined) fail(`${field}.split`, `${missing} is not among the seat's cards (${hand.cards.join(" ")})`);
    }
    out.set(seat, { hand, field });
  }
  return out;
}

function refusalField(error: unknown, field: string): never {
  if (error instanceof PaiGowRefusal) fail(field, error.message);
  throw error;
}

/** Plays the input through the round engine: exactly one complete round, and the steps it took. */
export function playPaiGowRound(game: PaiGowGame, input: PaiGowSettleInput): { readonly state: RoundState; readonly steps: readonly PaiGowStep[] } {
  const wagers: PaiGowWager[] = input.wagers.map((w) => ({
    seat: w.seat,
    bet: w.bet,
    amount: w.amount,
    ...(w.backline ? { backline: true } : {}),
    ...(w.bettor !== undefined ? { bettor: w.bettor } : {}),
  }));
  const hands = readHands(game, input);
  let state: RoundState;
  try {
    state = newRound(game, { pdSeat: input.playerDealerSeat, bank: input.bank, wagers });
  } catch (error) {
    refusalField(error, "wagers");
  }
  const steps: PaiGowStep[] = [];
  const take = (step: PaiGowStep, field: string) => {
    try {
      state = applyStep(state, step);
    } catch (error) {
      refusalField(error, field);
    }
    steps.push(step);
  };
  take({ kind: "deal-piles" }, "input");
  take({ kind: "choose-action-pile", pile: input.actionPile ?? 1 }, "actionPile");
  take({ kind: "roll-dice", total: input.dice }, "dice");
  const used = new Set<SeatNumber>();
  for (;;) {
    const step = nextStep(state);
    if (step.kind === "complete") break;
    if (step.kind === "expose-player-dealer") {
      take({ kind: "expose-player-dealer", cards: input.playerDealer }, "playerDealer");
      continue;
    }
    if (step.kind !== "set-hands" && step.kind !== "show-cards") fail("input", `the round cannot go on: ${describeStep(step)}`);
    const seat = step.seats[0] as SeatNumber;
    const given = hands.get(seat);
    const field = fieldPath(["hands", String(seat)]);
    used.add(seat);
    if (step.kind === "show-cards") {
      if (given?.hand.cards === undefined) fail(field, `the player-dealer's hand is ace-high ("Pai Gow"): seat ${seat}'s bonuses need its seven "cards"`);
      if (given.hand.split !== undefined) fail(`${field}.split`, `the player-dealer's hand is ace-high ("Pai Gow", ${game.comparisonSource}): every game wager pushes and no hand is set`);
      take({ kind: "show-cards", seat, cards: given.hand.cards }, `${field}.cards`);
      continue;
    }
    if (given === undefined) fail(field, `seat ${seat} has a game wager: give its hand ("cards" and "split")`);
    const { split, cards } = given.hand;
    if (split === undefined) fail(`${field}.split`, `seat ${seat}'s hand is set: give the "split" ({ "high", "low" } or "house-way")`);
    if (split === "house-way") take({ kind: "set-house-way", seat, cards: cards as string[] }, `${field}.cards`);
    else take({ kind: "set-hand", seat, high: split.high, low: split.low }, `${field}.split`);
  }
  for (const [seat, { hand, field }] of hands) {
    if (used.has(seat)) continue;
    if (hand.split !== undefined) fail(`${field}.split`, `the player-dealer's hand is ace-high ("Pai Gow", ${game.comparisonSource}): every game wager pushes and no hand is set`);
    fail(field, `seat ${seat} has no bonus that reads its cards: with the player-dealer's Pai Gow its game wager pushes (leave it out)`);
  }
  return { state, steps };
}

function givenFeeOption(game: PaiGowGame, input: PaiGowSettleInput, fee: NonNullable<PaiGowSettleInput["fee"]>): ScheduleOption {
  const schedule = getSchedule(game.feeScheduleId);
  if (fee.scheduleId !== schedule.id) fail("fee.scheduleId", `${JSON.stringify(fee.scheduleId)} is not the fee schedule of ${game.id} (its schedule: "${schedule.id}")`);
  let option: ScheduleOption;
  let limitField: string;
  if (schedule.kind === "printed") {
    if (fee.option !== undefined) fail("fee.option", `${schedule.id} prints its own options: give only "scheduleId" and "optionId"`);
    const found = schedule.options.find((o) => o.id === fee.optionId);
    if (found === undefined) fail("fee.optionId", `${schedule.id} has no option ${JSON.stringify(fee.optionId)} (options: ${schedule.options.map((o) => o.id).join(", ")})`);
    option = found;
    limitField = "fee.optionId";
  } else {
    if (fee.option === undefined) fail("fee.option", `${schedule.title} prints no fee table (${schedule.source.file} L${schedule.source.lines}): give the room's option as "option" (a schedule option: limit, collections, timing)`);
    if (fee.option.id !== undefined && fee.option.id !== fee.optionId) fail("fee.option.id", `${JSON.stringify(fee.option.id)} differs from fee.optionId ${JSON.stringify(fee.optionId)} (leave it out: optionId names the option)`);
    try {
      option = parseRoomEnteredOption(schedule, { ...fee.option, id: fee.optionId });
    } catch (error) {
      if (error instanceof FeeError) fail("fee.option", error.message);
      throw error;
    }
    limitField = "fee.option.limit";
  }
  try {
    assertTableLimitAllowed(option, input.limits);
  } catch (error) {
    if (error instanceof FeeError) fail(limitField, `${error.message}; the input's limits are ${limitText(input.limits)}`);
    throw error;
  }
  return option;
}

function chooseFeeOption(game: PaiGowGame, input: PaiGowSettleInput): FeeOptionChoice | string {
  if (input.fee !== undefined) return { option: givenFeeOption(game, input, input.fee), chosenBy: "input" };
  const schedule = getSchedule(game.feeScheduleId);
  if (schedule.kind === "room-entered") return `${schedule.title} prints no fee schedule: give "fee" with a room-entered option (scheduleId "${schedule.id}")`;
  const chosen = feeOptionByLimits(schedule, input.limits);
  if (typeof chosen === "string" && schedule.options.every((o) => o.limit.kind !== "spot")) return `the options of "${schedule.id}" print no table limits (the room posts its own): ${GIVE_FEE}`;
  return chosen;
}

/** The collection fees of the round (dropped by the dealer before the deal; not part of the bank walk). */
export function paiGowRoundFees(game: PaiGowGame, input: PaiGowSettleInput): PaiGowRoundFees {
  return pricedRoundFees(chooseFeeOption(game, input), (option) => computeFees(option, { kind: "hand", playerDealerSeat: input.playerDealerSeat as SeatNumber, wagers: paiGowFeeWagers(input.wagers as PaiGowWager[]) }), fail);
}

/** Whether a raw input names a game of this family (the calculator routes it here). */
export function isPaiGowSettleInput(raw: unknown): boolean {
  return namesGameOf(raw, isPaiGowGameId);
}

/** Parses, checks, plays and settles the calculator's input; throws PaiGowSettleInputError naming the field. */
export function parsePaiGowSettleInput(raw: unknown): PaiGowSettleRequest {
  const input = parsedInput(PaiGowSettleInputSchema, raw, KNOWN_FIELDS, (field, reason) => new PaiGowSettleInputError(field, reason));
  const game = configuredGame(input);
  checkTable(game, input);
  checkWagers(game, input);
  const fee = paiGowRoundFees(game, input);
  const { state, steps } = playPaiGowRound(game, input);
  let settlement: PaiGowSettlement;
  try {
    settlement = settleRound(state);
  } catch (error) {
    refusalField(error, "input");
  }
  return { game, input, state, steps, settlement, fee };
}
