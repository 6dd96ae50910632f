"use client";
import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/Button";
import type { Rank } from "@/lib/client/card-entry";
import { dollars, parseDollars, typedDollars } from "@/lib/client/dollars";
import { CardPad } from "../CardPad";
import { seatName } from "../format";
import { editingText } from "../keys";
import { BigButton, SetupStepForm, StepNotes } from "../NextParts";
import { DollarsField } from "../ui";
import { walkCommand, walkLabel } from "../walk-words";
import { holeCommand, type BlackjackStepKind, type InsuranceCheck } from "./format";
import { useBlackjackDealer } from "./use-dealer";
import type { DealerCommand } from "../context";
import type { NoBustDealerView } from "@/lib/domain/table/no-bust/views";
import type { TwentyOneDealerView } from "@/lib/domain/table/twenty-one/views";

type BlackjackDecision = Extract<DealerCommand<NoBustDealerView | TwentyOneDealerView>, { type: "player-decision" }>["decision"];

/**
 * A player's decision for the hand whose turn it is, sent as the dealer taps it or presses its key
 * on a desktop keyboard (`forKey`: H hit, S stand, ...); `amount` for a double for less.
 */
export function useDecision<K extends string>(decide: { readonly seat: number; readonly hand: number; readonly allowed: readonly K[] }, forKey: (key: string, allowed: readonly K[]) => K | null): (decision: K, amount?: number) => Promise<unknown> {
  const { run } = useBlackjackDealer();
  const choose = useCallback(
    // The decisions offered are the view's own (`allowed`), each one the family's command takes.
    (decision: K, amount?: number) => run({ type: "player-decision", seat: decide.seat, hand: decide.hand, decision: decision as BlackjackDecision, ...(amount !== undefined ? { amount } : {}) }),
    [run, decide.seat, decide.hand],
  );
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || editingText(event.target)) return;
      const decision = forKey(event.key, decide.allowed);
      if (!decision) return;
      event.preventDefault();
      void choose(decision);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [choose, forKey, decide.allowed]);
  return choose;
}

/** One seat's insurance: an amount within the game's bounds (`min` 0: anything above nothing), the most in one tap, or a decline. */
export function InsuranceSeat({ seat, min, max, check: checkOf }: { seat: number; min: number; max: number; check: (cents: number | null, text: string) => InsuranceCheck }) {
  const { view, run, pending } = useBlackjackDealer();
  const [text, setText] = useState("");
  const ids = useId();
  const cents = parseDollars(text);
  const check = checkOf(cents, text);
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
          {seatName(view, seat)} · {min > 1 ? `${dollars(min)} to ` : "up to "}
          {dollars(max)}
        </p>
        <DollarsField label={`Insurance for seat ${seat}, in dollars`} text={text} onText={setText} ok={check.ok} describedBy={`${ids}-check`} />
        <p id={`${ids}-check`} aria-live="polite" data-testid="insurance-check" data-ok={check.ok ? "true" : "false"} className={`text-sm ${text.trim() !== "" && !check.ok ? "font-semibold text-red-200" : "text-slate-200"}`}>
          {check.message}
        </p>
        <div className="grid grid-cols-3 gap-2">
          <Button type="submit" tone="primary" disabled={!check.ok || busy}>
            {check.ok && check.cents !== null ? `Insure ${dollars(check.cents)}` : "Insure"}
          </Button>
          <Button
            disabled={busy || max <= 0 || max < min}
            onClick={() => {
              setText(typedDollars(max));
              insure(max);
            }}
            aria-label={`Seat ${seat} insures the most, ${dollars(max)}`}
          >
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
 * The one big next action of a blackjack round, from the server's `next`: a button when the server
 * names a command; otherwise what the dealer enters first (a card, the hole card, or between rounds
 * the bank and the shoe). The family gives the step's kind and words, its card pad's cards
 * (`pad`), what stands beside the step (`totals`) and its own steps (`children`: insurance, early
 * surrender, a player's decision).
 */
export function BlackjackNextPanel({ kind, label, pad, totals, children }: { kind: BlackjackStepKind; label: string; pad: { readonly jokers?: boolean; readonly ranks?: readonly Rank[] }; totals?: ReactNode; children: ReactNode }) {
  const { view, run, pending } = useBlackjackDealer();
  const next = view.next;
  const busy = pending !== null;
  const command = walkCommand(view);
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

  return (
    <section aria-labelledby="next-heading" data-testid="next-action" data-step={kind} className="flex flex-col gap-3 rounded-2xl border-2 border-amber-300 bg-slate-900 p-4">
      <h2 id="next-heading" className="text-sm font-bold uppercase tracking-wide text-amber-200">
        Next
      </h2>
      {kind === "command" && command ? (
        <BigButton label={walkLabel(view)} busy={busy} onClick={() => void run(command)} />
      ) : (
        <p className="text-2xl font-bold leading-tight text-white" data-testid="next-label">
          {label}
        </p>
      )}
      <p className="text-slate-100" data-testid="next-hint">
        {kind === "hole" ? "The hole card was dealt unread: tap or type it now." : next.hint}
      </p>
      <StepNotes />
      {totals}
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
          <CardPad key={`deal-${view.handNumber}`} label={next.label} onCard={dealCard} onUndo={undo} disabled={false} {...pad} />
        </>
      ) : null}

      {kind === "hole" ? <CardPad key={`hole-${view.handNumber}-${hole}`} label={`${label}: the hole card`} onCard={enterHoleCard} onUndo={undo} disabled={busy} {...pad} /> : null}

      {children}

      {undo ? (
        <Button onClick={undo} disabled={busy} data-testid="undo-card" className="min-h-12">
          Undo the last card
        </Button>
      ) : null}
    </section>
  );
}
