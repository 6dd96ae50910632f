"use client";
import { Field } from "@/components/floor/Field";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { api, dateTime, parseDollars } from "@/lib/client/floor-api";
import type { FeeScheduleInfo, GameInfo } from "@/lib/contract/admin";
import type { FloorSettings } from "@/lib/contract/admin";
import type { ShiftDefinition } from "@/lib/domain/shifts/shifts";
import type { DeviceStatus } from "@/lib/contract/floor";
import { ErrorNote, inputClass, OkNote, tdClass, thClass } from "@/components/floor/ui";
import { bodyOf, GameFieldsEditor, type GameFields } from "./TableEditor";
import { parsedOrNull, ROOM_ENTERED_TEMPLATE } from "./FeeOptionEditor";
import { LimitWarning } from "./LimitWarning";
import { feeLimitMismatch } from "@/lib/client/fee-limits";

const submitClass = "inline-flex min-h-11 items-center gap-2 rounded-lg bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-50";

/** A new table: game, layout, limits, fee schedule option; checked, created and opened live. */
export function NewTableForm({ games, schedules }: { games: readonly GameInfo[]; schedules: readonly FeeScheduleInfo[] }) {
  const router = useRouter();
  const first = games[0];
  const [tableId, setTableId] = useState("");
  const [fields, setFields] = useState<GameFields>({ name: "", gameId: first?.id ?? "", seats: first?.layouts[0]?.seats ?? 8, gameOptions: {}, rulesVersion: "1", min: "5.00", max: "100.00", bettingSeconds: "", decks: "" });
  const [scheduleId, setScheduleId] = useState(schedules[0]?.id ?? "");
  const schedule = schedules.find((s) => s.id === scheduleId);
  const [optionId, setOptionId] = useState(schedule?.options[0]?.id ?? "A");
  const [data, setData] = useState(JSON.stringify(ROOM_ENTERED_TEMPLATE, null, 2));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mismatch = feeLimitMismatch(scheduleId, optionId, parsedOrNull(data), { min: parseDollars(fields.min), max: parseDollars(fields.max) });

  async function create(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setDone(null);
    const body = bodyOf(fields);
    if (!body.ok) return setError(body.message);
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(tableId)) return setError("The table id is 1–32 letters, digits, - and _ (e.g. t7).");
    let feeOptionData: unknown = undefined;
    if (schedule?.kind === "room-entered") {
      try {
        feeOptionData = JSON.parse(data);
      } catch (err) {
        return setError(`The room's fee option is not valid JSON: ${(err as Error).message}`);
      }
    }
    setBusy(true);
    const answer = await api<{ message: string }>("POST", "/api/admin/tables", { ...body.body, id: tableId, feeScheduleId: scheduleId, feeOptionId: optionId, ...(feeOptionData !== undefined ? { feeOptionData } : {}) });
    setBusy(false);
    if (!answer.ok) return setError(answer.message);
    setDone(answer.message);
    setTableId("");
    router.refresh();
  }

  return (
    <form onSubmit={create} aria-label="New table">
      <div className="mb-3 max-w-xs">
        <Field label="Table id">
          {(id) => (
            <input id={id} className={inputClass} value={tableId} onChange={(e) => setTableId(e.target.value)} placeholder="t7" />
          )}
        </Field>
      </div>
      <GameFieldsEditor idPrefix="new" fields={fields} onChange={setFields} games={games} />
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <Field label="Fee schedule">
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
                {s.room ? ` (${s.room})` : ""}
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
              <input id={id} className={inputClass} value={optionId} onChange={(e) => setOptionId(e.target.value)} />
            )}
          </Field>
        )}
      </div>
      {schedule?.kind === "room-entered" ? (
        <Field className="mt-3" label={<>The room&apos;s option (JSON)</>}>
          {(id) => (
            <textarea id={id} className={`${inputClass} font-mono text-sm`} rows={8} spellCheck={false} value={data} onChange={(e) => setData(e.target.value)} />
          )}
        </Field>
      ) : null}
      {mismatch ? <LimitWarning testId="new-table-limit-warning">{mismatch} Set the limits above to match, or pick the option filed for them.</LimitWarning> : null}
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={`${submitClass} mt-4`}>
        {busy ? "Creating…" : "Create table"}
      </button>
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      {done ? <OkNote>{done}</OkNote> : null}
    </form>
  );
}

