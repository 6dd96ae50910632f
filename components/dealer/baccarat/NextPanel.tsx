"use client";
import { useCallback, useEffect, useState } from "react";
import { editingText } from "../keys";
import type { BaccaratDealerView } from "@/lib/domain/table/baccarat/views";
import { Button } from "@/components/ui/Button";
import { dollars } from "@/lib/client/dollars";
import { CardPad } from "../CardPad";
import { viewCommand, type ViewNamedCommand } from "../context";
import { useBaccaratDealer } from "./use-dealer";
import { bettorName } from "../format";
import { BigButton, SetupStepForm, StepNotes, setupStepKind } from "../NextParts";
import { Choice } from "../ui";

export type StepKind = "command" | "seat" | "offer" | "post-bank" | "start-shoe" | "card" | "hole" | "choices" | "info";

/** Which kind of step the server's next action is, so the panel shows its one big control. */
export function stepKind(view: BaccaratDealerView): StepKind {
  const next = view.next;
  if (view.status !== "open") return "info";
  if (view.phase === "waiting" || view.phase === "setup") return setupStepKind(view);
  if (view.phase === "dealing") {
    if (next.command === "check-hole-card" || next.command === "expose-hole-card") return "hole";
    if (next.command === "close-choices") return "choices";
    if (!next.command && next.hand) return "card";
  }
  return next.command ? "command" : "info";
}

/** The command the big button sends for the server's next action. */
export function bigCommand(view: BaccaratDealerView): ViewNamedCommand | null {
  const c = view.next.command;
  if (!c) return null;
  if (c === "advance-settlement") return viewCommand(c, { through: (view.settlement?.settledLines ?? 0) + 1 });
  return viewCommand(c);
}

