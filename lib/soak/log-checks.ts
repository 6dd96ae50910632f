/**
 * The soak run's checks, read from the database independently of the server's own bookkeeping: the
 * log (table_events) held against what the tablets were answered and against the projections the
 * floor reads (rounds, fee_drops), every settled round's bank walk conserved, and the shift close's
 * totals against the sum of the rounds.
 */
import { conservationOf, type BankWalk } from "../domain/bank-walk";
import type { Database } from "../server/db/database";
import { shiftClose } from "../server/floor/shift-close";

type Pool = Pick<Database, "pool">;

export interface Acknowledged {
  readonly tableId: string;
  readonly id: string;
  /** Answered ok (applied now, or a duplicate of an earlier application). */
  readonly duplicate: boolean;
}

export interface LogFigures {
  /** Acknowledged commands with no event in the log. */
  readonly commandsLost: number;
  /** Command ids whose events carry two commit times (applied twice). */
  readonly appliedTwice: number;
  /** Commands answered as a duplicate that the log shows no earlier application of. */
  readonly duplicateWithoutApplication: number;
  readonly roundsOpened: number;
  readonly roundsCompleted: number;
  /** Rounds the log opened or completed that the rounds table lacks or holds in another state, and the reverse. */
  readonly roundsLost: number;
  readonly roundsDoubled: number;
  readonly feeLines: number;
  readonly feeLinesLost: number;
  readonly feeLinesDoubled: number;
  readonly feeCentsInLog: number;
  readonly feeCentsRecorded: number;
  readonly walksChecked: number;
  readonly moneyNotConserved: number;
  readonly shiftClose: { readonly recordedCents: number; readonly sumOfRounds: number; readonly equal: boolean; readonly tables: number };
}

/** Every bank walk in a settlement as logged (each family nests its own). */
function walksIn(value: unknown, out: BankWalk[] = []): BankWalk[] {
  if (value === null || typeof value !== "object") return out;
  const o = value as Record<string, unknown>;
  if (Array.isArray(o.lines) && typeof o.bank === "number" && typeof o.bankAfter === "number" && typeof o.pdNet === "number") {
    out.push(o as unknown as BankWalk);
    return out;
  }
  for (const v of Array.isArray(value) ? value : Object.values(o)) walksIn(v, out);
  return out;
}

type FeeLine = { cents: number };

export async function checkLog(db: Pool, acknowledged: readonly Acknowledged[], shift: { start: Date; end: Date }, tableIds: readonly string[]): Promise<LogFigures> {
  const applications = await db.pool.query<{ table_id: string; command_id: string; commits: number }>(
    `SELECT table_id, command_id, count(DISTINCT created_at)::int AS commits
       FROM table_events WHERE command_id IS NOT NULL AND table_id = ANY($1) GROUP BY table_id, command_id`,
    [tableIds],
  );
  const byId = new Map(applications.rows.map((r) => [`${r.table_id}/${r.command_id}`, r]));
  let commandsLost = 0;
  let duplicateWithoutApplication = 0;
  for (const a of acknowledged) {
    const logged = byId.get(`${a.tableId}/${a.id}`);
    if (!logged) {
      commandsLost += 1;
      if (a.duplicate) duplicateWithoutApplication += 1;
    }
  }
  const appliedTwice = applications.rows.filter((r) => r.commits > 1).length;

  // The log's rounds and fee lines, table by table in order, against the projections.
  const events = await db.pool.query<{ table_id: string; type: string; payload: Record<string, unknown> }>(
    `SELECT table_id, type, payload FROM table_events
      WHERE table_id = ANY($1) AND type IN ('RoundOpened', 'RoundCompleted', 'RoundVoided', 'RoundSettled', 'BettingClosed', 'FeesDropped', 'BettingReopened')
      ORDER BY table_id, seq`,
    [tableIds],
  );
  const opened = new Set<string>();
  const completed = new Set<string>();
  const voided = new Set<string>();
  let feeLines = 0;
  let feeCentsInLog = 0;
  let walksChecked = 0;
  let moneyNotConserved = 0;
  for (const e of events.rows) {
    const p = e.payload;
    const fees = (Array.isArray(p.fees) ? p.fees : []) as FeeLine[];
    switch (e.type) {
      case "RoundOpened":
        opened.add(String(p.roundId));
        break;
      case "RoundCompleted":
        completed.add(String((p.round as { id: string }).id));
        break;
      case "RoundVoided":
        voided.add(String(p.roundId));
        feeLines += fees.length;
        feeCentsInLog -= fees.reduce((s, f) => s + f.cents, 0);
        break;
      case "BettingReopened":
        feeLines += fees.length;
        feeCentsInLog -= fees.reduce((s, f) => s + f.cents, 0);
        break;
      case "BettingClosed":
      case "FeesDropped":
        feeLines += fees.length;
        feeCentsInLog += fees.reduce((s, f) => s + f.cents, 0);
        break;
      case "RoundSettled": {
        const walks = walksIn(p.settlement);
        if (walks.length > 0) walksChecked += 1;
        if (walks.some((w) => !conservationOf(w).ok)) moneyNotConserved += 1;
        break;
      }
    }
  }
  const rounds = await db.pool.query<{ id: string; status: string }>("SELECT id, status FROM rounds WHERE table_id = ANY($1)", [tableIds]);
  const rows = new Map(rounds.rows.map((r) => [r.id, r.status]));
  let roundsLost = 0;
  for (const id of opened) if (!rows.has(id)) roundsLost += 1;
  for (const id of completed) if (rows.get(id) !== "complete") roundsLost += 1;
  // A row the log never opened, or a round complete in the table the log never completed.
  let roundsDoubled = 0;
  for (const r of rounds.rows) if (!opened.has(r.id) || (r.status === "complete" && !completed.has(r.id))) roundsDoubled += 1;

  const drops = await db.pool.query<{ n: number; cents: number }>("SELECT count(*)::int AS n, coalesce(sum(cents), 0)::int AS cents FROM fee_drops WHERE table_id = ANY($1)", [tableIds]);
  const recordedRows = drops.rows[0]!.n;
  const feeCentsRecorded = drops.rows[0]!.cents;

  const close = await shiftClose(db, shift);
  const mine = close.lines.filter((l) => tableIds.includes(l.tableId));
  const recordedCents = mine.reduce((s, l) => s + l.recordedCents, 0);
  return {
    commandsLost,
    appliedTwice,
    duplicateWithoutApplication,
    roundsOpened: opened.size,
    roundsCompleted: completed.size,
    roundsLost,
    roundsDoubled,
    feeLines,
    feeLinesLost: Math.max(0, feeLines - recordedRows),
    feeLinesDoubled: Math.max(0, recordedRows - feeLines),
    feeCentsInLog,
    feeCentsRecorded,
    walksChecked,
    moneyNotConserved,
    shiftClose: { recordedCents, sumOfRounds: feeCentsInLog, equal: recordedCents === feeCentsInLog, tables: mine.length },
  };
}
