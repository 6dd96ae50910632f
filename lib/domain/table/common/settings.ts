/**
 * What every live table is configured with, whatever its game: limits, the fee schedule option in
 * force, the rotation policy, the betting timer and the decks. Each family adds its own game check.
 */
import { formatCents, type Cents } from "../../money";
import { assertTableLimitAllowed, getSchedule, getScheduleOption, pairingProblem, parseRoomEnteredOption, type ScheduleOption } from "../../fees";
import { rotationPolicy, type RotationPolicy } from "../../rotation";

export interface TableSettingsBase {
  readonly tableId: string;
  readonly name: string;
  readonly gameId: string;
  readonly gameOptions: Readonly<Record<string, string | number | boolean>>;
  readonly rulesVersion: string;
  readonly seats: number;
  readonly limits: { readonly min: Cents; readonly max: Cents };
  /** The schedule option in force, copied in full so a replay never depends on code that changed since. */
  readonly fee: { readonly scheduleId: string; readonly optionId: string; readonly option: ScheduleOption };
  readonly rotationPolicy: Partial<RotationPolicy>;
  /** Seconds of the betting timer, or null for no timer (the dealer closes betting). */
  readonly bettingSeconds: number | null;
  readonly decks: number;
}

/** A table's configuration row, as the admin entered it. */
export interface TableConfigInput {
  readonly tableId: string;
  readonly name: string;
  readonly gameId: string;
  readonly gameOptions?: unknown;
  readonly rulesVersion?: string;
  readonly seats: number;
  readonly minWagerCents: number;
  readonly maxWagerCents: number;
  readonly feeScheduleId: string;
  readonly feeOptionId: string;
  readonly feeOptionData?: unknown;
  readonly rotationPolicy?: unknown;
  readonly bettingSeconds?: number | null;
  readonly decks?: number;
}

export class SettingsError extends Error {
  override name = "SettingsError";
}

export function optionsRecord(value: unknown): Record<string, string | number | boolean> {
  if (value === null || value === undefined) return {};
  if (typeof value !== "object" || Array.isArray(value)) throw new SettingsError("game options must be an object of named options");
  return value as Record<string, string | number | boolean>;
}

/**
 * An option printed "$5 - No Limit" (Mortimer's Pure 21.5, seed 003 L1302-1316) fixes the minimum
 * only: the table still posts a maximum of the room's own (the settings hold a number), which the
 * option neither checks nor changes.
 */
export function noLimit(option: ScheduleOption): boolean {
  return option.limit.kind === "spot" && option.limit.max === null;
}

export function resolveFeeOption(scheduleId: string, optionId: string, data?: unknown): ScheduleOption {
  const schedule = getSchedule(scheduleId);
  if (schedule.kind === "room-entered") {
    if (data === undefined || data === null) throw new SettingsError(`fee schedule "${scheduleId}" prints no table: the room must enter option ${optionId}`);
    return parseRoomEnteredOption(schedule, { ...(data as object), id: optionId });
  }
  return getScheduleOption(scheduleId, optionId);
}

/** The table's rotation policy as configured (the defaults where it says nothing), refused in words when it cannot run. */
export function rotationPolicyOf(input: Pick<TableConfigInput, "rotationPolicy">): RotationPolicy {
  try {
    return rotationPolicy((input.rotationPolicy ?? {}) as Partial<RotationPolicy>);
  } catch (error) {
    throw new SettingsError((error as Error).message);
  }
}

