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
import { CalculatorInputError, WAGER_FIELDS, cents, fieldPath, shapeProblem, show, valueAt } from "../calculators/input-errors";
import { z } from "zod";
import type { Card } from "../cards/card";
import { CardRefused, newShoeComposition, takeCard } from "../cards/shoe-composition";
import {
  FeeError,
  assertTableLimitAllowed,
  computeFees,
  getSchedule,
  type FeeLine,
  type FeeWager,
  type ScheduleOption,
} from "../fees";
import { formatCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import { validateRound, type RoundRefusal } from "../wagers/wager-validation";
import { BUSTER_BET, MAIN_BET, handBetId } from "./bet-ids";
import type { DecisionInput } from "./decisions";
import { NO_BUST_GAME_IDS, shoeSpecFor, type NoBustGame } from "./game-config";
import { isNoBustGameId, noBustGame } from "./games";
import { describeValue, handValue } from "./hand-value";
import { describeStep, handsFrozen, playerDealerNaturalShown, playerDealerValue, type NextStep } from "./next-step";
import { GameOptionError } from "./options";
import { NoBustRefusal } from "./refusal";
import { newRound, type NoBustWager, type RoundState } from "./round-state";
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
const DecisionSchema = z.union(
  [
    z.enum(DECISION_WORDS),
    z.strictObject({ decision: z.literal("double"), amount: cents("a double-down wager").min(1, { error: "a double-down wager must be at least 1 cent" }) }),
  ],
  { error: 'a decision is "hit", "stand", "double", "split", "surrender", or {"decision": "double", "amount": cents}' },
);
const HAND_KEYS = ["main", "split-1", "split-2", "split-3"] as const;
const HandDecisionsSchema = z.array(DecisionSchema, { error: "a hand's decisions are a list, in the order made" });
/** A seat's decisions: by hand id, or a list with one list per hand (checked in `readDecisions`). */
const SeatDecisionsByList = z.array(HandDecisionsSchema).max(4, { error: "a seat has at most four hands (three splits)" });
const SeatDecisionsByHand = z.strictObject(
  { main: HandDecisionsSchema.optional(), "split-1": HandDecisionsSchema.optional(), "split-2": HandDecisionsSchema.optional(), "split-3": HandDecisionsSchema.optional() },
  { error: 'a seat\'s decisions are {"main": [...], "split-1": [...], ...} or a list of lists, one per hand' },
);
const SeatDecisionsSchema = z.custom<unknown>((v) => v !== undefined);

export const NoBustSettleInputSchema = z.strictObject({
  game: z.string({ error: `the game id is a string (No Bust games: ${NO_BUST_GAME_IDS.join(", ")})` }),
  decks: z.int({ error: "decks is a whole number" }),
  seats: z.int({ error: "seats is the number of seats at the table, the player-dealer's included" }),
  playerDealerSeat: z.int({ error: "playerDealerSeat is a seat number" }),
  bank: cents("the bank").min(1, { error: "the player-dealer's bank must be at least 1 cent" }),
  limits: z.strictObject(
    {
      min: cents("the table minimum").min(1, { error: "the table minimum must be at least 1 cent" }),
      max: cents("the table maximum").min(1, { error: "the table maximum must be at least 1 cent" }),
    },
    { error: 'limits is { "min": cents, "max": cents }' },
  ),
  wagers: z.array(WagerSchema, { error: "wagers is a list of wagers" }).min(1, { error: "at least one wager is needed" }),
  cards: z.array(CardSchema, { error: "cards is a list of card codes in dealing order" }).min(1, { error: "no cards given" }),
  decisions: z.record(z.string(), SeatDecisionsSchema, { error: "decisions maps a seat number to that seat's decisions" }).optional(),
  insurance: z.record(z.string(), cents("an insurance wager").min(0, { error: "an insurance wager is 0 (declined) or more" }), { error: "insurance maps a seat number to its insurance wager in cents" }).optional(),
  previousCards: z.array(CardSchema, { error: "previousCards is a list of card codes" }).optional(),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()], { error: "an option value is a string, number or boolean" }), { error: "options maps option names to values" }).optional(),
  fee: z
    .strictObject(
      {
        scheduleId: z.string({ error: "scheduleId is a fee schedule id (lib/domain/fees/registry.ts)" }).min(1, { error: "scheduleId may not be empty" }),
        optionId: z.string({ error: 'optionId is the schedule option as printed, a string such as "3"' }).min(1, { error: "optionId may not be empty" }),
      },
      { error: 'fee is { "scheduleId", "optionId" }' },
    )
    .optional(),
});

export type NoBustSettleInput = z.infer<typeof NoBustSettleInputSchema>;

