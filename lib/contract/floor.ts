/**
 * The floor dashboard on the wire: every table with its live line and its figures for the shift
 * (GET /api/floor/overview, `floor:tables`), the alerts a supervisor must see (`floor:alert`), and
 * the devices of each table.
 */
import type { TableSummary } from "./table-summary";

export type { TableSummary };

export interface TableFigures {
  readonly tableId: string;
  /** Completed hands in the last 60 minutes. */
  readonly handsLastHour: number;
  /** Completed hands in the current shift. */
  readonly handsThisShift: number;
  /** Net fee drop of the current shift (reversals included). */
  readonly dropThisShiftCents: number;
  readonly voidsThisShift: number;
}

export interface FloorTable {
  readonly id: string;
  readonly name: string;
  readonly gameId: string;
  readonly gameName: string;
  readonly seats: number;
  readonly minWagerCents: number;
  readonly maxWagerCents: number;
  readonly feeScheduleId: string;
  readonly feeOptionId: string;
  readonly summary: TableSummary | null;
  readonly figures: TableFigures | null;
  /** The dealers assigned to the table now (shift assignments), by name. */
  readonly dealers?: readonly string[];
  /** A dealer tablet of the table is connected. */
  readonly tabletConnected?: boolean;
}

export interface ShiftInfo {
  readonly shiftId: string;
  readonly name: string;
  readonly day: string;
  readonly label: string;
  readonly start: string;
  readonly end: string;
}

export interface FloorOverview {
  readonly now: string;
  readonly timeZone: string;
  readonly shift: ShiftInfo;
  readonly shifts: readonly { readonly id: string; readonly name: string; readonly start: string; readonly end: string }[];
  readonly tables: readonly FloorTable[];
}

export const ALERT_KINDS = ["game-broken", "third-hand-attempt", "table-idle", "device-offline", "database-fault", "repeated-refusals", "unfiled-pairing", "ledger-broken"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_TITLES: Readonly<Record<AlertKind, string>> = {
  "game-broken": "Game broken",
  "third-hand-attempt": "Third bank hand refused",
  "table-idle": "Table idle",
  "device-offline": "Dealer tablet offline",
  "database-fault": "Database failing",
  "repeated-refusals": "Repeated refusals",
  "unfiled-pairing": "Fee schedule not filed for the game",
  "ledger-broken": "Record changed: hash chain broken",
};

/**
 * How urgent each kind is on the floor: 0 first. A tablet offline, the database failing and a broken
 * game stop play; a refused third bank hand, repeated refusals and a table paying under a schedule not
 * filed for its game need a look; an idle table is a notice. A broken hash chain (a past record
 * changed) is as urgent as anything: the records are the room's licence.
 */
export const ALERT_SEVERITY: Readonly<Record<AlertKind, number>> = {
  "device-offline": 0,
  "database-fault": 0,
  "game-broken": 0,
  "ledger-broken": 0,
  "third-hand-attempt": 1,
  "repeated-refusals": 1,
  "unfiled-pairing": 1,
  "table-idle": 2,
};

/** The floor's order of alerts: most urgent first, newest first within each. */
export function compareAlerts(a: Pick<AlertView, "kind" | "raisedAt">, b: Pick<AlertView, "kind" | "raisedAt">): number {
  return ALERT_SEVERITY[a.kind] - ALERT_SEVERITY[b.kind] || b.raisedAt.localeCompare(a.raisedAt);
}

export interface AlertView {
  /** The row id; "pending:<n>" while the database has not taken it yet. */
  readonly id: string;
  readonly kind: AlertKind;
  readonly title: string;
  readonly tableId: string | null;
  readonly message: string;
  readonly detail: unknown;
  readonly occurrences: number;
  readonly raisedAt: string;
  readonly lastRaisedAt: string;
  /** The condition ended (tablet back, activity again); the alert stays until acknowledged. */
  readonly clearedAt: string | null;
  readonly acknowledgedBy: string | null;
  readonly acknowledgedAt: string | null;
  readonly acknowledgeNote: string | null;
  /** Not stored yet (the database is not answering). */
  readonly pending: boolean;
}

/** What the floor receives on `floor:alert`. */
export interface AlertMessage {
  readonly alert: AlertView;
  /** The provisional id this stored alert replaces. */
  readonly replaces?: string;
}

export interface DeviceStatus {
  readonly tableId: string;
  readonly role: string;
  readonly connected: number;
  readonly lastConnectedAt: string | null;
  readonly lastDisconnectedAt: string | null;
  /** When the table's last dealer tablet went away (dealer role only), while none is back. */
  readonly offlineSince: string | null;
}

