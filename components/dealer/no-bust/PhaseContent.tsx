"use client";
import type { NoBustDealerView } from "@/lib/domain/table/no-bust/views";
import { FeePanel } from "../FeePanel";
import { setupStepKind } from "../NextParts";
import { SettlementPanel } from "../SettlementPanel";
import { BankPanel, SeatsPanel, ShoePanel } from "../SetupPanels";
import { WagerGrid, WagerList } from "../WagerPanel";
import { NoBustHands } from "./HandsPanel";
import { CorrectionsNote } from "../CorrectionsNote";
import { recordedCorrectionWords } from "@/components/corrections/correction-offers";
import { BlackjackLastRound } from "../blackjack/LastRound";

/** The last finished hand, between rounds: the player-dealer's hand, each seat's hands and results, the bank. */
function LastRound({ view }: { view: NoBustDealerView }) {
  return <BlackjackLastRound last={view.lastRound} marks={(h) => (h.doubled ? " · doubled" : "")} />;
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
  const corrections = <CorrectionsNote corrections={view.corrections} words={recordedCorrectionWords} then="The hand goes on as corrected." />;
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
