/**
 * An anchor's root: one hash over every table's latest event hash at a moment (a shift close), so
 * that a root printed or sent to the regulator pins every table's log as it stood. A later change to
 * any event up to that version changes that table's hash, and so the root (docs/ledger.md).
 *
 * root = SHA-256 of the UTF-8 text of one line per table, "tableId:version:hash\n", the lines in
 * the byte order of the table ids; lowercase hex. A table without events is not in it.
 */
import type { AnchorLine } from "@/lib/contract/ledger";
import { sha256Hex } from "./event-encoding";

/** A table's latest version when the anchor was taken, and that event's hash. */
export type AnchorEntry = AnchorLine;

/** Byte order of UTF-8 (the order a third party gets with a plain byte sort). */
function byteOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));
}

/** The lines the root is taken over, in their order. */
export function anchorLines(entries: readonly AnchorEntry[]): string {
  return [...entries]
    .sort((a, b) => byteOrder(a.tableId, b.tableId))
    .map((e) => `${e.tableId}:${e.version}:${e.hash}\n`)
    .join("");
}

export function anchorRoot(entries: readonly AnchorEntry[]): string {
  return sha256Hex(anchorLines(entries));
}
