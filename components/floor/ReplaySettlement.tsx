"use client";
/** A replayed round's settlement at one step: the ledger's lines as walked and, after a correction of a round already paid, the differences made at the table. */
import { money } from "@/lib/client/floor-api";
import type { ReplayFrame } from "@/lib/contract/history";
import { noBustLineName } from "@/components/dealer/format";
import { ReplayTable } from "./ReplayTable";

type Settlement = NonNullable<ReplayFrame["settlement"]>;

const ACTION_WORDS: Record<string, string> = {
  pay: "Pay",
  "partial-pay": "Pay part (bank short)",
  collect: "Collect",
  "partial-collect": "Collect part",
  push: "Push",
  return: "Return (bank exhausted)",
};

/** A ledger line's bet as the layout names it (the frame's wagers carry the names), never its id. */
function lineBet(frame: ReplayFrame, bet: string): string {
  return frame.wagers.find((w) => w.bet === bet)?.betName ?? noBustLineName(bet);
}

export function ReplaySettlement({ frame, settlement }: { frame: ReplayFrame; settlement: Settlement }) {
  // The rule behind each ledger line, where the family records one (No Bust).
  const why = settlement.lines.some((l) => l.because !== undefined);
  return (
    <div>
      <h4 className="font-semibold">
        Settlement from seat {settlement.actionSeat}: bank {money(settlement.bankBefore)} → {money(settlement.bankAfter)}{" "}
        {settlement.adjustment
          ? "(corrected after payment: the lines below are on record, the differences were made at the table)"
          : `(${settlement.settledLines} of ${settlement.lines.length} lines settled)`}
      </h4>
      {settlement.adjustment ? <ReplayDifferences frame={frame} settlement={settlement} adjustment={settlement.adjustment} /> : null}
      <ReplayTable headings={["#", "Seat", "Bet", "Outcome", "Action", { label: "Amount", right: true }, { label: "Returned", right: true }, { label: "To player", right: true }, { label: "Bank after", right: true }, why ? "Why" : null]} className="mt-1 text-sm" cell="pr-3">
        {settlement.lines.map((l, i) => (
          <tr key={i} className={settlement.adjustment || i < settlement.settledLines ? "text-slate-100" : "text-slate-300"}>
            <td className="pr-3">
              {i + 1}
              {!settlement.adjustment && i < settlement.settledLines ? " ✓" : ""}
            </td>
            <td className="pr-3">
              {l.seat}
              {l.backline ? " backline" : ""}
            </td>
            <td className="pr-3">{lineBet(frame, l.bet)}</td>
            <td className="pr-3">{l.outcome}</td>
            <td className="pr-3">{ACTION_WORDS[l.action] ?? l.action}</td>
            <td className="pr-3 text-right">{money(l.amount)}</td>
            <td className="pr-3 text-right" data-testid="replay-returned">{money(l.returned)}</td>
            <td className="pr-3 text-right">{money(l.toPlayer)}</td>
            <td className="pr-3 text-right">{money(l.bankAfter)}</td>
            {why ? <td className="pr-3 text-slate-300">{l.because ?? ""}</td> : null}
          </tr>
        ))}
      </ReplayTable>
    </div>
  );
}

/** After a correction of a round already paid: what was paid before, and the differences made at the table, step by step. */
function ReplayDifferences({ frame, settlement, adjustment }: { frame: ReplayFrame; settlement: Settlement; adjustment: NonNullable<Settlement["adjustment"]> }) {
  return (
    <div className="mt-1" data-testid="replay-differences">
      {frame.adjustment ? (
        <p className="text-sm">
          Paid before the correction:{" "}
          {frame.adjustment.paidBefore.players.map((p) => `${p.who} ${p.net > 0 ? "received" : p.net < 0 ? "paid" : "even"}${p.net ? ` ${money(Math.abs(p.net))}` : ""}`).join("; ") || "nothing"}
          ; the bank {frame.adjustment.paidBefore.bank >= 0 ? "took" : "paid"} {money(Math.abs(frame.adjustment.paidBefore.bank))}.
        </p>
      ) : null}
      <p className="text-sm font-semibold">
        Differences made at the table: {settlement.settledLines} of {adjustment.steps.length}
        {adjustment.steps.length === 0 ? " (no money changed hands)" : ""}
      </p>
      <ol className="text-sm">
        {adjustment.steps.map((step, i) => (
          <li key={i} className={i < settlement.settledLines ? "text-slate-100" : "text-slate-300"}>
            {i + 1}
            {i < settlement.settledLines ? " ✓" : ""} {step.words}; bank after {money(step.bankAfter)}
          </li>
        ))}
      </ol>
    </div>
  );
}
