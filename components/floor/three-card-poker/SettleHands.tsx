"use client";
import { PlayingCard } from "@/components/cards/PlayingCard";
import type { SettleResultOf } from "@/lib/contract/calculators";

/** A Three Card Poker round in the settlement calculator: the player-dealer's hand and qualification, each seat's hand. */
export function ThreeCardPokerSettleHands({ result }: { result: SettleResultOf<"three-card-poker"> }) {
  return (
    <>
      <div>
        <h3 className="font-semibold">
          Player-dealer · {result.playerDealer.hand} · {result.playerDealer.qualifies ? "qualifies" : "does not qualify"}
        </h3>
        <div className="mt-1 flex gap-2">
          {result.playerDealer.cards.map((c, i) => (
            <PlayingCard key={i} card={c} size="sm" />
          ))}
        </div>
        <p className="text-sm text-slate-300">
          Settlement from seat {result.actionSeat} (from the player-dealer's left, clockwise){result.collectedAtFold ? `; the first ${result.collectedAtFold} line${result.collectedAtFold === 1 ? " was" : "s were"} collected at the fold` : ""}
        </p>
      </div>
      {result.seats.map((s) => (
        <div key={s.seat}>
          <h3 className="font-semibold">
            Seat {s.seat} · {s.decision === "fold" ? "folds" : "plays"}
            {s.hand ? ` · ${s.hand}` : ""}
            {s.sixCardBonus ? ` · 6 Card Bonus: ${s.sixCardBonus.hand}` : ""}
          </h3>
          <div className="mt-1 flex gap-2">
            {s.cards ? s.cards.map((c, i) => <PlayingCard key={i} card={c} size="sm" />) : <span className="text-slate-300">folded, not turned over</span>}
          </div>
        </div>
      ))}
    </>
  );
}
