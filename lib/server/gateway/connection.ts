import type { Socket } from "socket.io";
import type { FloorSubscribeAck } from "@/lib/contract/socket";
import { attachShoeSocket } from "@/lib/server/shoe/shoe-socket";
import { replier, type AckFn, type GatewayContext, type GatewaySocket } from "./gateway-context";
import { FLOOR_ROOM, roomOf } from "./rooms";
import type { SocketPrincipal, TablePrincipal } from "./sign-in";
import { subscribeHandler } from "./subscribe-handler";
import { commandHandler } from "./command-handler";

/** A shoe sends cards and follows nothing: it gets no view, and no command but its cards. */
const SHOE_ONLY = { ok: false, code: "FORBIDDEN", message: "A card-reading shoe may only send the cards it reads." } as const;

/** The shoe's messages (lib/server/shoe), which every socket may send; a shoe's are told to its table's dealer and supervisor. */
function attachShoe(context: GatewayContext, socket: GatewaySocket, principal: SocketPrincipal): void {
  const { ns, tables, hooks } = context;
  attachShoeSocket(socket as unknown as Socket, principal, {
    tables,
    notifyRefused(notice) {
      ns.to([roomOf(notice.tableId, "dealer"), roomOf(notice.tableId, "dealer", true), roomOf(notice.tableId, "supervisor"), roomOf(notice.tableId, "supervisor", true)]).emit("table:shoe-refused", notice);
    },
    // Called through `hooks`, so hooks given as an object's methods keep their `this`.
    onRefusal: (tableId, code, actor, detail) => hooks.onRefusal?.(tableId, code, actor, detail),
    deviceConnected: (tableId, role, deviceId) => hooks.deviceConnected?.(tableId, role, deviceId),
    deviceDisconnected: (tableId, role, deviceId) => hooks.deviceDisconnected?.(tableId, role, deviceId),
  });
}

/** The connection's floor:subscribe: a supervisor's dashboard joins the floor and gets every table's line. */
function floorSubscribeHandler({ tables }: GatewayContext, socket: GatewaySocket, principal: TablePrincipal): (raw: unknown, ack?: AckFn) => Promise<void> {
  return async (_raw: unknown, ack?: AckFn) => {
    const reply = replier<FloorSubscribeAck>(ack);
    if (principal.role !== "supervisor" && principal.role !== "admin") return reply({ ok: false, code: "FORBIDDEN", message: "The floor view is for supervisors." });
    void socket.join(FLOOR_ROOM);
    const { tables: lines, complete } = await tables.floorLines();
    reply({ ok: true, tables: lines, complete });
  };
}

/**
 * A signed-in socket's handlers: the shoe's, then (for every principal but a shoe, which is refused
 * everything else) table:subscribe, table:command and floor:subscribe, and on disconnect the hooks
 * told of the tables it followed.
 */
export function onConnection(context: GatewayContext, socket: GatewaySocket): void {
  const socketPrincipal = socket.data.principal as SocketPrincipal;
  attachShoe(context, socket, socketPrincipal);
  if (socketPrincipal.role === "shoe") {
    for (const event of ["table:subscribe", "table:command", "floor:subscribe"]) socket.on(event, (_raw: unknown, ack?: AckFn) => replier(ack)(SHOE_ONLY));
    return;
  }
  const principal = socketPrincipal as TablePrincipal;
  const following = new Set<string>();
  socket.on("disconnect", () => {
    for (const tableId of following) context.hooks.deviceDisconnected?.(tableId, principal.role, socket.id);
  });
  socket.on("table:subscribe", subscribeHandler(context, socket, principal, following));
  socket.on("table:command", commandHandler(context, principal));
  socket.on("floor:subscribe", floorSubscribeHandler(context, socket, principal));
}
