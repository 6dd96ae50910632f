"use client";

import { useState, type FormEvent } from "react";
import { buttonClass, callApi, inputClass } from "./api";

/** Staff sign-in. On success the browser holds an http-only session cookie and goes on to `next` or the role's start page. */
export function SignInForm({ next }: { next: string | null }) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await callApi<{ home: string }>("POST", "/api/auth/sign-in", { username, password });
    if (answer.ok) {
      window.location.assign(next ?? answer.home);
      return;
    }
    setPassword("");
    setError(answer.message);
    setBusy(false);
  }

  return (
    <form onSubmit={submit} className="mt-6 max-w-sm space-y-4" aria-describedby={error ? "signin-error" : undefined}>
      <label className="block">
        <span className="font-medium">Username</span>
        <input className={inputClass} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required value={username} onChange={(e) => setUsername(e.target.value)} />
      </label>
      <label className="block">
        <span className="font-medium">Password</span>
        <input className={inputClass} name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      {error && (
        <p id="signin-error" data-testid="signin-error" role="alert" className="rounded border border-red-500 bg-red-950 px-3 py-2 text-red-100">
          {error}
        </p>
      )}
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
