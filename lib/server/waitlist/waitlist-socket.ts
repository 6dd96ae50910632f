import type { Namespace, Server, Socket } from "socket.io";
import { z } from "zod";
import { GAME_BOARD } from "@/lib/server/auth/displays";
import { principalRooms } from "@/lib/server/auth/principal";
import { onRevoked } from "@/lib/server/auth/revocations";
import type { Authenticate } from "@/lib/server/gateway/socket-gateway";
import type { WaitlistService } from "./waitlist-service";

/**
 * The lists' own socket.io namespace, `/waitlist`. A floor screen (a supervisor or an admin)
 * subscribes to the floor's view and sends commands; the game board (a display paired with the
 * board, or a signed-in staff member previewing it) subscribes to the board's view, read-only.
 * Every view goes out after its events are committed; both carry the lists' version, so the floor
 * and the board can be seen to show the same lists.
 *
 *   waitlist:subscribe { screen: "floor" | "board" }  -> ack { ok, version, serverTime, view }
 *   waitlist:command   { id, command }                 -> ack { ok, version } | { ok: false, code, message }
 *   pushed: waitlist:floor / waitlist:board             { version, serverTime, view }
 */
export const WAITLIST_NAMESPACE = "/waitlist";

const Subscribe = z.object({ screen: z.enum(["floor", "board"]) }).strict();
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

export function attachWaitlistSocket(io: Server, service: WaitlistService, options: { authenticate: Authenticate; guards?: SocketGuards }): { close(): void } {
  const ns: Namespace = io.of(WAITLIST_NAMESPACE);
  for (const guard of options.guards?.before ?? []) ns.use(guard);
  ns.use((socket, next) => {
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
    ns.to("waitlist:floor").emit("waitlist:floor", { version: change.version, serverTime: change.serverTime, view: change.floor });
    ns.to("waitlist:board").emit("waitlist:board", { version: change.version, serverTime: change.serverTime, view: change.board });
  });
  // Revoking a session or a display credential closes its sockets here too.
  const stopRevocations = onRevoked((room) => ns.in(room).disconnectSockets(true));

  ns.on("connection", (socket) => {
    const may = screensFor(socket.data.principal);
    for (const room of principalRooms(socket.data.principal)) void socket.join(room);

    socket.on("waitlist:subscribe", (raw: unknown, ack?: AckFn) => {
      const reply = typeof ack === "function" ? ack : () => {};
      const parsed = Subscribe.safeParse(raw);
      if (!parsed.success) return reply({ ok: false, code: "BAD_MESSAGE", message: "Say which screen this is: floor or board." });
      const { screen } = parsed.data;
      if (!may[screen]) {
        const message = screen === "floor" ? "The waiting lists are run by floor supervisors." : "This screen is paired with a table's wall display, not with the game board. Pair it with the board.";
        return reply({ ok: false, code: "FORBIDDEN", message });
      }
      void socket.join(`waitlist:${screen}`);
      reply({ ok: true, ...(screen === "floor" ? service.floorView() : service.boardView()) });
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
      stopRevocations();
    },
  };
}
