/**
 * Tables with history, fast: a few template tables are played through the real table machine
 * in-process (the same decide/evolve/views and the same driver as the load generator), their
 * events, snapshots and projection rows are recorded, and every benchmark table gets a copy of one
 * template with its own table id, bulk-inserted (multi-row INSERT from arrays). Snapshots are
 * placed where the table actor would have saved them (every 200 events, counted as it counts).
 * Each copy is hash-chained as the server chains a table's log (docs/ledger.md), so the benchmark's
 * database passes `npm run verify-log` like a room's.
 */
import type pg from "pg";
import { baccaratMachine } from "@/lib/domain/table/baccarat/machine";
import { baccaratDealerView } from "@/lib/domain/table/baccarat/views";
import { EMPTY_BACCARAT_TABLE, type BaccaratTableState } from "@/lib/domain/table/baccarat/state";
import type { BaccaratTableEvent } from "@/lib/domain/table/baccarat/events";
import { seededRandom } from "@/lib/domain/cards/random";
import { tableKind } from "@/lib/server/tables/table-kind";
import { baccaratFamily } from "@/lib/domain/table/baccarat/family";

const baccaratKind = tableKind("baccarat", baccaratFamily);
import type { TableConfigRow } from "@/lib/server/tables/table-kind";
import type { ProjectionRow } from "@/lib/server/tables/projection-rows";
import { nextCommand, type DriverPlan, DEFAULT_PLAN, type DealerViewLike } from "./driver";
import { DEFAULT_TABLE, feeFor, type TableSpec } from "./bench-database";
import { canonicalJson, eventRecordText, GENESIS_HASH, sha256Hex } from "@/lib/server/ledger/event-encoding";

/** Must match the table actor's SNAPSHOT_EVERY (lib/server/tables/table-actor.ts). */
export const SNAPSHOT_EVERY = 200;
const STEP_MS = 2_000;

interface TemplateEvent {
  seq: number;
  type: string;
  payload: string;
  commandId: string | null;
  at: Date;
}

export interface Template {
  readonly id: string;
  readonly events: TemplateEvent[];
  readonly snapshots: { seq: number; state: string }[];
  /** Projection rows per database table, as JSON objects (column -> value). */
  readonly rows: Map<string, Record<string, unknown>[]>;
  readonly skippedRows: number;
}

const TEMPLATE_PREFIX = "rcvtpl";

function configRow(id: string, spec: TableSpec, game: string): TableConfigRow {
  return {
    id,
    roomId: "bench-room",
    name: `Bench ${id}`,
    gameId: game,
    seats: spec.seats,
    gameOptions: {},
    rulesVersion: "1",
    feeScheduleId: feeFor(game, spec).scheduleId,
    feeOptionId: feeFor(game, spec).optionId,
    feeOptionData: feeFor(game, spec).data,
    minWagerCents: spec.min,
    maxWagerCents: spec.max,
    rotationPolicy: {},
    status: "open",
  };
}

