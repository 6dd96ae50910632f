import type { ReactNode } from "react";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { cardName } from "@/lib/client/card-entry";
import { dollars } from "@/lib/client/dollars";
import { seatName, type Wager } from "../format";
import { OUTCOME_WORD, handsBySeat, seatedWager, valueText } from "./format";

type Size = "sm" | "md";

/** A hand on a blackjack tablet, whatever the family: the family's own marks come as `badges`. */
export interface BlackjackHand {
  readonly seat: number;
  readonly hand: number;
  readonly cards: readonly string[];
  readonly value: string | null;
  readonly surrendered: boolean;
  readonly stood?: boolean;
  readonly outcome: "win" | "lose" | "push" | null;
}

/** What the hands panel reads of a blackjack dealer view. */
export interface BlackjackHandsView<H extends BlackjackHand> {
  readonly phase: string;
  readonly next: { readonly card?: { readonly to: "player-dealer" | { readonly seat: number; readonly hand: number } }; readonly decide?: { readonly seat: number; readonly hand: number } };
  readonly turn: { readonly seat: number; readonly hand: number } | null;
  readonly playerDealer: { readonly seat: number } | null;
  readonly dealerHand: { readonly cards: readonly string[]; readonly value: string | null };
  readonly hands: readonly H[];
  readonly players: readonly { readonly seat: number; readonly name: string | null }[];
  readonly wagers: readonly Wager[];
}

/** How a family marks its cards and hands. */
export interface BlackjackHandsParts<H extends BlackjackHand> {
  /** The mark a card carries in the game's deck ("Bonus", "x"); absent where the deck marks none. */
  readonly markOf?: (card: string) => string | null;
  /** A line under the player-dealer's heading (the joker that freezes every hand, a natural shown). */
  readonly banner: ReactNode;
  /** The hand's own badges (doubled, rescued), after "Their turn". */
  readonly badges: (hand: H) => ReactNode;
  /** The seat's bonus bets after its game wager (" · Buster $5.00"), or "". */
  readonly bonusText: (seat: number) => string;
}

/** A card on the tablet with its deck mark ("Bonus", "x") under it, so the dealer reads the hand as the table does. */
function MarkedCard({ mark, card, size }: { mark: string | null; card: string; size: Size }) {
  return (
    <span className="relative block" aria-hidden>
      <PlayingCard card={card} size={size} />
      {mark ? <span className="absolute inset-x-0 bottom-0 rounded-b-lg bg-amber-300 text-center text-[10px] font-extrabold uppercase leading-4 text-slate-950">{mark}</span> : null}
    </span>
  );
}

function Cards({ markOf, cards, label, next, size }: { markOf?: (card: string) => string | null; cards: readonly string[]; label: string; next: boolean; size: Size }) {
  return (
    <ul className="flex min-h-14 flex-wrap gap-1.5" aria-label={label}>
      {cards.map((card, i) => {
        const mark = markOf ? markOf(card) : null;
        return (
          <li key={`${i}-${card}`} data-card={card === "face-down" ? undefined : card} data-face-down={card === "face-down" ? "" : undefined} data-mark={mark ?? undefined} title={card === "face-down" ? "Face down" : cardName(card)}>
            {markOf ? (
              <MarkedCard mark={mark} card={card} size={size} />
            ) : (
              <span aria-hidden>
                <PlayingCard card={card} size={size} />
              </span>
            )}
            <span className="sr-only">{card === "face-down" ? "Hole card, face down" : `${cardName(card)}${mark ? `, ${mark}` : ""}`}</span>
          </li>
        );
      })}
      {next ? (
        <li aria-hidden className={`flex items-center justify-center rounded-lg border-2 border-dashed border-amber-300 text-xs font-semibold text-amber-200 ${size === "md" ? "h-20 w-14" : "h-14 w-10"}`}>
          next
        </li>
      ) : null}
    </ul>
  );
}

const OUTCOME_TONE = { win: "bg-emerald-300 text-slate-950", lose: "bg-slate-600 text-white", push: "bg-sky-200 text-slate-950" } as const;

function Hand<H extends BlackjackHand>({ hand, count, turn, next, size, parts }: { hand: H; count: number; turn: boolean; next: boolean; size: Size; parts: BlackjackHandsParts<H> }) {
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
        {parts.badges(hand)}
        {hand.surrendered ? <span className="rounded bg-red-300 px-1.5 text-xs font-bold text-slate-950">Surrendered</span> : null}
        {hand.stood && !hand.outcome ? <span className="rounded bg-slate-600 px-1.5 text-xs font-bold text-white">Stands</span> : null}
        {hand.outcome ? (
          <span className={`rounded px-1.5 text-xs font-bold ${OUTCOME_TONE[hand.outcome]}`} data-testid="hand-outcome">
            {OUTCOME_WORD[hand.outcome]}
          </span>
        ) : null}
      </div>
      <Cards markOf={parts.markOf} cards={hand.cards} label={`Seat ${hand.seat} ${name.toLowerCase()} cards`} next={next} size={size} />
    </div>
  );
}

/**
 * The player-dealer's hand (the hole card a back until it is turned over) and every seat's hands,
 * split hands side by side, with their values and marks, whose turn it is and where the next card
 * goes: the same panel on both blackjack families' tablets.
 */
export function BlackjackHands<H extends BlackjackHand>({ view, parts }: { view: BlackjackHandsView<H>; parts: BlackjackHandsParts<H> }) {
  const next = view.phase === "dealing" ? view.next : null;
  const to = next?.card?.to ?? null;
  const turn = next?.decide ?? view.turn;
  const pd = view.playerDealer;
  const pdNext = to === "player-dealer";
  const seats = handsBySeat<H>(view.hands);
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
        {parts.banner}
        <Cards markOf={parts.markOf} cards={view.dealerHand.cards} label="Player-dealer cards" next={pdNext} size="md" />
      </div>
      {seats.length === 0 ? null : (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Seats' hands">
          {seats.map(({ seat, hands }) => {
            const main = seatedWager(view, seat, "main");
            const backline = view.wagers.filter((w) => w.seat === seat && w.backline && w.bet === "main").reduce((s, w) => s + w.amount, 0);
            const acting = turn?.seat === seat || (typeof to === "object" && to?.seat === seat);
            return (
              <li key={seat} data-testid={`seat-hands-${seat}`} className={`flex flex-col gap-2 rounded-xl border-2 p-2 ${acting ? "border-amber-300" : "border-slate-700"} ${hands.length > 1 ? "sm:col-span-2" : ""}`}>
                <p className="flex flex-wrap items-baseline gap-x-2 text-white">
                  <strong>{seatName(view, seat)}</strong>
                  <span className="text-sm text-slate-200" data-testid="seat-wager">
                    {dollars(main)}
                    {backline ? ` + ${dollars(backline)} backline` : ""}
                    {parts.bonusText(seat)}
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
                      parts={parts}
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
