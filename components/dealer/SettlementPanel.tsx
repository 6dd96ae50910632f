"use client";
import { dollars } from "@/lib/client/dollars";
import { Button } from "@/components/ui/Button";
import { useDealer } from "./context";
import { DifferenceWalk } from "./DifferenceWalk";
import { finishWords, LINES } from "./difference-words";
import { betName, bettorName, lineInstruction, seatName } from "./format";
import { Panel } from "./ui";
import { WalkHead, WalkRow } from "./WalkTable";

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
    if (!marked.ok) return;
    await run({ type: "end-round" }, { queue: true });
  };
  return (
    <Panel
      id="settlement-title"
      testId="settlement"
      tone="focus"
      title="Settle seat by seat"
      actions={
        // One button: every line left paid and collected at once, and the round finished (issue 29); it
        // says how many lines it marks, as the walk of differences does. Each line alone is marked on the big button.
        // Once every line is marked it is gone: the big button alone says "Finish the round" (issue 28).
        left > 0 ? (
          <Button disabled={pending !== null} onClick={() => void finishAll()} data-testid="all-paid">
            {finishWords(left, s.lines.length, LINES)}
          </Button>
        ) : undefined
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
