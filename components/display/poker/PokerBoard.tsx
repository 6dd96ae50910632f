"use client";
import type { ReactNode } from "react";
import type { PokerDisplayView } from "@/lib/domain/table/poker/views";
import { formatCents } from "@/lib/domain/money";
import { useNow } from "@/lib/client/use-now";
import { DisplayCard } from "../DisplayCard";
import type { Banner } from "../format";
import { blindsLine, killLine, stakesLine, timeLine, wallMarks } from "./format";

function Seat({ view, seat }: { view: PokerDisplayView; seat: PokerDisplayView["seats"][number] }) {
  const marks = wallMarks(view, seat.seat);
  const dealt = view.hand?.dealtIn.includes(seat.seat) ?? false;
  return (
    <li
      data-seat={seat.seat}
      data-status={seat.status}
      data-dealt={dealt ? "true" : undefined}
      className={`flex h-[150px] flex-col items-center justify-center gap-1 rounded-2xl ${
        seat.status === "empty" ? "border-4 border-dashed border-white/30 text-white/70" : dealt ? "bg-white text-slate-950 ring-8 ring-amber-300" : seat.status === "sitting-out" ? "bg-white/40 text-slate-950" : "bg-white text-slate-950"
      }`}
    >
      <span className="text-5xl font-black leading-none">{seat.seat}</span>
      <span className="text-[28px] font-semibold leading-none">{seat.status === "empty" ? "Open" : seat.status === "sitting-out" ? "Away" : dealt ? "In hand" : "Playing"}</span>
      <span className="flex gap-1">
        {marks.map((m) => (
          <span key={m} className={`rounded-md px-2 text-[28px] font-black leading-tight ${m === "KILL" ? "bg-red-600 text-white" : m.startsWith("D") ? "bg-slate-950 text-white" : "bg-sky-700 text-white"}`}>
            {m}
          </span>
        ))}
      </span>
    </li>
  );
}

/** The poker wall for 1920 x 1080: the stakes and blinds, the posted collection, the kill status, the time clock, the seats with the button and blinds, the board where the room shows it. */
export function PokerBoard({ view, info, overlay }: { view: PokerDisplayView; info: Banner | null; overlay: ReactNode }) {
  const now = useNow(1000, view.time?.running === true);
  const kill = killLine(view);
  const time = timeLine(view, now);
  const blinds = blindsLine(view);
  return (
    <div className="relative grid min-h-0 flex-1 grid-cols-[520px_1fr] gap-5" data-testid="poker-board">
      <aside className="flex min-h-0 flex-col gap-4">
        <section className="rounded-2xl bg-black/30 p-5" data-testid="stakes">
          <h2 className="text-[28px] font-bold uppercase tracking-wide text-emerald-50">{view.gameName}</h2>
          <p className={`mt-1 text-5xl font-black leading-tight ${view.killedHand ? "text-amber-300" : "text-white"}`} data-testid="wall-stakes">
            {stakesLine(view)}
          </p>
          {blinds ? (
            <p className="mt-1 text-4xl font-bold text-white" data-testid="wall-blinds">
              {blinds}
            </p>
          ) : null}
        </section>
        {kill ? (
          <section className={`rounded-2xl p-5 ${kill.urgent ? "bg-red-700" : "bg-black/30"}`} data-testid="wall-kill" data-urgent={kill.urgent ? "true" : "false"}>
            <h2 className="text-[28px] font-bold uppercase tracking-wide text-emerald-50">Kill pot</h2>
            <p className="mt-1 text-[34px] font-bold leading-tight text-white">{kill.text}</p>
          </section>
        ) : null}
        {time ? (
          <section className="rounded-2xl bg-black/30 p-5" data-testid="wall-time">
            <h2 className="text-[28px] font-bold uppercase tracking-wide text-emerald-50">Time collection</h2>
            <p className="mt-1 text-4xl font-black tabular-nums text-white">{time}</p>
          </section>
        ) : null}
        <section className="min-h-0 flex-1 overflow-hidden rounded-2xl bg-black/30 p-5" data-testid="fees">
          <h2 className="text-[28px] font-bold uppercase tracking-wide text-emerald-50">Collection</h2>
          <ul className="mt-1 text-[28px] leading-snug text-white">
            {view.fees.posted.map((line, i) => (
              <li key={i} data-fee-line={line} className={line.startsWith("  ") ? "pl-6 font-bold tabular-nums" : "font-semibold"}>
                {line.trim()}
              </li>
            ))}
          </ul>
        </section>
      </aside>
      <main className="flex min-h-0 flex-col gap-5">
        <section className="flex items-center justify-between rounded-2xl bg-black/30 px-6 py-4" data-testid="wall-hand">
          <p className="text-5xl font-black text-white">{view.hand ? `Hand ${view.hand.number}` : view.lastHand ? `Hand ${view.lastHand.handNumber} done` : "Next hand soon"}</p>
          <p className="text-4xl font-bold text-emerald-50" data-testid="wall-hand-status">
            {view.hand
              ? view.hand.dropCents !== null
                ? `Drop ${formatCents(view.hand.dropCents)} taken`
                : view.hand.flop
                  ? "Flop dealt"
                  : `${view.hand.dealtIn.length} players dealt in`
              : view.lastHand
                ? `${view.lastHand.winners}${view.lastHand.dropCents ? ` · drop ${formatCents(view.lastHand.dropCents)}` : ""}`
                : info
                  ? info.detail
                  : ""}
          </p>
        </section>
        <ol className="grid grid-cols-5 gap-4" aria-label="Seats" data-testid="wall-seats">
          {view.seats.map((s) => (
            <Seat key={s.seat} view={view} seat={s} />
          ))}
        </ol>
        {view.board !== null ? (
          <section className="flex min-h-0 flex-1 items-center justify-center gap-5 rounded-2xl bg-black/20 p-4" data-testid="wall-board">
            {view.board.length ? view.board.map((c) => <DisplayCard key={c} card={c} size="lg" />) : <p className="text-4xl text-emerald-50">The board shows here</p>}
          </section>
        ) : null}
      </main>
      {overlay}
    </div>
  );
}
