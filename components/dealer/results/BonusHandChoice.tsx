"use client";
import { useState } from "react";
import { Choice } from "../ui";

/** A hand a bonus pay table pays, as the view lists it. */
export type PayHand = { readonly id: string; readonly name: string; readonly pays: string };

/**
 * A bonus's hand for one seat, in results-only entry: "No win" until a paying hand is tapped (the
 * rare case opens the pay table).
 */
export function BonusHandChoice({ seat, bonus, label, bonusWords = label, groupLabel, tableLabel, hands, chosen, busy, onChoose, labelClass = "w-28" }: {
  seat: number;
  /** The bonus in the test ids ("pair-plus", "bonus"). */
  bonus: string;
  /** The row's name ("Pair Plus", "Bonus hand"). */
  label: string;
  /** The bonus in a sentence, "a hand the … pays" (the row's name by default). */
  bonusWords?: string;
  /** What the row and the pay table ask, for a screen reader. */
  groupLabel: string;
  tableLabel?: string;
  hands: readonly PayHand[];
  chosen: string | undefined;
  busy: boolean;
  onChoose: (hand: string | null) => void;
  labelClass?: string;
}) {
  const [open, setOpen] = useState(false);
  const choose = (hand: string | null) => {
    onChoose(hand);
    setOpen(false);
  };
  return (
    <>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={groupLabel}>
        <span className={`${labelClass} text-sm text-slate-200`}>{label}</span>
        <Choice pressed={chosen === undefined} disabled={busy} onClick={() => choose(null)} testId={`${bonus}-${seat}-none`}>
          No win
        </Choice>
        <Choice pressed={chosen !== undefined || open} disabled={busy} onClick={() => setOpen(!open)} testId={`${bonus}-${seat}-hands`} label={`Seat ${seat}: a hand the ${bonusWords} pays`}>
          {chosen !== undefined ? (hands.find((h) => h.id === chosen)?.name ?? chosen) : "A hand that pays…"}
        </Choice>
      </div>
      {open ? (
        <div className="grid grid-cols-3 gap-1" role="group" aria-label={tableLabel ?? `Seat ${seat}: the ${bonusWords} pay table`}>
          {hands.map((h) => (
            <Choice key={h.id} pressed={chosen === h.id} disabled={busy} onClick={() => choose(h.id)} testId={`${bonus}-${seat}-${h.id}`} label={`Seat ${seat}: ${h.name}, pays ${h.pays}`}>
              <span className="text-sm leading-tight">{h.name}</span>
            </Choice>
          ))}
        </div>
      ) : null}
    </>
  );
}
