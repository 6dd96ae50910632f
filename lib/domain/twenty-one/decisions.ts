/**
 * Player decisions (hit, stand, double, split, surrender, rescue) on the hand whose turn it is, with
 * the reason for every refusal: the player-dealer's natural, the chart's must-hit and must-stand, and
 * the game's doubling, splitting and surrender rules.
 */
import type { Cents } from "../money";
import type { SeatNumber } from "../seats";
import { isAce } from "../blackjack/card-values";
import { doubleAmountRefusal, doubleDoubleAmountRefusal, totalWager } from "./double-down";
import { doubledHand, optionRefusal, type DecisionKind } from "./hand-options";
import { describeStep, nextStep, playerDealerNaturalShown, upCardOf } from "./next-step";
import { TwentyOneRefusal, type Refusal } from "./refusal";
import { emptyHand, type PlayerHand, type RoundState, type SeatRound } from "./round-state";

export type Decision =
  | { readonly kind: "hit" }
  | { readonly kind: "stand" }
  /** `amount` defaults to the full double: the wager, or (double-double down) the whole wager so far. */
  | { readonly kind: "double"; readonly amount?: Cents }
  | { readonly kind: "split" }
  | { readonly kind: "surrender" }
  | { readonly kind: "rescue" };

export type DecisionInput = Decision | DecisionKind;

export function toDecision(input: DecisionInput): Decision {
  return typeof input === "string" ? { kind: input } : input;
}

function handOf(state: RoundState, seat: SeatNumber, hand: number): { s: SeatRound; h: PlayerHand } | Refusal {
  const s = state.players.find((p) => p.seat === seat);
  const h = s?.hands[hand];
  if (!s || !h) return { code: "no-such-hand", message: `seat ${seat} has no hand ${hand + 1}` };
  return { s, h };
}

/** The double's amount when none is given: the wager, or the whole wager so far for a double-double down. */
export function defaultDoubleAmount(seat: SeatRound, hand: PlayerHand): Cents {
  return hand.doubles.length === 0 ? seat.wager : totalWager(seat.wager, { ...hand, busted: false });
}

/** Why `decision` is refused on this hand now, or null when it is allowed. */
export function decisionRefusal(state: RoundState, seat: SeatNumber, hand: number, input: DecisionInput): Refusal | null {
  const decision = toDecision(input);
  const found = handOf(state, seat, hand);
  if ("code" in found) return found;
  if (playerDealerNaturalShown(state)) return { code: "player-dealer-natural", message: "the player-dealer has a natural: the game stops, the players do not act" };
  const step = nextStep(state);
  if (step.kind === "deal" && step.to.kind === "player" && step.to.seat === seat && step.to.hand === hand) {
    return { code: "wrong-step", message: `seat ${seat}'s hand waits for its card: ${describeStep(step)}` };
  }
  if (step.kind !== "decide" || step.seat !== seat || step.hand !== hand) return { code: "not-this-hand", message: `not this hand's turn: ${describeStep(step)}` };
  const up = upCardOf(state);
  if (up === undefined) return { code: "wrong-step", message: "the player-dealer has no up card yet" };
  const rule = optionRefusal(state.game, up, found.s, found.h, decision.kind);
  if (rule) return rule;
  if (decision.kind === "double") {
    const amount = decision.amount ?? defaultDoubleAmount(found.s, found.h);
    if (found.h.doubles.length > 0) return doubleDoubleAmountRefusal(state.game.double, found.s.wager, doubledHand(state.game, found.h), amount);
    return doubleAmountRefusal(state.game.double, found.s.wager, amount);
  }
  return null;
}

/** The decisions the hand may make now; empty when it is not its turn. */
export function allowedDecisions(state: RoundState, seat: SeatNumber, hand: number): readonly DecisionKind[] {
  const step = nextStep(state);
  return step.kind === "decide" && step.seat === seat && step.hand === hand ? step.allowed : [];
}

/** Apply a player's decision; refuses (`TwentyOneRefusal`) whatever `decisionRefusal` names. */
export function decide(state: RoundState, seat: SeatNumber, hand: number, input: DecisionInput): RoundState {
  const decision = toDecision(input);
  const refusal = decisionRefusal(state, seat, hand, decision);
  if (refusal) throw new TwentyOneRefusal(refusal.code, `seat ${seat}${hand > 0 ? ` hand ${hand + 1}` : ""}, ${decision.kind}: ${refusal.message}`);
  return {
    ...state,
    players: state.players.map((s) => {
      if (s.seat !== seat) return s;
      const h = s.hands[hand] as PlayerHand;
      const set = (next: PlayerHand): SeatRound => ({ ...s, hands: s.hands.map((x, i) => (i === hand ? next : x)) });
      switch (decision.kind) {
        case "hit":
          return set({ ...h, awaiting: "hit" });
        case "stand":
          return set({ ...h, stood: true });
        case "double":
          return set({ ...h, doubles: [...h.doubles, decision.amount ?? defaultDoubleAmount(s, h)], awaiting: "double" });
        case "surrender":
          return set({ ...h, surrendered: true });
        case "rescue":
          return set({ ...h, rescued: true });
        case "split": {
          const [a, b] = h.cards;
          if (a === undefined || b === undefined) return s;
          const aces = isAce(a);
          const oneCard = aces && state.game.split.splitAcesOneCard;
          // The new hand lies to the right of the one split; both take their second card in turn.
          const left = emptyHand([a], true, oneCard);
          const right = emptyHand([b], true, oneCard);
          return { ...s, hands: [...s.hands.slice(0, hand), left, right, ...s.hands.slice(hand + 1)], splits: s.splits + 1, aceSplits: s.aceSplits + (aces ? 1 : 0) };
        }
      }
    }),
  };
}
