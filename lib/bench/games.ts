/**
 * Which games a benchmark run deals and how each table of them is configured: `--game <game id>`,
 * the older `mixed` (Fortune 7 and EZ Baccarat), `all-families` (one demo game of each family) or
 * `all-demo-games`. A table of a game takes that game's demo-floor configuration (seats, fee
 * schedule and option, option data, limits, game options) from DEMO_TABLES itself, so the
 * benchmark plays the tables a room would open.
 */
import { DEMO_TABLES } from "@/lib/server/demo-floor";
import type { DemoTable } from "@/lib/domain/table/common/demo-table";
import { familyOf, GAME_FAMILIES, allGameIds, type GameFamily } from "@/lib/domain/table/families";

export const MIXES = ["mixed", "all-families", "all-demo-games"] as const;

/** The games the older runs (history, --recover, --micro, --nodes 2, --floor-page) can deal: baccarat through the bench's own driver. */
export const BACCARAT_DRIVER_GAMES: readonly string[] = ["fortune-7-baccarat", "ez-baccarat"];

/** A demo table's configuration (lib/domain/table/common/demo-table.ts) under its game and family, its game options always given. */
export interface GameTableConfig extends Omit<DemoTable, "id" | "name" | "gameId" | "gameOptions"> {
  readonly game: string;
  readonly family: GameFamily;
  readonly gameOptions: Readonly<Record<string, unknown>>;
}

/** The demo floor's configuration of a game, or null when no demo table deals it. */
export function demoConfigOf(game: string): GameTableConfig | null {
  const t = DEMO_TABLES.find((x) => x.gameId === game);
  const family = familyOf(game);
  if (!t || !family) return null;
  return {
    game,
    family,
    seats: t.seats,
    feeScheduleId: t.feeScheduleId,
    feeOptionId: t.feeOptionId,
    feeOptionData: t.feeOptionData,
    min: t.min,
    max: t.max,
    gameOptions: t.gameOptions ?? {},
  };
}

/** Every game the demo floor deals, in its order. */
export function demoGames(): string[] {
  return [...new Set(DEMO_TABLES.map((t) => t.gameId as string))];
}

/** The games a `--game` value deals, tables given to them round-robin. */
export function gamesOf(game: string): string[] {
  if (game === "mixed") return ["fortune-7-baccarat", "ez-baccarat"];
  if (game === "all-demo-games") return demoGames();
  if (game === "all-families") {
    // The first demo game of each family; for baccarat that is Fortune 7, so its figures compare with the older runs.
    return GAME_FAMILIES.map((f) => demoGames().find((g) => familyOf(g) === f)).filter((g): g is string => g !== undefined);
  }
  return [game];
}

/** The game of the table at `index` (0-based) of a run. */
export function gameOfTable(game: string, index: number): string {
  const games = gamesOf(game);
  return games[index % games.length]!;
}

/** Why a `--game` value cannot be run (one line), or null when it can. */
export function gameProblem(game: string): string | null {
  if ((MIXES as readonly string[]).includes(game)) return null;
  if (!allGameIds().includes(game)) return `--game must be a game id this system runs (e.g. ${demoGames().slice(0, 3).join(", ")}), ${MIXES.join(", ")}; got "${game}"`;
  if (!demoConfigOf(game)) return `--game ${game}: no demo table deals this game, so there is no configuration to take (lib/server/demo-floor.ts); choose one of ${demoGames().join(", ")}`;
  return null;
}

/** Whether every table of this `--game` is baccarat played by the bench's own driver (the runs older than every family). */
export function baccaratDriverOnly(game: string): boolean {
  return gamesOf(game).every((g) => BACCARAT_DRIVER_GAMES.includes(g));
}

/** Whether an accepted command of this type completes a round (a poker hand completes when its pot is awarded). */
export function roundEnds(family: GameFamily, commandType: string): boolean {
  return commandType === (family === "poker" ? "award" : "end-round");
}
