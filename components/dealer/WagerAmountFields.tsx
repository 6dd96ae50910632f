"use client";
/** A wager's amount as the dealer enters it: the amount typed or tapped, checked against the spot's limits as it is typed, and the spot's room. */
import { Button } from "@/components/ui/Button";
import { dollars, typedDollars } from "@/lib/client/dollars";
import type { AmountCheck } from "./format";
import { DollarsField } from "./ui";

function quickAmounts(limits: { min: number; max: number }, room: number): number[] {
  const picks = [limits.min, 1_000, 2_500, 5_000, 10_000, 25_000].filter((c) => c >= limits.min && c <= room);
  return [...new Set(picks)].sort((a, b) => a - b).slice(0, 5);
}

/** The amount field, the quick amounts, the check of what is typed, and the spot's limits and room (`ids`: the editor's, for the field's descriptions). */
export function WagerAmountFields({
  ids,
  text,
  onText,
  check,
  limits,
  onSpot,
  seated,
  room,
}: {
  ids: string;
  text: string;
  onText: (text: string) => void;
  check: AmountCheck;
  limits: { min: number; max: number };
  /** On this spot already: seated and backline together, and seated alone. */
  onSpot: number;
  seated: number;
  room: number;
}) {
  const typedSomething = text.trim() !== "";
  return (
    <>
      <DollarsField className="mt-3 block" label="Amount in dollars" text={text} onText={onText} ok={check.ok} describedBy={`${ids}-check ${ids}-room`} testId="wager-amount" autoFocus />
      <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="Quick amounts">
        {quickAmounts(limits, room).map((c) => (
          <Button key={c} onClick={() => onText(typedDollars(c))}>
            {dollars(c)}
          </Button>
        ))}
        {room > 0 ? (
          <Button onClick={() => onText(typedDollars(room))} aria-label={`Maximum: ${dollars(room)}`}>
            Max {dollars(room)}
          </Button>
        ) : null}
      </div>
      <p
        id={`${ids}-check`}
        aria-live="polite"
        data-testid="wager-check"
        data-ok={check.ok ? "true" : "false"}
        className={`mt-3 rounded-md px-3 py-2 ${typedSomething && !check.ok ? "border border-red-400 bg-red-950 text-red-50" : "bg-slate-800 text-slate-100"}`}
      >
        {check.message}
      </p>
      <p id={`${ids}-room`} className="mt-2 text-sm text-slate-200" data-testid="spot-room">
        Limits {dollars(limits.min)}–{dollars(limits.max)} per spot, seated and backline together. On this spot: {dollars(onSpot)}
        {onSpot !== seated ? ` (${dollars(seated)} seated, ${dollars(onSpot - seated)} backline)` : ""}. Room left: <strong className="text-white">{dollars(room)}</strong>.
      </p>
    </>
  );
}
