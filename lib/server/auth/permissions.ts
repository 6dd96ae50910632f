/**
 * Who may do what: the permission matrix for table commands (socket messages) and API routes.
 *
 * It is data, not code paths: the command types of the table machines are still growing, so a
 * command without its own rule falls under the default rule (the round's own steps: the dealer of
 * the table, or a supervisor or admin covering it). Supervisor-only and admin-only commands are
 * listed by name or by prefix. Every socket command and every API route is checked against these
 * tables; the matrix tests walk every role through every entry.
 */

export type StaffRole = "dealer" | "supervisor" | "admin";
export type PrincipalRole = StaffRole | "display";

export const STAFF_ROLES: readonly StaffRole[] = ["dealer", "supervisor", "admin"];
export const ALL_ROLES: readonly PrincipalRole[] = ["dealer", "supervisor", "admin", "display"];

/** The part of a principal the checks need (a SocketPrincipal fits). */
export interface PrincipalScope {
  readonly role: PrincipalRole;
  /** Tables this principal may see (and, unless it is a display, command); "*" for all. */
  readonly tables: readonly string[] | "*";
}

const FLOOR: readonly StaffRole[] = ["supervisor", "admin"];
const ANY_STAFF: readonly StaffRole[] = ["dealer", "supervisor", "admin"];
const ADMIN: readonly StaffRole[] = ["admin"];

// ------------------------------------------------------------------------------------------------
// Table commands

export interface CommandRule {
  /** A command type ("void-round") or a prefix ending in "*" ("configure-*"). */
  readonly match: string;
  readonly roles: readonly StaffRole[];
  readonly why: string;
}

/** Commands that change what happened or how a table runs: a supervisor's call, audited. */
export const SUPERVISOR_COMMANDS = [
  "void-round",
  "correct-card",
  "pause-table",
  "resume-table",
  "close-table",
  "change-fee-option",
  "approve-correction",
] as const;

/** Configuration sent as a table command (admin only); configuration routes are in ROUTE_RULES. */
export const ADMIN_COMMAND_PREFIXES = ["configure-", "config-"] as const;

export const COMMAND_RULES: readonly CommandRule[] = [
  ...SUPERVISOR_COMMANDS.map((match) => ({ match, roles: FLOOR, why: "a supervisor decision, recorded with a reason" })),
  ...ADMIN_COMMAND_PREFIXES.map((prefix) => ({ match: `${prefix}*`, roles: ADMIN, why: "table configuration is the admin's" })),
];

/** Every other command is a step of the round: the table's dealer, or the floor covering it. */
export const DEFAULT_COMMAND_RULE: CommandRule = { match: "*", roles: ANY_STAFF, why: "a step of the round on the dealer's own table" };

function matches(pattern: string, value: string): boolean {
  return pattern.endsWith("*") ? value.startsWith(pattern.slice(0, -1)) : pattern === value;
}

/** The rule that governs a command type: an exact rule first, then a prefix rule, then the default. */
export function commandRule(commandType: string): CommandRule {
  return (
    COMMAND_RULES.find((r) => !r.match.endsWith("*") && r.match === commandType) ??
    COMMAND_RULES.find((r) => r.match.endsWith("*") && matches(r.match, commandType)) ??
    DEFAULT_COMMAND_RULE
  );
}

export function mayAccessTable(principal: PrincipalScope | null | undefined, tableId: string): boolean {
  if (!principal) return false;
  return principal.tables === "*" || principal.tables.includes(tableId);
}

/**
 * May this principal send this command to this table? A display never may; a dealer only on a
 * table of a valid shift assignment and only the round's own commands; supervisors and admins on
 * every table, admins also configuration.
 */
export function mayCommand(principal: PrincipalScope | null | undefined, tableId: string, commandType: string): boolean {
  if (!principal || principal.role === "display") return false;
  if (!mayAccessTable(principal, tableId)) return false;
  return commandRule(commandType).roles.includes(principal.role);
}

/** Why a command was refused, in words for the device (no internals). */
export function commandRefusal(principal: PrincipalScope | null | undefined, tableId: string, commandType: string): { code: string; message: string } | null {
  if (mayCommand(principal, tableId, commandType)) return null;
  if (!principal) return { code: "UNAUTHENTICATED", message: "Sign in first." };
  if (principal.role === "display") return { code: "FORBIDDEN", message: "A display is read-only: it cannot send commands." };
  if (!mayAccessTable(principal, tableId)) return { code: "FORBIDDEN", message: "You are not assigned to this table." };
  const rule = commandRule(commandType);
  return rule.roles.includes("dealer")
    ? { code: "FORBIDDEN", message: "You may not do that." }
    : { code: "FORBIDDEN", message: rule.roles.includes("supervisor") ? "This needs a floor supervisor." : "This needs an admin." };
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
