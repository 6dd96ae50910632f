/**
 * Validation of a schedule option a room enters (and of every printed one): a zod schema for the
 * shape, then the semantic checks the filings impose. The schema has no place for a percentage and
 * accepts only whole cents, so "5%" or $0.505 cannot even be written down.
 */
import { z } from "zod";
import { formatCents } from "../money";
import { FeeError } from "./fee-error";
import {
  DEFAULT_RATE_LIMIT,
  type Collection,
  type FeeSchedule,
  type RateLimit,
  type ScheduleOption,
} from "./schedule";
import { DEFAULT_TIER_RULES, tierLabel, type TierTable } from "./tiers";

const CentsSchema = z.int().min(0);

const TierTableSchema = z.strictObject({
  tiers: z.array(z.strictObject({ from: CentsSchema, to: CentsSchema.nullable(), fee: CentsSchema })).min(1),
  gapRule: z.enum(["previous-top-exclusive", "next-minimum-exclusive", "strict"]).default(DEFAULT_TIER_RULES.gapRule),
  belowFirst: z.enum(["first-tier", "no-fee", "refuse"]).default(DEFAULT_TIER_RULES.belowFirst),
  aboveLast: z.enum(["last-tier", "refuse"]).default(DEFAULT_TIER_RULES.aboveLast),
});

const WagerSelectorSchema = z.union([
  z.enum(["game", "bonus", "all"]),
  z.strictObject({ bets: z.array(z.string().min(1)).min(1) }),
]);

const FlatFeeSchema = z.strictObject({ kind: z.literal("flat"), cents: CentsSchema });
const label = z.string().min(1).optional();

const CollectionSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("per-spot"),
    label,
    wagers: WagerSelectorSchema.default("game"),
    fee: z.discriminatedUnion("kind", [FlatFeeSchema, z.strictObject({ kind: z.literal("tiered"), table: TierTableSchema })]),
    backline: z.enum(["each-bettor", "exempt"]).default("each-bettor"),
    basis: z.enum(["spot", "player"]).optional(),
  }),
  z.strictObject({
    kind: z.literal("player-dealer"),
    label,
    fee: z.discriminatedUnion("kind", [
      FlatFeeSchema,
      z.strictObject({
        kind: z.literal("tiered"),
        table: TierTableSchema,
        action: z
          .strictObject({ wagers: WagerSelectorSchema.default("all"), backline: z.enum(["include", "exclude"]).default("include") })
          .default({ wagers: "all", backline: "include" }),
      }),
    ]),
  }),
  z.strictObject({
    kind: z.literal("poker-drop"),
    label,
    bands: z
      .array(z.strictObject({ min: z.int().min(1), max: z.int().min(1).nullable(), fee: CentsSchema, label }))
      .min(1),
    withoutFlop: z.enum(["no-drop", "drop"]).default("no-drop"),
  }),
  z.strictObject({ kind: z.literal("time"), label, perPlayerPerHalfHour: CentsSchema }),
]);

const RangeSchema = z.strictObject({ from: CentsSchema, to: CentsSchema }).nullable();

const TableLimitSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("spot"), min: CentsSchema, max: CentsSchema.nullable() }),
  z.strictObject({ kind: z.literal("room-sets"), min: RangeSchema, max: RangeSchema }),
  z.strictObject({ kind: z.literal("poker"), structures: z.array(z.string().min(1)).min(1) }),
]);

export const FeeSourceSchema = z.strictObject({
  file: z.string().min(1),
  lines: z.string(),
  documentId: z.string().min(1).optional(),
  confidence: z.enum(["high", "medium", "low"]).optional(),
  note: z.string().optional(),
});

export const ScheduleOptionSchema = z.strictObject({
  scheduleId: z.string().min(1),
  id: z.string().min(1),
  limit: TableLimitSchema,
  collections: z.array(CollectionSchema).min(1),
  timing: z.enum(["before-deal", "after-initial-two-cards", "after-flop", "per-half-hour"]),
  source: FeeSourceSchema,
});

// Keeps the schema and the hand-written types in step: this fails to compile if they drift.
const _schemaMatchesType = (o: z.output<typeof ScheduleOptionSchema>): ScheduleOption => o;
void _schemaMatchesType;

export interface ValidationOptions {
  readonly rateLimit?: RateLimit;
  /** The filing takes no collection on side bets (seed 001 L121, L133, L146). */
  readonly gameWagersOnly?: boolean;
}

