"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "@/lib/client/floor-api";
import type { WaitlistFigures } from "@/lib/domain/waitlist";
import { minutes, seatedPerHour, timeline } from "./format";
import { Panel } from "./ui";

interface FiguresAnswer {
  period: { label: string };
  timeZone: string;
  figures: WaitlistFigures;
}

const th = "px-2 py-2 text-left font-semibold text-slate-200";
const td = "px-2 py-2 align-top";

/**
 * The shift's figures: average and longest wait per list, players seated and seated per hour,
 * tables open per game through the shift. Fetched again a moment after the lists change, and every
 * minute (waits grow with the clock).
 */
export function FiguresPanel({ version }: { version: number }) {
  const [answer, setAnswer] = useState<FiguresAnswer | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    const got = await api<FiguresAnswer>("GET", "/api/waitlist/figures");
    setLoading(false);
    if (got.ok) {
      setAnswer(got);
      setError(null);
    } else setError(got.message);
  }, []);

  useEffect(() => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = setTimeout(() => void load(), version === 0 ? 0 : 1500);
    return () => {
      if (pending.current) clearTimeout(pending.current);
    };
  }, [version, load]);
  useEffect(() => {
    const id = setInterval(() => void load(), 60_000);
    return () => clearInterval(id);
  }, [load]);

  const f = answer?.figures;
  return (
    <Panel
      title="Figures this shift"
      id="waitlist-figures"
      description={answer ? `${answer.period.label}. A wait runs from signing up to the first seat in the game.` : "A wait runs from signing up to the first seat in the game."}
      actions={loading ? <span role="status" className="inline-flex items-center gap-2 text-sm text-slate-300"><span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />Updating…</span> : null}
    >
      {error ? <p role="alert" className="rounded-md border border-red-500 bg-red-950 px-3 py-2 text-red-100">{error}</p> : null}
      {f ? (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="waitlist-figures">
              <thead>
                <tr className="border-b border-slate-700">
                  <th className={th}>List</th>
                  <th className={th}>Waiting now</th>
                  <th className={th}>Average wait</th>
                  <th className={th}>Longest wait</th>
                  <th className={th}>Seated</th>
                  <th className={th}>Seated per hour</th>
                </tr>
              </thead>
              <tbody>
                {f.lists.map((l) => (
                  <tr key={l.listId} className="border-b border-slate-800">
                    <td className={td}>{l.label}</td>
                    <td className={td}>{l.waitingNow}</td>
                    <td className={td}>{minutes(l.averageWaitMs)}</td>
                    <td className={td}>{minutes(l.longestWaitMs)}</td>
                    <td className={td}>{l.seated}</td>
                    <td className={td}>{seatedPerHour(l.seatedPerHour)}</td>
                  </tr>
                ))}
                <tr className="font-semibold">
                  <td className={td}>All lists</td>
                  <td className={td}>{f.lists.reduce((n, l) => n + l.waitingNow, 0)}</td>
                  <td className={td}>{minutes(f.totals.averageWaitMs)}</td>
                  <td className={td}>—</td>
                  <td className={td}>{f.totals.seated}</td>
                  <td className={td}>{seatedPerHour(f.totals.seatedPerHour)}</td>
                </tr>
              </tbody>
            </table>
          </div>
          <h3 className="mt-4 font-semibold">Tables open per game</h3>
          {f.tablesOpen.length ? (
            <ul className="mt-1 space-y-1 text-sm">
              {f.tablesOpen.map((t) => (
                <li key={t.listId}>
                  <span className="font-semibold">{t.label}</span>: {t.now} now, at most {t.peak} · {timeline(t.steps, answer!.timeZone)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-300">No table has dealt a game of the lists this shift.</p>
          )}
        </>
      ) : !error ? (
        <p role="status" className="text-slate-300">Loading the figures…</p>
      ) : null}
    </Panel>
  );
}
