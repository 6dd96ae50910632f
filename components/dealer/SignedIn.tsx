"use client";
/** Who is signed in on this tablet, and the sign-out a relief dealer's takeover starts with. */
import { useState } from "react";
import { Button } from "@/components/ui/Button";

export function SignedIn({ name, tableId }: { name: string; tableId: string }) {
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    await fetch("/api/auth/sign-out", { method: "POST", credentials: "same-origin", headers: { "content-type": "application/json" }, body: "{}" }).catch(() => null);
    // The next dealer signs in and comes straight back to this table.
    window.location.assign(`/signin?next=${encodeURIComponent(`/dealer/${tableId}`)}`);
  }
  return (
    <div className="flex items-center gap-2" data-testid="signed-in">
      <p className="text-sm text-emerald-50">
        Dealer: <strong className="text-white" data-testid="signed-in-name">{name}</strong>
      </p>
      <Button onClick={signOut} busy={busy} data-testid="sign-out">
        Sign out
      </Button>
    </div>
  );
}
