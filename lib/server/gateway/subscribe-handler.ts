import { TABLE_SERVER_SLOW, type SubscribeAck } from "@/lib/contract/socket";
import { SubscribeTable, describeZodError } from "./messages";
import { replier, type AckFn, type GatewayContext, type GatewaySocket } from "./gateway-context";
import { roomOf, viewFor } from "./rooms";
import { allowed, type TablePrincipal } from "./sign-in";

/** The device asks again by itself (lib/client/table-view.ts). */
const SLOW_MESSAGE = "The table's server is slow to answer: trying again…";

/**
 * The connection's table:subscribe: it joins the room of its role's view (or patches) and is
 * answered with the table's view as it is now. `following` holds the tables the socket follows,
 * so the hooks hear of its first subscribe to each and (on disconnect) of its leaving.
 */
export function subscribeHandler(
  { tables, hooks }: GatewayContext,
  socket: GatewaySocket,
  principal: TablePrincipal,
  following: Set<string>,
): (raw: unknown, ack?: AckFn) => Promise<void> {
  return async (raw: unknown, ack?: AckFn) => {
    const reply = replier<SubscribeAck>(ack);
    const parsed = SubscribeTable.safeParse(raw);
    if (!parsed.success) return reply({ ok: false, code: "BAD_MESSAGE", message: describeZodError(parsed.error) });
    const { tableId } = parsed.data;
    if (!allowed(principal, tableId)) return reply({ ok: false, code: "FORBIDDEN", message: "This device is not allowed to follow that table." });
    const room = roomOf(tableId, principal.role, parsed.data.patches === true);
    // Join first, so no view committed after the snapshot is missed.
    await socket.join(room);
    // A table this node does not own is answered by its owner (LiveTables asks through the cluster link).
    const snap = await tables.lookup(tableId);
    if (!snap || snap === "late") {
      await socket.leave(room);
      if (snap === "late") return reply({ ok: false, code: TABLE_SERVER_SLOW, message: SLOW_MESSAGE });
      return reply({ ok: false, code: "UNKNOWN_TABLE", message: `There is no live table "${tableId}".` });
    }
    if (!following.has(tableId)) {
      following.add(tableId);
      hooks.deviceConnected?.(tableId, principal.role, socket.id);
    }
    reply({ ok: true, tableId, version: snap.version, view: viewFor(principal.role, snap.views), faulted: snap.faulted });
  };
}
