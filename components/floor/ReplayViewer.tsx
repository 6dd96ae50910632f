"use client";
import { useEffect, useRef } from "react";
import { dateTime, money } from "@/lib/client/floor-api";
import type { ReplayFrame, RoundReplay } from "@/lib/contract/history";
import { familyScreens } from "@/components/family-screens";
import { filingWords } from "@/lib/client/names";
import { ReplaySettlement } from "./ReplaySettlement";
import { DrawingBoundary } from "@/components/ui/DrawingBoundary";
import { ReplayTable } from "./ReplayTable";

function ReplayHands({ frame }: { frame: ReplayFrame }) {
  const { ReplayHands: Hands } = familyScreens(frame.family);
  return <Hands frame={frame as never} />;
}

/** Where the table stood at that step, in the floor's words (never the state's name). */
const PHASE_WORDS: Readonly<Record<ReplayFrame["phase"], string>> = {
  setup: "Being set up",
  waiting: "Between hands",
  betting: "Betting open",
  dealing: "Dealing",
  settling: "Settling",
};

/** The round's wagers at that step. */
function FrameWagers({ frame }: { frame: ReplayFrame }) {
  return (
    <div>
      <h4 className="font-semibold">Wagers</h4>
      {frame.wagers.length === 0 ? (
        <p className="text-sm text-slate-300">none</p>
      ) : (
        <ReplayTable headings={["Seat", "Bet", { label: "Amount", right: true }]} className="mt-1 text-sm">
          {frame.wagers.map((w) => (
            <tr key={w.id} data-testid="replay-wager">
              <td className="pr-4">
                {w.seat}
                {w.backline ? ` backline${w.bettor ? ` (${w.bettor})` : ""}` : ""}
              </td>
              <td className="pr-4">
                {w.betName}
                {w.choice ? ` · ${w.choice}` : ""}
              </td>
              <td className="pr-4 text-right">{money(w.amount)}</td>
            </tr>
          ))}
        </ReplayTable>
      )}
    </div>
  );
}

