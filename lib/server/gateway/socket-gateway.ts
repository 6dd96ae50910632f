import type { Server } from "socket.io";
import type { AlertMessage } from "@/lib/contract/floor";
import type { LiveTables } from "@/lib/server/tables/live-tables";
import { FloorFeed } from "./floor-feed";
import type { GatewayContext, GatewayHooks, GatewayNamespace } from "./gateway-context";
import { requireSignIn, type Authenticate } from "./sign-in";
import { FLOOR_ROOM, TableRooms, type FollowedElsewhere } from "./rooms";
import { tableBroadcast } from "./table-broadcast";
import { onConnection } from "./connection";

export type { Authenticate, SocketPrincipal } from "./sign-in";
export type { GatewayHooks } from "./gateway-context";

/**
 * The socket side of the table server. Devices subscribe to a table and receive the view of their
 * role; dealers and supervisors send commands and get an ack once the command is committed or
 * refused. Every message is validated; a bad one is answered with a refusal and changes nothing.
 */
export function attachGateway(
  io: Server,
  tables: LiveTables,
  authenticate: Authenticate,
  hooks: GatewayHooks = {},
  /** With several nodes: the rooms followed on the others (lib/server/cluster/remote-follows.ts). */
  elsewhere?: FollowedElsewhere,
): { floorAlert(alert: AlertMessage): void; close(): void } {
  const ns = io.of("/tables") as unknown as GatewayNamespace;
  requireSignIn(ns, authenticate);

  // The floor gets each table's latest line a few times a second, not one message per command: a busy
  // floor of a thousand tables would otherwise send a dashboard a thousand messages a second.
  const rooms = new TableRooms(ns, elsewhere);
  const floorFeed = new FloorFeed((summaries) => rooms.followersOf(FLOOR_ROOM)?.emit("floor:tables", summaries));
  tables.registry.listen(tableBroadcast(ns, rooms, floorFeed));

  const context: GatewayContext = { ns, tables, hooks };
  ns.on("connection", (socket) => onConnection(context, socket));

  return {
    floorAlert(alert: AlertMessage) {
      ns.to(FLOOR_ROOM).emit("floor:alert", alert);
    },
    close() {
      floorFeed.stop();
    },
  };
}
