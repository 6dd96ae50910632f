"use client";
import type { ThreeCardPokerDealerView } from "@/lib/domain/table/three-card-poker/views";
import { PlayingCard } from "@/components/cards/PlayingCard";
import { cardLabel, cardName } from "@/lib/client/card-entry";
import { dollars } from "@/lib/client/dollars";
import { FeePanel } from "../FeePanel";
import { setupStepKind } from "../NextParts";
import { SettlementPanel } from "../SettlementPanel";
import { BankPanel, SeatsPanel } from "../SetupPanels";
import { Panel } from "../ui";
import { WagerGrid, WagerList } from "../WagerPanel";
import { DecksPanel } from "./DecksPanel";
import { OUTCOME_WORD } from "./format";
import { ThreeCardPokerHands } from "./HandsPanel";
import { CorrectionsNote } from "../CorrectionsNote";
import { recordedCorrectionWords } from "@/components/corrections/correction-offers";

/** The last finished hand, between rounds: the player-dealer's hand, each seat's results, the bank. */
function LastRound({ view }: { view: ThreeCardPokerDealerView }) {
  const last = view.lastRound;
  if (!last) return null;
  return (
    <Panel id="last-title" testId="last-round" title={`Last hand: #${last.handNumber}`}>
      {last.playerDealer ? (
        <p className="flex flex-wrap items-center gap-2 text-slate-100" data-testid="last-pd" data-qualifies={String(last.playerDealer.qualifies)}>
          <span>
            Player-dealer (seat {last.playerDealerSeat}): <strong className="text-white">{last.playerDealer.hand}</strong>, {last.playerDealer.qualifies ? "qualified" : "did not qualify"}
          </span>
          <span className="flex gap-1" role="img" aria-label={`Player-dealer cards: ${last.playerDealer.cards.map(cardName).join(", ")}`}>
            {last.playerDealer.cards.map((c, i) => (
              <span key={i} aria-hidden>
                <PlayingCard card={c} size="sm" />
              </span>
            ))}
          </span>
        </p>
      ) : null}
      <ul className="mt-2 flex flex-col gap-1">
        {last.seats.map((s) => (
          <li key={s.seat} className="text-slate-100" data-testid="last-seat" data-decision={s.decision ?? undefined}>
            Seat {s.seat}: {s.cards ? `${s.cards.map(cardLabel).join(" ")} · ${s.hand}` : "folded, not turned over"}
            {s.decision === "fold" ? " · folded" : ""} ·{" "}
            <strong className="text-white">{s.results.map((r) => `${r.bet === "ante" ? "Ante" : r.bet === "play" ? "Play" : r.bet === "pair-plus" ? "Pair Plus" : "6 Card Bonus"} ${OUTCOME_WORD[r.outcome].toLowerCase()}`).join(", ")}</strong>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-slate-200">
        Bank {dollars(last.bankBefore)} → <strong className="text-white" data-testid="last-bank-after">{dollars(last.bankAfter)}</strong>
      </p>
    </Panel>
  );
}

/** The left column of a Three Card Poker table: what the step is about (seats and bank, wagers, the hands, the settlement). */
export function ThreeCardPokerPhaseContent({ view }: { view: ThreeCardPokerDealerView }) {
  const pd = view.playerDealer?.seat ?? null;
  const bettable = view.players.filter((p) => p.name !== null && p.seat !== pd).map((p) => p.seat);
  if (view.phase === "betting") {
    return (
      <>
        <WagerGrid
          bets={view.bets.filter((b) => b.id !== "play")}
          seats={bettable}
          title="Take the wagers"
          hint="Tap a betting spot to enter its wager. Each player needs an Ante; Pair Plus and 6 Card Bonus need the same bettor's Ante. The limits hold per spot, seated player and backline bettors together."
        />
        <WagerList view={view} />
      </>
    );
  }
  const corrections = <CorrectionsNote corrections={view.corrections} words={recordedCorrectionWords} then="The hand goes on as corrected." />;
  if (view.phase === "dealing") {
    const dealt = view.hands.some((h) => h.dealt) || view.dealerHand.dealt;
    const fees = <FeePanel view={view} emphasis={!dealt} dropped={dealt} note={dealt ? undefined : "The player-dealer's fee, on the table action before the deal: drop it before the first stack."} />;
    return (
      <>
        {!dealt ? fees : null}
        <ThreeCardPokerHands view={view} />
        {corrections}
        <DecksPanel showStart={false} />
        {dealt ? fees : null}
        <WagerList view={view} />
      </>
    );
  }
  if (view.phase === "settling") {
    return (
      <>
        <SettlementPanel start={{ label: "Settlement starts at", chip: null }} />
        <ThreeCardPokerHands view={view} />
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
      <DecksPanel showStart={kind !== "start-shoe"} />
      <LastRound view={view} />
    </>
  );
}
