"use client";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { money } from "@/lib/client/floor-api";
import type { SettleResultOf } from "@/lib/contract/calculators";

/** A twenty-one round in the settlement calculator: the player-dealer's hand and each seat's hands. */
export function TwentyOneSettleHands({ result }: { result: SettleResultOf<"twenty-one"> }) {
  return (
    <>
      <div>
        <h3 className="font-semibold">Player-dealer · {result.playerDealer.value}</h3>
        <div className="mt-1 flex gap-2">
          {result.playerDealer.cards.map((c, i) => (
            <PlayingCard key={i} card={c} size="sm" />
          ))}
        </div>
        <p className="text-sm text-slate-300">
          Settlement starts at seat {result.actionSeat} ({result.actionButton.route}){result.paidAtDeal ? `; ${result.paidAtDeal} natural${result.paidAtDeal === 1 ? "" : "s"} paid at the deal first` : ""}
        </p>
      </div>
      {result.hands.map((h) => (
        <div key={`${h.seat}-${h.hand}`}>
          <h3 className="font-semibold">
            Seat {h.seat} {h.hand} · {h.value}
            {h.doubles.length ? ` · doubled ${h.doubles.map((d) => money(d)).join(" + ")}` : ""}
            {h.surrendered ? " · surrendered" : ""}
            {h.rescued ? " · rescued" : ""}
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
