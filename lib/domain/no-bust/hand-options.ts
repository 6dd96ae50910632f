/**
 * What a player's hand may do under the game's rules, turn aside: the chart's must-hit and
 * must-stand, and the double, split and surrender rules. `decisions.ts` adds whose turn it is.
 */
import type { Card } from "../cards/card";
import { doubleRefusal } from "../blackjack/double-down";
import type { NoBustGame } from "./game-config";
import { handValue } from "./hand-value";
import { chartCell } from "../blackjack/player-chart";
import type { RuleRefusal } from "./refusal";
import type { PlayerHand, SeatRound } from "./round-state";
import { splitRefusal } from "../blackjack/split";
import { surrenderRefusal } from "../blackjack/surrender";

export const DECISION_KINDS = ["hit", "stand", "double", "split", "surrender"] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

export function optionRefusal(game: NoBustGame, upCard: Card, seat: SeatRound, hand: PlayerHand, kind: DecisionKind): RuleRefusal | null {
  const value = handValue(game.hand, hand.cards, hand.split);
  const cell = chartCell(game.playerChart, value);
  const chart = game.playerChart.source;
  // A Natural or a Joker hand is finished as dealt: the chart's "must stand" (L58, L145, L3064), no surrender either.
  if (value.kind !== "total" && kind !== "stand") return { code: "must-stand", message: `a ${value.kind === "natural" ? "Natural" : "Joker hand"} stands as dealt (${chart})` };
  if (hand.splitAces && (kind === "hit" || kind === "double" || kind === "surrender")) {
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
      return surrenderRefusal(game.surrender, hand, upCard);
  }
}

/** The decisions the rules leave open on a hand of two or more cards. */
export function openDecisions(game: NoBustGame, upCard: Card, seat: SeatRound, hand: PlayerHand): DecisionKind[] {
  return DECISION_KINDS.filter((k) => optionRefusal(game, upCard, seat, hand, k) === null);
}
