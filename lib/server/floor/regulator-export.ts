/**
 * The regulator's export: one JSON document per table and local day with everything a Bureau
 * auditor asks for — the game and its options with the rules version, the fee schedule option in
 * force (and any change during the day) with its source line, the rotation log (every offer,
 * acceptance, decline, pass and broken game), the fee drops and the counted drop with the
 * variance, every round (cards, wagers, fees, settlement ledger) replayed from the event log, and
 * every shoe of the day with the proof of its order once it has ended; and the day's events with
 * their hashes and the anchors, so the record can be checked without us (lib/server/ledger/ledger-export.ts).
 */
import type { Database } from "@/lib/server/db/database";
import type { TableSettingsBase } from "@/lib/domain/table/common/settings";
import { floorFamilyOfTable } from "./families";
import { feeOptionRecord, type FeeOptionRecord, type FloorState } from "@/lib/domain/table/common/floor-records";
import { describeRotation } from "@/lib/domain/table/common/floor-words";
import type { ExportedRound, GameRecord } from "@/lib/contract/history";
import type { AnyFloorFamily } from "./families";
import { replayTable, staffNameOf, staffNames, type LoggedEvent } from "./history";
import { countsOverlapping, type ShiftCountRow } from "./shift-close";
import { NO_PLAY, playFigures, type PlayFigures } from "./play-figures";
import { dayWindow } from "@/lib/domain/shifts/shifts";
import { shoesDuring, type ShoeRecord } from "./shoe-proof";
import type { FloorSettings } from "./settings";
import { ledgerExport, stillSecret, type LedgerExport } from "@/lib/server/ledger/ledger-export";
import type { SettlementDifference } from "@/lib/domain/table/common/settlement-difference";
import { correctedRound } from "@/lib/domain/table/common/after-end";
import type { EndedRoundCorrected } from "@/lib/domain/table/common/ended-round-corrections";

export type { ExportedRound, GameRecord, FeeOptionRecord };

export const EXPORT_FORMAT = "cardroom.regulator-export";
/** 2: adds `ledger` (the hash chain, issue 32). The names beside staff ids (`voidedByName`, `byName`) and a round's `asEnded` and `correctedAfterEnd` are added fields: still 2. */
export const EXPORT_VERSION = 2;

/** A correction of a round after it ended, as the export lists it: the money difference made at the table. */
export interface EndedCorrectionRecord {
  readonly seq: number;
  readonly at: string;
  readonly by: string;
  /** The staff member's name ("Demo Floor Supervisor"). */
  readonly byName: string;
  readonly words: string;
  readonly reason: string;
  /** Per seat and for the bank: what was paid, what the corrected round pays, the difference. */
  readonly difference: SettlementDifference;
  /** What the bank carried into the next round gained (+) or lost (-). */
  readonly bankChangeCents: number;
}

/**
 * A round of the export. After a correction made once the round had ended (EndedRoundCorrected),
 * the record is the round as corrected (its `adjustment`: the money paid first and the difference),
 * `asEnded` the record as it first ended (its cards, result and ledger as paid), and
 * `correctedAfterEnd` each such correction with its difference: the original and the adjustment both.
 */
export type ExportedRoundRecord = ExportedRound & {
  /** The name of the staff member who voided the round (beside `voidedBy`, their id); null when not voided. */
  readonly voidedByName: string | null;
  readonly asEnded?: ExportedRound;
  readonly correctedAfterEnd?: readonly EndedCorrectionRecord[];
};

export interface RotationLogEntry {
  readonly seq: number;
  readonly at: string;
  readonly type: string;
  readonly seat: number | null;
  readonly player: string | null;
  readonly detail: unknown;
  readonly text: string;
}

