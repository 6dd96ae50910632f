import type { Role } from "@/lib/domain/table/machine";
import type { RoleViews } from "@/lib/server/tables/table-kind";
import type { GatewayNamespace } from "./gateway-context";

/** Whether somebody on another node follows a room (lib/server/cluster/remote-follows.ts). */
export interface FollowedElsewhere {
  follows(room: string): boolean;
}

/** The roles that follow a table, each in its own rooms (an admin follows as a supervisor). */
export const ROLES = ["dealer", "display", "supervisor"] as const;

/** The floor dashboards' room: every table's line, the floor's alerts and faults. */
export const FLOOR_ROOM = "floor";

/** The room of a table's role: whole views, or (`patches`) what changed since the last view. */
export function roomOf(tableId: string, role: Role, patches = false): string {
  return `table:${tableId}:${role === "admin" ? "supervisor" : role}${patches ? ":patch" : ""}`;
}

/** Whether a table's changes go to `room`: a table's role's room (`roomOf`) or the floor's. */
export function isBroadcastRoom(room: string): boolean {
  return room.startsWith("table:") || room === FLOOR_ROOM;
}

/** The view of the table a role sees. */
export function viewFor(role: Role, views: RoleViews): unknown {
  if (role === "display") return views.display;
  if (role === "dealer") return views.dealer;
  return views.supervisor;
}

type Operator = ReturnType<GatewayNamespace["to"]>;

/** The rooms of the tables and the floor, their names and their broadcasts, made once rather than per command. */
export class TableRooms {
  /** Each table's six room names (its three roles', whole views and patches), made once, not per command. */
  private readonly names = new Map<string, readonly string[]>();
  /**
   * The broadcast to each room somebody on this node follows, kept while they do: `ns.to(room)`
   * makes two operators and four sets per message, and an operator is never changed by its emit.
   */
  private readonly operators = new Map<string, Operator>();
  /** The same for rooms followed on another node too: their messages cross to it through Redis. */
  private readonly everywhere = new Map<string, Operator>();

  constructor(
    private readonly ns: GatewayNamespace,
    private readonly elsewhere?: FollowedElsewhere,
  ) {}

  /** The table's room names: ROLES' whole-view rooms, then their patch rooms, in that order. */
  namesOf(tableId: string): readonly string[] {
    let names = this.names.get(tableId);
    if (!names) {
      names = [...ROLES.map((role) => roomOf(tableId, role)), ...ROLES.map((role) => roomOf(tableId, role, true))];
      this.names.set(tableId, names);
    }
    return names;
  }

  /**
   * Whom to send to in `room`, or null when nobody follows it (forgetting its operator). With
   * several nodes, a room nobody on another node follows is sent to on this node alone, since the
   * Redis adapter would publish every message to every node.
   */
  followersOf(room: string): Operator | null {
    const elsewhere = this.elsewhere?.follows(room) ?? false;
    if (!elsewhere && !this.ns.adapter.rooms.get(room)?.size) {
      this.operators.delete(room);
      this.everywhere.delete(room);
      return null;
    }
    const kept = elsewhere ? this.everywhere : this.operators;
    let operator = kept.get(room);
    if (!operator) {
      operator = elsewhere ? this.ns.to(room) : this.ns.local.to(room);
      kept.set(room, operator);
    }
    return operator;
  }
}
