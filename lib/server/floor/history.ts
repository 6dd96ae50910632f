/**
 * Round history and replay, for every game family. The rounds table lists a table's hands; a
 * round's replay re-applies the table's own events (its family's evolve, from the latest snapshot
 * before the round, or from the start) and shows the supervisor's view after every event of that
 * round: cards (the hole card included, marked), wagers, fees, decisions, settlement. Nothing is
 * recomputed by today's rules: the state is what the log says it was. What differs by family
 * (the frame, the words, the result fields) is in ./families.
 */
import { roundAfterEnd, type AfterEnd, type AfterEndCorrection } from "@/lib/domain/table/common/after-end";
import type { Database } from "@/lib/server/db/database";
import { formatCents } from "@/lib/domain/money";
import { floorFamily, floorFamilyOfTable, tableFamily } from "./families";
import type { FloorState } from "@/lib/domain/table/common/floor-records";
import type { StaffName } from "@/lib/domain/table/common/floor-words";
import type { FamilyOf } from "@/lib/domain/table/families";
import type { GameFamily, ReplayFrame, ReplayStep, RoundListItem, RoundReplay } from "@/lib/contract/history";
import type { AnyFloorFamily } from "./families";

export type { ReplayFrame, ReplayStep, RoundListItem, RoundReplay };

type RoundDbRow = {
  id: string;
  hand_number: number;
  status: string;
  started_at: Date;
  ended_at: Date | null;
  player_dealer_seat: number | null;
  bank_cents: number | null;
  result: unknown;
  void_reason: string | null;
  fee_cents: number;
};

/** The bank after a completed round, as every banked family's record of it says (`bankAfter`); null otherwise. */
function bankAfterOf(result: unknown): number | null {
  const after = (result as { readonly bankAfter?: unknown } | null)?.bankAfter;
  return typeof after === "number" ? after : null;
}

function roundItem(r: RoundDbRow, family: GameFamily | null): RoundListItem {
  const floor = family ? floorFamily(family) : null;
  const fields = floor && r.result ? floor.resultFields(r.result) : null;
  const baccarat = fields?.family === "baccarat" ? fields : null;
  return {
    id: r.id,
    handNumber: r.hand_number,
    status: r.status,
    startedAt: r.started_at.toISOString(),
    endedAt: r.ended_at?.toISOString() ?? null,
    playerDealerSeat: r.player_dealer_seat,
    // The bank after the round once it is complete; a voided round leaves it as it was; in play, not known yet.
    bankCents: bankAfterOf(r.result) ?? (r.status === "voided" ? r.bank_cents : null),
    family,
    winner: baccarat?.winner ?? null,
    playerTotal: baccarat?.playerTotal ?? null,
    bankerTotal: baccarat?.bankerTotal ?? null,
    player: baccarat?.player ?? [],
    banker: baccarat?.banker ?? [],
    result: fields,
    words: floor && fields ? floor.listWords(fields) : { result: "In play", cards: "—" },
    feeCents: r.fee_cents,
    voidReason: r.void_reason,
  };
}

const ROUND_COLUMNS = `r.id, r.hand_number, r.status, r.started_at, r.ended_at, r.player_dealer_seat, r.bank_cents, r.result, r.void_reason,
  (SELECT coalesce(sum(f.cents), 0) FROM fee_drops f WHERE f.round_id = r.id)::int AS fee_cents`;

/** A page of a table's rounds, newest first; `nextBefore` asks for the next (older) page. */
export async function listRounds(
  db: Pick<Database, "pool">,
  tableId: string,
  options: { limit?: number; beforeHand?: number } = {},
): Promise<{ rounds: RoundListItem[]; nextBefore: number | null }> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  const { rows } = await db.pool.query<RoundDbRow>(
    `SELECT ${ROUND_COLUMNS} FROM rounds r
      WHERE r.table_id = $1 AND ($2::int IS NULL OR r.hand_number < $2)
      ORDER BY r.hand_number DESC LIMIT $3`,
    [tableId, options.beforeHand ?? null, limit + 1],
  );
  const family = await tableFamily(db, tableId);
  const page = rows.slice(0, limit).map((r) => roundItem(r, family));
  return { rounds: page, nextBefore: rows.length > limit ? (page.at(-1)?.handNumber ?? null) : null };
}

