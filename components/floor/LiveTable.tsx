"use client";
/**
 * One live table on the floor: what is on it now (the supervisor's view, live over the socket) and
 * the floor's corrections (CorrectionForm), each with its reason, each answered by the table's rules.
 */
import type { EndedRoundView } from "@/lib/domain/table/common/ended-round-corrections";
import Link from "next/link";
import { useTable } from "@/lib/client/use-table";
import { DEALER_AUTH } from "@/lib/client/dealer-auth";
import { api, money } from "@/lib/client/floor-api";
import { cardLabel } from "@/lib/client/card-entry";
import type { CommandAnswer } from "@/lib/client/kept-command";
import type { AnyDealerView } from "@/lib/contract/views";
import { CorrectionForm } from "@/components/corrections/CorrectionForm";
import { handSettingWords, recordedCorrectionWords, type CorrectableView } from "@/components/corrections/correction-offers";
import type { AnyCorrection } from "@/lib/contract/corrections";

const PHASE_WORDS: Record<string, string> = { setup: "Not set up", waiting: "Between hands", betting: "Betting open", dealing: "Dealing", settling: "Settling" };

type LiveView = AnyDealerView & CorrectableView & {
  readonly wagers?: readonly { readonly id: string; readonly seat: number; readonly betName?: string; readonly amount: number; readonly backline?: boolean }[];
  readonly settlement?: {
    readonly lines: readonly { readonly seat: number; readonly bet: string; readonly action: string; readonly amount: number; readonly backline?: boolean }[];
    readonly settledLines: number;
    /** After a correction of a round already paid: the differences the dealer walks instead of the lines. */
    readonly adjustment?: { readonly steps: readonly { readonly words: string }[] } | null;
  } | null;
  readonly corrections?: readonly { readonly index: number; readonly from: string; readonly to: string; readonly reason: string; readonly words?: string }[];
};

async function correct(tableId: string, correction: AnyCorrection, commandId: string): Promise<CommandAnswer> {
  const answer = await api<{ version: number }>("POST", `/api/floor/tables/${encodeURIComponent(tableId)}/corrections`, { ...correction, commandId });
  return answer.ok ? { ok: true } : { ok: false, code: answer.code, message: answer.message };
}

