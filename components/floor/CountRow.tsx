"use client";
/** A table's line of the shift close: the recorded drop, the counted drop entered (or a recount) with a note, the difference. */
import { useState, type FormEvent } from "react";
import { api, dollarsInput, money, parseDollars } from "@/lib/client/floor-api";
import type { ShiftClose, ShiftCloseLine, ShiftCountRow } from "@/lib/contract/reports";
import { tdClass } from "./ui";

export function CountRow({ line, sheet, onSaved }: { line: ShiftCloseLine; sheet: ShiftClose; onSaved: (count: ShiftCountRow) => void }) {
  const [amount, setAmount] = useState(line.count ? dollarsInput(line.count.countedCents) : "");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function save(e: FormEvent) {
    e.preventDefault();
    const cents = parseDollars(amount);
    if (cents === null) {
      setError("Enter the counted drop in dollars and cents, e.g. 125.00.");
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await api<{ count: ShiftCountRow }>("POST", "/api/reports/shift-close", { tableId: line.tableId, shiftStart: sheet.shiftStart, shiftEnd: sheet.shiftEnd, countedCents: cents, ...(note.trim() ? { note: note.trim() } : {}) });
    setBusy(false);
    if (answer.ok) {
      setNote("");
      onSaved(answer.count);
    } else setError(answer.message);
  }
  const v = line.varianceCents;
  const amountId = `count-${line.tableId}`;
  const noteId = `count-note-${line.tableId}`;
  return (
    <tr className="border-b border-slate-800" data-testid={`count-row-${line.tableId}`}>
      <td className={tdClass}>
        {line.tableName}
        {line.play.hands || line.play.timeCollectedCents ? (
          <span className="block text-xs text-slate-300" data-testid={`count-play-${line.tableId}`}>
            {line.play.hands} hands{line.play.handsPerHour !== null ? ` · ${line.play.handsPerHour} per hour` : ""}
            {line.play.killPots ? ` · ${line.play.killPots} kill pots` : ""}
            {line.play.timeCollectedCents ? ` · time ${money(line.play.timeCollectedCents)}` : ""}
          </span>
        ) : null}
      </td>
      <td className={`${tdClass} text-right`}>{money(line.recordedCents)}</td>
      <td className={tdClass} colSpan={2}>
        <form onSubmit={save} className="flex items-center gap-2 whitespace-nowrap">
          <label htmlFor={amountId} className="sr-only">
            Counted drop at {line.tableName}, in dollars
          </label>
          <span aria-hidden>$</span>
          <input id={amountId} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} className="min-h-11 w-28 rounded-md border border-slate-500 bg-slate-950 px-2 text-right" placeholder="0.00" />
          <label htmlFor={noteId} className="sr-only">
            Note for {line.tableName} (optional)
          </label>
          <input id={noteId} value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} className="min-h-11 w-40 rounded-md border border-slate-500 bg-slate-950 px-2" placeholder="Note (optional)" />
          <button type="submit" disabled={busy} aria-busy={busy || undefined} className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-amber-400 px-3 font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-50">
            {busy ? "Saving…" : line.count ? "Recount" : "Save count"}
          </button>
        </form>
        {error ? (
          <p role="alert" className="mt-1 text-red-200">
            {error}
          </p>
        ) : null}
      </td>
      <td className={`${tdClass} whitespace-nowrap text-right font-semibold ${v === null ? "" : v < 0 ? "text-red-300" : v > 0 ? "text-amber-200" : "text-emerald-300"}`} data-testid={`variance-${line.tableId}`}>
        {v === null ? "not counted" : v === 0 ? "balanced" : `${v < 0 ? "short" : "over"} ${money(Math.abs(v))}`}
      </td>
      <td className={`${tdClass} text-sm text-slate-300`}>
        {line.count ? `${line.count.enteredByName ?? line.count.enteredBy}${line.entries > 1 ? ` · ${line.entries} entries` : ""}${line.count.note ? ` · “${line.count.note}”` : ""}` : ""}
      </td>
    </tr>
  );
}
