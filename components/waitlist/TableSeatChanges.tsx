"use client";
import { Button } from "@/components/ui/Button";
import type { FloorTableView } from "@/lib/domain/waitlist";
import type { Act } from "./use-act";

/** A table's seat-change list, in order, with Move now for a player called to a seat and Cancel request. */
export function TableSeatChanges({ table, act }: { table: FloorTableView; act: Act }) {
  if (!table.seatChanges.length) return null;
  return (
    <div className="mt-2">
      <h5 className="text-sm font-semibold text-slate-200">Seat changes</h5>
      <ol className="mt-1 space-y-1 text-sm">
        {table.seatChanges.map((e) => (
          <li key={e.id} className="flex flex-wrap items-center gap-2">
            <span className="mr-auto">
              {e.position}. {e.name} in seat {e.seatedAt?.seat} wants {e.wants === null ? "any other seat" : `seat ${e.wants}`}
              {e.call ? ` · called to seat ${e.call.seat}` : ""}
            </span>
            {e.call ? (
              <Button tone="primary" busy={act.busy === `seat:${e.id}`} onClick={() => void act.run(`seat:${e.id}`, { type: "seat-player", entryId: e.id }, `${e.name} moved to seat ${e.call!.seat}.`)}>
                Move now
              </Button>
            ) : null}
            <Button tone="danger" busy={act.busy === `remove:${e.id}`} onClick={() => void act.run(`remove:${e.id}`, { type: "remove-player", entryId: e.id, reason: "floor" }, `${e.name}'s request is off the list.`)}>
              Cancel request
            </Button>
          </li>
        ))}
      </ol>
    </div>
  );
}
