"use client";
/** Opening a free table for a list's game (a main or a must-move game), and closing the list once nothing is on it. */
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { wrongGame, type FloorListView, type RunningTable } from "@/lib/domain/waitlist";
import { inputClass, labelClass } from "./ui";
import type { Act } from "./use-act";

export function OpenTableForm({ list, freeTables, act }: { list: FloorListView; freeTables: readonly RunningTable[]; act: Act }) {
  const [tableId, setTableId] = useState("");
  const [role, setRole] = useState<"main" | "must-move">("main");
  // Only a table of the list's game (and, at poker, its stakes) can deal it: the server says the same.
  const fitting = freeTables.filter((t) => wrongGame(list, t.name, t.deals) === null);
  const chosenTable = fitting.some((t) => t.id === tableId) ? tableId : (fitting[0]?.id ?? "");
  const hasMain = list.tables.some((t) => t.role === "main");

  async function openTable(event: FormEvent) {
    event.preventDefault();
    const table = fitting.find((t) => t.id === chosenTable);
    await act.run(`open-table:${list.id}`, { type: "open-table", listId: list.id, tableId: chosenTable, role: hasMain ? role : "main" }, `${table?.name ?? chosenTable} deals ${list.label}.`);
  }

  return (
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
  );
}
