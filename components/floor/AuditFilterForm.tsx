"use client";
/** The audit trail's filters: the form (days, table, action, staff), and the query string they make. */
import type { FormEvent } from "react";
import { zonedInstant } from "@/lib/domain/shifts/shifts";
import { actionWords } from "./audit-words";
import { Spinner, inputClass, labelClass } from "./ui";

export interface Filters {
  from: string;
  to: string;
  table: string;
  action: string;
  staff: string;
}

export const NO_FILTERS: Filters = { from: "", to: "", table: "", action: "", staff: "" };

/** The query string of the filters; a day starts at midnight in the room's time zone. */
export function queryOf(f: Filters, timeZone: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...f, ...extra })) {
    if (!v) continue;
    params.set(k, k === "from" || k === "to" ? zonedInstant(v, "00:00", timeZone).toISOString() : v);
  }
  return params.toString();
}

/** The filter form; a filter changed is applied when the form is sent (`onSearch`). */
export function AuditFilterForm({
  filters,
  onChange,
  onSearch,
  busy,
  error,
  tables,
  actions,
  staff,
}: {
  filters: Filters;
  onChange: (update: (f: Filters) => Filters) => void;
  onSearch: (e: FormEvent) => void;
  busy: "search" | "more" | null;
  error: string | null;
  tables: readonly { id: string; name: string }[];
  actions: readonly string[];
  staff: readonly { id: string; label: string }[];
}) {
  const set = (key: keyof Filters) => (e: { target: { value: string } }) => onChange((f) => ({ ...f, [key]: e.target.value }));
  return (
    <form onSubmit={onSearch} className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-describedby={error ? "audit-error" : undefined}>
      <label className={labelClass}>
        From
        <input type="date" className={inputClass} value={filters.from} onChange={set("from")} />
      </label>
      <label className={labelClass}>
        To
        <input type="date" className={inputClass} value={filters.to} onChange={set("to")} />
      </label>
      <FilterSelect label="Table" any="Any table" value={filters.table} onChange={set("table")} choices={tables.map((t) => ({ value: t.id, words: t.name }))} />
      <FilterSelect label="Action" any="Any action" value={filters.action} onChange={set("action")} choices={actions.map((a) => ({ value: a, words: actionWords(a) }))} />
      <FilterSelect label="Staff" any="Anyone" value={filters.staff} onChange={set("staff")} choices={staff.map((s) => ({ value: s.id, words: s.label }))} />
      <div className="flex items-end gap-2">
        <button type="submit" className="min-h-11 rounded-lg bg-amber-400 px-4 font-semibold text-slate-950 disabled:opacity-60" disabled={busy !== null}>
          Show
        </button>
        {busy === "search" ? <Spinner label="Loading…" /> : null}
      </div>
    </form>
  );
}

/** One filter chosen from a list, or any (`any`: the words for no filter). */
function FilterSelect({
  label,
  any,
  value,
  onChange,
  choices,
}: {
  label: string;
  any: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  choices: readonly { value: string; words: string }[];
}) {
  return (
    <label className={labelClass}>
      {label}
      <select className={inputClass} value={value} onChange={onChange}>
        <option value="">{any}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.words}
          </option>
        ))}
      </select>
    </label>
  );
}
