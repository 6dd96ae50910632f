/**
 * decide for the round commands a blackjack-style table (No Bust, twenty-one) takes alike
 * (common/blackjack-commands.ts): a card dealt, a seat's insurance, the hole card checked or turned
 * over, a player's decision, and the floor's correction of a card or of a decision. Each step is
 * tried on the family's rules engine first, so a step the rules forbid is refused with the engine's
 * own reason; the family gives its engine and how its round is replayed.
 */
import type { Cents } from "../../money";
import type { SeatNumber } from "../../seats";
import { refuse, type CommandContext, type Refusal } from "../machine";
import { dealStep, holeCardStep, type DealStep, type HoleCardStep } from "./blackjack-steps";
import { decideCardCorrection, type CardCorrected, type CardStep } from "./card-corrections";
import type { ShellRound, ShellState } from "./decide";
import { decideDecisionCorrection, type DecisionCorrected, type DecisionReplay } from "./decision-corrections";
import { decideStep, replayRefusal, type RoundEngine } from "./engine-steps";

/** The commands of common/blackjack-commands.ts this decides (the wager on the layout is the family's). */
export type BlackjackStepCommand<K extends string> =
  | { readonly type: "deal-card"; readonly card?: string; readonly faceDown?: boolean; readonly source?: "dealer" | "reader" }
  | { readonly type: "insurance"; readonly seat: SeatNumber; readonly amount: Cents }
  | { readonly type: "check-hole-card" | "expose-hole-card"; readonly card?: string }
  | { readonly type: "player-decision"; readonly seat: SeatNumber; readonly hand: number; readonly decision: K; readonly amount?: Cents }
  | { readonly type: "correct-card"; readonly index: number; readonly card: string; readonly reason: string }
  | { readonly type: "correct-decision"; readonly index: number; readonly decision: string; readonly amount?: Cents; readonly reason: string };

/** The steps these commands make, which every blackjack family's steps include. */
export type BlackjackCommandStep<K extends string> =
  | DealStep
  | HoleCardStep
  | { readonly kind: "insurance"; readonly seat: SeatNumber; readonly amount: Cents }
  | { readonly kind: "decide"; readonly seat: SeatNumber; readonly hand: number; readonly decision: { readonly kind: "double"; readonly amount: Cents } | { readonly kind: K } };

/** What a blackjack engine says comes next, as far as a card dealt reads it: a card (face down or up) or another step. */
type BlackjackNext = { readonly kind: string; readonly faceDown?: boolean };

type Decided<K extends string, S> = { ok: true; events: ({ type: "StepTaken"; step: BlackjackCommandStep<K> } | CardCorrected | DecisionCorrected<S>)[] } | { ok: false; refusal: Refusal };

/**
 * A family's round as these commands need it: its engine (which takes the steps these commands make,
 * among its own), its play replayed with other steps (a card corrected), and its decisions' replay.
 */
export interface BlackjackStepTable<K extends string, P, S, R, N extends BlackjackNext> {
  readonly engine: RoundEngine<P, BlackjackCommandStep<K>, N>;
  /** The play of `round` with `steps` in place of its own; throws the engine's refusal. */
  replay(round: R, steps: readonly S[]): P;
  /** The round's decisions as a correction replays them (common/decision-corrections.ts). */
  decisionReplay(round: R): DecisionReplay<P, S>;
}

/**
 * The command's events or its refusal. The family names its types (`K` its decisions, `S` its steps,
 * `R` its round, `N` its next step): its steps must include the ones these commands make.
 */
export function decideBlackjackStep<
  K extends string,
  S extends CardStep,
  R extends ShellRound & { readonly play: { readonly playerDealer: readonly string[] } | null; readonly steps: readonly S[] },
  N extends BlackjackNext,
>(state: ShellState & { readonly round: R | null }, command: BlackjackStepCommand<K>, ctx: CommandContext, table: BlackjackStepTable<K, NonNullable<R["play"]>, S, R, N>): Decided<K, S> {
  const round = state.round;
  const engine = table.engine;
  switch (command.type) {
    case "deal-card":
      return decideStep<R, BlackjackCommandStep<K>>(round, engine, (play) => dealStep(state, play, command, engine));

    case "insurance":
      return decideStep<R, BlackjackCommandStep<K>>(round, engine, () => ({ kind: "insurance", seat: command.seat, amount: command.amount }));

    case "check-hole-card":
    case "expose-hole-card":
      return decideStep<R, BlackjackCommandStep<K>>(round, engine, (play) => holeCardStep(state, play, command, engine));

    case "player-decision": {
      const decision = command.decision === "double" && command.amount !== undefined ? { kind: "double" as const, amount: command.amount } : { kind: command.decision };
      return decideStep<R, BlackjackCommandStep<K>>(round, engine, () => ({ kind: "decide", seat: command.seat, hand: command.hand, decision }));
    }

    case "correct-card":
      return decideCardCorrection(state, command, ctx, (steps) => (round ? replayRefusal(() => table.replay(round, steps), engine.refusal) : null));

    case "correct-decision":
      if (!round) return refuse("NO_DECISIONS", "There is no hand in play to correct.");
      return decideDecisionCorrection(state, command, ctx, table.decisionReplay(round));
  }
}
