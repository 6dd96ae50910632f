"use client";
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { forfeitedHalf, type DecisionKind } from "@/lib/domain/twenty-one";
import { Button } from "@/components/ui/Button";
import { dollars, parseDollars, typedDollars } from "@/lib/client/dollars";
import { CardPad } from "../CardPad";
import { seatName } from "../format";
import { editingText } from "../keys";
import { BigButton, SetupStepForm, StepNotes, setupStepKind } from "../NextParts";
import { AmountForm } from "../SetupPanels";
import { inputClass, labelClass } from "../ui";
import { DECISIONS, bigCommand, bigLabel, checkInsurance, decisionForKey, decisionWord, deckRanks, holeCommand, roundStepKind, seatedWager, valueText, type TwentyOneStepKind } from "./format";
import { useTwentyOneDealer } from "./use-dealer";

const DECISION_TONE: Record<DecisionKind, "go" | "neutral" | "player" | "primary" | "danger"> = {
  hit: "go",
  stand: "neutral",
  double: "player",
  split: "primary",
  surrender: "danger",
  rescue: "danger",
};

/** A seat's decision for the hand whose turn it is: one large button per decision the rules allow; H S D P R E on a keyboard. */
function DecisionStep() {
  const { view, run, pending } = useTwentyOneDealer();
  const decide = view.next.decide!;
  const [forLess, setForLess] = useState(false);
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
  const split = view.hands.filter((h) => h.seat === decide.seat).length > 1;
  const who = `${seatName(view, decide.seat)}${split ? `, hand ${decide.hand + 1}` : ""}`;
  const doubled = (hand?.doubles.length ?? 0) > 0;
  const allowed = DECISIONS.filter((d) => decide.allowed.includes(d.kind));
  return (
    <div className="flex flex-col gap-3" data-testid="decide" data-seat={decide.seat} data-hand={decide.hand}>
      <p className="text-lg text-slate-100">
        <strong className="text-white">{who}</strong> holds <strong className="text-white">{valueText(hand?.value ?? null)}</strong>
        {wager ? ` on ${dollars(wager)}` : ""}
        {doubled ? `, doubled ${hand!.doubles.map((d) => dollars(d)).join(" + ")}` : ""}.
      </p>
      <div role="group" aria-label={`${who}: the player's decision`} className="grid grid-cols-2 gap-2">
        {allowed.map((d) => (
          <Button key={d.kind} tone={DECISION_TONE[d.kind]} big disabled={busy} onClick={() => void choose(d.kind)} className="min-h-20 w-full" data-testid={`decision-${d.kind}`} aria-keyshortcuts={d.key.toUpperCase()}>
            {decisionWord(d.kind, decide, doubled)}
            <kbd aria-hidden className="rounded border border-current px-1.5 text-sm font-normal opacity-80">
              {d.key.toUpperCase()}
            </kbd>
          </Button>
        ))}
      </div>
      {decide.double?.forLess ? (
        forLess ? (
          <AmountForm
            label={`Double for less: the double-down wager in dollars, up to ${dollars(decide.double.full)}`}
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
      <p className="text-sm text-slate-200">Keyboard: {allowed.map((d) => `${d.key.toUpperCase()} ${d.word.toLowerCase()}`).join(", ")}.</p>
    </div>
  );
}

/** One seat's insurance: an amount within the game's bounds, the most in one tap, or a decline. */
function InsuranceSeat({ seat, min, max }: { seat: number; min: number; max: number }) {
  const { view, run, pending } = useTwentyOneDealer();
  const [text, setText] = useState("");
  const ids = useId();
  const cents = parseDollars(text);
  const check = checkInsurance(cents, text, min, max);
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

/** Early surrender, seat by seat, before the hole card is checked: half the wager back, or play on. */
function SurrenderSeats({ seats }: { seats: readonly number[] }) {
  const { view, run, pending } = useTwentyOneDealer();
  const busy = pending !== null;
  return (
    <ul className="flex flex-col gap-2" data-testid="surrender">
      {seats.map((seat) => {
        const hand = view.hands.find((h) => h.seat === seat && h.hand === 0);
        const wager = seatedWager(view, seat, "main");
        return (
          <li key={seat} className="flex flex-col gap-2 rounded-lg bg-slate-800 p-3" data-testid={`surrender-seat-${seat}`}>
            <p className="font-semibold text-white">
              {seatName(view, seat)} · {valueText(hand?.value ?? null)} on {dollars(wager)}
            </p>
            <div className="grid grid-cols-2 gap-2">
              <Button tone="danger" disabled={busy} className="min-h-14" onClick={() => void run({ type: "early-surrender", seat, surrender: true })} data-testid={`surrender-yes-${seat}`}>
                Surrender: {dollars(wager - forfeitedHalf(wager))} back
              </Button>
              <Button disabled={busy} className="min-h-14" onClick={() => void run({ type: "early-surrender", seat, surrender: false })} data-testid={`surrender-no-${seat}`}>
                Seat {seat} plays on
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The one big next action of a twenty-one round, from the server's `next`: a button when the
 * server names a command; otherwise what the dealer enters first (a card, the hole card,
 * insurance, early surrender, a player's decision, or, between rounds, the bank and the shoe).
 */
export function TwentyOneNextPanel() {
  const { view, run, pending } = useTwentyOneDealer();
  const next = view.next;
  const kind: TwentyOneStepKind = view.phase === "waiting" || view.phase === "setup" ? setupStepKind(view) : roundStepKind(view);
  const busy = pending !== null;
  const command = bigCommand(view);
  const ranks = deckRanks(view.gameId);
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
    kind === "hole"
      ? hole === "check-hole-card"
        ? "Check the hole card: enter it as you look at it"
        : "Turn over the hole card: enter it as you turn it"
      : kind === "insurance"
        ? "Insurance?"
        : kind === "surrender"
          ? "Surrender before the check?"
          : next.label;

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
          <CardPad key={`deal-${view.handNumber}`} label={next.label} onCard={dealCard} onUndo={undo} disabled={false} ranks={ranks} />
        </>
      ) : null}

      {kind === "hole" ? <CardPad key={`hole-${view.handNumber}-${hole}`} label={`${label}: the hole card`} onCard={enterHoleCard} onUndo={undo} disabled={busy} ranks={ranks} /> : null}

      {kind === "insurance" && next.insurance ? (
        <ul className="flex flex-col gap-2" data-testid="insurance">
          {next.insurance.map((s) => (
            <InsuranceSeat key={s.seat} seat={s.seat} min={s.min} max={s.max} />
          ))}
        </ul>
      ) : null}

      {kind === "surrender" && next.surrender ? <SurrenderSeats seats={next.surrender} /> : null}

      {kind === "decide" && next.decide ? <DecisionStep key={`${view.handNumber}-${next.decide.seat}-${next.decide.hand}`} /> : null}

      {undo ? (
        <Button onClick={undo} disabled={busy} data-testid="undo-card" className="min-h-12">
          Undo the last card
        </Button>
      ) : null}
    </section>
  );
}
