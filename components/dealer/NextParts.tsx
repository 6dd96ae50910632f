"use client";
/** Pieces of the next-action panel that every game family shares: the big button, the betting clock, the steps between rounds. */
import { Button } from "@/components/ui/Button";
import { dollars } from "@/lib/client/dollars";
import { useNow } from "@/lib/client/use-now";
import { useDealer, type AnyDealerView } from "./context";
import { ordinal, seatName } from "./format";
import { AmountForm, OfferPrompt, ShoeStartForm } from "./SetupPanels";

export type SetupStepKind = "command" | "seat" | "offer" | "post-bank" | "start-shoe" | "info";

/** Between rounds (or before the first): which step the server's next action is. */
export function setupStepKind(view: AnyDealerView): SetupStepKind {
  const next = view.next;
  if (view.status !== "open") return "info";
  if (view.offer) return "offer";
  if (next.command) return "command";
  if (view.players.every((p) => p.name === null)) return "seat";
  if (view.rotation.phase === "banking" && !view.bank) return "post-bank";
  if (!view.shoeInfo) return "start-shoe";
  return "info";
}

export function BigButton({ label, onClick, busy, disabled }: { label: string; onClick: () => void; busy: boolean; disabled?: boolean }) {
  return (
    <Button tone="primary" big busy={busy} disabled={disabled} onClick={onClick} className="min-h-24 w-full text-left text-2xl leading-tight" data-testid="next-button">
      {label}
      {busy ? <span className="sr-only"> (saving…)</span> : null}
    </Button>
  );
}

export function BettingClock({ closesAt }: { closesAt: number }) {
  const now = useNow(250, true);
  if (!now) return null;
  const left = Math.max(0, Math.ceil((closesAt - now) / 1000));
  return (
    <p role="timer" aria-live="off" className={`text-lg font-bold ${left <= 10 ? "text-amber-200" : "text-white"}`} data-testid="betting-timer" data-seconds={left}>
      {left > 0 ? `Betting closes in ${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}` : "The betting timer has run out"}
    </p>
  );
}

/**
 * Under the step's label: the betting clock while betting (with more time on the table's timer),
 * the way out of a round nobody bets on, and whose bank hand comes next.
 */
export function StepNotes() {
  const { view, run, pending } = useDealer();
  const pd = view.playerDealer;
  const corrections = "floorCorrections" in view;
  const noWagers = view.phase === "betting" && view.status === "open" && "wagers" in view && (view.wagers as readonly unknown[]).length === 0;
  return (
    <>
      {view.phase === "betting" && view.bettingClosesAt ? <BettingClock closesAt={view.bettingClosesAt} /> : null}
      {corrections && view.phase === "betting" && view.status === "open" ? (
        <div className="flex flex-wrap gap-2">
          {view.bettingClosesAt ? (
            <Button disabled={pending !== null} onClick={() => void run({ type: "restart-betting-timer" })} data-testid="more-time">
              More time: start the timer again
            </Button>
          ) : null}
          {noWagers ? (
            <Button disabled={pending !== null} onClick={() => void run({ type: "end-round-without-action" })} data-testid="end-without-action">
              Nobody bet: end the round
            </Button>
          ) : null}
        </div>
      ) : null}
      {view.phase === "waiting" && pd?.bankHand && view.rotation.phase === "banking" ? (
        <p className="text-sm text-slate-200" data-testid="bank-hand-note">
          {seatName(view, pd.seat)} banks the next hand: their {ordinal(pd.bankHand)} bank hand{pd.bankHand >= 2 ? "; after it the bank is offered on clockwise" : ""}.
        </p>
      ) : null}
    </>
  );
}

/** The form a step between rounds needs: the bank offer, posting the bank, starting a shoe. */
export function SetupStepForm({ kind }: { kind: string }) {
  const { view } = useDealer();
  const pd = view.playerDealer;
  if (kind === "offer") return <OfferPrompt />;
  if (kind === "post-bank" && pd) {
    return <AmountForm label={`Bank posted by ${seatName(view, pd.seat)}, in dollars`} submitLabel={(c) => (c ? `Post the bank: ${dollars(c)}` : "Post the bank")} command={(c) => ({ type: "post-bank", bank: c })} big testId="post-bank" />;
  }
  if (kind === "start-shoe") return <ShoeStartForm big />;
  return null;
}