export async function roundItemById(db: Pick<Database, "pool">, tableId: string, roundId: string): Promise<RoundListItem | null> {
  const { rows } = await db.pool.query<RoundDbRow>(`SELECT ${ROUND_COLUMNS} FROM rounds r WHERE r.table_id = $1 AND r.id = $2`, [tableId, roundId]);
  return rows[0] ? roundItem(rows[0], await tableFamily(db, tableId)) : null;
}

// ------------------------------------------------------------------------------------------------
// Replaying the log

/** An event of any family's log. */
export type AnyTableEvent = { [F in GameFamily]: Parameters<FamilyOf<F>["machine"]["evolve"]>[1] }[GameFamily];

export interface LoggedEvent {
  readonly seq: number;
  readonly event: AnyTableEvent;
  readonly at: Date;
  readonly commandId: string | null;
  readonly actorId: string | null;
}

/**
 * Replays a table's log through `lastSeq` (all of it when null) with its family's rules, starting
 * from the latest snapshot taken before `firstSeq`; `visit` sees each event from `firstSeq` on with
 * the states around it. `family` defaults to the family of the table's log.
 */
export async function replayTable(
  db: Pick<Database, "pool">,
  tableId: string,
  firstSeq: number,
  lastSeq: number | null,
  visit: (logged: LoggedEvent, before: FloorState, after: FloorState) => void,
  family?: AnyFloorFamily,
): Promise<FloorState> {
  const rules = family ?? (await floorFamilyOfTable(db, tableId));
  if (!rules) throw new Error(`table ${tableId}: no game family for its log`);
  const snap = await db.pool.query<{ seq: number; state: FloorState }>(
    "SELECT seq, state FROM table_snapshots WHERE table_id = $1 AND seq < $2 ORDER BY seq DESC LIMIT 1",
    [tableId, firstSeq],
  );
  let state: FloorState = snap.rows[0]?.state ?? rules.empty;
  const from = snap.rows[0]?.seq ?? 0;
  const { rows } = await db.pool.query<{ seq: number; payload: AnyTableEvent; created_at: Date; command_id: string | null; actor_id: string | null }>(
    `SELECT seq, payload, created_at, command_id, actor_id FROM table_events
      WHERE table_id = $1 AND seq > $2 AND ($3::int IS NULL OR seq <= $3) ORDER BY seq`,
    [tableId, from, lastSeq],
  );
  for (const row of rows) {
    const before = state;
    state = rules.evolve(state, row.payload);
    if (row.seq >= firstSeq) visit({ seq: row.seq, event: row.payload, at: row.created_at, commandId: row.command_id, actorId: row.actor_id }, before, state);
  }
  return state;
}

/** Where a round's events are in its table's log: from the command that opened it to the one that ended it. */
export async function roundSpan(db: Pick<Database, "pool">, tableId: string, roundId: string): Promise<{ firstSeq: number; lastSeq: number | null; openSeq: number } | null> {
  const open = await db.pool.query<{ seq: number; command_id: string | null }>(
    "SELECT seq, command_id FROM table_events WHERE table_id = $1 AND type = 'RoundOpened' AND payload->>'roundId' = $2 ORDER BY seq LIMIT 1",
    [tableId, roundId],
  );
  const opened = open.rows[0];
  if (!opened) return null;
  const end = await db.pool.query<{ seq: number; command_id: string | null }>(
    `SELECT seq, command_id FROM table_events
      WHERE table_id = $1 AND seq > $2
        AND ((type = 'RoundCompleted' AND payload->'round'->>'id' = $3) OR (type = 'RoundVoided' AND payload->>'roundId' = $3))
      ORDER BY seq LIMIT 1`,
    [tableId, opened.seq, roundId],
  );
  const ended = end.rows[0];
  // The rotation step of the same command (bank hand started / completed) belongs to the round too.
  const first = opened.command_id
    ? ((await db.pool.query<{ seq: number }>("SELECT min(seq)::int AS seq FROM table_events WHERE table_id = $1 AND command_id = $2 AND seq <= $3", [tableId, opened.command_id, opened.seq])).rows[0]?.seq ?? opened.seq)
    : opened.seq;
  let last: number | null = ended?.seq ?? null;
  if (ended?.command_id) {
    last = (await db.pool.query<{ seq: number }>("SELECT max(seq)::int AS seq FROM table_events WHERE table_id = $1 AND command_id = $2 AND seq >= $3", [tableId, ended.command_id, ended.seq])).rows[0]?.seq ?? ended.seq;
  }
  return { firstSeq: first, lastSeq: last, openSeq: opened.seq };
}

