"use client";

import { useState, type FormEvent } from "react";
import { buttonClass, callApi, inputClass } from "./api";

/** The first-run screen: shown only while no admin exists; needs the setup code the server printed at start. */
export function FirstAdminForm() {
  const [form, setForm] = useState({ setupCode: "", username: "", displayName: "", password: "", confirm: "" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.password !== form.confirm) {
      setError("The two passwords differ.");
      return;
    }
    setBusy(true);
    setError(null);
    const { confirm: _confirm, displayName, ...rest } = form;
    const answer = await callApi<{ home: string }>("POST", "/api/auth/first-admin", { ...rest, ...(displayName.trim() ? { displayName } : {}) });
    if (answer.ok) {
      window.location.assign(answer.home);
      return;
    }
    setError(answer.message);
    setBusy(false);
  }

  return (
    <form onSubmit={submit} className="mt-6 max-w-sm space-y-4">
      <label className="block">
        <span className="font-medium">Setup code</span>
        <span className="block text-sm text-slate-400">Printed in the server&apos;s log at start while no admin exists.</span>
        <input className={inputClass} name="setupCode" autoComplete="off" autoCapitalize="characters" spellCheck={false} required value={form.setupCode} onChange={set("setupCode")} />
      </label>
      <label className="block">
        <span className="font-medium">Username</span>
        <input className={inputClass} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required value={form.username} onChange={set("username")} />
      </label>
      <label className="block">
        <span className="font-medium">Name shown to others</span>
        <input className={inputClass} name="displayName" autoComplete="name" value={form.displayName} onChange={set("displayName")} />
      </label>
      <label className="block">
        <span className="font-medium">Password (at least 10 characters)</span>
        <input className={inputClass} name="password" type="password" autoComplete="new-password" minLength={10} required value={form.password} onChange={set("password")} />
      </label>
      <label className="block">
        <span className="font-medium">Password again</span>
        <input className={inputClass} name="confirm" type="password" autoComplete="new-password" minLength={10} required value={form.confirm} onChange={set("confirm")} />
      </label>
      {error && (
        <p role="alert" className="rounded border border-red-500 bg-red-950 px-3 py-2 text-red-100">
          {error}
        </p>
      )}
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? "Creating…" : "Create the first admin"}
      </button>
    </form>
  );
}
