/**
 * The phones' share of the lists' socket namespace (`/waitlist`, waitlist-socket.ts): a phone
 * subscribes with `waitlist:subscribe { screen: "live", code? }`, no sign-in needed while the room
 * shows /live. After every commit it gets the games section (`waitlist:live`, the same for every
 * phone, sent only when it changed) and, with a code, its own places (`waitlist:place`, to the
 * phones of that code only). As light as the board: one render per change, and one per code
 * followed on this node. The room turning /live off closes every phone's socket
 * (`waitlist:live-off` first).
 */
import type { Namespace, Socket } from "socket.io";
import { z } from "zod";
import { peerAddress } from "@/lib/server/auth/http";
import type { LiveDesk } from "./live-desk";
import { renderGames, renderPlaces } from "./live-render";

export const LIVE_ROOM = "waitlist:live";
const CODE_ROOM = "live-code:";

export const LiveSubscribe = z.object({ screen: z.literal("live"), code: z.string().max(20).nullable().optional() }).strict();

export const LIVE_OFF_MESSAGE = "The room does not show its lists online now. Ask at the desk.";

type AckFn = (answer: unknown) => void;

export function attachLiveFeed(ns: Namespace, desk: LiveDesk): { subscribe(socket: Socket, message: z.infer<typeof LiveSubscribe>, reply: AckFn): void; close(): void } {
  let lastGames: string | null = null;
  const lastPlaces = new Map<string, string>();

  function pushGames(): void {
    if (!desk.live.on) return;
    const games = renderGames(desk, null);
    if (games.html !== lastGames) {
      lastGames = games.html;
      ns.to(LIVE_ROOM).emit("waitlist:live", games);
    }
  }

  function pushAll(): void {
    if (!desk.live.on) return;
    pushGames();
    for (const room of ns.adapter.rooms.keys()) {
      if (!room.startsWith(CODE_ROOM)) continue;
      const seed = room.slice(CODE_ROOM.length);
      const places = renderPlaces(desk, seed);
      if (lastPlaces.get(seed) === places.html) continue;
      lastPlaces.set(seed, places.html);
      ns.to(room).emit("waitlist:place", places);
    }
    // Codes nobody follows here any more are forgotten.
    for (const seed of lastPlaces.keys()) if (!ns.adapter.rooms.has(CODE_ROOM + seed)) lastPlaces.delete(seed);
  }

  const stopLists = desk.lists.listen(() => pushAll());
  // A poker table no list is for is on the phones too: its seats and stakes as they change.
  const stopTables = desk.lists.listenTables(() => pushGames());
  const stopSwitch = desk.live.listen((settings) => {
    lastGames = null;
    lastPlaces.clear();
    if (settings.on) return;
    ns.to(LIVE_ROOM).emit("waitlist:live-off", {});
    ns.in(LIVE_ROOM).disconnectSockets(true);
  });

  async function subscribe(socket: Socket, message: z.infer<typeof LiveSubscribe>, reply: AckFn): Promise<void> {
    if (!desk.live.on) return reply({ ok: false, code: "LIVE_OFF", message: LIVE_OFF_MESSAGE });
    let seed: string | null = null;
    let place: string | null = null;
    if (message.code) {
      const checked = await desk.checkCode(message.code, peerAddress(socket.handshake.address, socket.handshake.headers), "socket");
      if (!checked.ok) return reply({ ok: false, code: checked.code, message: checked.message });
      seed = checked.seed;
    }
    // Rooms first, then the sections: a change committed in between reaches this socket as a push.
    void socket.join(LIVE_ROOM);
    if (seed) void socket.join(CODE_ROOM + seed);
    const games = renderGames(desk, null);
    if (seed) place = renderPlaces(desk, seed).html;
    reply({ ok: true, version: games.version, serverTime: games.serverTime, games: games.html, place });
  }

  return {
    subscribe(socket, message, reply) {
      subscribe(socket, message, reply).catch(() => reply({ ok: false, code: "INTERNAL", message: "The server could not answer. Reload the page." }));
    },
    close() {
      stopLists();
      stopTables();
      stopSwitch();
    },
  };
}