export interface RegulatorExport {
  readonly format: typeof EXPORT_FORMAT;
  readonly version: number;
  readonly generatedAt: string;
  readonly generatedBy: string;
  readonly room: { readonly id: string; readonly name: string };
  readonly table: { readonly id: string; readonly name: string };
  readonly day: string;
  readonly timeZone: string;
  readonly period: { readonly from: string; readonly to: string };
  /** The game family of the table's log ("baccarat", "no-bust"): the shape of `game` and of each round follows it. */
  readonly family: string | null;
  readonly game: GameRecord | null;
  readonly feeSchedule: { readonly atStartOfDay: FeeOptionRecord | null; readonly changes: readonly { readonly seq: number; readonly at: string; readonly by: string; readonly byName: string; readonly to: FeeOptionRecord }[] };
  readonly rotationLog: readonly RotationLogEntry[];
  readonly feeDrops: {
    /** Each fee taken or reversed; `roundId` null for a fee of no round (poker time), `collection` the schedule's collection it is. */
    readonly rows: readonly { readonly id: string; readonly roundId: string | null; readonly payerKind: string; readonly seat: number | null; readonly collection: string | null; readonly scheduleId: string; readonly optionId: string; readonly source: string; readonly cents: number; readonly reversesId: string | null; readonly takenAt: string }[];
    readonly byPayer: Readonly<Record<string, number>>;
    /** Net cents by the schedule's collection (per-spot, player-dealer, poker-drop, time; "other" before it was recorded). */
    readonly byCollection: Readonly<Record<string, number>>;
    readonly takenCents: number;
    readonly reversedCents: number;
    readonly netCents: number;
  };
  readonly variance: {
    readonly counts: readonly (ShiftCountRow & { readonly recordedNowCents: number; readonly varianceNowCents: number })[];
    readonly countedCents: number;
    readonly recordedCents: number;
    readonly varianceCents: number;
  };
  /** The day's play: hands, hands per hour, kill pots run, time collected and the drop from the pot. */
  readonly play: PlayFigures;
  readonly rounds: readonly ExportedRoundRecord[];
  /** The shoes in play during the day: each server shoe's order hash, and its order and salt once it ended. */
  readonly shoes: readonly ShoeRecord[];
  readonly tableEvents: { readonly first: number | null; readonly last: number | null; readonly count: number };
  readonly audit: readonly { readonly at: string; readonly staffId: string | null; readonly action: string; readonly detail: unknown; readonly reason: string | null }[];
  /** The day's events with their hashes, the encoding in words and the anchors: what a third party needs to check the record (docs/ledger.md). */
  readonly ledger: LedgerExport;
}

/** A round's record without what the export adds about its corrections after it ended. */
function withoutHistory(record: Omit<ExportedRoundRecord, "voidedByName" | "correctedAfterEnd"> & { readonly correctedAfterEnd?: unknown }): ExportedRound {
  const { asEnded: _asEnded, correctedAfterEnd: _corrected, ...rest } = record;
  return rest as ExportedRound;
}

/** A round as the day's replay records it, before the staff's names are put beside their ids. */
type Recorded = Omit<ExportedRoundRecord, "voidedByName" | "correctedAfterEnd"> & { readonly correctedAfterEnd?: readonly Omit<EndedCorrectionRecord, "byName">[] };
type FeeChange = Omit<RegulatorExport["feeSchedule"]["changes"][number], "byName">;
type DayWindow = { readonly start: Date; readonly end: Date };

/**
 * Builds the export of one table for one local day. Null when the table does not exist. Rounds are
 * those opened during the day; fee drops those taken during the day (void reversals included).
 */
