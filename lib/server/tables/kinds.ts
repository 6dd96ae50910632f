import { isBaccaratGameId } from "@/lib/domain/baccarat";
import { isNoBustGameId } from "@/lib/domain/no-bust";
import { baccaratKind } from "./baccarat-kind";
import { noBustKind } from "./no-bust-kind";
import type { AnyTableKind } from "./table-kind";

/** The game family that runs a table of the given game. */
export function kindFor(gameId: string): AnyTableKind | undefined {
  if (isBaccaratGameId(gameId)) return baccaratKind as AnyTableKind;
  if (isNoBustGameId(gameId)) return noBustKind as AnyTableKind;
  return undefined;
}
