/**
 * The settlement calculator's input for the Three Card Poker family (`npm run settle`, both games):
 * a completed round as a dispute describes it, checked field by field, then played through the same
 * step functions as the live table (`walkRound`) and settled by `settleRound`. Every refusal is a
 * `ThreeCardPokerSettleInputError` whose one-line message starts with the field it is about.
 *
 * The input (money in cents, seats 1..N clockwise, seat 1 the first seat on the house dealer's left):
 *
 *   { "game", "seats", "playerDealerSeat", "bank", "limits": { "min", "max" },
 *     "wagers": [{ "seat", "bet": "ante" | "pair-plus" | "six-card-bonus", "amount", "backline"?, "bettor"? }],
 *     "hands": { "<seat>": ["AS", "KD", "QC"] },   every seat with an Ante; a seat that folds
 *                                                  without a 6 Card Bonus may be left out
 *     "playerDealer": ["QS", "7D", "2C"],          the bottom card (turned up at the deal) first
 *     "decisions": { "<seat>": "play" | "fold" },  each seated player's Play or fold
 *     "backlineDecisions"?: { "<seat>": { "<bettor>": "play" | "fold" } }
 *                                                  only under option backlineDecision
 *                                                  "own-when-seat-plays"; a bettor not listed
 *                                                  follows the seated player
 *     "options"?: { ... }, "fee"?: { "scheduleId", "optionId" } }
 *
 * The Play wager is not a field: a "play" makes it, equal to the bettor's Ante.
 */
import { z } from "zod";
import { chooseFeeOption, pricedRoundFees, type RoundFees } from "../calculators/fee-choice";
import { CalculatorInputError, WAGER_FIELDS, fieldPath } from "../calculators/input-errors";
import { FEE_OPTION, SETTLE_FIELDS } from "../calculators/settle-fields";
import { checkEachOption, checkInputWagers, namesGameOf, parsedInput, seatTable } from "../calculators/settle-table";
import { displayCard } from "../cards/card";
import { computeFees } from "../fees";
import { formatCents } from "../money";
import { GameOptionError } from "../game-options";
import type { SeatNumber } from "../seats";
import { ANTE, PRE_DEAL_BETS, SIX_CARD_BONUS } from "./bet-ids";
import { threeCardPokerFeeRound } from "./fee-wagers";
import { THREE_CARD_POKER_GAME_IDS, type ThreeCardPokerGame } from "./game-config";
import { isThreeCardPokerGameId, threeCardPokerGame } from "./games";
import { describeStep } from "./next-step";
import { cardsFeed, decisionKey, walkRound } from "./play-round";
import { ThreeCardPokerRefusal } from "./refusal";
import { newRound, type RoundState, type ThreeCardPokerWager } from "./round-state";
import { settleRound, type ThreeCardPokerSettlement } from "./settlement";
import { bonusBetsRefusal, threeCardPokerWageringRules } from "./wagering";

/** A refusal of the input; `message` is "<field>: <why>", one line. */
export class ThreeCardPokerSettleInputError extends CalculatorInputError {
  override name = "ThreeCardPokerSettleInputError";
}

function fail(field: string, reason: string): never {
  throw new ThreeCardPokerSettleInputError(field, reason);
}

const CardSchema = z
  .string({ error: 'a card is a string such as "TD"' })
  .regex(/^[A2-9TJQK][SHDC]$/, { error: 'not a card of a 52-card deck: write the rank (A 2-9 T J Q K) then the suit (S H D C), e.g. "TD" (no jokers)' });
const ThreeCards = z.array(CardSchema, { error: "a hand is a list of three card codes" }).length(3, { error: "a hand is three cards" });
const PlayOrFoldSchema = z.enum(["play", "fold"], { error: 'a decision is "play" (the Play wager, equal to the Ante) or "fold"' });

const WagerSchema = z.strictObject({
  seat: WAGER_FIELDS.seat,
  bet: z.enum(PRE_DEAL_BETS, { error: 'a wager before the deal is "ante", "pair-plus" or "six-card-bonus" (the Play wager is a decision)' }),
  amount: WAGER_FIELDS.amount,
  backline: WAGER_FIELDS.backline,
  bettor: WAGER_FIELDS.bettor,
});

export const ThreeCardPokerSettleInputSchema = z.strictObject({
  game: z.string({ error: `the game id is a string (Three Card Poker games: ${THREE_CARD_POKER_GAME_IDS.join(", ")})` }),
  seats: SETTLE_FIELDS.seats,
  playerDealerSeat: SETTLE_FIELDS.playerDealerSeat,
  bank: SETTLE_FIELDS.bank,
  limits: SETTLE_FIELDS.limits,
  wagers: z.array(WagerSchema, { error: "wagers is a list of wagers" }).min(1, { error: "at least one wager is needed" }),
  hands: z.record(z.string(), ThreeCards, { error: "hands maps a seat number to that seat's three cards" }),
  playerDealer: ThreeCards,
  decisions: z.record(z.string(), PlayOrFoldSchema, { error: 'decisions maps a seat number to "play" or "fold"' }),
  backlineDecisions: z
    .record(z.string(), z.record(z.string(), PlayOrFoldSchema, { error: 'a seat\'s backline decisions map a bettor\'s name to "play" or "fold"' }), {
      error: "backlineDecisions maps a seat number to its backline bettors' decisions",
    })
    .optional(),
  options: SETTLE_FIELDS.options,
  fee: SETTLE_FIELDS.fee,
});