export async function regulatorExport(
  db: Pick<Database, "pool">,
  input: { tableId: string; day: string; settings: Pick<FloorSettings, "timeZone">; generatedBy: string; now: Date },
): Promise<RegulatorExport | null> {
  const { tableId, day } = input;
  const tz = input.settings.timeZone;
  const table = await db.pool.query<{ id: string; name: string; room_id: string; room_name: string }>(
    "SELECT t.id, t.name, t.room_id, r.name AS room_name FROM tables t JOIN rooms r ON r.id = t.room_id WHERE t.id = $1",
    [tableId],
  );
  const row = table.rows[0];
  if (!row) return null;
  const window = dayWindow(day, tz);
  const range = await db.pool.query<{ first: number | null; last: number | null; n: number }>(
    "SELECT min(seq)::int AS first, max(seq)::int AS last, count(*)::int AS n FROM table_events WHERE table_id = $1 AND created_at >= $2 AND created_at < $3",
    [tableId, window.start, window.end],
  );
  const span = range.rows[0] ?? { first: null, last: null, n: 0 };

  const family: AnyFloorFamily | null = await floorFamilyOfTable(db, tableId);
  const { atStart: settings, feeChanges, rotationLog, rounds } = family ? await replayDay(db, tableId, family, span, window) : { atStart: null, feeChanges: [], rotationLog: [], rounds: new Map<string, Recorded>() };
  const feeDrops = await feeDropsOfDay(db, tableId, window);
  const play = (await playFigures(db, { from: window.start, to: window.end }, tableId)).get(tableId) ?? NO_PLAY;
  const variance = await varianceOfDay(db, tableId, window);

  // The staff members by name beside their ids, as the replay names them (history.ts).
  const recorded = [...rounds.values()];
  const ids = [...feeChanges.map((c) => c.by), ...recorded.flatMap((r) => [...(r.voidedBy ? [r.voidedBy] : []), ...(r.correctedAfterEnd ?? []).map((c) => c.by)])];
  const nameOf = staffNameOf(await staffNames(db, [...new Set(ids)]));
  const exportedRounds: ExportedRoundRecord[] = recorded
    .map((r) => ({
      ...r,
      voidedByName: r.voidedBy ? nameOf(r.voidedBy) : null,
      ...(r.correctedAfterEnd ? { correctedAfterEnd: r.correctedAfterEnd.map((c) => ({ ...c, byName: nameOf(c.by) })) } : {}),
    }) as ExportedRoundRecord)
    .sort((a, b) => a.handNumber - b.handNumber);

  const audits = await db.pool.query<{ at: Date; staff_id: string | null; action: string; detail: unknown; reason: string | null }>(
    "SELECT at, staff_id, action, detail, reason FROM audit_entries WHERE table_id = $1 AND at >= $2 AND at < $3 ORDER BY id",
    [tableId, window.start, window.end],
  );

  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    generatedAt: input.now.toISOString(),
    generatedBy: input.generatedBy,
    room: { id: row.room_id, name: row.room_name },
    table: { id: row.id, name: row.name },
    day,
    timeZone: tz,
    period: { from: window.start.toISOString(), to: window.end.toISOString() },
    family: family?.family ?? null,
    game: settings && family ? family.gameRecord(settings) : null,
    feeSchedule: { atStartOfDay: settings ? feeOptionRecord(settings.fee) : null, changes: feeChanges.map((c) => ({ ...c, byName: nameOf(c.by) })) },
    rotationLog,
    feeDrops,
    variance,
    play,
    rounds: exportedRounds,
    shoes: await shoesDuring(db, tableId, window),
    tableEvents: { first: span.first, last: span.last, count: span.n },
    audit: audits.rows.map((a) => ({ at: a.at.toISOString(), staffId: a.staff_id, action: a.action, detail: a.detail, reason: a.reason })),
    ledger: await ledgerExport(db.pool, tableId, window, await stillSecret(db.pool, tableId)),
  };
}

/**
 * The day's events replayed: the settings in force at the start of the day, the fee schedule's
 * changes, the rotation log and every round opened during the day (one still open as it stands).
 */
