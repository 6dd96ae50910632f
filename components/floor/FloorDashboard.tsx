"use client";
import Link from "next/link";
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFloor } from "@/lib/client/use-floor";
import { useNow } from "@/lib/client/use-now";
import { ago, api, clockTime, money } from "@/lib/client/floor-api";
import type { FloorOverview, FloorTable } from "@/lib/contract/floor";
import type { AlertView } from "@/lib/contract/floor";
import type { TableSummary } from "@/lib/contract/table-summary";
import { RoomAlerts, TableAlerts } from "./AlertsPanel";

const PHASES: Record<string, string> = {
  setup: "Not set up",
  waiting: "Between hands",
  betting: "Betting open",
  dealing: "Dealing",
  settling: "Settling",
  broken: "Game broken",
};

const NO_ALERTS: readonly AlertView[] = [];

const STATUS_STYLE: Record<string, string> = {
  open: "bg-emerald-800 text-emerald-50",
  paused: "bg-amber-400 text-slate-950",
  closed: "bg-slate-600 text-white",
};

/** "first bank", or "next: second bank" between hands. */
function bankHandWords(s: TableSummary): string {
  const which = s.bankHand === 1 ? "first bank" : "second bank";
  return s.phase === "betting" || s.phase === "dealing" || s.phase === "settling" ? which : `next: ${which}`;
}

/** Seats, bank, wagers and dealer of one table, as the tile shows them. */
export function tileFacts(table: Pick<FloorTable, "seats" | "dealers" | "tabletConnected">, s: TableSummary | null): { bank: string; wagers: string; seats: string; dealer: string } {
  const bank = !s ? "—" : s.playerDealerSeat === null ? (s.phase === "broken" ? "Nobody (game broken)" : "Nobody banks") : `Seat ${s.playerDealerSeat}${s.bank ? ` · ${money(s.bank)}` : " · not posted"}`;
  const inHand = s && (s.phase === "betting" || s.phase === "dealing" || s.phase === "settling");
  const wagers = !s ? "—" : !inHand ? "none" : s.wagers && s.wagers.count > 0 ? `${s.wagers.count} · ${money(s.wagers.cents)}` : "none yet";
  const seats = s && s.seatsTaken !== undefined ? `${s.seatsTaken} of ${s.seats ?? table.seats}` : "—";
  const names = table.dealers ?? [];
  const dealer = names.length ? names.join(", ") : "No dealer assigned";
  return { bank, wagers, seats, dealer };
}

/** Table 2 before Table 10: names compared with their numbers as numbers, then the ids likewise. */
const NATURAL = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
export function naturalTableOrder<T extends Pick<FloorTable, "id" | "name">>(tables: readonly T[]): T[] {
  return [...tables].sort((a, b) => NATURAL.compare(a.name, b.name) || NATURAL.compare(a.id, b.id));
}

/** "in 12 min", "now", or "clock stopped": the time left to a fact's moment (a poker table's next time collection). */
export function untilWords(until: number | null, now: number): string {
  if (until === null) return "clock stopped";
  const min = Math.ceil((until - now) / 60_000);
  return min <= 0 ? "due now" : `next in ${min} min`;
}

