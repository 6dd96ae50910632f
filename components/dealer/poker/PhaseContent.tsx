"use client";
import { useState, type FormEvent } from "react";
import type { PokerDealerView } from "@/lib/domain/table/poker/views";
import { Button } from "@/components/ui/Button";
import { dollars } from "@/lib/client/dollars";
import { useNow } from "@/lib/client/use-now";
import { Panel, inputClass, labelClass } from "../ui";
import { countdown, owedText, seatMarks, STATUS_WORD } from "./format";
import { ShowdownPanel } from "./ShowdownPanel";
import type { DealerCommand } from "../context";
import { usePokerDealer } from "./use-poker-dealer";

/** A seat's editor: a name to seat a player; sit out, back in, leave, collect time for a player. */
function SeatEditor({ seat, onDone }: { seat: number; onDone: () => void }) {
  const { view, run, pending } = usePokerDealer();
  const player = view.players.find((p) => p.seat === seat)!;
  const owed = view.timeOwed.find((o) => o.seat === seat);
  const [name, setName] = useState("");
  const act = async (command: DealerCommand<PokerDealerView>) => {
    const answer = await run(command);
    if (answer.ok) onDone();
  };
  if (player.status === "empty") {
    const submit = (e: FormEvent) => {
      e.preventDefault();
      if (name.trim()) void act({ type: "seat-player", seat, name: name.trim() });
    };
    return (
      <form onSubmit={submit} className="rounded-xl border-2 border-amber-300 bg-slate-950 p-4" data-testid="seat-editor">
        <label className="block">
          <span className={labelClass}>Player&apos;s name for seat {seat}</span>
          <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} maxLength={40} autoComplete="off" autoFocus required />
        </label>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button type="submit" tone="primary" disabled={!name.trim()} busy={pending === "seat-player"}>
            Seat {name.trim() || "the player"} in seat {seat}
          </Button>
          <Button onClick={onDone}>Cancel</Button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex flex-wrap gap-2 rounded-xl border-2 border-amber-300 bg-slate-950 p-4" data-testid="seat-editor">
      <p className="w-full text-lg text-white">
        Seat {seat}: <strong>{player.name ?? "a player"}</strong> · {STATUS_WORD[player.status]}
      </p>
      {owed ? (
        <Button tone="primary" disabled={pending !== null} onClick={() => void act({ type: "collect-time", seat })} data-testid="seat-collect-time">
          Collect time {owedText(owed)}
        </Button>
      ) : null}
      {player.status === "seated" ? (
        <Button disabled={pending !== null} onClick={() => void act({ type: "sit-out", seat })} data-testid="sit-out">
          Sits out
        </Button>
      ) : (
        <Button tone="go" disabled={pending !== null} onClick={() => void act({ type: "come-back", seat })} data-testid="come-back">
          Back in the game
        </Button>
      )}
      <Button tone="danger" disabled={pending !== null} onClick={() => void act({ type: "unseat-player", seat })} data-testid="leave">
        Leaves the table
      </Button>
      <Button onClick={onDone}>Cancel</Button>
    </div>
  );
}

