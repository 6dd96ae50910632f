"use client";
import { PlayingCard } from "@/components/cards/PlayingCard";
import type { SettleResultOf } from "@/lib/contract/calculators";

/** A baccarat round in the settlement calculator: the two hands, the winner and where settlement starts. */
export function BaccaratSettleHands({ result }: { result: SettleResultOf<"baccarat"> }) {
  const names = result.handNames ?? { player: "Player", banker: "Banker" };
  return (
    <>
      {(["player", "banker"] as const).map((h) => (
        <div key={h}>
          <h3 className="font-semibold">
            {names[h]} · {result[h].total}
            {result[h].natural ? " (natural)" : ""}
          </h3>
          <div className="mt-1 flex gap-2">
            {result[h].cards.map((c, i) => (
              <PlayingCard key={i} card={c} size="sm" />
            ))}
          </div>
        </div>
      ))}
      <div>
        <h3 className="font-semibold">Result</h3>
        <p className="text-lg font-bold">{result.winner === "tie" ? "Tie" : `${result.winner === "player" ? names.player : names.banker} wins`}</p>
        <p className="text-sm text-slate-300">
          Settlement starts at seat {result.actionSeat} ({result.actionButton.route})
        </p>
      </div>
    </>
  );
}
