/**
 * What a player's hand may do under the game's rules, turn aside: the chart's must-hit and
 * must-stand, doubling (and Pure Spanish 21.5's double-double down and rescue), splitting and
 * surrender. `decisions.ts` adds whose turn it is.
 */
import type { Card } from "../cards/card";
import { chartCell, type ChartCell } from "../blackjack/player-chart";
import { splitRefusal } from "../blackjack/split";
import { doubleDoubleRefusal, doubleRefusal, rescueRefusal, type DoubledHand } from "./double-down";
import type { TwentyOneGame } from "./game-config";
import { describeValue, handValue, type HandValue } from "./hand-value";
import type { Refusal } from "./refusal";
import type { PlayerHand, SeatRound } from "./round-state";
import { surrenderRefusal } from "./surrender";

export const DECISION_KINDS = ["hit", "stand", "double", "split", "surrender", "rescue"] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

export function valueOf(game: TwentyOneGame, hand: PlayerHand): HandValue {
  return handValue(game.hand, hand.cards, hand.split);
}

/** Over 21: more than 21.5, or (Blackjack X) frozen or 31; no hand over 21 draws. */
export function isOver21(v: HandValue): boolean {
  return v.kind === "total" && v.total > 21;
}

export function doubledHand(game: TwentyOneGame, hand: PlayerHand): DoubledHand {
  return { ...hand, busted: isOver21(valueOf(game, hand)) };
}

export function cellOf(game: TwentyOneGame, hand: PlayerHand): ChartCell {
  return chartCell(game.playerChart, valueOf(game, hand));
}

/** `value`: the hand's value when the caller has it already (openDecisions asks every kind of one hand). */
export function optionRefusal(game: TwentyOneGame, upCard: Card, seat: SeatRound, hand: PlayerHand, kind: DecisionKind, value: HandValue = valueOf(game, hand)): Refusal | null {
  const cell = chartCell(game.playerChart, value);
  const chart = game.playerChart.source;
  // A two-card natural is finished as dealt: the chart's "must stand" (seed 004 L1038), no option at all.
  if (value.kind !== "total" && kind !== "stand") return { code: "must-stand", message: `a ${describeValue(game.hand, value)} stands as dealt (${chart})` };
  if (hand.doubles.length > 0) {
    if (kind === "stand") return null;
    if (kind === "rescue") return rescueRefusal(game.double, doubledHand(game, hand));
    if (kind === "double") return doubleDoubleRefusal(game.double, doubledHand(game, hand), cell);
    return { code: "not-two-cards", message: `a doubled hand takes its one card and no other (${game.double.source})` };
  }
  if (hand.splitAces && kind !== "stand" && kind !== "split") {
    return { code: "split-aces-one-card", message: `split aces receive one card each (${game.split.source})` };
  }
  switch (kind) {
    case "hit":
      return cell === "stand" ? { code: "must-stand", message: `the player chart says this hand must stand (${chart})` } : null;
    case "stand":
      return cell === "hit" ? { code: "must-hit", message: `the player chart says this hand must hit (${chart})` } : null;
    case "double":
      return doubleRefusal(game.double, hand, cell);
    case "split":
      return splitRefusal(game.split, hand, seat);
    case "surrender":
      return surrenderTimingRefusal(game, seat, hand) ?? surrenderRefusal(game.surrender, hand, upCard);
    case "rescue":
      return rescueRefusal(game.double, doubledHand(game, hand));
  }
}

/**
 * Early surrender is asked of each seat before the hole card is checked: a seat asked then is not
 * asked again in its turn. Without a check (an up card that cannot make a natural) the choice comes
 * in the turn, before any hit, which is the same moment for the rules.
 */
function surrenderTimingRefusal(game: TwentyOneGame, seat: SeatRound, hand: PlayerHand): Refusal | null {
  if (hand.split) return null;
  if (seat.earlySurrender !== null) return { code: "surrender-offered-early", message: `surrender was offered before the hole card was checked (${game.surrender.source})` };
  return null;
}

/** The decisions the rules leave open on a hand of two or more cards. */
export function openDecisions(game: TwentyOneGame, upCard: Card, seat: SeatRound, hand: PlayerHand): DecisionKind[] {
  const value = valueOf(game, hand);
  return DECISION_KINDS.filter((k) => optionRefusal(game, upCard, seat, hand, k, value) === null);
}
