"use client";
import { Choice } from "../ui";

/** A seat's result against the player-dealer as the tablet words it. */
export interface ResultButton<R extends string> {
  readonly result: R;
  readonly word: string;
}

/** Wins, Push, Loses: a seat's result against the player-dealer's hand (the player-dealer wins copies). */
export const WIN_PUSH_LOSE = [
  { result: "win", word: "Wins" },
  { result: "push", word: "Push" },
  { result: "lose", word: "Loses" },
] as const satisfies readonly ResultButton<string>[];

/** One seat's result in one tap (results-only entry, docs/rules-decisions/results-entry.md). */
export function SeatResultChoices<R extends string>({ seat, buttons, chosen, busy, onChoose, label, nameClass = "w-20" }: {
  seat: number;
  buttons: readonly ResultButton<R>[];
  chosen: R | undefined;
  busy: boolean;
  onChoose: (result: R) => void;
  /** What the group asks, for a screen reader ("Seat 3's result against the player-dealer"). */
  label: string;
  nameClass?: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={label}>
      <span className={`${nameClass} text-lg font-bold text-white`}>Seat {seat}</span>
      {buttons.map((b) => (
        <Choice key={b.result} pressed={chosen === b.result} disabled={busy} onClick={() => onChoose(b.result)} testId={`result-${seat}-${b.result}`} label={`Seat ${seat} ${b.word.toLowerCase()}`}>
          {b.word}
        </Choice>
      ))}
    </div>
  );
}
