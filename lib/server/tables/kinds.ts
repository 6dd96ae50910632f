import { isBaccaratGameId } from "@/lib/domain/baccarat";
import { baccaratKind } from "./baccarat-kind";
import type { AnyTableKind } from "./table-kind";

/** The game family that runs a table of the given game. */
export function kindFor(gameId: string): AnyTableKind | undefined {
  if (isBaccaratGameId(gameId)) return baccaratKind as AnyTableKind;
  return undefined;
}
