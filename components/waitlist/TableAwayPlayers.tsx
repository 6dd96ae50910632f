"use client";
import { Button } from "@/components/ui/Button";
import type { FloorTableView } from "@/lib/domain/waitlist";
import { countdown } from "./format";
import type { Act } from "./use-act";

/** The players away from a table, each with the time their seat is still held, and the floor's Back and Release buttons. */
export function TableAwayPlayers({ table, act, now }: { table: FloorTableView; act: Act; now: number }) {
  if (!table.away.length) return null;
  const key = (what: string) => `${what}:${table.tableId}`;
  return (
    <ul className="mt-2 space-y-1" aria-label={`Players away from ${table.name}`}>
      {table.away.map((a) => (
        <li key={a.seat} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="mr-auto">
            Seat {a.seat} away · seat held {countdown(a.until - now)}
            {a.until > now ? " more" : ""}
          </span>
          <Button busy={act.busy === key(`back-${a.seat}`)} onClick={() => void act.run(key(`back-${a.seat}`), { type: "player-back", tableId: table.tableId, seat: a.seat }, `Seat ${a.seat} is back.`)}>
            Back
          </Button>
          <Button tone="danger" busy={act.busy === key(`release-${a.seat}`)} onClick={() => void act.run(key(`release-${a.seat}`), { type: "release-away", tableId: table.tableId, seat: a.seat }, `Seat ${a.seat} of ${table.name} is released.`)}>
            Release the seat
          </Button>
        </li>
      ))}
    </ul>
  );
}
