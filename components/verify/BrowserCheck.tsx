"use client";
import { useState } from "react";

/**
 * The check done again in the reader's own browser (Web Crypto), so the reader need not trust the
 * server's word. Browsers offer it only on a secure page (https, or this machine): elsewhere the
 * steps written above are the way.
 */
export function BrowserCheck({ text, expected }: { text: string; expected: string }) {
  const [answer, setAnswer] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  async function check() {
    const subtle = typeof window !== "undefined" ? window.crypto?.subtle : undefined;
    if (!subtle) {
      setNote("This browser offers SHA-256 only on a secure page (https): use the steps above on a computer or phone instead.");
      return;
    }
    const digest = await subtle.digest("SHA-256", new TextEncoder().encode(text));
    setAnswer([...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join(""));
  }
  return (
    <div className="mt-3">
      <button type="button" onClick={() => void check()} className="min-h-11 rounded-lg bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300" data-testid="browser-check">
        Check it in this browser
      </button>
      {answer ? (
        <p className="mt-2 break-all font-mono" role="status" data-testid="browser-answer">
          {answer} {answer === expected ? "— matches the hash recorded at the start" : "— does NOT match the hash recorded at the start"}
        </p>
      ) : null}
      {note ? (
        <p className="mt-2 text-slate-300" role="status">
          {note}
        </p>
      ) : null}
    </div>
  );
}
