"use client";
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import type { DecisionKind } from "@/lib/domain/no-bust";
import { Button } from "@/components/ui/Button";
import { dollars, parseDollars, typedDollars } from "@/lib/client/dollars";
import { CardPad } from "../CardPad";
import { useNoBustDealer } from "../context";
import { seatName } from "../format";
import { editingText } from "../keys";
import { BigButton, SetupStepForm, StepNotes, setupStepKind } from "../NextParts";
import { AmountForm } from "../SetupPanels";
import { inputClass, labelClass } from "../ui";
import { DECISIONS, bigCommand, bigLabel, checkInsurance, decisionForKey, gameFacts, holeCommand, roundStepKind, seatedWager, valueText, type NoBustStepKind } from "./format";

/**
 * The chart's choice is the one highlighted (a pair of tens is a hard 20: Stand, never Split); the
 * other decisions the rules allow stand beside it, plain. A hand the chart leaves to the player
 * ("option") has no highlight.
 */
export function decisionTone(decision: DecisionKind, chart: "hit" | "stand" | "option" | undefined): "primary" | "neutral" {
  return chart !== undefined && chart !== "option" && decision === chart ? "primary" : "neutral";
}

const CHART_WORDS = { hit: "The chart says hit.", stand: "The chart says stand.", option: "The chart leaves this hand to the player." } as const;

/** A seat's decision for the hand whose turn it is: one large button per decision the rules allow; H S D P R on a keyboard. */
function DecisionStep() {
  const { view, run, pending } = useNoBustDealer();
  const decide = view.next.decide!;
  const [forLess, setForLess] = useState(false);
  const { doubleForLess } = gameFacts(view.gameId);
  const hand = view.hands.find((h) => h.seat === decide.seat && h.hand === decide.hand);
  const wager = seatedWager(view, decide.seat, "main");
  const busy = pending !== null;
  const choose = useCallback(
    (decision: DecisionKind, amount?: number) => run({ type: "player-decision", seat: decide.seat, hand: decide.hand, decision, ...(amount !== undefined ? { amount } : {}) }),
    [run, decide.seat, decide.hand],
  );
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || editingText(event.target)) return;
      const decision = decisionForKey(event.key, decide.allowed);
      if (!decision) return;
      event.preventDefault();
      void choose(decision);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [choose, decide.allowed]);
  const who = `${seatName(view, decide.seat)}${view.hands.filter((h) => h.seat === decide.seat).length > 1 ? `, hand ${decide.hand + 1}` : ""}`;
  return (
    <div className="flex flex-col gap-3" data-testid="decide" data-seat={decide.seat} data-hand={decide.hand}>
      <p className="text-lg text-slate-100">
        <strong className="text-white">{who}</strong> holds <strong className="text-white">{valueText(hand?.value ?? null)}</strong>
        {wager ? ` on ${dollars(wager)}` : ""}.
        {decide.chart ? (
          <span className="ml-2 font-semibold text-amber-200" data-testid="chart-choice" data-chart={decide.chart}>
            {CHART_WORDS[decide.chart]}
          </span>
        ) : null}
      </p>
      <div role="group" aria-label={`${who}: the player's decision`} className="grid grid-cols-2 gap-2">
        {DECISIONS.filter((d) => decide.allowed.includes(d.kind)).map((d) => (
          <Button
            key={d.kind}
            tone={decisionTone(d.kind, decide.chart)}
            big
            disabled={busy}
            onClick={() => void choose(d.kind)}
            className={`min-h-20 w-full ${decisionTone(d.kind, decide.chart) === "primary" ? "ring-4 ring-amber-200" : ""}`}
            data-testid={`decision-${d.kind}`}
            data-chart={decisionTone(d.kind, decide.chart) === "primary" ? "true" : undefined}
            aria-keyshortcuts={d.key.toUpperCase()}
          >
            {d.word}
            <kbd aria-hidden className="rounded border border-current px-1.5 text-sm font-normal opacity-80">
              {d.key.toUpperCase()}
            </kbd>
          </Button>
        ))}
      </div>
      {doubleForLess && decide.allowed.includes("double") ? (
        forLess ? (
          <AmountForm
            label={`Double for less: the double-down wager in dollars, up to ${dollars(wager)}`}
            submitLabel={(c) => (c ? `Double for ${dollars(c)}` : "Double for less")}
            command={(c) => ({ type: "player-decision", seat: decide.seat, hand: decide.hand, decision: "double", amount: c })}
            testId="double-for-less"
          />
        ) : (
          <Button onClick={() => setForLess(true)} className="self-start">
            Double for less…
          </Button>
        )
      ) : null}
      <p className="text-sm text-slate-200">Keyboard: {DECISIONS.filter((d) => decide.allowed.includes(d.kind)).map((d) => `${d.key.toUpperCase()} ${d.word.toLowerCase()}`).join(", ")}.</p>
    </div>
  );
}