export type ThreeCardPokerSettleInput = z.infer<typeof ThreeCardPokerSettleInputSchema>;

/** The fees of the round: the option charged and its lines, or why there are none. */
export type ThreeCardPokerRoundFees = RoundFees;

export interface ThreeCardPokerSettleRequest {
  readonly game: ThreeCardPokerGame;
  readonly input: ThreeCardPokerSettleInput;
  /** The round as played, complete. */
  readonly state: RoundState;
  readonly settlement: ThreeCardPokerSettlement;
  readonly fee: ThreeCardPokerRoundFees;
}

const KNOWN_FIELDS: Readonly<Record<string, readonly string[]>> = {
  input: Object.keys(ThreeCardPokerSettleInputSchema.shape),
  limits: ["min", "max"],
  wager: Object.keys(WagerSchema.shape),
  fee: Object.keys(FEE_OPTION),
};

function configuredGame(input: ThreeCardPokerSettleInput): ThreeCardPokerGame {
  if (!isThreeCardPokerGameId(input.game)) fail("game", `unknown Three Card Poker game ${JSON.stringify(input.game)} (games: ${THREE_CARD_POKER_GAME_IDS.join(", ")})`);
  const options = input.options ?? {};
  checkEachOption(options, (option) => threeCardPokerGame(input.game, option), (error): error is GameOptionError => error instanceof GameOptionError, fail);
  return threeCardPokerGame(input.game, options);
}

function checkTable(game: ThreeCardPokerGame, input: ThreeCardPokerSettleInput): void {
  if (input.seats < 2 || input.seats > game.maxSeats) fail("seats", `${game.id} seats 2 to ${game.maxSeats}, the player-dealer's seat included (${game.seatsSource}); not ${input.seats}`);
  if (input.playerDealerSeat < 1 || input.playerDealerSeat > input.seats) fail("playerDealerSeat", `there is no seat ${input.playerDealerSeat} at ${seatTable(input.seats)} (seats 1 to ${input.seats})`);
  if (input.limits.max < input.limits.min) fail("limits.max", `the table maximum ${formatCents(input.limits.max)} is below the minimum ${formatCents(input.limits.min)}`);
}

function checkWagers(game: ThreeCardPokerGame, input: ThreeCardPokerSettleInput): void {
  // Seating is not part of the input: every seat but the player-dealer's counts as occupied.
  checkInputWagers(input.wagers, input, threeCardPokerWageringRules(game, input.limits), fail, {
    words: (refusal) => (refusal.code === "NeedsQualifyingWager" ? [".bet", `${refusal.message} (seed 003 L1668-1669, L1704-1705)`] : null),
  });
  const both = bonusBetsRefusal(game, input.wagers);
  if (both) fail(`wagers[${both.index}].bet`, both.message);
  if (!input.wagers.some((w) => w.bet === ANTE && !w.backline)) fail("wagers", "no seated player has an Ante: nobody is dealt a hand");
  input.wagers.forEach((w, i) => {
    if (w.backline && !input.wagers.some((o) => o.seat === w.seat && o.bet === ANTE && !o.backline)) {
      fail(`wagers[${i}].seat`, `a backline wager rides on the seated player's hand, and seat ${w.seat} has no seated Ante`);
    }
  });
}

function seatKey(field: string, key: string): number {
  if (!/^[1-9]\d*$/.test(key)) fail(fieldPath([field, key]), "keys are seat numbers (1..N)");
  return Number(key);
}

