/**
 * 21st Century's Bonus Pair (seed 001 L139-154): the first two cards of the chosen hand are a pair
 * (same rank), of the same colour, or of the same suit.
 */
import type { SuitedCard } from "../../cards/card";
import { isRed, rankOf, suitOf } from "../../cards/card";
import { type BetResolution, type PayTable, lose, resolveRow } from "../pay-table";
import type { BetContext, Side } from "./bet-context";

export type PairKind = "no pair" | "pair" | "pair of same color" | "pair of same suit";

export interface BonusPairRule {
  readonly kind: "bonus-pair";
  readonly hand: Side;
  readonly table: PayTable<PairKind>;
}

/** The best pay-table line two cards make: a same-suit pair is also same-colour; it is paid once, at the best line. */
export function pairKind(first: SuitedCard, second: SuitedCard): PairKind {
  if (rankOf(first) !== rankOf(second)) return "no pair";
  if (suitOf(first) === suitOf(second)) return "pair of same suit";
  if (isRed(first) === isRed(second)) return "pair of same color";
  return "pair";
}

export function resolveBonusPair(rule: BonusPairRule, ctx: BetContext): BetResolution {
  const hand = rule.hand === "player" ? ctx.player : ctx.banker;
  const [first, second] = hand.cards;
  if (first === undefined || second === undefined) throw new RangeError("a bonus pair is settled on a hand's first two cards");
  const kind = pairKind(first, second);
  const row = rule.table.find((r) => r.when === kind);
  return row ? resolveRow(row, `first two cards ${first} ${second}: ${row.row}`) : lose(`first two cards ${first} ${second}: ${kind}`);
}
