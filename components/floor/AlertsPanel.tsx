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

/**
 * One alert: what it is, when, its message and its acknowledgement (with an optional note). `compact`
 * on a table's card of the dashboard: the acknowledgement's form opens on a tap, so the card stays small.
 */
export function AlertItem({ alert, timeZone, tableName, onAcknowledged, compact = false }: { alert: AlertView; timeZone: string; tableName: string | null; onAcknowledged: (id: string) => void; compact?: boolean }) {
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
  const form = (
    <div className={`flex flex-wrap items-end gap-2 ${compact ? "mt-1" : "mt-2"}`}>
      <label htmlFor={noteId} className="sr-only">
        Note for this acknowledgement (optional)
      </label>
      <input id={noteId} value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} placeholder="Note (optional)" className={`min-w-0 flex-1 rounded-md border border-slate-500 bg-slate-900 px-3 ${compact ? "min-h-9" : "min-h-11"}`} />
      <button
        type="button"
        onClick={acknowledge}
        disabled={busy || alert.pending}
        aria-busy={busy || undefined}
        className={`inline-flex items-center gap-2 rounded-lg bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-50 ${compact ? "min-h-9" : "min-h-11"}`}
      >
        {busy ? <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
        Acknowledge
      </button>
    </div>
  );
  return (
    <li className={`rounded-lg border-l-4 bg-slate-950 ${compact ? "px-2 py-1 text-[13px] leading-[18px]" : "p-3"} ${KIND_STYLE[alert.kind] ?? "border-slate-500"}`} data-testid="alert" data-kind={alert.kind} data-severity={ALERT_SEVERITY[alert.kind] === 0 ? "critical" : ALERT_SEVERITY[alert.kind] === 1 ? "warning" : "notice"}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {ALERT_SEVERITY[alert.kind] === 0 ? <span className="rounded bg-red-700 px-1.5 text-xs font-bold uppercase text-white">Urgent</span> : null}
        <strong className={compact ? "text-sm" : "text-base"}>{alert.title}</strong>
        {tableName ? <span className="text-sm text-slate-300">{tableName}</span> : null}
        <span className={compact ? "text-slate-300" : "text-sm text-slate-300"}>
          {compact ? "" : "raised "}
          {dateTime(alert.raisedAt, timeZone)}
          {alert.occurrences > 1 ? ` · ${alert.occurrences} times, last ${dateTime(alert.lastRaisedAt, timeZone)}` : ""}
        </span>
        {alert.clearedAt ? <span className="rounded bg-slate-700 px-2 text-sm text-slate-100">condition ended {dateTime(alert.clearedAt, timeZone)}</span> : null}
        {alert.pending ? <span className="rounded bg-amber-400 px-2 text-sm text-slate-950">not saved yet</span> : null}
      </div>
      <p className={compact ? "" : "mt-1"}>{alert.message}</p>
      {compact ? (
        <details>
          <summary className="cursor-pointer font-semibold text-amber-300" data-testid="alert-acknowledge-open">
            Acknowledge…
          </summary>
          {form}
        </details>
      ) : (
        form
      )}
      {error ? (
        <p role="alert" className="mt-2 text-red-200">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The alerts of no table on the floor (the database failing, the record's chain broken): a band over
 * the tables, shown only while there are some. Each table's own alerts are on its card. Each stays
 * until a supervisor acknowledges it (with their name, in the audit trail), the urgent first.
 */
export function RoomAlerts({ alerts, timeZone, onAcknowledged }: { alerts: readonly AlertView[]; timeZone: string; onAcknowledged: (id: string) => void }) {
  if (alerts.length === 0) return null;
  const ordered = [...alerts].sort(compareAlerts);
  return (
    <section aria-labelledby="room-alerts-heading" className="mt-3 rounded-xl border border-red-500 bg-slate-900 p-3" data-testid="room-alerts">
      <h2 id="room-alerts-heading" className="text-lg font-semibold">
        Room alerts <span className="ml-1 rounded-full bg-red-700 px-2 text-base text-white">{alerts.length}</span>
      </h2>
      <ul className="mt-2 grid gap-2 [grid-template-columns:repeat(auto-fill,minmax(28rem,1fr))]" aria-live="polite">
        {ordered.map((a) => (
          <AlertItem key={a.id} alert={a} timeZone={timeZone} tableName={null} onAcknowledged={onAcknowledged} />
        ))}
      </ul>
    </section>
  );
}

/**
 * A table's alerts on its card of the dashboard, first on it: one line, the most urgent alert's title
 * and how many more, that opens the whole list (urgent first, newest first) over the cards below on a
 * tap. The card keeps its height however many alerts a busy night leaves, so the floor's 24 tables
 * stay in one screen (issue 29); each alert stays until a supervisor acknowledges it.
 */
export function TableAlerts({ tableId, alerts, timeZone, onAcknowledged }: { tableId: string; alerts: readonly AlertView[]; timeZone: string; onAcknowledged: (id: string) => void }) {
  if (alerts.length === 0) return null;
  const ordered = [...alerts].sort(compareAlerts);
  const first = ordered[0]!;
  const urgent = ALERT_SEVERITY[first.kind] === 0;
  const more = ordered.length - 1;
  return (
    <details className="group mt-1" data-testid={`table-alerts-${tableId}`}>
      <summary
        className={`flex min-h-7 cursor-pointer list-none items-center gap-1.5 rounded-md border-l-4 bg-red-950 px-2 font-semibold text-red-50 ${KIND_STYLE[first.kind] ?? "border-slate-500"}`}
        data-testid={`table-alerts-open-${tableId}`}
        aria-label={`${ordered.length === 1 ? "1 alert" : `${ordered.length} alerts`}: ${first.title}${more ? ` and ${more} more` : ""}. Show ${ordered.length === 1 ? "it" : "them"}`}
      >
        {urgent ? <span className="rounded bg-red-700 px-1 text-[11px] font-bold uppercase leading-4 text-white">Urgent</span> : null}
        <span className="min-w-0 flex-1 break-words">{first.title}</span>
        {more ? <span className="shrink-0 rounded-full bg-red-700 px-1.5 text-white">+{more}</span> : null}
        <span aria-hidden className="shrink-0 text-red-200 group-open:rotate-180">▾</span>
      </summary>
      <ul className="absolute inset-x-0 top-full z-20 mt-1 max-h-[70vh] space-y-1 overflow-y-auto rounded-xl border border-red-500 bg-slate-900 p-1.5 shadow-2xl" aria-label="Alerts" aria-live="polite">
        {ordered.map((a) => (
          <AlertItem key={a.id} alert={a} timeZone={timeZone} tableName={null} onAcknowledged={onAcknowledged} compact />
        ))}
      </ul>
    </details>
  );
}
