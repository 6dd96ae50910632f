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
import { CalculatorInputError, WAGER_FIELDS, cents, fieldPath, shapeProblem, show, valueAt } from "../calculators/input-errors";
import type { Card } from "../cards/card";
import { CardRefused, newShoeComposition, takeCard } from "../cards/shoe-composition";
import { FeeError, assertTableLimitAllowed, getSchedule, type FeeLine, type ScheduleOption } from "../fees";
import { formatCents, type Cents } from "../money";
import { GameOptionError } from "../no-bust/options";
import type { SeatNumber } from "../seats";
import { validateRound, type RoundRefusal } from "../wagers/wager-validation";
import { MAIN_BET, PRE_DEAL_BETS, handBetId } from "./bet-ids";
import type { DecisionInput } from "./decisions";
import { twentyOneFeeLines } from "./fees";
import { TWENTY_ONE_GAME_IDS, shoeSpecFor, type TwentyOneGame } from "./game-config";
import { isTwentyOneGameId, twentyOneGame } from "./games";
import { describeValue, handValue } from "./hand-value";
import { describeStep, playerDealerCards, playerDealerNaturalShown, playerDealerValue, type NextStep } from "./next-step";
import { walkRound } from "./play-round";
import { TwentyOneRefusal } from "./refusal";
import { newRound, type RoundState, type TwentyOneWager } from "./round-state";
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
const DecisionSchema = z.union(
  [
    z.enum(DECISION_WORDS),
    z.strictObject({ decision: z.literal("double"), amount: cents("a double-down wager").min(1, { error: "a double-down wager must be at least 1 cent" }) }),
  ],
  { error: 'a decision is "hit", "stand", "double", "split", "surrender", "rescue", or {"decision": "double", "amount": cents}' },
);
const HAND_KEYS = ["main", "split-1", "split-2", "split-3"] as const;
const HandDecisionsSchema = z.array(DecisionSchema, { error: "a hand's decisions are a list, in the order made" });
const SeatDecisionsByList = z.array(HandDecisionsSchema).max(4, { error: "a seat has at most four hands (three splits)" });
const SeatDecisionsByHand = z.strictObject(
  { main: HandDecisionsSchema.optional(), "split-1": HandDecisionsSchema.optional(), "split-2": HandDecisionsSchema.optional(), "split-3": HandDecisionsSchema.optional() },
  { error: 'a seat\'s decisions are {"main": [...], "split-1": [...], ...} or a list of lists, one per hand' },
);

export const TwentyOneSettleInputSchema = z.strictObject({
  game: z.string({ error: `the game id is a string (twenty-one games: ${TWENTY_ONE_GAME_IDS.join(", ")})` }),
  decks: z.int({ error: "decks is a whole number" }),
  seats: z.int({ error: "seats is the number of seats at the table, the player-dealer's included" }),
  playerDealerSeat: z.int({ error: "playerDealerSeat is a seat number" }),
  bank: cents("the bank").min(1, { error: "the player-dealer's bank must be at least 1 cent" }),
  limits: z.strictObject(
    {
      min: cents("the table minimum").min(1, { error: "the table minimum must be at least 1 cent" }),
      max: cents("the table maximum").min(1, { error: "the table maximum must be at least 1 cent" }).nullable(),
    },
    { error: 'limits is { "min": cents, "max": cents } ("max": null for a "No Limit" table)' },
  ),
  wagers: z.array(WagerSchema, { error: "wagers is a list of wagers" }).min(1, { error: "at least one wager is needed" }),
  cards: z.array(CardSchema, { error: "cards is a list of card codes in dealing order" }).min(1, { error: "no cards given" }),
  decisions: z.record(z.string(), z.custom<unknown>((v) => v !== undefined), { error: "decisions maps a seat number to that seat's decisions" }).optional(),
  insurance: z.record(z.string(), cents("an insurance wager").min(0, { error: "an insurance wager is 0 (declined) or more" }), { error: "insurance maps a seat number to its insurance wager in cents" }).optional(),
  previousCards: z.array(CardSchema, { error: "previousCards is a list of card codes" }).optional(),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()], { error: "an option value is a string, number or boolean" }), { error: "options maps option names to values" }).optional(),
  fee: z
    .strictObject(
      {
        scheduleId: z.string({ error: "scheduleId is a fee schedule id (lib/domain/fees/registry.ts)" }).min(1, { error: "scheduleId may not be empty" }),
        optionId: z.string({ error: 'optionId is the schedule option as printed, a string such as "3"' }).min(1, { error: "optionId may not be empty" }),
        playerFee: cents("the posted player collection").min(1, { error: "the posted player collection is at least 1 cent" }).optional(),
      },
      { error: 'fee is { "scheduleId", "optionId", "playerFee"? }' },
    )
    .optional(),
});