/** The fees of the round: the option charged and its lines, or why there are none. */
export type NoBustRoundFees =
  | {
      readonly kind: "charged";
      readonly scheduleId: string;
      readonly optionId: string;
      readonly chosenBy: "input" | "table limits";
      readonly option: ScheduleOption;
      readonly lines: readonly FeeLine[];
    }
  | { readonly kind: "none"; readonly note: string };

export interface NoBustSettleRequest {
  readonly game: NoBustGame;
  readonly decks: number;
  readonly input: NoBustSettleInput;
  /** The round as played, complete. */
  readonly state: RoundState;
  readonly settlement: NoBustSettlement;
  readonly fee: NoBustRoundFees;
}


const KNOWN_FIELDS: Readonly<Record<string, readonly string[]>> = {
  input: Object.keys(NoBustSettleInputSchema.shape),
  limits: ["min", "max"],
  wager: Object.keys(WagerSchema.shape),
  fee: ["scheduleId", "optionId"],
};

/** The first zod issue as a one-line refusal. */
function shapeError(raw: unknown, error: z.ZodError): NoBustSettleInputError {
  const { field, message } = shapeProblem(raw, error, KNOWN_FIELDS);
  return new NoBustSettleInputError(field, message);
}

function configuredGame(input: NoBustSettleInput): NoBustGame {
  if (!isNoBustGameId(input.game)) fail("game", `unknown No Bust game ${JSON.stringify(input.game)} (games: ${NO_BUST_GAME_IDS.join(", ")})`);
  const options = input.options ?? {};
  try {
    for (const [name, value] of Object.entries(options)) {
      try {
        noBustGame(input.game, { [name]: value });
      } catch (error) {
        if (error instanceof GameOptionError) fail(fieldPath(["options", name]), error.message);
        throw error;
      }
    }
    return noBustGame(input.game, options);
  } catch (error) {
    if (error instanceof GameOptionError) fail("options", error.message);
    throw error;
  }
}

function seatTable(seats: number): string {
  return `${/^(8|11|18)$/.test(String(seats)) ? "an" : "a"} ${seats}-seat table`;
}

function checkTable(game: NoBustGame, input: NoBustSettleInput): void {
  if (input.decks < game.decks.min || input.decks > game.decks.max) {
    fail("decks", `${game.id} is played with ${game.decks.min} to ${game.decks.max} decks, not ${input.decks} (${game.decks.source})`);
  }
  if (input.seats < 2 || input.seats > game.maxSeats) fail("seats", `${game.id} seats 2 to ${game.maxSeats}, the player-dealer's seat included; not ${input.seats}`);
  if (input.playerDealerSeat < 1 || input.playerDealerSeat > input.seats) {
    fail("playerDealerSeat", `there is no seat ${input.playerDealerSeat} at ${seatTable(input.seats)} (seats 1 to ${input.seats})`);
  }
  if (input.limits.max < input.limits.min) fail("limits.max", `the table maximum ${formatCents(input.limits.max)} is below the minimum ${formatCents(input.limits.min)}`);
}

function wagerError(input: NoBustSettleInput, refusal: RoundRefusal): NoBustSettleInputError {
  const i = refusal.wagers[refusal.wagers.length - 1] as number;
  const w = input.wagers[i] as NoBustSettleInput["wagers"][number];
  const at = (field: string) => `wagers[${i}]${field}`;
  switch (refusal.code) {
    case "UnknownBet":
      return new NoBustSettleInputError(at(".bet"), `${input.game} has no "${w.bet}" bet (bets: main${input.game === "no-bust-buster-bonus-6" ? ", buster" : ""})`);
    case "NoSuchSeat":
      return new NoBustSettleInputError(at(".seat"), `there is no seat ${w.seat} at ${seatTable(input.seats)} (seats 1 to ${input.seats})`);
    case "PlayerDealerSeat":
      return new NoBustSettleInputError(at(".seat"), `seat ${w.seat} is the player-dealer's seat: nobody bets from it against the bank`);
    case "BelowMinimum":
    case "OverSpotLimit":
      return new NoBustSettleInputError(at(".amount"), refusal.message);
    case "NeedsQualifyingWager": {
      const who = w.backline ? `seat ${w.seat} backline${w.bettor ? ` (${w.bettor})` : ""}` : `seat ${w.seat}`;
      return new NoBustSettleInputError(at(".bet"), `the Buster Blackjack Bonus at ${who} needs a game wager ("main") from the same bettor (seed 003 L3232-3234)`);
    }
    default:
      return new NoBustSettleInputError(at(""), refusal.message);
  }
}

