/**
 * A table's settings from its configuration: the game and its options checked against the game's
 * named options, the fee schedule option resolved (a printed one, or the room's entry validated),
 * and the limits checked against the option. Anything wrong is refused with a plain reason.
 */
import { baccaratGame, isBaccaratGameId } from "../../baccarat";
import { getSchedule, getScheduleOption, parseRoomEnteredOption, type ScheduleOption } from "../../fees";
import { rotationPolicy, type RotationPolicy } from "../../rotation";
import type { TableSettings } from "./state";

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

function record(value: unknown): Record<string, string | number | boolean> {
  if (value === null || value === undefined) return {};
  if (typeof value !== "object" || Array.isArray(value)) throw new SettingsError("game options must be an object of named options");
  return value as Record<string, string | number | boolean>;
}

export function resolveFeeOption(scheduleId: string, optionId: string, data?: unknown): ScheduleOption {
  const schedule = getSchedule(scheduleId);
  if (schedule.kind === "room-entered") {
    if (data === undefined || data === null) throw new SettingsError(`fee schedule "${scheduleId}" prints no table: the room must enter option ${optionId}`);
    return parseRoomEnteredOption(schedule, { ...(data as object), id: optionId });
  }
  return getScheduleOption(scheduleId, optionId);
}

export function settingsFromConfig(input: TableConfigInput): TableSettings {
  if (!isBaccaratGameId(input.gameId)) throw new SettingsError(`"${input.gameId}" is not a game of the baccarat family`);
  const gameOptions = record(input.gameOptions);
  const game = baccaratGame(input.gameId, gameOptions);
  if (!game.tables.some((t) => t.layout.seats === input.seats)) {
    throw new SettingsError(`${game.name} is filed for ${game.tables.map((t) => t.layout.seats).join(" or ")} seats, not ${input.seats}`);
  }
  const decks = input.decks ?? Math.max(...game.decks);
  if (!game.decks.includes(decks)) throw new SettingsError(`${game.name} is played with ${game.decks.join(", ")} decks, not ${decks}`);
  if (!Number.isInteger(input.minWagerCents) || !Number.isInteger(input.maxWagerCents) || input.minWagerCents < 1 || input.maxWagerCents < input.minWagerCents) {
    throw new SettingsError("table limits must be whole cents with 0 < min ≤ max");
  }
  let fee: ScheduleOption;
  try {
    fee = resolveFeeOption(input.feeScheduleId, input.feeOptionId, input.feeOptionData);
  } catch (error) {
    throw new SettingsError((error as Error).message);
  }
  let policy: RotationPolicy;
  try {
    policy = rotationPolicy((input.rotationPolicy ?? {}) as Partial<RotationPolicy>);
  } catch (error) {
    throw new SettingsError((error as Error).message);
  }
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
