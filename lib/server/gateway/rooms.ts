import type { Role } from "@/lib/domain/table/machine";
import type { RoleViews } from "@/lib/server/tables/table-kind";
import type { GatewayNamespace } from "./gateway-context";

/** The roles that follow a table, each in its own rooms (an admin follows as a supervisor). */
export const ROLES = ["dealer", "display", "supervisor"] as const;

/** The room of a table's role: whole views, or (`patches`) what changed since the last view. */
export function roomOf(tableId: string, role: Role, patches = false): string {
  return `table:${tableId}:${role === "admin" ? "supervisor" : role}${patches ? ":patch" : ""}`;
}

/** The view of the table a role sees. */
export function viewFor(role: Role, views: RoleViews): unknown {
  if (role === "display") return views.display;
  if (role === "dealer") return views.dealer;
  return views.supervisor;
}

type Operator = ReturnType<GatewayNamespace["to"]>;

/** The rooms of the tables, their names and their broadcasts, made once rather than per command. */
export class TableRooms {
  /** Each table's six room names (its three roles', whole views and patches), made once, not per command. */
  private readonly names = new Map<string, readonly string[]>();
  /**
   * The broadcast to each room somebody on this node follows, kept while they do: `ns.to(room)`
   * makes two operators and four sets per message, and an operator is never changed by its emit.
   */
  private readonly operators = new Map<string, Operator>();

  constructor(private readonly ns: GatewayNamespace) {}

  /** The table's room names: ROLES' whole-view rooms, then their patch rooms, in that order. */
  namesOf(tableId: string): readonly string[] {
    let names = this.names.get(tableId);
    if (!names) {
      names = [...ROLES.map((role) => roomOf(tableId, role)), ...ROLES.map((role) => roomOf(tableId, role, true))];
      this.names.set(tableId, names);
    }
    return names;
  }

  /** Whom to send to in `room`, or null when nobody on this node follows it (forgetting its operator). */
  followersOf(room: string): Operator | null {
    if (!this.ns.adapter.rooms.get(room)?.size) {
      this.operators.delete(room);
      return null;
    }
    let operator = this.operators.get(room);
    if (!operator) {
      operator = this.ns.to(room);
      this.operators.set(room, operator);
    }
    return operator;
  }

  /** Whether somebody on this node follows `room`. */
  followed(room: string): boolean {
    return !!this.ns.adapter.rooms.get(room)?.size;
  }
}
