"use client";
import { Field } from "@/components/floor/Field";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { api } from "@/lib/client/floor-api";
import type { AdminTable, FeeScheduleInfo } from "@/lib/contract/admin";
import { ErrorNote, inputClass, labelClass, OkNote } from "@/components/floor/ui";
import { feeLimitMismatch, printedOptionChange } from "@/lib/client/fee-limits";
import { LimitWarning } from "./LimitWarning";

export const ROOM_ENTERED_TEMPLATE = {
  limit: { kind: "spot", min: 500, max: 10000 },
  collections: [
    { kind: "per-spot", wagers: "game", fee: { kind: "flat", cents: 100 } },
    { kind: "player-dealer", fee: { kind: "flat", cents: 200 } },
  ],
  timing: "before-deal",
};

/** The typed JSON of a room-entered option, or null while it does not parse. */
export function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The fee schedule option of a table. A printed option changes through the table's own
 * `change-fee-option` command (an event in its log, between rounds, audited); a room-entered one
 * (the filing prints no table) is typed in, validated like a printed one, and stored.
 */
export function FeeOptionEditor({ table, schedules }: { table: AdminTable; schedules: readonly FeeScheduleInfo[] }) {
  const router = useRouter();
  const [scheduleId, setScheduleId] = useState(table.feeScheduleId);
  const schedule = schedules.find((s) => s.id === scheduleId);
  const [optionId, setOptionId] = useState(table.feeOptionId);
  const [data, setData] = useState(JSON.stringify(table.feeOptionData ?? ROOM_ENTERED_TEMPLATE, null, 2));
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const option = schedule?.options.find((o) => o.id === optionId);
  const ids = `fee-${table.id}`;
  const limits = { min: table.minWagerCents, max: table.maxWagerCents };
  // A printed option brings its own table limit; a room-entered one must fit the table's limits.
  const printedChange = schedule?.kind === "printed" ? printedOptionChange(scheduleId, optionId, limits) : null;
  const mismatch = schedule?.kind === "printed" ? null : feeLimitMismatch(scheduleId, optionId, parsedOrNull(data), limits);

  async function save(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setDone(null);
    if (!schedule) return setError("Pick a fee schedule.");
    setBusy(true);
    if (schedule.kind === "printed") {
      const answer = await api<{ version: number }>("POST", `/api/floor/tables/${encodeURIComponent(table.id)}/fee-option`, { scheduleId, optionId, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      setBusy(false);
      if (!answer.ok) return setError(answer.message);
      setDone(`The table now takes ${schedule.title} option ${optionId} (recorded in the table's log).`);
    } else {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch (err) {
        setBusy(false);
        return setError(`The option is not valid JSON: ${(err as Error).message}`);
      }
      const answer = await api<{ message: string }>("PUT", `/api/admin/tables/${encodeURIComponent(table.id)}/fee-option`, { scheduleId, optionId: optionId.trim() || "A", data: parsed, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      setBusy(false);
      if (!answer.ok) return setError(answer.message);
      setDone(answer.message);
    }
    router.refresh();
  }

  const current = schedules.find((s) => s.id === table.feeScheduleId);
  if (current?.followsStakes) {
    // Poker: the option follows the table's stakes; the admin changes the stakes above.
    return (
      <section className="mt-6 border-t border-slate-700 pt-4" aria-label={`Fee schedule of ${table.name}`} data-testid={`fee-follows-stakes-${table.id}`}>
        <h3 className="font-semibold">Fee schedule option</h3>
        <p className="text-sm text-slate-300">
          In force: <strong className="text-slate-100">{current.title}</strong> option <strong className="text-slate-100">{table.feeOptionId}</strong> — {table.feeSource}. The option follows the table&apos;s stakes: change the limits and blinds above, and the
          option they are printed for comes with them.
        </p>
        <ul className="mt-1 text-sm">
          {table.feePosted.map((l, i) => (
            <li key={i} className="whitespace-pre">
              {l}
            </li>
          ))}
        </ul>
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer">Every printed option of this schedule</summary>
          <ul className="mt-1">
            {current.options.map((o) => (
              <li key={o.id}>
                Option {o.id} · {o.limit}
                {o.alternative ? <span className="text-slate-300"> ({o.alternative})</span> : null} — {o.posted.slice(1).join(" ")}
              </li>
            ))}
          </ul>
        </details>
      </section>
    );
  }
  return (
    <form onSubmit={save} className="mt-6 border-t border-slate-700 pt-4" aria-label={`Fee schedule of ${table.name}`}>
      <h3 className="font-semibold">Fee schedule option</h3>
      <p className="text-sm text-slate-300">
        In force: <strong className="text-slate-100">{table.feeScheduleId}</strong> option <strong className="text-slate-100">{table.feeOptionId}</strong> — {table.feeSource}
      </p>
      <ul className="mt-1 text-sm">
        {table.feePosted.map((l, i) => (
          <li key={i} className="whitespace-pre">
            {l}
          </li>
        ))}
      </ul>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <Field label="Schedule">
          {(id) => (
            <select id={id}
            className={inputClass}
            value={scheduleId}
            onChange={(e) => {
              setScheduleId(e.target.value);
              const s = schedules.find((x) => x.id === e.target.value);
              setOptionId(s?.kind === "printed" ? (s.options[0]?.id ?? "") : "A");
            }}
          >
            {schedules.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
                {s.room ? ` (${s.room})` : ""} — {s.kind === "printed" ? `${s.options.length} printed options` : "room enters its own"}
              </option>
            ))}
          </select>
          )}
        </Field>
        {schedule?.kind === "printed" ? (
          <Field label="Option">
            {(id) => (
              <select id={id} className={inputClass} value={optionId} onChange={(e) => setOptionId(e.target.value)}>
              {schedule.options.map((o) => (
                <option key={o.id} value={o.id}>
                  Option {o.id} · {o.limit}
                </option>
              ))}
            </select>
            )}
          </Field>
        ) : (
          <Field label="Option name">
            {(id) => (
              <input id={id} className={inputClass} value={optionId} maxLength={20} onChange={(e) => setOptionId(e.target.value)} />
            )}
          </Field>
        )}
      </div>
      {schedule ? (
        <p className="mt-2 text-sm text-slate-300">
          Filing: {schedule.source} · {schedule.rateLimit}
          {schedule.gameWagersOnly ? " · no collection on side bets" : ""}
        </p>
      ) : null}
      {schedule?.kind === "printed" && option ? (
        <div className="mt-2 rounded-md border border-slate-700 p-3 text-sm" data-testid={`fee-preview-${table.id}`}>
          <p className="font-medium">Posted at the table:</p>
          <ul>
            {option.posted.map((l, i) => (
              <li key={i} className="whitespace-pre">
                {l}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-slate-300">Source: {option.source}</p>
        </div>
      ) : null}
      {schedule?.kind === "room-entered" ? (
        <div className="mt-3">
          <label htmlFor={`${ids}-data`} className={labelClass}>
            The room&apos;s option (JSON: limit, collections, timing; amounts in whole cents, never a percentage, at most five rates)
          </label>
          <textarea id={`${ids}-data`} className={`${inputClass} font-mono text-sm`} rows={10} spellCheck={false} value={data} onChange={(e) => setData(e.target.value)} />
        </div>
      ) : null}
      <div className="mt-3">
        <label htmlFor={`${ids}-reason`} className={labelClass}>
          Why (kept in the audit trail)
        </label>
        <input id={`${ids}-reason`} className={inputClass} value={reason} maxLength={500} placeholder="e.g. weekend high-limit game" onChange={(e) => setReason(e.target.value)} />
      </div>
      {mismatch ? <LimitWarning testId={`fee-limit-warning-${table.id}`}>{mismatch} Change the table&apos;s limits above, or pick the option filed for them.</LimitWarning> : null}
      {printedChange?.refused ? <LimitWarning testId={`fee-limit-warning-${table.id}`}>{printedChange.note}</LimitWarning> : null}
      {printedChange && !printedChange.refused ? (
        <p className="mt-3 rounded-md border border-sky-600 bg-sky-950 px-3 py-2 text-sm text-sky-100" data-testid={`fee-limit-note-${table.id}`}>
          {printedChange.note}
        </p>
      ) : null}
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-50">
        {busy ? "Saving…" : schedule?.kind === "printed" ? "Change the fee option" : "Save the room's option"}
      </button>
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      {done ? <OkNote>{done}</OkNote> : null}
    </form>
  );
}
