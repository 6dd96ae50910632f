/**
 * Options several pai gow games share, with the note each game cites for them. The values and
 * reasons are the same; the filing lines are each game's own.
 */
import type { OptionNote } from "../../game-options";

export interface HouseWayOptions {
  /** Five Aces (and three aces with the joker): which aces go in front when aces are split. */
  readonly jokerInSplitAces: "stays-behind" | "goes-in-front";
}

export interface BonusOptions {
  /** Seven cards holding three of a kind and a straight. */
  readonly bonusTripsAndStraight: "straight" | "three-of-a-kind";
  /** Which seats' hands make Envy payouts. */
  readonly envyQualifyingHands: "fortune-bettors" | "any-hand";
}

export type CommonOptions = HouseWayOptions & BonusOptions;

/** Kings' bonus wagers, whose limits no schedule states. */
export interface BonusMinimumOption {
  readonly bonusMinimum: "one-dollar" | "table-minimum";
}

export function bonusMinimumNote(source: string): OptionNote {
  return {
    values: ["one-dollar", "table-minimum"],
    source,
    why: "an Envy button needs a Fortune Bonus of at least $5 while the table minimum is $10 or more, so bonus wagers go below the table minimum; no limit is printed for them: from $1, up to the table maximum",
  };
}

export function jokerInSplitAcesNote(source: string): OptionNote {
  return {
    values: ["stays-behind", "goes-in-front"],
    source,
    why: "\"put pair of A's in front\" with four aces and the joker: two natural aces or an ace and the joker make the same hands; the joker stays behind, with the aces not moved",
  };
}

export function bonusTripsAndStraightNote(source: string): OptionNote {
  return {
    values: ["straight", "three-of-a-kind"],
    source,
    why: "the bonus takes \"the best hand possible\" and the ranking puts the Straight above Three of a Kind, although the pay table pays Three of a Kind more",
  };
}

export function envyQualifyingHandsNote(source: string): OptionNote {
  return {
    values: ["fortune-bettors", "any-hand"],
    source,
    why: "Envy pays when \"another player who placed a Fortune Bonus Bet\" holds a qualifying hand; another line says only \"at least one player\"",
  };
}

export const COMMON_NOTES = {
  jokerInSplitAces: jokerInSplitAcesNote("seed 004 L884, L888"),
  bonusTripsAndStraight: bonusTripsAndStraightNote("seed 004 L834-851, L908 against L973-974"),
  envyQualifyingHands: envyQualifyingHandsNote("seed 004 L948, L952 against L920"),
};