/** A projection row as the columns of its database row (updates fold into the row they change). */
function foldRow(rows: Map<string, Record<string, unknown>[]>, byId: Map<string, Record<string, unknown>>, r: ProjectionRow): boolean {
  const add = (table: string, row: Record<string, unknown>) => {
    const list = rows.get(table) ?? [];
    list.push(row);
    rows.set(table, list);
    if (typeof row.id === "string") byId.set(`${table}:${row.id}`, row);
    return true;
  };
  const set = (table: string, id: string, columns: Record<string, unknown>) => {
    const row = byId.get(`${table}:${id}`);
    if (row) Object.assign(row, columns);
    return Boolean(row);
  };
  const iso = (d: Date) => d.toISOString();
  switch (r.op) {
    case "round.open":
      return add("rounds", { id: r.id, table_id: r.tableId, hand_number: r.handNumber, shoe_id: r.shoeId, status: "betting", player_dealer_seat: r.playerDealerSeat, bank_cents: r.bankCents, fee_schedule_id: r.feeScheduleId, fee_option_id: r.feeOptionId, started_at: iso(r.at) });
    case "round.status":
      return set("rounds", r.id, { status: r.status });
    case "round.complete":
      return set("rounds", r.id, { status: "complete", result: JSON.stringify(r.result), ended_at: iso(r.at) });
    case "round.void":
      return set("rounds", r.id, { status: "voided", void_reason: r.reason, ended_at: iso(r.at) });
    case "fee.drop":
      return add("fee_drops", { id: r.id, table_id: r.tableId, round_id: r.roundId, payer_kind: r.payerKind, seat: r.seat, schedule_id: r.scheduleId, option_id: r.optionId, source: r.source, cents: r.cents, reverses_id: r.reversesId, taken_at: iso(r.at) });
    case "shoe.start":
      return add("shoes", { id: r.id, table_id: r.tableId, source: r.source, decks: r.decks, jokers: r.jokers, order_hash: r.orderHash, order_salt: r.orderSalt, card_order: r.cardOrder ? JSON.stringify(r.cardOrder) : null, started_at: iso(r.at) });
    case "shoe.end":
      return set("shoes", r.id, { ended_at: iso(r.at) });
    case "audit":
      return add("audit_entries", { at: iso(r.at), staff_id: r.staffId, action: r.action, table_id: r.tableId, detail: JSON.stringify(r.detail ?? {}), reason: r.reason });
    case "table.status":
    case "table.fee-option":
    case "table.config":
      return false;
  }
}

/** Play `rounds` rounds on a template table through the real machine. */
export function playTemplate(index: number, rounds: number, options: { spec?: TableSpec; plan?: DriverPlan; game?: string } = {}): Template {
  const spec = options.spec ?? DEFAULT_TABLE;
  const plan = options.plan ?? DEFAULT_PLAN;
  const game = options.game ?? (spec.game === "mixed" ? (index % 2 === 0 ? "fortune-7-baccarat" : "ez-baccarat") : spec.game);
  const id = `${TEMPLATE_PREFIX}${index}`;
  const random = seededRandom(`bench-history-${index}`);
  // About 16 commands a round: start far enough back that the last event is not in the future.
  let now = Date.now() - (rounds * 20 + 20) * STEP_MS;
  const events: TemplateEvent[] = [];
  const snapshots: { seq: number; state: string }[] = [];
  const rows = new Map<string, Record<string, unknown>[]>();
  const byId = new Map<string, Record<string, unknown>>();
  let skipped = 0;
  const opened = baccaratKind.opened(configRow(id, spec, game), now);
  let state: BaccaratTableState = baccaratMachine.evolve(EMPTY_BACCARAT_TABLE, opened);
  events.push({ seq: 1, type: opened.type, payload: JSON.stringify(opened), commandId: null, at: new Date(now) });
  let since = 1;
  let done = 0;
  let n = 0;
  const maxCommands = rounds * 200 + 100;
  while (done < rounds) {
    if (++n > maxCommands) throw new Error(`template ${id}: ${maxCommands} commands without finishing ${rounds} rounds`);
    const command = nextCommand(baccaratDealerView(state) as unknown as DealerViewLike, plan);
    if ("error" in command) throw new Error(`template ${id}: ${command.error}`);
    const parsed = baccaratMachine.parseCommand(command);
    if (!parsed.ok) throw new Error(`template ${id}: ${parsed.refusal.message}`);
    now += STEP_MS;
    const decision = baccaratMachine.decide(state, parsed.command, { now, random, actor: { id: "bench-dealer", role: "dealer" } });
    if (!decision.ok) throw new Error(`template ${id}: ${command.type} refused: ${decision.refusal.code}`);
    const before = state;
    const firstSeq = events.length + 1;
    for (const e of decision.events as BaccaratTableEvent[]) {
      state = baccaratMachine.evolve(state, e);
      events.push({ seq: events.length + 1, type: e.type, payload: JSON.stringify(e), commandId: `${id}:${n}`, at: new Date(now) });
    }
    for (const r of baccaratKind.project(id, before, decision.events, state, firstSeq, new Date(now))) if (!foldRow(rows, byId, r)) skipped++;
    since += decision.events.length;
    if (since >= SNAPSHOT_EVERY) {
      since = 0;
      snapshots.push({ seq: events.length, state: JSON.stringify(state) });
    }
    if (command.type === "end-round") done++;
  }
  return { id, events, snapshots, rows, skippedRows: skipped };
}