/** The room's time zone, shifts and alert thresholds. */
export function FloorSettingsForm({ settings }: { settings: FloorSettings }) {
  const router = useRouter();
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [shifts, setShifts] = useState<ShiftDefinition[]>(settings.shifts.map((s) => ({ ...s })));
  const [idle, setIdle] = useState(String(settings.idleMinutes));
  const [offline, setOffline] = useState(String(settings.offlineSeconds));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const setShift = (i: number, patch: Partial<ShiftDefinition>) => setShifts((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  async function save(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setDone(null);
    setBusy(true);
    const answer = await api<{ settings: FloorSettings }>("PUT", "/api/admin/floor-settings", { timeZone: timeZone.trim(), shifts, idleMinutes: Number(idle), offlineSeconds: Number(offline) });
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

export interface StaffRow {
  id: string;
  username: string;
  displayName: string;
  role: string;
  active: boolean;
  createdAt: string;
}

/** Staff accounts: the list, and a new account (through the sign-in module's own route). */
export function StaffAdmin({ staff, timeZone }: { staff: readonly StaffRow[]; timeZone: string }) {
  const router = useRouter();
  const [form, setForm] = useState({ username: "", displayName: "", role: "dealer", password: "" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function create(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setDone(null);
    setBusy(true);
    const answer = await api<{ staff: { username: string } }>("POST", "/api/auth/staff", form);
    setBusy(false);
    if (!answer.ok) return setError(answer.message);
    setDone(`Account ${answer.staff.username} created. A dealer needs a shift assignment to a table before the tablet opens.`);
    setForm({ username: "", displayName: "", role: "dealer", password: "" });
    router.refresh();
  }

  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="staff-list">
          <caption className="sr-only">Staff accounts</caption>
          <thead className="border-b border-slate-700">
            <tr>
              <th className={thClass}>Username</th>
              <th className={thClass}>Name</th>
              <th className={thClass}>Role</th>
              <th className={thClass}>Active</th>
              <th className={thClass}>Created</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((s) => (
              <tr key={s.id} className="border-b border-slate-800">
                <td className={`${tdClass} font-mono`}>{s.username}</td>
                <td className={tdClass}>{s.displayName}</td>
                <td className={tdClass}>{s.role}</td>
                <td className={tdClass}>{s.active ? "yes" : "no"}</td>
                <td className={tdClass}>{dateTime(s.createdAt, timeZone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form onSubmit={create} className="mt-4 grid gap-3 md:grid-cols-5 md:items-end" aria-label="New staff account">
        <Field label="Username">
          {(id) => (
            <input id={id} className={inputClass} autoComplete="off" value={form.username} onChange={(e) => setForm({ ...form, username: e.target.value })} />
          )}
        </Field>
        <Field label="Display name">
          {(id) => (
            <input id={id} className={inputClass} value={form.displayName} onChange={(e) => setForm({ ...form, displayName: e.target.value })} />
          )}
        </Field>
        <Field label="Role">
          {(id) => (
            <select id={id} className={inputClass} value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value })}>
            <option value="dealer">Dealer</option>
            <option value="supervisor">Floor supervisor</option>
            <option value="admin">Admin</option>
          </select>
          )}
        </Field>
        <Field label="Password">
          {(id) => (
            <input id={id} className={inputClass} type="password" autoComplete="new-password" value={form.password} onChange={(e) => setForm({ ...form, password: e.target.value })} />
          )}
        </Field>
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className={submitClass}>
          {busy ? "Creating…" : "Add staff member"}
        </button>
      </form>
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      {done ? <OkNote>{done}</OkNote> : null}
    </div>
  );
}

export interface DisplayRow {
  id: string;
  tableId: string;
  label: string;
  pairedAt: string;
  lastSeenAt: string | null;
  revokedAt: string | null;
}

function lastChange(c: DeviceStatus): string | null {
  if (c.lastDisconnectedAt && (!c.lastConnectedAt || c.lastDisconnectedAt > c.lastConnectedAt)) return c.lastDisconnectedAt;
  return c.lastConnectedAt;
}

/** Paired wall displays and the connections the server sees right now. */
export function DevicesList({ displays, connections, monitoring, tableNames, timeZone }: { displays: readonly DisplayRow[]; connections: readonly DeviceStatus[]; monitoring: boolean; tableNames: Record<string, string>; timeZone: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div>
        <h3 className="font-semibold">Paired wall displays</h3>
        {displays.length === 0 ? (
          <p className="text-slate-300">No display is paired. Pair one from the wall display&apos;s /pair page with a code made on the Wall displays page.</p>
        ) : (
          <table className="mt-2 w-full text-sm" data-testid="displays-list">
            <thead className="border-b border-slate-700">
              <tr>
                <th className={thClass}>Display</th>
                <th className={thClass}>Table</th>
                <th className={thClass}>Paired</th>
                <th className={thClass}>Last seen</th>
              </tr>
            </thead>
            <tbody>
              {displays.map((d) => (
                <tr key={d.id} className="border-b border-slate-800">
                  <td className={tdClass}>
                    {d.label}
                    {d.revokedAt ? " (revoked)" : ""}
                  </td>
                  <td className={tdClass}>{tableNames[d.tableId] ?? d.tableId}</td>
                  <td className={tdClass}>{dateTime(d.pairedAt, timeZone)}</td>
                  <td className={tdClass}>{d.lastSeenAt ? dateTime(d.lastSeenAt, timeZone) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="mt-2">
          <a href="/pair/manage" className="underline">
            Pair or revoke wall displays
          </a>
        </p>
      </div>
      <div>
        <h3 className="font-semibold">Connected now</h3>
        {!monitoring ? (
          <p className="text-slate-300">Connections are reported once the alert monitor runs on this server.</p>
        ) : connections.length === 0 ? (
          <p className="text-slate-300">No tablet or display has connected since the server started.</p>
        ) : (
          <table className="mt-2 w-full text-sm" data-testid="connections-list">
            <thead className="border-b border-slate-700">
              <tr>
                <th className={thClass}>Table</th>
                <th className={thClass}>Device</th>
                <th className={thClass}>Connected</th>
                <th className={thClass}>Last change</th>
              </tr>
            </thead>
            <tbody>
              {connections.map((c) => (
                <tr key={`${c.tableId}-${c.role}`} className="border-b border-slate-800">
                  <td className={tdClass}>{tableNames[c.tableId] ?? c.tableId}</td>
                  <td className={tdClass}>{c.role === "dealer" ? "Dealer tablet" : c.role === "display" ? "Wall display" : c.role}</td>
                  <td className={tdClass}>{c.connected > 0 ? `${c.connected} connected` : c.offlineSince ? `offline since ${dateTime(c.offlineSince, timeZone)}` : "none"}</td>
                  <td className={tdClass}>{lastChange(c) ? dateTime(lastChange(c)!, timeZone) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
