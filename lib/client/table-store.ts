"use client";
import { io, type Socket } from "socket.io-client";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { TableClientEvents, TableServerEvents } from "@/lib/contract/socket";
import { patchedView } from "@/lib/contract/view-patch";
import { connectErrorWords } from "./connect-error";

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
/** Pause before asking again about a step the server could not tell was saved. */
const RETRY_MS = 1000;

/** What the screen says while a step's outcome is unknown (no answer came back). */
export const CHECKING_MESSAGE =
  "No answer from the table server yet, so the last step may or may not have been saved. The tablet keeps asking with the same request, which can never be applied twice: wait, and do not repeat the step.";

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
  const ackTimeoutMs = options.ackTimeoutMs ?? ACK_TIMEOUT_MS;
  const retryMs = options.retryMs ?? RETRY_MS;
  const socket: Socket<TableServerEvents<V>, TableClientEvents> = io(`${options.url ?? ""}/tables`, {
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
  let closed = false;
  /** Waiting for the socket to connect again (or for the screen to close). */
  const waiting = new Set<() => void>();

  const connectedOrClosed = () =>
    socket.connected || closed
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          waiting.add(resolve);
        });
  const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  function ask(id: string, command: { type: string } & Record<string, unknown>): Promise<CommandAnswer | null> {
    return new Promise<CommandAnswer | null>((resolve) => {
      socket
        .timeout(ackTimeoutMs)
        .emit("table:command", { tableId, id, expectedVersion: store.getState().version, command }, (err, reply) => {
          if (err) return resolve(null);
          // A stale tap is answered with the table as it is now: show it at once.
          if (!reply.ok && reply.view !== undefined && typeof reply.version === "number" && reply.version >= viewVersion) {
            showView(reply.view as V, reply.version);
          }
          resolve(reply);
        });
    });
  }

  async function sendOne(command: { type: string } & Record<string, unknown>): Promise<CommandAnswer> {
    const id = commandId();
    let uncertain = false;
    for (;;) {
      // Asked only while connected: questions are not piled up in the socket's buffer meanwhile.
      await connectedOrClosed();
      if (closed) return { ok: false, code: "CLOSED", message: "The screen was closed before the table server answered." };
      const answer = await ask(id, command);
      if (answer && !(!answer.ok && answer.code === "OUTCOME_UNKNOWN")) {
        // The view for this version may already have arrived; never go backwards.
        if (answer.ok && answer.version > store.getState().version) store.setState({ version: answer.version });
        if (uncertain && answer.ok) store.setState({ error: null });
        return answer;
      }
      // No answer, or the server cannot tell yet whether it was saved: the same id again, never a
      // new one (a new id could apply the step a second time).
      uncertain = true;
      store.setState({ error: { code: "OUTCOME_UNKNOWN", message: answer && !answer.ok ? answer.message : CHECKING_MESSAGE } });
      if (answer) await pause(retryMs);
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
      closed = true;
      for (const resolve of waiting) resolve();
      waiting.clear();
      socket.close();
    },
  }));

  /** The version of the view this device holds: a patch applies only on top of it (`from`). */
  let viewVersion = -1;
  let subscribing = false;
  const showView = (view: V, version: number) => {
    viewVersion = version;
    store.setState((s) => ({ view, version: Math.max(s.version, version), ready: true }));
  };
  const subscribe = () => {
    subscribing = true;
    // Patches: after this full view, the server sends what changed (lib/contract/view-patch.ts).
    socket.emit("table:subscribe", { tableId, patches: true }, (reply) => {
      subscribing = false;
      if (reply.ok) {
        // A step still being checked keeps its words on the screen until it is answered.
        const checking = store.getState().error?.code === "OUTCOME_UNKNOWN" ? store.getState().error : null;
        store.setState({ error: checking, faulted: reply.faulted ? "The table is stopped: the database cannot save actions." : null });
        if (reply.version >= viewVersion) showView(reply.view as V, reply.version);
      } else {
        store.setState({ error: { code: reply.code || "SUBSCRIBE_FAILED", message: reply.message || "Could not open this table." } });
      }
    });
  };
  socket.on("connect", () => {
    store.setState({ connected: true });
    subscribe();
    for (const resolve of waiting) resolve();
    waiting.clear();
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
  socket.on("table:view", (msg) => {
    if (msg.tableId !== tableId || msg.version < viewVersion) return;
    showView(msg.view, msg.version);
  });
  socket.on("table:patch", (msg) => {
    if (msg.tableId !== tableId || msg.version <= viewVersion) return;
    const view = store.getState().view;
    // A message was missed (or the view is not here yet): ask for the whole view again.
    if (msg.from !== viewVersion || view === null) {
      if (!subscribing) subscribe();
      return;
    }
    showView(patchedView(view, msg.patch), msg.version);
  });
  socket.on("table:fault", (msg: { tableId: string; faulted: boolean; message: string }) => {
    if (msg.tableId === tableId) store.setState({ faulted: msg.faulted ? msg.message : null });
  });
  // A card the table's card-reading shoe sent and the rules refused: the dealer must see it, not only the shoe.
  socket.on("table:shoe-refused", (msg) => {
    if (msg.tableId === tableId) store.setState({ error: { code: "SHOE_REFUSED", message: msg.message } });
  });
  return store;
}
