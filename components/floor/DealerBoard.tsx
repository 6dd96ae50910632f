"use client";
/**
 * The floor's dealer board: each table with its dealer now and next, its tablet on or off; a relief
 * in two taps (the relief, then "takes over now"), a swap of two tables' dealers, an assignment for
 * the current or the next shift, and the end of an assignment. Each change closes the connections of
 * the dealers it moves, so their tablets follow at once (a relieved tablet asks to sign out).
 */
import { useState } from "react";
import { api, clockTime } from "@/lib/client/floor-api";
import type { DealerBoard as Board, DealerBoardTable } from "@/lib/contract/dealer-board";
import { ErrorNote, OkNote, inputClass, labelClass } from "./ui";

const button = "inline-flex min-h-11 items-center justify-center rounded-lg px-3 font-semibold disabled:cursor-not-allowed disabled:opacity-50";

function TableRow({ table, board, reload, say }: { table: DealerBoardTable; board: Board; reload: () => Promise<void>; say: (ok: boolean, text: string) => void }) {
  const [relief, setRelief] = useState("");
  const [shift, setShift] = useState(board.shifts.find((s) => s.current)?.start ?? board.shifts[0]?.start ?? "");
  const [busy, setBusy] = useState(false);
  const free = board.dealers.filter((d) => !table.onDuty.some((o) => o.staffId === d.id));
  async function act(run: () => Promise<{ ok: boolean; message?: string }>, done: string) {
    setBusy(true);
    const answer = await run();
    setBusy(false);
    say(answer.ok, answer.ok ? done : (answer.message ?? "Not done."));
    if (answer.ok) await reload();
  }
  const reliefName = board.dealers.find((d) => d.id === relief)?.name ?? "";
  const slot = board.shifts.find((s) => s.start === shift);
  return (
    <tr className="border-b border-slate-800 align-top" data-testid={`dealer-row-${table.id}`}>
      <th scope="row" className="py-2 pr-3 text-left">
        <span className="block font-semibold">{table.name}</span>
        <span className="text-sm font-normal text-slate-300">{table.gameName}</span>
      </th>
      <td className="py-2 pr-3" data-testid={`on-duty-${table.id}`}>
        {table.onDuty.length === 0 ? <span className="text-amber-200">No dealer</span> : null}
        {table.onDuty.map((d) => (
          <span key={d.assignmentId} className="mb-1 flex flex-wrap items-center gap-2">
            <strong>{d.name}</strong>
            <span className="text-sm text-slate-300">{d.validUntil ? `until ${clockTime(d.validUntil, board.timeZone)}` : "open-ended"}</span>
            <button type="button" className={`${button} bg-slate-700 text-white`} disabled={busy} onClick={() => act(() => api("DELETE", `/api/auth/assignments/${d.assignmentId}`, { reason: "ended by the floor" }), `${d.name} is off ${table.name}.`)}>
              End
            </button>
          </span>
        ))}
        {table.later.map((d) => (
          <span key={d.assignmentId} className="block text-sm text-slate-300">
            Next: {d.name} from {clockTime(d.validFrom, board.timeZone)}
          </span>
        ))}
      </td>
      <td className="py-2 pr-3">
        <span className={`rounded px-2 py-0.5 text-sm font-bold ${table.tabletConnected ? "bg-emerald-800 text-emerald-50" : "bg-slate-700 text-slate-100"}`}>{table.tabletConnected ? "Tablet on" : "Tablet off"}</span>
      </td>
      <td className="py-2">
        <div className="flex flex-wrap items-end gap-2">
          <label className={labelClass}>
            Dealer
            <select className={`${inputClass} w-52`} value={relief} onChange={(e) => setRelief(e.target.value)} data-testid={`relief-${table.id}`}>
              <option value="">Choose…</option>
              {free.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                  {d.tables.length ? ` (now at ${d.tables.join(", ")})` : " (free)"}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className={`${button} bg-amber-400 text-slate-950`}
            disabled={busy || !relief}
            data-testid={`relieve-${table.id}`}
            onClick={() => act(() => api("POST", "/api/floor/dealers/relieve", { tableId: table.id, staffId: relief, reason: table.onDuty.length ? "relief" : "assigned" }), `${reliefName} takes over ${table.name} now.`)}
          >
            {table.onDuty.length ? "Takes over now (relief)" : "Deals now"}
          </button>
          <label className={labelClass}>
            Shift
            <select className={`${inputClass} w-56`} value={shift} onChange={(e) => setShift(e.target.value)}>
              {board.shifts.map((s) => (
                <option key={s.start} value={s.start}>
                  {s.name}
                  {s.current ? " (now)" : ""}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className={`${button} bg-slate-700 text-white`}
            disabled={busy || !relief || !slot}
            onClick={() =>
              act(
                () => api("POST", "/api/auth/assignments", { staffId: relief, tableId: table.id, ...(slot && !slot.current ? { validFrom: slot.start } : {}), validUntil: slot?.end, reason: "shift assignment" }),
                `${reliefName} is assigned to ${table.name} for ${slot?.name ?? "the shift"}.`,
              )
            }
          >
            Assign for the shift
          </button>
        </div>
      </td>
    </tr>
  );
}

export function DealerBoard({ initial }: { initial: Board }) {
  const [board, setBoard] = useState(initial);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [a, setA] = useState("");
  const [b, setB] = useState("");
  async function reload() {
    const answer = await api<{ board: Board }>("GET", "/api/floor/dealers");
    if (answer.ok) setBoard(answer.board);
  }
  const say = (ok: boolean, text: string) => setNote({ ok, text });
  return (
    <>
      {note ? note.ok ? <OkNote>{note.text}</OkNote> : <ErrorNote>{note.text}</ErrorNote> : null}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left" data-testid="dealer-board">
          <caption className="sr-only">Dealers by table</caption>
          <thead>
            <tr className="border-b border-slate-600 text-sm text-slate-200">
              <th scope="col" className="py-2 pr-3">Table</th>
              <th scope="col" className="py-2 pr-3">Dealing now</th>
              <th scope="col" className="py-2 pr-3">Tablet</th>
              <th scope="col" className="py-2">Relieve or assign</th>
            </tr>
          </thead>
          <tbody>
            {board.tables.map((t) => (
              <TableRow key={t.id} table={t} board={board} reload={reload} say={say} />
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="swap-title" className="mt-6 rounded-xl border border-slate-700 bg-slate-900 p-4">
        <h2 id="swap-title" className="text-xl font-semibold">
          Swap two tables&apos; dealers
        </h2>
        <div className="mt-2 flex flex-wrap items-end gap-2">
          {[
            [a, setA, "First table"],
            [b, setB, "Second table"],
          ].map(([value, set, label]) => (
            <label key={label as string} className={labelClass}>
              {label as string}
              <select className={`${inputClass} w-64`} value={value as string} onChange={(e) => (set as (v: string) => void)(e.target.value)}>
                <option value="">Choose…</option>
                {board.tables.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name} ({t.onDuty.map((d) => d.name).join(", ") || "no dealer"})
                  </option>
                ))}
              </select>
            </label>
          ))}
          <button
            type="button"
            className={`${button} bg-amber-400 text-slate-950`}
            disabled={!a || !b || a === b}
            onClick={async () => {
              const answer = await api("POST", "/api/floor/dealers/swap", { tableA: a, tableB: b, reason: "swapped by the floor" });
              say(answer.ok, answer.ok ? "The two dealers change tables now." : answer.message);
              if (answer.ok) await reload();
            }}
          >
            Swap now
          </button>
        </div>
      </section>
    </>
  );
}
