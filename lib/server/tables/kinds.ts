import { GAME_FAMILIES, TABLE_FAMILIES, familyOf, type GameFamily } from "@/lib/domain/table/families";
import { tableKind, type AnyTableKind } from "./table-kind";

const KINDS = Object.fromEntries(GAME_FAMILIES.map((f) => [f, tableKind(TABLE_FAMILIES[f])])) as Record<GameFamily, AnyTableKind>;

/** The game family that runs a table of the given game. */
export function kindFor(gameId: string): AnyTableKind | undefined {
  const family = familyOf(gameId);
  return family ? KINDS[family] : undefined;
}
