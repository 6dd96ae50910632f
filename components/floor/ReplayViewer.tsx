"use client";
import { useEffect, useRef } from "react";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { dateTime, money } from "@/lib/client/floor-api";
import type { BaccaratReplayFrame, NoBustReplayFrame, ReplayFrame, RoundReplay } from "@/lib/server/floor/history";

const ACTION_WORDS: Record<string, string> = {
  pay: "Pay",
  "partial-pay": "Pay part (bank short)",
  collect: "Collect",
  "partial-collect": "Collect part",
  push: "Push",
  return: "Return (bank exhausted)",
};

function Hand({ name, cards, total, hole }: { name: string; cards: readonly string[]; total: number | string | null; hole: string | null }) {
  return (
    <div>
      <h4 className="font-semibold">
        {name} {total !== null ? <span className="text-slate-300">· {total}</span> : null}
      </h4>
      <div className="mt-1 flex min-h-14 gap-2">
        {cards.length === 0 ? <span className="text-slate-300">no cards yet</span> : null}
        {cards.map((c, i) =>
          c === "face-down" && hole && hole !== "face-down" ? (
            <div key={i} className="relative">
              <PlayingCard card={hole} size="sm" />
              <span className="absolute -bottom-2 left-0 right-0 mx-auto w-fit rounded bg-red-800 px-1 text-[10px] font-semibold text-white">face down</span>
            </div>
          ) : (
            <PlayingCard key={i} card={c} size="sm" />
          ),
        )}
      </div>
    </div>
  );
}

/** "Banker wins 8 to 0", "Tie 6 to 6": the winner's total first. */
export function resultWords(winner: string, playerTotal: number, bankerTotal: number, names: { player: string; banker: string }): string {
  if (winner === "tie") return `Tie ${playerTotal} to ${bankerTotal}`;
  return winner === "player" ? `${names.player} wins ${playerTotal} to ${bankerTotal}` : `${names.banker} wins ${bankerTotal} to ${playerTotal}`;
}

