"use client";
/** The reports' period: a day (in the room's time zone) and one shift of it or the whole day. */
import type { FormEvent } from "react";
import { Field } from "@/components/floor/Field";
import type { ReportPeriod } from "./report-period";
import { inputClass, Spinner } from "./ui";

export function ReportPeriodForm({
  draft,
  shifts,
  timeZone,
  loading,
  onDraft,
  onShow,
}: {
  /** The period as chosen, shown once submitted. */
  draft: ReportPeriod;
  shifts: readonly { id: string; name: string; start: string; end: string }[];
  timeZone: string;
  loading: boolean;
  onDraft: (period: ReportPeriod) => void;
  onShow: (e: FormEvent) => void;
}) {
  return (
    <form onSubmit={onShow} className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-700 bg-slate-900 p-4" aria-label="Report period">
      <Field label={<>Day ({timeZone})</>}>
        {(id) => (
          <input id={id} type="date" required value={draft.day} onChange={(e) => onDraft({ ...draft, day: e.target.value })} className={inputClass} />
        )}
      </Field>
      <Field label="Shift">
        {(id) => (
          <select id={id} value={draft.shift} onChange={(e) => onDraft({ ...draft, shift: e.target.value })} className={inputClass}>
            {shifts.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} {s.start}–{s.end}
              </option>
            ))}
            <option value="all">Whole day</option>
          </select>
        )}
      </Field>
      <button type="submit" disabled={loading} className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-50">
        Show
      </button>
      {loading ? <Spinner label="Loading the reports…" /> : null}
    </form>
  );
}
