/**
 * The admin catalogue of the poker games: every printed schedule option with its betting structure,
 * the table limits it applies to and its collection, as plain data. Kings' limit grouping is a
 * reconstruction of merged cells (seed 004 L7-22, L41-57; digest §2.1): the catalogue gives the
 * reading the fee schedule uses ("A") and keeps the alternative ("C") beside each option it changes.
 */
import { getSchedule, type FeeSource, type ScheduleOption } from "../fees";
import type { Cents } from "../money";
import type { PokerGame } from "./game-config";
import { postedOptions, type BettingStructure, type KingsLimitGrouping, type PostedLimit } from "./posted-limits";

export type CatalogueCollection =
  | { readonly kind: "drop"; readonly bands: readonly { readonly label: string; readonly minPlayers: number; readonly maxPlayers: number | null; readonly feeCents: Cents }[]; readonly withoutFlop: "no-drop" | "drop" }
  | { readonly kind: "time"; readonly perPlayerPerHalfHourCents: Cents };

export interface CatalogueOption {
  readonly scheduleId: string;
  /** As the fee schedule stores it ("3"; Mortimer's Omaha "1-3" for printed rows 1 to 3). */
  readonly optionId: string;
  readonly printedRows: readonly string[];
  /** The printed section ("Limit", "Pot Limit / No Limit", "Spread Limit", "Table Limits", "No Limit Games"). */
  readonly section: string;
  readonly structures: readonly BettingStructure[];
  readonly limits: readonly PostedLimit[];
  readonly collection: CatalogueCollection;
  readonly source: FeeSource;
  /** Kings: the limits this option would cover under the alternative grouping, where they differ. */
  readonly alternative: { readonly grouping: KingsLimitGrouping; readonly limits: readonly PostedLimit[] } | null;
}

function structuresOf(limits: readonly PostedLimit[]): BettingStructure[] {
  const out = new Set<BettingStructure>();
  for (const l of limits) {
    if (l.kind === "limit" || l.kind === "limit-from") out.add("limit");
    else if (l.kind === "spread-limit") out.add("spread-limit");
    else if (l.kind === "blinds") l.structures.forEach((s) => out.add(s));
    else out.add("no-limit");
  }
  return [...out];
}

function collectionOf(option: ScheduleOption): CatalogueCollection {
  for (const c of option.collections) {
    if (c.kind === "time") return { kind: "time", perPlayerPerHalfHourCents: c.perPlayerPerHalfHour };
    if (c.kind === "poker-drop") {
      return {
        kind: "drop",
        bands: c.bands.map((b) => ({ label: b.label ?? `${b.min}${b.max === null ? "+" : `-${b.max}`}`, minPlayers: b.min, maxPlayers: b.max, feeCents: b.fee })),
        withoutFlop: c.withoutFlop,
      };
    }
  }
  throw new RangeError(`${option.scheduleId} option ${option.id} is not a poker collection`);
}

function rowsOf(optionId: string): string[] {
  const m = /^(\d+)-(\d+)$/.exec(optionId);
  if (m === null) return [optionId];
  const rows: string[] = [];
  for (let n = Number(m[1]); n <= Number(m[2]); n++) rows.push(String(n));
  return rows;
}

const labels = (ls: readonly PostedLimit[]) => ls.map((l) => l.label).join("|");

/** Every printed option of the game's schedule, in printed order, with the game's no-flop rule in the drop. */
export function pokerCatalogue(game: PokerGame): CatalogueOption[] {
  const schedule = getSchedule(game.feeScheduleId);
  const kings = game.feeScheduleId.endsWith("-kings");
  const main = postedOptions(game.feeScheduleId, "A");
  const alternative = kings ? postedOptions(game.feeScheduleId, "C") : [];
  return schedule.options.map((option) => {
    const posted = main.find((p) => p.optionId === option.id);
    if (posted === undefined) throw new RangeError(`${game.feeScheduleId} option ${option.id} has no posted limits`);
    const alt = alternative.find((p) => p.optionId === option.id);
    const collection = collectionOf(option);
    return {
      scheduleId: option.scheduleId,
      optionId: option.id,
      printedRows: rowsOf(option.id),
      section: posted.section,
      structures: structuresOf(posted.limits),
      limits: posted.limits,
      collection: collection.kind === "drop" ? { ...collection, withoutFlop: game.drop.withoutFlop } : collection,
      source: option.source,
      alternative: alt !== undefined && labels(alt.limits) !== labels(posted.limits) ? { grouping: "C", limits: alt.limits } : null,
    };
  });
}