// ------------------------------------------------------------------------------------------------
// Frames: the supervisor's view after each event (./families/types.ts has their shapes)

/** Every event of one round with the supervisor's view after it; null when the table has no such round. */
export async function replayRound(db: Pick<Database, "pool">, tableId: string, roundId: string): Promise<RoundReplay | null> {
  const span = await roundSpan(db, tableId, roundId);
  if (!span) return null;
  const family = await floorFamilyOfTable(db, tableId);
  if (!family) return null;
  // A round still in play shows no card the wall does not show (security.md): its frames and words are
  // made from what is face up (the family's `faceUp`).
  const finished = span.lastSeq !== null;
  const visited: { logged: LoggedEvent; before: FloorState; after: FloorState; frame: ReplayFrame | null }[] = [];
  // A round corrected after it ended: the correction and the differences made for it follow its end (the family's `afterEnd`).
  const through = finished ? await correctedAfterEnd(db, tableId, roundId, span.lastSeq!, family.afterEnd) : span.lastSeq;
  await replayTable(
    db,
    tableId,
    span.firstSeq,
    through,
    (logged, before, after) => {
      if (finished && logged.seq > span.lastSeq! && roundAfterEnd(family.afterEnd, logged.event, before) !== roundId) return;
      let frame: ReplayFrame | null = null;
      try {
        frame = finished ? family.frame(after) : family.faceUp.frame(after);
      } catch {
        frame = null;
      }
      visited.push({ logged, before, after, frame });
    },
    family,
  );
  // Who acted or approved is in the events' own fields (and the frames' corrections): their names are
  // looked up first, and the words are built with them.
  const names = await staffNames(db, staffIdsOf(visited.map((v) => ({ actorId: v.logged.actorId, event: v.logged.event, frame: v.frame }))));
  const staff = staffNameOf(names);
  const steps: ReplayStep[] = visited.map(({ logged, before, after, frame }) => {
    let text: string;
    try {
      text = finished ? family.describe(logged.event, before, after, staff) : family.faceUp.describe(logged.event, before, after, staff);
    } catch {
      text = eventWords(logged.event.type);
    }
    return { seq: logged.seq, at: logged.at.toISOString(), type: logged.event.type, what: eventWords(logged.event.type), actorId: logged.actorId, actor: null, text, frame };
  });
  const named = withStaffNames(steps, names);
  return { tableId, roundId, family: family.family, round: await roundItemById(db, tableId, roundId), finished: span.lastSeq !== null, steps: named };
}

/**
 * The last event that still belongs to a round after it ended: its last correction after the end
 * (as its family declares them: `afterEnd.corrections`) and the differences made for it
 * (`afterEnd.walks`), up to the next "no more bets" (they are all made by then); `lastSeq` (its
 * end) when it was never corrected after it ended.
 */
async function correctedAfterEnd(db: Pick<Database, "pool">, tableId: string, roundId: string, lastSeq: number, afterEnd: AfterEnd<unknown>): Promise<number> {
  const named = correctionsNaming(afterEnd.corrections, 4);
  if (!named) return lastSeq;
  const corrected = await db.pool.query<{ seq: number | null }>(
    `SELECT max(seq)::int AS seq FROM table_events WHERE table_id = $1 AND seq > $2 AND (${named.where})`,
    [tableId, lastSeq, roundId, ...named.params],
  );
  const last = corrected.rows[0]?.seq ?? null;
  if (last === null) return lastSeq;
  const closed = await db.pool.query<{ seq: number | null }>(
    // A shoe ends the correction; a round's own deck leaving play for the next (a ShoeEnded naming its round, or pai gow
    // poker's marked `next`: DC6h) does not. A shoe starts only once the last one ended, so its ShoeEnded comes first.
    "SELECT min(seq)::int AS seq FROM table_events WHERE table_id = $1 AND seq > $2 AND (type IN ('BettingClosed', 'TableConfigured') OR (type = 'ShoeEnded' AND payload->>'round' IS NULL AND payload->>'next' IS NULL))",
    [tableId, last],
  );
  const until = closed.rows[0]?.seq ?? null;
  const walks = afterEnd.walks.map((w) => w.type);
  if (walks.length === 0) return last;
  const walked = await db.pool.query<{ seq: number | null }>(
    "SELECT max(seq)::int AS seq FROM table_events WHERE table_id = $1 AND seq > $2 AND type = ANY($4::text[]) AND ($3::int IS NULL OR seq < $3)",
    [tableId, last, until, walks],
  );
  return Math.max(last, walked.rows[0]?.seq ?? last);
}