export function LiveTable({ tableId, dealers }: { tableId: string; dealers: readonly string[] }) {
  const table = useTable<LiveView>(tableId, DEALER_AUTH as Record<string, string>);
  const view = table?.view ?? null;
  if (!view) {
    return (
      <p role="status" className="mt-6 text-slate-200" data-testid="live-table-loading">
        {table?.error?.message ?? "Opening the table…"}
      </p>
    );
  }
  const s = view.settlement;
  return (
    <div className="mt-4 grid gap-4 xl:grid-cols-[minmax(0,1fr)_40rem]" data-testid="live-table" data-phase={view.phase} data-status={view.status}>
      <section aria-labelledby="now-title" className="rounded-xl border border-slate-700 bg-slate-900 p-4">
        <h2 id="now-title" className="text-xl font-semibold">
          Now: {view.status === "paused" ? "paused by the floor" : view.status === "closed" ? "closed" : (PHASE_WORDS[view.phase] ?? view.phase)} · hand #{view.handNumber}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <div>
            <dt className="text-sm text-slate-300">Player-dealer</dt>
            <dd className="font-semibold">{view.playerDealer ? `Seat ${view.playerDealer.seat}` : "Nobody"}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-300">Bank</dt>
            <dd className="font-semibold">{view.bank !== null ? money(view.bank) : "—"}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-300">Dealer</dt>
            <dd className="font-semibold" data-testid="live-dealer">
              {dealers.length ? dealers.join(", ") : "No dealer assigned"}{" "}
              <Link className="text-sm font-normal underline" href="/floor/dealers">
                change
              </Link>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-300">Live</dt>
            <dd className="font-semibold">{table?.connected ? "Connected" : "Reconnecting…"}</dd>
          </div>
        </dl>
        {/* The cards where the family lists them in dealing order; the hands as set where it records hands (pai gow poker). */}
        {view.dealtCards ? (
          <>
            <h3 className="mt-4 font-semibold">Cards in dealing order</h3>
            {view.dealtCards.length ? (
              <ol className="mt-1 flex flex-wrap gap-2" data-testid="live-cards">
                {view.dealtCards.map((c) => (
                  <li key={c.index} className="rounded-md bg-slate-800 px-2 py-1">
                    <span className="text-sm text-slate-300">{c.index + 1}. {c.where}: </span>
                    <strong>{c.card === "face-down" ? "face down" : cardLabel(c.card)}</strong>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-slate-300">No card dealt.</p>
            )}
          </>
        ) : null}
        {view.handSettings?.length ? (
          <>
            <h3 className="mt-4 font-semibold">Hands as set</h3>
            <ul className="mt-1 grid gap-1" data-testid="live-hands">
              {view.handSettings.map((h) => (
                <li key={h.seat} className="rounded-md bg-slate-800 px-2 py-1">
                  {handSettingWords(h.seat, h.high, h.low)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {view.corrections?.length ? (
          <p className="mt-2 text-sky-100" data-testid="live-corrections">Corrected: {view.corrections.map(recordedCorrectionWords).join("; ")}</p>
        ) : null}
        {"settlementCorrection" in view && view.settlementCorrection ? (
          <p className="mt-2 font-semibold text-sky-100" data-testid="settlement-correction">
            {view.settlementCorrection.pending
              ? "Corrected after the money was paid: the difference to make at the table shows once the round is settled again."
              : `Corrected after the money was paid, to make right at the table: ${view.settlementCorrection.words}`}
          </p>
        ) : null}
        <EndedRoundWalkLine ended={"endedRound" in view ? (view.endedRound as EndedRoundView | undefined) : undefined} />
        <h3 className="mt-4 font-semibold">Wagers</h3>
        {view.wagers?.length ? (
          <ul className="mt-1 grid gap-1 sm:grid-cols-2">
            {view.wagers.map((w) => (
              <li key={w.id} className="rounded-md bg-slate-800 px-2 py-1">
                Seat {w.seat}
                {w.backline ? " backline" : ""} · {w.betName ?? "wager"} · <strong>{money(w.amount)}</strong>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-300">None on the table.</p>
        )}
        {s?.adjustment ? (
          <>
            <h3 className="mt-4 font-semibold">
              Corrected after payment: {s.settledLines} of {s.adjustment.steps.length} differences made at the table
            </h3>
            {s.adjustment.steps.length === 0 ? <p className="text-slate-300">No money changes hands.</p> : null}
            <ol className="mt-1 grid gap-1" data-testid="live-differences">
              {s.adjustment.steps.map((step, i) => (
                <li key={i} className={`rounded-md px-2 py-1 ${i < s.settledLines ? "bg-emerald-950" : "bg-slate-800"}`}>
                  {i < s.settledLines ? "✓ " : ""}
                  {step.words}
                </li>
              ))}
            </ol>
            <p className="mt-2 text-sm text-slate-300">
              The corrected settlement, on record (not paid line by line: the differences above make the money paid match it):{" "}
              {s.lines.map((l) => `Seat ${l.seat}${l.backline ? " backline" : ""} ${l.action.replace("-", " ")} ${money(l.amount)}`).join("; ")}
            </p>
          </>
        ) : s ? (
          <>
            <h3 className="mt-4 font-semibold">
              Settlement: {s.settledLines} of {s.lines.length} lines done
            </h3>
            <ol className="mt-1 grid gap-1" data-testid="live-settlement">
              {s.lines.map((l, i) => (
                <li key={i} className={`rounded-md px-2 py-1 ${i < s.settledLines ? "bg-emerald-950" : "bg-slate-800"}`}>
                  {i < s.settledLines ? "✓ " : ""}Seat {l.seat}
                  {l.backline ? " backline" : ""}: {l.action.replace("-", " ")} {money(l.amount)}
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </section>
      <section aria-labelledby="correct-title" className="rounded-xl border-2 border-amber-300 bg-slate-900 p-4">
        <h2 id="correct-title" className="text-xl font-semibold">
          Correct a mistake
        </h2>
        <p className="mb-3 text-sm text-slate-300">Each correction asks why and goes into the audit trail under your name. Where the rules forbid it, the table says so.</p>
        <CorrectionForm view={view} approval={false} submit={(c, _approver, commandId) => correct(tableId, c, commandId)} />
      </section>
    </div>
  );
}

/** The last round corrected after it ended (DC6b): how many of its differences the dealer has made. */
function EndedRoundWalkLine({ ended }: { ended: EndedRoundView | undefined }) {
  const walk = ended?.walk;
  if (!ended || !walk) return null;
  const next = walk.steps[walk.done];
  return (
    <p className="mt-1 text-sky-100" data-testid="ended-round-walk">
      Round {ended.handNumber} corrected after it ended: {walk.done} of {walk.steps.length} difference{walk.steps.length === 1 ? "" : "s"} made at the table{next ? ` (next: ${next.words})` : ""}.
    </p>
  );
}
