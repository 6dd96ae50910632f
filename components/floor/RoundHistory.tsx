"use client";
import { useState } from "react";
import { api, dateTime, money } from "@/lib/client/floor-api";
import type { RoundListItem, RoundReplay } from "@/lib/contract/history";
import { ReplayViewer } from "./ReplayViewer";
import { ErrorNote, Spinner, tdClass, thClass } from "./ui";

const STATUS: Record<string, string> = { complete: "Complete", voided: "Voided", betting: "Betting", dealing: "Dealing", settling: "Settling" };

function resultText(r: RoundListItem): string {
  if (r.status === "voided") return `Voided: ${r.voidReason ?? ""}`;
  return r.words.result;
}

/** A table's rounds, newest first, and the replay of the one picked. */
export function RoundHistory({ tableId, initial, nextBefore: firstNext, timeZone }: { tableId: string; initial: RoundListItem[]; nextBefore: number | null; timeZone: string }) {
  const [rounds, setRounds] = useState(initial);
  const [nextBefore, setNextBefore] = useState(firstNext);
  const [loadingMore, setLoadingMore] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [replay, setReplay] = useState<RoundReplay | null>(null);
  const [step, setStep] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function open(roundId: string) {
    setSelected(roundId);
    setLoading(true);
    setError(null);
    const answer = await api<{ replay: RoundReplay }>("GET", `/api/floor/tables/${encodeURIComponent(tableId)}/rounds/${encodeURIComponent(roundId)}/replay`);
    setLoading(false);
    if (answer.ok) {
      setReplay(answer.replay);
      setStep(0);
      requestAnimationFrame(() => document.getElementById("replay-heading")?.focus());
    } else setError(answer.message);
  }

  async function more() {
    if (nextBefore === null) return;
    setLoadingMore(true);
    const answer = await api<{ rounds: RoundListItem[]; nextBefore: number | null }>("GET", `/api/floor/tables/${encodeURIComponent(tableId)}/rounds?before=${nextBefore}`);
    setLoadingMore(false);
    if (answer.ok) {
      setRounds((r) => [...r, ...answer.rounds]);
      setNextBefore(answer.nextBefore);
    } else setError(answer.message);
  }

  return (
    <div>
      {rounds.length === 0 ? (
        <p className="mt-4 text-slate-200">No round has been dealt at this table yet.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm" data-testid="round-list">
            <caption className="sr-only">Rounds of this table, newest first</caption>
            <thead className="border-b border-slate-700">
              <tr>
                <th className={thClass}>Hand</th>
                <th className={thClass}>Started</th>
                <th className={thClass}>Status</th>
                <th className={thClass}>Result</th>
                <th className={thClass}>Cards</th>
                <th className={thClass}>Player-dealer</th>
                <th className={`${thClass} text-right`}>Bank after</th>
                <th className={`${thClass} text-right`}>Fees (net)</th>
                <th className={thClass}>
                  <span className="sr-only">Replay</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((r) => (
                <tr key={r.id} className={`border-b border-slate-800 ${selected === r.id ? "bg-slate-800" : ""}`}>
                  <td className={tdClass}>#{r.handNumber}</td>
                  <td className={tdClass}>{dateTime(r.startedAt, timeZone)}</td>
                  <td className={tdClass}>{STATUS[r.status] ?? r.status}</td>
                  <td className={tdClass}>{resultText(r)}</td>
                  <td className={`${tdClass} font-mono`}>{r.words.cards}</td>
                  <td className={tdClass}>{r.playerDealerSeat !== null ? `Seat ${r.playerDealerSeat}` : "—"}</td>
                  <td className={`${tdClass} text-right`}>{money(r.bankCents)}</td>
                  <td className={`${tdClass} text-right`}>{money(r.feeCents)}</td>
                  <td className={tdClass}>
                    <button
                      type="button"
                      onClick={() => void open(r.id)}
                      className="inline-flex min-h-11 items-center rounded-lg bg-amber-400 px-3 font-semibold text-slate-950 hover:bg-amber-300"
                      aria-label={`Replay hand ${r.handNumber}`}
                    >
                      Replay
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {nextBefore !== null ? (
            <button type="button" onClick={() => void more()} disabled={loadingMore} className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-slate-700 px-4 font-semibold text-white hover:bg-slate-600">
              {loadingMore ? "Loading…" : "Older rounds"}
            </button>
          ) : null}
        </div>
      )}
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      {loading ? (
        <p className="mt-4">
          <Spinner label="Replaying the round from the event log…" />
        </p>
      ) : null}
      {replay && !loading ? (
        <section aria-labelledby="replay-heading" className="mt-8 rounded-xl border border-slate-700 bg-slate-900 p-4">
          <h2 id="replay-heading" tabIndex={-1} className="text-xl font-semibold">
            Replay of hand #{replay.round?.handNumber ?? "?"}
          </h2>
          <p className="text-sm text-slate-300">
            Rebuilt from the table&apos;s event log: each step is one recorded event and what the supervisor saw right after it (the hole card shows while it is face down on the table). Use the
            buttons, the slider or the arrow keys.
          </p>
          <ReplayViewer replay={replay} step={step} onStep={setStep} timeZone={timeZone} />
        </section>
      ) : null}
    </div>
  );
}