/** Events that a recovery replays after the latest snapshot (per table of this template). */
export function eventsAfterLastSnapshot(t: Template): number {
  return t.events.length - (t.snapshots.at(-1)?.seq ?? 0);
}

const swap = (text: string, from: string, to: string) => text.split(from).join(to);

/**
 * Each template event's canonical JSON, made once: a copy's is the template's with the table id
 * swapped, when swapping keeps it canonical (checked on the first copy; otherwise each copy's event
 * is canonicalised on its own).
 */
function canonicalBodies(templates: readonly Template[], sampleId: string): (string[] | null)[] {
  return templates.map((t) => {
    const bodies = t.events.map((e) => canonicalJson(JSON.parse(e.payload)));
    const swapKeepsCanonical = t.events.every((e, k) => swap(bodies[k]!, t.id, sampleId) === canonicalJson(JSON.parse(swap(e.payload, t.id, sampleId))));
    return swapKeepsCanonical ? bodies : null;
  });
}

/** Copy the templates into the given tables (table i gets template i % templates.length). */
export async function insertHistories(pool: pg.Pool, tableIds: readonly string[], templates: readonly Template[], log: (line: string) => void): Promise<{ events: number; snapshots: number; rows: Record<string, number>; triggersBypassed: boolean }> {
  const client = await pool.connect();
  let triggersBypassed = false;
  try {
    // Bulk load only: skip the per-row gap-free trigger and foreign keys when allowed (superuser).
    try {
      await client.query("SET session_replication_role = replica");
      triggersBypassed = true;
    } catch {
      triggersBypassed = false;
    }
    const jsonbColumns = new Set(
      (await client.query<{ t: string; c: string }>("SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = 'public' AND data_type IN ('jsonb', 'json')")).rows.map((r) => `${r.t}.${r.c}`),
    );
    let events = 0;
    let snapshots = 0;
    const rowCounts: Record<string, number> = {};
    const CHUNK = 20_000;
    const empty = () => ({ table: [] as string[], seq: [] as number[], type: [] as string[], payload: [] as string[], command: [] as (string | null)[], at: [] as Date[], prev: [] as string[], hash: [] as string[] });
    let batch = empty();
    const flush = async () => {
      if (batch.table.length === 0) return;
      await client.query(
        `INSERT INTO table_events (table_id, seq, type, payload, command_id, actor_id, created_at, prev_hash, hash)
         SELECT t, s, ty, p::jsonb, c, 'bench-dealer', a, decode(ph, 'hex'), decode(h, 'hex')
           FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::text[], $8::text[]) AS u(t, s, ty, p, c, a, ph, h)`,
        [batch.table, batch.seq, batch.type, batch.payload, batch.command, batch.at, batch.prev, batch.hash],
      );
      events += batch.table.length;
      batch = empty();
    };
    const bodies = tableIds.length > 0 ? canonicalBodies(templates, tableIds[0]!) : [];
    /** The hash of each snapshot's version, per table (the snapshots name it). */
    const snapshotHashes = new Map<string, Map<number, string>>();
    const started = performance.now();
    for (let i = 0; i < tableIds.length; i++) {
      const id = tableIds[i]!;
      const t = templates[i % templates.length]!;
      const canonical = bodies[i % templates.length] ?? null;
      const wanted = new Set(t.snapshots.map((s) => s.seq));
      const atSnapshots = new Map<number, string>();
      let prev = GENESIS_HASH;
      for (const [k, e] of t.events.entries()) {
        const payload = swap(e.payload, t.id, id);
        const commandId = e.commandId ? swap(e.commandId, t.id, id) : null;
        const body = canonical ? swap(canonical[k]!, t.id, id) : canonicalJson(JSON.parse(payload));
        const hash = sha256Hex(eventRecordText({ tableId: id, seq: e.seq, type: e.type, event: null, at: e.at, commandId, actorId: "bench-dealer", prevHash: prev }, body));
        batch.table.push(id);
        batch.seq.push(e.seq);
        batch.type.push(e.type);
        batch.payload.push(payload);
        batch.command.push(commandId);
        batch.at.push(e.at);
        batch.prev.push(prev);
        batch.hash.push(hash);
        if (wanted.has(e.seq)) atSnapshots.set(e.seq, hash);
        prev = hash;
      }
      snapshotHashes.set(id, atSnapshots);
      if (batch.table.length >= CHUNK) await flush();
      if (i % 100 === 99) log(`  events of ${i + 1}/${tableIds.length} tables (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
    await flush();
    // Snapshots, as the actor saves them.
    for (let i = 0; i < tableIds.length; i += 200) {
      const ids: string[] = [];
      const seqs: number[] = [];
      const states: string[] = [];
      const hashes: (string | null)[] = [];
      for (let j = i; j < Math.min(i + 200, tableIds.length); j++) {
        const id = tableIds[j]!;
        const t = templates[j % templates.length]!;
        for (const s of t.snapshots) {
          ids.push(id);
          seqs.push(s.seq);
          states.push(swap(s.state, t.id, id));
          hashes.push(snapshotHashes.get(id)?.get(s.seq) ?? null);
        }
      }
      if (ids.length) {
        await client.query("INSERT INTO table_snapshots (table_id, seq, state, hash) SELECT t, s, st::jsonb, decode(h, 'hex') FROM unnest($1::text[], $2::int[], $3::text[], $4::text[]) AS u(t, s, st, h)", [ids, seqs, states, hashes]);
      }
      snapshots += ids.length;
    }
    // Projection rows (shoes, rounds, fee drops ...), in foreign-key order.
    const order = ["shoes", "rounds", "fee_drops", "audit_entries"];
    const tables = [...new Set([...order, ...templates.flatMap((t) => [...t.rows.keys()])])].filter((name) => templates.some((t) => t.rows.has(name)));
    for (const name of tables) {
      const perTemplate = templates.map((t) =>
        JSON.stringify(
          (t.rows.get(name) ?? []).map((row) => {
            const out: Record<string, unknown> = {};
            for (const [k, v] of Object.entries(row)) out[k] = jsonbColumns.has(`${name}.${k}`) && typeof v === "string" ? JSON.parse(v) : v;
            return out;
          }),
        ).slice(1, -1),
      );
      const columns = [...new Set(templates.flatMap((t) => (t.rows.get(name) ?? []).flatMap((r) => Object.keys(r))))];
      if (columns.length === 0) continue;
      const cols = columns.map((c) => `"${c}"`).join(", ");
      let count = 0;
      for (let i = 0; i < tableIds.length; i += 100) {
        const parts: string[] = [];
        tableIds.slice(i, i + 100).forEach((id, j) => {
          const k = (i + j) % templates.length;
          const part = perTemplate[k]!;
          if (part) parts.push(swap(part, templates[k]!.id, id));
        });
        if (parts.length === 0) continue;
        const r = await client.query(`INSERT INTO ${name} (${cols}) SELECT ${cols} FROM json_populate_recordset(null::${name}, $1::json)`, [`[${parts.join(",")}]`]);
        count += r.rowCount ?? 0;
      }
      rowCounts[name] = count;
    }
    await client.query("RESET session_replication_role").catch(() => {});
    return { events, snapshots, rows: rowCounts, triggersBypassed };
  } finally {
    client.release();
  }
}
