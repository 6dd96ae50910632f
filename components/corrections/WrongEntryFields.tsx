"use client";
/**
 * The correction form's part for one thing the dealer entered wrong (a card, a tile): the choice of
 * which one, the right one (the caller's field), and the change in words once both are known.
 */
import type { ReactNode } from "react";

/** A field's look in this part: the choice of the wrong entry, and the caller's field for the right one. */
export const wrongEntryFieldClass = "mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white";

export function WrongEntryFields({
  wrongLabel,
  entries,
  chosen,
  disabled,
  onChoose,
  chooseTestId,
  right,
  change,
  changeTestId,
}: {
  /** The choice's label ("The card entered wrong"). */
  wrongLabel: string;
  /** What the dealer entered, each as its choice's value and its words. */
  entries: readonly { readonly value: string; readonly words: string }[];
  /** The chosen entry's value ("" before a choice). */
  chosen: string;
  disabled: boolean;
  onChoose: (value: string) => void;
  chooseTestId: string;
  /** The field for the right card or tile, in its label. */
  right: ReactNode;
  /** The change in words, null until both the wrong entry and the right one are known. */
  change: string | null;
  changeTestId: string;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <label className="block text-sm font-medium text-slate-200">
        {wrongLabel}
        <ChoiceSelect choices={entries} value={chosen} disabled={disabled} onChoose={onChoose} testId={chooseTestId} />
      </label>
      <label className="block text-sm font-medium text-slate-200">{right}</label>
      {change !== null ? (
        <p className="text-lg font-semibold text-white sm:col-span-2" data-testid={changeTestId}>
          {change}
        </p>
      ) : null}
    </div>
  );
}

/** A choice among some, "Choose…" before one is made: the wrong entry, or the right tile. */
export function ChoiceSelect({
  choices,
  value,
  disabled,
  onChoose,
  testId,
}: {
  choices: readonly { readonly value: string; readonly words: string }[];
  value: string;
  disabled: boolean;
  onChoose: (value: string) => void;
  testId: string;
}) {
  return (
    <select className={wrongEntryFieldClass} value={value} onChange={(e) => onChoose(e.target.value)} disabled={disabled} data-testid={testId}>
      <option value="">Choose…</option>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.words}
        </option>
      ))}
    </select>
  );
}
