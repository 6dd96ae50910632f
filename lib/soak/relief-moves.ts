/**
 * The soak run's dealer reliefs (issue 31): which table is relieved next and by whom. A dealer off
 * duty relieves first (the one relieved last time is the next relief, as on a floor's rotation);
 * when none is, a dealer from another table takes it over too. Pure, the randomness injected.
 */
import type { AutoplayRandom } from "../domain/table/common/autoplay";

export interface OnDuty {
  readonly tableId: string;
  readonly staffId: string;
}

/** The relief to send: a table with a dealer on duty and a dealer not on duty there; null when none. */
export function reliefFor(onDuty: readonly OnDuty[], dealers: readonly string[], random: AutoplayRandom): { tableId: string; staffId: string } | null {
  if (onDuty.length === 0) return null;
  const at = onDuty[random.int(onDuty.length)]!;
  const there = new Set(onDuty.filter((d) => d.tableId === at.tableId).map((d) => d.staffId));
  const busy = new Set(onDuty.map((d) => d.staffId));
  const off = dealers.filter((d) => !busy.has(d));
  const others = dealers.filter((d) => !there.has(d));
  const pool = off.length > 0 ? off : others;
  if (pool.length === 0) return null;
  return { tableId: at.tableId, staffId: pool[random.int(pool.length)]! };
}
