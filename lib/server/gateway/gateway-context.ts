import type { Namespace, Socket } from "socket.io";
import type { TableServerEvents } from "@/lib/contract/socket";
import type { Actor } from "@/lib/domain/table/machine";
import type { LiveTables } from "@/lib/server/tables/live-tables";

/** What the server sends is typed by the contract; what it receives is checked by zod, whatever its type. */
export type GatewayNamespace = Namespace<Record<string, (...args: never[]) => void>, TableServerEvents>;
export type GatewaySocket = Socket<Record<string, (...args: never[]) => void>, TableServerEvents>;

/** What the floor's alert monitor hears from the gateway (lib/server/floor/alerts.ts). */
export interface GatewayHooks {
  /** A command was refused (by the permission check or by the table). */
  onRefusal?(tableId: string, code: string, actor: Actor, detail: { command?: unknown; message?: string }): void;
  /** A socket started following a table (its first successful table:subscribe). */
  deviceConnected?(tableId: string, role: string, deviceId: string): void;
  /** A socket that followed the table closed. */
  deviceDisconnected?(tableId: string, role: string, deviceId: string): void;
}

/** What every handler of a connection shares: the namespace, the tables and the hooks. */
export interface GatewayContext {
  readonly ns: GatewayNamespace;
  readonly tables: LiveTables;
  readonly hooks: GatewayHooks;
}

export type AckFn = (answer: unknown) => void;

const IGNORE = () => {};

/** The message's acknowledgement, or nothing when the client asked for none. */
export function replier<T>(ack: unknown): (answer: T) => void {
  return typeof ack === "function" ? (ack as (answer: T) => void) : IGNORE;
}
