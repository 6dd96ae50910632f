/**
 * The play behind a table's drop in a range, for the fee-drop report, the shift close and the
 * regulator's export: hands completed and voided, hands per hour, kill pots run (a finished hand
 * whose stored result records a kill: poker), and the net time collected and drop from the pot
 * (fee_drops.collection). Every family's tables have hands; only poker's have kills, time or a pot.
 */
import type { Database } from "@/lib/server/db/database";
import type { PlayFigures } from "@/lib/contract/reports";

export type { PlayFigures };

export const NO_PLAY: PlayFigures = { hands: 0, voided: 0, hours: 0, handsPerHour: null, killPots: 0, timeCollectedCents: 0, potDropCents: 0 };

const HOUR_MS = 60 * 60 * 1000;

/** Hands over hours, to one decimal; null under two hands (one hand has no rate). */
export function handsPerHour(hands: number, hours: number): number | null {
  return hands < 2 || hours <= 0 ? null : Math.round((hands / hours) * 10) / 10;
}

/** Figures summed over tables (a game, the room): hands and hours add, the rate is worked out again. */
export function addPlay(a: PlayFigures, b: PlayFigures): PlayFigures {
  const hands = a.hands + b.hands;
  const hours = a.hours + b.hours;
  return {
    hands,
    voided: a.voided + b.voided,
    hours,
    handsPerHour: handsPerHour(hands, hours),
    killPots: a.killPots + b.killPots,
    timeCollectedCents: a.timeCollectedCents + b.timeCollectedCents,
    potDropCents: a.potDropCents + b.potDropCents,
  };
}

/** Each table's figures for [from, to) (hands by the time they ended, fees by the time they were taken). */
export async function playFigures(db: Pick<Database, "pool">, range: { from: Date; to: Date }, tableId?: string): Promise<Map<string, PlayFigures>> {
  const [rounds, fees] = await Promise.all([
    db.pool.query<{ table_id: string; hands: number; voided: number; kills: number; first: Date | null; last: Date | null }>(
      `SELECT table_id,
              count(*) FILTER (WHERE status = 'complete')::int AS hands,
              count(*) FILTER (WHERE status = 'voided')::int AS voided,
              count(*) FILTER (WHERE status = 'complete' AND jsonb_typeof(result->'kill') = 'object')::int AS kills,
              min(started_at) FILTER (WHERE status = 'complete') AS first,
              max(ended_at) FILTER (WHERE status = 'complete') AS last
         FROM rounds
        WHERE ended_at >= $1 AND ended_at < $2 AND ($3::text IS NULL OR table_id = $3)
        GROUP BY table_id`,
      [range.from, range.to, tableId ?? null],
    ),
    db.pool.query<{ table_id: string; time: number; pot: number }>(
      `SELECT table_id,
              coalesce(sum(cents) FILTER (WHERE collection = 'time'), 0)::int AS time,
              coalesce(sum(cents) FILTER (WHERE collection = 'poker-drop'), 0)::int AS pot
         FROM fee_drops
        WHERE taken_at >= $1 AND taken_at < $2 AND ($3::text IS NULL OR table_id = $3)
        GROUP BY table_id`,
      [range.from, range.to, tableId ?? null],
    ),
  ]);
  const out = new Map<string, PlayFigures>();
  for (const r of rounds.rows) {
    const hours = r.first && r.last ? Math.max(0, r.last.getTime() - r.first.getTime()) / HOUR_MS : 0;
    out.set(r.table_id, { ...NO_PLAY, hands: r.hands, voided: r.voided, hours, handsPerHour: handsPerHour(r.hands, hours), killPots: r.kills });
  }
  for (const f of fees.rows) out.set(f.table_id, { ...(out.get(f.table_id) ?? NO_PLAY), timeCollectedCents: f.time, potDropCents: f.pot });
  return out;
}
