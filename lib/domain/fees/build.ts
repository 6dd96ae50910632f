/**
 * Builders for the schedule data modules: rows are typed in whole dollars exactly as the filings print
 * them ("$5-$100 $1" is [5, 100, 1]) and become integer cents here.
 */
import { dollars } from "../money";
import type {
  PerSpotCollection,
  PlayerCountBand,
  PlayerDealerCollection,
  PokerDropCollection,
  TableActionBasis,
  TableLimit,
  TimeCollection,
  WagerSelector,
} from "./schedule";
import { DEFAULT_TIER_RULES, type TierTable } from "./tiers";

/** [from, to or null for "+", fee], whole dollars as printed. */
export type DollarRow = readonly [from: number, to: number | null, fee: number];

export type TierRules = Partial<Omit<TierTable, "tiers">>;

export function tierTable(rows: readonly DollarRow[], rules: TierRules = {}): TierTable {
  return {
    ...DEFAULT_TIER_RULES,
    ...rules,
    tiers: rows.map(([from, to, fee]) => ({ from: dollars(from), to: to === null ? null : dollars(to), fee: dollars(fee) })),
  };
}

export function spotFlat(fee: number, wagers: WagerSelector = "game", label?: string, backline: PerSpotCollection["backline"] = "each-bettor"): PerSpotCollection {
  return { kind: "per-spot", label, wagers, fee: { kind: "flat", cents: dollars(fee) }, backline };
}

export function spotTiered(rows: readonly DollarRow[], wagers: WagerSelector = "game", rules: TierRules = {}, label?: string): PerSpotCollection {
  return { kind: "per-spot", label, wagers, fee: { kind: "tiered", table: tierTable(rows, rules) }, backline: "each-bettor" };
}

/** A player fee tiered on everything each player has wagered at the table, one fee per player (seed 003 L2265-2267). */
export function playerTiered(rows: readonly DollarRow[], wagers: WagerSelector = "game", rules: TierRules = {}, label?: string): PerSpotCollection {
  return { ...spotTiered(rows, wagers, rules, label), basis: "player" };
}

export function pdFlat(fee: number, label?: string): PlayerDealerCollection {
  return { kind: "player-dealer", label, fee: { kind: "flat", cents: dollars(fee) } };
}

export function pdByAction(rows: readonly DollarRow[], action: Partial<TableActionBasis> = {}, rules: TierRules = {}, label?: string): PlayerDealerCollection {
  return {
    kind: "player-dealer",
    label,
    fee: { kind: "tiered", table: tierTable(rows, rules), action: { wagers: "all", backline: "include", ...action } },
  };
}

/** [min players, max players or null for "or more", fee in dollars, printed label]. */
export type BandRow = readonly [min: number, max: number | null, fee: number, label: string];

export function pokerDrop(bands: readonly BandRow[], withoutFlop: PokerDropCollection["withoutFlop"] = "no-drop"): PokerDropCollection {
  const out: PlayerCountBand[] = bands.map(([min, max, fee, label]) => ({ min, max, fee: dollars(fee), label }));
  return { kind: "poker-drop", bands: out, withoutFlop };
}

export function timeCollection(perHalfHour: number): TimeCollection {
  return { kind: "time", label: "per player per 1/2 hour", perPlayerPerHalfHour: dollars(perHalfHour) };
}

export function spotLimit(min: number, max: number | null): TableLimit {
  return { kind: "spot", min: dollars(min), max: max === null ? null : dollars(max) };
}

export function roomSetsLimit(min: readonly [number, number] | null, max: readonly [number, number] | null): TableLimit {
  const range = (r: readonly [number, number] | null) => (r === null ? null : { from: dollars(r[0]), to: dollars(r[1]) });
  return { kind: "room-sets", min: range(min), max: range(max) };
}

export function pokerLimit(...structures: string[]): TableLimit {
  return { kind: "poker", structures };
}
