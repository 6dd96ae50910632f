"use client";
import type { ReactNode } from "react";
import { dollars } from "@/lib/client/dollars";
import { Button } from "@/components/ui/Button";
import { useDealer } from "./context";
import { betName, bettorName, lineInstruction, seatName, type WalkLine } from "./format";
import { Panel } from "./ui";

/** The walk of differences after a correction of a round already paid (the views' `settlement.adjustment`). */
type AdjustmentWalk = {
  readonly steps: readonly { readonly who: string; readonly seat: number | null; readonly before: number; readonly after: number; readonly change: number; readonly words: string; readonly bankAfter: number }[];
  readonly bankBefore: number;
  readonly bankAfter: number;
};

const ACTION_TONE: Record<string, string> = {
  pay: "text-emerald-200",
  "partial-pay": "text-emerald-200",
  collect: "text-amber-200",
  "partial-collect": "text-amber-200",
  push: "text-slate-100",
  return: "text-sky-200",
};

/**
 * The settlement walk, seat by seat from the action button: each line says what the dealer does and
 * what the bank holds after it; settled lines are ticked, the current line is marked. A game
 * without an action button names where its walk starts (`start`: Three Card Poker's "Settlement
 * starts at", with no chip on the seat).
 */
export function SettlementPanel({ start = { label: "Action button", chip: "Action" } }: { start?: { readonly label: string; readonly chip: string | null } } = {}) {
  const { view, run, pending } = useDealer();
  const s = view.settlement;
  if (!s) return null;
  if (s.adjustment) return <DifferenceWalk adjustment={s.adjustment} done={s.settledLines} lines={s.lines} start={start} />;
  const done = s.settledLines;
  const left = s.lines.length - done;
  const finishAll = async () => {
    const marked = await run({ type: "advance-settlement", through: s.lines.length });
    if (marked.ok) await run({ type: "end-round" }, { queue: true });
  };
  return (
    <Panel
      id="settlement-title"
      testId="settlement"
      tone="focus"
      title="Settle seat by seat"
      actions={
        left > 0 ? (
          <div className="flex flex-wrap gap-2">
            {left > 1 ? (
              <Button disabled={pending !== null} onClick={() => void run({ type: "advance-settlement", through: s.lines.length })}>
                Mark the {left} remaining lines done
              </Button>
            ) : null}
            {/* Every line paid and collected at once: the round's last two taps in one (issue 29). */}
            <Button disabled={pending !== null} onClick={() => void finishAll()} data-testid="all-paid">
              All paid: finish the round
            </Button>
          </div>
        ) : null
      }
    >
      <div className="mb-3 flex flex-wrap gap-x-6 gap-y-1 text-slate-100">
        <p data-testid="action-seat">
          {start.label}: <strong className="text-white">seat {s.actionSeat}</strong>
        </p>
        <p>
          Bank <strong className="text-white">{dollars(s.bankBefore)}</strong> → <strong className="text-white" data-testid="bank-after">{dollars(s.bankAfter)}</strong> (
          {s.pdNet >= 0 ? "+" : ""}
          {dollars(s.pdNet)} for the player-dealer)
        </p>
        {s.exhaustedAfter !== null ? (
          <p className="font-semibold text-amber-200" data-testid="bank-exhausted">
            The bank runs out after line {s.exhaustedAfter}: later wagers go back.
          </p>
        ) : null}
        <p data-testid="settled-count">
          {done} of {s.lines.length} lines done
        </p>
      </div>
      {s.lines.length === 0 ? (
        <p className="text-slate-100">No wager to settle.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left">
            <caption className="sr-only">Settlement lines in the order to walk them</caption>
            <WalkHead columns={[{ label: "Seat" }, { label: "Bet" }, { label: "Stake", right: true }, { label: "Do" }, { label: "To the player", right: true }, { label: "Bank after", right: true }]} />
            <tbody>
              {s.lines.map((line, i) => (
                <WalkRow key={i} index={i} done={done} testId="settlement-line" action={line.action}>
                  <td className="py-2 pr-2 font-semibold">
                    {line.backline ? bettorName(line) : seatName(view, line.seat)}
                    {start.chip && line.seat === s.actionSeat && !line.backline ? (
                      <span className="ml-2 rounded-full bg-white px-2 text-xs font-bold text-slate-950" title={start.label}>
                        {start.chip}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-2">{betName(view, line.bet)}</td>
                  <td className="py-2 pr-2 text-right">{dollars(line.stake)}</td>
                  <td className={`py-2 pr-2 font-semibold ${ACTION_TONE[line.action] ?? ""}`}>
                    {lineInstruction(line)}
                  </td>
                  <td className="py-2 pr-2 text-right">{dollars(line.toPlayer)}</td>
                  <td className="py-2 pr-2 text-right font-semibold" data-testid="line-bank-after">
                    {dollars(line.bankAfter)}
                  </td>
                </WalkRow>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

/** The walk's column heads, after its status column. */
function WalkHead({ columns }: { columns: readonly { readonly label: string; readonly right?: boolean }[] }) {
  return (
    <thead>
      <tr className="border-b border-slate-600 text-sm text-slate-200">
        <th scope="col" className="w-8 py-1 pr-1 font-semibold">
          <span className="sr-only">Status</span>
        </th>
        {columns.map((c) => (
          <th key={c.label} scope="col" className={`py-1 pr-2 font-semibold ${c.right ? "text-right" : ""}`}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A step of a walk (a settlement line, a difference): ticked once done, marked while it is the one to do. */
function WalkRow({ index, done, testId, action, children }: { index: number; done: number; testId: string; action?: string; children: ReactNode }) {
  const settled = index < done;
  const current = index === done;
  return (
    <tr
      data-testid={testId}
      data-action={action}
      data-state={settled ? "done" : current ? "current" : "todo"}
      aria-current={current ? "step" : undefined}
      className={`border-b border-slate-800 ${current ? "bg-amber-300/15 outline outline-2 -outline-offset-2 outline-amber-300" : ""} ${settled ? "text-slate-300" : "text-white"}`}
    >
      <td className="py-2 pr-1 text-center" aria-label={settled ? "Done" : current ? "Now" : "To do"}>
        <span aria-hidden>{settled ? "✓" : current ? "▶" : ""}</span>
      </td>
      {children}
    </tr>
  );
}

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

/** A paid amount as the dealer reads it: "+$20.00" paid to the player, "-$10.00" collected, "$0.00" nothing. */
function signed(cents: number): string {
  return cents > 0 ? `+${dollars(cents)}` : cents < 0 ? `-${dollars(-cents)}` : dollars(0);
}

/**
 * After a correction of a round already paid, the walk is the money to make right, difference by
 * difference: the seats whose money changes and the bank's change, each marked done in turn; the
 * corrected settlement's lines are shown for the record only, never as lines to pay (the first
 * settlement's money was paid already; the differences make it match the corrected one). A correction that changes no money leaves nothing to walk.
 */
function DifferenceWalk({ adjustment, done, lines, start }: { adjustment: AdjustmentWalk; done: number; lines: readonly WalkLine[]; start: { readonly label: string; readonly chip: string | null } }) {
  const { view, run, pending } = useDealer();
  const steps = adjustment.steps;
  const left = steps.length - done;
  const finishAll = async () => {
    if (left > 0) {
      const marked = await run({ type: "advance-settlement", through: steps.length });
      if (!marked.ok) return;
    }
    await run({ type: "end-round" }, { queue: true });
  };
  return (
    <Panel
      id="settlement-title"
      testId="settlement"
      tone="focus"
      title="Make the money right: only the differences"
      actions={
        <div className="flex flex-wrap gap-2">
          {left > 1 ? (
            <Button disabled={pending !== null} onClick={() => void run({ type: "advance-settlement", through: steps.length })}>
              Mark the {left} remaining differences done
            </Button>
          ) : null}
          <Button disabled={pending !== null} onClick={() => void finishAll()} data-testid="all-paid">
            {steps.length === 0 ? "No money changes hands: finish the round" : left > 0 ? "All differences made: finish the round" : "Finish the round"}
          </Button>
        </div>
      }
    >
      <div className="mb-3 flex flex-wrap gap-x-6 gap-y-1 text-slate-100">
        <p className="font-semibold text-sky-200" data-testid="settlement-corrected">
          Corrected after the money was paid. Leave the money paid before where it is: make only these differences, one by one.
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
                  {/* A seat's row holds its result (+ won, - lost); the bank's row its money, named so a dealer does not read it as a payment. */}
                  <td className="py-2 pr-2 text-right">{step.seat === null ? `Bank ${dollars(adjustment.bankAfter - step.change)}` : signed(step.before)}</td>
                  <td className="py-2 pr-2 text-right">{step.seat === null ? `Bank ${dollars(adjustment.bankAfter)}` : signed(step.after)}</td>
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
          <summary className="cursor-pointer font-semibold">The corrected settlement, for the record: not to pay line by line (the differences above make the money right)</summary>
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
