"use client";
/** A waiting player called to an open seat (one chosen where there are several), or why they cannot be yet. */
import { Button } from "@/components/ui/Button";
import type { FloorEntryView } from "@/lib/domain/waitlist";
import type { OpenSeat } from "./open-seats";
import type { Act } from "./use-act";

export function CallToSeat({
  entry,
  seats,
  seat,
  heldForCheckIn,
  mustMove,
  act,
  onSeat,
}: {
  entry: FloorEntryView;
  /** The open seats the player may be called to, and the one chosen ("" before a choice: the first). */
  seats: readonly OpenSeat[];
  seat: string;
  /** Not checked in at the desk yet, and calls wait for it. */
  heldForCheckIn: boolean;
  mustMove: boolean;
  act: Act;
  onSeat: (seat: string) => void;
}) {
  const chosen = seats.find((s) => `${s.tableId}#${s.seat}` === seat) ?? seats[0];
  const busy = (what: string) => act.busy === `${what}:${entry.id}`;
  return heldForCheckIn ? (
    <span className="text-sm text-slate-300">Called once checked in at the desk.</span>
  ) : seats.length > 0 ? (
    <>
      {seats.length > 1 ? (
        <label className="text-sm">
          <span className="sr-only">Seat to call {entry.name} to</span>
          <select className="min-h-11 rounded-md border border-slate-500 bg-slate-950 px-2" value={chosen ? `${chosen.tableId}#${chosen.seat}` : ""} onChange={(e) => onSeat(e.target.value)}>
            {seats.map((s) => (
              <option key={`${s.tableId}#${s.seat}`} value={`${s.tableId}#${s.seat}`}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <Button
        tone="primary"
        busy={busy("call")}
        onClick={() => chosen && void act.run(`call:${entry.id}`, { type: "call-player", entryId: entry.id, tableId: chosen.tableId, seat: chosen.seat }, `${entry.name} is called to ${chosen.label}.`)}
        aria-label={`Call ${entry.name} to ${chosen?.label ?? "a seat"}`}
      >
        Call{seats.length === 1 ? ` to ${seats[0]!.label}` : ""}
      </Button>
    </>
  ) : (
    <span className="text-sm text-slate-300">No open seat for {mustMove ? "the main game" : "this game"} yet.</span>
  );
}