function tierTableIssues(table: TierTable, where: string): string[] {
  const issues: string[] = [];
  table.tiers.forEach((t, i) => {
    const name = `${where} tier ${i + 1} (${tierLabel(t)})`;
    if (t.to !== null && t.to < t.from) issues.push(`${name}: top is below its minimum`);
    if (t.to === null && i !== table.tiers.length - 1) issues.push(`${name}: only the last tier may be open-ended`);
    const prev = table.tiers[i - 1];
    if (prev === undefined || prev.to === null) return;
    if (t.from <= prev.to) issues.push(`${name}: overlaps tier ${i} (${tierLabel(prev)})`);
    else if (table.gapRule === "strict" && t.from !== prev.to + 1) {
      issues.push(`${name}: leaves a gap after ${formatCents(prev.to)} (strict tiers must be contiguous to the cent)`);
    }
  });
  return issues;
}

function bandIssues(bands: readonly { min: number; max: number | null }[], where: string): string[] {
  const issues: string[] = [];
  const sorted = [...bands].sort((a, b) => a.min - b.min);
  const first = sorted[0];
  if (first !== undefined && first.min > 2) issues.push(`${where}: no band for ${first.min - 1} players or fewer`);
  sorted.forEach((b, i) => {
    if (b.max !== null && b.max < b.min) issues.push(`${where}: band ${b.min}-${b.max} is empty`);
    const next = sorted[i + 1];
    if (next === undefined) {
      if (b.max !== null) issues.push(`${where}: no band for more than ${b.max} players`);
      return;
    }
    if (b.max === null || next.min <= b.max) issues.push(`${where}: bands starting at ${b.min} and ${next.min} players overlap`);
    else if (next.min !== b.max + 1) issues.push(`${where}: no band for ${b.max + 1}-${next.min - 1} players`);
  });
  return issues;
}

/** Each posted amount is a rate: a flat fee is one, a tier table one per row, a poker drop one per band. */
function rateAmounts(c: Collection): number[] {
  switch (c.kind) {
    case "per-spot":
    case "player-dealer":
      return c.fee.kind === "flat" ? [c.fee.cents] : c.fee.table.tiers.map((t) => t.fee);
    case "poker-drop":
      return c.bands.map((b) => b.fee);
    case "time":
      return [c.perPlayerPerHalfHour];
  }
}

function selectorOf(c: Collection): unknown {
  if (c.kind === "per-spot") return c.wagers;
  if (c.kind === "player-dealer" && c.fee.kind === "tiered") return c.fee.action.wagers;
  return null;
}

function tierTablesOf(c: Collection): TierTable[] {
  return (c.kind === "per-spot" || c.kind === "player-dealer") && c.fee.kind === "tiered" ? [c.fee.table] : [];
}

/** The filings' rules that a shape cannot express. Empty when the option is acceptable. */
export function scheduleOptionIssues(option: ScheduleOption, options: ValidationOptions = {}): string[] {
  const rateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const issues: string[] = [];
  const cs = option.collections;

  cs.forEach((c, i) => {
    const where = `collection ${i + 1} (${c.kind})`;
    tierTablesOf(c).forEach((t) => issues.push(...tierTableIssues(t, where)));
    if (c.kind === "poker-drop") issues.push(...bandIssues(c.bands, where));
    if (rateLimit.scope === "per-collection" && rateAmounts(c).length > rateLimit.max) {
      issues.push(`${where}: ${rateAmounts(c).length} collection rates; no more than ${rateLimit.max} may be established per table`);
    }
    if (options.gameWagersOnly && selectorOf(c) !== null && selectorOf(c) !== "game") {
      issues.push(`${where}: this filing takes no collection on side bets; the fee may only look at game wagers`);
    }
  });
  if (rateLimit.scope === "per-option") {
    const distinct = new Set(cs.flatMap(rateAmounts).filter((a) => a > 0));
    if (distinct.size > rateLimit.max) {
      issues.push(`${distinct.size} distinct collection rates; no more than ${rateLimit.max} may be established per table`);
    }
  }

  const california = cs.filter((c) => c.kind === "per-spot" || c.kind === "player-dealer").length;
  if (california > 0 && california < cs.length) issues.push("an option cannot mix California-game collections with poker collections");
  for (const kind of ["player-dealer", "poker-drop", "time"] as const) {
    if (cs.filter((c) => c.kind === kind).length > 1) issues.push(`more than one ${kind} collection`);
  }
  const spotSelectors = cs.flatMap((c) => (c.kind === "per-spot" ? [JSON.stringify([c.wagers, c.basis ?? "spot"])] : []));
  if (new Set(spotSelectors).size !== spotSelectors.length) issues.push("two per-spot collections select the same wagers");

  const hasDrop = cs.some((c) => c.kind === "poker-drop");
  const hasTime = cs.some((c) => c.kind === "time");
  if (california > 0 && (option.timing === "after-flop" || option.timing === "per-half-hour")) {
    issues.push(`a California-game option cannot be collected ${option.timing}`);
  }
  if (hasDrop && option.timing !== "after-flop") issues.push("a poker drop is taken after the flop");
  if (hasTime && !hasDrop && option.timing !== "per-half-hour") issues.push("time collection is taken per half hour");

  const limit = option.limit;
  if (limit.kind === "spot") {
    if (limit.min < 1) issues.push("table minimum must be at least 1 cent");
    if (limit.max !== null && limit.max < limit.min) issues.push("table maximum is below the minimum");
  } else if (limit.kind === "room-sets") {
    for (const r of [limit.min, limit.max]) if (r !== null && r.to < r.from) issues.push("a limit range ends before it starts");
  }
  if ((limit.kind === "poker") !== (california === 0)) issues.push("poker options take a poker limit, California games a spot limit");
  return issues;
}

