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
import crypto from "node:crypto";
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

/**
 * Every member name of the value being canonicalised, each once and sorted as JCS sorts them (by
 * UTF-16 code units, as `<` compares strings), gathered by `plainJson`. Reused: one
 * canonicalisation runs at a time, and nothing it calls can start another.
 */
const names: string[] = [];

/** Puts `name` in its sorted place in `names`, unless it is there already (no array is made for it). */
function noteName(name: string): void {
  let low = 0;
  let high = names.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (names[middle]! < name) low = middle + 1;
    else high = middle;
  }
  if (names[low] === name) return;
  for (let i = names.length; i > low; i--) names[i] = names[i - 1]!;
  names[low] = name;
}

/** A UTF-16 surrogate: only a string holding one can hold a lone one, which JCS refuses. */
const SURROGATE = /[\uD800-\uDFFF]/;

/** Deeper than this, the library decides (it refuses a value that contains itself). */
const MAX_DEPTH = 64;

/**
 * Whether `value` is plain JSON data that `JSON.stringify` writes exactly as RFC 8785 would once
 * every object's members come in sorted order: finite numbers, strings without surrogates, and
 * objects of Object's own prototype (or none) with no `__proto__` member and no `toJSON`. Gathers
 * every member name into `names` on the way.
 */
function plainJson(value: unknown, depth: number): boolean {
  if (value === null || value === undefined || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value === "string") return !SURROGATE.test(value);
  if (typeof value !== "object" || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return false;
    for (let i = 0; i < value.length; i++) if (!plainJson(value[i], depth + 1)) return false;
    return true;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") return false;
  for (const name in value) {
    if (name === "__proto__" || SURROGATE.test(name)) return false;
    noteName(name);
    if (!plainJson((value as Record<string, unknown>)[name], depth + 1)) return false;
  }
  return true;
}

/**
 * RFC 8785 canonical JSON of one value (the event body): `canonicalize`'s text exactly (a property
 * test holds the two equal), but for an array's hole, which the library wrote as nothing (not
 * JSON) and this writes as null, as JSON.stringify and the SQL function do. Plain JSON data, which every event is, is written by one
 * `JSON.stringify` given the sorted names of all its members: it writes each object's members in
 * that list's order, so sorted, and skips the names an object lacks. That makes one string where
 * the library makes one per value and member plus a set and a sorted copy of the names per object
 * (most of what the hash chain allocated per command, docs/performance.md). Anything else (a lone
 * surrogate, NaN, a class instance, `toJSON`) goes to the library, which refuses or converts it.
 */
export function canonicalJson(value: unknown): string {
  names.length = 0;
  let text: string | undefined;
  if (plainJson(value, 0)) {
    text = JSON.stringify(value, names);
  } else {
    text = canonicalize(value);
  }
  names.length = 0;
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

/** Node's one-call hash (20.12 and later) makes no Hash object per event. */
const oneShotHash = (crypto as { hash?: (algorithm: string, data: string, encoding: "hex") => string }).hash;

export function sha256Hex(text: string): string {
  return oneShotHash ? oneShotHash("sha256", text, "hex") : crypto.createHash("sha256").update(text, "utf8").digest("hex");
}

/** The event's own hash: SHA-256 of its canonical record, lowercase hex. */
export function eventHash(e: LedgerEvent): string {
  return sha256Hex(eventRecordText(e));
}

/** Events appended together, chained: one hash per event and the canonical JSON of each body. */
export interface ChainedEvents {
  readonly hashes: string[];
  /** Each event's canonical JSON, the text its hash covers: the append stores this very text. */
  readonly texts: string[];
}

/** Chains events appended together (each names the hash of the one before it), keeping each body's canonical JSON. */
export function chainEvents(
  tableId: string,
  firstSeq: number,
  prevHash: string,
  events: readonly { readonly type: string }[],
  meta: { readonly at: Date; readonly commandId: string | null; readonly actorId: string | null },
): ChainedEvents {
  const hashes: string[] = [];
  const texts: string[] = [];
  let prev = prevHash;
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    const text = canonicalJson(event);
    prev = sha256Hex(eventRecordText({ tableId, seq: firstSeq + i, type: event.type, event, at: meta.at, commandId: meta.commandId, actorId: meta.actorId, prevHash: prev }, text));
    hashes.push(prev);
    texts.push(text);
  }
  return { hashes, texts };
}

/** Hashes for events appended together: each names the one before it. Returns one hash per event. */
export function chainHashes(
  tableId: string,
  firstSeq: number,
  prevHash: string,
  events: readonly { readonly type: string }[],
  meta: { readonly at: Date; readonly commandId: string | null; readonly actorId: string | null },
): string[] {
  return chainEvents(tableId, firstSeq, prevHash, events, meta).hashes;
}

export const HASH_PATTERN = /^[0-9a-f]{64}$/;
