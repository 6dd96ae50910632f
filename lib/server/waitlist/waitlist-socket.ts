import type { Namespace, Server, Socket } from "socket.io";
import { z } from "zod";
import { GAME_BOARD } from "@/lib/server/auth/displays";
import { sameOrigin } from "@/lib/server/auth/origin";
import { principalRooms } from "@/lib/server/auth/principal";
import { onRevoked } from "@/lib/server/auth/revocations";
import type { Authenticate } from "@/lib/server/gateway/socket-gateway";
import { attachLiveFeed, LiveSubscribe } from "@/lib/server/live/live-feed";
import type { LiveDesk } from "@/lib/server/live/live-desk";
import type { WaitlistService } from "./waitlist-service";

/**
 * The lists' own socket.io namespace, `/waitlist`. A floor screen (a supervisor or an admin)
 * subscribes to the floor's view and sends commands; the game board (a display paired with the
 * board, or a signed-in staff member previewing it) subscribes to the board's view, read-only.
 * Every view goes out after its events are committed; both carry the lists' version, so the floor
 * and the board can be seen to show the same lists, and whether the room shows its lists on the
 * players' phones (`live`: the board's QR code of /live, the floor's codes). The players' phones
 * connect without signing in (`auth: { as: "live" }`) and may only follow /live (lib/server/live/live-feed.ts).
 *
 *   waitlist:subscribe { screen: "floor" | "board" }  -> ack { ok, version, serverTime, view, live }
 *   waitlist:subscribe { screen: "live", code? }      -> ack { ok, version, serverTime, games, place } (HTML sections)
 *   waitlist:command   { id, command }                 -> ack { ok, version } | { ok: false, code, message }
 *   pushed: waitlist:floor / waitlist:board             { version, serverTime, view, live }
 *           waitlist:live-switch                        { live }   (to the floor and the board)
 *           waitlist:live / waitlist:place / waitlist:live-off  (to the phones)
 */
export const WAITLIST_NAMESPACE = "/waitlist";

const Subscribe = z.union([z.object({ screen: z.enum(["floor", "board"]) }).strict(), LiveSubscribe]);
const Command = z.object({ id: z.string().min(8).max(120), command: z.unknown() }).strict();

type AckFn = (answer: unknown) => void;
type Middleware = (socket: Socket, next: (err?: Error) => void) => void;

/** Who may do what on the lists' socket, from the principal the authenticator gave. */
export function screensFor(principal: unknown): { floor: boolean; board: boolean } {
  const p = (principal ?? {}) as { role?: string; kind?: string; tableId?: string };
  if (p.role === "supervisor" || p.role === "admin") return { floor: true, board: true };
  // A wall paired with the board, a staff member previewing a wall, a dealer glancing at the board.
  if (p.role === "display") return { floor: false, board: p.kind !== "display" || p.tableId === GAME_BOARD };
  return { floor: false, board: p.role === "dealer" };
}

export interface SocketGuards {
  /** Checks before authentication (the Host header). */
  readonly before?: readonly Middleware[];
  /** Checks after it (the caps on sockets per session, display and address). */
  readonly after?: readonly Middleware[];
}

export function attachWaitlistSocket(io: Server, service: WaitlistService, options: { authenticate: Authenticate; guards?: SocketGuards; desk: LiveDesk }): { close(): void } {
  const ns: Namespace = io.of(WAITLIST_NAMESPACE);
  const { desk } = options;
  for (const guard of options.guards?.before ?? []) ns.use(guard);
  ns.use((socket, next) => {
    // A player's phone: nobody signed in, only /live to follow (refused at subscribe while the room does not show it).
    if ((socket.handshake.auth as { as?: unknown } | undefined)?.as === "live") {
      if (!sameOrigin(socket.handshake.headers, { missing: "allow" })) return next(new Error("UNAUTHENTICATED"));
      socket.data.principal = null;
      socket.data.live = true;
      return next();
    }
    options
      .authenticate(socket)
      .then((principal) => {
        if (!principal) return next(new Error("UNAUTHENTICATED"));
        socket.data.principal = principal;
        next();
      })
      .catch(() => next(new Error("UNAUTHENTICATED")));
  });
  for (const guard of options.guards?.after ?? []) ns.use(guard);

  const stopListening = service.listen((change) => {
    const live = desk.live.on;
    ns.to("waitlist:floor").emit("waitlist:floor", { version: change.version, serverTime: change.serverTime, view: change.floor, live });
    ns.to("waitlist:board").emit("waitlist:board", { version: change.version, serverTime: change.serverTime, view: change.board, live });
  });
  // A table no list is for changed its seats or stakes: the board shows it too.
  const stopTables = service.listenTables(() => {
    ns.to("waitlist:board").emit("waitlist:board", { ...service.boardView(), live: desk.live.on });
  });
  const feed = attachLiveFeed(ns, desk);
  const stopSwitch = desk.live.listen((settings) => ns.to(["waitlist:floor", "waitlist:board"]).emit("waitlist:live-switch", { live: settings.on }));
  // Revoking a session or a display credential closes its sockets here too.
  const stopRevocations = onRevoked((room) => ns.in(room).disconnectSockets(true));

  ns.on("connection", (socket) => {
    const phone = socket.data.live === true;
    const may = phone ? { floor: false, board: false } : screensFor(socket.data.principal);
    for (const room of principalRooms(socket.data.principal)) void socket.join(room);

    socket.on("waitlist:subscribe", (raw: unknown, ack?: AckFn) => {
      const reply = typeof ack === "function" ? ack : () => {};
      const parsed = Subscribe.safeParse(raw);
      if (!parsed.success) return reply({ ok: false, code: "BAD_MESSAGE", message: "Say which screen this is: floor, board or live." });
      const message = parsed.data;
      if (message.screen === "live") return feed.subscribe(socket, message, reply);
      const { screen } = message;
      if (!may[screen]) {
        const words = screen === "floor" ? "The waiting lists are run by floor supervisors." : phone ? "A phone follows the lists at /live." : "This screen is paired with a table's wall display, not with the game board. Pair it with the board.";
        return reply({ ok: false, code: "FORBIDDEN", message: words });
      }
      void socket.join(`waitlist:${screen}`);
      reply({ ok: true, ...(screen === "floor" ? service.floorView() : service.boardView()), live: desk.live.on });
    });

    socket.on("waitlist:command", (raw: unknown, ack?: AckFn) => {
      const reply = typeof ack === "function" ? ack : () => {};
      if (!may.floor) return reply({ ok: false, code: "FORBIDDEN", message: "Only a floor supervisor may change the waiting lists." });
      const parsed = Command.safeParse(raw);
      if (!parsed.success) return reply({ ok: false, code: "BAD_MESSAGE", message: "Send { id, command }." });
      const principal = socket.data.principal as { id: string; role: "supervisor" | "admin" };
      service
        .command(parsed.data.id, parsed.data.command, { id: principal.id, role: principal.role })
        .then(reply, () => reply({ ok: false, code: "INTERNAL", message: "The server could not handle this. Nothing was changed on the lists." }));
    });
  });

  return {
    close() {
      stopListening();
      stopSwitch();
      stopTables();
      feed.close();
      stopRevocations();
    },
  };
}