async function replayDay(
  db: Pick<Database, "pool">,
  tableId: string,
  family: AnyFloorFamily,
  span: { readonly first: number | null; readonly last: number | null },
  window: DayWindow,
): Promise<{ atStart: TableSettingsBase | null; feeChanges: FeeChange[]; rotationLog: RotationLogEntry[]; rounds: Map<string, Recorded> }> {
  let atStart: TableSettingsBase | null = null;
  const feeChanges: FeeChange[] = [];
  const rotationLog: RotationLogEntry[] = [];
  const rounds = new Map<string, Recorded>();
  const openedAt = new Map<string, Date>();

  if (span.first === null || span.last === null) {
    // No event that day: the settings in force are those of the log so far.
    const before = await db.pool.query<{ last: number | null }>("SELECT max(seq)::int AS last FROM table_events WHERE table_id = $1 AND created_at < $2", [tableId, window.start]);
    const last = before.rows[0]?.last ?? null;
    if (last !== null) atStart = (await replayTable(db, tableId, last + 1, last, () => {}, family)).settings;
    return { atStart, feeChanges, rotationLog, rounds };
  }
  const stateAtStart = await replayTable(db, tableId, span.first, span.last, (logged, before, after) => {
    if (atStart === null) atStart = before.settings ?? after.settings;
    const e = logged.event;
    switch (e.type) {
      case "Rotation": {
        const r = e.rotation;
        rotationLog.push({
          seq: logged.seq,
          at: logged.at.toISOString(),
          type: r.type,
          seat: "seat" in r ? r.seat : null,
          player: "player" in r ? r.player : null,
          detail: r,
          text: describeRotation(r),
        });
        break;
      }
      case "FeeOptionChanged":
        if (after.settings) feeChanges.push({ seq: logged.seq, at: logged.at.toISOString(), by: e.by, to: feeOptionRecord(after.settings.fee) });
        break;
      case "RoundOpened":
        openedAt.set(e.roundId, logged.at);
        break;
      case "RoundCompleted": {
        const round = before.round;
        if (round && before.settings && openedAt.has(round.id)) rounds.set(round.id, family.withResult(family.exportRound(round, before.settings, openedAt.get(round.id)!), e, logged.at));
        break;
      }
      case "RoundVoided": {
        const round = before.round;
        if (round && before.settings && openedAt.has(round.id)) {
          rounds.set(round.id, { ...family.exportRound(round, before.settings, openedAt.get(round.id)!), status: "voided", endedAt: logged.at.toISOString(), voidReason: e.reason, voidedBy: e.by });
        }
        break;
      }
      default: {
        // A correction made once its round had ended, as the family declares its corrections (its `afterEnd`).
        const roundId = correctedRound(family.afterEnd, e);
        const opened = roundId === null ? undefined : openedAt.get(roundId);
        const corrected = roundId !== null && opened ? correctedAfterEnd(family, logged, e, after, opened, rounds.get(roundId)) : null;
        if (corrected) rounds.set(roundId!, corrected);
        break;
      }
    }
  }, family);
  // A round still open at the end of the day (or now) is exported as it stands.
  const open = stateAtStart.round;
  // Its face-down cards are not shown until it is over (security.md): its record is made from what is face up (the family's `faceUp`).
  const settings = stateAtStart.settings;
  if (open && settings && openedAt.has(open.id) && !rounds.has(open.id)) {
    rounds.set(open.id, family.faceUp.exportRound({ ...stateAtStart, round: open, settings }, openedAt.get(open.id)!));
  }
  return { atStart, feeChanges, rotationLog, rounds };
}

/**
 * The last round corrected after it ended (ended-round-corrections.ts): its record as corrected, with the money
 * paid first (the original settlement as walked), the corrected ledger and the difference made at the table;
 * null where the corrected round cannot be read. A family's own correction that keeps no ended round and
 * walks no difference (poker's: the hand's stored result corrected) is not one: its rounds' records stay as they ended.
 */
function correctedAfterEnd(
  family: AnyFloorFamily,
  logged: LoggedEvent,
  event: { readonly type: string },
  after: FloorState,
  opened: Date,
  was: Recorded | undefined,
): Recorded | null {
  const ended = after.endedRound?.round as FloorState["round"] | undefined;
  if (!ended || !after.settings || !("difference" in event)) return null;
  const e = event as EndedRoundCorrected;
  const completed = { type: "RoundCompleted", round: e.completed, at: e.at } as unknown as Parameters<typeof family.withResult>[1];
  const record = family.withResult(family.exportRound(ended, after.settings, opened), completed, logged.at);
  // The record as it first ended stays beside the corrected one, with every correction's difference.
  const asEnded = was ? (was.asEnded ?? withoutHistory(was)) : undefined;
  const correction: Omit<EndedCorrectionRecord, "byName"> = { seq: logged.seq, at: logged.at.toISOString(), by: e.by, words: e.words, reason: e.reason, difference: e.difference, bankChangeCents: e.bankChange };
  return {
    ...record,
    ...(was?.endedAt ? { endedAt: was.endedAt } : {}),
    ...(asEnded ? { asEnded } : {}),
    correctedAfterEnd: [...(was?.correctedAfterEnd ?? []), correction],
  };
}

