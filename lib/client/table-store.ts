"use client";
import { io, type Socket } from "socket.io-client";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { TableClientEvents, TableServerEvents } from "@/lib/contract/socket";
import { connectErrorWords } from "./connect-error";
import { CommandSender } from "./command-sender";
import { TableView } from "./table-view";

/** An answer from the table server to a command. */
export type CommandAnswer =
  | { ok: true; version: number; duplicate?: boolean }
  | { ok: false; code: string; message: string; version?: number };

export interface TableConnectionState<V> {
  tableId: string;
  connected: boolean;
  /** False until the first view arrived. */
  ready: boolean;
  version: number;
  view: V | null;
  /** Set while a command is on its way; the screen shows progress and blocks a second tap. */
  pending: string | null;
  /** The last refusal, in plain words, until the next successful command. */
  error: { code: string; message: string } | null;
  faulted: string | null;
  send(command: { type: string } & Record<string, unknown>): Promise<CommandAnswer>;
  clearError(): void;
  close(): void;
}

const ACK_TIMEOUT_MS = 6000;
/** Pause before asking again about a step the server could not tell was saved. */
const RETRY_MS = 1000;

export { CHECKING_MESSAGE } from "./command-sender";

/** The device's socket to the table server: what the server sends is typed by the contract. */
export type TableSocket<V> = Socket<TableServerEvents<V>, TableClientEvents>;

export interface TableStoreOptions {
  auth?: Record<string, string>;
  url?: string;
  /** How long to wait for a command's answer before asking again (tests shorten it). */
  ackTimeoutMs?: number;
  /** Pause between two questions about a step whose outcome the server could not tell. */
  retryMs?: number;
}

/**
 * One device's live connection to one table. The server is the only source of truth: the store
 * keeps the last view it sent and the version it was made at. A command carries that version and
 * an id. When its answer is lost (network drop), or the server answers that it cannot tell whether
 * the step was saved (OUTCOME_UNKNOWN: the database's answer was lost), the same id is sent again
 * until a definite answer comes (applied, a duplicate of one applied, or refused), never a new id:
 * the step is applied at most once, and the screen says meanwhile that it is checking.
 */
export function createTableStore<V>(tableId: string, options: TableStoreOptions = {}): StoreApi<TableConnectionState<V>> {
  const socket = openTableSocket<V>(options);
  const store: StoreApi<TableConnectionState<V>> = createStore<TableConnectionState<V>>()((set) => ({
    tableId,
    connected: false,
    ready: false,
    version: 0,
    view: null,
    pending: null,
    error: null,
    faulted: null,
    // Commands go out one at a time, in the order they were given: a fast dealer's next tap waits
    // for the previous one's answer instead of being dropped. A refusal cancels what is queued
    // behind it, so nothing is applied on top of a step the dealer has to look at again.
    send: (command): Promise<CommandAnswer> => commands.send(command),
    clearError() {
      set({ error: null });
    },
    close() {
      commands.close();
      socket.close();
    },
  }));
  const view = new TableView<V>(socket, tableId, store);
  const commands: CommandSender<V> = new CommandSender<V>(socket, tableId, store, view, options.ackTimeoutMs ?? ACK_TIMEOUT_MS, options.retryMs ?? RETRY_MS);
  followConnection(socket, tableId, store, view, commands);
  return store;
}

function openTableSocket<V>(options: TableStoreOptions): TableSocket<V> {
  return io(`${options.url ?? ""}/tables`, {
    auth: options.auth,
    transports: ["websocket", "polling"],
    reconnectionDelay: 300,
    // Give up on a silent connection after 5 s (not socket.io's 20 s) so a wall or tablet comes back quickly.
    timeout: 5000,
    reconnectionDelayMax: 3000,
    withCredentials: true,
  });
}

/**
 * The socket's own news: connected (subscribe, and the commands waiting go on), disconnected (by
 * the server: try once more), not reachable, the table stopped, and a card its shoe sent refused.
 */
function followConnection<V>(socket: TableSocket<V>, tableId: string, store: StoreApi<TableConnectionState<V>>, view: TableView<V>, commands: CommandSender<V>): void {
  socket.on("connect", () => {
    store.setState({ connected: true });
    view.subscribe();
    commands.connected();
  });
  socket.on("disconnect", (reason) => {
    store.setState({ connected: false });
    // Closed by the server (sign-out, a revoked display, a changed shift assignment, an expired
    // session): socket.io does not reconnect by itself then. Try once more: the handshake and the
    // subscription say whether this device may still follow the table, and the page shows it.
    if (reason === "io server disconnect") setTimeout(() => socket.connect(), 1000);
  });
  socket.on("connect_error", (err) =>
    store.setState({ connected: false, error: { code: "CONNECT", message: connectErrorWords(err, { unauthenticated: "Sign in again to use this table.", unreachable: "Cannot reach the table server; retrying…" }) } }),
  );
  socket.on("table:fault", (msg: { tableId: string; faulted: boolean; message: string }) => {
    if (msg.tableId === tableId) store.setState({ faulted: msg.faulted ? msg.message : null });
  });
  // A card the table's card-reading shoe sent and the rules refused: the dealer must see it, not only the shoe.
  socket.on("table:shoe-refused", (msg) => {
    if (msg.tableId === tableId) store.setState({ error: { code: "SHOE_REFUSED", message: msg.message } });
  });
}