/** One seat's insurance: an amount up to half its game wager, the most in one tap, or a decline. */
function InsuranceSeat({ seat, max }: { seat: number; max: number }) {
  const { view, run, pending } = useNoBustDealer();
  const [text, setText] = useState("");
  const ids = useId();
  const cents = parseDollars(text);
  const check = checkInsurance(cents, text, max);
  const busy = pending !== null;
  const insure = (amount: number) => void run({ type: "insurance", seat, amount });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (check.ok && check.cents !== null && !busy) insure(check.cents);
  }
  return (
    <li className="rounded-lg bg-slate-800 p-3" data-testid={`insurance-seat-${seat}`}>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <p className="font-semibold text-white">
          {seatName(view, seat)} · up to {dollars(max)}
        </p>
        <label className="block">
          <span className={labelClass}>Insurance for seat {seat}, in dollars</span>
          <input
            className={inputClass}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={text.trim() !== "" && !check.ok ? true : undefined}
            aria-describedby={`${ids}-check`}
          />
        </label>
        <p id={`${ids}-check`} aria-live="polite" data-testid="insurance-check" data-ok={check.ok ? "true" : "false"} className={`text-sm ${text.trim() !== "" && !check.ok ? "font-semibold text-red-200" : "text-slate-200"}`}>
          {check.message}
        </p>
        <div className="grid grid-cols-3 gap-2">
          <Button type="submit" tone="primary" disabled={!check.ok || busy}>
            {check.ok && check.cents !== null ? `Insure ${dollars(check.cents)}` : "Insure"}
          </Button>
          <Button disabled={busy || max <= 0} onClick={() => {
              setText(typedDollars(max));
              insure(max);
            }} aria-label={`Seat ${seat} insures the most, ${dollars(max)}`}>
            Max {dollars(max)}
          </Button>
          <Button disabled={busy} onClick={() => insure(0)}>
            Seat {seat} declines
          </Button>
        </div>
      </form>
    </li>
  );
}

/**
 * The one big next action of a No Bust round, from the server's `next`: a button when the server
 * names a command; otherwise what the dealer enters first (a card, the hole card, insurance, a
 * player's decision, or, between rounds, the bank and the shoe).
 */
