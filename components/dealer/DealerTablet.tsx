"use client";
import { useCallback, useMemo, useState } from "react";
import { createCommandGate } from "@/lib/client/command-gate";
import type { DealerView } from "@/lib/domain/table/baccarat/views";
import { useTable } from "@/lib/client/use-table";
import { DEALER_AUTH } from "@/lib/client/dealer-auth";
import type { CommandAnswer } from "@/lib/client/table-store";
import { Button } from "@/components/ui/Button";
import { cardLabel } from "@/lib/client/card-entry";
import { DealerProvider, type AnyDealerView, type DealerCommand, type DealerTools } from "./context";
import { ConnectionBadge, TableHeader } from "./TableHeader";
import { NextPanel, stepKind } from "./NextPanel";
import { BankPanel, LastRound, SeatsPanel, ShoePanel } from "./SetupPanels";
import { WagerGrid, WagerList } from "./WagerPanel";
import { HandsPanel } from "./HandsPanel";
import { FeePanel } from "./FeePanel";
import { SettlementPanel } from "./SettlementPanel";
import { NoBustNextPanel } from "./no-bust/NextPanel";
import { NoBustPhaseContent } from "./no-bust/PhaseContent";

const NOT_CONNECTED: CommandAnswer = { ok: false, code: "NOT_CONNECTED", message: "Not connected to the table." };
const IGNORED: CommandAnswer = { ok: false, code: "BUSY", message: "Still saving the previous step." };

function PhaseContent({ view }: { view: DealerView }) {
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
  const corrections = view.corrections.length ? (
    <p role="status" className="rounded-lg border border-sky-300 bg-sky-950 px-3 py-2 text-sky-50" data-testid="corrections">
      Corrected by the floor:{" "}
      {view.corrections.map((c) => `card ${c.index + 1} ${cardLabel(c.from)} → ${cardLabel(c.to)} (${c.reason})`).join("; ")}. The hand is dealt on from the corrected cards.
    </p>
  ) : null;
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

/**
 * The dealer tablet of one table: everything comes live from the table server over the socket. The
 * frame (header, banners, the two columns) is the same for every game; the view's `family` picks the
 * next-action panel and the round's content.
 */
export function DealerTablet({ tableId }: { tableId: string }) {
  const table = useTable<AnyDealerView>(tableId, DEALER_AUTH as Record<string, string>);
  /** The hand whose hole card this tablet dealt face down unread (it must be entered when turned). */
  const [holeUnread, setHoleUnread] = useState<number | null>(null);
  const send = table?.send;
  /** Commands on their way from this tablet: a second tap before the first is answered is ignored. */
  const [gate] = useState(createCommandGate);
  const run = useCallback(
    (command: DealerCommand, options?: { queue?: boolean }) => (send ? gate.pass(options?.queue === true, () => send(command), IGNORED) : Promise.resolve(NOT_CONNECTED)),
    [send, gate],
  );
  const view = table?.view ?? null;
  const pending = table?.pending ?? null;
  const tools = useMemo<DealerTools | null>(() => (view ? { view, run, pending } : null), [view, run, pending]);

  const error = table?.error ?? null;
  const connectionError = error?.code === "CONNECT" || error?.code === "SUBSCRIBE_FAILED" ? error : null;
  const commandError = error && !connectionError ? error : null;

  if (!tools || !view) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-8 text-center">
        <h1 className="text-3xl font-bold">Dealer tablet · table {tableId}</h1>
        <ConnectionBadge connected={table?.connected ?? false} ready={false} />
        <p role={connectionError ? "alert" : "status"} className="text-lg text-slate-100" data-testid="loading">
          {connectionError ? connectionError.message : "Opening the table…"}
        </p>
        {connectionError?.message.startsWith("Sign in") ? (
          <a className="rounded-lg bg-amber-400 px-4 py-3 font-semibold text-slate-950" href={`/signin?next=${encodeURIComponent(`/dealer/${tableId}`)}`}>
            Sign in
          </a>
        ) : null}
      </main>
    );
  }

  return (
    <DealerProvider value={tools}>
      <div
        className="flex min-h-dvh flex-col landscape:h-dvh landscape:overflow-hidden"
        data-testid="dealer-tablet"
        data-table={view.tableId}
        data-family={view.family}
        data-phase={view.phase}
        data-version={table?.version}
      >
        <div className="sticky top-0 z-20 shadow-lg shadow-black/40">
          <TableHeader view={view} connected={table?.connected ?? false} ready={table?.ready ?? false} />
          {table?.faulted ? (
            <p role="alert" data-testid="fault" className="border-b border-red-400 bg-red-900 px-4 py-3 text-lg font-bold text-white">
              The table is stopped: {table.faulted.replace(/^The table is stopped:\s*/i, "")} Call the floor; nothing you enter is saved until it is back.
            </p>
          ) : null}
          {view.status !== "open" ? (
            <p role="status" data-testid="status-banner" className="border-b border-amber-300 bg-amber-300 px-4 py-3 text-lg font-bold text-slate-950">
              {view.status === "paused" ? "Paused by the floor: wait for the supervisor to resume the table." : "This table is closed."}
            </p>
          ) : null}
          {commandError ? (
            <div role="alert" data-testid="error" data-code={commandError.code} className="flex flex-wrap items-center justify-between gap-3 border-b border-red-400 bg-red-950 px-4 py-3">
              <p className="text-lg font-semibold text-red-50">{commandError.message}</p>
              <Button onClick={() => table?.clearError()}>OK</Button>
            </div>
          ) : null}
          {connectionError ? (
            <p role="status" className="border-b border-amber-300 bg-slate-900 px-4 py-2 text-amber-100">
              {connectionError.message}
            </p>
          ) : null}
        </div>
        <main className="grid flex-1 grid-cols-1 content-start items-start gap-4 p-4 landscape:min-h-0 landscape:content-stretch landscape:grid-cols-[minmax(0,1fr)_27rem] landscape:grid-rows-[minmax(0,1fr)] landscape:items-stretch landscape:py-0">
          {/* In landscape each column scrolls on its own (focusable, so a keyboard can scroll it too). */}
          <div className="landscape:col-start-2 landscape:row-start-1 landscape:overflow-y-auto landscape:py-4">
            {view.family === "no-bust" ? <NoBustNextPanel /> : <NextPanel holeUnread={holeUnread} onHoleUnread={setHoleUnread} />}
          </div>
          <section
            aria-label="The table now"
            tabIndex={0}
            className="flex min-w-0 flex-col gap-4 landscape:col-start-1 landscape:row-start-1 landscape:overflow-y-auto landscape:py-4"
            data-testid="phase-content"
          >
            {view.family === "no-bust" ? <NoBustPhaseContent view={view} /> : <PhaseContent view={view} />}
          </section>
        </main>
      </div>
    </DealerProvider>
  );
}