/** The fee option and, once betting closed, the round's fee lines. */
function FrameFees({ frame }: { frame: ReplayFrame }) {
  return (
    <div>
      <h4 className="font-semibold">Fees {frame.fees.total !== null ? `· ${money(frame.fees.total)}` : "(fixed when betting closes)"}</h4>
      <p className="text-sm text-slate-300">{frame.fees.option}</p>
      {frame.fees.lines ? (
        <ul className="mt-1 text-sm">
          {frame.fees.lines.map((l, i) => (
            <li key={i}>
              {l.payer}: <strong>{money(l.cents)}</strong> — {l.rule} <span className="text-slate-300">({filingWords(l.source)})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The table at one step of the round: where it stood, the hands, wagers, fees, settlement, corrections and the dealer's next step. */
function Frame({ frame }: { frame: ReplayFrame }) {
  return (
    <div className="space-y-4" data-testid="replay-frame">
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <span>
          Hand <strong>#{frame.handNumber}</strong>
        </span>
        <span>
          <strong>{PHASE_WORDS[frame.phase]}</strong>
        </span>
        <span>
          Player-dealer <strong>{frame.playerDealer ? `seat ${frame.playerDealer.seat}${frame.playerDealer.bankHand ? `, bank hand ${frame.playerDealer.bankHand}` : ""}` : "none"}</strong>
        </span>
        <span>
          Bank <strong>{money(frame.bank)}</strong>
        </span>
        {frame.status !== "open" ? (
          <span>
            Table <strong>{frame.status}</strong>
          </span>
        ) : null}
      </div>
      <ReplayHands frame={frame} />
      <FrameWagers frame={frame} />
      <FrameFees frame={frame} />
      {frame.settlement ? <ReplaySettlement frame={frame} settlement={frame.settlement} /> : null}
      {frame.corrections.length ? (
        <div>
          <h4 className="font-semibold">Corrections</h4>
          <ul className="text-sm">
            {frame.corrections.map((c, i) => (
              <li key={i}>
                {c.words ?? `Card ${c.index + 1}: ${c.from} → ${c.to}`} by {c.approvedBy} ({c.reason})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-sm text-slate-300">
        Dealer&apos;s next step at this point: <strong className="text-slate-100">{frame.next.label}</strong>
        {frame.next.hint ? ` — ${frame.next.hint}` : ""}
      </p>
    </div>
  );
}

/**
 * Steps through a round as it happened: each event of the table's log and the supervisor's view
 * right after it. Arrow keys (left/right, Home/End) move through the steps.
 */
export function ReplayViewer({ replay, step, onStep, timeZone }: { replay: RoundReplay; step: number; onStep: (n: number) => void; timeZone: string }) {
  const last = replay.steps.length - 1;
  const current = replay.steps[Math.min(Math.max(step, 0), last)];
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    listRef.current?.querySelector(`[data-step="${step}"]`)?.scrollIntoView({ block: "nearest" });
  }, [step]);
  if (!current) return <p>This round has no events.</p>;
  const go = (n: number) => onStep(Math.min(Math.max(n, 0), last));
  const onKey = (e: React.KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement && e.target.type !== "range") return;
    if (e.key === "ArrowRight") go(step + 1);
    else if (e.key === "ArrowLeft") go(step - 1);
    else if (e.key === "Home") go(0);
    else if (e.key === "End") go(last);
    else return;
    e.preventDefault();
  };
  const btn = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-slate-700 px-3 font-semibold text-white hover:bg-slate-600 disabled:opacity-50";
  return (
    <div onKeyDown={onKey} className="mt-4" data-testid="replay">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Replay controls">
        <button type="button" className={btn} onClick={() => go(0)} disabled={step === 0}>
          « First
        </button>
        <button type="button" className={btn} onClick={() => go(step - 1)} disabled={step === 0}>
          ◀ Previous
        </button>
        <button type="button" className={btn} onClick={() => go(step + 1)} disabled={step === last}>
          Next ▶
        </button>
        <button type="button" className={btn} onClick={() => go(last)} disabled={step === last}>
          Last »
        </button>
        <label className="ml-2 flex items-center gap-2 text-sm">
          <span className="sr-only">Step</span>
          <input type="range" min={0} max={last} value={step} onChange={(e) => go(Number(e.target.value))} className="w-48" aria-valuetext={`Step ${step + 1} of ${last + 1}`} />
        </label>
        <span className="text-sm text-slate-200" aria-live="polite" data-testid="replay-position">
          Step {step + 1} of {last + 1}
        </span>
        {!replay.finished ? <span className="rounded bg-amber-400 px-2 text-sm text-slate-950">round still in play</span> : null}
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-[20rem_1fr]">
        <ol ref={listRef} className="max-h-[32rem] overflow-auto rounded-lg border border-slate-700 text-sm" aria-label="Events of this round">
          {replay.steps.map((s, i) => (
            <li key={s.seq} data-step={i}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-current={i === step ? "step" : undefined}
                className={`block w-full px-3 py-2 text-left ${i === step ? "bg-amber-400 text-slate-950" : "hover:bg-slate-800"}`}
              >
                <span className="font-mono text-xs">#{s.seq}</span> {s.text}
              </button>
            </li>
          ))}
        </ol>
        <div className="rounded-lg border border-slate-700 p-4">
          <p className="font-semibold" data-testid="replay-event">
            {current.text}
          </p>
          <p className="text-sm text-slate-300">
            Event #{current.seq} · {current.what} · {dateTime(current.at, timeZone)}
            {current.actor ? ` · by ${current.actor}` : ""}
          </p>
          <div className="mt-4">
            {current.frame ? (
              <DrawingBoundary resetKey={current.seq} what="The table">
                <Frame frame={current.frame} />
              </DrawingBoundary>
            ) : (
              <p>No table view at this step.</p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
