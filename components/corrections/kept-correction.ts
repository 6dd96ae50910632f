import { KeptCommand } from "@/lib/client/kept-command";
import type { AnyCorrection } from "@/lib/contract/corrections";

const KEPT = new Map<string, KeptCommand<AnyCorrection>>();

/**
 * The table's correction whose answer did not say whether it was applied, if any, with its id: kept
 * per table so that closing and opening the form again does not lose it.
 */
export function keptCorrection(tableId: string): KeptCommand<AnyCorrection> {
  let kept = KEPT.get(tableId);
  if (!kept) KEPT.set(tableId, (kept = new KeptCommand<AnyCorrection>()));
  return kept;
}
