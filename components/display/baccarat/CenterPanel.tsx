"use client";
import type { BaccaratDisplayView } from "@/lib/domain/table/baccarat/views";
import { useNow } from "@/lib/client/use-now";
import { bettingState, resultText, type Banner } from "../format";
import { useLabels } from "../labels";

/** The betting timer: counts down to bettingClosesAt on this device's clock; "No more bets" at 0. */
export function BettingTimer({ view }: { view: Pick<BaccaratDisplayView, "phase" | "bettingClosesAt"> }) {
  const t = useLabels();
  const ticking = view.phase === "betting" && view.bettingClosesAt !== null;
  const now = useNow(250, ticking);
  const state = bettingState(view, ticking ? now : 0);
  if (state.kind === "countdown") {
    return (
      <div role="timer" aria-label="Betting closes in" data-testid="betting-timer" data-seconds={state.seconds} className="flex flex-col items-center">
        <span className="text-3xl font-bold uppercase tracking-wider text-emerald-50">{t("Place your bets")}</span>
        <span className={`font-black leading-none tabular-nums ${state.text.length > 4 ? "text-[92px]" : "text-[116px]"} ${state.urgent ? "text-amber-300" : "text-white"}`}>{state.text}</span>
      </div>
    );
  }
  return (
    <div data-testid="betting-timer" data-state={state.kind} className="flex flex-col items-center text-center">
      <span className={`font-black leading-tight ${state.kind === "closed" ? "text-5xl text-amber-300" : state.kind === "open" ? "text-5xl text-white" : "text-3xl text-emerald-50"}`}>{state.kind === "closed" || state.kind === "open" ? t(state.text) : state.text}</span>
    </div>
  );
}

/** Between the hands: the hand number, then the timer while betting, or the result once dealt. */
export function CenterPanel({ view, info = null }: { view: BaccaratDisplayView; info?: Banner | null }) {
  const t = useLabels();
  const result = resultText(view);
  const showResult = result !== null && view.phase !== "betting";
  const tone = result?.side === "banker" ? "bg-banker" : result?.side === "player" ? "bg-player" : "bg-tie";
  return (
    <div className="flex h-full flex-col items-center justify-between gap-2 overflow-hidden rounded-2xl bg-black/30 px-4 py-4 text-center" data-testid="center">
      <div data-testid="hand-number" data-hand={view.handNumber} className="flex items-baseline gap-3">
        <span className="text-[28px] font-semibold uppercase tracking-widest text-emerald-50">{t("Hand")}</span>
        <span className="text-[64px] font-black leading-none tabular-nums text-white">{view.handNumber || "–"}</span>
      </div>
      {showResult && result ? (
        <div data-testid="result" data-winner={result.side} className="flex w-full flex-col items-center gap-2">
          {/* "Banker wins" on one line; a long hand name ("Player/Dealer wins") smaller, on two lines at most. */}
          <div className={`w-full rounded-xl px-2 py-1 font-black leading-tight text-white ${result.headline.length > 12 ? "text-[30px]" : "whitespace-nowrap text-[36px]"} ${tone}`}>{result.headline}</div>
          {/* The score, "Natural" and the marker hands ("Ox 6!") wrap together: with the bank's offer below, all fits the panel. */}
          <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
            <span className="text-4xl font-bold tabular-nums text-white">{result.score}</span>
            {result.natural ? <span className="rounded-lg border-2 border-amber-300 px-2 text-[28px] font-bold leading-tight text-amber-200">Natural</span> : null}
            {result.markers.map((m) => (
              <span key={m} data-testid="result-marker" className="rounded-lg bg-amber-300 px-2 text-[28px] font-black leading-tight text-slate-950">
                {m}!
              </span>
            ))}
          </div>
        </div>
      ) : null}
      {info && (view.phase === "waiting" || view.phase === "setup") ? (
        <div role="status" data-testid="table-notice" className="flex flex-col gap-2">
          {/* Beside a result only the detail fits: "The bank is offered to seat 3." */}
          {showResult ? <span className="sr-only">{info.title}: </span> : <span className="text-3xl font-black leading-tight text-white">{info.title}</span>}
          <span className={`text-[28px] leading-tight ${showResult ? "font-bold text-white" : "text-emerald-50"}`}>{info.detail}</span>
        </div>
      ) : showResult && (view.phase === "settling" || view.phase === "dealing") ? (
        <div />
      ) : (
        <BettingTimer view={view} />
      )}
    </div>
  );
}
