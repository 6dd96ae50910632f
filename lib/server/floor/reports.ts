/**
 * Fee-drop reports: the sum of fee_drops.cents in a time range (a shift, a day, any range), by
 * table, by game and in total, each split by payer kind (seated players / the player-dealer).
 * Voids are included as they are recorded: a voided round's fees come back as negative rows at the
 * time of the void, so a report always equals what should be in the drop box for the range.
 */
import type { Database } from "@/lib/server/db/database";
import { csvDocument, dollarsText, type CsvValue } from "./csv";
import { PAYER_KINDS, type DropFigures, type DropLine, type FeeDropReport, type GameDrop, type PayerKind, type TableDrop } from "@/lib/contract/reports";
import type { TableFigures } from "@/lib/contract/floor";
import { addPlay, NO_PLAY, playFigures } from "./play-figures";

export { PAYER_KINDS, type DropFigures, type DropLine, type FeeDropReport, type GameDrop, type PayerKind, type TableDrop, type TableFigures };

export const ZERO: DropFigures = { fees: 0, takenCents: 0, reversals: 0, reversedCents: 0, netCents: 0 };

function add(a: DropFigures, b: DropFigures): DropFigures {
  return { fees: a.fees + b.fees, takenCents: a.takenCents + b.takenCents, reversals: a.reversals + b.reversals, reversedCents: a.reversedCents + b.reversedCents, netCents: a.netCents + b.netCents };
}

function emptyLine(): DropLine {
  return { total: ZERO, byPayer: { seat: ZERO, "player-dealer": ZERO } };
}

function addLine(line: DropLine, payer: PayerKind, figures: DropFigures): DropLine {
  return { total: add(line.total, figures), byPayer: { ...line.byPayer, [payer]: add(line.byPayer[payer], figures) } };
}

function addCollections(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0) + v;
  return out;
}

export interface ReportFilter {
  readonly tableId?: string;
  readonly gameId?: string;
}

/** The report for [from, to): every table of the room is listed, with zeros where nothing was dropped. */
export async function feeDropReport(db: Pick<Database, "pool">, range: { from: Date; to: Date }, filter: ReportFilter = {}): Promise<FeeDropReport> {
  const tables = await db.pool.query<{ id: string; name: string; game_id: string }>(
    `SELECT id, name, game_id FROM tables
      WHERE ($1::text IS NULL OR id = $1) AND ($2::text IS NULL OR game_id = $2)
      ORDER BY id`,
    [filter.tableId ?? null, filter.gameId ?? null],
  );
  const sums = await db.pool.query<{ table_id: string; payer_kind: PayerKind; collection: string | null; fees: number; taken: number; reversals: number; reversed: number }>(
    `SELECT f.table_id, f.payer_kind, f.collection,
            count(*) FILTER (WHERE f.reverses_id IS NULL)::int AS fees,
            coalesce(sum(f.cents) FILTER (WHERE f.reverses_id IS NULL), 0)::int AS taken,
            count(*) FILTER (WHERE f.reverses_id IS NOT NULL)::int AS reversals,
            coalesce(sum(f.cents) FILTER (WHERE f.reverses_id IS NOT NULL), 0)::int AS reversed
       FROM fee_drops f JOIN tables t ON t.id = f.table_id
      WHERE f.taken_at >= $1 AND f.taken_at < $2
        AND ($3::text IS NULL OR f.table_id = $3) AND ($4::text IS NULL OR t.game_id = $4)
      GROUP BY f.table_id, f.payer_kind, f.collection`,
    [range.from, range.to, filter.tableId ?? null, filter.gameId ?? null],
  );
  const byTable = new Map<string, DropLine>();
  const collections = new Map<string, Record<string, number>>();
  for (const row of sums.rows) {
    const figures: DropFigures = { fees: row.fees, takenCents: row.taken, reversals: row.reversals, reversedCents: row.reversed, netCents: row.taken + row.reversed };
    byTable.set(row.table_id, addLine(byTable.get(row.table_id) ?? emptyLine(), row.payer_kind, figures));
    const mine = collections.get(row.table_id) ?? {};
    mine[row.collection ?? "other"] = (mine[row.collection ?? "other"] ?? 0) + figures.netCents;
    collections.set(row.table_id, mine);
  }
  const play = await playFigures(db, range, filter.tableId);
  const tableDrops: TableDrop[] = tables.rows.map((t) => ({
    tableId: t.id,
    tableName: t.name,
    gameId: t.game_id,
    ...(byTable.get(t.id) ?? emptyLine()),
    byCollection: collections.get(t.id) ?? {},
    play: play.get(t.id) ?? NO_PLAY,
  }));
  const games = new Map<string, GameDrop>();
  let total = emptyLine();
  let totalByCollection: Record<string, number> = {};
  let totalPlay = NO_PLAY;
  for (const t of tableDrops) {
    const g = games.get(t.gameId) ?? { gameId: t.gameId, tables: 0, ...emptyLine(), byCollection: {}, play: NO_PLAY };
    let line: DropLine = { total: g.total, byPayer: g.byPayer };
    for (const payer of PAYER_KINDS) {
      line = addLine(line, payer, t.byPayer[payer]);
      total = addLine(total, payer, t.byPayer[payer]);
    }
    games.set(t.gameId, { gameId: t.gameId, tables: g.tables + 1, ...line, byCollection: addCollections(g.byCollection, t.byCollection), play: addPlay(g.play, t.play) });
    totalByCollection = addCollections(totalByCollection, t.byCollection);
    totalPlay = addPlay(totalPlay, t.play);
  }
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    tables: tableDrops,
    games: [...games.values()].sort((a, b) => a.gameId.localeCompare(b.gameId)),
    total,
    totalByCollection,
    totalPlay,
  };
}

