"use client";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { money } from "@/lib/client/floor-api";
import type { TwentyOneReplayFrame } from "@/lib/domain/table/twenty-one/floor";
import { Hand } from "../ReplayHand";

const OUTCOME_WORDS: Record<string, string> = { win: "Wins", lose: "Loses", push: "Push" };
const BONUS_NAMES: Record<string, string> = { buster: "Buster Blackjack Bonus", match: "Match the Dealer Up Card" };

function handLabel(seat: number, hand: number, hands: number): string {
  return hands > 1 || hand > 0 ? `Seat ${seat} · hand ${hand + 1}` : `Seat ${seat}`;
}

/** Twenty-one: the player-dealer's hand (hole card as recorded), each seat's hands, insurance, early surrender, decisions, bonus bets, the result. */
export function TwentyOneReplayHands({ frame }: { frame: TwentyOneReplayFrame }) {
  const result = frame.result;
  const hands = result ? result.hands.map((h) => ({ ...h, stood: true })) : frame.hands;
  const bonuses = result ? result.bonuses : frame.bonuses;
  const perSeat = new Map<number, number>();
  for (const h of hands) perSeat.set(h.seat, (perSeat.get(h.seat) ?? 0) + 1);
  const dealer = result ? { cards: result.playerDealer, value: result.playerDealerValue } : frame.dealerHand;
  const hiddenValue = !result && frame.dealerHand.cards.includes("face-down") ? frame.dealerValueRecorded : null;
  return (
    <div className="space-y-3" data-testid="twenty-one-hands">
      <div className="flex flex-wrap gap-8">
        <Hand name="Player-dealer" cards={dealer.cards} total={dealer.value} hole={result ? null : frame.holeCard} />
        {hiddenValue ? <p className="self-end text-sm text-slate-300">With the hole card: {hiddenValue}</p> : null}
        {frame.naturalShown && !result ? <p className="self-end text-sm font-semibold text-amber-300">Natural found at the check: the players do not act</p> : null}
        {result ? (
          <div>
            <h4 className="font-semibold">Result</h4>
            <p className="mt-1 text-lg font-bold">
              Player-dealer {result.playerDealerValue}; bank {money(result.bankBefore)} → {money(result.bankAfter)}
            </p>
            <p className="text-sm text-slate-300">Action button: seat {result.actionSeat}</p>
          </div>
        ) : null}
      </div>
      {hands.length ? (
        <table className="text-sm">
          <thead>
            <tr>
              <th className="pr-4 text-left">Hand</th>
              <th className="pr-4 text-left">Cards</th>
              <th className="pr-4 text-left">Value</th>
              <th className="pr-4 text-left">Play</th>
              <th className="pr-4 text-left">Outcome</th>
            </tr>
          </thead>
          <tbody>
            {hands.map((h) => (
              <tr key={`${h.seat}-${h.hand}`} className={frame.turn?.seat === h.seat && frame.turn.hand === h.hand ? "bg-slate-800" : ""}>
                <td className="pr-4">{handLabel(h.seat, h.hand, perSeat.get(h.seat) ?? 1)}</td>
                <td className="pr-4">
                  <div className="flex gap-1 py-1">
                    {h.cards.map((c, i) => (
                      <PlayingCard key={i} card={c} size="sm" />
                    ))}
                  </div>
                </td>
                <td className="pr-4">{h.value ?? "—"}</td>
                <td className="pr-4">
                  {[h.doubles.length ? `doubled ${h.doubles.map((d) => money(d)).join(" + ")}` : null, h.surrendered ? "surrendered" : null, h.rescued ? "rescued" : null, frame.turn?.seat === h.seat && frame.turn.hand === h.hand ? "to act" : null]
                    .filter(Boolean)
                    .join(", ") || "—"}
                </td>
                <td className="pr-4">{h.outcome ? (h.surrendered ? "Surrendered" : h.rescued ? "Rescued" : (OUTCOME_WORDS[h.outcome] ?? h.outcome)) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {frame.insurance.length ? <p className="text-sm">Insurance: {frame.insurance.map((i) => `seat ${i.seat} ${i.amount ? money(i.amount) : "declined"}`).join(", ")}</p> : null}
      {frame.earlySurrender.length ? <p className="text-sm">Surrender before the check: {frame.earlySurrender.map((s) => `seat ${s.seat} ${s.surrender ? "surrendered" : "played on"}`).join(", ")}</p> : null}
      {frame.decisions.length ? (
        <p className="text-sm">Decisions: {frame.decisions.map((d) => `seat ${d.seat}${d.hand > 0 ? ` hand ${d.hand + 1}` : ""} ${d.decision}${d.amount ? ` ${money(d.amount)}` : ""}`).join(" · ")}</p>
      ) : null}
      {bonuses.length ? <p className="text-sm">Bonus bets: {bonuses.map((b) => `seat ${b.seat} ${BONUS_NAMES[b.bet] ?? b.bet} ${b.outcome === "win" ? `wins ${b.pays ?? ""}`.trim() : (OUTCOME_WORDS[b.outcome] ?? b.outcome).toLowerCase()}`).join(", ")}</p> : null}
    </div>
  );
}
