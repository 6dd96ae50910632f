"use client";
import { io, type Socket } from "socket.io-client";
import { createStore, type StoreApi } from "zustand/vanilla";

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

function commandId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `cmd-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

const ACK_TIMEOUT_MS = 6000;

/**
 * One device's live connection to one table. The server is the only source of truth: the store
 * keeps the last view it sent and the version it was made at. A command carries that version and
 * an id; when the answer is lost (network drop), the same id is sent again, so it is applied once.
 */
export function createTableStore<V>(tableId: string, options: { auth?: Record<string, string>; url?: string } = {}): StoreApi<TableConnectionState<V>> {
  const socket: Socket = io(`${options.url ?? ""}/tables`, {
    auth: options.auth,
    transports: ["websocket", "polling"],
    reconnectionDelay: 300,
    // Give up on a silent connection after 5 s (not socket.io's 20 s) so a wall or tablet comes back quickly.
    timeout: 5000,
    reconnectionDelayMax: 3000,
    withCredentials: true,
  });

  const queue: { command: { type: string } & Record<string, unknown>; resolve: (a: CommandAnswer) => void }[] = [];
  let pumping = false;

  async function sendOne(command: { type: string } & Record<string, unknown>): Promise<CommandAnswer> {
    const id = commandId();
    for (let attempt = 0; ; attempt++) {
      const answer = await new Promise<CommandAnswer | null>((resolve) => {
        socket
          .timeout(ACK_TIMEOUT_MS)
          .emit("table:command", { tableId, id, expectedVersion: store.getState().version, command }, (err: unknown, reply: CommandAnswer & { view?: V }) => {
            if (err) return resolve(null);
            if (!reply.ok && "view" in reply && reply.view !== undefined && typeof reply.version === "number") {
              store.setState({ view: reply.view, version: reply.version });
            }
            resolve(reply);
          });
      });
      if (answer) {
        // The view for this version may already have arrived; never go backwards.
        if (answer.ok && answer.version > store.getState().version) store.setState({ version: answer.version });
        return answer;
      }
      if (attempt >= 4) return { ok: false, code: "NO_ANSWER", message: "No answer from the table server. Check the network; the step will not be applied twice." };
    }
  }

  async function pump(): Promise<void> {
    if (pumping) return;
    pumping = true;
    try {
      while (queue.length) {
        const item = queue.shift()!;
        store.setState({ pending: item.command.type, error: null });
        const answer = await sendOne(item.command);
        if (!answer.ok) {
          store.setState({ error: { code: answer.code, message: answer.message } });
          for (const dropped of queue.splice(0)) dropped.resolve({ ok: false, code: "CANCELLED", message: "Not sent: the step before it was refused." });
        }
        item.resolve(answer);
      }
    } finally {
      pumping = false;
      store.setState({ pending: null });
    }
  }

  const store = createStore<TableConnectionState<V>>()((set) => ({
    tableId,
    connected: false,
    ready: false,
    version: 0,
    view: null,
    pending: null,
    error: null,
    faulted: null,
    send(command) {
      // Commands go out one at a time, in the order they were given: a fast dealer's next tap waits
      // for the previous one's answer instead of being dropped. A refusal cancels what is queued
      // behind it, so nothing is applied on top of a step the dealer has to look at again.
      return new Promise<CommandAnswer>((resolve) => {
        queue.push({ command, resolve });
        void pump();
      });
    },
    clearError() {
      set({ error: null });
    },
    close() {
      socket.close();
    },
  }));

  const subscribe = () => {
    socket.emit("table:subscribe", { tableId }, (reply: { ok: boolean; version?: number; view?: V; faulted?: boolean; message?: string; code?: string }) => {
      if (reply.ok && reply.view !== undefined && typeof reply.version === "number") {
        store.setState({ view: reply.view, version: reply.version, ready: true, error: null, faulted: reply.faulted ? "The table is stopped: the database cannot save actions." : null });
      } else {
        store.setState({ error: { code: reply.code ?? "SUBSCRIBE_FAILED", message: reply.message ?? "Could not open this table." } });
      }
    });
  };
  socket.on("connect", () => {
    store.setState({ connected: true });
    subscribe();
  });
  socket.on("disconnect", (reason) => {
    store.setState({ connected: false });
    // Closed by the server (sign-out, a revoked display, a changed shift assignment, an expired
    // session): socket.io does not reconnect by itself then. Try once more: the handshake and the
    // subscription say whether this device may still follow the table, and the page shows it.
    if (reason === "io server disconnect") setTimeout(() => socket.connect(), 1000);
  });
  socket.on("connect_error", (err) => store.setState({ connected: false, error: { code: "CONNECT", message: err.message === "UNAUTHENTICATED" ? "Sign in again to use this table." : "Cannot reach the table server; retrying…" } }));
  socket.on("table:view", (msg: { tableId: string; version: number; view: V }) => {
    if (msg.tableId !== tableId || msg.version < store.getState().version) return;
    store.setState({ view: msg.view, version: msg.version, ready: true });
  });
  socket.on("table:fault", (msg: { tableId: string; faulted: boolean; message: string }) => {
    if (msg.tableId === tableId) store.setState({ faulted: msg.faulted ? msg.message : null });
  });
  return store;
}
