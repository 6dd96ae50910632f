"use client";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { money } from "@/lib/client/floor-api";
import type { SettleResultOf } from "@/lib/contract/calculators";

function Cards({ cards }: { cards: readonly string[] }) {
  return (
    <div className="mt-1 flex gap-2">
      {cards.map((c, i) => (
        <PlayingCard key={i} card={c} size="sm" />
      ))}
    </div>
  );
}

/** A pai gow round in the settlement calculator: the player-dealer's hand as the house way set it, each seat's hand, Envy. */
export function PaiGowSettleHands({ result }: { result: SettleResultOf<"pai-gow-poker"> }) {
  const pd = result.playerDealer;
  return (
    <>
      <div>
        <h3 className="font-semibold">
          Player-dealer (seat {pd.seat}) · {pd.set.highName} / {pd.set.lowName}
        </h3>
        <div className="flex flex-wrap items-center gap-3">
          <Cards cards={pd.set.high} />
          <Cards cards={pd.set.low} />
        </div>
        <p className="text-sm text-slate-300">
          House way: {pd.set.houseWay.why} ({pd.set.houseWay.line}){pd.paiGowPush ? " · Pai Gow: every game wager pushes" : ""}
        </p>
        <p className="text-sm text-slate-300">
          Dice {result.dice}: settlement starts at seat {result.actionSeat} ({result.actionButton.route})
        </p>
      </div>
      {result.hands.map((h) => (
        <div key={h.seat}>
          <h3 className="font-semibold">
            Seat {h.seat}
            {h.set ? ` · ${h.set.highName} / ${h.set.lowName}${h.set.by !== "player" ? " (house way)" : ""}${h.set.foul ? " · foul" : ""}` : ""}
            {h.bonusHand ? ` · ${h.bonusHand}` : ""}
          </h3>
          {h.set ? (
            <div className="flex flex-wrap items-center gap-3">
              <Cards cards={h.set.high} />
              <Cards cards={h.set.low} />
            </div>
          ) : h.cards ? (
            <Cards cards={h.cards} />
          ) : null}
        </div>
      ))}
      {result.envy.length ? <p className="text-sm">Envy: {result.envy.map((e) => `seat ${e.seat}${e.backline ? " backline" : ""} ${money(e.amount)} for seat ${e.forSeat}'s ${e.hand}`).join("; ")}</p> : null}
    </>
  );
}
