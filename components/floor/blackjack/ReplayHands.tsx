"use client";
import type { ReactNode } from "react";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { money } from "@/lib/client/floor-api";
import { Hand } from "../ReplayHand";
import { ReplayTable } from "../ReplayTable";

export const OUTCOME_WORDS: Record<string, string> = { win: "Wins", lose: "Loses", push: "Push" };

function handLabel(seat: number, hand: number, hands: number): string {
  return hands > 1 || hand > 0 ? `Seat ${seat} · hand ${hand + 1}` : `Seat ${seat}`;
}

/** A seat's hand in a blackjack replay frame (in play, or from the finished round). */
interface ReplayedHand {
  readonly seat: number;
  readonly hand: number;
  readonly cards: readonly string[];
  readonly value: string | null;
  readonly outcome: string | null;
}

/** What a blackjack replay frame shows of its round, whatever the family. */
interface BlackjackFrame {
  readonly dealerHand: { readonly cards: readonly string[]; readonly value: string | null };
  readonly dealerValueRecorded: string | null;
  readonly holeCard: string | null;
  readonly turn: { readonly seat: number; readonly hand: number } | null;
  readonly insurance: readonly { readonly seat: number; readonly amount: number }[];
  readonly decisions: readonly { readonly seat: number; readonly hand: number; readonly decision: string; readonly amount?: number }[];
  readonly result: { readonly playerDealer: readonly string[]; readonly playerDealerValue: string; readonly bankBefore: number; readonly bankAfter: number; readonly actionSeat: number } | null;
}

/**
 * A blackjack round in the replay: the player-dealer's hand (hole card as recorded), each seat's
 * hands with their play and outcome, insurance, decisions, the result. The family gives its hands,
 * how each was played (`play`: "doubled", "surrendered") and what ended it (`fate`: "Surrendered"),
 * a line beside the player-dealer (`banner`) and its own lines (`afterInsurance`, `afterDecisions`).
 */
export function BlackjackReplayHands<H extends ReplayedHand>({
  frame,
  hands,
  testId,
  banner,
  play,
  fate,
  afterInsurance,
  afterDecisions,
}: {
  frame: BlackjackFrame;
  hands: readonly H[];
  testId: string;
  banner: ReactNode;
  play: (hand: H) => readonly (string | null)[];
  fate: (hand: H) => string | null;
  afterInsurance?: ReactNode;
  afterDecisions?: ReactNode;
}) {
  const result = frame.result;
  const perSeat = new Map<number, number>();
  for (const h of hands) perSeat.set(h.seat, (perSeat.get(h.seat) ?? 0) + 1);
  const dealer = result ? { cards: result.playerDealer, value: result.playerDealerValue } : frame.dealerHand;
  const hiddenValue = !result && frame.dealerHand.cards.includes("face-down") ? frame.dealerValueRecorded : null;
  return (
    <div className="space-y-3" data-testid={testId}>
      <div className="flex flex-wrap gap-8">
        <Hand name="Player-dealer" cards={dealer.cards} total={dealer.value} hole={result ? null : frame.holeCard} />
        {hiddenValue ? <p className="self-end text-sm text-slate-300">With the hole card: {hiddenValue}</p> : null}
        {banner}
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
        <ReplayTable headings={["Hand", "Cards", "Value", "Play", "Outcome"]}>
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
              <td className="pr-4">{[...play(h), frame.turn?.seat === h.seat && frame.turn.hand === h.hand ? "to act" : null].filter(Boolean).join(", ") || "—"}</td>
              <td className="pr-4">{h.outcome ? (fate(h) ?? OUTCOME_WORDS[h.outcome] ?? h.outcome) : "—"}</td>
            </tr>
          ))}
        </ReplayTable>
      ) : null}
      {frame.insurance.length ? <p className="text-sm">Insurance: {frame.insurance.map((i) => `seat ${i.seat} ${i.amount ? money(i.amount) : "declined"}`).join(", ")}</p> : null}
      {afterInsurance}
      {frame.decisions.length ? <p className="text-sm">Decisions: {frame.decisions.map((d) => `seat ${d.seat}${d.hand > 0 ? ` hand ${d.hand + 1}` : ""} ${d.decision}${d.amount ? ` ${money(d.amount)}` : ""}`).join(" · ")}</p> : null}
      {afterDecisions}
    </div>
  );
}
