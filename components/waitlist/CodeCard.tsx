"use client";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/Button";
import { api } from "@/lib/client/floor-api";

interface PlayerCode {
  readonly code: string;
  readonly spaced: string;
  readonly url: string;
  /** The QR code of the player's page, drawn by the server (a data: address). */
  readonly qr: string;
}

/**
 * A player's code, shown to the floor the moment they are added (and again on asking): six
 * characters to say aloud, and the QR code of their page (/live?code=...) to photograph. With it
 * the player follows their place and their call on their phone.
 */
export function CodeCard({ entryId, name, onClose }: { entryId: string; name: string; onClose: () => void }) {
  const [answer, setAnswer] = useState<{ entryId: string; code: PlayerCode | null; problem: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    void api<PlayerCode>("GET", `/api/waitlist/code/${encodeURIComponent(entryId)}`).then((a) => {
      if (current) setAnswer({ entryId, code: a.ok ? a : null, problem: a.ok ? null : a.message });
    });
    return () => {
      current = false;
    };
  }, [entryId]);
  const shown = answer?.entryId === entryId ? answer : null;

  return (
    <div role="region" aria-label={`Code for ${name}`} data-testid="player-code" className="mt-3 rounded-xl border-2 border-amber-400 bg-slate-950 p-4">
      <p className="font-semibold">
        {name}&apos;s code: say it, or let them photograph the QR code. It shows their place and their call on their phone.
      </p>
      {shown?.code ? (
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <img src={shown.code.qr} width={176} height={176} alt={`QR code of ${name}'s place at /live`} className="rounded-lg bg-white" />
          <div className="min-w-0">
            <p className="font-mono text-5xl font-black tracking-widest text-amber-300" data-testid="player-code-text">
              {shown.code.spaced}
            </p>
            <p className="mt-2 break-all text-sm text-slate-300">{shown.code.url}</p>
          </div>
        </div>
      ) : shown?.problem ? (
        <p role="alert" className="mt-2 rounded-md border border-red-500 bg-red-950 px-3 py-2 text-red-100">
          {shown.problem}
        </p>
      ) : (
        <p className="mt-2 text-slate-300" role="status">
          Getting the code…
        </p>
      )}
      <Button className="mt-3" onClick={onClose}>
        Done
      </Button>
    </div>
  );
}