function checkWagers(game: NoBustGame, input: NoBustSettleInput): void {
  input.wagers.forEach((w, i) => {
    if (w.bet === BUSTER_BET && game.buster === null) fail(`wagers[${i}].bet`, `${game.id} has no Buster bet (only no-bust-buster-bonus-6 has it)`);
    if (w.bettor !== undefined && !w.backline) fail(`wagers[${i}].bettor`, "only backline wagers name a bettor (the seated player is the seat)");
  });
  const rules = noBustWageringRules(game, input.limits);
  const seats = Array.from({ length: input.seats }, (_, k) => k + 1);
  // Seating is not part of the input: every seat but the player-dealer's counts as occupied.
  const verdict = validateRound(rules, { seats: input.seats, occupiedSeats: seats, playerDealerSeat: input.playerDealerSeat }, input.wagers);
  if (!verdict.ok) throw wagerError(input, verdict.refusals[0] as RoundRefusal);
  if (!input.wagers.some((w) => w.bet === MAIN_BET && !w.backline)) fail("wagers", "no seated player has a game wager (\"main\"): nobody is dealt a hand");
}

function checkCards(game: NoBustGame, input: NoBustSettleInput): Card[] {
  let shoe = newShoeComposition(shoeSpecFor(game, input.decks));
  const take = (field: "previousCards" | "cards") => (card: string, i: number) => {
    try {
      shoe = takeCard(shoe, card);
    } catch (error) {
      if (!(error instanceof CardRefused)) throw error;
      const before = field === "cards" && (input.previousCards?.length ?? 0) > 0 ? " (previousCards included)" : "";
      fail(`${field}[${i}]`, `${JSON.stringify(card)}: ${error.message}${before}`);
    }
  };
  (input.previousCards ?? []).forEach(take("previousCards"));
  input.cards.forEach(take("cards"));
  return input.cards as Card[];
}

/** Per seat and hand place, the decisions given, with the field each came from. */
interface GivenDecisions {
  readonly list: readonly DecisionInput[];
  readonly field: string;
}

