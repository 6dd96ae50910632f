"use client";
/**
 * The correction form's part for a decision or an answer recorded wrong: which one, what the player
 * did instead and, for insurance taken, the amount (another amount of the same answer too), with the
 * change in words. The form keeps the choices; this shows them.
 */
import { dollars, typedDollars } from "@/lib/client/dollars";
import type { RecordedDecisionView } from "@/lib/domain/table/common/views";
import { answerAmountProblem, decisionAnswerAmount, decisionChangeWords } from "./correction-offers";

export function DecisionFields({
  decisions,
  decisionAt,
  rightDecision,
  amountText,
  disabled,
  onDecisionAt,
  onRightDecision,
  onAmountText,
}: {
  /** The decisions the form may correct (each with the others the rules allowed). */
  decisions: readonly RecordedDecisionView[];
  /** The chosen decision's step index ("" before a choice), the right decision, the amount as typed. */
  decisionAt: string;
  rightDecision: string;
  amountText: string;
  disabled: boolean;
  onDecisionAt: (index: string) => void;
  onRightDecision: (decision: string) => void;
  onAmountText: (text: string) => void;
}) {
  const recorded = decisions.find((d) => String(d.index) === decisionAt) ?? null;
  const { amounts, amount: answerAmount } = decisionAnswerAmount(recorded, rightDecision, amountText);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <label className="block text-sm font-medium text-slate-200">
        {decisions.some((d) => d.options.some((o) => o.change)) ? "The decision or answer recorded wrong" : "The decision tapped wrong"}
        <select
          className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white"
          value={decisionAt}
          onChange={(e) => onDecisionAt(e.target.value)}
          disabled={disabled}
          data-testid="correction-decision-index"
        >
          <option value="">Choose…</option>
          {decisions.map((d) => (
            <option key={d.index} value={String(d.index)}>
              {d.who}: {d.words}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-200">
        What the player did
        <select
          className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white"
          value={rightDecision}
          onChange={(e) => onRightDecision(e.target.value)}
          disabled={disabled || !recorded}
          data-testid="correction-decision"
        >
          <option value="">Choose…</option>
          {(recorded?.options ?? []).map((o) => (
            <option key={o.decision} value={o.decision}>
              {o.words}
            </option>
          ))}
        </select>
      </label>
      {amounts ? (
        <label className="block text-sm font-medium text-slate-200 sm:col-span-2">
          Insurance the player took, in dollars: from {dollars(amounts.min)} up to {dollars(amounts.max)} (half the wager)
          <input
            className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white"
            value={amountText}
            placeholder={typedDollars(amounts.max)}
            inputMode="decimal"
            onChange={(e) => onAmountText(e.target.value)}
            disabled={disabled}
            autoComplete="off"
            data-testid="correction-decision-amount"
            aria-invalid={answerAmountProblem(amounts, answerAmount) ? true : undefined}
          />
        </label>
      ) : null}
      {recorded && rightDecision ? (
        <p className="text-lg font-semibold text-white sm:col-span-2" data-testid="correction-decision-change">
          {decisionChangeWords(recorded, rightDecision, answerAmount)}
        </p>
      ) : null}
      <p className="text-sm text-slate-300 sm:col-span-2">Only the decisions and answers the rules allowed at that point are offered. If the change would have sent a card already dealt to another hand, or the round could not have gone on as recorded (a surrendered hand that later drew), the table refuses it: void the round or declare a misdeal instead.</p>
    </div>
  );
}
