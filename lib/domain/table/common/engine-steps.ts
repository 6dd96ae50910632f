/**
 * How a family's table drives its rules engine, the same way in every family that keeps its round
 * as steps replayed through its engine (No Bust, twenty-one, pai gow poker, Three Card Poker, Pai
 * Gow Tiles): the round handed to the engine when betting closes, a step tried on the engine before
 * it is accepted (only while the round is being dealt), the engine's refusal put in the table's
 * words, the round settled once the engine says it is complete, and the round ended once every
 * settlement line is walked. A step the rules forbid is refused with the engine's own reason and the
 * table stays exactly as it was.
 */
import type { Cents } from "../../money";
import type { SeatNumber } from "../../seats";
import { refuse, type CommandContext, type Refusal } from "../machine";
import { capitalise, completeHand, snake, unfinishedSettlement, type ShellRound, type ShellState } from "./decide";
import type { ShellEvent } from "./events";
import type { WagerEntry } from "./round-steps";
import { tryStep } from "./step-once";

type No = { ok: false; refusal: Refusal };

/** An error a rules engine throws when a step breaks its rules: a code and a reason in words. */
type EngineErrorClass = abstract new (...args: never[]) => { readonly code: string; readonly message: string };

/**
 * The refusal a family makes of its engine's errors: an error of one of `engines` with its code in
 * SNAKE_CASE (OUT_OF_ORDER for the codes of a step out of turn, `outOfOrder`) and its reason as a
 * sentence; with `cards`, a RangeError (a card the engine cannot take) as CARD_REFUSED. Anything
 * else is a bug, thrown again.
 */
export function engineRefusal(engines: readonly EngineErrorClass[], { outOfOrder = ["wrong-step"], cards = false }: { readonly outOfOrder?: readonly string[]; readonly cards?: boolean } = {}): (error: unknown) => No {
  return (error) => {
    const engineError = engines.some((E) => error instanceof E) ? (error as { code: string; message: string }) : null;
    if (engineError) return refuse(outOfOrder.includes(engineError.code) ? "OUT_OF_ORDER" : snake(engineError.code.replace(/-/g, "_")), capitalise(engineError.message) + ".");
    if (cards && error instanceof RangeError) return refuse("CARD_REFUSED", capitalise(error.message) + ".");
    throw error;
  };
}

/** The dealer's words where a family's differ from a card game's. */
export interface DealingWords {
  /** Betting is still open (default: the fees are fixed when betting closes). */
  readonly bettingOpen?: string;
  /** What the dealer calls one deal: "hand" (default) or "round". */
  readonly noun?: "hand" | "round";
}

/** A family's rules engine as its table drives it: its play `P`, its steps `S`, what it says comes next `N`, its settlement `T`. */
export interface RoundEngine<P, S, N extends { readonly kind: string } = { readonly kind: string }, T = unknown> {
  /** The play after `step`; throws the engine's refusal. */
  apply(play: P, step: S): P;
  nextStep(play: P): N;
  /** The next step in the dealer's words, for a refusal ("deal card 3 to seat 2"). */
  describeStep(next: N): string;
  settle(play: P): T;
  /** The engine's error in the table's words (engineRefusal). */
  refusal(error: unknown): No;
  readonly words?: DealingWords;
}

/**
 * Null when the engine takes `step` on `play`; else its refusal in the table's words. The play the
 * engine made is kept for evolve (step-once.ts), so the step's rule runs once.
 */
export function stepRefusal<P, S extends object>(engine: Pick<RoundEngine<P, S>, "apply" | "refusal">, play: P, step: S): No | null {
  try {
    tryStep(engine.apply, play, step);
    return null;
  } catch (error) {
    return engine.refusal(error);
  }
}

/** Why the engine will not replay what `replay` plays, in the dealer's words, or null (a card correction's check). */
export function replayRefusal(replay: () => unknown, refusal: (error: unknown) => No): string | null {
  try {
    replay();
    return null;
  } catch (error) {
    return refusal(error).refusal.message;
  }
}

/** The round being dealt and its play, or why no step of the deal can be taken now. */
export function dealingRound<R extends { readonly phase: string; readonly play: unknown }>(round: R | null, words: DealingWords = {}): { round: R; play: NonNullable<R["play"]> } | No {
  if (!round) return refuse("NO_ROUND", "Open betting first.");
  if (round.phase === "betting") return refuse("BETTING_OPEN", words.bettingOpen ?? "Close betting before dealing: the fees are fixed when betting closes.");
  if (round.phase !== "dealing" || !round.play) return refuse("NOT_DEALING", `The ${words.noun ?? "hand"} is complete: settle it.`);
  return { round, play: round.play as NonNullable<R["play"]> };
}

