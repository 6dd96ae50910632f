"use client";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Choice } from "../ui";
import { useTilesDealer } from "./context";
import { DicePad } from "./DicePad";
import { resultsOf, seatList, type SeatResult } from "./format";

const RESULT_BUTTONS: readonly { readonly result: SeatResult; readonly word: string }[] = [
  { result: "win", word: "Wins" },
  { result: "push", word: "Push" },
  { result: "lose", word: "Loses" },
];

/**
 * Results-only entry: each seat's result against the player-dealer's hands, one tap each (copies and
 * two zero hands go to the player-dealer, so a copy is tapped as the result it gives); then, before
 * the dice, the dice total is the last tap: it places the action button, enters the results and
 * settles (docs/rules-decisions/results-entry.md RT2, RT4).
 */
export function ResultsEntry() {
  const { view, run, pending } = useTilesDealer();
  const seats = view.next.resultSeats ?? [];
  const [draft, setDraft] = useState<Readonly<Record<number, SeatResult>>>({});
  const results = resultsOf(draft, seats);
  const busy = pending !== null;
  const missing = seats.filter((s) => draft[s] === undefined);
  const withDice = view.next.step === "roll-dice";
  const settle = async (dice?: number) => {
    if (!results) return;
    if (dice !== undefined) {
      const rolled = await run({ type: "roll-dice", total: dice });
      if (!rolled.ok) return;
    }
    const entered = await run({ type: "enter-results", results }, { queue: true });
    if (entered.ok) await run({ type: "settle" }, { queue: true });
  };
  return (
    <div className="flex flex-col gap-3" data-testid="results-entry">
      {seats.map((seat) => (
        <div key={seat} className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-700 p-2" role="group" aria-label={`Seat ${seat}'s result against the player-dealer`} data-testid={`results-seat-${seat}`}>
          <span className="w-20 text-lg font-bold text-white">Seat {seat}</span>
          {RESULT_BUTTONS.map((b) => (
            <Choice key={b.result} pressed={draft[seat] === b.result} disabled={busy} onClick={() => setDraft((d) => ({ ...d, [seat]: b.result }))} testId={`result-${seat}-${b.result}`} label={`Seat ${seat} ${b.word.toLowerCase()}`}>
              {b.word}
            </Choice>
          ))}
        </div>
      ))}
      {withDice ? (
        <div className="flex flex-col gap-2" data-testid="results-dice">
          <p className="font-semibold text-white" data-testid="results-dice-label">
            {results ? "Settle: tap the dice total the player-dealer shook" : `Tap the result of ${seatList(missing)}, then the dice total`}
          </p>
          <DicePad onTotal={(total) => void settle(total)} disabled={busy || !results} playerDealerSeat={view.playerDealer?.seat ?? null} />
        </div>
      ) : (
        <Button tone="primary" disabled={busy || !results} onClick={() => void settle()} className="min-h-16 text-xl" data-testid="settle-results">
          {results ? "Settle the round" : `Tap the result of ${seatList(missing)}`}
        </Button>
      )}
    </div>
  );
}
