"use client";
import { Button } from "@/components/ui/Button";
import type { FloorListView, FloorTableView } from "@/lib/domain/waitlist";
import { Badge } from "./ui";
import type { Act } from "./use-act";
import { TableAwayPlayers } from "./TableAwayPlayers";
import { TableSeatChanges } from "./TableSeatChanges";
import { MustMoveForm, PlayerAwayForm, SeatChangeForm } from "./TableFloorForms";

/** A table dealing a list's game: its seats, the players away, its seat-change list, and the floor's forms for them. */
export function TableBlock({ table, list, act, now, awayMinutes }: { table: FloorTableView; list: FloorListView; act: Act; now: number; awayMinutes: number }) {
  const closeKey = `close:${table.tableId}`;
  return (
    <div className="rounded-lg border border-slate-700 p-3" data-testid={`list-table-${table.tableId}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold">{table.name}</h4>
        <Badge tone={table.role === "main" ? "green" : "blue"}>{table.role === "main" ? "Main game" : "Must-move game"}</Badge>
        <span className="text-sm text-slate-300" data-testid={`seats-${table.tableId}`}>
          {table.occupied} of {table.seats} seats taken
          {table.openSeats.length ? ` · open: ${table.openSeats.map((s) => s.seat).join(", ")}` : " · full"}
        </span>
      </div>
      {table.called.length ? <p className="mt-1 text-sm text-amber-200">Called: {table.called.map((c) => `seat ${c.seat} for ${c.initials}`).join(", ")}</p> : null}
      <TableAwayPlayers table={table} act={act} now={now} />
      <TableSeatChanges table={table} act={act} />
      <details className="mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-slate-800 px-3 text-sm font-semibold">Seat change, player away, close {table.name}</summary>
        <div className="mt-3 space-y-4">
          <SeatChangeForm table={table} act={act} />
          <PlayerAwayForm table={table} act={act} defaultMinutes={awayMinutes} />
          {table.role === "must-move" ? <MustMoveForm table={table} act={act} /> : null}
          <Button
            tone="danger"
            busy={act.busy === closeKey}
            onClick={() => {
              if (window.confirm(`Stop dealing ${list.label} at ${table.name}? Its seat-change requests end.`)) void act.run(closeKey, { type: "close-table", tableId: table.tableId }, `${table.name} is off the lists.`);
            }}
          >
            Close {table.name} for this game
          </Button>
        </div>
      </details>
    </div>
  );
}
