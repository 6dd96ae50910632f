/**
 * Walking one table's chain, event by event in version order: the pure part of the verification
 * (verify-ledger.ts reads the rows). The first break is what counts; everything after it is
 * suspect too, and the words say what was found there.
 */
import { eventHash, GENESIS_HASH } from "./event-encoding";

/** One stored event as the check reads it. */
export interface StoredLink {
  readonly seq: number;
  readonly type: string;
  readonly payload: unknown;
  readonly at: Date;
  readonly commandId: string | null;
  readonly actorId: string | null;
  readonly prevHash: string;
  readonly hash: string;
}

export interface ChainBreak {
  readonly version: number;
  readonly why: string;
}

/** Where a walk stands between chunks of rows. */
export interface ChainWalk {
  readonly tableId: string;
  /** The last version checked (0 before the first). */
  lastSeq: number;
  /** The stored hash of that version (GENESIS_HASH before the first). */
  lastHash: string;
  checked: number;
  firstBreak: ChainBreak | null;
  /** Stored hash of each version, for the anchors' and snapshots' checks (only those asked for). */
  readonly wanted: ReadonlySet<number>;
  readonly found: Map<number, string>;
}

export function startWalk(tableId: string, wanted: ReadonlySet<number> = new Set()): ChainWalk {
  return { tableId, lastSeq: 0, lastHash: GENESIS_HASH, checked: 0, firstBreak: null, wanted, found: new Map() };
}

/** Checks the next rows of the table (in version order) and moves the walk on. */
export function walk(w: ChainWalk, rows: readonly StoredLink[]): void {
  for (const row of rows) {
    w.checked += 1;
    if (w.wanted.has(row.seq)) w.found.set(row.seq, row.hash);
    if (!w.firstBreak) w.firstBreak = linkBreak(w, row);
    w.lastSeq = row.seq;
    w.lastHash = row.hash;
  }
}

function linkBreak(w: ChainWalk, row: StoredLink): ChainBreak | null {
  const expected = w.lastSeq + 1;
  if (row.seq > expected) {
    const missing = row.seq - expected === 1 ? `version ${expected} is missing` : `versions ${expected} to ${row.seq - 1} are missing`;
    return { version: expected, why: `${missing}: the log goes from version ${w.lastSeq} to version ${row.seq}` };
  }
  if (row.prevHash !== w.lastHash) {
    return {
      version: row.seq,
      why: w.lastSeq === 0 ? "the first event does not start the chain (its previous hash is not the starting hash)" : `its previous hash is not the hash of version ${w.lastSeq}: an event before it was changed, removed or moved`,
    };
  }
  const recomputed = eventHash({ tableId: w.tableId, seq: row.seq, type: row.type, event: row.payload, at: row.at, commandId: row.commandId, actorId: row.actorId, prevHash: row.prevHash });
  if (recomputed !== row.hash) {
    return { version: row.seq, why: "its content does not match its hash: it was changed after it was written (or moved to this version)" };
  }
  return null;
}

/** The earlier of two breaks (a table reports its first). */
export function earlier(a: ChainBreak | null, b: ChainBreak | null): ChainBreak | null {
  if (!a) return b;
  if (!b) return a;
  return b.version < a.version ? b : a;
}