export type TwentyOneSettleInput = z.infer<typeof TwentyOneSettleInputSchema>;

/** The fees of the round: the option charged and its lines, or why there are none. */
export type TwentyOneRoundFees =
  | {
      readonly kind: "charged";
      readonly scheduleId: string;
      readonly optionId: string;
      readonly chosenBy: "input" | "table limits";
      readonly option: ScheduleOption;
      readonly lines: readonly FeeLine[];
    }
  | { readonly kind: "none"; readonly note: string };

export interface TwentyOneSettleRequest {
  readonly game: TwentyOneGame;
  readonly decks: number;
  readonly input: TwentyOneSettleInput;
  /** The round as played, complete. */
  readonly state: RoundState;
  readonly settlement: TwentyOneSettlement;
  readonly fee: TwentyOneRoundFees;
}

const KNOWN_FIELDS: Readonly<Record<string, readonly string[]>> = {
  input: Object.keys(TwentyOneSettleInputSchema.shape),
  limits: ["min", "max"],
  wager: Object.keys(WagerSchema.shape),
  fee: ["scheduleId", "optionId", "playerFee"],
};

function configuredGame(input: TwentyOneSettleInput): TwentyOneGame {
  if (!isTwentyOneGameId(input.game)) fail("game", `unknown twenty-one game ${JSON.stringify(input.game)} (games: ${TWENTY_ONE_GAME_IDS.join(", ")})`);
  const options = input.options ?? {};
  for (const [name, value] of Object.entries(options)) {
    try {
      twentyOneGame(input.game, { [name]: value });
    } catch (error) {
      if (error instanceof GameOptionError) fail(fieldPath(["options", name]), error.message);
      throw error;
    }
  }
  try {
    return twentyOneGame(input.game, options);
  } catch (error) {
    if (error instanceof GameOptionError) fail("options", error.message);
    throw error;
  }
}

function seatTable(seats: number): string {
  return `${/^(8|11|18)$/.test(String(seats)) ? "an" : "a"} ${seats}-seat table`;
}

function checkTable(game: TwentyOneGame, input: TwentyOneSettleInput): void {
  if (input.decks < game.decks.min || input.decks > game.decks.max) {
    fail("decks", `${game.id} is played with ${game.decks.min} to ${game.decks.max} decks, not ${input.decks} (${game.decks.source})`);
  }
  if (input.seats < 2 || input.seats > game.maxSeats) fail("seats", `${game.id} seats 2 to ${game.maxSeats}, the player-dealer's seat included; not ${input.seats}`);
  if (input.playerDealerSeat < 1 || input.playerDealerSeat > input.seats) {
    fail("playerDealerSeat", `there is no seat ${input.playerDealerSeat} at ${seatTable(input.seats)} (seats 1 to ${input.seats})`);
  }
  if (input.limits.max !== null && input.limits.max < input.limits.min) fail("limits.max", `the table maximum ${formatCents(input.limits.max)} is below the minimum ${formatCents(input.limits.min)}`);
}

function wagerError(game: TwentyOneGame, input: TwentyOneSettleInput, refusal: RoundRefusal): TwentyOneSettleInputError {
  const i = refusal.wagers[refusal.wagers.length - 1] as number;
  const w = input.wagers[i] as TwentyOneSettleInput["wagers"][number];
  const at = (field: string) => `wagers[${i}]${field}`;
  const who = w.backline ? `seat ${w.seat} backline${w.bettor ? ` (${w.bettor})` : ""}` : `seat ${w.seat}`;
  switch (refusal.code) {
    case "NoSuchSeat":
      return new TwentyOneSettleInputError(at(".seat"), `there is no seat ${w.seat} at ${seatTable(input.seats)} (seats 1 to ${input.seats})`);
    case "PlayerDealerSeat":
      return new TwentyOneSettleInputError(at(".seat"), `seat ${w.seat} is the player-dealer's seat: nobody bets from it against the bank`);
    case "BacklineNotAllowed":
      return new TwentyOneSettleInputError(at(".backline"), `${game.id} allows no backline betting on the ${BET_LABELS[w.bet] ?? w.bet} (${game.backline.source})`);
    case "BelowMinimum":
    case "OverSpotLimit":
      return new TwentyOneSettleInputError(at(".amount"), refusal.message);
    case "OverBaseWager":
      return new TwentyOneSettleInputError(at(".amount"), `the ${BET_LABELS[w.bet] ?? w.bet} at ${who} may not exceed the same bettor's game wager (seed 004 L1109, L1749)`);
    case "NeedsQualifyingWager":
      return new TwentyOneSettleInputError(at(".bet"), `the ${BET_LABELS[w.bet] ?? w.bet} at ${who} needs a game wager ("main") from the same bettor (seed 004 L538, L568, L719, L1105)`);
    default:
      return new TwentyOneSettleInputError(at(""), refusal.message);
  }
}

