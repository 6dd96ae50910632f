"use client";
/** The correction form's choice of what to correct, the last round's corrections under their own heading. */
import { Fragment } from "react";
import type { CorrectionType } from "@/lib/contract/corrections";
import { WHAT } from "./correction-offers";

export function CorrectionChoices({
  name,
  handNumber,
  choices,
  lastRound,
  type,
  disabled,
  onPick,
}: {
  /** The radio group's name (one per form). */
  name: string;
  handNumber: number;
  choices: readonly CorrectionType[];
  /** The last round, ended, whose corrections end the list. */
  lastRound: { readonly handNumber: number; readonly corrections: readonly CorrectionType[] } | null;
  type: CorrectionType | null;
  disabled: boolean;
  onPick: (type: CorrectionType) => void;
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className="text-base font-semibold text-white">What to correct, hand #{handNumber}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {choices.map((c, i) => (
          <Fragment key={c}>
            {lastRound && i === choices.length - lastRound.corrections.length ? (
              <p className="text-base font-semibold text-sky-100 sm:col-span-2" data-testid="correction-last-round">
                Correct the last round (Round {lastRound.handNumber}): it has ended; its money is made right at the table, difference by difference, before no more bets.
              </p>
            ) : null}
            <label className={`flex min-h-14 cursor-pointer gap-3 rounded-lg border-2 p-3 ${type === c ? "border-amber-300 bg-amber-300/10" : "border-slate-600 bg-slate-800"}`} data-testid={`correction-${c}`}>
              <input type="radio" name={name} value={c} checked={type === c} onChange={() => onPick(c)} className="mt-1 h-5 w-5" />
              <span>
                <span className="block font-semibold text-white">{WHAT[c].title}</span>
                <span className="block text-sm text-slate-200">{WHAT[c].detail}</span>
              </span>
            </label>
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}
