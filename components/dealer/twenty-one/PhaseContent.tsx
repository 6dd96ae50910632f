"use client";
import type { TwentyOneDealerView } from "@/lib/domain/table/twenty-one/views";
import { dollars } from "@/lib/client/dollars";
import { FeePanel } from "../FeePanel";
import { betName } from "../format";
import { setupStepKind } from "../NextParts";
import { SettlementPanel } from "../SettlementPanel";
import { BankPanel, SeatsPanel, ShoePanel } from "../SetupPanels";
import { WagerGrid, WagerList } from "../WagerPanel";
import { TwentyOneHands } from "./HandsPanel";
import { OUTCOME_WORD } from "./format";
import { CorrectionsNote } from "../CorrectionsNote";
import { recordedCorrectionWords } from "@/components/corrections/correction-offers";
import { BlackjackLastRound } from "../blackjack/LastRound";

/** The last finished hand, between rounds: the player-dealer's hand, each seat's hands and bonus bets, the bank. */
function LastRound({ view }: { view: TwentyOneDealerView }) {
  const last = view.lastRound;
  return (
    <BlackjackLastRound
      last={last}
      marks={(h) => `${h.doubles.length ? ` · doubled ${h.doubles.map((d) => dollars(d)).join(" + ")}` : ""}${h.rescued ? " · rescued" : ""}`}
      more={last?.bonuses.map((b) => (
        <li key={`${b.seat}-${b.bet}`} className="text-slate-100" data-testid="last-bonus" data-outcome={b.outcome}>
          Seat {b.seat} {betName(view, b.bet)}: <strong className="text-white">{b.outcome === "win" ? `Wins ${b.pays ?? ""}` : OUTCOME_WORD[b.outcome]}</strong>
        </li>
      ))}
    />
  );
}

/** The left column of a twenty-one table: what the step is about (seats and bank, wagers, the hands, the settlement). */
export function TwentyOnePhaseContent({ view }: { view: TwentyOneDealerView }) {
  const pd = view.playerDealer?.seat ?? null;
  const bettable = view.players.filter((p) => p.name !== null && p.seat !== pd).map((p) => p.seat);
  if (view.phase === "betting") {
    const bonus = view.bets.filter((b) => b.id !== "main").map((b) => b.name);
    return (
      <>
        <WagerGrid
          bets={view.bets}
          seats={bettable}
          title="Take the wagers"
          hint={`Tap a betting spot to enter its wager. The limits hold per spot, seated player and backline bettors together.${bonus.length ? ` The ${bonus.join(" and the ")} need the bettor's game wager${view.gameId === "pure-spanish-21-5" ? "" : ", and may not exceed it"}.` : ""}`}
        />
        <WagerList view={view} />
      </>
    );
  }
  const corrections = <CorrectionsNote corrections={view.corrections} words={recordedCorrectionWords} then="The hand goes on as corrected." />;
  if (view.phase === "dealing") {
    // The fees are fixed at "no more bets" and dropped before the first card (seed 003 L379-385; seed 004 L462, L1749, L1828).
    const dealt = view.hands.some((h) => h.cards.length > 0) || view.dealerHand.cards.length > 0;
    const fees = <FeePanel view={view} emphasis={!dealt} dropped={dealt} />;
    return (
      <>
        {dealt ? null : fees}
        <TwentyOneHands view={view} />
        {corrections}
        {dealt ? fees : null}
        <WagerList view={view} />
      </>
    );
  }
  if (view.phase === "settling") {
    return (
      <>
        <SettlementPanel />
        <TwentyOneHands view={view} />
        {corrections}
        <FeePanel view={view} emphasis={false} dropped />
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