/** A "No Limit" table (Mortimer's Pure 21.5, seed 003 L1302-1316) checks no maximum. */
function spotLimits(limits: TwentyOneSettleInput["limits"]): { min: Cents; max: Cents } {
  return { min: limits.min, max: limits.max ?? Number.MAX_SAFE_INTEGER };
}

function checkWagers(game: TwentyOneGame, input: TwentyOneSettleInput): void {
  input.wagers.forEach((w, i) => {
    if (w.bet === "buster" && game.buster === null) fail(`wagers[${i}].bet`, `${game.id} has no Buster Blackjack Bonus (pure-21-5 and blackjack-x have it)`);
    if (w.bet === "match" && game.match === null) fail(`wagers[${i}].bet`, `${game.id} has no Match the Dealer Up Card bet (pure-21-5 and pure-spanish-21-5 have it)`);
    if (w.bettor !== undefined && !w.backline) fail(`wagers[${i}].bettor`, "only backline wagers name a bettor (the seated player is the seat)");
  });
  const rules = twentyOneWageringRules(game, spotLimits(input.limits));
  const seats = Array.from({ length: input.seats }, (_, k) => k + 1);
  // Seating is not part of the input: every seat but the player-dealer's counts as occupied.
  const verdict = validateRound(rules, { seats: input.seats, occupiedSeats: seats, playerDealerSeat: input.playerDealerSeat }, input.wagers);
  if (!verdict.ok) throw wagerError(game, input, verdict.refusals[0] as RoundRefusal);
  if (!input.wagers.some((w) => w.bet === MAIN_BET && !w.backline)) fail("wagers", 'no seated player has a game wager ("main"): nobody is dealt a hand');
}

function checkCards(game: TwentyOneGame, input: TwentyOneSettleInput): Card[] {
  let shoe = newShoeComposition(shoeSpecFor(game, input.decks));
  const take = (field: "previousCards" | "cards") => (card: string, i: number) => {
    try {
      shoe = takeCard(shoe, card);
    } catch (error) {
      if (!(error instanceof CardRefused)) throw error;
      const before = field === "cards" && (input.previousCards?.length ?? 0) > 0 ? " (previousCards included)" : "";
      const deck = error.reason === "NotInThisShoe" ? ` (the ${game.deck.name}, ${game.deck.source})` : "";
      fail(`${field}[${i}]`, `${JSON.stringify(card)}: ${error.message}${deck}${before}`);
    }
  };
  (input.previousCards ?? []).forEach(take("previousCards"));
  input.cards.forEach(take("cards"));
  return input.cards as Card[];
}

interface GivenDecisions {
  readonly list: readonly DecisionInput[];
  readonly field: string;
}

type ParsedDecision = z.infer<typeof DecisionSchema>;

function readDecisions(input: TwentyOneSettleInput): Map<string, GivenDecisions> {
  const out = new Map<string, GivenDecisions>();
  for (const [seatKey, raw] of Object.entries(input.decisions ?? {})) {
    const seatField = fieldPath(["decisions", seatKey]);
    const parsed = Array.isArray(raw) ? SeatDecisionsByList.safeParse(raw) : SeatDecisionsByHand.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0] as z.core.$ZodIssue;
      const path = ["decisions", seatKey, ...issue.path];
      if (issue.code === "unrecognized_keys") fail(fieldPath(path), `unknown hand ${issue.keys.map((k) => `"${k}"`).join(", ")} (hands: ${HAND_KEYS.join(", ")})`);
      fail(fieldPath(path), `${issue.message}, got ${show(valueAt(raw, issue.path))}`);
    }
    if (!/^[1-9]\d*$/.test(seatKey)) fail(seatField, "keys are seat numbers (1..N)");
    const seat = Number(seatKey);
    if (!input.wagers.some((w) => w.seat === seat && w.bet === MAIN_BET && !w.backline)) fail(seatField, `seat ${seat} has no seated game wager, so no hand to decide on`);
    const hands = parsed.data as readonly (readonly ParsedDecision[])[] | Partial<Record<(typeof HAND_KEYS)[number], readonly ParsedDecision[]>>;
    const entries: [number, string, readonly ParsedDecision[]][] = Array.isArray(hands)
      ? hands.map((list, k) => [k, fieldPath(["decisions", seatKey, k]), list])
      : Object.entries(hands).map(([key, list]) => [HAND_KEYS.indexOf(key as (typeof HAND_KEYS)[number]), fieldPath(["decisions", seatKey, key]), list ?? []]);
    for (const [k, field, list] of entries) {
      const decisions = list.map((d): DecisionInput => (typeof d === "string" ? d : { kind: "double", amount: d.amount as Cents }));
      out.set(`${seat}/${k}`, { list: decisions, field });
    }
  }
  return out;
}