function BaccaratCards({ frame }: { frame: BaccaratReplayFrame }) {
  return (
    <div className="flex flex-wrap gap-8">
      <Hand name={frame.handNames.player} cards={frame.player.cards} total={frame.player.total} hole={null} />
      <Hand name={frame.handNames.banker} cards={frame.banker.cards} total={frame.banker.total} hole={frame.holeCard} />
      {frame.result ? (
        <div>
          <h4 className="font-semibold">Result</h4>
          <p className="mt-1 text-lg font-bold">
            {resultWords(frame.result.winner, frame.result.playerTotal, frame.result.bankerTotal, frame.handNames)}
            {frame.result.markers.length ? ` (${frame.result.markers.join(", ")})` : ""}
          </p>
          {frame.actionSeat ? <p className="text-sm text-slate-300">Action button: seat {frame.actionSeat}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

const OUTCOME_WORDS: Record<string, string> = { win: "Wins", lose: "Loses", push: "Push" };

function handLabel(seat: number, hand: number, hands: number): string {
  return hands > 1 || hand > 0 ? `Seat ${seat} · hand ${hand + 1}` : `Seat ${seat}`;
}

/** No Bust: the player-dealer's hand (hole card as recorded), each seat's hands, insurance, decisions, the result. */
function NoBustCards({ frame }: { frame: NoBustReplayFrame }) {
  const result = frame.result;
  const hands = result
    ? result.hands.map((h) => ({ seat: h.seat, hand: h.hand, cards: h.cards, value: h.value, doubled: h.doubled, surrendered: h.surrendered, stood: true, outcome: h.outcome }))
    : frame.hands;
  const perSeat = new Map<number, number>();
  for (const h of hands) perSeat.set(h.seat, (perSeat.get(h.seat) ?? 0) + 1);
  const dealer = result ? { cards: result.playerDealer, value: result.playerDealerValue } : frame.dealerHand;
  const hiddenValue = !result && frame.dealerHand.cards.includes("face-down") ? frame.dealerValueRecorded : null;
  return (
    <div className="space-y-3" data-testid="no-bust-hands">
      <div className="flex flex-wrap gap-8">
        <Hand name="Player-dealer" cards={dealer.cards} total={dealer.value} hole={result ? null : frame.holeCard} />
        {hiddenValue ? <p className="self-end text-sm text-slate-300">With the hole card: {hiddenValue}</p> : null}
        {frame.frozen ? <p className="self-end text-sm font-semibold text-amber-300">Joker up: every hand is frozen</p> : null}
        {result ? (
          <div>
            <h4 className="font-semibold">Result</h4>
            <p className="mt-1 text-lg font-bold">
              Player-dealer {result.playerDealerValue}; bank {money(result.bankBefore)} → {money(result.bankAfter)}
            </p>
            <p className="text-sm text-slate-300">Action button: seat {result.actionSeat}</p>
          </div>
        ) : null}
      </div>
      {hands.length ? (
        <table className="text-sm">
          <thead>
            <tr>
              <th className="pr-4 text-left">Hand</th>
              <th className="pr-4 text-left">Cards</th>
              <th className="pr-4 text-left">Value</th>
              <th className="pr-4 text-left">Play</th>
              <th className="pr-4 text-left">Outcome</th>
            </tr>
          </thead>
          <tbody>
            {hands.map((h) => (
              <tr key={`${h.seat}-${h.hand}`} className={frame.turn?.seat === h.seat && frame.turn.hand === h.hand ? "bg-slate-800" : ""}>
                <td className="pr-4">{handLabel(h.seat, h.hand, perSeat.get(h.seat) ?? 1)}</td>
                <td className="pr-4">
                  <div className="flex gap-1 py-1">
                    {h.cards.map((c, i) => (
                      <PlayingCard key={i} card={c} size="sm" />
                    ))}
                  </div>
                </td>
                <td className="pr-4">{h.value ?? "—"}</td>
                <td className="pr-4">{[h.doubled ? "doubled" : null, h.surrendered ? "surrendered" : null, frame.turn?.seat === h.seat && frame.turn.hand === h.hand ? "to act" : null].filter(Boolean).join(", ") || "—"}</td>
                <td className="pr-4">{h.outcome ? (h.surrendered ? "Surrendered" : (OUTCOME_WORDS[h.outcome] ?? h.outcome)) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {frame.insurance.length ? (
        <p className="text-sm">
          Insurance: {frame.insurance.map((i) => `seat ${i.seat} ${i.amount ? money(i.amount) : "declined"}`).join(", ")}
        </p>
      ) : null}
      {frame.decisions.length ? (
        <p className="text-sm">
          Decisions: {frame.decisions.map((d) => `seat ${d.seat}${d.hand > 0 ? ` hand ${d.hand + 1}` : ""} ${d.decision}${d.amount ? ` ${money(d.amount)}` : ""}`).join(" · ")}
        </p>
      ) : null}
    </div>
  );
}

function Frame({ frame }: { frame: ReplayFrame }) {
  return (
    <div className="space-y-4" data-testid="replay-frame">
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <span>
          Hand <strong>#{frame.handNumber}</strong>
        </span>
        <span>
          Phase <strong>{frame.phase}</strong>
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
      {frame.family === "no-bust" ? <NoBustCards frame={frame} /> : <BaccaratCards frame={frame} />}
      <div>
        <h4 className="font-semibold">Wagers</h4>
        {frame.wagers.length === 0 ? (
          <p className="text-sm text-slate-300">none</p>
        ) : (
          <table className="mt-1 text-sm">
            <thead>
              <tr>
                <th className="pr-4 text-left">Wager</th>
                <th className="pr-4 text-left">Seat</th>
                <th className="pr-4 text-left">Bet</th>
                <th className="pr-4 text-right">Amount</th>
              </tr>
            </thead>
            <tbody>
              {frame.wagers.map((w) => (
                <tr key={w.id}>
                  <td className="pr-4">{w.id}</td>
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
            </tbody>
          </table>
        )}
      </div>
      <div>
        <h4 className="font-semibold">Fees {frame.fees.total !== null ? `· ${money(frame.fees.total)}` : "(fixed when betting closes)"}</h4>
        <p className="text-sm text-slate-300">{frame.fees.option}</p>
        {frame.fees.lines ? (
          <ul className="mt-1 text-sm">
            {frame.fees.lines.map((l, i) => (
              <li key={i}>
                {l.payer}: <strong>{money(l.cents)}</strong> — {l.rule} <span className="text-slate-300">({l.source})</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {frame.settlement ? (
        <div>
          <h4 className="font-semibold">
            Settlement from seat {frame.settlement.actionSeat}: bank {money(frame.settlement.bankBefore)} → {money(frame.settlement.bankAfter)} ({frame.settlement.settledLines} of {frame.settlement.lines.length} lines settled)
          </h4>
          <table className="mt-1 text-sm">
            <thead>
              <tr>
                <th className="pr-3 text-left">#</th>
                <th className="pr-3 text-left">Seat</th>
                <th className="pr-3 text-left">Bet</th>
                <th className="pr-3 text-left">Outcome</th>
                <th className="pr-3 text-left">Action</th>
                <th className="pr-3 text-right">Amount</th>
                <th className="pr-3 text-right">To player</th>
                <th className="pr-3 text-right">Bank after</th>
                {frame.family === "no-bust" ? <th className="pr-3 text-left">Why</th> : null}
              </tr>
            </thead>
            <tbody>
              {frame.settlement.lines.map((l, i) => (
                <tr key={i} className={i < frame.settlement!.settledLines ? "text-slate-100" : "text-slate-300"}>
                  <td className="pr-3">
                    {i + 1}
                    {i < frame.settlement!.settledLines ? " ✓" : ""}
                  </td>
                  <td className="pr-3">
                    {l.seat}
                    {l.backline ? " backline" : ""}
                  </td>
                  <td className="pr-3">{l.bet}</td>
                  <td className="pr-3">{l.outcome}</td>
                  <td className="pr-3">{ACTION_WORDS[l.action] ?? l.action}</td>
                  <td className="pr-3 text-right">{money(l.amount)}</td>
                  <td className="pr-3 text-right">{money(l.toPlayer)}</td>
                  <td className="pr-3 text-right">{money(l.bankAfter)}</td>
                  {frame.family === "no-bust" ? <td className="pr-3 text-slate-300">{l.because ?? ""}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {frame.corrections.length ? (
        <div>
          <h4 className="font-semibold">Corrections</h4>
          <ul className="text-sm">
            {frame.corrections.map((c, i) => (
              <li key={i}>
                Card {c.index + 1}: {c.from} → {c.to} by {c.approvedBy} ({c.reason})
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
            Event #{current.seq} · {current.type} · {dateTime(current.at, timeZone)}
            {current.actorId ? ` · by ${current.actorId}` : ""}
          </p>
          <div className="mt-4">{current.frame ? <Frame frame={current.frame} /> : <p>No table view at this step.</p>}</div>
        </div>
      </div>
    </div>
  );
}
