/**
 * The hash chain's canonical record of one table event (docs/ledger.md, "The encoding").
 *
 * Each event of a table is hashed over one JSON text, RFC 8785 (JCS) canonical, of every column that
 * says what happened: the table, the version (sequence number), the event's type and body, the time,
 * the command and its actor, and the hash of the table's previous event. Changing any of them, or
 * removing or moving an event, breaks the chain from there on. SHA-256 over the UTF-8 bytes of the
 * text, in lowercase hex, is the event's hash; the first event of a table follows GENESIS_HASH.
 *
 * The same text is made by the SQL function `ledger_event_text` (migration
 * 20261204100000_event_hash_chain) for inserts that bring no hash and for the events chained by the
 * migration; event-encoding.integration.test.ts holds the two against each other.
 */
import { createHash } from "node:crypto";
import canonicalize from "canonicalize";

/** What the first event of every table names as its previous hash: 64 zeros. */
export const GENESIS_HASH = "0".repeat(64);

/** Identifies this encoding in the regulator's export and the ledger's records. */
export const ENCODING_ID = "cardroom-ledger-1";

export interface LedgerEvent {
  readonly tableId: string;
  readonly seq: number;
  readonly type: string;
  /** The event as stored (the `payload` column). */
  readonly event: unknown;
  readonly at: Date;
  readonly commandId: string | null;
  readonly actorId: string | null;
  /** Lowercase hex SHA-256 of the table's previous event (GENESIS_HASH for version 1). */
  readonly prevHash: string;
}

/** RFC 8785 canonical JSON of one value (the event body). */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError("this value has no JSON form");
  return text;
}

/**
 * The canonical record: the JCS text of
 * `{"actor", "at", "command", "event", "prev", "seq", "table", "type"}` (JCS orders the keys so).
 * Built by concatenation, which equals `canonicalize` of that object (a property test holds it):
 * the body is canonicalised once, not twice.
 */
export function eventRecordText(e: LedgerEvent, eventJson: string = canonicalJson(e.event)): string {
  return (
    `{"actor":${JSON.stringify(e.actorId)},"at":"${e.at.toISOString()}","command":${JSON.stringify(e.commandId)},` +
    `"event":${eventJson},"prev":"${e.prevHash}","seq":${e.seq},"table":${JSON.stringify(e.tableId)},"type":${JSON.stringify(e.type)}}`
  );
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** The event's own hash: SHA-256 of its canonical record, lowercase hex. */
export function eventHash(e: LedgerEvent): string {
  return sha256Hex(eventRecordText(e));
}

/** Hashes for events appended together: each names the one before it. Returns one hash per event. */
export function chainHashes(
  tableId: string,
  firstSeq: number,
  prevHash: string,
  events: readonly { readonly type: string }[],
  meta: { readonly at: Date; readonly commandId: string | null; readonly actorId: string | null },
): string[] {
  const hashes: string[] = [];
  let prev = prevHash;
  events.forEach((event, i) => {
    prev = eventHash({ tableId, seq: firstSeq + i, type: event.type, event, at: meta.at, commandId: meta.commandId, actorId: meta.actorId, prevHash: prev });
    hashes.push(prev);
  });
  return hashes;
}

export const HASH_PATTERN = /^[0-9a-f]{64}$/;