function readDecisions(input: NoBustSettleInput): Map<string, GivenDecisions> {
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
    const hands = parsed.data as readonly (readonly z.infer<typeof DecisionSchema>[])[] | Partial<Record<(typeof HAND_KEYS)[number], readonly z.infer<typeof DecisionSchema>[]>>;
    if (!/^[1-9]\d*$/.test(seatKey)) fail(seatField, "keys are seat numbers (1..N)");
    const seat = Number(seatKey);
    if (!input.wagers.some((w) => w.seat === seat && w.bet === MAIN_BET && !w.backline)) {
      fail(seatField, `seat ${seat} has no seated game wager, so no hand to decide on`);
    }
    const entries: [number, string, readonly z.infer<typeof DecisionSchema>[]][] = Array.isArray(hands)
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
  "player-dealer-second-card": "the player-dealer's second card, after the players (L90-92, L214-215)",
  "player-dealer-draw": "the player-dealer draws",
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
  const wagers: NoBustWager[] = input.wagers.map((w) => ({
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
    if (error instanceof NoBustRefusal) fail("wagers", error.message);
    throw error;
  }
  const { state, cardsUsed: used, taken, insured } = walkRound(start, {
    card: (i) => cards[i],
    insurance: (seat) => input.insurance?.[String(seat)] ?? 0,
    decision: (seat, hand, i) => given.get(`${seat}/${hand}`)?.list[i],
    missing(what, at) {
      if (what.kind === "card") fail("cards", `incomplete round: card ${what.index + 1} is missing: ${describeStep(what.step)} (${whyCard(at, what.step)}); ${cards.length} given`);
      const { seat: seatNo, hand: handNo } = what.step;
      const field = given.get(`${seatNo}/${handNo}`)?.field ?? fieldPath(["decisions", String(seatNo), handName(handNo)]);
      const hand = at.players.find((p) => p.seat === seatNo)?.hands[handNo];
      const value = hand ? describeValue(handValue(game.hand, hand.cards, hand.split)) : "";
      fail(field, `seat ${seatNo} ${handName(handNo)} (${hand?.cards.join(" ") ?? ""}, ${value}) needs decision ${what.index + 1} (${what.step.allowed.join(", ")}), none given`);
    },
    refused(what, error) {
      if (!(error instanceof NoBustRefusal)) throw error;
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
      const why = handsFrozen(state)
        ? `the player-dealer's first card is a joker: every hand is frozen (${game.jokerUpCard?.source ?? ""})`
        : playerDealerNaturalShown(state)
          ? "the player-dealer's checked hole card made a Natural: the players do not act"
          : `seat ${seat} ${handName(hand)} was finished after ${done}`;
      fail(
        `${mine.field}[${done}]`,
        exists
          ? `${mine.list.length - done} decision(s) never used: ${why} (${describeHands(state)})`
          : `seat ${seat} has no hand ${handName(hand)} this round (${state.players.find((p) => p.seat === seat)?.hands.length ?? 0} hand(s))`,
      );
    }
  }
  for (const seatKey of Object.keys(input.insurance ?? {})) {
    const amount = input.insurance?.[seatKey] ?? 0;
    if (!insured.has(Number(seatKey) as SeatNumber) && amount > 0) {
      const why = game.insurance === null ? `${game.id} has no insurance` : "insurance is offered only to a seat with a hand when the player-dealer's up card is an ace";
      fail(fieldPath(["insurance", seatKey]), `no insurance was offered at seat ${seatKey}: ${why} (${game.insurance?.source ?? "seed 003 L158-185"})`);
    }
  }
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

function limitText(limits: { readonly min: Cents; readonly max: Cents | null }): string {
  return `${formatCents(limits.min)}-${limits.max === null ? "No Limit" : formatCents(limits.max)}`;
}

function chooseFeeOption(game: NoBustGame, input: NoBustSettleInput): { option: ScheduleOption; chosenBy: "input" | "table limits" } | string {
  const schedule = getSchedule(game.feeScheduleId);
  const fee = input.fee;
  if (fee !== undefined) {
    if (fee.scheduleId !== schedule.id) fail("fee.scheduleId", `${JSON.stringify(fee.scheduleId)} is not the fee schedule of ${game.id} (its schedule: "${schedule.id}")`);
    const option = schedule.options.find((o) => o.id === fee.optionId);
    if (option === undefined) fail("fee.optionId", `${schedule.id} has no option ${JSON.stringify(fee.optionId)} (options: ${schedule.options.map((o) => o.id).join(", ")})`);
    try {
      assertTableLimitAllowed(option as ScheduleOption, input.limits);
    } catch (error) {
      if (error instanceof FeeError) fail("fee.optionId", `${error.message}; the input's limits are ${limitText(input.limits)}`);
      throw error;
    }
    return { option: option as ScheduleOption, chosenBy: "input" };
  }
  const matches = schedule.options.filter((o) => o.limit.kind === "spot" && o.limit.min === input.limits.min && o.limit.max === input.limits.max);
  const giveFee = 'give "fee" with "scheduleId" and "optionId" to charge the fees';
  if (matches.length === 1) return { option: matches[0] as ScheduleOption, chosenBy: "table limits" };
  if (matches.length > 1) return `the table limits ${limitText(input.limits)} are those of ${matches.length} options of "${schedule.id}" (${matches.map((o) => o.id).join(", ")}): ${giveFee}`;
  return `no option of "${schedule.id}" has the table limits ${limitText(input.limits)}: ${giveFee}`;
}

/** The collection fees of the round (dropped by the dealer; not part of the bank walk). */
export function noBustRoundFees(game: NoBustGame, input: NoBustSettleInput): NoBustRoundFees {
  const chosen = chooseFeeOption(game, input);
  if (typeof chosen === "string") return { kind: "none", note: chosen };
  let lines: FeeLine[];
  try {
    lines = computeFees(chosen.option, { kind: "hand", playerDealerSeat: input.playerDealerSeat as SeatNumber, wagers: noBustFeeWagers(input.wagers) });
  } catch (error) {
    if (!(error instanceof FeeError)) throw error;
    const why = `${chosen.option.scheduleId} option ${chosen.option.id} cannot price this round: ${error.message}`;
    if (chosen.chosenBy === "input") fail("fee", why);
    return { kind: "none", note: why };
  }
  return { kind: "charged", scheduleId: chosen.option.scheduleId, optionId: chosen.option.id, chosenBy: chosen.chosenBy, option: chosen.option, lines };
}

/** Whether a raw input names a game of this family (the calculator routes it here). */
export function isNoBustSettleInput(raw: unknown): boolean {
  return raw !== null && typeof raw === "object" && !Array.isArray(raw) && isNoBustGameId((raw as { game?: unknown }).game);
}

/** Parses, checks, plays and settles the calculator's input; throws NoBustSettleInputError naming the field. */
export function parseNoBustSettleInput(raw: unknown): NoBustSettleRequest {
  const parsed = NoBustSettleInputSchema.safeParse(raw);
  if (!parsed.success) throw shapeError(raw, parsed.error);
  const input = parsed.data;
  const game = configuredGame(input);
  checkTable(game, input);
  checkWagers(game, input);
  const cards = checkCards(game, input);
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
