"use client";

import { useState, type FormEvent } from "react";
import { buttonClass, callApi } from "./api";

/** The wall display's side of pairing: type the floor's code, get a read-only credential for one table. */
export function PairForm() {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await callApi<{ next: string }>("POST", "/api/displays/pair", { code });
    if (answer.ok) {
      window.location.assign(answer.next);
      return;
    }
    setError(answer.message);
    setBusy(false);
  }

  return (
    <form onSubmit={submit} className="mt-6 max-w-md space-y-4">
      <label className="block">
        <span className="text-lg font-medium">Pairing code</span>
        <input
          className="mt-2 block w-full rounded border border-slate-600 bg-slate-950 px-4 py-3 text-center font-mono text-4xl uppercase tracking-[0.4em] text-slate-100"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={9}
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </label>
      {error && (
        <p role="alert" className="rounded border border-red-500 bg-red-950 px-3 py-2 text-red-100">
          {error}
        </p>
      )}
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? "Pairing…" : "Pair this display"}
      </button>
    </form>
  );
}
