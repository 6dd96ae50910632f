"use client";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { money } from "@/lib/client/floor-api";
import type { SettleResultOf } from "@/lib/contract/calculators";

/** A No Bust round in the settlement calculator: the player-dealer's hand and each seat's hands. */
export function NoBustSettleHands({ result }: { result: SettleResultOf<"no-bust"> }) {
  return (
    <>
      <div>
        <h3 className="font-semibold">
          Player-dealer · {result.playerDealer.value}
        </h3>
        <div className="mt-1 flex gap-2">
          {result.playerDealer.cards.map((c, i) => (
            <PlayingCard key={i} card={c} size="sm" />
          ))}
        </div>
        <p className="text-sm text-slate-300">
          Settlement starts at seat {result.actionSeat} ({result.actionButton.route})
        </p>
      </div>
      {result.hands.map((h) => (
        <div key={`${h.seat}-${h.hand}`}>
          <h3 className="font-semibold">
            Seat {h.seat} {h.hand} · {h.value}
            {h.doubled ? ` · doubled ${money(h.doubled)}` : ""}
            {h.surrendered ? " · surrendered" : ""}
          </h3>
          <div className="mt-1 flex gap-2">
            {h.cards.map((c, i) => (
              <PlayingCard key={i} card={c} size="sm" />
            ))}
          </div>
        </div>
      ))}
    </>
  );
}
