"use client";
import { io, type Socket } from "socket.io-client";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { TableSummary } from "@/lib/contract/table-summary";
import { compareAlerts, type AlertMessage, type AlertView } from "@/lib/contract/floor";
import type { TableClientEvents, TableServerEvents } from "@/lib/contract/socket";
import { connectErrorWords } from "./connect-error";

/**
 * The floor's socket handshake: the one place it is set. The server knows the supervisor from the
 * session cookie; `as: "staff"` asks it never to fall back to a paired display's credential held
 * by the same browser.
 */
export const FLOOR_SOCKET_AUTH = { as: "staff" } as const;

export interface FloorConnectionState {
  connected: boolean;
  /** False until the first `floor:subscribe` answer. */
  ready: boolean;
  /** The last answer lacked a node's tables (too slow to answer): their lines may be missing or behind; asked again. */
  linesLate: boolean;
  tables: Record<string, TableSummary>;
  /** Tables stopped because the database cannot save their actions: the message per table. */
  faults: Record<string, string>;
  /** Open alerts (stored and not yet stored), most urgent first, newest first within each (compareAlerts). */
  alerts: AlertView[];
  error: string | null;
  /** Bumped on every table change, so figures can be fetched again. */
  changes: number;
  setAlerts(alerts: AlertView[]): void;
  /** Takes an acknowledged alert off the list. One function for the store's life, so the tiles that hold it do not render again on every message. */
  dismissAlert(id: string): void;
  close(): void;
}

function upsert(alerts: AlertView[], message: AlertMessage): AlertView[] {
  const rest = alerts.filter((a) => a.id !== message.alert.id && a.id !== message.replaces);
  if (message.alert.acknowledgedAt) return rest;
  return [message.alert, ...rest].sort(compareAlerts);
}

/** How soon the floor is asked again when a node's lines were missing from its answer. */
const RETRY_INCOMPLETE_MS = 2000;

/** One dashboard's live view of every table: summaries, faults and alerts pushed by the server. */
export function createFloorStore(options: { url?: string } = {}): StoreApi<FloorConnectionState> {
  const socket: Socket<TableServerEvents, TableClientEvents> = io(`${options.url ?? ""}/tables`, {
    auth: FLOOR_SOCKET_AUTH,
    transports: ["websocket", "polling"],
    reconnectionDelay: 300,
    reconnectionDelayMax: 3000,
    withCredentials: true,
  });
  const store = createStore<FloorConnectionState>()((set) => ({
    connected: false,
    ready: false,
    linesLate: false,
    tables: {},
    faults: {},
    alerts: [],
    error: null,
    changes: 0,
    setAlerts(alerts) {
      set({ alerts: [...alerts].sort(compareAlerts) });
    },
    dismissAlert(id) {
      set((s) => ({ alerts: s.alerts.filter((a) => a.id !== id) }));
    },
    close() {
      socket.close();
    },
  }));
  const subscribe = () =>
    socket.emit("floor:subscribe", {}, (reply) => {
      if (!reply.ok) return store.setState({ error: reply.message || "The floor view could not be opened." });
      const lines = Object.fromEntries(reply.tables.map((t) => [t.tableId, t]));
      // A node that did not answer in time: its tables' lines are kept (or come with their next
      // change), and the floor is asked again until every node answers.
      if (!reply.complete) {
        store.setState((s) => ({ ready: true, linesLate: true, tables: { ...s.tables, ...lines }, changes: s.changes + 1 }));
        setTimeout(() => socket.connected && subscribe(), RETRY_INCOMPLETE_MS);
        return;
      }
      store.setState((s) => ({ ready: true, linesLate: false, tables: lines, changes: s.changes + 1 }));
    });
  socket.on("connect", () => {
    store.setState({ connected: true, error: null });
    subscribe();
  });
  socket.on("disconnect", (reason) => {
    store.setState({ connected: false });
    // Closed by the server (sign-out, a revoked display, a changed shift assignment, an expired
    // session): socket.io does not reconnect by itself then. Try once more: the handshake and the
    // subscription say whether this device may still follow the table, and the page shows it.
    if (reason === "io server disconnect") setTimeout(() => socket.connect(), 1000);
  });
  socket.on("connect_error", (err) =>
    store.setState({ connected: false, error: connectErrorWords(err, { unauthenticated: "Your session has ended: sign in again to see the floor live.", unreachable: "Cannot reach the table server; retrying…" }) }),
  );
  // The tables that changed since the last message, each as it is now (a few times a second at most).
  socket.on("floor:tables", (summaries) => {
    store.setState((s) => {
      const tables = { ...s.tables };
      for (const summary of summaries) tables[summary.tableId] = summary;
      return { tables, changes: s.changes + 1 };
    });
  });
  socket.on("floor:fault", (msg) => {
    store.setState((s) => {
      const faults = { ...s.faults };
      if (msg.faulted) faults[msg.tableId] = msg.message;
      else delete faults[msg.tableId];
      return { faults };
    });
  });
  socket.on("floor:alert", (message) => {
    if (!message?.alert?.id) return;
    store.setState((s) => ({ alerts: upsert(s.alerts, message) }));
  });
  return store;
}
