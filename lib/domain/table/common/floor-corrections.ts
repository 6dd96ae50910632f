/**
 * The floor's corrections of a round in progress, shared by every family: a misdeal (the cards
 * dealt so far come off and the hand is dealt again), betting reopened after "no more bets" was
 * called by mistake, a settlement line marked done taken back, and the round that nobody bet on
 * ended with nothing in action. Each is refused, in the dealer's words, where the rules forbid it;
 * each carries who decided it and why, so the event is its own audit entry.
 *
 * A family supports the misdeal and the reopening by resetting its own dealing state (its cards,
 * its replayed hands) when the shell's evolve asks it to (`ShellHooks.resetDealing`, evolve.ts), and
 * says so in its ShellGame (`resetsDealing`); a family that does not is refused in words.
 */
import { accept, refuse, type CommandContext, type Decision, type Refusal } from "../machine";
import type { ShellEvent } from "./events";
import type { ShellState } from "./shell-state";
import { UNREAD } from "./shoe";

type D = Decision<ShellEvent>;
type No = { ok: false; refusal: Refusal };

/** The part of a round the corrections read beyond the shell's: its steps, whatever the family calls them. */
interface StepsOf {
  readonly steps?: readonly { readonly kind: string; readonly card?: string | null }[];
}

/** The cards of the round's steps in order (UNREAD for a hole card nobody read). */
export function cardsOfSteps(round: StepsOf | null): string[] {
  return (round?.steps ?? []).flatMap((s) => (s.kind === "deal" && typeof s.card === "string" ? [s.card] : []));
}

const NOT_SUPPORTED = (what: string): No => refuse("NOT_SUPPORTED", `This game does not support ${what} from the floor yet: void the round instead.`);

/** A misdeal: while dealing, at least one card out; the wagers and the fees stand and the hand is dealt again. */
export function decideMisdeal(state: ShellState, reason: string, ctx: CommandContext, supported: boolean): D {
  const round = state.round as (ShellState["round"] & StepsOf) | null;
  if (!round) return refuse("NO_ROUND", "There is no hand in play: nothing was misdealt.");
  if (round.phase === "betting") return refuse("NOTHING_DEALT", "Betting is still open: no card has been dealt.");
  if (round.phase === "settling") return refuse("ALREADY_SETTLED", "The hand is complete and settled: correct a card, or void the round.");
  const cards = cardsOfSteps(round);
  if (cards.length === 0) return refuse("NOTHING_DEALT", "No card has been dealt yet: deal the hand, or reopen betting.");
  if (!supported) return NOT_SUPPORTED("a misdeal");
  return accept<ShellEvent>({ type: "MisdealDeclared", roundId: round.id, reason, by: ctx.actor.id, at: ctx.now, cards: cards.map((c) => (c === UNREAD ? UNREAD : c)) });
}

/**
 * Betting open again: only after "no more bets" and before any card (after a misdeal the cards are
 * off the table again); the fees fixed at "no more bets" are reversed and fixed again when betting
 * closes. The betting timer, where the table has one, starts over.
 */
export function decideReopenBetting(state: ShellState, reason: string, ctx: CommandContext, supported: boolean): D {
  const round = state.round as (ShellState["round"] & StepsOf) | null;
  if (!round) return refuse("NO_ROUND", "There is no hand in play: open betting as usual.");
  if (round.phase === "betting") return refuse("BETTING_OPEN", "Betting is already open.");
  if (round.phase === "settling") return refuse("ALREADY_SETTLED", "The hand has been settled: betting cannot open again. Void the round instead.");
  if ((round.steps ?? []).length > 0) {
    return refuse("CARDS_DEALT", "Cards are out: betting cannot open again over dealt cards. Declare a misdeal first, then reopen betting.");
  }
  if (!supported) return NOT_SUPPORTED("reopening betting");
  const seconds = state.settings?.bettingSeconds ?? null;
  return accept<ShellEvent>({
    type: "BettingReopened",
    roundId: round.id,
    reason,
    by: ctx.actor.id,
    at: ctx.now,
    bettingClosesAt: seconds ? ctx.now + seconds * 1000 : null,
    fees: round.fees ?? [],
  });
}

/** The last line marked done is to do again: while settling, before the round ends. */
export function decideUndoSettlementLine(state: ShellState, reason: string, ctx: CommandContext): D {
  const round = state.round;
  if (!round) return refuse("NO_ROUND", "There is no round in play: a finished round's settlement cannot be changed. Void it only before it ends.");
  if (round.phase !== "settling" || !round.settlement) return refuse("NOT_SETTLING", "The round is not being settled yet: there is no settlement line to undo.");
  if (round.settledLines === 0) return refuse("NOTHING_SETTLED", "No settlement line has been marked done yet.");
  return accept<ShellEvent>({ type: "SettlementLineUndone", roundId: round.id, line: round.settledLines, reason, by: ctx.actor.id, at: ctx.now });
}

/** Nobody bet: the round ends with nothing in action (a dealer's step: no money moved, no fee taken). */
export function decideEndWithoutAction(state: ShellState, ctx: CommandContext): D {
  const round = state.round;
  if (!round) return refuse("NO_ROUND", "There is no round to end.");
  if (round.phase !== "betting") return refuse("ROUND_IN_PLAY", "The hand is being dealt: finish it, or ask the floor to void it.");
  if (round.wagers.length > 0) {
    return refuse("WAGERS_ON_TABLE", `${round.wagers.length === 1 ? "A wager is" : `${round.wagers.length} wagers are`} on the table: take them back first, or call no more bets.`);
  }
  return accept<ShellEvent>({ type: "RoundEndedWithoutAction", roundId: round.id, at: ctx.now, by: ctx.actor.id });
}

/**
 * A fresh betting countdown on the table's timer: while betting is open. The server gives it when
 * the timer runs out before anyone bet (bettingTimer, decide.ts), so a table never stands with its
 * timer run out and no wager on it.
 */
export function decideRestartBettingTimer(state: ShellState, ctx: CommandContext): D {
  const round = state.round;
  const seconds = state.settings?.bettingSeconds ?? null;
  if (!round || round.phase !== "betting") return refuse("NOT_BETTING", "Betting is not open.");
  if (!seconds) return refuse("NO_TIMER", "This table has no betting timer: close betting when the wagers are in.");
  return accept<ShellEvent>({ type: "BettingTimerRestarted", at: ctx.now, bettingClosesAt: ctx.now + seconds * 1000, byTimer: ctx.actor.id === "system" });
}