const DEAL_WHY: Readonly<Record<Extract<NextStep, { kind: "deal" }>["why"], string>> = {
  initial: "the initial deal",
  split: "a split hand's second card",
  hit: "the player hit",
  double: "the double-down card",
  "must-hit": "the player chart makes the hand hit",
  "player-dealer-draw": "the player-dealer draws",
};

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
  const wagers: TwentyOneWager[] = input.wagers.map((w) => ({
    seat: w.seat,
    bet: w.bet,
    amount: w.amount,
    ...(w.backline ? { backline: true } : {}),
    ...(w.bettor !== undefined ? { bettor: w.bettor } : {}),
  }));
  const given = readDecisions(input);
  let start: RoundState;
  try {
    start = newRound(game, { seats: input.seats, pdSeat: input.playerDealerSeat as SeatNumber, bank: input.bank, wagers });
  } catch (error) {
    if (error instanceof TwentyOneRefusal) fail("wagers", error.message);
    throw error;
  }
  const { state, cardsUsed: used, taken, insured } = walkRound(start, {
    card: (i) => cards[i],
    insurance: (seat) => input.insurance?.[String(seat)] ?? 0,
    decision: (seat, hand, i) => given.get(`${seat}/${hand}`)?.list[i],
    missing(what, at) {
      if (what.kind === "card") fail("cards", `incomplete round: card ${what.index + 1} is missing: ${describeStep(what.step)} (${whyCard(at, what.step)}); ${cards.length} given`);
      const { seat: seatNo, hand: handNo } = what.step;
      const field = given.get(`${seatNo}/${handNo}`)?.field ?? fieldPath(["decisions", String(seatNo), handBetId(handNo)]);
      const hand = at.players.find((p) => p.seat === seatNo)?.hands[handNo];
      const value = hand ? describeValue(game.hand, handValue(game.hand, hand.cards, hand.split), hand.cards) : "";
      fail(field, `seat ${seatNo} ${handBetId(handNo)} (${hand?.cards.join(" ") ?? ""}, ${value}) needs decision ${what.index + 1} (${what.step.allowed.join(", ")}), none given`);
    },
    refused(what, error) {
      if (!(error instanceof TwentyOneRefusal)) throw error;
      if (what.kind === "card") fail(`cards[${what.index}]`, error.message);
      if (what.kind === "insurance") fail(fieldPath(["insurance", String(what.seat)]), error.message);
      fail(`${(given.get(`${what.seat}/${what.hand}`) as GivenDecisions).field}[${what.index}]`, error.message);
    },
  });
  if (used < cards.length) {
    const extra = cards.slice(used);
    fail(`cards[${used}]`, `extra card${extra.length > 1 ? "s" : ""} ${extra.join(" ")}: the round is complete after ${used} cards (${describeHands(state)})`);
  }
  for (const [key, mine] of given) {
    const done = taken.get(key) ?? 0;
    if (mine.list.length > done) {
      const [seat, hand] = key.split("/").map(Number) as [number, number];
      const exists = state.players.find((p) => p.seat === seat)?.hands[hand] !== undefined;
      const why = playerDealerNaturalShown(state) ? "the player-dealer's checked hole card made a natural: the players do not act" : `seat ${seat} ${handBetId(hand)} was finished after ${done}`;
      fail(
        `${mine.field}[${done}]`,
        exists
          ? `${mine.list.length - done} decision(s) never used: ${why} (${describeHands(state)})`
          : `seat ${seat} has no hand ${handBetId(hand)} this round (${state.players.find((p) => p.seat === seat)?.hands.length ?? 0} hand(s))`,
      );
    }
  }
  for (const seatKey of Object.keys(input.insurance ?? {})) {
    const amount = input.insurance?.[seatKey] ?? 0;
    if (!insured.has(Number(seatKey) as SeatNumber) && amount > 0) {
      const why = game.insurance === null ? `${game.id} offers no insurance` : "insurance is offered only to a seat with a hand when the player-dealer's up card is an ace";
      fail(fieldPath(["insurance", seatKey]), `no insurance was offered at seat ${seatKey}: ${why}${game.insurance ? ` (${game.insurance.source})` : ""}`);
    }
  }
  return state;
}

