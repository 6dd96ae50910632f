"use client";
import { useState } from "react";
import type { DecisionKind } from "@/lib/domain/no-bust";
import { Button } from "@/components/ui/Button";
import { dollars } from "@/lib/client/dollars";
import { useNoBustDealer } from "./use-dealer";
import { seatName } from "../format";
import { setupStepKind } from "../NextParts";
import { BlackjackNextPanel, InsuranceSeat, useDecision } from "../blackjack/NextPanel";
import { AmountForm } from "../SetupPanels";
import { DECISIONS, checkInsurance, decisionForKey, gameFacts, holeCommand, roundStepKind, seatedWager, valueText, type NoBustStepKind } from "./format";

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
  const { view, pending } = useNoBustDealer();
  const decide = view.next.decide!;
  const [forLess, setForLess] = useState(false);
  const { doubleForLess } = gameFacts(view.gameId);
  const hand = view.hands.find((h) => h.seat === decide.seat && h.hand === decide.hand);
  const wager = seatedWager(view, decide.seat, "main");
  const busy = pending !== null;
  const choose = useDecision<DecisionKind>(decide, decisionForKey);
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

/**
 * The one big next action of a No Bust round, from the server's `next`: a button when the server
 * names a command; otherwise what the dealer enters first (a card, the hole card, insurance, a
 * player's decision, or, between rounds, the bank and the shoe).
 */
export function NoBustNextPanel() {
  const { view } = useNoBustDealer();
  const next = view.next;
  const kind: NoBustStepKind = view.phase === "waiting" || view.phase === "setup" ? setupStepKind(view) : roundStepKind(view);
  const { jokers } = gameFacts(view.gameId);
  const hole = holeCommand(next);
  const label =
    kind === "hole" ? (hole === "check-hole-card" ? "Check the hole card: enter it as you look at it" : "Turn over the hole card: enter it as you turn it") : kind === "insurance" ? "Insurance?" : next.label;

  return (
    <BlackjackNextPanel kind={kind} label={label} pad={{ jokers }} totals={view.phase === "dealing" || view.phase === "settling" ? <DealingTotals /> : null}>
      {kind === "insurance" && next.insurance ? (
        <ul className="flex flex-col gap-2" data-testid="insurance">
          {next.insurance.map((s) => (
            <InsuranceSeat key={s.seat} seat={s.seat} min={0} max={s.max} check={(cents, text) => checkInsurance(cents, text, s.max)} />
          ))}
        </ul>
      ) : null}

      {kind === "decide" && next.decide ? <DecisionStep key={`${view.handNumber}-${next.decide.seat}-${next.decide.hand}`} /> : null}
    </BlackjackNextPanel>
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
