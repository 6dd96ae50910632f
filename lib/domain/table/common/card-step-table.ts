/**
 * A table whose round is kept as card steps replayed through its family's rules engine, the way the
 * blackjack families (No Bust, twenty-one) keep theirs: its events, its round and state, and evolve
 * over them. The family gives its settings, wagers, steps, settlement and finished round as types,
 * and its engine's opening and step as functions; the round's play is advanced one step at a time,
 * and replayed from its steps after an undo or a correction.
 */
import type { EndedRound } from "./ended-round-corrections";
import { EMPTY_SHELL_TABLE } from "./decide";
import type { BankWalk } from "../../bank-walk";
import type { Cents } from "../../money";
import { initialRotation, type RotationState } from "../../rotation";
import { correctedSteps, type CardCorrected, type CardStep } from "./card-corrections";
import { withStep, type DecisionCorrected } from "./decision-corrections";
import { evolveShell } from "./evolve";
import type { RoundOpened, ShellEvent } from "./events";
import { openedRound, withSettlement, withWager, type RoundFields, type WagerEntry } from "./round-steps";
import type { TableSettingsBase } from "./settings";
import { paidWhenCorrected, roundAdjustment, type SettlementDifference } from "./settlement-difference";
import { stepOnce } from "./step-once";
import { giveBackToShoe, takeFromShoe, UNREAD, type ShoeState } from "./shoe";

/** What the shell reads of a settlement: its bank walk. */
type Settlement = { readonly walk: BankWalk };

/** The proof of the server's shoe, given when it ends: its whole order and salt. */
export type ShoeProof = { readonly order: readonly string[]; readonly salt: string; readonly orderHash: string };

export type CardStepTableEvent<Settings, W, S, T, C> =
  | ShellEvent
  | { readonly type: "TableOpened"; readonly settings: Settings; readonly at: number }
  | { readonly type: "ShoeEnded"; readonly at: number; readonly proof: ShoeProof | null }
  | { readonly type: "WagerPlaced"; readonly wager: W }
  /** A step of the round: a card, insurance, the hole card, a player's decision, and the family's own. */
  | { readonly type: "StepTaken"; readonly step: S }
  | { readonly type: "CardUndone"; readonly card: string }
  | { readonly type: "RoundSettled"; readonly settlement: T }
  | { readonly type: "RoundCompleted"; readonly round: C; readonly at: number }
  | CardCorrected
  | DecisionCorrected<S>;

export interface CardStepRound<W extends WagerEntry, S, P, T extends Settlement> extends RoundFields<W, S> {
  /** Replayed from `steps` once betting has closed; null while betting is open. */
  readonly play: P | null;
  readonly settlement: T | null;
}

export interface CardStepTableState<Settings extends TableSettingsBase, R, C> {
  readonly settings: Settings | null;
  readonly status: "open" | "paused" | "closed";
  readonly rotation: RotationState | null;
  /** The player-dealer's bank for the next hand (posted when accepting, topped up between hands). */
  readonly bank: Cents | null;
  readonly shoe: ShoeState | null;
  readonly round: R | null;
  readonly handNumber: number;
  readonly lastRound: C | null;
  /** The last round's adjustment after a correction of money already paid, in force until the next round opens. */
  readonly lastAdjustment?: SettlementDifference | null;
  /** The last round as it ended, while the floor may still correct it (common/ended-round-corrections.ts). */
  readonly endedRound?: EndedRound | null;
  readonly lastActivityAt: number | null;
}

/** A table before it is set up. */
export const EMPTY_CARD_STEP_TABLE: CardStepTableState<never, never, never> = { ...EMPTY_SHELL_TABLE, lastRound: null };

/** The family's engine as evolve replays it: the play opened when betting closes, and one step applied. */
export interface CardStepPlay<Settings, R, S, P> {
  open(settings: Settings, round: R): P;
  apply(play: P, step: S): P;
}

/** The card a step takes out of the shoe, if any: a card dealt face up or read, never an unread hole card. */
function cardOf(step: CardStep): string | null {
  if (step.kind === "deal") return step.card === UNREAD ? null : (step.card ?? null);
  if (step.kind === "check" || step.kind === "expose") return step.card ?? null;
  return null;
}

