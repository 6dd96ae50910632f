"use client";
/**
 * The last round, corrected after it ended (DC6b): the differences to make at the table, one tap each
 * as the money is made, while the next round is in betting or not opened yet. "No more bets" waits
 * until every difference is made.
 */
import { Button } from "@/components/ui/Button";
import { useDealer } from "./context";
import type { EndedRoundView } from "@/lib/domain/table/common/ended-round-corrections";

export function EndedRoundWalk() {
  const { view, run, pending } = useDealer();
  const ended = "endedRound" in view ? (view.endedRound as EndedRoundView | undefined) : undefined;
  const walk = ended?.walk;
  if (!ended || !walk || walk.done >= walk.steps.length) return null;
  const step = walk.steps[walk.done]!;
  return (
    <div role="status" data-testid="ended-round-walk" className="flex flex-wrap items-center justify-between gap-3 border-b border-sky-300 bg-sky-900 px-4 py-2 text-sky-50">
      <div>
        <p className="text-lg font-bold">
          Round {ended.handNumber} corrected after it ended: difference {walk.done + 1} of {walk.steps.length}
        </p>
        <p className="text-sm">Make it at the table, then tap it done. No more bets waits until every difference is made. Tapped one done by mistake? The floor undoes it: Floor: correct a mistake.</p>
      </div>
      <Button onClick={() => void run({ type: "advance-settlement", through: walk.done + 1 })} disabled={pending !== null} data-testid="ended-round-step">
        {step.words}: done
      </Button>
    </div>
  );
}
