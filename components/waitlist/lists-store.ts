"use client";
import { io, type Socket } from "socket.io-client";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { WaitlistBoardView, WaitlistFloorView } from "@/lib/domain/waitlist";
import { connectErrorWords } from "@/lib/client/connect-error";

/**
 * One screen's live connection to the waiting lists (the `/waitlist` namespace): the floor's
 * screen or the game board. Views arrive after every commit; the newest version wins. Commands
 * carry an id made once per tap: a lost answer is asked again with the same id, which the server
 * answers without applying it twice.
 */
export type Screen = "floor" | "board";
export type ViewOf<S extends Screen> = S extends "floor" ? WaitlistFloorView : WaitlistBoardView;

export type CommandAnswer = { ok: true; version: number; duplicate?: boolean } | { ok: false; code: string; message: string };

export interface ListsState<S extends Screen> {
  connected: boolean;
  /** The subscription was refused (not signed in, not paired with the board): why, in plain words. */
  blocked: string | null;
  error: string | null;
  version: number;
  /** Server clock minus this screen's clock: call timers count down by the server's time. */
  clockOffset: number;
  view: ViewOf<S> | null;
  /** The room shows its lists on the players' phones (/live): null until the server said. */
  live: boolean | null;
  send(command: Record<string, unknown>): Promise<CommandAnswer>;
  close(): void;
}

const RETRIES = 4;

function newId(): string {
  return `screen-${crypto.randomUUID()}`;
}

export function createListsStore<S extends Screen>(screen: S, options: { url?: string } = {}): StoreApi<ListsState<S>> {
  const socket: Socket = io(`${options.url ?? ""}/waitlist`, {
    // The board asks to be a display (a paired wall's credential); the floor is staff only.
    auth: screen === "board" ? { as: "display" } : { as: "staff" },
    transports: ["websocket", "polling"],
    reconnectionDelay: 300,
    reconnectionDelayMax: 3000,
    withCredentials: true,
  });

  async function send(command: Record<string, unknown>): Promise<CommandAnswer> {
    const id = newId();
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = (await socket.timeout(8000).emitWithAck("waitlist:command", { id, command })) as CommandAnswer;
        // "Maybe saved": ask again with the same id until the server can tell.
        if (!answer.ok && answer.code === "OUTCOME_UNKNOWN" && attempt < RETRIES) {
          await new Promise((r) => setTimeout(r, 700 * (attempt + 1)));
          continue;
        }
        return answer;
      } catch {
        if (attempt >= RETRIES) return { ok: false, code: "NO_ANSWER", message: "The server did not answer. Check the list before trying again." };
        await new Promise((r) => setTimeout(r, 700 * (attempt + 1)));
      }
    }
  }

  const store = createStore<ListsState<S>>()(() => ({
    connected: false,
    blocked: null,
    error: null,
    version: 0,
    clockOffset: 0,
    view: null,
    live: null,
    send,
    close() {
      socket.close();
    },
  }));

  const take = (message: { version: number; serverTime: number; view: ViewOf<S>; live?: boolean }) => {
    if (message.version < store.getState().version) return;
    store.setState({ version: message.version, view: message.view, clockOffset: message.serverTime - Date.now(), ...(typeof message.live === "boolean" ? { live: message.live } : {}) });
  };

  socket.on("connect", () => {
    store.setState({ connected: true, error: null });
    socket.emit("waitlist:subscribe", { screen }, (reply: { ok: true; version: number; serverTime: number; view: ViewOf<S>; live: boolean } | { ok: false; message: string }) => {
      if (reply.ok) {
        store.setState({ blocked: null, version: 0 });
        take(reply);
      } else store.setState({ blocked: reply.message });
    });
  });
  socket.on(`waitlist:${screen}` as string, take);
  // The admin turned /live on or off: the board's QR code and the floor's codes follow at once.
  socket.on("waitlist:live-switch", (message: { live: boolean }) => store.setState({ live: message.live }));
  socket.on("disconnect", (reason) => {
    store.setState({ connected: false });
    // Closed by the server (sign-out, a revoked display): try once more; the subscription says why if refused.
    if (reason === "io server disconnect") setTimeout(() => socket.connect(), 1000);
  });
  socket.on("connect_error", (err) => {
    const unauthenticated = err.message === "UNAUTHENTICATED";
    store.setState({
      connected: false,
      error: connectErrorWords(err, { unauthenticated: screen === "board" ? "This screen is not paired with the game board." : "Your session has ended: sign in again.", unreachable: "Cannot reach the server; retrying…" }),
      blocked: unauthenticated ? (screen === "board" ? "This screen is not paired with the game board." : "Sign in as a floor supervisor to run the waiting lists.") : store.getState().blocked,
    });
  });
  return store;
}