export type ValidationResult = { readonly ok: true; readonly option: ScheduleOption } | { readonly ok: false; readonly issues: readonly string[] };

/** Shape (zod) then semantics. Use for anything that did not come from this module's own data. */
export function validateScheduleOption(input: unknown, options: ValidationOptions = {}): ValidationResult {
  const parsed = ScheduleOptionSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, issues: parsed.error.issues.map((i) => `${i.path.join(".") || "option"}: ${i.message}`) };
  }
  const issues = scheduleOptionIssues(parsed.data, options);
  return issues.length === 0 ? { ok: true, option: parsed.data } : { ok: false, issues };
}

export function parseScheduleOption(input: unknown, options: ValidationOptions = {}): ScheduleOption {
  const result = validateScheduleOption(input, options);
  if (!result.ok) throw new FeeError(`schedule option refused: ${result.issues.join("; ")}`);
  return result.option;
}

/**
 * An option a room enters in admin for `schedule` (seeds 001 and 002 print no table). It takes the
 * schedule's id, its rate limit and constraints, and the filing's source unless the room cites one.
 */
export function parseRoomEnteredOption(schedule: FeeSchedule, input: unknown): ScheduleOption {
  const withDefaults =
    typeof input === "object" && input !== null
      ? { scheduleId: schedule.id, source: { ...schedule.source, file: "room-entered", note: `entered by the room under ${schedule.source.file} L${schedule.source.lines}` }, ...input }
      : input;
  const option = parseScheduleOption(withDefaults, {
    rateLimit: schedule.rateLimit,
    gameWagersOnly: schedule.gameWagersOnly === true,
  });
  if (option.scheduleId !== schedule.id) throw new FeeError(`option belongs to ${option.scheduleId}, not ${schedule.id}`);
  return option;
}

/** Checks a whole schedule: every option valid under the schedule's rules, option ids unique. */
export function scheduleIssues(schedule: FeeSchedule): string[] {
  const issues: string[] = [];
  const ids = schedule.options.map((o) => o.id);
  if (new Set(ids).size !== ids.length) issues.push(`${schedule.id}: duplicate option ids`);
  if (schedule.kind === "room-entered" && schedule.options.length > 0) issues.push(`${schedule.id}: a room-entered schedule prints no options`);
  (schedule.betLimits ?? []).forEach((l, i) => {
    const where = `${schedule.id} bet limit ${i + 1}`;
    if (l.bets.length === 0) issues.push(`${where}: names no bet`);
    for (const bound of [l.min, l.max]) if (bound !== undefined && (!Number.isSafeInteger(bound) || bound < 1)) issues.push(`${where}: limits are whole cents of at least 1`);
    if (l.min !== undefined && l.max !== undefined && l.max < l.min) issues.push(`${where}: the maximum is below the minimum`);
  });
  for (const o of schedule.options) {
    if (o.scheduleId !== schedule.id) issues.push(`${schedule.id} option ${o.id}: scheduleId is ${o.scheduleId}`);
    const r = validateScheduleOption(o, { rateLimit: schedule.rateLimit, gameWagersOnly: schedule.gameWagersOnly === true });
    if (!r.ok) issues.push(...r.issues.map((i) => `${schedule.id} option ${o.id}: ${i}`));
  }
  return issues;
}
