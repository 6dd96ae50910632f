"use client";
import Link from "next/link";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFloor } from "@/lib/client/use-floor";
import { useNow } from "@/lib/client/use-now";
import { ago, api, clockTime, money } from "@/lib/client/floor-api";
import type { FloorOverview, FloorTable } from "@/lib/contract/floor";
import type { AlertView } from "@/lib/contract/floor";
import type { TableSummary } from "@/lib/contract/table-summary";
import { AlertsPanel } from "./AlertsPanel";

const PHASES: Record<string, string> = {
  setup: "Not set up",
  waiting: "Between hands",
  betting: "Betting open",
  dealing: "Dealing",
  settling: "Settling",
  broken: "Game broken",
};

const STATUS_STYLE: Record<string, string> = {
  open: "bg-emerald-800 text-emerald-50",
  paused: "bg-amber-400 text-slate-950",
  closed: "bg-slate-600 text-white",
};

function bankText(s: TableSummary | null): string {
  if (!s) return "—";
  if (s.playerDealerSeat === null) return s.phase === "broken" ? "Nobody (game broken)" : "Nobody holds the bank";
  const which = s.bankHand === 1 ? "first bank" : s.bankHand === 2 ? "second bank" : "banking";
  const inHand = s.phase === "betting" || s.phase === "dealing" || s.phase === "settling";
  return `Seat ${s.playerDealerSeat} · ${inHand ? which : `next: ${which}`}`;
}