/** The fees taken and reversed during the day, each and summed by payer and by collection. */
async function feeDropsOfDay(db: Pick<Database, "pool">, tableId: string, window: DayWindow): Promise<RegulatorExport["feeDrops"]> {
  const drops = await db.pool.query<{ id: string; round_id: string | null; payer_kind: string; seat: number | null; collection: string | null; schedule_id: string; option_id: string; source: string; cents: number; reverses_id: string | null; taken_at: Date }>(
    "SELECT id, round_id, payer_kind, seat, collection, schedule_id, option_id, source, cents, reverses_id, taken_at FROM fee_drops WHERE table_id = $1 AND taken_at >= $2 AND taken_at < $3 ORDER BY taken_at, id",
    [tableId, window.start, window.end],
  );
  const byPayer: Record<string, number> = {};
  const byCollection: Record<string, number> = {};
  for (const d of drops.rows) {
    byPayer[d.payer_kind] = (byPayer[d.payer_kind] ?? 0) + d.cents;
    byCollection[d.collection ?? "other"] = (byCollection[d.collection ?? "other"] ?? 0) + d.cents;
  }
  const taken = drops.rows.filter((d) => d.reverses_id === null).reduce((s, d) => s + d.cents, 0);
  const reversed = drops.rows.filter((d) => d.reverses_id !== null).reduce((s, d) => s + d.cents, 0);
  return {
    rows: drops.rows.map((d) => ({ id: d.id, roundId: d.round_id, payerKind: d.payer_kind, seat: d.seat, collection: d.collection, scheduleId: d.schedule_id, optionId: d.option_id, source: d.source, cents: d.cents, reversesId: d.reverses_id, takenAt: d.taken_at.toISOString() })),
    byPayer,
    byCollection,
    takenCents: taken,
    reversedCents: reversed,
    netCents: taken + reversed,
  };
}

/** The counted drops of the shifts overlapping the day, each against the shift's recorded drop now. */
async function varianceOfDay(db: Pick<Database, "pool">, tableId: string, window: DayWindow): Promise<RegulatorExport["variance"]> {
  const counts = await countsOverlapping(db, tableId, window);
  // The latest count of each shift counts; the variance is against the shift's recorded drop now.
  const latest = new Map<string, ShiftCountRow>();
  for (const c of counts) {
    const key = `${c.shiftStart}|${c.shiftEnd}`;
    const prev = latest.get(key);
    if (!prev || prev.enteredAt <= c.enteredAt) latest.set(key, c);
  }
  const countRows = [];
  for (const c of counts) {
    const rec = await db.pool.query<{ cents: number }>("SELECT coalesce(sum(cents), 0)::int AS cents FROM fee_drops WHERE table_id = $1 AND taken_at >= $2 AND taken_at < $3", [tableId, c.shiftStart, c.shiftEnd]);
    const recordedNow = rec.rows[0]?.cents ?? 0;
    countRows.push({ ...c, recordedNowCents: recordedNow, varianceNowCents: c.countedCents - recordedNow });
  }
  const latestRows = countRows.filter((c) => latest.get(`${c.shiftStart}|${c.shiftEnd}`)?.id === c.id);
  return {
    counts: countRows,
    countedCents: latestRows.reduce((s, c) => s + c.countedCents, 0),
    recordedCents: latestRows.reduce((s, c) => s + c.recordedNowCents, 0),
    varianceCents: latestRows.reduce((s, c) => s + c.varianceNowCents, 0),
  };
}
