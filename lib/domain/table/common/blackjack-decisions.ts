/**
 * A blackjack-style round (No Bust, twenty-one) as a decision correction replays it
 * (decision-corrections.ts): its "decide" steps are the players' decisions, the engine says which
 * decisions a hand may make and where each card goes, and a hand is named as the tablet names it
 * ("Seat 3", "Seat 3 hand 2" once the seat has split). Where the family says so (twenty-one; No Bust, insurance only; DC8),
 * a seat's answers to the offers before the hole card is checked are corrected the same way: its
 * "insurance" step (taken, with its amount, or declined) and its "surrender" step (early surrender:
 * surrendered or plays on).
 */
import { formatCents } from "../../money";
import type { Refusal } from "../machine";
import { NO_CARD_DUE, type DecisionReplay, type StepDecision } from "./decision-corrections";

type No = { ok: false; refusal: Refusal };

type CardTarget = { readonly kind: "player-dealer" } | { readonly kind: "player"; readonly seat: number; readonly hand: number };
type BlackjackNext = { readonly kind: string; readonly to?: CardTarget; readonly seat?: number; readonly hand?: number; readonly allowed?: readonly string[]; readonly seats?: readonly number[] };

/**
 * A blackjack round's recorded step: a decision carries its seat, hand and decision; an insurance
 * answer its seat and amount (0 declined), an early-surrender answer its seat and the answer.
 */
type BlackjackStep = {
  readonly kind: string;
  readonly seat?: number;
  readonly hand?: number;
  readonly decision?: { readonly kind: string; readonly amount?: number };
  readonly amount?: number;
  readonly surrender?: boolean;
};

/** The answers to insurance, as a correction names them. */
export const INSURANCE_ANSWERS = ["insurance", "no-insurance"] as const;
/** The answers to early surrender, as a correction names them ("surrender" is the player's decision in turn, late surrender). */
export const EARLY_SURRENDER_ANSWERS = ["early-surrender", "play-on"] as const;
/** Every answer a correction may put in place of another; never a decision of a hand in turn. */
export const OFFER_ANSWERS = [...INSURANCE_ANSWERS, ...EARLY_SURRENDER_ANSWERS] as const;

const ANSWER_WORDS: Readonly<Record<string, string>> = { insurance: "insurance taken", "no-insurance": "insurance declined", "early-surrender": "surrendered", "play-on": "plays on" };

/** The answers offered with the step's own: insurance's or early surrender's, or null for a step that is no answer. */
function answersOf(kind: string): readonly string[] | null {
  if (kind === "insurance") return INSURANCE_ANSWERS;
  if (kind === "surrender") return EARLY_SURRENDER_ANSWERS;
  return null;
}

/** What a family whose seats answer offers tells the replay: the insurance a seat may take at `play` (least and most, in cents). */
export interface OfferAnswers<P> {
  insurance(play: P, seat: number): { readonly min: number; readonly max: number } | null;
}

interface BlackjackPlay {
  readonly players: readonly { readonly seat: number; readonly hands: readonly unknown[] }[];
}

/** "the player-dealer", "seat 3", "seat 3 hand 2". */
function targetWords(play: BlackjackPlay, to: CardTarget): string {
  if (to.kind === "player-dealer") return "the player-dealer";
  const hands = play.players.find((p) => p.seat === to.seat)?.hands.length ?? 1;
  return hands > 1 || to.hand > 0 ? `seat ${to.seat} hand ${to.hand + 1}` : `seat ${to.seat}`;
}

export function blackjackDecisionReplay<P extends BlackjackPlay, S extends BlackjackStep, N extends BlackjackNext>(
  start: P,
  engine: { apply(play: P, step: S): P; nextStep(play: P): N; describeStep(next: N): string; refusal(error: unknown): No },
  /** Where the seats' answers to insurance and early surrender are corrected too (twenty-one; No Bust, whose rounds have no early surrender). */
  answers?: OfferAnswers<P>,
): DecisionReplay<P, S> {
  return {
    start,
    apply: engine.apply,
    refusal: engine.refusal,
    decisionOf: (step) => {
      if (step.seat === undefined) return null;
      if (step.kind === "decide" && step.decision) return { seat: step.seat, hand: step.hand ?? 0, decision: step.decision.kind, ...(step.decision.amount !== undefined ? { amount: step.decision.amount } : {}) };
      if (!answers) return null;
      if (step.kind === "insurance" && step.amount !== undefined) return step.amount > 0 ? { seat: step.seat, hand: null, decision: "insurance", amount: step.amount } : { seat: step.seat, hand: null, decision: "no-insurance" };
      if (step.kind === "surrender" && step.surrender !== undefined) return { seat: step.seat, hand: null, decision: step.surrender ? "early-surrender" : "play-on" };
      return null;
    },
    withDecision: (step, change, play) => {
      if (step.kind === "insurance") {
        // Taken without an amount: half the wager, the most the filings allow (seed 004 L529, L1072).
        const amount = change.decision === "no-insurance" ? 0 : (change.amount ?? answers?.insurance(play, step.seat!)?.max ?? 0);
        return { ...step, amount };
      }
      if (step.kind === "surrender") return { ...step, surrender: change.decision === "early-surrender" };
      return { ...step, decision: change.decision === "double" && change.amount !== undefined ? { kind: "double", amount: change.amount } : { kind: change.decision } };
    },
    allowed: (play, d) => {
      const next = engine.nextStep(play);
      if (d.hand === null) {
        // An answer: the offer's answers, where the offer still waited on that seat.
        const offer = (INSURANCE_ANSWERS as readonly string[]).includes(d.decision) ? "offer-insurance" : "offer-surrender";
        return next.kind === offer && next.seats?.includes(d.seat) ? (offer === "offer-insurance" ? INSURANCE_ANSWERS : EARLY_SURRENDER_ANSWERS) : [];
      }
      return next.kind === "decide" ? (next.allowed ?? []) : [];
    },
    takes: (step, decision) => {
      const same = answersOf(step.kind);
      return same === null ? !(OFFER_ANSWERS as readonly string[]).includes(decision) : same.includes(decision);
    },
    answerWords: (d) => {
      const words = ANSWER_WORDS[d.decision];
      if (!answers || words === undefined) return null;
      return d.decision === "insurance" && d.amount !== undefined ? `${words} (${formatCents(d.amount)})` : words;
    },
    amounts: (play, d, to) => (to === "insurance" && answers ? answers.insurance(play, d.seat) : null),
    cardsGoTo: (play, step) => {
      if (step.kind !== "deal") return null;
      const next = engine.nextStep(play);
      if (next.kind !== "deal" || !next.to) return { to: NO_CARD_DUE, words: NO_CARD_DUE };
      // The hand itself is compared: seat 2 before a split is seat 2 hand 1 after it.
      return { to: next.to.kind === "player-dealer" ? "player-dealer" : `${next.to.seat}.${next.to.hand}`, words: targetWords(play, next.to) };
    },
    next: (play) => engine.describeStep(engine.nextStep(play)),
    who: (play, d: StepDecision) => {
      const text = targetWords(play, { kind: "player", seat: d.seat, hand: d.hand ?? 0 });
      return text.charAt(0).toUpperCase() + text.slice(1);
    },
  };
}
