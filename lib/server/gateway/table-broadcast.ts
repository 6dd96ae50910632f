import type { TableChange, RegistryListener } from "@/lib/server/tables/table-registry";
import { viewPatch } from "@/lib/contract/view-patch";
import type { FloorFeed } from "./floor-feed";
import type { GatewayNamespace } from "./gateway-context";
import { FLOOR_ROOM, ROLES, roomOf, viewFor, type TableRooms } from "./rooms";

/** More changes than this in one command, and the whole view is cheaper to send and to apply. */
const MAX_PATCH_OPERATIONS = 64;

/**
 * What the registry's changes send: each role's rooms get its view (the patch rooms, what changed
 * since the last one they got), the floor the table's line; a fault goes to the floor, the dealer
 * and the supervisor. With several nodes, followers may be on another node: `rooms` knows which
 * rooms (the floor's too) somebody follows there.
 */
export function tableBroadcast(ns: GatewayNamespace, rooms: TableRooms, floorFeed: FloorFeed): RegistryListener {
  /** The last view each patch room got, so the next one goes out as what changed (lib/contract/view-patch.ts). */
  const lastSent = new Map<string, { version: number; view: unknown }>();
  return {
    changed(change: TableChange) {
      const names = rooms.namesOf(change.tableId);
      for (let r = 0; r < ROLES.length; r++) {
        const role = ROLES[r]!;
        const room = names[r]!;
        // Encoding a view nobody follows is wasted work (most tables have no supervisor watching).
        const viewers = rooms.followersOf(room);
        if (viewers) viewers.emit("table:view", { tableId: change.tableId, version: change.version, view: viewFor(role, change.views) });
        const patchRoom = names[r + ROLES.length]!;
        const patchers = rooms.followersOf(patchRoom);
        if (!patchers) {
          lastSent.delete(patchRoom);
          continue;
        }
        const view = viewFor(role, change.views);
        const previous = lastSent.get(patchRoom);
        lastSent.set(patchRoom, { version: change.version, view });
        const patch = previous && previous.version < change.version ? viewPatch(previous.view, view) : null;
        // A patch that rewrites much of the view (a new shoe, a configuration) goes as the view.
        if (patch && patch.length <= MAX_PATCH_OPERATIONS) {
          patchers.emit("table:patch", { tableId: change.tableId, from: previous!.version, version: change.version, patch });
        } else {
          patchers.emit("table:view", { tableId: change.tableId, version: change.version, view });
        }
      }
      if (rooms.followersOf(FLOOR_ROOM)) floorFeed.push(change.summary);
    },
    // A fault is rare: it goes to every node, and to a role's two rooms at once (a socket in both gets it once).
    fault(tableId, faulted, message) {
      ns.to(FLOOR_ROOM).emit("floor:fault", { tableId, faulted, message });
      for (const role of ["dealer", "supervisor"] as const) ns.to([roomOf(tableId, role), roomOf(tableId, role, true)]).emit("table:fault", { tableId, faulted, message });
    },
  };
}