function Choices() {
  const { view, run } = useBaccaratDealer();
  const choosers = view.wagers.filter((w) => w.choice !== undefined || view.awaitingChoices.includes(w.id));
  if (choosers.length === 0) return <p className="text-slate-100">No Player-line wager to ask.</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="choices">
      {choosers.map((w) => (
        <li key={w.id} className="rounded-lg bg-slate-800 p-2" data-testid="choice" data-wager={w.id} data-choice={w.choice ?? ""}>
          <p className="font-semibold text-white">
            {bettorName(w)} · {w.betName} {dollars(w.amount)}
            {!w.choice ? <span className="ml-2 text-sm font-normal text-amber-200">no choice yet: house way (hit)</span> : null}
          </p>
          <div role="group" aria-label={`${bettorName(w)} ${w.betName}: hit or stand`} className="mt-1 grid grid-cols-2 gap-2">
            {(["hit", "stand"] as const).map((choice) => (
              <Choice key={choice} pressed={w.choice === choice} onClick={() => void run({ type: "choose", wagerId: w.id, choice }, { queue: true })} label={`${bettorName(w)} ${choice === "hit" ? "hits" : "stands"}`}>
                {choice === "hit" ? "Hit" : "Stand"}
              </Choice>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The one big next action, from the server's `next`: a button when the server names a command; the
 * step's own form when the dealer must enter something first (a card, the bank, the shoe).
 */
export function BaccaratNextPanel() {
  /** The hand whose hole card this tablet dealt face down unread (it must be entered when turned). */
  const [holeUnread, onHoleUnread] = useState<number | null>(null);
  const { view, run, pending } = useBaccaratDealer();
  const [enterHole, setEnterHole] = useState(false);
  const next = view.next;
  const kind = stepKind(view);
  const busy = pending !== null;
  const command = bigCommand(view);
  const canUndo = view.canUndo && view.phase === "dealing";
  const undoCard = useCallback(() => void run({ type: "undo-card" }), [run]);
  const undo = canUndo ? undoCard : null;
  const serverShoe = view.shoeInfo?.source === "server";
  const unread = holeUnread === view.handNumber && view.phase === "dealing";

  const dealCard = async (card: string) => {
    await run({ type: "deal-card", card, source: "dealer" }, { queue: true });
  };
  const holeCommand = next.command === "expose-hole-card" ? "expose-hole-card" : "check-hole-card";
  // Backspace takes back the last card on a desktop keyboard (the card pad does it itself while shown).
  const padShown = kind === "card" || (kind === "hole" && (unread || enterHole));
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

  const enterHoleCard = async (card: string) => {
    const answer = await run({ type: holeCommand, card });
    if (answer.ok) {
      onHoleUnread(null);
      setEnterHole(false);
    }
  };

  return (
    <section aria-labelledby="next-heading" data-testid="next-action" data-step={kind} className="flex flex-col gap-3 rounded-2xl border-2 border-amber-300 bg-slate-900 p-4">
      <h2 id="next-heading" className="text-sm font-bold uppercase tracking-wide text-amber-200">
        Next
      </h2>
      {kind === "command" && command ? (
        <BigButton label={next.label} busy={busy} onClick={() => void run(command)} />
      ) : (
        <p className="text-2xl font-bold leading-tight text-white" data-testid="next-label">
          {kind === "hole" && unread ? `${next.label}: enter it as you turn it` : kind === "choices" ? "Player's 5: hit or stand?" : next.label}
        </p>
      )}
      <p className="text-slate-100" data-testid="next-hint">
        {next.hint}
      </p>
      <StepNotes />
      {view.phase === "dealing" || view.phase === "settling" ? <DealingTotals view={view} /> : null}
      <SetupStepForm kind={kind} />

      {kind === "card" ? (
        <>
          {view.shoeInfo?.source === "reader" ? (
            <p role="status" className="font-semibold text-sky-200">
              Waiting for the card reader… or enter the card by hand.
            </p>
          ) : null}
          {next.faceDown ? (
            <Button
              className="min-h-14 w-full text-lg"
              disabled={busy}
              onClick={async () => {
                const answer = await run({ type: "deal-card", faceDown: true, source: "dealer" });
                if (answer.ok) onHoleUnread(view.handNumber);
              }}
              data-testid="deal-face-down"
            >
              Deal it face down, unread
            </Button>
          ) : null}
          <CardPad key={`deal-${view.handNumber}`} label={next.label} onCard={dealCard} onUndo={undo} disabled={false} />
        </>
      ) : null}

      {kind === "hole" ? (
        <>
          {!unread ? <BigButton label={next.label} busy={busy} onClick={() => void run({ type: holeCommand })} /> : null}
          {unread || enterHole || serverShoe ? null : (
            <Button onClick={() => setEnterHole(true)} data-testid="enter-hole">
              The hole card was dealt unread: enter it
            </Button>
          )}
          {unread || enterHole ? <CardPad key={`hole-${view.handNumber}-${holeCommand}`} label={`${next.label}: the hole card`} onCard={enterHoleCard} onUndo={undo} disabled={busy} /> : null}
        </>
      ) : null}

      {kind === "choices" ? (
        <>
          <Choices />
          <BigButton label={next.label} busy={busy} onClick={() => void run({ type: "close-choices" })} />
        </>
      ) : null}

      {undo ? (
        <Button onClick={undo} disabled={busy} data-testid="undo-card" className="min-h-12">
          Undo the last card
        </Button>
      ) : null}
    </section>
  );
}

/** The two totals beside the step, so they stay in view whatever the dealer scrolls (card pad open or not). */
function DealingTotals({ view }: { view: BaccaratDealerView }) {
  const total = (side: "player" | "banker") => {
    const hand = view[side];
    if (hand.total === null) return "–";
    return hand.cards.includes("face-down") ? `${hand.total} showing` : String(hand.total);
  };
  return (
    <p className="grid grid-cols-2 gap-2 text-xl font-bold text-white" data-testid="dealing-totals">
      <span className="rounded-lg bg-blue-900 px-3 py-2" data-testid="dealing-total-player">
        {view.handNames.player}: {total("player")}
      </span>
      <span className="rounded-lg bg-red-900 px-3 py-2" data-testid="dealing-total-banker">
        {view.handNames.banker}: {total("banker")}
      </span>
    </p>
  );
}
