"use client";
import { Field } from "@/components/floor/Field";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { api, dateTime } from "@/lib/client/floor-api";
import { ErrorNote, inputClass, OkNote, tdClass, thClass } from "@/components/floor/ui";

const submitClass = "inline-flex min-h-11 items-center gap-2 rounded-lg bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-50";

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
