"use client";
import { PlayingCard } from "@/components/cards/PlayingCard";
import type { SettleResultOf } from "@/lib/contract/calculators";
import { ShowdownResultList } from "@/components/dealer/poker/ShowdownResult";

/** A poker hand in the settlement calculator: the hands shown and the pots with their winners. */
export function PokerSettleHands({ result }: { result: SettleResultOf<"poker"> }) {
  return (
    <div className="space-y-3" data-testid="poker-settle">
      <div className="flex flex-wrap gap-6">
        {result.hands.map((h) => (
          <div key={h.seat}>
            <h3 className="font-semibold">
              Seat {h.seat} · {h.high}
              {h.low ? ` · low ${h.low}` : ""}
            </h3>
            <div className="mt-1 flex gap-2">
              {h.highCards.map((c) => (
                <PlayingCard key={c} card={c} size="sm" />
              ))}
            </div>
          </div>
        ))}
      </div>
      <ShowdownResultList result={result} />
    </div>
  );
}
