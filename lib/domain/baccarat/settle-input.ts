/**
 * The settlement calculator's input (`npm run settle`): a completed round as a dispute describes it,
 * checked field by field with zod and then against the game's rules, and turned into what
 * `settleBaccaratRound` takes. Every refusal is a `SettleInputError` whose one-line message starts
 * with the field it is about (`wagers[2].amount: ...`).
 *
 * The input (money in cents, seats 1..N clockwise, seat 1 the first seat on the house dealer's left):
 *
 *   { "game", "decks", "seats", "playerDealerSeat", "bank", "limits": { "min", "max" },
 *     "wagers": [{ "seat", "bet", "amount", "backline"?, "bettor"? }],   "bettor": who, across spots
 *     "cards": ["4S", "TD", ...],            dealing order: P, B, P, B, then third cards
 *     "previousCards"?: [...],               cards already out of this shoe (earlier rounds, burn)
 *     "choices"?: { "hitOnFive": { "<wager index>": "hit" | "stand" } },   21st Century only
 *     "options"?: { "<game option>": value },
 *     "fee"?: { "scheduleId", "optionId", "option"? } }   the fee schedule option (see resolveFee)
 *
 * 21st Century's Player two-card 5: each Player-line wager chooses to hit or stand. `hitOnFive` is
 * keyed by the wager's index in `wagers` (as a string: JSON keys are strings). A Player-line wager
 * without a choice is played the house way (hit on 5, seed 001 L112). The hit card is dealt when at
 * least one Player-line wager hits, and, with no Player-line wager at all, by the house way.
 */