/** A step of the deal, made from the play (`make` may refuse it) and tried on the engine: the StepTaken event, or the refusal. */
export function decideStep<R extends { readonly phase: string; readonly play: unknown }, S extends object>(
  round: R | null,
  engine: Pick<RoundEngine<NonNullable<R["play"]>, S>, "apply" | "refusal" | "words">,
  make: (play: NonNullable<R["play"]>) => S | No,
): { ok: true; events: [{ type: "StepTaken"; step: S }] } | No {
  const d = dealingRound(round, engine.words);
  if (!("play" in d)) return d;
  const step = make(d.play);
  if (isRefusal(step)) return step;
  return stepRefusal(engine, d.play, step) ?? { ok: true, events: [{ type: "StepTaken", step }] };
}

function isRefusal(value: unknown): value is No {
  return typeof value === "object" && value !== null && "ok" in value && (value as { ok: unknown }).ok === false;
}

/** The settlement of a round the engine says is complete; refused, nothing changed, if its money does not balance. */
export function decideSettle<R extends { readonly phase: string; readonly play: unknown }, T extends { readonly conservation: { readonly ok: boolean } }, N extends { readonly kind: string }>(
  round: R | null,
  engine: Pick<RoundEngine<NonNullable<R["play"]>, never, N, T>, "nextStep" | "describeStep" | "settle" | "refusal" | "words">,
): { ok: true; events: [{ type: "RoundSettled"; settlement: T }] } | No {
  const d = dealingRound(round, engine.words);
  if (!("play" in d)) return d;
  const next = engine.nextStep(d.play);
  if (next.kind !== "complete") return refuse("HAND_NOT_COMPLETE", `The ${engine.words?.noun ?? "hand"} is not complete: ${engine.describeStep(next)}.`);
  let settlement: T;
  try {
    settlement = engine.settle(d.play);
  } catch (error) {
    return engine.refusal(error);
  }
  if (!settlement.conservation.ok) return refuse("INTERNAL_MONEY_CHECK", "The settlement does not balance; nothing was changed. Call the floor.");
  return { ok: true, events: [{ type: "RoundSettled", settlement }] };
}

type Settled<R extends { readonly play: unknown; readonly settlement: unknown }> = R & { readonly play: NonNullable<R["play"]>; readonly settlement: NonNullable<R["settlement"]> };

/** The round ended once every settlement line is walked: what it leaves (`completed`) and the bank's rotation counting the hand. */
export function decideEndRound<R extends ShellRound & { readonly play: unknown; readonly settlement: unknown }, C>(
  state: ShellState & { readonly round: R | null },
  ctx: CommandContext,
  completed: (round: Settled<R>) => C,
): { ok: true; events: [{ type: "RoundCompleted"; round: C; at: number }, ...ShellEvent[]] } | No {
  const round = state.round;
  const unfinished = unfinishedSettlement(round);
  if (unfinished || !round?.settlement || !round.play) return unfinished ?? refuse("NOT_SETTLING", "Settle the round first.");
  const complete = completeHand(state, ctx);
  if (!complete.ok) return complete;
  return { ok: true, events: [{ type: "RoundCompleted", round: completed(round as Settled<R>), at: ctx.now }, ...complete.events] };
}

/** No more bets may be called on a round the engine can deal: the round, or why not (a wager it refuses). */
export function playableRound<R extends ShellRound>(round: R | null, open: (round: R) => unknown, engines: readonly EngineErrorClass[]): { ok: true; round: R } | No {
  if (!round || round.phase !== "betting") return refuse("NOT_BETTING", "Betting is not open.");
  if (round.wagers.length > 0) {
    try {
      open(round);
    } catch (error) {
      if (engines.some((E) => error instanceof E)) return refuse("ROUND_NOT_PLAYABLE", capitalise((error as Error).message) + ".");
      throw error;
    }
  }
  return { ok: true, round };
}

/** A wager as the rules engines read it (a backline wager and its bettor only where there is one). */
export interface EngineWager<B extends string> {
  readonly seat: SeatNumber;
  readonly bet: B;
  readonly amount: Cents;
  readonly backline?: true;
  readonly bettor?: string;
}

/** The wagers as the rules engines read them. */
export function engineWagers<W extends WagerEntry>(wagers: readonly W[]): EngineWager<W["bet"]>[] {
  return wagers.map((w) => ({ seat: w.seat, bet: w.bet, amount: w.amount, ...(w.backline ? { backline: true as const } : {}), ...(w.bettor ? { bettor: w.bettor } : {}) }));
}

/** The round as the rules engine opens it when betting closes: the seats, the player-dealer's seat and bank, the wagers. */
export function engineOpening<W extends WagerEntry>(
  seats: number,
  round: { readonly playerDealerSeat: SeatNumber; readonly bank: Cents; readonly wagers: readonly W[] },
): { seats: number; pdSeat: SeatNumber; bank: Cents; wagers: EngineWager<W["bet"]>[] } {
  return { seats, pdSeat: round.playerDealerSeat, bank: round.bank, wagers: engineWagers(round.wagers) };
}

/** The decks a game may be dealt with, from its filed least to its most. */
export function deckCounts(decks: { readonly min: number; readonly max: number }): number[] {
  const counts: number[] = [];
  for (let n = decks.min; n <= decks.max; n++) counts.push(n);
  return counts;
}