export function NoBustNextPanel() {
  const { view, run, pending } = useNoBustDealer();
  const next = view.next;
  const kind: NoBustStepKind = view.phase === "waiting" || view.phase === "setup" ? setupStepKind(view) : roundStepKind(view);
  const busy = pending !== null;
  const command = bigCommand(view);
  const { jokers } = gameFacts(view.gameId);
  const canUndo = view.canUndo && view.phase === "dealing";
  const undoCard = useCallback(() => void run({ type: "undo-card" }), [run]);
  const undo = canUndo ? undoCard : null;
  const hole = holeCommand(next);
  const padShown = kind === "card" || kind === "hole";

  // Backspace takes back the last card on a desktop keyboard (the card pad does it itself while shown).
  useEffect(() => {
    if (padShown || !canUndo) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== "Backspace" || event.ctrlKey || event.metaKey || event.altKey || editingText(event.target)) return;
      event.preventDefault();
      undoCard();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [padShown, canUndo, undoCard]);

  const dealCard = async (card: string) => {
    await run({ type: "deal-card", card, source: "dealer" }, { queue: true });
  };
  const enterHoleCard = async (card: string) => {
    await run({ type: hole, card });
  };
  const label =
    kind === "hole" ? (hole === "check-hole-card" ? "Check the hole card: enter it as you look at it" : "Turn over the hole card: enter it as you turn it") : kind === "insurance" ? "Insurance?" : next.label;

  return (
    <section aria-labelledby="next-heading" data-testid="next-action" data-step={kind} className="flex flex-col gap-3 rounded-2xl border-2 border-amber-300 bg-slate-900 p-4">
      <h2 id="next-heading" className="text-sm font-bold uppercase tracking-wide text-amber-200">
        Next
      </h2>
      {kind === "command" && command ? (
        <BigButton label={bigLabel(view)} busy={busy} onClick={() => void run(command)} />
      ) : (
        <p className="text-2xl font-bold leading-tight text-white" data-testid="next-label">
          {label}
        </p>
      )}
      <p className="text-slate-100" data-testid="next-hint">
        {kind === "hole" ? "The hole card was dealt unread: tap or type it now." : next.hint}
      </p>
      <StepNotes />
      {view.phase === "dealing" || view.phase === "settling" ? <DealingTotals /> : null}
      <SetupStepForm kind={kind} />

      {kind === "card" ? (
        <>
          {view.shoeInfo?.source === "reader" ? (
            <p role="status" className="font-semibold text-sky-200">
              Waiting for the card reader… or enter the card by hand.
            </p>
          ) : null}
          {next.card?.faceDown ? (
            <Button className="min-h-14 w-full text-lg" disabled={busy} onClick={() => void run({ type: "deal-card", faceDown: true, source: "dealer" })} data-testid="deal-face-down">
              Deal it face down, unread
            </Button>
          ) : null}
          <CardPad key={`deal-${view.handNumber}`} label={next.label} onCard={dealCard} onUndo={undo} disabled={false} jokers={jokers} />
        </>
      ) : null}

      {kind === "hole" ? <CardPad key={`hole-${view.handNumber}-${hole}`} label={`${label}: the hole card`} onCard={enterHoleCard} onUndo={undo} disabled={busy} jokers={jokers} /> : null}

      {kind === "insurance" && next.insurance ? (
        <ul className="flex flex-col gap-2" data-testid="insurance">
          {next.insurance.map((s) => (
            <InsuranceSeat key={s.seat} seat={s.seat} max={s.max} />
          ))}
        </ul>
      ) : null}

      {kind === "decide" && next.decide ? <DecisionStep key={`${view.handNumber}-${next.decide.seat}-${next.decide.hand}`} /> : null}

      {undo ? (
        <Button onClick={undo} disabled={busy} data-testid="undo-card" className="min-h-12">
          Undo the last card
        </Button>
      ) : null}
    </section>
  );
}

/** The player-dealer's hand and the hand in play beside the step, whatever the dealer scrolls. */
function DealingTotals() {
  const { view } = useNoBustDealer();
  const at = view.next.decide ?? (typeof view.next.card?.to === "object" ? view.next.card.to : null) ?? view.turn;
  const hand = at ? view.hands.find((h) => h.seat === at.seat && h.hand === at.hand) : null;
  return (
    <p className="grid grid-cols-2 gap-2 text-lg font-bold text-white" data-testid="dealing-totals">
      <span className="rounded-lg bg-red-900 px-3 py-2" data-testid="dealing-total-pd">
        Player-dealer: {valueText(view.dealerHand.value)}
        {view.dealerHand.cards.includes("face-down") && view.dealerHand.value ? " showing" : ""}
      </span>
      <span className="rounded-lg bg-slate-700 px-3 py-2" data-testid="dealing-total-seat">
        {at && hand ? `Seat ${at.seat}${at.hand > 0 ? ` hand ${at.hand + 1}` : ""}: ${valueText(hand.value)}` : `${view.hands.length} hand${view.hands.length === 1 ? "" : "s"} in play`}
      </span>
    </p>
  );
}