/** The settings every game shares, checked; the family has already checked its game, seats and decks. */
export function baseSettings(input: TableConfigInput, gameOptions: Record<string, string | number | boolean>, decks: number): TableSettingsBase {
  if (!Number.isInteger(input.minWagerCents) || !Number.isInteger(input.maxWagerCents) || input.minWagerCents < 1 || input.maxWagerCents < input.minWagerCents) {
    throw new SettingsError("table limits must be whole cents with 0 < min ≤ max");
  }
  // A game takes only the schedules filed with it (fees/filed-pairings.ts). Only new configurations
  // come through here: a table's log replays the settings its events carry, so an older pairing keeps running.
  const unpaired = pairingProblem({ gameId: input.gameId, feeScheduleId: input.feeScheduleId, gameOptions });
  if (unpaired !== null) throw new SettingsError(unpaired.message);
  let fee: ScheduleOption;
  try {
    fee = resolveFeeOption(input.feeScheduleId, input.feeOptionId, input.feeOptionData);
    // An option is filed for its table limit (fees.md O2): the limits posted must be that limit, or
    // fall in the range the filing lets a room set; under a "No Limit" option the room posts its own maximum.
    // A poker option is chosen by the table's stakes (structure, limits, blinds), which its family checks.
    if (fee.limit.kind !== "poker") assertTableLimitAllowed(fee, { min: input.minWagerCents, max: noLimit(fee) ? null : input.maxWagerCents });
  } catch (error) {
    throw new SettingsError((error as Error).message);
  }
  const policy = rotationPolicyOf(input);
  return {
    tableId: input.tableId,
    name: input.name,
    gameId: input.gameId,
    gameOptions,
    rulesVersion: input.rulesVersion ?? "1",
    seats: input.seats,
    limits: { min: input.minWagerCents, max: input.maxWagerCents },
    fee: { scheduleId: input.feeScheduleId, optionId: input.feeOptionId, option: fee },
    rotationPolicy: policy,
    bettingSeconds: input.bettingSeconds ?? null,
    decks,
  };
}

/**
 * A table's configuration as the `tables` row stores it: the betting timer and the decks travel
 * among the game options. The `configure-table` command carries this form, so the row written with
 * its event is exactly what the table runs.
 */
export interface StoredTableConfig {
  readonly name: string;
  readonly gameId: string;
  readonly seats: number;
  readonly gameOptions: Readonly<Record<string, string | number | boolean>>;
  readonly rulesVersion: string;
  readonly minWagerCents: number;
  readonly maxWagerCents: number;
  readonly feeScheduleId: string;
  readonly feeOptionId: string;
  readonly feeOptionData: unknown;
  readonly rotationPolicy: unknown;
}

/** The stored form as the settings' input. */
export function configInputOf(tableId: string, config: StoredTableConfig): TableConfigInput {
  const { bettingSeconds, decks, ...gameOptions } = (config.gameOptions ?? {}) as { bettingSeconds?: unknown; decks?: unknown } & Record<string, string | number | boolean>;
  return {
    tableId,
    name: config.name,
    gameId: config.gameId,
    gameOptions,
    rulesVersion: config.rulesVersion,
    seats: config.seats,
    minWagerCents: config.minWagerCents,
    maxWagerCents: config.maxWagerCents,
    feeScheduleId: config.feeScheduleId,
    feeOptionId: config.feeOptionId,
    feeOptionData: config.feeOptionData,
    rotationPolicy: config.rotationPolicy,
    bettingSeconds: typeof bettingSeconds === "number" ? bettingSeconds : null,
    ...(typeof decks === "number" ? { decks } : {}),
  };
}

/**
 * The table limits that go with a change to `option`: an option printed for one limit brings that
 * limit (fees.md O2: "Option 3: limits $5.00 - $100.00"); an option whose filing only bounds the
 * limit a room posts keeps the table's limits when they fit. Throws a SettingsError, saying what to
 * do, when they do not fit or when the option prints no upper limit.
 */
export function limitsForOption(option: ScheduleOption, current: { readonly min: Cents; readonly max: Cents }): { min: Cents; max: Cents } {
  const l = option.limit;
  if (l.kind === "spot") {
    if (l.max === null) {
      // "$5 - No Limit": the option brings its minimum; the maximum stays the one the room posts.
      if (current.max < l.min) throw new SettingsError(`option ${option.id} is filed for ${formatCents(l.min)} - No Limit, above this table's maximum ${formatCents(current.max)}: an admin sets the table's limits with the option`);
      return { min: l.min, max: current.max };
    }
    return { min: l.min, max: l.max };
  }
  try {
    assertTableLimitAllowed(option, current);
  } catch (error) {
    throw new SettingsError(`${(error as Error).message}; an admin changes the table's limits and the option together`);
  }
  return { min: current.min, max: current.max };
}
