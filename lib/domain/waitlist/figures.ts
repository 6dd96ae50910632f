/**
 * The floor's figures for a period (a shift): per list, the average and the longest wait (from
 * signing up to the first seat in the game), the players seated and seated per hour, and how many
 * tables dealt each game through the period. While the period is running, players still waiting
 * count in the longest wait with their wait so far.
 */
import { queueEntries, type WaitlistState } from "./state";

export interface ListFigures {
  readonly listId: string;
  readonly label: string;
  /** Players on the list now (0 for a period that is over). */
  readonly waitingNow: number;
  readonly seated: number;
  /** Milliseconds, over the players seated in the period; null when nobody was. */
  readonly averageWaitMs: number | null;
  /** Milliseconds: the longest of the completed waits and, while the period runs, the current ones. */
  readonly longestWaitMs: number | null;
  readonly seatedPerHour: number;
}

export interface TablesOpenFigures {
  readonly listId: string;
  readonly label: string;
  /** Tables dealing the game at the end of the period (or now, while it runs). */
  readonly now: number;
  readonly peak: number;
  /** The count from the period's start and at every change within it. */
  readonly steps: readonly { readonly at: number; readonly count: number }[];
}

export interface WaitlistFigures {
  readonly from: number;
  readonly to: number;
  readonly lists: readonly ListFigures[];
  readonly totals: { readonly seated: number; readonly averageWaitMs: number | null; readonly seatedPerHour: number };
  readonly tablesOpen: readonly TablesOpenFigures[];
}

const HOUR = 3_600_000;

function mean(values: readonly number[]): number | null {
  return values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null;
}

export function waitlistFigures(state: WaitlistState, period: { from: number; to: number }, now: number): WaitlistFigures {
  const { from, to } = period;
  const end = Math.min(now, to);
  const hours = Math.max(0, end - from) / HOUR;
  const running = now >= from && now < to;
  const perHour = (n: number) => (hours > 0 ? Math.round((n / hours) * 10) / 10 : 0);
  const inPeriod = state.seatings.filter((s) => s.seatedAt >= from && s.seatedAt < to);

  const listIds = new Set<string>([...Object.keys(state.lists), ...inPeriod.map((s) => s.listId), ...state.tableSpans.map((s) => s.listId)]);
  const label = (id: string) => state.listNames[id] ?? id;

  const lists: ListFigures[] = [...listIds]
    .filter((id) => state.lists[id] || inPeriod.some((s) => s.listId === id))
    .sort()
    .map((listId) => {
      const waits = inPeriod.filter((s) => s.listId === listId).map((s) => s.seatedAt - s.signedUpAt);
      const current = running ? queueEntries(state, `list:${listId}`).map((e) => now - e.signedUpAt) : [];
      const all = [...waits, ...current];
      return {
        listId,
        label: label(listId),
        waitingNow: running ? queueEntries(state, `list:${listId}`).length : 0,
        seated: waits.length,
        averageWaitMs: mean(waits),
        longestWaitMs: all.length ? Math.max(...all) : null,
        seatedPerHour: perHour(waits.length),
      };
    });

  const tablesOpen: TablesOpenFigures[] = [...listIds].sort().flatMap((listId) => {
    const spans = state.tableSpans.filter((s) => s.listId === listId && s.openedAt < to && (s.closedAt === null || s.closedAt > from));
    if (spans.length === 0) return [];
    const openAt = (t: number) => spans.filter((s) => s.openedAt <= t && (s.closedAt === null || s.closedAt > t)).length;
    const changes = [...new Set(spans.flatMap((s) => [s.openedAt, ...(s.closedAt === null ? [] : [s.closedAt])]).filter((t) => t > from && t <= end))].sort((a, b) => a - b);
    const steps = [{ at: from, count: openAt(from) }, ...changes.map((at) => ({ at, count: openAt(at) }))];
    return [{ listId, label: label(listId), now: openAt(end), peak: Math.max(...steps.map((s) => s.count)), steps }];
  });

  return {
    from,
    to,
    lists,
    totals: { seated: inPeriod.length, averageWaitMs: mean(inPeriod.map((s) => s.seatedAt - s.signedUpAt)), seatedPerHour: perHour(inPeriod.length) },
    tablesOpen,
  };
}