function SeatsPanel({ view }: { view: PokerDealerView }) {
  const [selected, setSelected] = useState<number | null>(null);
  const emphasis = view.next.step === "seat-players";
  return (
    <Panel id="seats-title" testId="seats" title="Seats" tone={emphasis ? "focus" : "plain"}>
      <p className="mb-2 text-sm text-slate-200">Tap a seat to seat a player, sit them out, bring them back or let them leave.</p>
      <ul className="grid grid-cols-5 gap-2">
        {view.players.map((p) => {
          const marks = seatMarks(view, p.seat);
          const owes = view.timeOwed.some((o) => o.seat === p.seat);
          const dealt = view.hand?.dealtIn.includes(p.seat) ?? false;
          return (
            <li key={p.seat}>
              <button
                type="button"
                aria-pressed={selected === p.seat}
                data-testid={`seat-${p.seat}`}
                data-occupied={p.status !== "empty" ? "true" : "false"}
                data-status={p.status}
                onClick={() => setSelected(selected === p.seat ? null : p.seat)}
                className={`flex min-h-20 w-full flex-col items-start justify-center rounded-lg border-2 px-2 py-1 text-left ${selected === p.seat ? "border-amber-300" : dealt ? "border-emerald-300" : "border-slate-600"} ${p.status === "empty" ? "bg-slate-950" : p.status === "sitting-out" ? "bg-slate-800/60" : "bg-slate-800"}`}
              >
                <span className="text-sm text-slate-200">Seat {p.seat}</span>
                <span className={`max-w-full truncate font-semibold ${p.name ? "text-white" : "text-slate-300"}`}>{p.name ?? (p.status === "empty" ? "Empty" : "Player")}</span>
                {p.status === "sitting-out" ? <span className="text-xs font-bold text-amber-200">Sitting out</span> : null}
                <span className="flex flex-wrap gap-1">
                  {marks.map((m) => (
                    <span key={m} className={`rounded px-1 text-xs font-bold ${m === "Kill" ? "bg-red-400 text-slate-950" : m === "Button" ? "bg-white text-slate-950" : "bg-sky-300 text-slate-950"}`}>
                      {m === "Small blind" ? "SB" : m === "Big blind" ? "BB" : m}
                    </span>
                  ))}
                  {owes ? <span className="rounded bg-amber-300 px-1 text-xs font-bold text-slate-950">Time due</span> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {selected !== null ? (
        <div className="mt-3">
          <SeatEditor key={selected} seat={selected} onDone={() => setSelected(null)} />
        </div>
      ) : null}
    </Panel>
  );
}

function TimePanel({ view }: { view: PokerDealerView }) {
  const { run, pending } = usePokerDealer();
  const now = useNow(1000, view.time?.running === true);
  if (!view.time) return null;
  const left = countdown(view.time.nextAt, now);
  return (
    <Panel id="time-title" testId="time" title={`Time collection · ${dollars(view.time.perHalfHourCents)} per player per half hour`} tone={view.timeOwed.length ? "focus" : "plain"}>
      <p className="text-slate-100">
        {view.time.running ? (
          <>
            Clock running{left ? <> · next half hour in <strong className="text-white" data-testid="time-countdown">{left}</strong></> : null}
          </>
        ) : (
          "The clock is stopped."
        )}{" "}
        · collected so far <strong className="text-white" data-testid="time-collected">{dollars(view.timeCollectedCents)}</strong>
      </p>
      {view.timeOwed.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="time-owed">
          {view.timeOwed.map((o) => (
            <li key={o.seat}>
              <Button tone="primary" disabled={pending !== null} onClick={() => void run({ type: "collect-time", seat: o.seat })} data-testid={`collect-time-${o.seat}`}>
                Seat {o.seat}: {owedText(o)}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-300">Nobody owes time now.</p>
      )}
      {view.time.running && view.hand === null ? (
        <Button className="mt-2" disabled={pending !== null} onClick={() => void run({ type: "stop-clock" })} data-testid="stop-clock">
          Stop the clock (table closing)
        </Button>
      ) : null}
    </Panel>
  );
}

/** The board the wall shows, where the room shows it: the flop, then the turn and the river. */
function BoardForm({ view }: { view: PokerDealerView }) {
  const { run, pending } = usePokerDealer();
  const [text, setText] = useState((view.board ?? []).join(" "));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cards = text.trim() ? text.trim().toUpperCase().split(/[\s,]+/) : [];
    void run({ type: "show-board", cards });
  };
  return (
    <form onSubmit={submit} className="mt-3 flex items-end gap-2" data-testid="board-form">
      <label className="block flex-1">
        <span className={labelClass}>Board on the wall (e.g. AS KD 7C, then the turn, the river)</span>
        <input className={inputClass} value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
      </label>
      <Button type="submit" disabled={pending !== null}>
        Show
      </Button>
    </form>
  );
}

function HandPanel({ view }: { view: PokerDealerView }) {
  const hand = view.hand;
  if (!hand) return null;
  return (
    <Panel id="hand-title" testId="hand" title={`Hand ${hand.number}${view.killedHand ? " · killed pot" : ""}`} tone="focus">
      <p className="text-lg text-white" data-testid="hand-stakes">
        {view.stakes}
      </p>
      <p className="text-slate-100">
        Dealt in, in dealing order: seats {hand.dealtIn.join(", ")}
        {hand.straddle ? ` · straddle seat ${hand.straddle}` : ""}
        {hand.killedBy ? ` · killed by seat ${hand.killedBy}` : ""}
      </p>
      <p className="text-slate-100" data-testid="hand-steps">
        {view.handSteps.join(" → ")}
        {hand.dropCents !== null ? ` · drop ${dollars(hand.dropCents)}` : ""}
      </p>
      {view.board !== null && hand.flop ? <BoardForm key={hand.number} view={view} /> : null}
    </Panel>
  );
}

function KillPanel({ view }: { view: PokerDealerView }) {
  if (!view.kill) return null;
  return (
    <Panel id="kill-title" testId="kill" title="Kill pot">
      <p className={`text-lg ${view.kill.nextKiller !== null || view.killedHand ? "font-bold text-amber-200" : "text-slate-100"}`} data-testid="kill-words">
        {view.kill.words}
      </p>
      <p className="text-sm text-slate-300">Kill blind {dollars(view.kill.killBlindCents)}; a scoop kills the next hand only if the pot is at least five times the upper limit.</p>
    </Panel>
  );
}

function LastHand({ view }: { view: PokerDealerView }) {
  const last = view.lastHandRecord;
  if (!last || view.hand) return null;
  return (
    <Panel id="last-title" testId="last-hand" title={`Last hand: #${last.handNumber}`}>
      <p className="text-slate-100">
        {view.lastHand?.winners} · drop {dollars(last.dropCents)}
        {last.kill ? ` · killed by seat ${last.kill.seat}` : ""} · {last.flop ? "flop dealt" : "no flop"}
      </p>
    </Panel>
  );
}

/** The left column of a poker table: the seats, the hand in play, the time, the kill, the last hand, the showdown calculator. */
export function PokerPhaseContent({ view }: { view: PokerDealerView }) {
  return (
    <>
      <HandPanel view={view} />
      <SeatsPanel view={view} />
      <TimePanel view={view} />
      <KillPanel view={view} />
      <LastHand view={view} />
      <ShowdownPanel view={view} />
    </>
  );
}
