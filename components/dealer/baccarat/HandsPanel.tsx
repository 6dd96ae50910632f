import type { BaccaratDealerView } from "@/lib/domain/table/baccarat/views";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { cardName } from "@/lib/client/card-entry";

function Hand({ side, view, size }: { side: "player" | "banker"; view: BaccaratDealerView; size: "md" | "lg" }) {
  const hand = view[side];
  const name = view.handNames[side];
  const target = view.phase === "dealing" && view.next.hand === side;
  const faceDown = hand.cards.filter((c) => c === "face-down").length;
  const winner = view.result && view.phase === "settling" ? view.result.winner : null;
  const won = winner === side;
  return (
    <div
      data-testid={`hand-${side}`}
      className={`flex min-w-0 flex-1 flex-col gap-2 rounded-xl border-2 p-3 ${target ? "border-amber-300" : "border-transparent"} ${side === "player" ? "bg-blue-950" : "bg-red-950"}`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold text-white">{name}</h3>
        <p className="text-lg text-white" data-testid={`total-${side}`} data-total={hand.total ?? ""}>
          {hand.total === null ? "—" : faceDown ? `${hand.total} showing` : hand.total}
          {hand.natural ? <span className="ml-2 rounded bg-amber-300 px-2 text-sm font-bold text-slate-950">Natural</span> : null}
          {won ? <span className="ml-2 rounded bg-emerald-300 px-2 text-sm font-bold text-slate-950">Wins</span> : null}
        </p>
      </div>
      <ul className="flex min-h-20 flex-wrap gap-2" aria-label={`${name} cards`}>
        {hand.cards.map((card, i) => (
          <li key={`${i}-${card}`} data-card={card === "face-down" ? undefined : card} data-face-down={card === "face-down" ? "" : undefined} title={card === "face-down" ? "Face down" : cardName(card)}>
            <span aria-hidden>
              <PlayingCard card={card} size={size} />
            </span>
            <span className="sr-only">{card === "face-down" ? "Hole card, face down" : cardName(card)}</span>
          </li>
        ))}
        {target ? (
          <li aria-hidden className={`flex items-center justify-center rounded-lg border-2 border-dashed border-amber-300 text-sm font-semibold text-amber-200 ${size === "lg" ? "h-32 w-24" : "h-20 w-14"}`}>
            next
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** The two hands as dealt so far; the hand taking the next card is outlined. */
export function HandsPanel({ view, size = "lg" }: { view: BaccaratDealerView; size?: "md" | "lg" }) {
  return (
    <section aria-label="The hands" className="flex flex-col gap-3 sm:flex-row" data-testid="hands">
      <Hand side="player" view={view} size={size} />
      <Hand side="banker" view={view} size={size} />
    </section>
  );
}
