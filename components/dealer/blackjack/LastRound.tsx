import type { ReactNode } from "react";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { cardLabel, cardName } from "@/lib/client/card-entry";
import { dollars } from "@/lib/client/dollars";
import { Panel } from "../ui";
import { OUTCOME_WORD, handTitle, handsBySeat, valueText } from "./format";

/** A finished blackjack round as the tablet recalls it. */
interface LastBlackjackRound<H> {
  readonly handNumber: number;
  readonly playerDealerSeat: number;
  readonly playerDealer: readonly string[];
  readonly playerDealerValue: string;
  readonly hands: readonly H[];
  readonly bankBefore: number;
  readonly bankAfter: number;
  readonly actionSeat: number;
  readonly voided: boolean;
}

type FinishedHand = { readonly seat: number; readonly hand: number; readonly cards: readonly string[]; readonly value: string; readonly surrendered: boolean; readonly outcome: "win" | "lose" | "push" };

/**
 * The last finished hand, between rounds: the player-dealer's hand, each seat's hands and results,
 * the bank. `marks` says what became of a hand beside its value (" · doubled"), `more` adds the
 * family's own lines (its bonus bets).
 */
export function BlackjackLastRound<H extends FinishedHand>({ last, marks, more }: { last: LastBlackjackRound<H> | null; marks: (hand: H) => string; more?: ReactNode }) {
  if (!last) return null;
  const seats = handsBySeat(last.hands);
  return (
    <Panel id="last-title" testId="last-round" title={`Last hand: #${last.handNumber}`}>
      <p className="flex flex-wrap items-center gap-2 text-slate-100" data-testid="last-pd" data-value={last.playerDealerValue}>
        <span>
          Player-dealer (seat {last.playerDealerSeat}): <strong className="text-white">{valueText(last.playerDealerValue)}</strong>
        </span>
        <span className="flex gap-1" role="img" aria-label={`Player-dealer cards: ${last.playerDealer.map(cardName).join(", ")}`}>
          {last.playerDealer.map((c, i) => (
            <span key={i} aria-hidden>
              <PlayingCard card={c} size="sm" />
            </span>
          ))}
        </span>
      </p>
      <ul className="mt-2 flex flex-col gap-1">
        {seats.flatMap(({ hands }) =>
          hands.map((h) => (
            <li key={`${h.seat}-${h.hand}`} className="text-slate-100" data-testid="last-hand" data-outcome={h.outcome}>
              {handTitle(h.seat, h.hand, hands.length)}: {h.cards.map(cardLabel).join(" ")} · {valueText(h.value)}
              {marks(h)}
              {h.surrendered ? " · surrendered" : ""} · <strong className="text-white">{OUTCOME_WORD[h.outcome]}</strong>
            </li>
          )),
        )}
        {more}
      </ul>
      <p className="mt-2 text-slate-200">
        Bank {dollars(last.bankBefore)} → <strong className="text-white" data-testid="last-bank-after">{dollars(last.bankAfter)}</strong> · action seat {last.actionSeat}
        {last.voided ? " · voided" : ""}
      </p>
    </Panel>
  );
}
