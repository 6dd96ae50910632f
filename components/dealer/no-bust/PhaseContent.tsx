"use client";
import type { NoBustDealerView } from "@/lib/domain/table/no-bust/views";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { cardLabel, cardName } from "@/lib/client/card-entry";
import { dollars } from "@/lib/client/dollars";
import { FeePanel } from "../FeePanel";
import { setupStepKind } from "../NextParts";
import { SettlementPanel } from "../SettlementPanel";
import { BankPanel, SeatsPanel, ShoePanel } from "../SetupPanels";
import { Panel } from "../ui";
import { WagerGrid, WagerList } from "../WagerPanel";
import { NoBustHands } from "./HandsPanel";
import { OUTCOME_WORD, handTitle, handsBySeat, valueText } from "./format";

/** The last finished hand, between rounds: the player-dealer's hand, each seat's hands and results, the bank. */
function LastRound({ view }: { view: NoBustDealerView }) {
  const last = view.lastRound;
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
              {h.doubled ? " · doubled" : ""}
              {h.surrendered ? " · surrendered" : ""} · <strong className="text-white">{OUTCOME_WORD[h.outcome]}</strong>
            </li>
          )),
        )}
      </ul>
      <p className="mt-2 text-slate-200">
        Bank {dollars(last.bankBefore)} → <strong className="text-white" data-testid="last-bank-after">{dollars(last.bankAfter)}</strong> · action seat {last.actionSeat}
        {last.voided ? " · voided" : ""}
      </p>
    </Panel>
  );
}

function feeNote(view: NoBustDealerView): string | undefined {
  if (view.fees.when !== "after-initial-two-cards") return undefined;
  return view.fees.dropped
    ? "Dropped after the initial two-card hands."
    : "Fixed at no more bets: drop them into the box after the initial two-card hands, before anyone acts.";
}

/** The left column of a No Bust table: what the step is about (seats and bank, wagers, the hands, the settlement). */
export function NoBustPhaseContent({ view }: { view: NoBustDealerView }) {
  const pd = view.playerDealer?.seat ?? null;
  const bettable = view.players.filter((p) => p.name !== null && p.seat !== pd).map((p) => p.seat);
  if (view.phase === "betting") {
    return (
      <>
        <WagerGrid
          bets={view.bets}
          seats={bettable}
          title="Take the wagers"
          hint={`Tap a betting spot to enter its wager. The limits hold per spot, seated player and backline bettors together${view.bets.some((b) => b.limits) ? "; the bonus has limits of its own" : ""}.`}
        />
        <WagerList view={view} />
      </>
    );
  }
  const corrections = view.corrections.length ? (
    <p role="status" className="rounded-lg border border-sky-300 bg-sky-950 px-3 py-2 text-sky-50" data-testid="corrections">
      Corrected by the floor: {view.corrections.map((c) => `card ${c.index + 1} ${cardLabel(c.from)} → ${cardLabel(c.to)} (${c.reason})`).join("; ")}. The hand is dealt on from the corrected cards.
    </p>
  ) : null;
  if (view.phase === "dealing") {
    const dealt = view.hands.some((h) => h.cards.length > 0) || view.dealerHand.cards.length > 0;
    const emphasis = view.next.command === "drop-fees" || (view.fees.when === "before-deal" && !dealt);
    const fees = <FeePanel view={view} emphasis={emphasis} note={feeNote(view)} dropped={view.fees.dropped && !emphasis} />;
    return (
      <>
        {emphasis ? fees : null}
        <NoBustHands view={view} />
        {corrections}
        {emphasis ? null : fees}
        <WagerList view={view} />
      </>
    );
  }
  if (view.phase === "settling") {
    return (
      <>
        <SettlementPanel />
        <NoBustHands view={view} />
        {corrections}
        <FeePanel view={view} emphasis={false} note={feeNote(view)} dropped={view.fees.dropped} />
      </>
    );
  }
  const kind = setupStepKind(view);
  return (
    <>
      <SeatsPanel emphasis={kind === "seat"} />
      <BankPanel />
      <ShoePanel showStart={kind !== "start-shoe"} />
      <LastRound view={view} />
    </>
  );
}
