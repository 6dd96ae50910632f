import type { NoBustDealerView } from "@/lib/domain/table/no-bust/views";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { cardName } from "@/lib/client/card-entry";
import { dollars } from "@/lib/client/dollars";
import { seatName } from "../format";
import { OUTCOME_WORD, handsBySeat, seatedWager, valueText, type TabletHand } from "./format";

type Size = "sm" | "md";

function Cards({ cards, label, next, size }: { cards: readonly string[]; label: string; next: boolean; size: Size }) {
  return (
    <ul className="flex min-h-14 flex-wrap gap-1.5" aria-label={label}>
      {cards.map((card, i) => (
        <li key={`${i}-${card}`} data-card={card === "face-down" ? undefined : card} data-face-down={card === "face-down" ? "" : undefined} title={card === "face-down" ? "Face down" : cardName(card)}>
          <span aria-hidden>
            <PlayingCard card={card} size={size} />
          </span>
          <span className="sr-only">{card === "face-down" ? "Hole card, face down" : cardName(card)}</span>
        </li>
      ))}
      {next ? (
        <li aria-hidden className={`flex items-center justify-center rounded-lg border-2 border-dashed border-amber-300 text-xs font-semibold text-amber-200 ${size === "md" ? "h-20 w-14" : "h-14 w-10"}`}>
          next
        </li>
      ) : null}
    </ul>
  );
}

const OUTCOME_TONE = { win: "bg-emerald-300 text-slate-950", lose: "bg-slate-600 text-white", push: "bg-sky-200 text-slate-950" } as const;

function Hand({ hand, count, turn, next, size }: { hand: TabletHand; count: number; turn: boolean; next: boolean; size: Size }) {
  const name = count > 1 ? `Hand ${hand.hand + 1}` : "Hand";
  return (
    <div
      data-testid={`hand-${hand.seat}-${hand.hand}`}
      data-value={hand.value ?? ""}
      data-turn={turn ? "true" : undefined}
      data-outcome={hand.outcome ?? undefined}
      className={`flex min-w-0 flex-col gap-1.5 rounded-lg border-2 p-2 ${turn ? "border-amber-300 bg-amber-300/10" : next ? "border-amber-300/60 bg-slate-800" : "border-slate-700 bg-slate-800"}`}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        {count > 1 ? <span className="text-sm font-semibold text-slate-200">{name}</span> : null}
        <strong className="text-lg text-white" data-testid="hand-value">
          {valueText(hand.value)}
        </strong>
        {turn ? <span className="rounded bg-amber-300 px-1.5 text-xs font-bold text-slate-950">Their turn</span> : null}
        {hand.doubled ? <span className="rounded bg-blue-300 px-1.5 text-xs font-bold text-slate-950">Doubled</span> : null}
        {hand.surrendered ? <span className="rounded bg-red-300 px-1.5 text-xs font-bold text-slate-950">Surrendered</span> : null}
        {hand.stood && !hand.outcome ? <span className="rounded bg-slate-600 px-1.5 text-xs font-bold text-white">Stands</span> : null}
        {hand.outcome ? (
          <span className={`rounded px-1.5 text-xs font-bold ${OUTCOME_TONE[hand.outcome]}`} data-testid="hand-outcome">
            {OUTCOME_WORD[hand.outcome]}
          </span>
        ) : null}
      </div>
      <Cards cards={hand.cards} label={`Seat ${hand.seat} ${name.toLowerCase()} cards`} next={next} size={size} />
    </div>
  );
}

/**
 * The player-dealer's hand (the hole card a back until it is turned over) and every seat's hands,
 * split hands side by side, with their values, doubled and surrendered marks, whose turn it is and
 * where the next card goes.
 */
export function NoBustHands({ view }: { view: NoBustDealerView }) {
  const next = view.phase === "dealing" ? view.next : null;
  const to = next?.card?.to ?? null;
  const turn = next?.decide ?? view.turn;
  const pd = view.playerDealer;
  const pdNext = to === "player-dealer";
  const seats = handsBySeat<TabletHand>(view.hands);
  const size: Size = seats.length > 4 ? "sm" : "md";
  return (
    <section aria-label="The hands" className="flex flex-col gap-3" data-testid="hands">
      <div data-testid="pd-hand" data-value={view.dealerHand.value ?? ""} className={`flex flex-col gap-2 rounded-xl border-2 bg-red-950 p-3 ${pdNext ? "border-amber-300" : "border-transparent"}`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-lg font-bold text-white">Player-dealer{pd ? `: ${seatName(view, pd.seat)}` : ""}</h3>
          <p className="text-lg text-white">
            <strong data-testid="pd-value">{valueText(view.dealerHand.value)}</strong>
            {view.dealerHand.cards.includes("face-down") && view.dealerHand.value ? <span className="ml-1 text-sm text-slate-200">showing</span> : null}
          </p>
        </div>
        {view.frozen ? (
          <p role="status" className="rounded bg-violet-200 px-2 py-1 font-semibold text-violet-950" data-testid="frozen">
            The player-dealer&apos;s first card is a joker: no options, every hand stands as dealt.
          </p>
        ) : null}
        <Cards cards={view.dealerHand.cards} label="Player-dealer cards" next={pdNext} size="md" />
      </div>
      {seats.length === 0 ? null : (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Seats' hands">
          {seats.map(({ seat, hands }) => {
            const main = seatedWager(view, seat, "main");
            const buster = seatedWager(view, seat, "buster");
            const backline = view.wagers.filter((w) => w.seat === seat && w.backline && w.bet === "main").reduce((s, w) => s + w.amount, 0);
            const acting = turn?.seat === seat || (typeof to === "object" && to?.seat === seat);
            return (
              <li key={seat} data-testid={`seat-hands-${seat}`} className={`flex flex-col gap-2 rounded-xl border-2 p-2 ${acting ? "border-amber-300" : "border-slate-700"} ${hands.length > 1 ? "sm:col-span-2" : ""}`}>
                <p className="flex flex-wrap items-baseline gap-x-2 text-white">
                  <strong>{seatName(view, seat)}</strong>
                  <span className="text-sm text-slate-200" data-testid="seat-wager">
                    {dollars(main)}
                    {backline ? ` + ${dollars(backline)} backline` : ""}
                    {buster ? ` · Buster ${dollars(buster)}` : ""}
                  </span>
                </p>
                <div className="grid gap-2" style={{ gridTemplateColumns: `repeat(${hands.length}, minmax(0, 1fr))` }}>
                  {hands.map((h) => (
                    <Hand
                      key={h.hand}
                      hand={h}
                      count={hands.length}
                      turn={turn?.seat === seat && turn.hand === h.hand}
                      next={typeof to === "object" && to !== null && to.seat === seat && to.hand === h.hand}
                      size={size}
                    />
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
