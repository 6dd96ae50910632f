"use client";
import type { PaiGowDealerView } from "@/lib/domain/table/pai-gow-poker/views";
import { dollars } from "@/lib/client/dollars";
import { FeePanel } from "../FeePanel";
import { setupStepKind } from "../NextParts";
import { SettlementPanel } from "../SettlementPanel";
import { BankPanel, SeatsPanel, ShoePanel } from "../SetupPanels";
import { Panel } from "../ui";
import { WagerGrid, WagerList } from "../WagerPanel";
import { OUTCOME_WORD } from "./format";
import { SplitCards } from "./HandEntry";
import { PaiGowHands } from "./HandsPanel";
import { CorrectionsNote } from "../CorrectionsNote";
import { handWords } from "@/components/floor/audit-words";

/** The last finished hand, between rounds: the player-dealer's hand, each seat's result, the Envy payouts, the bank. */
function LastRound({ view }: { view: PaiGowDealerView }) {
  const last = view.lastRound;
  if (!last) return null;
  const pd = last.shown.playerDealer;
  return (
    <Panel id="last-title" testId="last-round" title={`Last hand: #${last.handNumber}`}>
      {pd ? (
        <div className="flex flex-col gap-1" data-testid="last-pd">
          <p className="text-slate-100">
            Player-dealer (seat {last.playerDealerSeat}): <strong className="text-white">{pd.highName}</strong> · <strong className="text-white">{pd.lowName}</strong>
            {last.paiGowPush ? " · Pai Gow: game wagers pushed" : ""}
          </p>
          <SplitCards high={pd.high} low={pd.low} size="sm" />
        </div>
      ) : null}
      <ul className="mt-2 flex flex-col gap-1">
        {last.results.map((r) => (
          <li key={r.seat} className="text-slate-100" data-testid="last-result" data-outcome={r.game ?? ""}>
            Seat {r.seat}: {r.game ? <strong className="text-white">{OUTCOME_WORD[r.game]}</strong> : "—"}
            {r.fortune ? ` · Fortune ${r.fortune.outcome === "win" ? `pays (${r.fortune.hand})` : OUTCOME_WORD[r.fortune.outcome].toLowerCase()}` : ""}
            {r.aceHigh ? ` · Ace-High ${OUTCOME_WORD[r.aceHigh].toLowerCase()}` : ""}
          </li>
        ))}
        {last.envy.map((e, i) => (
          <li key={`envy-${i}`} className="text-slate-100">
            Envy: seat {e.seat} {dollars(e.amount)} for seat {e.forSeat}&apos;s {e.hand}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-slate-200">
        Bank {dollars(last.bankBefore)} → <strong className="text-white" data-testid="last-bank-after">{dollars(last.bankAfter)}</strong> · action seat {last.actionSeat}
      </p>
    </Panel>
  );
}

/** The left column of a pai gow table: what the step is about (seats and bank, wagers, the hands, the settlement). */
export function PaiGowPhaseContent({ view }: { view: PaiGowDealerView }) {
  const pd = view.playerDealer?.seat ?? null;
  const bettable = view.players.filter((p) => p.name !== null && p.seat !== pd).map((p) => p.seat);
  const placed = view.bets.filter((b) => b.placed !== "never");
  if (view.phase === "betting") {
    return (
      <>
        <WagerGrid
          bets={placed}
          seats={bettable}
          title="Take the wagers"
          hint={`Tap a betting spot to enter its wager. ${placed.length > 1 ? "A bonus needs the same bettor's game wager. " : ""}The limits hold per spot, seated player and backline bettors together.`}
        />
        <WagerList view={view} />
      </>
    );
  }
  const corrections = <CorrectionsNote corrections={view.corrections} words={(c) => `${handWords(c.from)} → ${handWords(c.to)} (${c.reason})`} then="The round goes on from the corrected hand." />;
  if (view.phase === "dealing") {
    const emphasis = view.stage === "dealing";
    const fees = <FeePanel view={view} emphasis={emphasis} />;
    return (
      <>
        {emphasis ? fees : null}
        <PaiGowHands view={view} />
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
        <PaiGowHands view={view} />
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
