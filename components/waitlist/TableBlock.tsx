"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import type { FloorListView, FloorTableView } from "@/lib/domain/waitlist";
import { countdown } from "./format";
import { Badge, inputClass, labelClass } from "./ui";
import type { Act } from "./use-act";

function seatOptions(count: number) {
  return Array.from({ length: count }, (_, i) => i + 1);
}

/** A table dealing a list's game: its seats, the players away, its seat-change list, and the floor's forms for them. */
export function TableBlock({ table, list, act, now, awayMinutes: defaultAway }: { table: FloorTableView; list: FloorListView; act: Act; now: number; awayMinutes: number }) {
  const [changeSeat, setChangeSeat] = useState(1);
  const [changeName, setChangeName] = useState("");
  const [wants, setWants] = useState("");
  const [awaySeat, setAwaySeat] = useState(1);
  const [awayMinutes, setAwayMinutes] = useState(String(defaultAway));
  const [mmSeat, setMmSeat] = useState(1);
  const [mmName, setMmName] = useState("");
  const key = (what: string) => `${what}:${table.tableId}`;

  async function addSeatChange(event: FormEvent) {
    event.preventDefault();
    const ok = await act.run(key("seat-change"), { type: "add-seat-change", tableId: table.tableId, seat: changeSeat, name: changeName, wants: wants ? Number(wants) : null }, `${changeName} is on the seat-change list of ${table.name}.`);
    if (ok) setChangeName("");
  }
  async function markAway(event: FormEvent) {
    event.preventDefault();
    await act.run(key("away"), { type: "mark-away", tableId: table.tableId, seat: awaySeat, minutes: Number(awayMinutes) }, `Seat ${awaySeat} of ${table.name} is held for ${awayMinutes} minutes.`);
  }
  async function addMustMove(event: FormEvent) {
    event.preventDefault();
    const ok = await act.run(key("must-move"), { type: "add-must-move", tableId: table.tableId, seat: mmSeat, name: mmName }, `${mmName} is on the must-move list.`);
    if (ok) setMmName("");
  }

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
      {table.away.length ? (
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
      ) : null}
      {table.seatChanges.length ? (
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
      ) : null}
      <details className="mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-slate-800 px-3 text-sm font-semibold">Seat change, player away, close {table.name}</summary>
        <div className="mt-3 space-y-4">
          <form onSubmit={addSeatChange} className="flex flex-wrap items-end gap-2" aria-label={`Seat change at ${table.name}`}>
            <label className={labelClass}>
              Seat now
              <select className={inputClass} value={changeSeat} onChange={(e) => setChangeSeat(Number(e.target.value))}>
                {seatOptions(table.seats).map((n) => (
                  <option key={n}>{n}</option>
                ))}
              </select>
            </label>
            <label className={labelClass}>
              Player
              <input className={inputClass} value={changeName} required maxLength={40} onChange={(e) => setChangeName(e.target.value)} />
            </label>
            <label className={labelClass}>
              Wants seat
              <select className={inputClass} value={wants} onChange={(e) => setWants(e.target.value)}>
                <option value="">Any other</option>
                {seatOptions(table.seats).map((n) => (
                  <option key={n}>{n}</option>
                ))}
              </select>
            </label>
            <Button type="submit" busy={act.busy === key("seat-change")}>
              Add seat change
            </Button>
          </form>
          <form onSubmit={markAway} className="flex flex-wrap items-end gap-2" aria-label={`Player away from ${table.name}`}>
            <label className={labelClass}>
              Seat
              <select className={inputClass} value={awaySeat} onChange={(e) => setAwaySeat(Number(e.target.value))}>
                {seatOptions(table.seats).map((n) => (
                  <option key={n}>{n}</option>
                ))}
              </select>
            </label>
            <label className={labelClass}>
              Hold for (minutes)
              <input className={inputClass} type="number" min={1} max={120} value={awayMinutes} onChange={(e) => setAwayMinutes(e.target.value)} />
            </label>
            <Button type="submit" busy={act.busy === key("away")}>
              Player away
            </Button>
          </form>
          {table.role === "must-move" ? (
            <form onSubmit={addMustMove} className="flex flex-wrap items-end gap-2" aria-label={`Must-move player at ${table.name}`}>
              <label className={labelClass}>
                Seat
                <select className={inputClass} value={mmSeat} onChange={(e) => setMmSeat(Number(e.target.value))}>
                  {seatOptions(table.seats).map((n) => (
                    <option key={n}>{n}</option>
                  ))}
                </select>
              </label>
              <label className={labelClass}>
                Player seated there
                <input className={inputClass} value={mmName} required maxLength={40} onChange={(e) => setMmName(e.target.value)} />
              </label>
              <Button type="submit" busy={act.busy === key("must-move")}>
                Add to must-move list
              </Button>
            </form>
          ) : null}
          <Button
            tone="danger"
            busy={act.busy === key("close")}
            onClick={() => {
              if (window.confirm(`Stop dealing ${list.label} at ${table.name}? Its seat-change requests end.`)) void act.run(key("close"), { type: "close-table", tableId: table.tableId }, `${table.name} is off the lists.`);
            }}
          >
            Close {table.name} for this game
          </Button>
        </div>
      </details>
    </div>
  );
}
