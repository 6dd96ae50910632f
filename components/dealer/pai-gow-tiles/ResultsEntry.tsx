"use client";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { SeatResultChoices, WIN_PUSH_LOSE } from "../results/SeatResultChoices";
import { diceThenSettle } from "../results/settle-by-results";
import { useTilesDealer } from "./context";
import { DicePad } from "./DicePad";
import { resultsOf, seatList, type SeatResult } from "./format";

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
    if (results) await diceThenSettle(run, { type: "enter-results", results }, dice);
  };
  return (
    <div className="flex flex-col gap-3" data-testid="results-entry">
      {seats.map((seat) => (
        <div key={seat} className="rounded-lg border border-slate-700 p-2" data-testid={`results-seat-${seat}`}>
          <SeatResultChoices seat={seat} buttons={WIN_PUSH_LOSE} chosen={draft[seat]} busy={busy} onChoose={(r: SeatResult) => setDraft((d) => ({ ...d, [seat]: r }))} label={`Seat ${seat}'s result against the player-dealer`} />
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
