"use client";
import { dollars } from "@/lib/client/dollars";
import { Button } from "@/components/ui/Button";
import { useDealer } from "./context";
import { DIFFERENCES, finishWords, resultWords } from "./difference-words";
import { betName, bettorName, seatName, type WalkLine } from "./format";
import { Panel } from "./ui";
import { WalkHead, WalkRow } from "./WalkTable";

/** The walk of differences after a correction of a round already paid (the views' `settlement.adjustment`). */
export type AdjustmentWalk = {
  readonly steps: readonly { readonly who: string; readonly seat: number | null; readonly before: number; readonly after: number; readonly change: number; readonly words: string; readonly bankAfter: number }[];
  readonly bankBefore: number;
  readonly bankAfter: number;
};

/** A corrected ledger line as a result, not as a thing to do: "won $20.00", "lost $10.00", "push". */
function recordWords(line: WalkLine): string {
  switch (line.action) {
    case "pay":
      return `won ${dollars(line.amount)}`;
    case "partial-pay":
      return `won ${dollars(line.amount)} (bank short)`;
    case "collect":
      return `lost ${dollars(line.amount)}`;
    case "partial-collect":
      return `lost ${dollars(line.amount)} (part collected)`;
    case "push":
      return "push";
    case "return":
      return "returned (bank out)";
  }
}

/**
 * After a correction of a round already paid, the walk is the money to make right, difference by
 * difference: the seats whose money changes and the bank's change, each marked done in turn on the
 * big button; the corrected settlement's lines are shown for the record only, never as lines to pay
 * (the first settlement's money was paid already). One button here marks whatever is left made and
 * finishes the round. The tablet's note above says once that only these differences are made
 * (SettlementCorrectionNote), so this panel does not say it again.
 */
export function DifferenceWalk({ adjustment, done, lines, start }: { adjustment: AdjustmentWalk; done: number; lines: readonly WalkLine[]; start: { readonly label: string; readonly chip: string | null } }) {
  const { view, run, pending } = useDealer();
  const steps = adjustment.steps;
  const left = steps.length - done;
  const finishAll = async () => {
    const marked = await run({ type: "advance-settlement", through: steps.length });
    if (!marked.ok) return;
    await run({ type: "end-round" }, { queue: true });
  };
  // The bank's result from its side, as a seat's is: its money after against the bank the round started with.
  const roundBank = view.bank;
  const bankResult = (bank: number) => (roundBank === null ? `Bank ${dollars(bank)}` : resultWords(bank - roundBank));
  return (
    <Panel
      id="settlement-title"
      testId="settlement"
      tone="focus"
      title="Make the money right, difference by difference"
      actions={
        // Gone once every difference is made (or when there is none): the big button alone says "Finish the round" (issue 28).
        left > 0 ? (
          <Button disabled={pending !== null} onClick={() => void finishAll()} data-testid="all-paid">
            {finishWords(left, steps.length, DIFFERENCES)}
          </Button>
        ) : undefined
      }
    >
      <div className="mb-3 flex flex-wrap gap-x-6 gap-y-1 text-slate-100">
        <p className="font-semibold text-sky-200" data-testid="settlement-corrected">
          Corrected after the money was paid: make each difference at the table, then tap it done on the big button.
        </p>
        <p>
          Bank <strong className="text-white">{dollars(adjustment.bankBefore)}</strong> → <strong className="text-white" data-testid="bank-after">{dollars(adjustment.bankAfter)}</strong>
        </p>
        <p data-testid="settled-count">
          {done} of {steps.length} difference{steps.length === 1 ? "" : "s"} made
        </p>
      </div>
      {steps.length === 0 ? (
        <p className="text-lg font-semibold text-white" data-testid="no-difference">
          No money changes hands: nothing to pay or collect.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left">
            <caption className="sr-only">The differences to make, in order</caption>
            <WalkHead columns={[{ label: "Do" }, { label: "Paid before", right: true }, { label: "As corrected", right: true }, { label: "Bank after", right: true }]} />
            <tbody>
              {steps.map((step, i) => (
                <WalkRow key={i} index={i} done={done} testId="difference-line">
                  <td className={`py-2 pr-2 text-lg font-semibold ${step.change > 0 === (step.seat !== null) ? "text-emerald-200" : "text-amber-200"}`}>{step.words}</td>
                  {/* Each row's result from its own side, seat or bank alike: "Won $10.00", "Lost $10.00", "Even". */}
                  <td className="whitespace-nowrap py-2 pr-2 text-right">{step.seat === null ? bankResult(adjustment.bankAfter - step.change) : resultWords(step.before)}</td>
                  <td className="whitespace-nowrap py-2 pr-2 text-right">{step.seat === null ? bankResult(adjustment.bankAfter) : resultWords(step.after)}</td>
                  <td className="py-2 pr-2 text-right font-semibold" data-testid="line-bank-after">
                    {dollars(step.bankAfter)}
                  </td>
                </WalkRow>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {lines.length > 0 ? (
        <details className="mt-3 text-slate-200" data-testid="corrected-ledger">
          <summary className="cursor-pointer font-semibold">The corrected settlement, for the record: not to pay line by line</summary>
          <ul className="mt-1 grid gap-1 text-sm">
            {lines.map((line, i) => (
              <li key={i} data-testid="corrected-ledger-line">
                {line.backline ? bettorName(line) : seatName(view, line.seat)}
                {start.chip && line.seat === view.settlement?.actionSeat && !line.backline ? ` (${start.chip.toLowerCase()})` : ""} · {betName(view, line.bet)} {dollars(line.stake)}: {recordWords(line)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </Panel>
  );
}
