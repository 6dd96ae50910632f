"use client";
import { useCallback, useMemo, useState } from "react";
import { createCommandGate } from "@/lib/client/command-gate";
import { useTable } from "@/lib/client/use-table";
import { TABLE_SERVER_SLOW } from "@/lib/contract/socket";
import { DEALER_AUTH } from "@/lib/client/dealer-auth";
import type { CommandAnswer } from "@/lib/client/table-store";
import { Button } from "@/components/ui/Button";
import { familyScreens } from "@/components/family-screens";
import { DealerProvider, type AnyDealerView, type DealerCommand, type DealerTools, type ViewNamedCommand } from "./context";
import { ConnectionBadge, TableHeader } from "./TableHeader";
import { useRememberLastBets, type RememberedBet } from "@/lib/client/last-bets";
import { CoverageWarning } from "./CoverageWarning";
import { SettlementCorrectionNote } from "./SettlementCorrectionNote";
import { EndedRoundWalk } from "./EndedRoundWalk";
import { FloorApproval } from "./FloorApproval";
import { SignedIn } from "./SignedIn";

/** A message as a sentence: the server's words may come without the closing full stop. */
function sentence(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

const NOT_CONNECTED: CommandAnswer = { ok: false, code: "NOT_CONNECTED", message: "Not connected to the table." };
const IGNORED: CommandAnswer = { ok: false, code: "BUSY", message: "Still saving the previous step." };

/** The refusals that keep the table from opening, shown in place of "Opening the table…". */
const OPENING_ERRORS = new Set(["CONNECT", "SUBSCRIBE_FAILED", "UNKNOWN_TABLE", TABLE_SERVER_SLOW]);

/**
 * The dealer tablet of one table: everything comes live from the table server over the socket (the
 * page gives only the table's name, for the heading while it opens). The
 * frame (header, banners, the two columns) is the same for every game; the family's screens
 * (components/family-screens.tsx, by the view's `family`) give the next-action panel and the round.
 */
export function DealerTablet({ tableId, tableName, staff }: { tableId: string; tableName?: string; staff?: { readonly name: string } }) {
  const table = useTable<AnyDealerView>(tableId, DEALER_AUTH as Record<string, string>);
  const send = table?.send;
  /** Commands on their way from this tablet: a second tap before the first is answered is ignored. */
  const [gate] = useState(createCommandGate);
  const run = useCallback(
    (command: DealerCommand | ViewNamedCommand, options?: { queue?: boolean }) => (send ? gate.pass(options?.queue === true, () => send(command), IGNORED) : Promise.resolve(NOT_CONNECTED)),
    [send, gate],
  );
  const view = table?.view ?? null;
  const pending = table?.pending ?? null;
  useRememberLastBets(view as (AnyDealerView & { wagers?: readonly RememberedBet[] }) | null);
  const tools = useMemo<DealerTools | null>(() => (view ? { view, run, pending } : null), [view, run, pending]);

  const error = table?.error ?? null;
  // Why the table is not open yet: no link, refused, no such live table, or its server (another node) slow to answer (asked again).
  const connectionError = error && OPENING_ERRORS.has(error.code) ? error : null;
  // The floor gave the table to another dealer (a relief): this tablet's session no longer reaches it.
  const relieved = error?.code === "FORBIDDEN" ? error : null;
  const commandError = error && !connectionError && !relieved ? error : null;
  const notLive = connectionError?.code === "UNKNOWN_TABLE";

  if (!tools || !view) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-8 text-center">
        {/* The name the page looked up ("Table 1 · Fortune 7"): the view, which names it too, is not here yet. */}
        <h1 className="text-3xl font-bold">Dealer tablet · {tableName ?? "opening a table"}</h1>
        {/* A table no server runs is not loading: the way on is another table. */}
        {notLive ? null : <ConnectionBadge connected={table?.connected ?? false} ready={false} />}
        <p role={connectionError ? "alert" : "status"} className="text-lg text-slate-100" data-testid="loading">
          {connectionError ? connectionError.message : "Opening the table…"}
        </p>
        {staff ? <SignedIn name={staff.name} tableId={tableId} /> : null}
        {notLive ? (
          <a className="rounded-lg bg-amber-400 px-4 py-3 font-semibold text-slate-950" href="/dealer">
            Pick another table
          </a>
        ) : null}
        {connectionError?.message.startsWith("Sign in") ? (
          <a className="rounded-lg bg-amber-400 px-4 py-3 font-semibold text-slate-950" href={`/signin?next=${encodeURIComponent(`/dealer/${tableId}`)}`}>
            Sign in
          </a>
        ) : null}
      </main>
    );
  }

  const screens = familyScreens(view.family);
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
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-700 bg-slate-900 px-4 py-2" data-testid="tablet-toolbar">
            {staff ? <SignedIn name={staff.name} tableId={tableId} /> : <span />}
            {/* Poker takes no shared floor corrections, only its own award correction (the view says whether one is open). */}
            {"floorCorrections" in view || "correctable" in view ? <FloorApproval view={view} /> : null}
          </div>
          {table?.faulted ? (
            <p role="alert" data-testid="fault" className="border-b border-red-400 bg-red-900 px-4 py-3 text-lg font-bold text-white">
              The table is stopped: {sentence(table.faulted.replace(/^The table is stopped:\s*/i, ""))} Call the floor; nothing you enter is saved until it is back.
            </p>
          ) : null}
          {view.status !== "open" ? (
            <p role="status" data-testid="status-banner" className="border-b border-amber-300 bg-amber-300 px-4 py-3 text-lg font-bold text-slate-950">
              {view.status === "paused" ? "Paused by the floor: wait for the supervisor to resume the table." : "This table is closed."}
            </p>
          ) : null}
          <CoverageWarning coverage={"coverage" in view ? (view.coverage as never) : null} />
          <SettlementCorrectionNote correction={"settlementCorrection" in view ? view.settlementCorrection : null} />
          <EndedRoundWalk />
          {commandError ? (
            <div role="alert" data-testid="error" data-code={commandError.code} className="flex flex-wrap items-center justify-between gap-3 border-b border-red-400 bg-red-950 px-4 py-3">
              <p className="text-lg font-semibold text-red-50">{commandError.message}</p>
              {/* A step whose outcome is unknown is still being asked about with the same request: nothing to dismiss yet. */}
              {commandError.code === "OUTCOME_UNKNOWN" ? null : <Button onClick={() => table?.clearError()}>OK</Button>}
            </div>
          ) : null}
          {relieved ? (
            <div role="alert" data-testid="relieved" className="flex flex-wrap items-center justify-between gap-3 border-b border-amber-300 bg-amber-300 px-4 py-3 text-slate-950">
              <p className="text-lg font-bold">This table is no longer yours this shift: the floor gave it to another dealer. Sign out so the next dealer can sign in here.</p>
              {staff ? <SignedIn name={staff.name} tableId={tableId} /> : null}
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
            <screens.DealerNext />
          </div>
          <section
            aria-label="The table now"
            tabIndex={0}
            className="flex min-w-0 flex-col gap-4 landscape:col-start-1 landscape:row-start-1 landscape:overflow-y-auto landscape:py-4"
            data-testid="phase-content"
          >
            <screens.DealerRound view={view} />
          </section>
        </main>
      </div>
    </DealerProvider>
  );
}
