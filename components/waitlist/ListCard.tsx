"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { sameName, wrongGame, type FloorListView, type RunningTable } from "@/lib/domain/waitlist";
import { CodeCard } from "./CodeCard";
import { PlayerRow } from "./PlayerRow";
import { TableBlock } from "./TableBlock";
import { Badge, inputClass, labelClass } from "./ui";
import type { Act } from "./use-act";

/** One game and limit: its tables, its waiting list in order, its must-move list, and adding a player. */
export function ListCard({
  list,
  lists,
  freeTables,
  act,
  now,
  awayMinutes,
  phones,
}: {
  list: FloorListView;
  lists: readonly FloorListView[];
  /** Live tables not dealing any game on the lists, with what each deals. */
  freeTables: readonly RunningTable[];
  act: Act;
  now: number;
  awayMinutes: number;
  /** The room shows /live (players get codes), and whether a player who joined from a phone waits for check-in to be called. */
  phones: { live: boolean; callsWaitForCheckIn: boolean };
}) {
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [tableId, setTableId] = useState("");
  const [role, setRole] = useState<"main" | "must-move">("main");
  // Only a table of the list's game (and, at poker, its stakes) can deal it: the server says the same.
  const fitting = freeTables.filter((t) => wrongGame(list, t.name, t.deals) === null);
  const chosenTable = fitting.some((t) => t.id === tableId) ? tableId : (fitting[0]?.id ?? "");
  const hasMain = list.tables.some((t) => t.role === "main");
  const headingId = `list-${list.id}`;
  // The code shown: a player just added (found by name once the list shows them; names are once per list) or asked for.
  const [codeFor, setCodeFor] = useState<{ name: string; entryId: string | null } | null>(null);
  const codeEntry = codeFor ? (codeFor.entryId ?? [...list.waiting, ...list.mustMove].find((e) => sameName(e.name, codeFor.name))?.id ?? null) : null;
  const rowPhones = { ...phones, showCode: (e: { id: string; name: string }) => setCodeFor({ name: e.name, entryId: e.id }) };

  async function add(event: FormEvent) {
    event.preventDefault();
    const added = name.trim();
    const ok = await act.run(`add:${list.id}`, { type: "add-player", listId: list.id, name, phone: phone.trim() ? phone : null }, `${added} is on ${list.label}.`);
    if (ok) {
      setName("");
      setPhone("");
      if (phones.live) setCodeFor({ name: added, entryId: null });
    }
  }

  async function openTable(event: FormEvent) {
    event.preventDefault();
    const table = fitting.find((t) => t.id === chosenTable);
    await act.run(`open-table:${list.id}`, { type: "open-table", listId: list.id, tableId: chosenTable, role: hasMain ? role : "main" }, `${table?.name ?? chosenTable} deals ${list.label}.`);
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-700 bg-slate-900 p-4" data-testid={`list-${list.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-2xl font-bold">
          {list.label}
        </h3>
        {list.interest ? <Badge tone="blue">Interest list: no table yet</Badge> : null}
        <span className="ml-auto text-sm text-slate-300">
          {list.waiting.length} on the list{list.mustMove.length ? ` · ${list.mustMove.length} must move` : ""}
        </span>
      </div>
      {list.suggestion ? (
        <p className="mt-2 rounded-md border border-amber-400 bg-amber-950 px-3 py-2 font-semibold text-amber-100" data-testid={`suggestion-${list.id}`}>
          {list.suggestion}
        </p>
      ) : null}

      {list.tables.length ? (
        <div className="mt-3 space-y-2">
          {list.tables.map((t) => (
            <TableBlock key={t.tableId} table={t} list={list} act={act} now={now} awayMinutes={awayMinutes} />
          ))}
        </div>
      ) : null}

      <h4 className="mt-4 font-semibold">Waiting list</h4>
      {list.waiting.length ? (
        <ol className="mt-2 space-y-2" aria-label={`Waiting for ${list.label}`}>
          {list.waiting.map((e) => (
            <PlayerRow key={e.id} entry={e} list={list} lists={lists} act={act} now={now} phones={rowPhones} />
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-slate-300">Nobody is waiting.</p>
      )}

      {list.mustMove.length ? (
        <>
          <h4 className="mt-4 font-semibold">Must move to the main game</h4>
          <ol className="mt-2 space-y-2" aria-label={`Must move to ${list.label}`}>
            {list.mustMove.map((e) => (
              <PlayerRow key={e.id} entry={e} list={list} lists={lists} act={act} now={now} phones={rowPhones} mustMove />
            ))}
          </ol>
        </>
      ) : null}

      <form onSubmit={add} className="mt-4 flex flex-wrap items-end gap-2" aria-label={`Add a player to ${list.label}`}>
        <label className={`${labelClass} min-w-48 flex-1`}>
          Name or initials
          <input className={inputClass} name="name" value={name} required maxLength={40} autoComplete="off" onChange={(e) => setName(e.target.value)} />
        </label>
        <label className={`${labelClass} w-48`}>
          Phone for a text (optional)
          <input className={inputClass} name="phone" type="tel" value={phone} maxLength={24} autoComplete="off" onChange={(e) => setPhone(e.target.value)} />
        </label>
        <Button type="submit" tone="primary" busy={act.busy === `add:${list.id}`}>
          Add to list
        </Button>
      </form>
      {codeFor && codeEntry ? <CodeCard entryId={codeEntry} name={codeFor.name} onClose={() => setCodeFor(null)} /> : null}

      <details className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-slate-800 px-3 text-sm font-semibold">Open a table for {list.label}</summary>
        {fitting.length ? (
          <form onSubmit={openTable} className="mt-2 flex flex-wrap items-end gap-2">
            <label className={labelClass}>
              Table
              <select className={inputClass} value={chosenTable} onChange={(e) => setTableId(e.target.value)}>
                {fitting.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
            </label>
            {hasMain ? (
              <label className={labelClass}>
                As
                <select className={inputClass} value={role} onChange={(e) => setRole(e.target.value as "main" | "must-move")}>
                  <option value="main">another main game</option>
                  <option value="must-move">a must-move game</option>
                </select>
              </label>
            ) : null}
            <Button type="submit" tone="primary" busy={act.busy === `open-table:${list.id}`}>
              Open the table
            </Button>
          </form>
        ) : (
          <p className="mt-2 text-sm text-slate-300">{freeTables.length ? `No free table deals ${list.label}.` : "Every live table deals a game on the lists already."}</p>
        )}
        {list.waiting.length === 0 && list.mustMove.length === 0 && list.tables.length === 0 ? (
          <Button className="mt-3" tone="danger" busy={act.busy === `close-list:${list.id}`} onClick={() => void act.run(`close-list:${list.id}`, { type: "close-list", listId: list.id }, `${list.label} is closed.`)}>
            Close this list
          </Button>
        ) : null}
      </details>
    </section>
  );
}
