/**
 * The settlement calculator's entry: one completed round given as a parsed JSON value, routed by
 * its game id to its family's settle entry (lib/domain/table/families.ts), which parses, checks,
 * plays and settles it with the same functions the live tables use. A bad input throws
 * `SettleInputError` ("<field>: <why>").
 */
import { GAME_FAMILIES, TABLE_FAMILIES, tableFamilyOf, type FamilyOf, type GameFamily } from "../table/families";
import { SettleInputError } from "./input-errors";

/** Every family's report (each family's `settle` returns its own). */
export type SettleReportOf<F extends GameFamily> = ReturnType<FamilyOf<F>["settle"]["run"]>;
export type AnySettleReport = { [F in GameFamily]: SettleReportOf<F> }[GameFamily];

/** "unknown baccarat game "x" (games: ...) or No Bust blackjack game (...)": every family's games. */
function unknownGame(gameId: string): string {
  return GAME_FAMILIES.map((f, i) => {
    const family = TABLE_FAMILIES[f];
    const name = family.noun;
    return i === 0 ? `unknown ${name} game ${JSON.stringify(gameId)} (games: ${family.gameIds.join(", ")})` : `${name} game (${family.gameIds.join(", ")})`;
  }).join(" or ");
}

export function settleReport(raw: unknown): AnySettleReport {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) throw new SettleInputError("input", "the round must be one JSON object");
  const gameId = (raw as { game?: unknown }).game;
  if (typeof gameId !== "string") return TABLE_FAMILIES.baccarat.settle.run(raw);
  const family = tableFamilyOf(gameId);
  if (!family) throw new SettleInputError("game", unknownGame(gameId));
  return family.settle.run(raw) as AnySettleReport;
}

/** The family of a report's game. */
export function reportFamily(report: { readonly game: string }): GameFamily | null {
  for (const f of GAME_FAMILIES) if (TABLE_FAMILIES[f].isGameId(report.game)) return f;
  return null;
}

/** Every family's part of `npm run settle -- --help`, in registry order. */
export function settleUsage(): string {
  return GAME_FAMILIES.map((f) => TABLE_FAMILIES[f].settle.usage).join("\n\n");
}
