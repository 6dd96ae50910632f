"use client";
/** The correction form's part for an award (poker): the right winner(s) of each pot, high and low, the change in words. */
import { dollars } from "@/lib/client/dollars";
import { AWARD_WINDOW, awardChangeWords, awardWords, type CorrectableView, type PotWinners } from "./correction-offers";

export function AwardFields({
  last,
  awardTo,
  hiLo,
  disabled,
  onPots,
  potTexts,
  onPotTexts,
}: {
  /** The last hand as recorded. */
  last: NonNullable<CorrectableView["lastHandRecord"]>;
  /** The right winners, pot by pot (the award as recorded until the supervisor changes one). */
  awardTo: readonly PotWinners[];
  hiLo: boolean | undefined;
  disabled: boolean;
  onPots: (pots: PotWinners[]) => void;
  /** With side pots, each pot's amount as typed (as recorded until changed); null with one pot. */
  potTexts?: readonly string[] | null;
  onPotTexts?: (texts: string[]) => void;
}) {
  // Each pot's amount as recorded, where the dealer entered them with side pots.
  const priced = last.pots.length > 1 && last.pots.every((p) => p.cents !== undefined);
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-500 p-3" disabled={disabled} data-testid="correction-award">
      <legend className="px-1 text-sm font-semibold text-slate-100">
        Hand #{last.handNumber} as recorded: <span data-testid="correction-award-from">{awardWords(last.pots)}</span>
        {/* The pot the dealer entered stays with the hand: only who takes it changes. */}
        {priced ? (
          <span data-testid="correction-award-pot"> · {last.pots.map((p, i) => `${i === 0 ? "main pot" : `side pot ${i}`} ${dollars(p.cents!)}`).join(", ")}</span>
        ) : last.potCents != null ? (
          <span data-testid="correction-award-pot"> · the {dollars(last.potCents)} pot</span>
        ) : null}
      </legend>
      {awardTo.map((pot, i) => (
        <div key={i} className="flex flex-col gap-2">
          {(["high", "low"] as const)
            .filter((half) => half === "high" || hiLo === true)
            .map((half) => (
              <div key={half}>
                <p className="text-sm font-medium text-slate-200">
                  {awardTo.length > 1 ? (i === 0 ? "Main pot" : `Side pot ${i}`) : "The pot"}
                  {hiLo ? (half === "high" ? ": high hand" : ": low hand (none if no low qualifies)") : ""}: the right winner(s)
                </p>
                <div className="mt-1 flex flex-wrap gap-2">
                  {[...last.dealtIn].sort((a, b) => a - b).map((seat) => {
                    const on = (pot[half] ?? []).includes(seat);
                    return (
                      <label key={seat} className={`flex min-h-12 min-w-24 cursor-pointer items-center gap-2 rounded-lg border-2 px-3 ${on ? "border-amber-300 bg-amber-300/10" : "border-slate-600 bg-slate-800"}`} data-testid={`award-${half}-${i}-seat-${seat}`}>
                        <input
                          type="checkbox"
                          className="h-5 w-5"
                          checked={on}
                          onChange={() => {
                            const list = pot[half] ?? [];
                            const next = on ? list.filter((s) => s !== seat) : [...list, seat].sort((a, b) => a - b);
                            onPots(awardTo.map((p, j) => (j === i ? { ...p, [half]: next } : p)));
                          }}
                        />
                        <span className="font-semibold text-white">Seat {seat}</span>
                      </label>
                    );
                  })}
                </div>
              </div>
            ))}
          {potTexts ? (
            <label className="block max-w-xs">
              <span className="text-sm font-medium text-slate-200">{i === 0 ? "Main pot" : `Side pot ${i}`}: its amount (optional), in dollars</span>
              <input
                className="mt-1 w-full rounded-lg border border-slate-600 bg-slate-800 px-3 py-2 text-white"
                inputMode="decimal"
                value={potTexts[i] ?? ""}
                onChange={(e) => onPotTexts?.(awardTo.map((_, j) => (j === i ? e.target.value : (potTexts[j] ?? ""))))}
                data-testid={`correction-pot-${i}-amount`}
              />
            </label>
          ) : null}
        </div>
      ))}
      {potTexts ? <p className="text-sm text-slate-300">Each pot&apos;s amount: enter all of them, or none. A split pot is shared by the house&apos;s odd-chip rule.</p> : null}
      <p className="text-lg font-semibold text-white" data-testid="correction-award-change">
        {awardChangeWords(last.pots, awardTo)}
      </p>
      <p className="text-sm text-slate-300">{AWARD_WINDOW}</p>
    </fieldset>
  );
}
