/**
 * The socket.io events of the `/tables` namespace, both ways: what a tablet, a wall display or a
 * floor dashboard sends (and the answer it gets), and what the server pushes. The gateway
 * (lib/server/gateway/socket-gateway.ts) and the browser stores (lib/client/table-store.ts,
 * floor-store.ts) are typed by these maps.
 */
import type { AlertMessage } from "./floor";
import type { ShoeRefusedNotice } from "./shoe";
import type { TableSummary } from "./table-summary";
import type { ViewPatch } from "./view-patch";

/** A command to a table: an id chosen by the device (a resend is answered, never applied twice) and the version it was made against. */
export interface CommandMessage {
  readonly tableId: string;
  readonly id: string;
  readonly expectedVersion: number;
  readonly command: { readonly type: string; readonly [field: string]: unknown };
}

/** The answer to a command: applied (at this version), or refused with a code and plain words. */
export type CommandAck =
  | { readonly ok: true; readonly version: number; readonly duplicate?: boolean }
  | { readonly ok: false; readonly code: string; readonly message: string; readonly version?: number; readonly view?: unknown };

/**
 * The refusal of a subscribe when the server running the table (another node) did not answer in
 * time: the table may well be live, so the device asks again shortly rather than saying it is not.
 */
export const TABLE_SERVER_SLOW = "TABLE_SERVER_SLOW";

export type SubscribeAck<V = unknown> =
  | { readonly ok: true; readonly tableId: string; readonly version: number; readonly view: V; readonly faulted: boolean }
  | { readonly ok: false; readonly code: string; readonly message: string };

/** `complete: false`: a node did not answer in time, so its tables' lines are missing (the dashboard asks again). */
export type FloorSubscribeAck =
  | { readonly ok: true; readonly tables: readonly TableSummary[]; readonly complete: boolean }
  | { readonly ok: false; readonly code: string; readonly message: string };

export interface TableClientEvents {
  /** `patches: true`: after the full view, send what changed (`table:patch`) rather than whole views. */
  "table:subscribe": (message: { readonly tableId: string; readonly patches?: boolean }, ack: (answer: SubscribeAck) => void) => void;
  "table:command": (message: CommandMessage, ack: (answer: CommandAck) => void) => void;
  "floor:subscribe": (message: Record<string, never>, ack: (answer: FloorSubscribeAck) => void) => void;
}

export interface TableServerEvents<V = unknown> {
  /** A table's view for the socket's role, after each committed command. */
  "table:view": (message: { readonly tableId: string; readonly version: number; readonly view: V }) => void;
  /** What changed from version `from` to `version` (to a device that asked for patches); apply it only at version `from`. */
  "table:patch": (message: { readonly tableId: string; readonly from: number; readonly version: number; readonly patch: ViewPatch }) => void;
  /** The table stopped (the database cannot commit) or came back. */
  "table:fault": (message: { readonly tableId: string; readonly faulted: boolean; readonly message: string }) => void;
  /** The table refused a card its card-reading shoe sent (to the dealer's tablet and the supervisors following it). */
  "table:shoe-refused": (message: ShoeRefusedNotice) => void;
  /** The floor's lines of the tables that changed, a few times a second. */
  "floor:tables": (summaries: readonly TableSummary[]) => void;
  "floor:fault": (message: { readonly tableId: string; readonly faulted: boolean; readonly message: string }) => void;
  "floor:alert": (message: AlertMessage) => void;
}
