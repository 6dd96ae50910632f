/**
 * A poker table's settings from its configuration: the game and its named options (checked by the
 * game itself), the seats, and the table's stakes, which choose its schedule option ("Only one
 * collection schedule option, which utilizes one table limit ... shall be used at a table at any
 * one time", seed 004 L64): the option follows the configured limit or blinds, never a bet.
 *
 * The stakes travel in the configuration the admin already edits: the table's minimum and maximum
 * are the small and big bet (limit), the least and most bet (spread limit), or the small and big
 * blind (pot limit, no limit); the game options carry the structure, the blinds of a limit or
 * spread game where the filing does not print them, Kings' no-limit buy-in, the limit grouping of
 * Kings' merged cells, the chip and whether the wall shows the board.
 */
import { isPokerGameId, optionForStakes, pokerGame, PokerRefusal, postedOptions, type BettingStructure, type KingsLimitGrouping, type PokerGame, type PokerGameId, type PokerStakes } from "../../poker";
import type { Cents } from "../../money";
import { baseSettings, optionsRecord, SettingsError, type TableConfigInput, type TableSettingsBase } from "../common/settings";

export interface PokerTableSettings extends TableSettingsBase {
  readonly gameId: PokerGameId;
  readonly stakes: PokerStakes;
  readonly grouping: KingsLimitGrouping;
  /** The smallest chip in play (odd chips at a showdown). */
  readonly chipCents: Cents;
  /** The room shows the board on the wall: the dealer enters the flop, turn and river. */
  readonly wallBoard: boolean;
}

/** The table's own keys among the game options (the rest are the game's named options). */
export const STAKES_KEYS = ["structure", "smallBlindCents", "bigBlindCents", "buyInMinCents", "buyInMaxCents", "limitGrouping", "chipCents", "wallBoard"] as const;
type StakesKey = (typeof STAKES_KEYS)[number];

const STRUCTURES: readonly BettingStructure[] = ["limit", "spread-limit", "pot-limit", "no-limit"];

function split(options: Record<string, string | number | boolean>): { table: Partial<Record<StakesKey, string | number | boolean>>; named: Record<string, string | number | boolean> } {
  const table: Partial<Record<StakesKey, string | number | boolean>> = {};
  const named: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(options)) {
    if ((STAKES_KEYS as readonly string[]).includes(k)) table[k as StakesKey] = v;
    else named[k] = v;
  }
  return { table, named };
}

function centsOption(value: unknown, what: string): Cents | null {
  if (value === undefined || value === null || value === 0) return null;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) throw new SettingsError(`${what} is a whole number of cents`);
  return value;
}

/** The blinds printed with a Mortimer's limit, where the table does not set its own. */
function printedBlinds(game: PokerGame, small: Cents, big: Cents): { small: Cents; big: Cents } | null {
  for (const o of postedOptions(game.feeScheduleId)) {
    for (const l of o.limits) if (l.kind === "limit" && l.smallBet === small && l.bigBet === big && l.blinds) return l.blinds;
  }
  return null;
}

/** The stakes a configuration describes, in the engine's shape; a SettingsError names what is missing. */
export function stakesOf(game: PokerGame, input: Pick<TableConfigInput, "minWagerCents" | "maxWagerCents">, table: Partial<Record<StakesKey, unknown>>): PokerStakes {
  const structure = (table.structure ?? "limit") as BettingStructure;
  if (!STRUCTURES.includes(structure)) throw new SettingsError(`the betting structure is one of ${STRUCTURES.join(", ")}, not ${JSON.stringify(table.structure)}`);
  const small = centsOption(table.smallBlindCents, "the small blind");
  const big = centsOption(table.bigBlindCents, "the big blind");
  const { minWagerCents: min, maxWagerCents: max } = input;
  if (structure === "pot-limit" || structure === "no-limit") {
    const buyInMin = centsOption(table.buyInMinCents, "the least buy-in");
    const buyInMax = centsOption(table.buyInMaxCents, "the most buy-in");
    return {
      structure,
      blinds: { small: small ?? min, big: big ?? max },
      ...(buyInMin !== null ? { buyIn: { min: buyInMin, max: buyInMax } } : {}),
    };
  }
  const blinds = small !== null && big !== null ? { small, big } : structure === "limit" ? printedBlinds(game, min, max) : null;
  if (blinds === null) throw new SettingsError(`${game.name} (${game.room}) prints no blinds with this limit: set the small and big blind`);
  return structure === "limit" ? { structure, smallBet: min, bigBet: max, blinds } : { structure, spread: { min, max }, blinds };
}

export function pokerSettingsFromConfig(input: TableConfigInput): PokerTableSettings {
  if (!isPokerGameId(input.gameId)) throw new SettingsError(`"${input.gameId}" is not a game of the poker family`);
  const gameOptions = optionsRecord(input.gameOptions);
  const { table, named } = split(gameOptions);
  let game: PokerGame;
  try {
    game = pokerGame(input.gameId, named);
  } catch (error) {
    throw new SettingsError((error as Error).message);
  }
  if (!Number.isInteger(input.seats) || input.seats < 2 || input.seats > game.maxSeats) {
    throw new SettingsError(`${game.name} seats 2 to ${game.maxSeats} players, not ${input.seats}`);
  }
  const grouping = (table.limitGrouping ?? "A") as KingsLimitGrouping;
  if (grouping !== "A" && grouping !== "C") throw new SettingsError(`the limit grouping is "A" (the fee schedule's reading) or "C" (the alternative), not ${JSON.stringify(grouping)}`);
  const stakes = stakesOf(game, input, table);
  let chosen;
  try {
    chosen = optionForStakes(game, stakes, grouping);
  } catch (error) {
    if (error instanceof PokerRefusal || error instanceof RangeError) throw new SettingsError(error.message);
    throw error;
  }
  if (input.feeScheduleId === game.feeScheduleId && input.feeOptionId !== chosen.option.id) {
    throw new SettingsError(`these stakes take option ${chosen.option.id} of the schedule, not option ${input.feeOptionId}: the option follows the table's limit and blinds`);
  }
  const chipCents = centsOption(table.chipCents, "the chip") ?? 100;
  const base = baseSettings(input, gameOptions, 1);
  return { ...base, gameId: input.gameId, stakes, grouping, chipCents, wallBoard: table.wallBoard === true };
}

/** The schedule option a configuration's stakes take, for the admin (null when they take none). */
export function pokerOptionFor(input: TableConfigInput): string | null {
  return pokerFeeOptionFor(input)?.optionId ?? null;
}

/** The game's schedule and the option its stakes take (the family's `feeOptionFor`). */
export function pokerFeeOptionFor(input: TableConfigInput): { scheduleId: string; optionId: string } | null {
  if (!isPokerGameId(input.gameId)) return null;
  try {
    const { table, named } = split(optionsRecord(input.gameOptions));
    const game = pokerGame(input.gameId, named);
    return { scheduleId: game.feeScheduleId, optionId: optionForStakes(game, stakesOf(game, input, table), (table.limitGrouping ?? "A") as KingsLimitGrouping).option.id };
  } catch {
    return null;
  }
}

/** The game of a settings object's named options (the table keys set aside). */
export function namedOptions(settings: Pick<TableSettingsBase, "gameOptions">): Record<string, string | number | boolean> {
  return split({ ...settings.gameOptions }).named;
}