/** One line of a card: the term in a narrow column, the value beside it (wrapping, never cut). */
function Fact({ term, children, testId }: { term: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="contents">
      <dt className="text-slate-400">{term}</dt>
      <dd className="min-w-0 break-words font-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * A card off screen is neither laid out nor painted when its line changes (content-visibility), its
 * last size holding its place: at a thousand tables that was most of the page's work. Not on a card
 * with alerts, whose list opens over the cards below it (the containment would clip it).
 */
const OFF_SCREEN_SKIPPED = "[content-visibility:auto] [contain-intrinsic-size:auto_11rem]";

/**
 * One table's tile: its alerts first, then what the table is doing, in one line a fact. The family's
 * own facts (the floor adapter's tile: a poker table's stakes, blinds, kill and time clock) take the
 * place of the banked game's bank and wagers. Memoised: a floor message carries the few tables that
 * changed, and the store keeps every other table's line as it was, so only their tiles render again
 * (a thousand tiles rendered four times a second kept the page's main thread busy all the time).
 */
const TableCard = memo(function TableCard({ table, summary, fault, now, alerts, timeZone, onAcknowledged, linesLate }: { table: FloorTable; summary: TableSummary | null; fault: string | undefined; now: number; alerts: readonly AlertView[]; timeZone: string; onAcknowledged: (id: string) => void; linesLate: boolean }) {
  const f = table.figures;
  const status = summary?.status ?? "unknown";
  // No line while a node is slow to answer: the table may well be live there.
  const phase = summary ? (PHASES[summary.phase] ?? summary.phase) : linesLate ? "Waiting for its server to answer" : "Not live on this server";
  const facts = tileFacts(table, summary);
  const tile = summary?.tile ?? null;
  const game = table.name.includes(table.gameName) ? null : table.gameName;
  // How long the table has been quiet, once it is more than a minute.
  const quiet = summary?.lastActivityAt ? ago(summary.lastActivityAt, now) : null;
  const idle = quiet && quiet !== "just now" ? `last action ${quiet}` : null;
  return (
    <li data-testid={`table-card-${table.id}`} className={`relative flex min-w-0 flex-col rounded-xl border bg-slate-900 px-2.5 py-2 text-[13px] leading-[18px] ${alerts.length ? "" : OFF_SCREEN_SKIPPED} ${fault || alerts.length ? "border-red-500" : summary?.phase === "broken" ? "border-amber-400" : "border-slate-700"}`}>
      <div className="flex items-start gap-2">
        <h3 className="min-w-0 flex-1 break-words text-[15px] font-semibold leading-5">
          {/* The table's page (its live round and the corrections) is its name. */}
          <Link href={`/floor/tables/${table.id}`} className="underline decoration-slate-500 underline-offset-2 hover:decoration-amber-300" data-testid={`open-table-${table.id}`}>
            {table.name}
          </Link>
        </h3>
        <span className={`shrink-0 rounded-full px-2 text-[13px] font-semibold ${STATUS_STYLE[status] ?? "bg-slate-700 text-white"}`}>{status !== "unknown" ? status : linesLate ? "waiting" : "offline"}</span>
      </div>
      <p className="text-slate-300" data-testid={`game-${table.id}`}>
        {game ? `${game} · ` : ""}
        {tile ? tile.seats : `${table.seats - 1} + PD`} · {money(table.minWagerCents)}–{money(table.maxWagerCents)}
      </p>
      {fault ? (
        <p role="alert" className="mt-1 rounded-md bg-red-950 px-2 text-red-100">
          Stopped: the database cannot save this table&apos;s actions.
        </p>
      ) : null}
      <TableAlerts tableId={table.id} alerts={alerts} timeZone={timeZone} onAcknowledged={onAcknowledged} />
      <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <Fact term="Now">
          <span data-testid={`phase-${table.id}`} className={summary?.phase === "broken" ? "text-amber-300" : ""}>
            {phase}
          </span>
          <span className="font-normal text-slate-300">
            {" · hand "}
            <span className="font-semibold text-white" data-testid={`hand-number-${table.id}`}>
              {summary ? `#${summary.handNumber}` : "—"}
            </span>
            {idle ? ` · ${idle}` : ""}
          </span>
        </Fact>
        <Fact term="Seats">
          <span data-testid={`seats-${table.id}`}>{facts.seats}</span>
          {tile ? null : (
            <span className="font-normal text-slate-300">
              {" · wagers "}
              <span className="font-semibold text-white" data-testid={`wagers-${table.id}`}>
                {facts.wagers}
              </span>
            </span>
          )}
        </Fact>
        {tile ? (
          tile.facts.map((fact) => (
            <Fact key={fact.term} term={fact.term} testId={`${fact.term.toLowerCase().replace(/[^a-z]+/g, "-")}-${table.id}`}>
              {fact.value}
              {fact.until !== undefined ? <span className="font-normal text-slate-300"> · {untilWords(fact.until, now)}</span> : null}
            </Fact>
          ))
        ) : (
          <Fact term="Bank" testId={`bank-${table.id}`}>
            {facts.bank}
            {summary?.bankHand ? <span className="font-normal text-slate-300"> · {bankHandWords(summary)}</span> : null}
          </Fact>
        )}
        <Fact term="Dealer">
          <span data-testid={`dealer-${table.id}`}>{facts.dealer}</span>
          <span className={`ml-1.5 rounded px-1 text-xs font-bold ${table.tabletConnected ? "bg-emerald-800 text-emerald-50" : "bg-slate-700 text-slate-100"}`} data-testid={`tablet-${table.id}`}>
            {table.tabletConnected ? "tablet on" : "tablet off"}
          </span>
        </Fact>
      </dl>
      {/* The shift's figures across the card, the round history at their right. */}
      <div className="flex flex-wrap justify-between gap-x-2">
        <span className="font-semibold">
          {"Drop "}
          <span data-testid={`fee-drop-${table.id}`}>{f ? money(f.dropThisShiftCents) : "—"}</span>
          <span className="font-normal text-slate-300">
            {" · "}
            <span data-testid={`hands-hour-${table.id}`}>{f ? f.handsLastHour : "—"}</span> hands last hour{f && f.voidsThisShift > 0 ? ` · ${f.voidsThisShift} voided` : ""}
          </span>
        </span>
        <Link className="font-semibold text-amber-300 hover:underline" href={`/floor/tables/${table.id}/history`} aria-label="Round history">
          History
        </Link>
      </div>
    </li>
  );
});

/**
 * The overview fetched again, each table kept as the same object where nothing the tile shows of it
 * changed (its summary aside where the live feed has the table's line), so its memoised tile does not
 * render again: only the tables whose figures moved do.
 */
export function keepUnchangedTables(previous: FloorOverview, next: FloorOverview, live: Readonly<Record<string, unknown>> | undefined): FloorOverview {
  const before = new Map(previous.tables.map((t) => [t.id, t]));
  const same = (a: FloorTable, b: FloorTable) => JSON.stringify({ ...a, summary: null }) === JSON.stringify({ ...b, summary: null }) && (live?.[a.id] !== undefined || JSON.stringify(a.summary) === JSON.stringify(b.summary));
  return { ...next, tables: next.tables.map((t) => {
    const old = before.get(t.id);
    return old && same(old, t) ? old : t;
  }) };
}

/**
 * Each table's alerts for its card, and the alerts of no table on the floor for the band above. A
 * table whose alerts are the same as in `previous` keeps the same array, so an alert raised at one
 * table (or the figures fetched again) renders that table's card again, not every card with an alert.
 */
export function groupAlerts(alerts: readonly AlertView[], tableIds: ReadonlySet<string>, previous: ReadonlyMap<string, readonly AlertView[]>): { byTable: Map<string, readonly AlertView[]>; room: AlertView[] } {
  const grouped = new Map<string, AlertView[]>();
  const room: AlertView[] = [];
  for (const a of alerts) {
    if (a.tableId && tableIds.has(a.tableId)) {
      const list = grouped.get(a.tableId);
      if (list) list.push(a);
      else grouped.set(a.tableId, [a]);
    } else room.push(a);
  }
  const byTable = new Map<string, readonly AlertView[]>();
  for (const [id, list] of grouped) {
    const old = previous.get(id);
    byTable.set(id, old && old.length === list.length && old.every((a, i) => a === list[i]) ? old : list);
  }
  return { byTable, room };
}

/** groupAlerts with its last answer kept: each call's tables keep their arrays from the call before where their alerts are the same. */
export function alertGrouper(): (alerts: readonly AlertView[], tableIds: ReadonlySet<string>) => ReturnType<typeof groupAlerts> {
  let previous: ReadonlyMap<string, readonly AlertView[]> = new Map();
  return (alerts, tableIds) => {
    const grouped = groupAlerts(alerts, tableIds, previous);
    previous = grouped.byTable;
    return grouped;
  };
}

/** How long the figures wait after a change before they are fetched again: a second, longer on a large floor (the overview of every table is one request). */
export function figuresRefreshDelayMs(tables: number): number {
  return Math.max(1000, tables * 10);
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
  const liveRef = useRef<Readonly<Record<string, unknown>> | undefined>(undefined);
  const liveTables = floor?.tables;
  useEffect(() => {
    liveRef.current = liveTables;
  }, [liveTables]);

  // Until the live store holds the page's alerts, the page's own are shown: an alert on a card never
  // blinks out while the page comes to life.
  const [alertsSeeded, setAlertsSeeded] = useState(false);
  useEffect(() => {
    if (floor && !seeded.current) {
      seeded.current = true;
      floor.setAlerts(initialAlerts);
      setAlertsSeeded(true);
    }
  }, [floor, initialAlerts]);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    const answer = await api<FloorOverview>("GET", "/api/floor/overview");
    setRefreshing(false);
    if (answer.ok) {
      setOverview((previous) => keepUnchangedTables(previous, answer, liveRef.current));
      setFiguresError(null);
    } else setFiguresError(answer.message);
  }, []);

  // After a table changes, the figures are fetched again: at most once a second however busy the
  // floor is, once every ten seconds at a thousand tables.
  const changes = floor?.changes ?? 0;
  const refreshDelay = figuresRefreshDelayMs(overview.tables.length);
  const pendingRefresh = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (changes === 0 || pendingRefresh.current) return;
    pendingRefresh.current = setTimeout(() => {
      pendingRefresh.current = null;
      void refresh();
    }, refreshDelay);
  }, [changes, refresh, refreshDelay]);
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
  // Live with every table's line; connected but some lines late (a node too slow to answer) says so.
  const linesLate = floor?.linesLate ?? false;
  const allLive = connected && !floor?.error && !linesLate;
  const tables = useMemo(() => naturalTableOrder(overview.tables), [overview]);
  const alerts = floor && alertsSeeded ? floor.alerts : initialAlerts;
  // Each table's alerts go on its card; the alerts of no table on the floor go in a band above.
  const tableIds = useMemo(() => new Set(overview.tables.map((t) => t.id)), [overview.tables]);
  const [grouper] = useState(alertGrouper);
  const { byTable: alertsByTable, room: roomAlerts } = useMemo(() => grouper(alerts, tableIds), [grouper, alerts, tableIds]);
  // The store's own function, the same for the page's life: a callback made from the store's state
  // changed with every floor message and rendered every card again, four times a second.
  const dismissAlert = floor?.dismissAlert;
  const acknowledged = useCallback((id: string) => dismissAlert?.(id), [dismissAlert]);

  return (
    <div className="w-full px-6 pb-6">
      <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-1">
        <h1 className="text-2xl font-bold">Floor</h1>
        <p className="text-slate-300">
          {overview.shift.name} shift, {clockTime(overview.shift.start, overview.timeZone)}–{clockTime(overview.shift.end, overview.timeZone)} ({overview.timeZone})
        </p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1" aria-label="This shift">
          <div className="flex items-baseline gap-2">
            <dt className="text-sm text-slate-300">Fee drop this shift</dt>
            <dd className="text-xl font-bold" data-testid="shift-drop-total">
              {money(totals.drop)}
            </dd>
          </div>
          <div className="flex items-baseline gap-2">
            <dt className="text-sm text-slate-300">Hands</dt>
            <dd className="text-xl font-bold">{totals.hands}</dd>
          </div>
          <div className="flex items-baseline gap-2">
            <dt className="text-sm text-slate-300">Tables open</dt>
            <dd className="text-xl font-bold">
              {totals.open} of {overview.tables.length}
            </dd>
          </div>
        </dl>
        <p role="status" aria-live="polite" className={`ml-auto rounded-full px-3 py-1 text-sm font-semibold ${allLive ? "bg-emerald-800 text-emerald-50" : "bg-amber-400 text-slate-950"}`} data-testid="floor-connection">
          {allLive ? "Live" : floor?.error ? floor.error : linesLate ? "Some tables' servers are slow to answer: their lines may be missing or behind; asking again…" : "Connecting…"}
        </p>
        {refreshing ? <span className="text-sm text-slate-300">Updating figures…</span> : null}
      </div>
      {figuresError ? (
        <p role="alert" className="mt-3 rounded-md border border-red-500 bg-red-950 px-3 py-2 text-red-100">
          Figures could not be updated: {figuresError}
        </p>
      ) : null}

      <RoomAlerts alerts={roomAlerts} timeZone={overview.timeZone} onAcknowledged={acknowledged} />
      <section aria-labelledby="tables-heading" className="mt-2 min-w-0">
        <h2 id="tables-heading" className="sr-only">
          Tables
        </h2>
        {/* Six across at 1920 px: the demo floor's 24 tables in the first screen, in their natural order. */}
        <ul className="grid gap-2 [grid-template-columns:repeat(auto-fill,minmax(17.5rem,1fr))]" data-testid="floor-tables">
          {tables.map((t) => (
            <TableCard key={t.id} table={t} summary={summaryOf(t)} fault={floor?.faults[t.id]} now={now} alerts={alertsByTable.get(t.id) ?? NO_ALERTS} timeZone={overview.timeZone} onAcknowledged={acknowledged} linesLate={linesLate} />
          ))}
        </ul>
      </section>
    </div>
  );
}
