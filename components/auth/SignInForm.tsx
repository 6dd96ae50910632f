"use client";

import { useState, type FormEvent } from "react";
import { buttonClass, callApi, inputClass } from "./api";

/**
 * Staff sign-in. On success the browser holds an http-only session cookie and goes on to `next` or
 * the role's start page. A demo account whose password is published opens nothing from another
 * device (DEMO_PASSWORD_LOCAL_ONLY, shown in words); on the server's own machine, once the demo floor
 * is off, the server answers PASSWORD_CHANGE_REQUIRED and the form asks for a new password, then
 * signs in with both.
 */
export function SignInForm({ next }: { next: string | null }) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [changing, setChanging] = useState(false);
  const [newPassword, setNewPassword] = useState("");
  const [repeated, setRepeated] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (changing && newPassword !== repeated) {
      setError("The two new passwords differ. Type the same new password twice.");
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await callApi<{ home: string }>("POST", "/api/auth/sign-in", changing ? { username, password, newPassword } : { username, password });
    if (answer.ok) {
      window.location.assign(next ?? answer.home);
      return;
    }
    if (answer.code === "PASSWORD_CHANGE_REQUIRED" || answer.code === "WEAK_PASSWORD") {
      setChanging(true);
    } else {
      setChanging(false);
      setPassword("");
    }
    setNewPassword("");
    setRepeated("");
    setError(answer.message);
    setBusy(false);
  }

  return (
    <form onSubmit={submit} className="mt-6 max-w-sm space-y-4" aria-describedby={error ? "signin-error" : undefined}>
      <label className="block">
        <span className="font-medium">Username</span>
        <input className={inputClass} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} required readOnly={changing} value={username} onChange={(e) => setUsername(e.target.value)} />
      </label>
      <label className="block">
        <span className="font-medium">{changing ? "Current password" : "Password"}</span>
        <input className={inputClass} name="password" type="password" autoComplete="current-password" required readOnly={changing} value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      {changing && (
        <>
          <label className="block">
            <span className="font-medium">New password</span>
            <input className={inputClass} name="new-password" type="password" autoComplete="new-password" required minLength={10} value={newPassword} onChange={(e) => setNewPassword(e.target.value)} data-testid="signin-new-password" />
          </label>
          <label className="block">
            <span className="font-medium">New password again</span>
            <input className={inputClass} name="new-password-again" type="password" autoComplete="new-password" required minLength={10} value={repeated} onChange={(e) => setRepeated(e.target.value)} />
          </label>
        </>
      )}
      {error && (
        <p id="signin-error" data-testid="signin-error" role="alert" className="rounded border border-red-500 bg-red-950 px-3 py-2 text-red-100">
          {error}
        </p>
      )}
      <button type="submit" className={buttonClass} disabled={busy}>
        {busy ? "Signing in…" : changing ? "Change password and sign in" : "Sign in"}
      </button>
    </form>
  );
}
