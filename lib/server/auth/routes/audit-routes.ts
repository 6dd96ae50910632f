import { AuditQuery, auditCsvStream, listAudit } from "../audit";
import { guarded, json, NO_STORE, problem } from "../http";
import { rolesFor } from "../permissions";
import { nowOf, requireStaffWith, type AuthDeps } from "../request-auth";

/** GET /api/audit (a page of entries, newest first, as JSON) and GET /api/audit.csv (all matching entries). */

function parseQuery(request: Request, csv: boolean) {
  const params = Object.fromEntries(new URL(request.url).searchParams.entries());
  if (csv) {
    delete params.limit;
    delete params.before;
  }
  return AuditQuery.safeParse(params);
}

const BAD_QUERY = "Filters: from, to (ISO dates or times), table, action, staff, limit (1–500), before (a cursor).";

export function getAudit(request: Request, deps: AuthDeps): Promise<Response> {
  return guarded("audit", async () => {
    const who = await requireStaffWith(deps, request, rolesFor("GET", "/api/audit"));
    if (who instanceof Response) return who;
    const query = parseQuery(request, false);
    if (!query.success) return problem(400, "BAD_QUERY", BAD_QUERY);
    return json(200, { ok: true, ...(await listAudit(deps.db, query.data)) });
  });
}

export function getAuditCsv(request: Request, deps: AuthDeps): Promise<Response> {
  return guarded("audit csv", async () => {
    const who = await requireStaffWith(deps, request, rolesFor("GET", "/api/audit.csv"));
    if (who instanceof Response) return who;
    const query = parseQuery(request, true);
    if (!query.success) return problem(400, "BAD_QUERY", BAD_QUERY);
    const { limit: _limit, before: _before, ...filters } = query.data;
    const stamp = nowOf(deps).toISOString().slice(0, 19).replace(/[:T]/g, "-");
    return new Response(auditCsvStream(deps.db, filters), {
      status: 200,
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="audit-${stamp}.csv"`, ...NO_STORE },
    });
  });
}
