/**
 * Who may do what: the permission matrix for table commands (socket messages) and API routes.
 *
 * It is data, not code paths. A table command's roles are declared beside its schema by its game
 * family; an API route's here. Every socket command and every API route is checked against them;
 * the matrix tests walk every role through every entry.
 */

import type { CommandRoles } from "@/lib/domain/table/common/commands";

export type StaffRole = "dealer" | "supervisor" | "admin";
export type PrincipalRole = StaffRole | "display";

export const STAFF_ROLES: readonly StaffRole[] = ["dealer", "supervisor", "admin"];
export const ALL_ROLES: readonly PrincipalRole[] = ["dealer", "supervisor", "admin", "display"];

/** The part of a principal the checks need (a SocketPrincipal fits). */
export interface PrincipalScope {
  /** "shoe": a paired card-reading shoe, on sockets only; it sends its cards through lib/server/shoe and may give no command itself. */
  readonly role: PrincipalRole | "shoe";
  /** Tables this principal may see (and, unless it is a display, command); "*" for all. */
  readonly tables: readonly string[] | "*";
}

const FLOOR: readonly StaffRole[] = ["supervisor", "admin"];
const ADMIN: readonly StaffRole[] = ["admin"];

// ------------------------------------------------------------------------------------------------
// Table commands

/**
 * Who may give a command is declared once, beside the command's schema, in its family's command
 * list (lib/domain/table/<family>/commands.ts, `commands.roles` of the family object); the socket
 * gateway checks it here and the table's own guard checks the same list again.
 */
export type { CommandRoles };

export function mayAccessTable(principal: PrincipalScope | null | undefined, tableId: string): boolean {
  if (!principal) return false;
  return principal.tables === "*" || principal.tables.includes(tableId);
}

/**
 * May this principal send a command with these roles to this table? A display never may; a dealer
 * only on a table of a valid shift assignment and only the round's own commands; supervisors and
 * admins on every table, admins also configuration.
 */
export function mayCommand(principal: PrincipalScope | null | undefined, tableId: string, roles: CommandRoles): boolean {
  if (!principal || principal.role === "display" || principal.role === "shoe") return false;
  if (!mayAccessTable(principal, tableId)) return false;
  return roles.includes(principal.role);
}

/** Why a command was refused, in words for the device (no internals). */
export function commandRefusal(principal: PrincipalScope | null | undefined, tableId: string, roles: CommandRoles): { code: string; message: string } | null {
  if (mayCommand(principal, tableId, roles)) return null;
  if (!principal) return { code: "UNAUTHENTICATED", message: "Sign in first." };
  if (principal.role === "display") return { code: "FORBIDDEN", message: "A display is read-only: it cannot send commands." };
  if (principal.role === "shoe") return { code: "FORBIDDEN", message: "A card-reading shoe may only send the cards it reads." };
  if (!mayAccessTable(principal, tableId)) return { code: "FORBIDDEN", message: "You are not assigned to this table." };
  return roles.includes("dealer")
    ? { code: "FORBIDDEN", message: "You may not do that." }
    : { code: "FORBIDDEN", message: roles.includes("supervisor") ? "This needs a floor supervisor." : "This needs an admin." };
}

// ------------------------------------------------------------------------------------------------
// API routes

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * "public": anyone (the handler does its own checks, e.g. a pairing code or a password);
 * "display": a paired display's own read-only routes; otherwise the staff roles allowed.
 */
export type RouteAccess = "public" | "display" | readonly StaffRole[];

export interface RouteRule {
  readonly method: Method;
  /** A path with `[param]` segments, or a prefix ending in "/*". */
  readonly path: string;
  readonly access: RouteAccess;
}

export const ROUTE_RULES: readonly RouteRule[] = [
  { method: "POST", path: "/api/auth/sign-in", access: "public" },
  { method: "POST", path: "/api/auth/sign-out", access: "public" },
  { method: "GET", path: "/api/auth/session", access: "public" },
  { method: "POST", path: "/api/auth/first-admin", access: "public" },
  { method: "GET", path: "/api/auth/staff", access: ADMIN },
  { method: "POST", path: "/api/auth/staff", access: ADMIN },
  { method: "PATCH", path: "/api/auth/staff/[id]", access: ADMIN },
  { method: "GET", path: "/api/auth/assignments", access: FLOOR },
  { method: "POST", path: "/api/auth/assignments", access: FLOOR },
  { method: "DELETE", path: "/api/auth/assignments/[id]", access: FLOOR },
  { method: "GET", path: "/api/displays", access: FLOOR },
  { method: "POST", path: "/api/displays/pairing-codes", access: FLOOR },
  { method: "POST", path: "/api/displays/pair", access: "public" },
  { method: "GET", path: "/api/displays/me", access: "display" },
  { method: "DELETE", path: "/api/displays/[id]", access: FLOOR },
  { method: "GET", path: "/api/audit", access: FLOOR },
  { method: "GET", path: "/api/audit.csv", access: FLOOR },
  // Routes of other parts of the product, by prefix, for their handlers to check against.
  { method: "GET", path: "/api/admin/*", access: ADMIN },
  { method: "POST", path: "/api/admin/*", access: ADMIN },
  { method: "PUT", path: "/api/admin/*", access: ADMIN },
  { method: "PATCH", path: "/api/admin/*", access: ADMIN },
  { method: "DELETE", path: "/api/admin/*", access: ADMIN },
  { method: "GET", path: "/api/floor/*", access: FLOOR },
  { method: "POST", path: "/api/floor/*", access: FLOOR },
  // The waiting lists (lib/server/waitlist/routes.ts): view, commands, figures.
  { method: "GET", path: "/api/waitlist/*", access: FLOOR },
  { method: "POST", path: "/api/waitlist/*", access: FLOOR },
];

/** An API route without a rule is for signed-in floor staff: nothing is public by accident. */
export const DEFAULT_ROUTE_ACCESS: RouteAccess = FLOOR;

function pathMatches(pattern: string, path: string): boolean {
  if (pattern.endsWith("/*")) return path.startsWith(pattern.slice(0, -1));
  const p = pattern.split("/");
  const a = path.split("/");
  return p.length === a.length && p.every((seg, i) => (seg.startsWith("[") && seg.endsWith("]") ? (a[i] ?? "") !== "" : seg === a[i]));
}

export function routeRule(method: string, path: string): RouteAccess {
  const m = method.toUpperCase();
  const exact = ROUTE_RULES.find((r) => r.method === m && !r.path.endsWith("/*") && pathMatches(r.path, path));
  const prefix = ROUTE_RULES.find((r) => r.method === m && r.path.endsWith("/*") && pathMatches(r.path, path));
  return (exact ?? prefix)?.access ?? DEFAULT_ROUTE_ACCESS;
}

/** May a principal of this role (null: nobody signed in) call this route? */
export function mayRoute(role: PrincipalRole | null, method: string, path: string): boolean {
  const access = routeRule(method, path);
  if (access === "public") return true;
  if (access === "display") return role === "display";
  return role !== null && role !== "display" && access.includes(role);
}

/** The staff roles a route admits (for handlers: `requireStaff(request, rolesFor("GET", "/api/audit"))`). */
export function rolesFor(method: Method, path: string): readonly StaffRole[] {
  const access = routeRule(method, path);
  if (access === "public" || access === "display") throw new Error(`${method} ${path} is not a staff route`);
  return access;
}