function limitText(limits: { readonly min: Cents; readonly max: Cents | null }): string {
  return `${formatCents(limits.min)}-${limits.max === null ? "No Limit" : formatCents(limits.max)}`;
}

function chooseFeeOption(game: TwentyOneGame, input: TwentyOneSettleInput): { option: ScheduleOption; chosenBy: "input" | "table limits" } | string {
  const schedule = getSchedule(game.feeScheduleId);
  const fee = input.fee;
  if (fee !== undefined) {
    if (fee.scheduleId !== schedule.id) fail("fee.scheduleId", `${JSON.stringify(fee.scheduleId)} is not the fee schedule of ${game.id} (its schedule: "${schedule.id}")`);
    const option = schedule.options.find((o) => o.id === fee.optionId);
    if (option === undefined) fail("fee.optionId", `${schedule.id} has no option ${JSON.stringify(fee.optionId)} (options: ${schedule.options.map((o) => o.id).join(", ")})`);
    try {
      assertTableLimitAllowed(option, input.limits);
    } catch (error) {
      if (error instanceof FeeError) fail("fee.optionId", `${error.message}; the input's limits are ${limitText(input.limits)}`);
      throw error;
    }
    return { option, chosenBy: "input" };
  }
  const matches = schedule.options.filter((o) => o.limit.kind === "spot" && o.limit.min === input.limits.min && o.limit.max === input.limits.max);
  const giveFee = 'give "fee" with "scheduleId" and "optionId" to charge the fees';
  if (matches.length === 1) return { option: matches[0] as ScheduleOption, chosenBy: "table limits" };
  if (matches.length > 1) return `the table limits ${limitText(input.limits)} are those of ${matches.length} options of "${schedule.id}" (${matches.map((o) => o.id).join(", ")}): ${giveFee}`;
  return `no option of "${schedule.id}" is fixed by the table limits ${limitText(input.limits)}: ${giveFee}`;
}

/** The collection fees of the round (dropped by the dealer before the deal; not part of the bank walk). */
export function twentyOneRoundFees(game: TwentyOneGame, input: TwentyOneSettleInput): TwentyOneRoundFees {
  if (input.fee?.playerFee !== undefined && game.options.playerCollection !== "posted-per-circle") {
    fail("fee.playerFee", `${game.id} takes no player collection unless its option playerCollection is "posted-per-circle" (the schedule's player collection is $0)`);
  }
  const chosen = chooseFeeOption(game, input);
  if (typeof chosen === "string") return { kind: "none", note: chosen };
  let lines: FeeLine[];
  try {
    lines = twentyOneFeeLines(game, chosen.option, { playerDealerSeat: input.playerDealerSeat as SeatNumber, wagers: input.wagers }, input.fee?.playerFee);
  } catch (error) {
    if (!(error instanceof FeeError)) throw error;
    const why = `${chosen.option.scheduleId} option ${chosen.option.id} cannot price this round: ${error.message}`;
    if (chosen.chosenBy === "input") fail("fee", why);
    return { kind: "none", note: why };
  }
  return { kind: "charged", scheduleId: chosen.option.scheduleId, optionId: chosen.option.id, chosenBy: chosen.chosenBy, option: chosen.option, lines };
}

/** Whether a raw input names a game of this family (the calculator routes it here). */
export function isTwentyOneSettleInput(raw: unknown): boolean {
  return raw !== null && typeof raw === "object" && !Array.isArray(raw) && isTwentyOneGameId((raw as { game?: unknown }).game);
}

/** Parses, checks, plays and settles the calculator's input; throws TwentyOneSettleInputError naming the field. */
export function parseTwentyOneSettleInput(raw: unknown): TwentyOneSettleRequest {
  const parsed = TwentyOneSettleInputSchema.safeParse(raw);
  if (!parsed.success) {
    const { field, message } = shapeProblem(raw, parsed.error, KNOWN_FIELDS);
    throw new TwentyOneSettleInputError(field, message);
  }
  const input = parsed.data;
  const game = configuredGame(input);
  checkTable(game, input);
  checkWagers(game, input);
  const cards = checkCards(game, input);
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
