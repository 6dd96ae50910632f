"use client";
/**
 * The floor's corrections on the dealer tablet, with a supervisor's approval on the spot: the
 * supervisor comes to the table, picks the correction, says why and types their own username and
 * password (docs/security.md). The tablet never keeps the supervisor's session.
 */
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { CorrectionForm } from "@/components/corrections/CorrectionForm";
import type { AnyCorrection } from "@/lib/contract/corrections";
import type { CommandAnswer } from "@/lib/client/kept-command";
import type { AnyDealerView } from "./context";

async function approved(tableId: string, correction: AnyCorrection, approver: { username: string; password: string } | null, commandId: string): Promise<CommandAnswer> {
  try {
    const response = await fetch(`/api/floor/tables/${encodeURIComponent(tableId)}/approved-corrections`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: approver?.username ?? "", password: approver?.password ?? "", correction, commandId }),
    });
    const body = (await response.json().catch(() => null)) as { ok?: boolean; code?: string; message?: string } | null;
    if (response.ok && body?.ok) return { ok: true };
    if (!body) return { ok: false, code: "BAD_ANSWER", message: `The server answered ${response.status}.` };
    return { ok: false, code: body.code, message: body.message ?? `The server answered ${response.status}. Try again.` };
  } catch {
    return { ok: false, code: "OFFLINE", message: "The server cannot be reached. Check the network." };
  }
}

/** The header's "Floor" button and, open, the correction form. */
export function FloorApproval({ view }: { view: AnyDealerView }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(!open)} aria-expanded={open} data-testid="floor-corrections" className="border border-amber-300">
        Floor: correct a mistake
      </Button>
      {open ? (
        <div className="fixed inset-0 z-50 overflow-y-auto bg-black/75 p-4">
          <section role="dialog" aria-modal="true" aria-labelledby="floor-corrections-title" className="mx-auto max-w-3xl rounded-xl border-2 border-amber-300 bg-slate-950 p-4" data-testid="floor-corrections-panel">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <h2 id="floor-corrections-title" className="text-2xl font-bold text-white">
                Floor corrections
              </h2>
              <Button onClick={() => setOpen(false)}>Close</Button>
            </div>
            <p className="mb-3 text-slate-100">A floor supervisor approves each correction here with their own username and password; the reason goes into the audit trail.</p>
            <CorrectionForm view={view} approval submit={(c, who, commandId) => approved(view.tableId, c, who, commandId)} onDone={() => setOpen(false)} />
          </section>
        </div>
      ) : null}
    </>
  );
}
