"use client";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { money } from "@/lib/client/floor-api";
import type { ThreeCardPokerReplayFrame } from "@/lib/domain/table/three-card-poker/floor";
import { ReplayTable } from "../ReplayTable";

const OUTCOME_WORDS: Record<string, string> = { win: "wins", lose: "loses", push: "pushes" };
const BET_WORDS: Record<string, string> = { ante: "Ante", play: "Play", "pair-plus": "Pair Plus", "six-card-bonus": "6 Card Bonus" };

/** Cards as recorded: a card still face down on the table is marked so. */
function RecordedCards({ recorded, shown }: { recorded: readonly string[]; shown: readonly string[] | null }) {
  if (recorded.length === 0) return <span className="text-slate-300">not dealt yet</span>;
  return (
    <div className="flex gap-1 py-1">
      {recorded.map((c, i) => {
        const faceDown = !shown?.includes(c);
        return (
          <div key={i} className="relative">
            <PlayingCard card={c} size="sm" />
            {faceDown ? <span className="absolute -bottom-2 left-0 right-0 mx-auto w-fit rounded bg-red-800 px-1 text-[10px] font-semibold text-white">{c === "face-down" ? "unread" : "face down"}</span> : null}
          </div>
        );
      })}
    </div>
  );
}

/** Three Card Poker: the player-dealer's hand and qualification, each seat's cards as recorded, Play or fold, hand and results. */
export function ThreeCardPokerReplayHands({ frame }: { frame: ThreeCardPokerReplayFrame }) {
  const result = frame.result;
  const pdRecorded = result?.playerDealer?.cards ?? frame.recorded?.playerDealer ?? [];
  const pdShown = result?.playerDealer?.cards ?? frame.dealerHand.cards ?? (frame.dealerHand.upCard ? [frame.dealerHand.upCard] : []);
  const pdHand = result?.playerDealer?.hand ?? frame.dealerHand.hand;
  const qualifies = result?.playerDealer?.qualifies ?? frame.qualifies;
  const seats = result
    ? result.seats.map((s) => ({ seat: s.seat, recorded: s.cards ?? [], shown: s.cards, decision: s.decision, hand: s.hand, six: s.sixCardBonus?.hand ?? null, results: s.results }))
    : frame.hands.map((h) => ({ seat: h.seat, recorded: frame.recorded?.hands.find((r) => r.seat === h.seat)?.cards ?? [], shown: h.cards, decision: h.decision, hand: h.hand, six: h.sixCardBonus?.hand ?? null, results: h.results ?? [] }));
  return (
    <div className="space-y-3" data-testid="three-card-poker-hands">
      <div className="flex flex-wrap items-end gap-8">
        <div>
          <h4 className="font-semibold">
            Player-dealer {pdHand ? <span className="text-slate-300">· {pdHand}</span> : null}
            {qualifies !== null ? <span className={qualifies ? "text-emerald-300" : "text-amber-300"}> · {qualifies ? "qualifies" : "does not qualify"}</span> : null}
          </h4>
          <RecordedCards recorded={pdRecorded} shown={pdShown} />
        </div>
        {result ? (
          <p className="text-lg font-bold">
            Bank {money(result.bankBefore)} → {money(result.bankAfter)} · settled from seat {result.startSeat}
          </p>
        ) : frame.decks ? (
          <p className="text-sm text-slate-300">{frame.decks.places.map((p) => `${p.back} deck ${p.place}`).join(" · ")}</p>
        ) : null}
      </div>
      {seats.length ? (
        <ReplayTable headings={["Seat", "Cards", "Play or fold", "Hand", "6 Card Bonus", "Results"]}>
          {seats.map((s) => (
            <tr key={s.seat} className={frame.turn?.seat === s.seat ? "bg-slate-800" : ""}>
              <td className="pr-4">Seat {s.seat}</td>
              <td className="pr-4">
                <RecordedCards recorded={s.recorded} shown={s.shown} />
              </td>
              <td className="pr-4">{s.decision === "play" ? "Play" : s.decision === "fold" ? "Fold" : frame.turn?.seat === s.seat ? "to decide" : "—"}</td>
              <td className="pr-4">{s.hand ?? "—"}</td>
              <td className="pr-4">{s.six ?? "—"}</td>
              <td className="pr-4">{s.results.length ? s.results.map((r) => `${BET_WORDS[r.bet] ?? r.bet} ${OUTCOME_WORDS[r.outcome] ?? r.outcome}`).join(", ") : "—"}</td>
            </tr>
          ))}
        </ReplayTable>
      ) : null}
      {frame.decisions.length ? (
        <p className="text-sm">
          Decisions: {frame.decisions.map((d) => `seat ${d.seat}${d.bettor !== null ? ` backline${d.bettor ? ` (${d.bettor})` : ""}` : ""} ${d.decision}`).join(" · ")}
        </p>
      ) : null}
    </div>
  );
}