/** Every seat with a seated Ante has its decision, and its cards unless it folds without a 6 Card Bonus; every card once. */
function checkHandsAndDecisions(game: ThreeCardPokerGame, input: ThreeCardPokerSettleInput): void {
  const dealt = new Set(input.wagers.filter((w) => w.bet === ANTE && !w.backline).map((w) => w.seat));
  for (const key of Object.keys(input.decisions)) {
    if (!dealt.has(seatKey("decisions", key))) fail(fieldPath(["decisions", key]), `seat ${key} has no seated Ante, so no hand to play or fold`);
  }
  for (const key of Object.keys(input.hands)) {
    if (!dealt.has(seatKey("hands", key))) fail(fieldPath(["hands", key]), `seat ${key} has no seated Ante, so it is dealt no hand`);
  }
  for (const seat of [...dealt].sort((a, b) => a - b)) {
    const decision = input.decisions[String(seat)];
    if (decision === undefined) fail(fieldPath(["decisions", String(seat)]), `missing: seat ${seat}'s Play or fold`);
    const bonus = input.wagers.some((w) => w.seat === seat && w.bet === SIX_CARD_BONUS);
    if (input.hands[String(seat)] === undefined && (decision === "play" || bonus)) {
      fail(fieldPath(["hands", String(seat)]), `missing: seat ${seat}'s three cards (${decision === "play" ? "it plays" : "its 6 Card Bonus stays in action after the fold"})`);
    }
  }
  const seen = new Map<string, string>();
  const take = (card: string, field: string) => {
    const before = seen.get(card);
    if (before !== undefined) fail(field, `${displayCard(card as "AS")} is already at ${before}: one deck holds each card once`);
    seen.set(card, field);
  };
  input.playerDealer.forEach((c, i) => take(c, `playerDealer[${i}]`));
  for (const [key, cards] of Object.entries(input.hands)) cards.forEach((c, i) => take(c, `${fieldPath(["hands", key])}[${i}]`));

  const backline = input.backlineDecisions ?? {};
  if (Object.keys(backline).length > 0 && game.backlineDecision === "follows-seat") {
    fail("backlineDecisions", `backline bettors follow the seated player's decision (option backlineDecision "follows-seat", ${game.optionNotes.backlineDecision?.source ?? ""}); set it to "own-when-seat-plays" to give theirs`);
  }
  for (const [key, bettors] of Object.entries(backline)) {
    const seat = seatKey("backlineDecisions", key);
    for (const name of Object.keys(bettors)) {
      const has = input.wagers.some((w) => w.seat === seat && w.backline && w.bet === ANTE && (w.bettor ?? "") === name);
      if (!has) fail(fieldPath(["backlineDecisions", key, name]), `seat ${seat} has no backline bettor ${JSON.stringify(name)} with an Ante`);
      if (input.decisions[key] === "fold") fail(fieldPath(["backlineDecisions", key, name]), `seat ${seat}'s seated player folded: the hand is folded for every bettor on it`);
    }
  }
}

function toWagers(input: ThreeCardPokerSettleInput): ThreeCardPokerWager[] {
  return input.wagers.map((w) => ({ seat: w.seat, bet: w.bet, amount: w.amount, ...(w.backline ? { backline: true } : {}), ...(w.bettor !== undefined ? { bettor: w.bettor } : {}) }));
}

/** Plays the input through the round engine: exactly one complete round, the cards read as dealt. */
export function playThreeCardPokerRound(game: ThreeCardPokerGame, input: ThreeCardPokerSettleInput): RoundState {
  let start: RoundState;
  try {
    start = newRound(game, { seats: input.seats, pdSeat: input.playerDealerSeat as SeatNumber, bank: input.bank, wagers: toWagers(input) });
  } catch (error) {
    if (error instanceof ThreeCardPokerRefusal) fail("wagers", error.message);
    throw error;
  }
  const walked = walkRound(start, {
    ...cardsFeed(input.hands, input.playerDealer, "at-deal"),
    decision: (seat, bettor) => (bettor === null ? input.decisions[String(seat)] : (input.backlineDecisions?.[String(seat)]?.[bettor] ?? input.decisions[String(seat)])),
    missing(step) {
      fail(fieldPath(["decisions", String(step.seat)]), `missing: ${describeStep(step)}`);
    },
    refused(what, error) {
      if (!(error instanceof ThreeCardPokerRefusal)) throw error;
      if (what.kind === "decision") fail(what.bettor === null ? fieldPath(["decisions", String(what.seat)]) : fieldPath(["backlineDecisions", String(what.seat), what.bettor]), error.message);
      fail(what.to.kind === "player-dealer" ? "playerDealer" : fieldPath(["hands", String(what.to.seat)]), error.message);
    },
  });
  for (const [key, bettors] of Object.entries(input.backlineDecisions ?? {})) {
    for (const name of Object.keys(bettors)) {
      if (!walked.taken.has(decisionKey(Number(key), name))) fail(fieldPath(["backlineDecisions", key, name]), "this bettor was never asked: its seated player folded");
    }
  }
  return walked.state;
}

/** The collection fee of the round: the player-dealer's, on the table action before the deal (never part of the bank walk). */
export function threeCardPokerRoundFees(game: ThreeCardPokerGame, input: ThreeCardPokerSettleInput): ThreeCardPokerRoundFees {
  return pricedRoundFees(chooseFeeOption(game, input, fail), (option) => computeFees(option, threeCardPokerFeeRound(game, input.playerDealerSeat, toWagers(input))), fail);
}

/** Whether a raw input names a game of this family (the calculator routes it here). */
export function isThreeCardPokerSettleInput(raw: unknown): boolean {
  return namesGameOf(raw, isThreeCardPokerGameId);
}

/** Parses, checks, plays and settles the calculator's input; throws ThreeCardPokerSettleInputError naming the field. */
export function parseThreeCardPokerSettleInput(raw: unknown): ThreeCardPokerSettleRequest {
  const input = parsedInput(ThreeCardPokerSettleInputSchema, raw, KNOWN_FIELDS, (field, reason) => new ThreeCardPokerSettleInputError(field, reason));
  const game = configuredGame(input);
  checkTable(game, input);
  checkWagers(game, input);
  checkHandsAndDecisions(game, input);
  const fee = threeCardPokerRoundFees(game, input);
  const state = playThreeCardPokerRound(game, input);
  return { game, input, state, settlement: settleRound(state), fee };
}
