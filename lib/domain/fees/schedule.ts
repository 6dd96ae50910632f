/**
 * A collection-fee schedule as the Bureau approves it: a game's list of schedule options, each one
 * table limit plus the fees taken at that limit. Names follow the filings ("schedule option",
 * "total table action", "player-dealer collection fee"). Amounts are integer cents; no field can hold
 * a percentage, because California games never take one.
 */
import type { Cents } from "../money";
import type { TierTable } from "./tiers";

/** Where a schedule or option is printed: the filing's file name in shared/seeds, its lines, its BGC id. */
export interface FeeSource {
  /** File name of the filing, e.g. "000_46d708fc1e637b4c.txt"; "room-entered" for an admin entry. */
  readonly file: string;
  /** 1-based line numbers in that file, e.g. "162-166" or "1953-1957, 1952". */
  readonly lines: string;
  /** BGC document id as printed (GEGA-004249, GEGR-002116, ...) where the filing has one. */
  readonly documentId?: string;
  /** How sure the transcription is; absent means the row is printed cleanly. */
  readonly confidence?: "high" | "medium" | "low";
  /** OCR readings chosen, gaps, conflicts. */
  readonly note?: string;
}

/**
 * Which wagers a collection looks at. "game" = base/line wagers, "bonus" = side bets; a list of bet
 * names picks individual bets (a room schedule may price the Tie bet on its own).
 */
export type WagerSelector = "game" | "bonus" | "all" | { readonly bets: readonly string[] };

export type FlatFee = { readonly kind: "flat"; readonly cents: Cents };

/** A per-spot fee: flat, or tiered by the amount the bettor has on that spot. */
export type SpotFee = FlatFee | { readonly kind: "tiered"; readonly table: TierTable };

/**
 * (a) A fee per betting spot (circle) wagered on, paid by each bettor on that spot. Tiered fees look up
 * the bettor's selected wagers on that spot. With `basis: "player"` the fee is one per player instead,
 * looked up on everything that player has wagered at the table, whatever spots they play (Mortimer's
 * EZ Baccarat Panda 8 options 1-2, "the total amount each player has wagered", seed 003 L2265-2267;
 * who is one player: `playerKeys` of the wagers module).
 */
export interface PerSpotCollection {
  readonly kind: "per-spot";
  /** Printed column name, e.g. "Player Collection Fee (per betting spot)". */
  readonly label?: string;
  /** Wagers that make a spot chargeable and, when tiered, make up the amount looked up. */
  readonly wagers: WagerSelector;
  readonly fee: SpotFee;
  /** Backline bettors on the spot: each pays its own fee, or none do. */
  readonly backline: "each-bettor" | "exempt";
  /** One fee per bettor per spot (absent: "spot"), or one per player on their wagers at every spot. */
  readonly basis?: "spot" | "player";
}

/** What counts as total table action: wagers placed by players before the deal (never the PD's bank). */
export interface TableActionBasis {
  readonly wagers: WagerSelector;
  readonly backline: "include" | "exclude";
}

/** (b) A fee per hand from the player-dealer: flat, or tiered by total table action. */
export interface PlayerDealerCollection {
  readonly kind: "player-dealer";
  readonly label?: string;
  readonly fee: FlatFee | { readonly kind: "tiered"; readonly table: TierTable; readonly action: TableActionBasis };
}

/** A poker fee band: "7+" is { min: 7, max: null }, "4 or less" is { min: 2, max: 4 }. */
export interface PlayerCountBand {
  readonly min: number;
  readonly max: number | null;
  readonly fee: Cents;
  /** As printed ("5 or 6", "7 or More"), and the printed row where a filing numbers rows as options. */
  readonly label?: string;
}

/** (d) A poker drop from the pot after the flop, by number of players dealt in. */
export interface PokerDropCollection {
  readonly kind: "poker-drop";
  readonly label?: string;
  readonly bands: readonly PlayerCountBand[];
  /** "If there is no flop the collection will not be taken" (seed 004 L37, seed 003 L3659-3660). */
  readonly withoutFlop: "no-drop" | "drop";
}

/** (e) Time collection: a flat amount per seated player per half hour. */
export interface TimeCollection {
  readonly kind: "time";
  readonly label?: string;
  readonly perPlayerPerHalfHour: Cents;
}

