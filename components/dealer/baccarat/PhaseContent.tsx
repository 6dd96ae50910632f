"use client";
import type { BaccaratDealerView } from "@/lib/domain/table/baccarat/views";
import { stepKind } from "./NextPanel";
import { BankPanel, LastRound, SeatsPanel, ShoePanel } from "../SetupPanels";
import { WagerGrid, WagerList } from "../WagerPanel";
import { HandsPanel } from "./HandsPanel";
import { FeePanel } from "../FeePanel";
import { SettlementPanel } from "../SettlementPanel";
import { CorrectionsNote } from "../CorrectionsNote";
import { recordedCorrectionWords } from "@/components/corrections/correction-offers";

/** The round on a baccarat table: the wagers while betting is open, the hands while dealing, the settlement walk. */
export function BaccaratPhaseContent({ view }: { view: BaccaratDealerView }) {
  const kind = stepKind(view);
  const pd = view.playerDealer?.seat ?? null;
  const bettable = view.players.filter((p) => p.name !== null && p.seat !== pd).map((p) => p.seat);
  if (view.phase === "betting") {
    return (
      <>
        <WagerGrid
          bets={view.bets.filter((b) => b.placed === "before-deal")}
          seats={bettable}
          title="Take the wagers"
          hint="Tap a betting spot to enter its wager. The limits hold per spot, seated player and backline bettors together."
        />
        <WagerList view={view} />
      </>
    );
  }
  const corrections = <CorrectionsNote corrections={view.corrections} words={recordedCorrectionWords} then="The hand is dealt on from the corrected cards." />;
  if (view.phase === "dealing") {
    const lateTie = view.bets.filter((b) => b.placed === "after-player-cards");
    const earlyTieSeats = [...new Set(view.wagers.filter((w) => w.bet === "early-tie").map((w) => w.seat))].sort((a, b) => a - b);
    return (
      <>
        <HandsPanel view={view} />
        {corrections}
        {view.lateTieOpen && lateTie.length ? (
          <WagerGrid bets={lateTie} seats={earlyTieSeats} title="Late tie bets are open" hint="Only bettors with an early tie bet may add a late tie, before the hole card is checked." />
        ) : null}
        <FeePanel view={view} emphasis={view.player.cards.length + view.banker.cards.length === 0} />
        <WagerList view={view} />
      </>
    );
  }
  if (view.phase === "settling") {
    return (
      <>
        <HandsPanel view={view} size="md" />
        {corrections}
        <SettlementPanel />
        <FeePanel view={view} emphasis={false} />
      </>
    );
  }
  return (
    <>
      <SeatsPanel emphasis={kind === "seat"} />
      <BankPanel />
      <ShoePanel showStart={kind !== "start-shoe"} />
      <LastRound view={view} />
    </>
  );
}
