/**
 * The hash-chained log on the wire (docs/ledger.md): an anchor as the shift close shows and prints
 * it, and the result of a verification.
 */

/** One table's line in an anchor: its latest version when the anchor was taken, and that event's hash. */
export interface AnchorLine {
  readonly tableId: string;
  readonly version: number;
  readonly hash: string;
}

export interface LedgerAnchorView {
  readonly id: string;
  /** When it was taken. */
  readonly at: string;
  /** "shift-close": taken as the shift ended; "on-demand": taken by a supervisor. */
  readonly kind: "shift-close" | "on-demand";
  readonly shiftStart: string | null;
  readonly shiftEnd: string | null;
  readonly shiftLabel: string | null;
  /** SHA-256 over the lines "tableId:version:hash\n" sorted by table id, lowercase hex. */
  readonly root: string;
  readonly tables: readonly AnchorLine[];
  /** The staff member who took it, or null for the server at the shift's end. */
  readonly madeBy: string | null;
}

/** A place where the log does not hold together: a table's first broken version (or an anchor of its own). */
export interface LedgerBreak {
  /** The table's id; null for an anchor whose root does not match its own lines. */
  readonly table: string | null;
  readonly version: number | null;
  readonly why: string;
}

/** The last verification the server ran (at start, at a shift close), for the floor. */
export interface LedgerStatus {
  readonly checkedAt: string;
  readonly tables: number;
  readonly events: number;
  readonly anchors: number;
  readonly broken: readonly LedgerBreak[];
}
