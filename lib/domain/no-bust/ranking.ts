/**
 * Where a hand stands against the Natural: every filing compares hands as "less than" or "more
 * than a Natural" and by "closeness" to it (seed 003 L119-133, L814-836, L3126-3149).
 */
import type { HandValue } from "./hand-value";

export type NaturalSide = "natural" | "joker-hand" | "under" | "over";

/**
 * A non-natural total of exactly 22: the Joker edition does not say whether it is less than, equal
 * to or more than a Natural 22; the 2014 version counts a three-card 22 as "more than" (L3140-3141).
 */
export type NonNatural22 = "over-natural" | "under-natural";

export function sideOfNatural(v: HandValue, nonNatural22: NonNatural22): NaturalSide {
  if (v.kind !== "total") return v.kind;
  if (v.total < 22) return "under";
  if (v.total === 22) return nonNatural22 === "under-natural" ? "under" : "over";
  return "over";
}

/** How far from 22: the hand "closest to a Natural" has the smaller distance. */
export function distanceToNatural(v: HandValue): number {
  return Math.abs(22 - v.total);
}
