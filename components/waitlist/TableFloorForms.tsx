"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import type { FloorTableView } from "@/lib/domain/waitlist";
import { inputClass, labelClass } from "./ui";
import type { Act } from "./use-act";

/** The floor's forms at a table: a seat change, a player away, a must-move player. */
type FormProps = { table: FloorTableView; act: Act };

function seatOptions(count: number) {
  return Array.from({ length: count }, (_, i) => i + 1);
}

function SeatSelect({ count, value, onChange }: { count: number; value: number | string; onChange: (value: string) => void }) {
  return (
    <select className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
      {seatOptions(count).map((n) => (
        <option key={n}>{n}</option>
      ))}
    </select>
  );
}

/** A player asking to change seats at the table: the seat now, the name, and the seat wanted (or any other). */
export function SeatChangeForm({ table, act }: FormProps) {
  const [changeSeat, setChangeSeat] = useState(1);
  const [changeName, setChangeName] = useState("");
  const [wants, setWants] = useState("");
  async function addSeatChange(event: FormEvent) {
    event.preventDefault();
    const ok = await act.run(`seat-change:${table.tableId}`, { type: "add-seat-change", tableId: table.tableId, seat: changeSeat, name: changeName, wants: wants ? Number(wants) : null }, `${changeName} is on the seat-change list of ${table.name}.`);
    if (ok) setChangeName("");
  }
  return (
    <form onSubmit={addSeatChange} className="flex flex-wrap items-end gap-2" aria-label={`Seat change at ${table.name}`}>
      <label className={labelClass}>
        Seat now
        <SeatSelect count={table.seats} value={changeSeat} onChange={(v) => setChangeSeat(Number(v))} />
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
      <Button type="submit" busy={act.busy === `seat-change:${table.tableId}`}>
        Add seat change
      </Button>
    </form>
  );
}

/** A player stepping away: the seat held for so many minutes (the room's default to start). */
export function PlayerAwayForm({ table, act, defaultMinutes }: FormProps & { defaultMinutes: number }) {
  const [awaySeat, setAwaySeat] = useState(1);
  const [awayMinutes, setAwayMinutes] = useState(String(defaultMinutes));
  async function markAway(event: FormEvent) {
    event.preventDefault();
    await act.run(`away:${table.tableId}`, { type: "mark-away", tableId: table.tableId, seat: awaySeat, minutes: Number(awayMinutes) }, `Seat ${awaySeat} of ${table.name} is held for ${awayMinutes} minutes.`);
  }
  return (
    <form onSubmit={markAway} className="flex flex-wrap items-end gap-2" aria-label={`Player away from ${table.name}`}>
      <label className={labelClass}>
        Seat
        <SeatSelect count={table.seats} value={awaySeat} onChange={(v) => setAwaySeat(Number(v))} />
      </label>
      <label className={labelClass}>
        Hold for (minutes)
        <input className={inputClass} type="number" min={1} max={120} value={awayMinutes} onChange={(e) => setAwayMinutes(e.target.value)} />
      </label>
      <Button type="submit" busy={act.busy === `away:${table.tableId}`}>
        Player away
      </Button>
    </form>
  );
}

/** A must-move game's player to move to the main game: the seat and the name. */
export function MustMoveForm({ table, act }: FormProps) {
  const [mmSeat, setMmSeat] = useState(1);
  const [mmName, setMmName] = useState("");
  async function addMustMove(event: FormEvent) {
    event.preventDefault();
    const ok = await act.run(`must-move:${table.tableId}`, { type: "add-must-move", tableId: table.tableId, seat: mmSeat, name: mmName }, `${mmName} is on the must-move list.`);
    if (ok) setMmName("");
  }
  return (
    <form onSubmit={addMustMove} className="flex flex-wrap items-end gap-2" aria-label={`Must-move player at ${table.name}`}>
      <label className={labelClass}>
        Seat
        <SeatSelect count={table.seats} value={mmSeat} onChange={(v) => setMmSeat(Number(v))} />
      </label>
      <label className={labelClass}>
        Player seated there
        <input className={inputClass} value={mmName} required maxLength={40} onChange={(e) => setMmName(e.target.value)} />
      </label>
      <Button type="submit" busy={act.busy === `must-move:${table.tableId}`}>
        Add to must-move list
      </Button>
    </form>
  );
}
