import type { Database } from "@/lib/server/db/database";
import { getRuntime } from "@/lib/server/runtime";
import { resolveDisplay, type DisplayPrincipal } from "./displays";
import { DISPLAY_COOKIE, SESSION_COOKIE, problem, readCredentialCookie } from "./http";
import { checkOrigin } from "./origin";
import { mayAccessTable, type StaffRole } from "./permissions";
import { resolveSession, type StaffPrincipal } from "./sessions";

/**
 * Authorisation for route handlers. `requireStaff` answers the staff member, or the Response to
 * return: 403 for a state-changing request from another site, 401 without a valid session, 403 for
 * a role (or, with `table`, a table) the account may not act on.
 *
 *   const staff = await requireStaff(request, ["supervisor", "admin"]);
 *   if (staff instanceof Response) return staff;
 */
export interface AuthDeps {
  db: Pick<Database, "prisma">;
  now?: () => Date;
  /** The demo floor is on and its accounts' published passwords still work (absent: no). */
  demoFloor?: () => boolean;
}

/** The running server's database, looked up when a handler first uses it (inside its error guard). */
export function runtimeDeps(): AuthDeps {
  return {
    get db() {
      return getRuntime().db;
    },
    demoFloor: () => getRuntime().demoAccounts.length > 0,
  };
}

export function nowOf(deps: AuthDeps): Date {
  return deps.now ? deps.now() : new Date();
}

export async function currentStaff(request: Request, deps: AuthDeps): Promise<StaffPrincipal | null> {
  return resolveSession(deps.db, readCredentialCookie(request.headers, SESSION_COOKIE, request.url), nowOf(deps));
}

export async function currentDisplay(request: Request, deps: AuthDeps): Promise<DisplayPrincipal | null> {
  return resolveDisplay(deps.db, readCredentialCookie(request.headers, DISPLAY_COOKIE, request.url), nowOf(deps));
}

export const UNAUTHENTICATED = () => problem(401, "UNAUTHENTICATED", "Sign in first.");
export const FORBIDDEN = (message = "Your account may not do this.") => problem(403, "FORBIDDEN", message);

export async function requireStaffWith(deps: AuthDeps, request: Request, roles: readonly StaffRole[], options: { table?: string } = {}): Promise<StaffPrincipal | Response> {
  const badOrigin = checkOrigin(request);
  if (badOrigin) return badOrigin;
  const staff = await currentStaff(request, deps);
  if (!staff) return UNAUTHENTICATED();
  if (!roles.includes(staff.role)) return FORBIDDEN();
  if (options.table !== undefined && !mayAccessTable(staff, options.table)) return FORBIDDEN("You are not assigned to this table.");
  return staff;
}

/** For route handlers of the running server (the database comes from the runtime). */
export async function requireStaff(request: Request, roles: readonly StaffRole[], options: { table?: string } = {}): Promise<StaffPrincipal | Response> {
  return requireStaffWith(runtimeDeps(), request, roles, options);
}

/** For a paired display's own routes. */
export async function requireDisplayWith(deps: AuthDeps, request: Request): Promise<DisplayPrincipal | Response> {
  const badOrigin = checkOrigin(request);
  if (badOrigin) return badOrigin;
  return (await currentDisplay(request, deps)) ?? UNAUTHENTICATED();
}
