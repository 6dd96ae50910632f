"use client";
import type { ThreeCardPokerDealerView, ThreeCardPokerSeatView } from "@/lib/domain/table/three-card-poker/views";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { cardName } from "@/lib/client/card-entry";
import { dollars } from "@/lib/client/dollars";
import { seatName } from "../format";
import { Panel } from "../ui";
import { OUTCOME_WORD } from "./format";

const OUTCOME_TONE = { win: "bg-emerald-300 text-slate-950", lose: "bg-slate-600 text-white", push: "bg-sky-200 text-slate-950" } as const;
const BET_SHORT: Readonly<Record<string, string>> = { ante: "Ante", play: "Play", "pair-plus": "Pair Plus", "six-card-bonus": "6 Card Bonus" };

/** Three cards: face up once turned over, backs for a stack dealt and not turned over, nothing before the deal. */
function Cards({ cards, dealt, label, up = null }: { cards: readonly string[] | null; dealt: boolean; label: string; up?: string | null }) {
  const shown = cards ?? (dealt ? [up ?? "face-down", "face-down", "face-down"] : []);
  if (shown.length === 0) return <p className="flex min-h-14 items-center text-sm text-slate-300">Not dealt yet</p>;
  return (
    <ul className="flex min-h-14 gap-1.5" aria-label={label}>
      {shown.map((card, i) => (
        <li key={`${i}-${card}`} data-card={card === "face-down" ? undefined : card} data-face-down={card === "face-down" ? "" : undefined} title={card === "face-down" ? "Face down" : cardName(card)}>
          <span aria-hidden>
            <PlayingCard card={card} size="sm" />
          </span>
          <span className="sr-only">{card === "face-down" ? "face down" : cardName(card)}</span>
        </li>
      ))}
    </ul>
  );
}

function SeatRow({ view, hand }: { view: ThreeCardPokerDealerView; hand: ThreeCardPokerSeatView }) {
  const turn = view.turn?.seat === hand.seat;
  return (
    <li
      data-testid={`seat-hand-${hand.seat}`}
      data-decision={hand.decision ?? undefined}
      data-turn={turn ? "true" : undefined}
      className={`flex flex-wrap items-center gap-3 rounded-lg border-2 p-2 ${turn ? "border-amber-300 bg-amber-300/10" : "border-slate-700 bg-slate-800"}`}
    >
      <div className="w-64 max-w-full">
        <p className="font-semibold text-white">{seatName(view, hand.seat)}</p>
        <p className="text-sm text-slate-200">{hand.bets.map((b) => `${BET_SHORT[b.bet] ?? b.name} ${dollars(b.amount)}`).join(" · ")}</p>
        {hand.decision ? (
          <span className={`mt-1 inline-block rounded px-1.5 text-xs font-bold ${hand.decision === "play" ? "bg-emerald-300 text-slate-950" : "bg-red-300 text-slate-950"}`} data-testid="decision">
            {hand.decision === "play" ? "Plays" : "Folded"}
          </span>
        ) : turn && view.turn?.what === "decide" ? (
          <span className="mt-1 inline-block rounded bg-amber-300 px-1.5 text-xs font-bold text-slate-950">Play or fold?</span>
        ) : null}
      </div>
      <Cards cards={hand.cards} dealt={hand.dealt} label={`Seat ${hand.seat} cards`} />
      <div className="min-w-40 text-sm text-slate-100">
        {hand.hand ? <p className="font-semibold text-white" data-testid="hand-name">{hand.hand}</p> : null}
        {hand.sixCardBonus ? <p>6 Card Bonus: {hand.sixCardBonus.hand}</p> : null}
        {hand.results ? (
          <ul className="mt-1 flex flex-wrap gap-1">
            {hand.results.map((r) => (
              <li key={r.bet} className={`rounded px-1.5 text-xs font-bold ${OUTCOME_TONE[r.outcome]}`} data-testid="result" data-bet={r.bet} data-outcome={r.outcome}>
                {BET_SHORT[r.bet] ?? r.bet}: {OUTCOME_WORD[r.outcome]}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/** The round as it stands: the player-dealer's hand (its up card, then the whole hand), and each seat in dealing order. */
export function ThreeCardPokerHands({ view }: { view: ThreeCardPokerDealerView }) {
  const pd = view.dealerHand;
  const pdSeat = view.playerDealer?.seat;
  return (
    <Panel id="hands-title" testId="hands" title="The hands">
      <div className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border-2 border-slate-600 bg-slate-950 p-2" data-testid="pd-hand" data-qualifies={pd.qualifies === null ? undefined : String(pd.qualifies)}>
        <p className="w-64 max-w-full font-semibold text-white">Player-dealer{pdSeat ? ` (seat ${pdSeat})` : ""}</p>
        <Cards cards={pd.cards} dealt={pd.dealt} up={pd.upCard} label="Player-dealer cards" />
        <div className="text-sm text-slate-100">
          {pd.hand ? <p className="font-semibold text-white">{pd.hand}</p> : null}
          {pd.qualifies !== null ? (
            <p className={`font-bold ${pd.qualifies ? "text-emerald-200" : "text-amber-200"}`} data-testid="qualifies">
              {pd.qualifies ? "Qualifies (Queen-high or better)" : "Does not qualify: Play wagers are returned"}
            </p>
          ) : null}
        </div>
      </div>
      {view.hands.length === 0 ? (
        <p className="text-slate-200">No hand is dealt yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {view.hands.map((h) => (
            <SeatRow key={h.seat} view={view} hand={h} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
