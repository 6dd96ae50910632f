"use client";

import { useState } from "react";
import { callApi, secondaryButtonClass } from "./api";

export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    await callApi("POST", "/api/auth/sign-out", {});
    window.location.assign("/signin");
  }
  return (
    <button type="button" className={secondaryButtonClass} onClick={signOut} disabled={busy}>
      {busy ? "Signing out…" : "Sign out"}
    </button>
  );
}