import { GIVE_FEE, limitText, pricedRoundFees, type RoundFees } from "../calculators/fee-choice";
import { SettleInputError, WAGER_FIELDS, fieldPath } from "../calculators/input-errors";
import { FEE_OPTION, SETTLE_FIELDS } from "../calculators/settle-fields";
import { checkEachOption, parsedInput, seatTable } from "../calculators/settle-table";
import { z } from "zod";
import { formatCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import type { SuitedCard } from "../cards/card";
import { CardRefused, newShoeComposition, shoeSpec, takeCard } from "../cards/shoe-composition";
import { wageringRules, type BetRuleInput, type WageringRules } from "../wagers/bet-rules";
import { validateRound, type RoundRefusal } from "../wagers/wager-validation";
import { BET_IDS, type BetId, type BetSpec } from "./bet";
import { BACCARAT_GAME_IDS, GameOptionError, type AnyGameConfig, type BaccaratGameId } from "./game-config";
import { baccaratGame, isBaccaratGameId } from "./games";
import { pointValue } from "./card-value";
import { totalOfValues } from "./hand-total";
import { lateTieWindow } from "./late-tie";
import {
  FeeError,
  assertTableLimitAllowed,
  betLimitsOf,
  computeFees,
  feeSchedulesOf,
  gamesOfSchedule,
  getSchedule,
  pairingProblem,
  parseRoomEnteredOption,
  type FeeSchedule,
  type FeeScheduleId,
  type FeeWager,
  type ScheduleOption,
} from "../fees";
import type { PlayerLineChoice } from "./resolution";
import {
  checkHoleCard,
  dealCard,
  exposeHoleCard,
  newRound,
  nextStep,
  recordHitOrStand,
  roundResult,
  type NextStep,
  type RoundResult,
  type RoundState,
} from "./round";
import type { SettlementInput, SettlementWager } from "./settlement";

export { SettleInputError };

const CARD_PATTERN = /^(?:[A2-9TJQK][SHDC]|JK)$/;

const CardSchema = z
  .string({ error: 'a card is a string such as "TD"' })
  .regex(CARD_PATTERN, { error: 'not a card: write the rank (A 2-9 T J Q K) then the suit (S H D C), e.g. "TD"' });


const WagerSchema = z.strictObject({
  seat: WAGER_FIELDS.seat,
  bet: z.string({ error: "a bet id is a string" }),
  amount: WAGER_FIELDS.amount,
  backline: WAGER_FIELDS.backline,
  bettor: WAGER_FIELDS.bettor,
});

export const SettleInputSchema = z.strictObject({
  game: z.string({ error: `the game id is a string (games: ${BACCARAT_GAME_IDS.join(", ")})` }),
  decks: SETTLE_FIELDS.decks,
  seats: SETTLE_FIELDS.seats.min(2, { error: "a table has at least 2 seats" }).max(20, { error: "a table has at most 20 seats" }),
  playerDealerSeat: SETTLE_FIELDS.playerDealerSeat,
  bank: SETTLE_FIELDS.bank,
  limits: SETTLE_FIELDS.limits,
  wagers: z.array(WagerSchema, { error: "wagers is a list of wagers" }).min(1, { error: "at least one wager is needed" }),
  cards: z.array(CardSchema, { error: "cards is a list of card codes in dealing order" }).min(1, { error: "no cards given" }),
  previousCards: z.array(CardSchema, { error: "previousCards is a list of card codes" }).optional(),
  choices: z
    .strictObject(
      { hitOnFive: z.record(z.string(), z.enum(["hit", "stand"], { error: 'a choice is "hit" or "stand"' }), { error: 'hitOnFive maps a wager index to "hit" or "stand"' }) },
      { error: 'choices is { "hitOnFive": { "<wager index>": "hit" | "stand" } }' },
    )
    .optional(),
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

export type SettleInput = z.infer<typeof SettleInputSchema>;

/** What the calculator settles: the configured game, the round as played and the wagers with their choices. */
export interface SettleRequest {
  readonly game: AnyGameConfig;
  readonly decks: number;
  readonly input: SettleInput;
  readonly round: RoundResult;
  /** 21st Century: whether the Player-line bettors were asked to hit or stand on a two-card 5. */
  readonly choiceOffered: boolean;
  /** The same order as `input.wagers`; `choice` is set on 21st Century Player-line wagers when a choice was made. */
  readonly wagers: readonly SettlementWager[];
  /** 21st Century Player-line wagers that took the house way (no choice given), by index. */
  readonly houseWay: ReadonlySet<number>;
  readonly settlement: SettlementInput;
  /** The fee schedule option the round is charged under and its fee lines, or why there are none. */
  readonly fee: RoundFees;
}


const KNOWN_FIELDS: Readonly<Record<string, readonly string[]>> = {
  input: Object.keys(SettleInputSchema.shape),
  limits: ["min", "max"],
  wager: Object.keys(WagerSchema.shape),
  choices: ["hitOnFive"],
  fee: [...Object.keys(FEE_OPTION), "option"],
};

const LINE_BETS: ReadonlySet<string> = new Set(["player", "banker", "dealer"]);

/** The game's line (base game) wagers: Player and Banker, or 21st Century's Player and dealer lines. */
export function lineBetsOf(game: AnyGameConfig): BetId[] {
  return game.bets.filter((b) => LINE_BETS.has(b.id)).map((b) => b.id);
}

function ruleOf(spec: BetSpec, lineBets: readonly BetId[], limits: { readonly min: Cents; readonly max: Cents }): BetRuleInput {
  return {
    id: spec.id,
    label: spec.name,
    limits,
    backlineAllowed: spec.backline,
    requiresOneOf: spec.requires === "line-wager" ? lineBets : spec.requires === "early-tie" ? ["early-tie"] : [],
    maxRelativeTo: spec.maxStake === "base-wager" ? { bets: lineBets, measure: "largest" } : null,
  };
}

/**
 * The game's betting spaces as the wagers module's rules: every bet within the table limits, except
 * the bets the fee schedule in use limits on its own (`FeeSchedule.betLimits`, e.g. Mortimer's Dragon 7
 * and Panda 8 at $5-$500, seed 003 L2268-2269).
 */
export function wageringRulesOf(game: AnyGameConfig, limits: { readonly min: Cents; readonly max: Cents }, schedule?: FeeSchedule): WageringRules {
  const lineBets = lineBetsOf(game);
  const limitsOf = (bet: string) => (schedule === undefined ? limits : betLimitsOf(schedule, bet, limits));
  return wageringRules({
    tableLimits: limits,
    bets: game.bets.map((b) => {
      const { min, max } = limitsOf(b.id);
      return ruleOf(b, lineBets, { min, max: Math.max(min, max) });
    }),
  });
}

/** "the $5.00 table minimum", or the schedule's own limit for the bet with its source. */
function limitName(bet: string, bound: "min" | "max", input: SettleInput, schedule: FeeSchedule | undefined): { cents: Cents; text: string } {
  const own = schedule === undefined ? undefined : betLimitsOf(schedule, bet, input.limits);
  const cents = own?.[bound] ?? input.limits[bound];
  const fromSchedule = own?.source !== undefined && cents !== input.limits[bound];
  const where = fromSchedule ? ` (${schedule?.id}, ${own.source?.file} L${own.source?.lines})` : "";
  return { cents, text: `${formatCents(cents)}${where}` };
}

function configuredGame(input: SettleInput): AnyGameConfig {
  if (!isBaccaratGameId(input.game)) {
    throw new SettleInputError("game", `unknown baccarat game ${JSON.stringify(input.game)} (games: ${BACCARAT_GAME_IDS.join(", ")})`);
  }
  const options = input.options ?? {};
  checkEachOption(options, (option) => baccaratGame(input.game, option), (error): error is GameOptionError => error instanceof GameOptionError, (field, reason) => {
    throw new SettleInputError(field, reason);
  });
  return baccaratGame(input.game, options);
}

function checkTable(game: AnyGameConfig, input: SettleInput): void {
  if (!game.decks.includes(input.decks)) {
    throw new SettleInputError("decks", `${game.id} is played with ${game.decks.join(", ")} decks, not ${input.decks}`);
  }
  const sizes = [...new Set(game.tables.map((t) => t.layout.seats))];
  if (!sizes.includes(input.seats)) {
    throw new SettleInputError("seats", `${game.id} is played at ${sizes.join(" or ")}-seat tables (the player-dealer's seat included), not ${input.seats}`);
  }
  if (input.playerDealerSeat < 1 || input.playerDealerSeat > input.seats) {
    throw new SettleInputError("playerDealerSeat", `there is no seat ${input.playerDealerSeat} at ${seatTable(input.seats)} (seats 1 to ${input.seats})`);
  }
  if (input.limits.max < input.limits.min) {
    throw new SettleInputError("limits.max", `the table maximum ${formatCents(input.limits.max)} is below the minimum ${formatCents(input.limits.min)}`);
  }
}

/** "an 8-seat table", "a 14-seat table". */

function betListOf(game: AnyGameConfig): string {
  return game.bets.map((b) => b.id).join(", ");
}

/** The first refusal of the round's wagers, naming the field. */
function wagerError(game: AnyGameConfig, input: SettleInput, rules: WageringRules, refusal: RoundRefusal, schedule: FeeSchedule | undefined): SettleInputError {
  const i = refusal.wagers[refusal.wagers.length - 1] as number;
  const w = input.wagers[i] as SettleInput["wagers"][number];
  const spec = game.bets.find((b) => b.id === w.bet);
  const label = spec?.name ?? w.bet;
  const who = w.backline ? `seat ${w.seat} backline${w.bettor ? ` (${w.bettor})` : ""}` : `seat ${w.seat}`;
  const at = (field: string) => `wagers[${i}]${field}`;
  switch (refusal.code) {
    case "UnknownBet":
      return new SettleInputError(at(".bet"), `${game.id} has no ${JSON.stringify(w.bet)} bet (bets: ${betListOf(game)})`);
    case "NoSuchSeat":
      return new SettleInputError(at(".seat"), `there is no seat ${w.seat} at ${seatTable(input.seats)} (seats 1 to ${input.seats})`);
    case "PlayerDealerSeat":
      return new SettleInputError(at(".seat"), `seat ${w.seat} is the player-dealer's seat: nobody bets from it against the bank`);
    case "BacklineNotAllowed":
      return new SettleInputError(at(".backline"), `backline betting is not allowed on the ${label} in ${game.id} with these options`);
    case "BelowMinimum": {
      const min = limitName(w.bet, "min", input, schedule);
      return new SettleInputError(at(".amount"), `${w.amount} is under the ${min.text} ${min.cents === input.limits.min ? "table minimum" : `minimum of the ${label}`}`);
    }
    case "TwoSeatedPlayers":
      return new SettleInputError(at(".bettor"), refusal.message);
    case "DuplicateWager": {
      const first = refusal.wagers[0] as number;
      return new SettleInputError(
        at(""),
        `a second ${label} wager from ${who} (the first is wagers[${first}]): one wager per bettor per spot; tell backline bettors apart with "bettor"`,
      );
    }
    case "NeedsQualifyingWager": {
      const rule = rules.bets.find((b) => b.id === w.bet);
      const needed = (rule?.requiresOneOf ?? []).map((id) => game.bets.find((b) => b.id === id)?.name ?? id).join(" or ");
      const article = /^[AEIOU]/i.test(needed) ? "an" : "a";
      return new SettleInputError(at(".bet"), `the ${label} at ${who} needs ${article} ${needed} wager from the same bettor (${spec?.source ?? game.id})`);
    }
    case "OverBaseWager": {
      const lineBets: readonly string[] = lineBetsOf(game);
      const base = Math.max(
        0,
        ...input.wagers
          .filter((o) => o.seat === w.seat && lineBets.includes(o.bet) && (o.backline === true) === (w.backline === true) && (!w.backline || o.bettor === w.bettor))
          .map((o) => o.amount),
      );
      return new SettleInputError(at(".amount"), `${w.amount} is over the same bettor's base game wager (${formatCents(base)}): the ${label} may not exceed it (${spec?.source ?? game.id})`);
    }
    case "OverSpotLimit": {
      const total = refusal.wagers.reduce((sum, j) => sum + (input.wagers[j] as SettleInput["wagers"][number]).amount, 0);
      const detail = refusal.wagers.length > 1 ? `: wagers ${refusal.wagers.map((j) => `[${j}]`).join(" ")} come to ${formatCents(total)} on the ${label} spot` : "";
      const max = limitName(w.bet, "max", input, schedule);
      const what = max.cents === input.limits.max ? "spot limit" : `limit of the ${label}`;
      return new SettleInputError(at(".amount"), `${w.amount} is over the ${max.text} ${what} for seat ${w.seat} (seated + backline${detail})`);
    }
    default:
      return new SettleInputError(at(""), refusal.message);
  }
}

function checkWagers(game: AnyGameConfig, input: SettleInput, schedule: FeeSchedule | undefined): void {
  input.wagers.forEach((w, i) => {
    if (!(BET_IDS as readonly string[]).includes(w.bet)) {
      throw new SettleInputError(`wagers[${i}].bet`, `unknown bet id ${JSON.stringify(w.bet)} (${game.id} bets: ${betListOf(game)})`);
    }
  });
  const rules = wageringRulesOf(game, input.limits, schedule);
  const seats = Array.from({ length: input.seats }, (_, k) => k + 1);
  // Seating is not part of the input: every seat but the player-dealer's counts as occupied.
  const verdict = validateRound(rules, { seats: input.seats, occupiedSeats: seats, playerDealerSeat: input.playerDealerSeat }, input.wagers);
  if (!verdict.ok) throw wagerError(game, input, rules, verdict.refusals[0] as RoundRefusal, schedule);
}

function checkCards(input: SettleInput): SuitedCard[] {
  let shoe = newShoeComposition(shoeSpec(input.decks));
  const take = (field: "previousCards" | "cards") => (card: string, i: number) => {
    try {
      shoe = takeCard(shoe, card);
    } catch (error) {
      if (!(error instanceof CardRefused)) throw error;
      const before = field === "cards" && (input.previousCards?.length ?? 0) > 0 ? " (previousCards included)" : "";
      throw new SettleInputError(`${field}[${i}]`, `${JSON.stringify(card)}: ${error.message}${before}`);
    }
  };
  (input.previousCards ?? []).forEach(take("previousCards"));
  input.cards.forEach(take("cards"));
  return input.cards as SuitedCard[];
}

const ORDINAL = ["first", "second", "third"] as const;

function handName(game: AnyGameConfig, hand: "player" | "banker"): string {
  return hand === "player" ? "Player" : game.drawing.kind === "player-option-on-5" ? "player-dealer" : "Banker";
}

function totalOf(state: RoundState, hand: "player" | "banker", count = 3): number {
  const cards = state.dealt.filter((d) => d.hand === hand).slice(0, count).map((d) => d.card as SuitedCard);
  return totalOfValues(cards.map(pointValue));
}

/** Why the next card is needed, in words. */
function whyDraw(game: AnyGameConfig, state: RoundState, step: Extract<NextStep, { kind: "deal" }>): string {
  if (step.cardNumber < 3) return "every round deals two cards to each hand: Player, Banker, Player, Banker";
  const p = totalOf(state, "player", 2);
  if (step.hand === "player") {
    if (p === 5 && game.drawing.kind === "player-option-on-5") return "the Player hand has a two-card 5 and a Player-line wager hits, or the house way applies";
    return `the Player hand draws on ${p}`;
  }
  const b = totalOf(state, "banker", 2);
  const third = state.dealt.filter((d) => d.hand === "player")[2];
  if (game.drawing.kind === "player-option-on-5") return `the player-dealer hand draws on ${b}`;
  if (third === undefined) return `the Banker draws on ${b} when the Player stands`;
  return `the Banker draws on ${b} against a Player third card of ${pointValue(third.card as SuitedCard)}`;
}

export interface PlayedRound {
  readonly round: RoundResult;
  readonly cardsUsed: number;
  readonly choiceOffered: boolean;
}

/**
 * Plays the cards by the drawing rules: the sequence must be exactly one complete round.
 * `anyHitOnFive` answers 21st Century's hit-or-stand step.
 */
export function playCards(game: AnyGameConfig, cards: readonly SuitedCard[], anyHitOnFive: boolean): PlayedRound {
  let state = newRound();
  let used = 0;
  let choiceOffered = false;
  for (;;) {
    const step = nextStep(game, state);
    switch (step.kind) {
      case "deal": {
        const card = cards[used];
        if (card === undefined) {
          throw new SettleInputError(
            "cards",
            `incomplete round: card ${used + 1}, the ${handName(game, step.hand)}'s ${ORDINAL[step.cardNumber - 1]} card, is missing (${whyDraw(game, state, step)}); ${cards.length} given`,
          );
        }
        state = dealCard(game, state, card);
        used += 1;
        break;
      }
      case "check-hole-card":
        state = checkHoleCard(game, state);
        break;
      case "choose-hit-or-stand":
        choiceOffered = true;
        state = recordHitOrStand(game, state, anyHitOnFive);
        break;
      case "expose-hole-card":
        state = exposeHoleCard(game, state);
        break;
      case "complete": {
        const round = roundResult(game, state);
        if (used < cards.length) {
          const extra = cards.slice(used);
          const hand = (h: RoundResult["player"], name: string) => `${name} ${h.cards.length}-card ${h.total}${h.natural ? " (natural)" : ""}`;
          throw new SettleInputError(
            `cards[${used}]`,
            `extra card${extra.length > 1 ? "s" : ""} ${extra.join(" ")}: the round is complete after ${used} cards (${hand(round.player, "Player")}, ${hand(round.banker, handName(game, "banker"))})`,
          );
        }
        return { round, cardsUsed: used, choiceOffered };
      }
    }
  }
}

interface Choices {
  readonly byWager: ReadonlyMap<number, PlayerLineChoice>;
  readonly anyHit: boolean;
}

function readChoices(game: AnyGameConfig, input: SettleInput): Choices {
  const given = input.choices?.hitOnFive ?? {};
  const entries = Object.entries(given);
  if (input.choices !== undefined && game.drawing.kind !== "player-option-on-5") {
    throw new SettleInputError("choices", `${game.id} has no hit-or-stand choice (only 21st Century Baccarat 5.0 does)`);
  }
  const byWager = new Map<number, PlayerLineChoice>();
  for (const [key, choice] of entries) {
    const field = fieldPath(["choices", "hitOnFive", key]);
    if (!/^(?:0|[1-9]\d*)$/.test(key) || Number(key) >= input.wagers.length) {
      throw new SettleInputError(field, `keys are wager indexes 0 to ${input.wagers.length - 1} (the wager's position in "wagers")`);
    }
    const w = input.wagers[Number(key)] as SettleInput["wagers"][number];
    if (w.bet !== "player") throw new SettleInputError(field, `wagers[${key}] is a ${w.bet} wager: only Player-line wagers choose to hit or stand on 5`);
    byWager.set(Number(key), choice);
  }
  const playerLine = input.wagers.map((w, i) => ({ w, i })).filter(({ w }) => w.bet === "player");
  // A Player-line wager without a choice is played the house way (hit); with no Player-line wager the hand is played the house way.
  const anyHit = playerLine.length === 0 || playerLine.some(({ i }) => (byWager.get(i) ?? "hit") === "hit");
  return { byWager, anyHit };
}

function checkLateTie(game: AnyGameConfig, input: SettleInput, round: RoundResult): void {
  const late = input.wagers.findIndex((w) => w.bet === "late-tie");
  if (late < 0) return;
  const [p1, p2] = round.player.cards;
  const up = round.banker.cards[0];
  if (p1 === undefined || p2 === undefined || up === undefined) return;
  const window = lateTieWindow([p1, p2], up);
  if (!window.open) {
    const spec = game.bets.find((b) => b.id === "late-tie");
    throw new SettleInputError(`wagers[${late}].bet`, `no late tie bet may be placed this round: ${window.because} (${spec?.source ?? game.id})`);
  }
}

/**
 * The fee schedules filed with each game, by registry id (lib/domain/fees/filed-pairings.ts): each
 * room's filing is its own game, with its own schedules (Mortimer's seed 003, Kings seed 004); 21st
 * Century and EZ Baccarat print none (the room enters its own).
 */
export const BACCARAT_FEE_SCHEDULES: Readonly<Record<BaccaratGameId, readonly FeeScheduleId[]>> = Object.freeze(
  Object.fromEntries(BACCARAT_GAME_IDS.map((id) => [id, feeSchedulesOf(id)])) as Record<BaccaratGameId, readonly FeeScheduleId[]>,
);

/** The fees of the round: the option charged and its lines, or why no fee is charged ("chosenBy": named by the input's "fee", or the one printed option whose spot limits are the input's limits). */
export type { RoundFees };

/** The wagers as the fee engine takes them: Player, Banker and dealer lines are game wagers, the rest bonus wagers. */
export function feeWagersOf(wagers: SettleInput["wagers"]): FeeWager[] {
  return wagers.map((w) => ({
    seat: w.seat,
    bet: w.bet,
    kind: LINE_BETS.has(w.bet) ? "game" : "bonus",
    amount: w.amount,
    ...(w.backline ? { backline: true } : {}),
    ...(w.bettor !== undefined ? { bettor: w.bettor } : {}),
  }));
}

function quoteList(ids: readonly string[]): string {
  return ids.map((id) => JSON.stringify(id)).join(", ");
}

/** The option named by the input's "fee", checked against the game and the table limits. */
function givenFeeOption(game: AnyGameConfig, input: SettleInput, fee: NonNullable<SettleInput["fee"]>): ScheduleOption {
  const ids = BACCARAT_FEE_SCHEDULES[game.id];
  if (!(ids as readonly string[]).includes(fee.scheduleId)) {
    let known = true;
    try {
      getSchedule(fee.scheduleId);
    } catch (error) {
      if (!(error instanceof FeeError)) throw error;
      known = false;
    }
    const filedWith = gamesOfSchedule(fee.scheduleId);
    const why = known ? `${JSON.stringify(fee.scheduleId)} is not a fee schedule of ${game.id}` : `unknown fee schedule ${JSON.stringify(fee.scheduleId)}`;
    const other = filedWith.length > 0 ? `: it is filed with ${filedWith.join(", ")}, each room's filing its own game` : "";
    throw new SettleInputError("fee.scheduleId", `${why}${other} (${game.id} schedules: ${quoteList(ids)})`);
  }
  const schedule: FeeSchedule = getSchedule(fee.scheduleId);
  let option: ScheduleOption;
  let limitField: string;
  if (schedule.kind === "printed") {
    if (fee.option !== undefined) {
      throw new SettleInputError("fee.option", `${schedule.id} prints its own options: give only "scheduleId" and "optionId" (a room enters options only for 21st Century and EZ Baccarat)`);
    }
    const found = schedule.options.find((o) => o.id === fee.optionId);
    if (found === undefined) {
      throw new SettleInputError("fee.optionId", `${schedule.id} has no option ${JSON.stringify(fee.optionId)} (options: ${schedule.options.map((o) => o.id).join(", ")})`);
    }
    option = found;
    limitField = "fee.optionId";
  } else {
    if (fee.option === undefined) {
      throw new SettleInputError(
        "fee.option",
        `${schedule.title} prints no fee table (${schedule.source.file} L${schedule.source.lines}): give the room's option as "option" (a schedule option: limit, collections, timing)`,
      );
    }
    const id = fee.option.id;
    if (id !== undefined && id !== fee.optionId) {
      throw new SettleInputError("fee.option.id", `${JSON.stringify(id)} differs from fee.optionId ${JSON.stringify(fee.optionId)} (leave it out: optionId names the option)`);
    }
    try {
      option = parseRoomEnteredOption(schedule, { ...fee.option, id: fee.optionId });
    } catch (error) {
      if (error instanceof FeeError) throw new SettleInputError("fee.option", error.message);
      throw error;
    }
    limitField = "fee.option.limit";
  }
  try {
    assertTableLimitAllowed(option, input.limits);
  } catch (error) {
    if (error instanceof FeeError) throw new SettleInputError(limitField, `${error.message}; the input's limits are ${limitText(input.limits)}`);
    throw error;
  }
  return option;
}

/** With no "fee": the one printed option whose spot limits are exactly the input's limits, or why there is none. */
function matchedFeeOption(game: AnyGameConfig, input: SettleInput): ScheduleOption | string {
  const ids = BACCARAT_FEE_SCHEDULES[game.id];
  const schedules = ids.map((id) => getSchedule(id));
  const printed = schedules.filter((s) => s.kind === "printed");
  if (printed.length === 0) {
    return `${game.name} prints no fee schedule: give "fee" with a room-entered option (scheduleId ${quoteList(ids)})`;
  }
  const matches = printed.flatMap((s) =>
    s.options.filter((o) => o.limit.kind === "spot" && o.limit.min === input.limits.min && o.limit.max === input.limits.max),
  );
  const [only] = matches;
  if (matches.length === 1 && only !== undefined) return only;
  const limits = limitText(input.limits);
  if (matches.length > 1) {
    return `the table limits ${limits} are those of ${matches.length} printed fee options (${matches.map((o) => `${o.scheduleId} ${o.id}`).join(", ")}): ${GIVE_FEE}`;
  }
  const bySpot = printed.filter((s) => s.options.some((o) => o.limit.kind === "spot")).map((s) => s.id);
  const roomSets = printed.filter((s) => !s.options.some((o) => o.limit.kind === "spot")).map((s) => s.id);
  const parts: string[] = [];
  if (bySpot.length > 0) parts.push(`no printed option of ${quoteList(bySpot)} has the table limits ${limits}`);
  if (roomSets.length > 0) parts.push(`the options of ${quoteList(roomSets)} print no table limits (the room posts its own)`);
  return `${parts.join("; ")}: ${GIVE_FEE}`;
}

/**
 * The schedule option the round is charged under (named by "fee", or found from the limits), or why
 * there is none. Refuses a "fee" the game or the table cannot have, and game options its schedule's
 * filing does not have (an option kept on Kings' games from Mortimer's rules, fees/filed-pairings.ts).
 */
export function chooseFeeOption(game: AnyGameConfig, input: SettleInput): ScheduleOption | string {
  const option = input.fee !== undefined ? givenFeeOption(game, input, input.fee) : matchedFeeOption(game, input);
  if (typeof option === "string") return option;
  const problem = pairingProblem({ gameId: game.id, feeScheduleId: option.scheduleId, gameOptions: input.options ?? {} });
  if (problem === null) return option;
  const field = problem.field === "gameOptions" ? fieldPath(["options", problem.option]) : "fee.scheduleId";
  if (input.fee !== undefined) throw new SettleInputError(field, problem.message);
  return `${option.scheduleId} option ${option.id} has the table limits, but ${problem.message}`;
}

/** The fees of a checked round (the dealer takes them before the deal; they are not part of the bank walk). */
export function roundFees(game: AnyGameConfig, input: SettleInput, option: ScheduleOption | string = chooseFeeOption(game, input)): RoundFees {
  const chosen = typeof option === "string" ? option : ({ option, chosenBy: input.fee !== undefined ? "input" : "table limits" } as const);
  return pricedRoundFees(
    chosen,
    (o) => computeFees(o, { kind: "hand", playerDealerSeat: input.playerDealerSeat as SeatNumber, wagers: feeWagersOf(input.wagers) }),
    (field, reason) => {
      throw new SettleInputError(field, reason);
    },
  );
}

/** Parses and checks the calculator's input; throws SettleInputError naming the field. */
export function parseSettleInput(raw: unknown): SettleRequest {
  const input = parsedInput(SettleInputSchema, raw, KNOWN_FIELDS, (field, reason) => new SettleInputError(field, reason));
  const game = configuredGame(input);
  checkTable(game, input);
  // The fee option first: its schedule may limit some bets on their own (FeeSchedule.betLimits).
  const feeOption = chooseFeeOption(game, input);
  checkWagers(game, input, typeof feeOption === "string" ? undefined : getSchedule(feeOption.scheduleId));
  const cards = checkCards(input);
  const choices = readChoices(game, input);
  const played = playCards(game, cards, choices.anyHit);
  if (!played.choiceOffered && choices.byWager.size > 0) {
    const [first] = choices.byWager.keys();
    const p = played.round.playerLines === null ? `the Player's two cards total ${totalOfValues(played.round.player.cards.slice(0, 2).map(pointValue))}` : "the player-dealer's natural stopped the Player";
    throw new SettleInputError(fieldPath(["choices", "hitOnFive", String(first)]), `no hit-or-stand choice was made this round: ${p}`);
  }
  checkLateTie(game, input, played.round);

  const houseWay = new Set<number>();
  const wagers: SettlementWager[] = input.wagers.map((w, i) => {
    let choice: PlayerLineChoice | undefined;
    if (played.choiceOffered && w.bet === "player") {
      choice = choices.byWager.get(i);
      if (choice === undefined) {
        choice = "hit";
        houseWay.add(i);
      }
    }
    return {
      seat: w.seat,
      bet: w.bet as BetId,
      amount: w.amount,
      ...(w.backline ? { backline: true } : {}),
      ...(w.bettor !== undefined ? { bettor: w.bettor } : {}),
      ...(choice !== undefined ? { choice } : {}),
    };
  });
  const settlement: SettlementInput = {
    game,
    seats: input.seats,
    playerDealerSeat: input.playerDealerSeat as SeatNumber,
    bank: input.bank,
    wagers,
    round: played.round,
  };
  const fee = roundFees(game, input, feeOption);
  return { game, decks: input.decks, input, round: played.round, choiceOffered: played.choiceOffered, wagers, houseWay, settlement, fee };
}
