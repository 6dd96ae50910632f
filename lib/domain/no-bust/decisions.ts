/**
 * Player decisions (hit, stand, double, split, surrender) on the hand whose turn it is, with the
 * reason for every refusal: the player-dealer's joker up card (L134-139, L181-182), the chart's
 * must-hit and must-stand, and the double, split and surrender rules of the game.
 */
import type { Cents } from "../money";
import type { SeatNumber } from "../seats";
import { isAce } from "../blackjack/card-values";
import { doubleAmountRefusal } from "../blackjack/double-down";
import { optionRefusal, type DecisionKind } from "./hand-options";
import { describeStep, handsFrozen, nextStep, playerDealerNaturalShown, upCardOf } from "./next-step";
import { NoBustRefusal, type RuleRefusal } from "./refusal";
import { emptyHand, type PlayerHand, type RoundState, type SeatRound } from "./round-state";

export type Decision =
  | { readonly kind: "hit" }
  | { readonly kind: "stand" }
  /** `amount` defaults to the hand's full wager. */
  | { readonly kind: "double"; readonly amount?: Cents }
  | { readonly kind: "split" }
  | { readonly kind: "surrender" };

export type DecisionInput = Decision | DecisionKind;

export function toDecision(input: DecisionInput): Decision {
  return typeof input === "string" ? { kind: input } : input;
}

function handOf(state: RoundState, seat: SeatNumber, hand: number): { s: SeatRound; h: PlayerHand } | RuleRefusal {
  const s = state.players.find((p) => p.seat === seat);
  const h = s?.hands[hand];
  if (!s || !h) return { code: "no-such-hand", message: `seat ${seat} has no hand ${hand + 1}` };
  return { s, h };
}

/** Why `decision` is refused on this hand now, or null when it is allowed. */
export function decisionRefusal(state: RoundState, seat: SeatNumber, hand: number, input: DecisionInput): RuleRefusal | null {
  const decision = toDecision(input);
  const found = handOf(state, seat, hand);
  if ("code" in found) return found;
  if (handsFrozen(state)) {
    return { code: "player-dealer-joker", message: `the player-dealer's first card is a joker: every hand is frozen, no hit, double, split or surrender (${state.game.jokerUpCard?.source ?? ""})` };
  }
  if (playerDealerNaturalShown(state)) return { code: "player-dealer-natural", message: "the player-dealer has a Natural: the players do not act" };
  const step = nextStep(state);
  if (step.kind === "deal" && step.to.kind === "player" && step.to.seat === seat && step.to.hand === hand) {
    return { code: "wrong-step", message: `seat ${seat}'s hand waits for its card: ${describeStep(step)}` };
  }
  if (step.kind !== "decide" || step.seat !== seat || step.hand !== hand) return { code: "not-this-hand", message: `not this hand's turn: ${describeStep(step)}` };
  const up = upCardOf(state);
  if (up === undefined) return { code: "wrong-step", message: "the player-dealer has no up card yet" };
  const rule = optionRefusal(state.game, up, found.s, found.h, decision.kind);
  if (rule) return rule;
  if (decision.kind === "double") return doubleAmountRefusal(state.game.double, found.s.wager, decision.amount ?? found.s.wager);
  return null;
}

/** The decisions the hand may make now; empty when it is not its turn. */
export function allowedDecisions(state: RoundState, seat: SeatNumber, hand: number): readonly DecisionKind[] {
  const step = nextStep(state);
  return step.kind === "decide" && step.seat === seat && step.hand === hand ? step.allowed : [];
}

function applyTo(state: RoundState, seat: SeatNumber, update: (s: SeatRound) => SeatRound): RoundState {
  return { ...state, players: state.players.map((p) => (p.seat === seat ? update(p) : p)) };
}

/** Apply a player's decision; refuses (`NoBustRefusal`) whatever `decisionRefusal` names. */
export function decide(state: RoundState, seat: SeatNumber, hand: number, input: DecisionInput): RoundState {
  const decision = toDecision(input);
  const refusal = decisionRefusal(state, seat, hand, decision);
  if (refusal) throw new NoBustRefusal(refusal.code, `seat ${seat}${hand > 0 ? ` hand ${hand + 1}` : ""}, ${decision.kind}: ${refusal.message}`);
  return applyTo(state, seat, (s) => {
    const h = s.hands[hand] as PlayerHand;
    const set = (next: PlayerHand): SeatRound => ({ ...s, hands: s.hands.map((x, i) => (i === hand ? next : x)) });
    switch (decision.kind) {
      case "hit":
        return set({ ...h, awaiting: "hit" });
      case "stand":
        return set({ ...h, stood: true });
      case "double":
        return set({ ...h, doubled: decision.amount ?? s.wager, awaiting: "double" });
      case "surrender":
        return set({ ...h, surrendered: true });
      case "split": {
        const [a, b] = h.cards;
        if (a === undefined || b === undefined) return s;
        const aces = isAce(a);
        // The new hand lies to the right of the one split; both take their second card in turn.
        const left = emptyHand([a], true, aces);
        const right = emptyHand([b], true, aces);
        return { ...s, hands: [...s.hands.slice(0, hand), left, right, ...s.hands.slice(hand + 1)], splits: s.splits + 1, aceSplits: s.aceSplits + (aces ? 1 : 0) };
      }
    }
  });
}
