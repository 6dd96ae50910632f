/**
 * The events of a family's log that may follow a round's end and still belong to that round, as
 * the family declares them in its floor records (`FloorRecords.afterEnd`): the round's replay runs
 * on to them, and only a family knows which they are and how they name the round. A new family
 * declares its own; the floor (lib/server/floor/history.ts) names none of them.
 */
import { walkingEndedRound, type EndedRoundCorrected, type WithEndedRound } from "./ended-round-corrections";

/** What the table's records keep of a correction after the round's end (lib/server/tables/table-projection.ts). */
export interface AfterEndRecord {
  /** The round's record as corrected (its stored result) and when it ended (ms), as it stays on record. */
  readonly result: unknown;
  readonly endedAt: number;
  /** The audit entry: who approved it, its action, what it changed, the reason given. */
  readonly audit: { readonly by: string; readonly action: string; readonly detail: Readonly<Record<string, unknown>>; readonly reason: string };
}

/**
 * A correction made once the round had ended: its event type, the path of keys to the round's id
 * in its payload, and what the table's records keep of it (`record`, given an event of that type).
 */
export interface AfterEndCorrection<T extends string = string> {
  readonly type: T;
  readonly roundIdAt: readonly string[];
  record(event: { readonly type: T }): AfterEndRecord;
}

/** A step made at the table for such a correction (a difference walked): its event type, and the round the state before it is walking. */
export interface AfterEndWalk<S, T extends string = string> {
  readonly type: T;
  roundOf(before: S): string | null;
}

/** `T`: the family's event types (a type it does not log is refused when it declares it). */
export interface AfterEnd<S, T extends string = string> {
  readonly corrections: readonly AfterEndCorrection<T>[];
  /** Read only after one of the corrections: they belong to the round up to the next "no more bets" (history.ts). */
  readonly walks: readonly AfterEndWalk<S, T>[];
}

/**
 * Every family with the shell's ended-round corrections (ended-round-corrections.ts): the correction
 * names the round (`EndedRoundCorrected.roundId`), and each difference then made at the table
 * (`SettlementProgressed`) is for the round the state is walking.
 */
export const ENDED_ROUND_AFTER_END: AfterEnd<WithEndedRound, "EndedRoundCorrected" | "SettlementProgressed"> = {
  corrections: [
    {
      type: "EndedRoundCorrected",
      roundIdAt: ["roundId"],
      // Its record as corrected, its end where it was, audited with the difference.
      record: (event) => {
        const e = event as EndedRoundCorrected;
        const detail = { roundId: e.roundId, handNumber: e.handNumber, correction: e.words, difference: e.difference.words, bankChange: e.bankChange };
        return { result: e.completed, endedAt: e.endedAt, audit: { by: e.by, action: "round.correct-ended", detail, reason: e.reason } };
      },
    },
  ],
  walks: [{ type: "SettlementProgressed", roundOf: (before) => walkingEndedRound(before)?.id ?? null }],
};

/** The payload's value at a path of keys, when it is a string. */
function stringAt(payload: unknown, path: readonly string[]): string | null {
  let at: unknown = payload;
  for (const key of path) at = at !== null && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined;
  return typeof at === "string" ? at : null;
}

/** The round a correction made after its end names, as the family declares its corrections; null for any other event. */
export function correctedRound<S>(afterEnd: AfterEnd<S>, event: { readonly type: string }): string | null {
  const correction = afterEnd.corrections.find((c) => c.type === event.type);
  return correction ? stringAt(event, correction.roundIdAt) : null;
}

/** The round a correction after its end names and what the table's records keep of it; null for any other event. */
export function afterEndRecord<S>(afterEnd: AfterEnd<S>, event: { readonly type: string }): (AfterEndRecord & { readonly roundId: string }) | null {
  const correction = afterEnd.corrections.find((c) => c.type === event.type);
  const roundId = correction ? stringAt(event, correction.roundIdAt) : null;
  return correction && roundId !== null ? { roundId, ...correction.record(event) } : null;
}

/** The round an event after a round's end belongs to, as the family declares it; null: none (not one of its after-end events). */
export function roundAfterEnd<S>(afterEnd: AfterEnd<S>, event: { readonly type: string }, before: S): string | null {
  if (afterEnd.corrections.some((c) => c.type === event.type)) return correctedRound(afterEnd, event);
  const walk = afterEnd.walks.find((w) => w.type === event.type);
  return walk ? walk.roundOf(before) : null;
}
