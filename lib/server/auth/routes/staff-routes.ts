import { z } from "zod";
import { assignDealer, endAssignment, listAssignments, NewAssignment } from "../assignments";
import { guarded, json, problem, readJson } from "../http";
import { nowOf, requireStaffWith, type AuthDeps } from "../request-auth";
import { rolesFor } from "../permissions";
import { createStaff, listStaff, StaffChange, StaffRoleSchema, updateStaff } from "../staff";

/** Staff accounts (admin) and shift assignments (floor): /api/auth/staff, /api/auth/assignments. */

const statusOf = (code: string) => (code === "NOT_FOUND" || code === "UNKNOWN_TABLE" ? 404 : code === "USERNAME_TAKEN" || code === "LAST_ADMIN" || code === "ALREADY_ENDED" ? 409 : 400);

export function getStaff(request: Request, deps: AuthDeps): Promise<Response> {
  return guarded("list staff", async () => {
    const who = await requireStaffWith(deps, request, rolesFor("GET", "/api/auth/staff"));
    if (who instanceof Response) return who;
    return json(200, { ok: true, staff: await listStaff(deps.db) });
  });
}

const NewStaffBody = z.object({ username: z.string().max(200), displayName: z.string().max(200), role: StaffRoleSchema, password: z.string().max(4096) }).strict();

export function postStaff(request: Request, deps: AuthDeps): Promise<Response> {
  return guarded("create staff", async () => {
    const who = await requireStaffWith(deps, request, rolesFor("POST", "/api/auth/staff"));
    if (who instanceof Response) return who;
    const body = NewStaffBody.safeParse(await readJson(request));
    if (!body.success) return problem(400, "BAD_REQUEST", "Give a username, a display name, a role and a password.");
    const result = await createStaff(deps.db, who.id, { ...body.data, roomId: who.roomId }, nowOf(deps));
    return result.ok ? json(201, result) : problem(statusOf(result.code), result.code, result.message);
  });
}

export function patchStaff(request: Request, deps: AuthDeps, staffId: string): Promise<Response> {
  return guarded("update staff", async () => {
    const who = await requireStaffWith(deps, request, rolesFor("PATCH", "/api/auth/staff/[id]"));
    if (who instanceof Response) return who;
    const body = StaffChange.safeParse(await readJson(request));
    if (!body.success) return problem(400, "BAD_REQUEST", "Change displayName, role, active, password or unlock.");
    const result = await updateStaff(deps.db, who.id, staffId, body.data, nowOf(deps));
    return result.ok ? json(200, result) : problem(statusOf(result.code), result.code, result.message);
  });
}

export function getAssignments(request: Request, deps: AuthDeps): Promise<Response> {
  return guarded("list assignments", async () => {
    const who = await requireStaffWith(deps, request, rolesFor("GET", "/api/auth/assignments"));
    if (who instanceof Response) return who;
    const table = new URL(request.url).searchParams.get("table") ?? undefined;
    return json(200, { ok: true, assignments: await listAssignments(deps.db, nowOf(deps), table) });
  });
}

export function postAssignment(request: Request, deps: AuthDeps): Promise<Response> {
  return guarded("assign dealer", async () => {
    const who = await requireStaffWith(deps, request, rolesFor("POST", "/api/auth/assignments"));
    if (who instanceof Response) return who;
    const body = NewAssignment.safeParse(await readJson(request));
    if (!body.success) return problem(400, "BAD_REQUEST", "Give the dealer (staffId), the table (tableId) and optionally validFrom/validUntil as ISO times.");
    const result = await assignDealer(deps.db, who.id, body.data, nowOf(deps));
    return result.ok ? json(201, result) : problem(statusOf(result.code), result.code, result.message);
  });
}

export function deleteAssignment(request: Request, deps: AuthDeps, assignmentId: string): Promise<Response> {
  return guarded("end assignment", async () => {
    const who = await requireStaffWith(deps, request, rolesFor("DELETE", "/api/auth/assignments/[id]"));
    if (who instanceof Response) return who;
    const reason = new URL(request.url).searchParams.get("reason")?.slice(0, 500) ?? undefined;
    const result = await endAssignment(deps.db, who.id, assignmentId, nowOf(deps), reason);
    return result.ok ? json(200, result) : problem(statusOf(result.code), result.code, result.message);
  });
}
