/**
 * A supervisor's approval on the dealer tablet: the supervisor, standing at the table, types their
 * own username and password on the tablet for one correction. The request must come from this site
 * and from a staff session that may use the table (the tablet's dealer); the supervisor's password
 * is checked exactly as a sign-in is (attempt limits, the audit of every attempt), the session that
 * check opens is ended at once (the tablet never holds the supervisor's session), and the correction
 * goes to the table as the supervisor's own command: the table's log and the audit trail name the
 * supervisor who approved it, with the reason given.
 */
import { z } from "zod";
import type { LiveTables } from "@/lib/server/tables/live-tables";
import { clientAddress, isLoopbackAddress, problem, readJson } from "@/lib/server/auth/http";
import { checkOrigin } from "@/lib/server/auth/origin";
import { mayAccessTable } from "@/lib/server/auth/permissions";
import { currentStaff, nowOf, type AuthDeps } from "@/lib/server/auth/request-auth";
import { signIn, signOut, type AttemptLimits } from "@/lib/server/auth/sign-in";
import { APPROVAL_TABLE_RULE, APPROVAL_USERNAME_RULE, describeWait } from "@/lib/server/auth/rate-limit";
import { applyCorrection, CommandId, parseCorrection } from "./corrections";

const Body = z.strictObject({ username: z.string().min(1).max(200), password: z.string().min(1).max(4096), correction: z.unknown(), commandId: CommandId.optional() });

const APPROVERS = new Set(["supervisor", "admin"]);

export async function approvedCorrection(request: Request, tableId: string, deps: AuthDeps, tables: LiveTables): Promise<Response> {
  const badOrigin = checkOrigin(request);
  if (badOrigin) return badOrigin;
  const tablet = await currentStaff(request, deps);
  if (!tablet) return problem(401, "UNAUTHENTICATED", "This tablet is not signed in: sign in first.");
  if (!mayAccessTable(tablet, tableId)) return problem(403, "FORBIDDEN", "This tablet is not signed in for this table.");
  const body = Body.safeParse(await readJson(request));
  if (!body.success) return problem(400, "BAD_REQUEST", "The supervisor enters their username and password.");
  const parsed = parseCorrection(body.data.correction);
  if (!parsed.ok) return parsed.response;
  const ip = clientAddress(request.headers);
  const demoPasswordAllowed = isLoopbackAddress(ip) && (deps.demoFloor?.() ?? false);
  const now = nowOf(deps);
  // Counted per table and per approver, apart from the sign-ins: wrong passwords typed here lock this
  // table's approvals for a while, never the supervisor's sign-in on the floor (rate-limit.ts).
  const limits: AttemptLimits = {
    checks: (username) => [
      { rule: APPROVAL_TABLE_RULE, value: tableId },
      { rule: APPROVAL_USERNAME_RULE, value: username },
    ],
    detail: { table: tableId, approval: true },
  };
  const checked = await signIn(deps.db, { username: body.data.username, password: body.data.password, ip, userAgent: request.headers.get("user-agent"), demoPasswordAllowed, fromLoopback: isLoopbackAddress(ip) }, now, limits);
  if (!checked.ok) {
    if (checked.code === "INVALID_CREDENTIALS") return problem(401, checked.code, "Wrong supervisor username or password.");
    if (checked.code === "PASSWORD_CHANGE_REQUIRED" || checked.code === "WEAK_PASSWORD" || checked.code === "DEMO_PASSWORD_LOCAL_ONLY") return problem(403, checked.code, "This supervisor must choose a new password first (sign in on the floor once).");
    if (checked.code === "LOCKED") return problem(429, checked.code, `Too many wrong supervisor passwords here. Wait ${describeWait(checked.retryAfterSeconds)}, or have the supervisor make the correction from the floor.`, { "retry-after": String(checked.retryAfterSeconds) });
    return problem(503, checked.code, checked.message, { "retry-after": String(checked.retryAfterSeconds) });
  }
  // The check opened a session: end it now, whatever follows.
  await signOut(deps.db, checked.token, { ip }, now);
  const approver = checked.principal;
  if (!APPROVERS.has(approver.role)) return problem(403, "NOT_A_SUPERVISOR", `${approver.displayName || approver.username} is not a floor supervisor: a supervisor approves this.`);
  return applyCorrection(tables, tableId, parsed.correction, { id: approver.id, role: approver.role }, body.data.commandId ?? parsed.commandId);
}
