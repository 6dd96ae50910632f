"use client";
import { useState, type FormEvent } from "react";
import { api, dateTime } from "@/lib/client/floor-api";
import { zonedInstant } from "@/lib/domain/shifts/shifts";
import type { AuditRow } from "@/lib/contract/audit";
import { actionWords, detailWords } from "./audit-words";
import { ErrorNote, Section, Spinner, inputClass, labelClass, linkButtonClass, tdClass, thClass } from "./ui";

interface Filters {
  from: string;
  to: string;
  table: string;
  action: string;
  staff: string;
}

const EMPTY: Filters = { from: "", to: "", table: "", action: "", staff: "" };

/** The query string of the filters; a day starts at midnight in the room's time zone. */
function queryOf(f: Filters, timeZone: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...f, ...extra })) {
    if (!v) continue;
    params.set(k, k === "from" || k === "to" ? zonedInstant(v, "00:00", timeZone).toISOString() : v);
  }
  return params.toString();
}

/** The audit trail: filters, a page of entries newest first, older pages on demand, CSV of all that match. */
export function AuditTrail({
  initial,
  nextCursor: firstCursor,
  timeZone,
  actions,
  tables,
  staff,
}: {
  initial: AuditRow[];
  nextCursor: string | null;
  timeZone: string;
  actions: readonly string[];
  tables: readonly { id: string; name: string }[];
  staff: readonly { id: string; label: string }[];
}) {
  const [entries, setEntries] = useState(initial);
  const tableNames = new Map(tables.map((t) => [t.id, t.name]));
  const staffNames = new Map(staff.map((s) => [s.id, s.label]));
  const [cursor, setCursor] = useState(firstCursor);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);
  const [busy, setBusy] = useState<"search" | "more" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function load(f: Filters, before: string | null) {
    setBusy(before ? "more" : "search");
    setError(null);
    const answer = await api<{ entries: AuditRow[]; nextCursor: string | null }>("GET", `/api/audit?${queryOf(f, timeZone, { limit: "50", ...(before ? { before } : {}) })}`);
    setBusy(null);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    setEntries((old) => (before ? [...old, ...answer.entries] : answer.entries));
    setCursor(answer.nextCursor);
    setApplied(f);
  }

  function search(e: FormEvent) {
    e.preventDefault();
    void load(filters, null);
  }

  const set = (key: keyof Filters) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [key]: e.target.value }));

  return (
    <>
      <Section
        title="Filter"
        id="audit-filter"
        description="Every filter is optional. From and to are days in the room's time zone; to is the first day not included."
        actions={
          <a className={linkButtonClass} href={`/api/audit.csv?${queryOf(applied, timeZone)}`} download>
            Download CSV
          </a>
        }
      >
        <form onSubmit={search} className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-describedby={error ? "audit-error" : undefined}>
          <label className={labelClass}>
            From
            <input type="date" className={inputClass} value={filters.from} onChange={set("from")} />
          </label>
          <label className={labelClass}>
            To
            <input type="date" className={inputClass} value={filters.to} onChange={set("to")} />
          </label>
          <label className={labelClass}>
            Table
            <select className={inputClass} value={filters.table} onChange={set("table")}>
              <option value="">Any table</option>
              {tables.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            Action
            <select className={inputClass} value={filters.action} onChange={set("action")}>
              <option value="">Any action</option>
              {actions.map((a) => (
                <option key={a} value={a}>
                  {actionWords(a)}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            Staff
            <select className={inputClass} value={filters.staff} onChange={set("staff")}>
              <option value="">Anyone</option>
              {staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <div className="flex items-end gap-2">
            <button type="submit" className="min-h-11 rounded-lg bg-amber-400 px-4 font-semibold text-slate-950 disabled:opacity-60" disabled={busy !== null}>
              Show
            </button>
            {busy === "search" ? <Spinner label="Loading…" /> : null}
          </div>
        </form>
        {error ? <ErrorNote id="audit-error">{error}</ErrorNote> : null}
      </Section>

      <Section title="Entries" id="audit-entries" description={entries.length ? `${entries.length} shown, newest first.` : undefined}>
        {entries.length === 0 ? (
          <p className="text-slate-300">No entry matches these filters.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="audit-table">
              <thead>
                <tr className="border-b border-slate-700">
                  <th className={thClass}>When</th>
                  <th className={thClass}>Who</th>
                  <th className={thClass}>Action</th>
                  <th className={thClass}>Table</th>
                  <th className={thClass}>Why</th>
                  <th className={thClass}>What</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.id} className="border-b border-slate-800" data-testid="audit-entry" data-action={e.action}>
                    <td className={`${tdClass} whitespace-nowrap tabular-nums`}>{dateTime(e.at, timeZone)}</td>
                    <td className={tdClass}>{(e.staffId && staffNames.get(e.staffId)) ?? e.staffUsername ?? e.staffId ?? "—"}</td>
                    <td className={`${tdClass} font-medium`}>{actionWords(e.action)}</td>
                    <td className={tdClass}>{e.tableId ? (tableNames.get(e.tableId) ?? e.tableId) : "—"}</td>
                    <td className={tdClass}>{e.reason ?? ""}</td>
                    <td className={`${tdClass} max-w-md break-words text-slate-200`} data-testid="audit-detail">
                      {detailWords(e.action, e.detail, timeZone, { tableId: e.tableId, tableName: (id) => tableNames.get(id) })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {cursor ? (
          <div className="mt-4 flex items-center gap-3">
            <button type="button" className={linkButtonClass} onClick={() => void load(applied, cursor)} disabled={busy !== null}>
              Older entries
            </button>
            {busy === "more" ? <Spinner label="Loading…" /> : null}
          </div>
        ) : null}
      </Section>
    </>
  );
}
