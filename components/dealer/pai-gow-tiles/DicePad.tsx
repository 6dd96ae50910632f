"use client";
import { useEffect, useRef, useState } from "react";
import { editingText } from "../keys";

const TOTALS = Array.from({ length: 16 }, (_, i) => i + 3);

/**
 * The three dice's total in one tap (3 to 18), as the player-dealer threw them. On a desktop
 * keyboard: type the total and press Enter.
 */
export function DicePad({ onTotal, disabled, playerDealerSeat }: { onTotal: (total: number) => void; disabled: boolean; playerDealerSeat: number | null }) {
  const [typed, setTypedState] = useState("");
  const latest = useRef("");
  const setTyped = (t: string) => {
    latest.current = t;
    setTypedState(t);
  };
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || editingText(event.target) || disabled) return;
      if (/^\d$/.test(event.key)) {
        event.preventDefault();
        setTyped((latest.current + event.key).slice(-2));
      } else if (event.key === "Backspace") {
        setTyped(latest.current.slice(0, -1));
      } else if (event.key === "Enter") {
        const n = Number(latest.current);
        if (n >= 3 && n <= 18) {
          event.preventDefault();
          setTyped("");
          onTotal(n);
        }
      } else if (event.key === "Escape") setTyped("");
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [disabled, onTotal]);
  return (
    <div className="flex flex-col gap-2" data-testid="dice-pad">
      <div role="group" aria-label="The total of the three dice" className="grid grid-cols-4 gap-2">
        {TOTALS.map((n) => {
          const pd = n === 9 || n === 17;
          return (
            <button
              key={n}
              type="button"
              disabled={disabled}
              onClick={() => onTotal(n)}
              aria-label={`Dice total ${n}${pd ? ", the player-dealer" : ""}`}
              data-testid={`dice-${n}`}
              className={`min-h-14 rounded-lg border-2 text-2xl font-black disabled:opacity-50 ${pd ? "border-amber-300 bg-slate-800 text-amber-200" : "border-slate-500 bg-slate-800 text-white hover:border-slate-300"}`}
            >
              {n}
            </button>
          );
        })}
      </div>
      <p className="text-sm text-slate-200" aria-live="polite" data-testid="dice-typed">
        {typed ? `Typed ${typed}: press Enter.` : `9 and 17 are the player-dealer${playerDealerSeat ? ` (seat ${playerDealerSeat})` : ""}: it takes the first stack.`}
      </p>
    </div>
  );
}