function TableCard({ table, summary, fault, now }: { table: FloorTable; summary: TableSummary | null; fault: string | undefined; now: number }) {
  const f = table.figures;
  const status = summary?.status ?? "unknown";
  const phase = summary ? (PHASES[summary.phase] ?? summary.phase) : "Not live on this server";
  return (
    <li data-testid={`table-card-${table.id}`} className={`flex flex-col rounded-xl border bg-slate-900 p-4 ${fault ? "border-red-500" : summary?.phase === "broken" ? "border-amber-400" : "border-slate-700"}`}>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold leading-tight">{table.name}</h3>
          <p className="text-sm text-slate-300">
            {table.gameName} · {table.seats - 1} + PD · {money(table.minWagerCents)}–{money(table.maxWagerCents)}
          </p>
        </div>
        <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${STATUS_STYLE[status] ?? "bg-slate-700 text-white"}`}>{status === "unknown" ? "offline" : status}</span>
      </div>
      {fault ? (
        <p role="alert" className="mt-2 rounded-md bg-red-950 px-2 py-1 text-sm text-red-100">
          Stopped: the database cannot save this table&apos;s actions.
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-300">Phase</dt>
          <dd className={`font-semibold ${summary?.phase === "broken" ? "text-amber-300" : ""}`} data-testid={`phase-${table.id}`}>
            {phase}
          </dd>
        </div>
        <div>
          <dt className="text-slate-300">Hand</dt>
          <dd className="font-semibold" data-testid={`hand-number-${table.id}`}>
            {summary ? `#${summary.handNumber}` : "—"}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-slate-300">Player-dealer</dt>
          <dd className="font-semibold" data-testid={`bank-${table.id}`}>
            {bankText(summary)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-300">Hands / hour</dt>
          <dd className="font-semibold" data-testid={`hands-hour-${table.id}`}>
            {f ? f.handsLastHour : "—"}
          </dd>
        </div>
        <div>
          <dt className="text-slate-300">Fee drop this shift</dt>
          <dd className="font-semibold" data-testid={`fee-drop-${table.id}`}>
            {f ? money(f.dropThisShiftCents) : "—"}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="sr-only">Last activity</dt>
          <dd className="text-slate-300">
            Last activity {summary?.lastActivityAt ? ago(summary.lastActivityAt, now) : "—"}
            {f && f.voidsThisShift > 0 ? ` · ${f.voidsThisShift} voided this shift` : ""}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Link className="inline-flex min-h-11 items-center rounded-lg bg-amber-400 px-3 font-semibold text-slate-950 hover:bg-amber-300" href={`/floor/tables/${table.id}/history`}>
          Round history
        </Link>
      </div>
    </li>
  );
}

/**
 * The floor supervisor's dashboard: every table live (the socket pushes each change), the shift's
 * figures (fetched again after every change and every 20 s), and the alerts that stay until
 * acknowledged.
 */
export function FloorDashboard({ initial, initialAlerts }: { initial: FloorOverview; initialAlerts: AlertView[] }) {
  const floor = useFloor();
  const now = useNow(15_000) || Date.parse(initial.now);
  const [overview, setOverview] = useState(initial);
  const [refreshing, setRefreshing] = useState(false);
  const [figuresError, setFiguresError] = useState<string | null>(null);
  const seeded = useRef(false);

  useEffect(() => {
    if (floor && !seeded.current) {
      seeded.current = true;
      floor.setAlerts(initialAlerts);
    }
  }, [floor, initialAlerts]);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    const answer = await api<FloorOverview>("GET", "/api/floor/overview");
    setRefreshing(false);
    if (answer.ok) {
      setOverview(answer);
      setFiguresError(null);
    } else setFiguresError(answer.message);
  }, []);

  // After a table changes, the figures are fetched again: at most once a second however busy the floor is.
  const changes = floor?.changes ?? 0;
  const pendingRefresh = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (changes === 0 || pendingRefresh.current) return;
    pendingRefresh.current = setTimeout(() => {
      pendingRefresh.current = null;
      void refresh();
    }, 1000);
  }, [changes, refresh]);
  useEffect(() => () => clearTimeout(pendingRefresh.current ?? undefined), []);
  useEffect(() => {
    const t = setInterval(() => void refresh(), 20_000);
    return () => clearInterval(t);
  }, [refresh]);

  const live = floor?.tables;
  const summaryOf = useCallback((t: FloorTable) => live?.[t.id] ?? t.summary, [live]);
  const totals = useMemo(
    () => ({
      drop: overview.tables.reduce((s, t) => s + (t.figures?.dropThisShiftCents ?? 0), 0),
      hands: overview.tables.reduce((s, t) => s + (t.figures?.handsThisShift ?? 0), 0),
      open: overview.tables.filter((t) => summaryOf(t)?.status === "open").length,
    }),
    [overview, summaryOf],
  );
  const connected = floor?.connected ?? false;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16">
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <div className="flex-1">
          <h1 className="text-3xl font-bold">Floor</h1>
          <p className="mt-1 text-slate-300">
            {overview.shift.name} shift, {clockTime(overview.shift.start, overview.timeZone)}–{clockTime(overview.shift.end, overview.timeZone)} ({overview.timeZone}). Tables update live; figures are
            from the rounds and fee drops recorded this shift.
          </p>
        </div>
        <p role="status" aria-live="polite" className={`rounded-full px-3 py-1 text-sm font-semibold ${connected ? "bg-emerald-800 text-emerald-50" : "bg-amber-400 text-slate-950"}`} data-testid="floor-connection">
          {connected ? "Live" : floor?.error ? floor.error : "Connecting…"}
        </p>
        {refreshing ? <span className="text-sm text-slate-300">Updating figures…</span> : null}
      </div>
      {figuresError ? (
        <p role="alert" className="mt-3 rounded-md border border-red-500 bg-red-950 px-3 py-2 text-red-100">
          Figures could not be updated: {figuresError}
        </p>
      ) : null}

      <dl className="mt-4 grid gap-3 sm:grid-cols-3" aria-label="This shift">
        <div className="rounded-xl border border-slate-700 bg-slate-900 p-3">
          <dt className="text-sm text-slate-300">Fee drop this shift</dt>
          <dd className="text-2xl font-bold" data-testid="shift-drop-total">
            {money(totals.drop)}
          </dd>
        </div>
        <div className="rounded-xl border border-slate-700 bg-slate-900 p-3">
          <dt className="text-sm text-slate-300">Hands this shift</dt>
          <dd className="text-2xl font-bold">{totals.hands}</dd>
        </div>
        <div className="rounded-xl border border-slate-700 bg-slate-900 p-3">
          <dt className="text-sm text-slate-300">Tables open</dt>
          <dd className="text-2xl font-bold">
            {totals.open} of {overview.tables.length}
          </dd>
        </div>
      </dl>

      <AlertsPanel alerts={floor?.alerts ?? initialAlerts} timeZone={overview.timeZone} tableNames={Object.fromEntries(overview.tables.map((t) => [t.id, t.name]))} onAcknowledged={(id) => floor?.setAlerts(floor.alerts.filter((a) => a.id !== id))} />

      <section aria-labelledby="tables-heading" className="mt-8">
        <h2 id="tables-heading" className="text-xl font-semibold">
          Tables
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="floor-tables">
          {overview.tables.map((t) => (
            <TableCard key={t.id} table={t} summary={summaryOf(t)} fault={floor?.faults[t.id]} now={now} />
          ))}
        </ul>
      </section>
    </div>
  );
}