/**
 * The SQL condition that an event is one of the declared corrections naming the round `$3`, its
 * types and paths passed as parameters from `$first` on (never written into the text); null when
 * the family declares none.
 */
export function correctionsNaming(corrections: readonly Pick<AfterEndCorrection, "type" | "roundIdAt">[], first: number): { where: string; params: (string | readonly string[])[] } | null {
  if (corrections.length === 0) return null;
  const params = corrections.flatMap((c) => [c.type, c.roundIdAt]);
  const where = corrections.map((_, i) => `(type = $${first + 2 * i} AND payload #>> $${first + 2 * i + 1}::text[] = $3)`).join(" OR ");
  return { where, params };
}

/** A log's event type in words: "CardDealt" -> "Card dealt", "RoundVoided" -> "Round voided". */
export function eventWords(type: string): string {
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[._-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The staff fields an event may carry: who acted (`by`) and who approved a correction (`approvedBy`). */
const STAFF_FIELDS = ["by", "approvedBy"] as const;

/** The staff ids of a round's events, structurally: each step's actor, the events' staff fields, the frames' correction approvers. */
export function staffIdsOf(steps: readonly { readonly actorId: string | null; readonly event?: object; readonly frame: ReplayStep["frame"] }[]): string[] {
  const ids = new Set<string>();
  for (const s of steps) {
    if (s.actorId) ids.add(s.actorId);
    for (const field of STAFF_FIELDS) {
      const id = (s.event as Record<string, unknown> | undefined)?.[field];
      if (typeof id === "string" && id !== "") ids.add(id);
    }
    for (const c of correctionsOf(s.frame)) ids.add(c.approvedBy);
  }
  return [...ids];
}

/** The staff ids a replay's steps name (their actors and the frames' approvers). */
export function staffIdsIn(steps: readonly ReplayStep[]): string[] {
  return staffIdsOf(steps);
}

type Approved = { readonly approvedBy: string };

/** The corrections a replay frame lists, each with the staff member who approved it. */
function correctionsOf(frame: ReplayStep["frame"]): readonly Approved[] {
  const list = (frame as { corrections?: unknown } | null)?.corrections;
  return Array.isArray(list) ? (list as unknown[]).filter((c): c is Approved => typeof (c as Approved | null)?.approvedBy === "string") : [];
}

/** Staff members' names by id ("Dana Reyes"; the username when the account has no display name). */
export async function staffNames(db: Pick<Database, "pool">, ids: readonly string[]): Promise<ReadonlyMap<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.pool.query<{ id: string; display_name: string | null; username: string }>("SELECT id, display_name, username FROM staff WHERE id = ANY($1::text[])", [ids]);
  return new Map(rows.map((r) => [r.id, r.display_name?.trim() || r.username]));
}

/**
 * A staff id as the words say it: the name; the server's own steps "the system"; a paired
 * card-reading shoe ("shoe:<id>", lib/server/shoe) "the card-reading shoe"; an id the staff table
 * does not know "a staff member". No screen shows an internal id.
 */
export function staffNameOf(names: ReadonlyMap<string, string>): StaffName {
  return (id) => names.get(id) ?? names.get(id.toLowerCase()) ?? (id === "system" ? "the system" : id.startsWith("shoe:") ? "the card-reading shoe" : "a staff member");
}

/**
 * The steps with the staff members by name: the actor, and the approver of each correction in the
 * frame. The words were built with the names already (describe's `staff`); the server's own steps
 * ("system") have no actor.
 */
export function withStaffNames(steps: readonly ReplayStep[], names: ReadonlyMap<string, string>): ReplayStep[] {
  const nameOf = staffNameOf(names);
  return steps.map((s) => {
    const corrections = correctionsOf(s.frame);
    const frame = corrections.length && s.frame ? ({ ...s.frame, corrections: (s.frame as unknown as { corrections: readonly Approved[] }).corrections.map((c) => ({ ...c, approvedBy: nameOf(c.approvedBy) })) } as unknown as ReplayStep["frame"]) : s.frame;
    return { ...s, actor: s.actorId === null || (s.actorId === "system" && !names.has("system")) ? null : nameOf(s.actorId), frame };
  });
}

/** "$3.00 fees" and the like for list rows. */
export function money(cents: number | null): string {
  return cents === null ? "—" : formatCents(cents);
}
