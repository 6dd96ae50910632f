/**
 * One line of plain words per table event, for the round replay, the rotation log and the
 * regulator's export, whatever the table's game. Reads the event only (and the states around it,
 * for where a card went and the hands' values). The shared words are in lib/domain/table/common/floor-words.ts,
 * each family's own in its floor.ts.
 */
import type { FloorState } from "@/lib/domain/table/common/floor-records";
import { describeCommonEvent, isCommonEvent, STAFF_ID_AS_IS, type StaffName } from "@/lib/domain/table/common/floor-words";
import { floorFamilyForGame } from "./families";
import { eventWords, type AnyTableEvent } from "./history";

export { describeRotation, describeCommonEvent } from "@/lib/domain/table/common/floor-words";

/** `after` is the state once the event is applied; the family is the game of the table in either state; `staff` names who acted. */
export function describeEvent(event: AnyTableEvent, before: FloorState, after: FloorState = before, staff: StaffName = STAFF_ID_AS_IS): string {
  const gameId = after.settings?.gameId ?? before.settings?.gameId ?? (event.type === "TableOpened" ? event.settings.gameId : null);
  const family = gameId ? floorFamilyForGame(gameId) : undefined;
  if (family) return family.describe(event, before, after, staff);
  return isCommonEvent(event) ? describeCommonEvent(event, before, undefined, staff) : eventWords(event.type);
}
