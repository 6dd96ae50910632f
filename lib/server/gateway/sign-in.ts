import type { Socket } from "socket.io";
import type { Actor, Role } from "@/lib/domain/table/machine";
import type { GatewayNamespace } from "./gateway-context";

/** Who is on the other end of a socket, and which tables they may touch. */
export interface SocketPrincipal extends Omit<Actor, "role"> {
  /** A table role, or "shoe": a paired card-reading shoe, which may only send the cards it reads (lib/server/shoe). */
  readonly role: Role | "shoe";
  /** Tables this principal may see (and, for a dealer, command); "*" for all. */
  readonly tables: readonly string[] | "*";
}

/** A principal that may act on tables as itself (every one but a shoe, which acts through lib/server/shoe). */
export type TablePrincipal = SocketPrincipal & Actor;

export type Authenticate = (socket: Socket) => Promise<SocketPrincipal | null>;

/** The roles that may send table commands (a display only follows its table). */
export const MAY_COMMAND: ReadonlySet<string> = new Set(["dealer", "supervisor", "admin"]);

/**
 * A socket connects only signed in: `authenticate` names its principal, kept on `socket.data.principal`
 * for the handlers; without one (or when it fails) the connection is refused as UNAUTHENTICATED.
 */
export function requireSignIn(ns: GatewayNamespace, authenticate: Authenticate): void {
  ns.use((socket, next) => {
    authenticate(socket)
      .then((principal) => {
        if (!principal) return next(new Error("UNAUTHENTICATED"));
        socket.data.principal = principal;
        next();
      })
      .catch(() => next(new Error("UNAUTHENTICATED")));
  });
}

/** Whether the principal may see (and by its role command) the table. */
export function allowed(p: SocketPrincipal, tableId: string): boolean {
  return p.tables === "*" || p.tables.includes(tableId);
}
