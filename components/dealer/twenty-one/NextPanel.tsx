"use client";
import { useState } from "react";
// From the modules themselves, not the family's index (which brings every room's fee schedules).
import { forfeitedHalf } from "@/lib/domain/twenty-one/surrender";
import type { DecisionKind } from "@/lib/domain/twenty-one/hand-options";
import { Button } from "@/components/ui/Button";
import { dollars } from "@/lib/client/dollars";
import { seatName } from "../format";
import { setupStepKind } from "../NextParts";
import { BlackjackNextPanel, InsuranceSeat, useDecision } from "../blackjack/NextPanel";
import { AmountForm } from "../SetupPanels";
import { DECISIONS, checkInsurance, decisionForKey, decisionWord, deckRanks, holeCommand, roundStepKind, seatedWager, valueText, type TwentyOneStepKind } from "./format";
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
  const { view, pending } = useTwentyOneDealer();
  const decide = view.next.decide!;
  const [forLess, setForLess] = useState(false);
  const hand = view.hands.find((h) => h.seat === decide.seat && h.hand === decide.hand);
  const wager = seatedWager(view, decide.seat, "main");
  const busy = pending !== null;
  const choose = useDecision<DecisionKind>(decide, decisionForKey);
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
  const { view } = useTwentyOneDealer();
  const next = view.next;
  const kind: TwentyOneStepKind = view.phase === "waiting" || view.phase === "setup" ? setupStepKind(view) : roundStepKind(view);
  const ranks = deckRanks(view.gameId);
  const hole = holeCommand(next);
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
    <BlackjackNextPanel kind={kind} label={label} pad={{ ranks }}>
      {kind === "insurance" && next.insurance ? (
        <ul className="flex flex-col gap-2" data-testid="insurance">
          {next.insurance.map((s) => (
            <InsuranceSeat key={s.seat} seat={s.seat} min={s.min} max={s.max} check={(cents, text) => checkInsurance(cents, text, s.min, s.max)} />
          ))}
        </ul>
      ) : null}

      {kind === "surrender" && next.surrender ? <SurrenderSeats seats={next.surrender} /> : null}

      {kind === "decide" && next.decide ? <DecisionStep key={`${view.handNumber}-${next.decide.seat}-${next.decide.hand}`} /> : null}
    </BlackjackNextPanel>
  );
}