/** (c), a combination, is an option with a per-spot and a player-dealer collection. */
export type Collection = PerSpotCollection | PlayerDealerCollection | PokerDropCollection | TimeCollection;

/**
 * The table limit of an option. "spot": min/max per betting spot as printed (max null = "No Limit").
 * "room-sets": the filing gives only the range a room's limit must fall in (seed 004 California games);
 * bounds null where the filing states none. "poker": betting structures the option applies to.
 */
export type TableLimit =
  | { readonly kind: "spot"; readonly min: Cents; readonly max: Cents | null }
  | {
      readonly kind: "room-sets";
      readonly min: { readonly from: Cents; readonly to: Cents } | null;
      readonly max: { readonly from: Cents; readonly to: Cents } | null;
    }
  | { readonly kind: "poker"; readonly structures: readonly string[] };

/** When the dealer takes the fees, as each filing states it. */
export type CollectionTiming = "before-deal" | "after-initial-two-cards" | "after-flop" | "per-half-hour";

export interface ScheduleOption {
  readonly scheduleId: string;
  /** The option number as printed ("21"); grouped rows read "1-3". */
  readonly id: string;
  readonly limit: TableLimit;
  readonly collections: readonly Collection[];
  readonly timing: CollectionTiming;
  readonly source: FeeSource;
}

/**
 * How many collection rates a table may have: the filings say five "per table limit" (or "per
 * table"); see docs/rules-decisions/fees.md for what is counted.
 */
export interface RateLimit {
  readonly max: number;
  /** "per-collection": each fee column on its own; "per-option": distinct amounts across the option. */
  readonly scope: "per-collection" | "per-option";
}

export const DEFAULT_RATE_LIMIT: RateLimit = { max: 5, scope: "per-collection" };

/**
 * A wager limit the schedule's text sets for some bets in place of the table limit ("The Dragon 7 and
 * Panda 8 wagers ... must be within a minimum of $5 and a maximum of $500", seed 003 L2268-2269).
 * Like the table limit, the minimum is per wager and the maximum per spot (seated and backline
 * bettors together, seed 000 L130).
 */
export interface BetLimit {
  /** Bet ids as the games name them ("dragon7", "tie", "player-dragon"). */
  readonly bets: readonly string[];
  /** Least wager in cents; absent: the table minimum. */
  readonly min?: Cents;
  /** Most on one spot in cents; absent: the table maximum. */
  readonly max?: Cents;
  readonly source: FeeSource;
}

export interface FeeSchedule {
  readonly id: string;
  /** Game name as the filing prints it. */
  readonly title: string;
  /** Games the schedule applies to (some filings share one schedule between two games). */
  readonly games: readonly string[];
  readonly room?: string;
  /** "printed": options come from the filing; "room-entered": the filing has no table, the room enters it. */
  readonly kind: "printed" | "room-entered";
  readonly source: FeeSource;
  readonly rateLimit: RateLimit;
  /** The filing takes no collection on side bets: every fee may only look at game wagers. */
  readonly gameWagersOnly?: boolean;
  /** Bets the schedule's text limits on their own, whatever the option (absent: every bet takes the table limit). */
  readonly betLimits?: readonly BetLimit[];
  readonly options: readonly ScheduleOption[];
}

/**
 * The limits of `bet` at a table posting `table` under `schedule`: the schedule's own limit for that
 * bet where it sets one, each bound defaulting to the table's.
 */
export function betLimitsOf(schedule: FeeSchedule, bet: string, table: { readonly min: Cents; readonly max: Cents }): { readonly min: Cents; readonly max: Cents; readonly source?: FeeSource } {
  const own = schedule.betLimits?.find((l) => l.bets.includes(bet));
  if (own === undefined) return { min: table.min, max: table.max };
  return { min: own.min ?? table.min, max: own.max ?? table.max, source: own.source };
}

/** California games (player-dealer) or poker: a round of the other family cannot be charged. */
export function optionFamily(option: ScheduleOption): "california" | "poker" {
  return option.collections.some((c) => c.kind === "per-spot" || c.kind === "player-dealer") ? "california" : "poker";
}