export const FEE_CSV_HEADER = [
  "level",
  "period",
  "from",
  "to",
  "table_id",
  "table_name",
  "game_id",
  "payer_kind",
  "fees_taken",
  "taken_cents",
  "fees_reversed",
  "reversed_cents",
  "net_cents",
  "net_dollars",
] as const;

/**
 * The report as CSV: one row per table and payer kind, then per game and payer kind, then the
 * room's total per payer kind; each level also has an "all" row. Sums are in cents (integers) and
 * dollars.
 */
export function feeDropCsv(report: FeeDropReport, period: string): string {
  const rows: CsvValue[][] = [];
  const push = (level: string, ids: { tableId?: string; tableName?: string; gameId?: string }, payer: string, f: DropFigures) =>
    rows.push([level, period, report.from, report.to, ids.tableId ?? "", ids.tableName ?? "", ids.gameId ?? "", payer, f.fees, f.takenCents, f.reversals, f.reversedCents, f.netCents, dollarsText(f.netCents)]);
  const each = (level: string, ids: { tableId?: string; tableName?: string; gameId?: string }, line: DropLine) => {
    for (const payer of PAYER_KINDS) push(level, ids, payer, line.byPayer[payer]);
    push(level, ids, "all", line.total);
  };
  for (const t of report.tables) each("table", { tableId: t.tableId, tableName: t.tableName, gameId: t.gameId }, t);
  for (const g of report.games) each("game", { gameId: g.gameId }, g);
  each("room", {}, report.total);
  return csvDocument(FEE_CSV_HEADER, rows);
}

/** A file name safe for Content-Disposition. */
export function safeFileName(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 100) || "report";
}

// ------------------------------------------------------------------------------------------------
// Live figures for the dashboard

export async function tableFigures(db: Pick<Database, "pool">, now: Date, shift: { start: Date; end: Date }): Promise<TableFigures[]> {
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const { rows } = await db.pool.query<{ id: string; hands_hour: number; hands_shift: number; voids_shift: number; drop_shift: number }>(
    `SELECT t.id,
            (SELECT count(*) FROM rounds r WHERE r.table_id = t.id AND r.status = 'complete' AND r.ended_at >= $1 AND r.ended_at <= $2)::int AS hands_hour,
            (SELECT count(*) FROM rounds r WHERE r.table_id = t.id AND r.status = 'complete' AND r.ended_at >= $3 AND r.ended_at < $4)::int AS hands_shift,
            (SELECT count(*) FROM rounds r WHERE r.table_id = t.id AND r.status = 'voided' AND r.ended_at >= $3 AND r.ended_at < $4)::int AS voids_shift,
            (SELECT coalesce(sum(f.cents), 0) FROM fee_drops f WHERE f.table_id = t.id AND f.taken_at >= $3 AND f.taken_at < $4)::int AS drop_shift
       FROM tables t ORDER BY t.id`,
    [hourAgo, now, shift.start, shift.end],
  );
  return rows.map((r) => ({ tableId: r.id, handsLastHour: r.hands_hour, handsThisShift: r.hands_shift, dropThisShiftCents: r.drop_shift, voidsThisShift: r.voids_shift }));
}
