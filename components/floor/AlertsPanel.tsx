"use client";
import { useState } from "react";
import { api, dateTime } from "@/lib/client/floor-api";
import { ALERT_SEVERITY, compareAlerts, type AlertView } from "@/lib/contract/floor";

const KIND_STYLE: Record<string, string> = {
  "game-broken": "border-amber-400",
  "third-hand-attempt": "border-red-500",
  "table-idle": "border-sky-400",
  "device-offline": "border-red-500",
  "database-fault": "border-red-500",
  "repeated-refusals": "border-amber-400",
  "unfiled-pairing": "border-amber-400",
  "ledger-broken": "border-red-500",
};

function AlertItem({ alert, timeZone, tableName, onAcknowledged }: { alert: AlertView; timeZone: string; tableName: string | null; onAcknowledged: (id: string) => void }) {
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function acknowledge() {
    setBusy(true);
    setError(null);
    const answer = await api<{ alert: AlertView }>("POST", `/api/floor/alerts/${encodeURIComponent(alert.id)}/acknowledge`, note.trim() ? { note: note.trim() } : {});
    setBusy(false);
    if (answer.ok || answer.code === "ALREADY_ACKNOWLEDGED") onAcknowledged(alert.id);
    else setError(answer.message);
  }
  const noteId = `alert-note-${alert.id}`;
  return (
    <li className={`rounded-lg border-l-4 bg-slate-950 p-3 ${KIND_STYLE[alert.kind] ?? "border-slate-500"}`} data-testid="alert" data-kind={alert.kind} data-severity={ALERT_SEVERITY[alert.kind] === 0 ? "critical" : ALERT_SEVERITY[alert.kind] === 1 ? "warning" : "notice"}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {ALERT_SEVERITY[alert.kind] === 0 ? <span className="rounded bg-red-700 px-1.5 text-xs font-bold uppercase text-white">Urgent</span> : null}
        <strong className="text-base">{alert.title}</strong>
        {tableName ? <span className="text-sm text-slate-300">{tableName}</span> : null}
        <span className="text-sm text-slate-300">
          raised {dateTime(alert.raisedAt, timeZone)}
          {alert.occurrences > 1 ? ` · ${alert.occurrences} times, last ${dateTime(alert.lastRaisedAt, timeZone)}` : ""}
        </span>
        {alert.clearedAt ? <span className="rounded bg-slate-700 px-2 text-sm text-slate-100">condition ended {dateTime(alert.clearedAt, timeZone)}</span> : null}
        {alert.pending ? <span className="rounded bg-amber-400 px-2 text-sm text-slate-950">not saved yet</span> : null}
      </div>
      <p className="mt-1">{alert.message}</p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <label htmlFor={noteId} className="sr-only">
          Note for this acknowledgement (optional)
        </label>
        <input id={noteId} value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} placeholder="Note (optional)" className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-500 bg-slate-900 px-3" />
        <button
          type="button"
          onClick={acknowledge}
          disabled={busy || alert.pending}
          aria-busy={busy || undefined}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-50"
        >
          {busy ? <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
          Acknowledge
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-red-200">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Alerts stay here until a supervisor acknowledges them (with their name, in the audit trail): the
 * urgent first (a tablet offline, the database failing, a broken game), newest first within each.
 */
export function AlertsPanel({ alerts, timeZone, tableNames, onAcknowledged }: { alerts: AlertView[]; timeZone: string; tableNames: Record<string, string>; onAcknowledged: (id: string) => void }) {
  const ordered = [...alerts].sort(compareAlerts);
  return (
    <section aria-labelledby="alerts-heading" className="rounded-xl border border-slate-700 bg-slate-900 p-4 xl:sticky xl:top-4 xl:max-h-[calc(100dvh-2rem)] xl:overflow-y-auto" data-testid="alerts-panel">
      <h2 id="alerts-heading" className="text-xl font-semibold">
        Alerts {alerts.length ? <span className="ml-1 rounded-full bg-red-700 px-2 text-base text-white">{alerts.length}</span> : null}
      </h2>
      <p className="text-sm text-slate-300">Urgent first, newest first. Each stays until acknowledged.</p>
      <div aria-live="polite">
        {alerts.length === 0 ? (
          <p className="mt-3 text-slate-200" data-testid="no-alerts">
            No open alerts.
          </p>
        ) : (
          <ul className="mt-3 space-y-2">
            {ordered.map((a) => (
              <AlertItem key={a.id} alert={a} timeZone={timeZone} tableName={a.tableId ? (tableNames[a.tableId] ?? a.tableId) : null} onAcknowledged={onAcknowledged} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
