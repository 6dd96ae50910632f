"use client";
import { Field } from "@/components/floor/Field";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { api } from "@/lib/client/floor-api";
import type { FloorSettings } from "@/lib/contract/admin";
import type { ShiftDefinition } from "@/lib/domain/shifts/shifts";
import { ErrorNote, inputClass, OkNote, tdClass, thClass } from "@/components/floor/ui";

const submitClass = "inline-flex min-h-11 items-center gap-2 rounded-lg bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-50";

/** The room's time zone, shifts, alert thresholds, the wall displays' labels and the lists on the players' phones. */
export function FloorSettingsForm({ settings }: { settings: FloorSettings }) {
  const router = useRouter();
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [shifts, setShifts] = useState<ShiftDefinition[]>(settings.shifts.map((s) => ({ ...s })));
  const [idle, setIdle] = useState(String(settings.idleMinutes));
  const [offline, setOffline] = useState(String(settings.offlineSeconds));
  const [wallLabels, setWallLabels] = useState<FloorSettings["wallLabels"]>(settings.wallLabels);
  const [livePage, setLivePage] = useState(settings.livePage);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const setShift = (i: number, patch: Partial<ShiftDefinition>) => setShifts((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  async function save(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setDone(null);
    setBusy(true);
    const answer = await api<{ settings: FloorSettings }>("PUT", "/api/admin/floor-settings", { timeZone: timeZone.trim(), shifts, idleMinutes: Number(idle), offlineSeconds: Number(offline), wallLabels, livePage });
    setBusy(false);
    if (!answer.ok) return setError(answer.message);
    setDone("Saved. Reports and the dashboard use these shifts from now on.");
    router.refresh();
  }

  return (
    <form onSubmit={save} aria-label="Shifts and alert thresholds">
      <div className="grid gap-3 md:grid-cols-3">
        <Field label="Time zone">
          {(id) => (
            <input id={id} className={inputClass} value={timeZone} onChange={(e) => setTimeZone(e.target.value)} />
          )}
        </Field>
        <Field label="Table idle alert after (minutes)">
          {(id) => (
            <input id={id} className={inputClass} inputMode="numeric" value={idle} onChange={(e) => setIdle(e.target.value)} />
          )}
        </Field>
        <Field label="Tablet offline alert after (seconds)">
          {(id) => (
            <input id={id} className={inputClass} inputMode="numeric" value={offline} onChange={(e) => setOffline(e.target.value)} />
          )}
        </Field>
        <Field label="Wall displays' labels">
          {(id) => (
            <select id={id} className={inputClass} value={wallLabels} onChange={(e) => setWallLabels(e.target.value === "zh" ? "zh" : "en")} data-testid="wall-labels-setting">
              <option value="en">English</option>
              <option value="zh">English with Chinese beside it (Player 閒, Banker 莊)</option>
            </select>
          )}
        </Field>
        <Field label="The lists on players' phones (/live)">
          {(id) => (
            <select id={id} className={inputClass} value={livePage ? "on" : "off"} onChange={(e) => setLivePage(e.target.value === "on")} data-testid="live-page-setting">
              <option value="off">Off: the lists are seen at the desk and on the game board only</option>
              <option value="on">On: anyone may see the games and lists at /live (initials only); players follow their place with their code</option>
            </select>
          )}
        </Field>
      </div>
      <fieldset className="mt-4">
        <legend className="font-semibold">Shifts (local times; together they must cover the whole day once)</legend>
        <table className="mt-2 text-sm">
          <thead>
            <tr>
              <th className={thClass}>Id</th>
              <th className={thClass}>Name</th>
              <th className={thClass}>Starts</th>
              <th className={thClass}>Ends</th>
              <th className={thClass}>
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shifts.map((s, i) => (
              <tr key={i}>
                <td className={tdClass}>
                  <input aria-label={`Shift ${i + 1} id`} className="min-h-11 w-24 rounded-md border border-slate-500 bg-slate-950 px-2" value={s.id} onChange={(e) => setShift(i, { id: e.target.value })} />
                </td>
                <td className={tdClass}>
                  <input aria-label={`Shift ${i + 1} name`} className="min-h-11 w-36 rounded-md border border-slate-500 bg-slate-950 px-2" value={s.name} onChange={(e) => setShift(i, { name: e.target.value })} />
                </td>
                <td className={tdClass}>
                  <input aria-label={`Shift ${i + 1} start`} type="time" className="min-h-11 rounded-md border border-slate-500 bg-slate-950 px-2" value={s.start} onChange={(e) => setShift(i, { start: e.target.value })} />
                </td>
                <td className={tdClass}>
                  <input aria-label={`Shift ${i + 1} end`} type="time" className="min-h-11 rounded-md border border-slate-500 bg-slate-950 px-2" value={s.end} onChange={(e) => setShift(i, { end: e.target.value })} />
                </td>
                <td className={tdClass}>
                  <button type="button" className="min-h-11 rounded-lg border border-slate-500 px-3" onClick={() => setShifts((all) => all.filter((_, j) => j !== i))} disabled={shifts.length <= 1}>
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <button type="button" className="mt-2 min-h-11 rounded-lg border border-slate-500 px-3" onClick={() => setShifts((all) => [...all, { id: `shift${all.length + 1}`, name: "New shift", start: "00:00", end: "06:00" }])} disabled={shifts.length >= 6}>
          Add a shift
        </button>
      </fieldset>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={`${submitClass} mt-4`}>
        {busy ? "Saving…" : "Save shifts and thresholds"}
      </button>
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      {done ? <OkNote>{done}</OkNote> : null}
    </form>
  );
}
