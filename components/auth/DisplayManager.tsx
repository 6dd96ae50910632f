"use client";

import { useState, type FormEvent } from "react";
import { buttonClass, callApi, inputClass, secondaryButtonClass } from "./api";

export interface DisplayRow {
  id: string;
  tableId: string;
  label: string;
  /** "shoe": a card-reading shoe (docs/shoe.md); otherwise a wall display. */
  kind?: "display" | "shoe";
  pairedAt: string;
  lastSeenAt: string | null;
}

interface Listing {
  displays: DisplayRow[];
  pendingCodes: { id: string; tableId: string; label: string; expiresAt: string }[];
}

function time(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

/** For supervisors: make a one-time pairing code for a table's wall display or card-reading shoe, see the paired devices, revoke one. */
export function DisplayManager({ tables, initial }: { tables: { id: string; name: string }[]; initial: Listing }) {
  const [listing, setListing] = useState<Listing>(initial);
  const [tableId, setTableId] = useState(tables[0]?.id ?? "");
  const [label, setLabel] = useState("");
  const [kind, setKind] = useState<"display" | "shoe">("display");
  const [issued, setIssued] = useState<{ code: string; tableId: string; kind: "display" | "shoe"; expiresAt: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tableName = (id: string) => tables.find((t) => t.id === id)?.name ?? id;

  async function refresh() {
    const answer = await callApi<Listing>("GET", "/api/displays");
    if (answer.ok) setListing({ displays: answer.displays, pendingCodes: answer.pendingCodes });
    else setError(answer.message);
  }

  async function makeCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await callApi<{ code: string; tableId: string; expiresAt: string }>("POST", "/api/displays/pairing-codes", { tableId, kind, ...(label.trim() ? { label } : {}) });
    if (answer.ok) {
      setIssued({ code: answer.code, tableId: answer.tableId, kind, expiresAt: answer.expiresAt });
      setLabel("");
      await refresh();
    } else setError(answer.message);
    setBusy(false);
  }

  async function revoke(display: DisplayRow) {
    const stops = display.kind === "shoe" ? `The shoe stops sending cards to ${tableName(display.tableId)} at once.` : `The screen stops showing ${tableName(display.tableId)} at once.`;
    if (!window.confirm(`Revoke "${display.label}"? ${stops}`)) return;
    setBusy(true);
    setError(null);
    const answer = await callApi("DELETE", `/api/displays/${encodeURIComponent(display.id)}`);
    if (!answer.ok) setError(answer.message);
    await refresh();
    setBusy(false);
  }

  return (
    <div className="mt-6 space-y-8">
      <section aria-labelledby="new-code">
        <h2 id="new-code" className="text-xl font-semibold">Pair a wall display or a card-reading shoe</h2>
        <form onSubmit={makeCode} className="mt-3 flex flex-wrap items-end gap-3">
          <label className="block">
            <span className="font-medium">Device</span>
            <select className={inputClass} value={kind} onChange={(e) => {
                const next = e.target.value === "shoe" ? "shoe" : "display";
                setKind(next);
                if (next === "shoe" && tableId.startsWith("@")) setTableId(tables[0]?.id ?? "");
              }} data-testid="pair-kind">
              <option value="display">Wall display</option>
              <option value="shoe">Card-reading shoe</option>
            </select>
          </label>
          <label className="block">
            <span className="font-medium">Table</span>
            <select className={inputClass} value={tableId} onChange={(e) => setTableId(e.target.value)}>
              {/* A shoe deals to a table: the game board has no cards. */}
              {tables.filter((t) => kind === "display" || !t.id.startsWith("@")).map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="font-medium">Name (optional)</span>
            <input className={inputClass} value={label} maxLength={60} onChange={(e) => setLabel(e.target.value)} placeholder="Wall by the cage" />
          </label>
          <button type="submit" className={buttonClass} disabled={busy || !tableId}>
            Make a pairing code
          </button>
        </form>
        {issued && (
          <div className="mt-4 rounded-lg border border-amber-400 bg-slate-900 p-4" role="status">
            <div className="text-sm text-slate-300">
              {issued.kind === "shoe" ? (
                <>Enter this code in the card-reading shoe for {tableName(issued.tableId)} (or run <span className="font-mono">npm run shoe -- --table {issued.tableId} --pair {issued.code}</span> for the simulated shoe).</>
              ) : (
                <>On the wall display, open <span className="font-mono">/pair</span> and type this code for {tableName(issued.tableId)}.</>
              )}{" "}
              It works once, until {time(issued.expiresAt)}.
            </div>
            <div className="mt-2 font-mono text-5xl tracking-[0.3em]" data-testid="pairing-code">
              {issued.code}
            </div>
          </div>
        )}
        {error && (
          <p role="alert" className="mt-3 rounded border border-red-500 bg-red-950 px-3 py-2 text-red-100">
            {error}
          </p>
        )}
      </section>

      <section aria-labelledby="paired">
        <h2 id="paired" className="text-xl font-semibold">Paired displays</h2>
        {listing.displays.length === 0 ? (
          <p className="mt-2 text-slate-300">No display is paired.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-700 rounded-lg border border-slate-700" data-testid="paired-displays">
            {listing.displays.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div>
                  <div className="font-medium">
                    {d.label}
                    {d.kind === "shoe" ? <span className="ml-2 rounded bg-sky-900 px-2 py-0.5 text-sm text-sky-100">card-reading shoe</span> : null}
                  </div>
                  <div className="text-sm text-slate-300">
                    {tableName(d.tableId)} · paired {new Date(d.pairedAt).toLocaleString()}
                    {d.lastSeenAt ? ` · last seen ${new Date(d.lastSeenAt).toLocaleString()}` : ""}
                  </div>
                </div>
                <button type="button" className={secondaryButtonClass} onClick={() => revoke(d)} disabled={busy}>
                  Revoke
                </button>
              </li>
            ))}
          </ul>
        )}
        {listing.pendingCodes.length > 0 && (
          <p className="mt-3 text-sm text-slate-400">
            {listing.pendingCodes.length} unused code{listing.pendingCodes.length === 1 ? "" : "s"} waiting (each expires ten minutes after it was made).
          </p>
        )}
      </section>
    </div>
  );
}