/** evolve for a card-step table: one committed event applied to the state, no checks. */
export function evolveCardStepTable<
  Settings extends TableSettingsBase,
  W extends WagerEntry,
  S extends CardStep,
  P,
  T extends Settlement,
  C extends { readonly bankAfter: Cents },
  State extends CardStepTableState<Settings, CardStepRound<W, S, P, T>, C>,
>(state: State, event: CardStepTableEvent<Settings, W, S, T, C>, engine: CardStepPlay<Settings, CardStepRound<W, S, P, T>, S, P>): State {
  type R = CardStepRound<W, S, P, T>;
  const round = state.round;
  const settings = state.settings;
  const newRound = (opened: RoundOpened): R => ({ ...openedRound(opened), play: null, settlement: null });
  const replay = (r: R, steps: readonly S[]): P => steps.reduce(engine.apply, engine.open(settings!, r));
  switch (event.type) {
    case "TableOpened":
      return { ...state, settings: event.settings, rotation: initialRotation(event.settings.seats, event.settings.rotationPolicy), lastActivityAt: event.at };

    case "ShoeEnded":
      return { ...state, shoe: null, lastActivityAt: event.at };

    case "WagerPlaced":
      if (!round) return state;
      return { ...state, round: withWager(round, event.wager) };

    case "BettingClosed": {
      const closed = evolveShell(state, event, newRound);
      if (!closed.round || !settings || closed.round.wagers.length === 0) return closed;
      return { ...closed, round: { ...closed.round, play: engine.open(settings, closed.round) } };
    }

    case "StepTaken": {
      if (!round?.play) return state;
      const card = cardOf(event.step);
      return { ...state, shoe: card ? takeFromShoe(state.shoe, card) : state.shoe, round: { ...round, steps: [...round.steps, event.step], play: stepOnce(engine.apply, round.play, event.step) } };
    }

    case "CardUndone": {
      if (!round || !settings) return state;
      const steps = round.steps.slice(0, -1);
      return { ...state, shoe: giveBackToShoe(state.shoe, event.card), round: { ...round, steps, play: replay(round, steps) } };
    }

    case "RoundSettled":
      if (!round) return state;
      return { ...state, round: withSettlement(round, event.settlement) };

    case "RoundCompleted":
      return { ...state, round: null, bank: event.round.bankAfter, lastRound: event.round, lastAdjustment: round ? roundAdjustment(round) : null, lastActivityAt: event.at };

    case "CardCorrected": {
      if (!round || !settings) return state;
      const shoe = takeFromShoe(giveBackToShoe(state.shoe, event.from), event.to);
      const steps = correctedSteps(round.steps, event.index, event.to);
      // A settled round is settled again after a correction: the dealer walks the new ledger and
      // makes the difference from the money already paid (kept in paidBefore).
      const reopened = round.phase === "settling" ? { phase: "dealing" as const, settlement: null, settledLines: 0, paidBefore: paidWhenCorrected(round) } : {};
      const correction = { index: event.index, from: event.from, to: event.to, reason: event.reason, approvedBy: event.approvedBy };
      return { ...state, shoe, round: { ...round, ...reopened, steps, play: replay(round, steps), corrections: [...round.corrections, correction] } };
    }

    case "DecisionCorrected": {
      if (!round || !settings) return state;
      const steps = withStep(round.steps, event.index, event.step);
      // As after a card correction: a settled round is settled again from the replayed hands.
      const reopened = round.phase === "settling" ? { phase: "dealing" as const, settlement: null, settledLines: 0, paidBefore: paidWhenCorrected(round) } : {};
      const correction = { index: event.index, from: event.from, to: event.to, reason: event.reason, approvedBy: event.approvedBy, words: event.words };
      return { ...state, round: { ...round, ...reopened, steps, play: replay(round, steps), corrections: [...round.corrections, correction] } };
    }

    case "RoundOpened":
      // The last round's adjustment is in force until the next round opens.
      return { ...evolveShell(state, event, newRound), lastAdjustment: null };

    default:
      return evolveShell(state, event, newRound, {
        // A misdeal deals the round again from its wagers; reopened betting has no play until betting closes.
        resetDealing: (r, to) => ({ ...r, steps: [], play: to === "dealing" && settings ? engine.open(settings, r) : null, settlement: null, settledLines: 0, corrections: [] }),
      });
  }
}
