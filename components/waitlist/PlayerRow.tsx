"use client";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import type { FloorEntryView, FloorListView } from "@/lib/domain/waitlist";
import { countdown, waited } from "./format";
import type { Act } from "./use-act";

const REASONS = [
  { value: "left", label: "Left the room" },
  { value: "declined", label: "Declined the seat" },
  { value: "floor", label: "Taken off by the floor" },
] as const;

/** The open seats a player may be called to: their game's tables (a must-move player: its main tables). */
function seatsFor(entry: FloorEntryView, list: FloorListView, mustMove: boolean): { tableId: string; seat: number; label: string }[] {
  return list.tables
    .filter((t) => !mustMove || (t.role === "main" && t.tableId !== entry.seatedAt?.tableId))
    .flatMap((t) => t.openSeats.map((s) => ({ tableId: t.tableId, seat: s.seat, label: `${t.name} · seat ${s.seat}` })));
}

/** What the phones add to a row: whether codes are in use (/live on), calls wait for check-in, and showing a code. */
export interface RowPhones {
  readonly live: boolean;
  readonly callsWaitForCheckIn: boolean;
  showCode(entry: FloorEntryView): void;
}

/** One player on a list: where they are in the call, and what the floor can do about them now. */
export function PlayerRow({ entry, list, lists, act, now, phones, mustMove = false }: { entry: FloorEntryView; list: FloorListView; lists: readonly FloorListView[]; act: Act; now: number; phones: RowPhones; mustMove?: boolean }) {
  const seats = seatsFor(entry, list, mustMove);
  const [seat, setSeat] = useState("");
  const [reason, setReason] = useState<string>("left");
  const [moveTo, setMoveTo] = useState("");
  const [alsoOn, setAlsoOn] = useState("");
  const awaitingCheckIn = entry.remote !== null && entry.remote.checkedInAt === null;
  const heldForCheckIn = awaitingCheckIn && phones.callsWaitForCheckIn;
  const chosen = seats.find((s) => `${s.tableId}#${s.seat}` === seat) ?? seats[0];
  const others = lists.filter((l) => l.id !== list.id);
  const busy = (what: string) => act.busy === `${what}:${entry.id}`;
  const call = entry.call;
  const left = call ? call.expiresAt - now : 0;

  return (
    <li
      data-testid={`entry-${entry.id}`}
      data-status={entry.status}
      className={`rounded-lg border px-3 py-2 ${entry.status === "waiting" ? "border-slate-700 bg-slate-950" : "border-amber-400 bg-amber-950/40"}`}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="w-7 text-right text-lg font-bold text-slate-300" aria-label={`Number ${entry.position}`}>
          {entry.position}.
        </span>
        <span className="text-lg font-semibold" data-testid="entry-name">
          {entry.name}
        </span>
        <span className="text-sm text-slate-300" title="As the board shows it">
          board: {entry.initials}
        </span>
        {entry.phone ? <span className="text-sm text-slate-300">text: {entry.phone}</span> : null}
        {entry.seatedAt ? (
          <span className="text-sm text-slate-300">
            now at {entry.seatedAt.tableName} seat {entry.seatedAt.seat}
          </span>
        ) : null}
        <span className="ml-auto text-sm text-slate-300">waiting {waited(now - entry.signedUpAt)}</span>
        {entry.misses > 0 ? <span className="text-sm text-amber-300">missed {entry.misses === 1 ? "a call" : `${entry.misses} calls`}</span> : null}
      </div>

      {entry.remote ? (
        awaitingCheckIn ? (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <span data-testid="remote-badge" data-checked-in="no" className="rounded-full bg-indigo-900 px-3 py-1 text-sm font-semibold text-indigo-50">
              From a phone · not checked in · lapses in {waited(entry.remote.lapsesAt - now)}
            </span>
            <Button tone="go" busy={busy("check-in")} onClick={() => void act.run(`check-in:${entry.id}`, { type: "check-in", entryId: entry.id }, `${entry.name} is checked in.`)} aria-label={`Check in ${entry.name}`}>
              Check in
            </Button>
          </div>
        ) : (
          <p className="mt-1 text-sm text-slate-300" data-testid="remote-badge" data-checked-in="yes">
            From a phone · checked in
          </p>
        )
      ) : null}

      {call ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <p className="mr-auto font-semibold text-amber-200" role="status">
            {entry.status === "answered" ? `At the desk: going to ${call.tableName} seat ${call.seat}` : `Called to ${call.tableName} seat ${call.seat} · ${countdown(left)}${left > 0 ? " left" : ""}`}
          </p>
          {entry.status === "called" ? (
            <Button tone="neutral" busy={busy("answer")} onClick={() => void act.run(`answer:${entry.id}`, { type: "answer-call", entryId: entry.id }, `${entry.name} answered.`)} aria-label={`${entry.name} answered`}>
              Answered
            </Button>
          ) : null}
          <Button
            tone="primary"
            busy={busy("seat")}
            onClick={() => void act.run(`seat:${entry.id}`, { type: "seat-player", entryId: entry.id }, `${entry.name} is seated at ${call.tableName} seat ${call.seat}.`)}
            aria-label={`Seat ${entry.name} at ${call.tableName} seat ${call.seat}`}
          >
            Seat
          </Button>
          {entry.status === "called" ? (
            <Button tone="danger" busy={busy("miss")} onClick={() => void act.run(`miss:${entry.id}`, { type: "miss-call", entryId: entry.id, call: call.no }, `${entry.name} did not answer.`)} aria-label={`${entry.name} did not answer`}>
              No answer
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          {heldForCheckIn ? (
            <span className="text-sm text-slate-300">Called once checked in at the desk.</span>
          ) : seats.length > 0 ? (
            <>
              {seats.length > 1 ? (
                <label className="text-sm">
                  <span className="sr-only">Seat to call {entry.name} to</span>
                  <select className="min-h-11 rounded-md border border-slate-500 bg-slate-950 px-2" value={chosen ? `${chosen.tableId}#${chosen.seat}` : ""} onChange={(e) => setSeat(e.target.value)}>
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
          )}
          <details className="ml-auto">
            <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-slate-800 px-3 font-semibold">More for {entry.name}</summary>
            <div className="mt-2 flex flex-wrap items-end gap-2">
              <label className="text-sm">
                <span className="block">Why</span>
                <select className="min-h-11 rounded-md border border-slate-500 bg-slate-950 px-2" value={reason} onChange={(e) => setReason(e.target.value)}>
                  {REASONS.map((r) => (
                    <option key={r.value} value={r.value}>
                      {r.label}
                    </option>
                  ))}
                </select>
              </label>
              <Button tone="danger" busy={busy("remove")} onClick={() => void act.run(`remove:${entry.id}`, { type: "remove-player", entryId: entry.id, reason }, `${entry.name} is off the list.`)}>
                Take off the list
              </Button>
              {phones.live && entry.hasCode ? (
                <Button onClick={() => phones.showCode(entry)} aria-label={`Show ${entry.name}'s code`}>
                  Show code
                </Button>
              ) : null}
              {phones.live ? (
                <Button
                  busy={busy("new-code")}
                  onClick={() => void act.run(`new-code:${entry.id}`, { type: "new-code", entryId: entry.id }, `${entry.name} has a new code; the old one no longer works.`).then((ok) => ok && phones.showCode(entry))}
                  aria-label={`New code for ${entry.name}`}
                >
                  New code
                </Button>
              ) : null}
              {!mustMove && others.length > 0 ? (
                <>
                  <label className="text-sm">
                    <span className="block">Also on</span>
                    <select className="min-h-11 rounded-md border border-slate-500 bg-slate-950 px-2" value={alsoOn || others[0]!.id} onChange={(e) => setAlsoOn(e.target.value)}>
                      {others.map((l) => (
                        <option key={l.id} value={l.id}>
                          {l.label}
                        </option>
                      ))}
                    </select>
                  </label>
                  <Button
                    busy={busy("also")}
                    onClick={() => {
                      const to = others.find((l) => l.id === (alsoOn || others[0]!.id))!;
                      void act.run(`also:${entry.id}`, { type: "add-player", listId: to.id, name: entry.name, sameCodeAs: entry.id }, `${entry.name} is on ${to.label} too, with the same code.`);
                    }}
                  >
                    Add to that list too
                  </Button>
                  <label className="text-sm">
                    <span className="block">Move to</span>
                    <select className="min-h-11 rounded-md border border-slate-500 bg-slate-950 px-2" value={moveTo || others[0]!.id} onChange={(e) => setMoveTo(e.target.value)}>
                      {others.map((l) => (
                        <option key={l.id} value={l.id}>
                          {l.label}
                        </option>
                      ))}
                    </select>
                  </label>
                  <Button busy={busy("move")} onClick={() => void act.run(`move:${entry.id}`, { type: "move-player", entryId: entry.id, listId: moveTo || others[0]!.id }, `${entry.name} is moved.`)}>
                    Move
                  </Button>
                </>
              ) : null}
            </div>
          </details>
        </div>
      )}
    </li>
  );
}
