/**
 * The lists' API for the floor (the handlers behind app/api/waitlist; their permission rule is in
 * lib/server/auth/permissions.ts ROUTE_RULES: floor supervisors and admins). The floor's screen
 * works over the socket; these serve a first page, the figures of any shift, and tools.
 */
import { z } from "zod";
import { guarded, json, problem, readJson } from "@/lib/server/auth/http";
import { rolesFor, type Method } from "@/lib/server/auth/permissions";
import { requireStaff } from "@/lib/server/auth/request-auth";
import type { StaffPrincipal } from "@/lib/server/auth/sessions";
import { periodFrom } from "@/lib/server/floor/route-kit";
import { loadFloorSettings } from "@/lib/server/floor/settings";
import { getRuntime } from "@/lib/server/runtime";
import { getWaitlist } from "./runtime";

function waitlistRoute(name: string, request: Request, method: Method, path: string, run: (staff: StaffPrincipal) => Promise<Response>): Promise<Response> {
  return guarded(`waitlist ${name}`, async () => {
    const staff = await requireStaff(request, rolesFor(method, path));
    if (staff instanceof Response) return staff;
    return run(staff);
  });
}

/** GET /api/waitlist/view: the floor's view of the lists, with their version and the server's clock. */
export function getWaitlistView(request: Request): Promise<Response> {
  return waitlistRoute("view", request, "GET", "/api/waitlist/view", async () => json(200, { ok: true, ...getWaitlist().floorView() }));
}

const CommandBody = z.object({ id: z.string().min(8).max(120), command: z.unknown() }).strict();

function statusOf(code: string): number {
  if (code === "BAD_COMMAND") return 400;
  if (code === "STORE_UNAVAILABLE" || code === "OUTCOME_UNKNOWN") return 503;
  if (code === "UNKNOWN_TABLE" || code === "UNKNOWN_LIST" || code === "UNKNOWN_PLAYER") return 404;
  return 409;
}

/** POST /api/waitlist/commands { id, command }: one command, applied once per id; the answer a socket would give. */
export function postWaitlistCommand(request: Request): Promise<Response> {
  return waitlistRoute("command", request, "POST", "/api/waitlist/commands", async (staff) => {
    const body = CommandBody.safeParse(await readJson(request));
    if (!body.success) return problem(400, "BAD_REQUEST", "Send { id, command }: an id of at least 8 characters chosen by the screen, and the command.");
    const ack = await getWaitlist().command(body.data.id, body.data.command, { id: staff.id, role: staff.role });
    return ack.ok ? json(200, ack) : json(statusOf(ack.code), ack);
  });
}

/** GET /api/waitlist/figures?day=&shift= (or from=&to=): the figures of a shift, the current one by default. */
export function getWaitlistFigures(request: Request): Promise<Response> {
  return waitlistRoute("figures", request, "GET", "/api/waitlist/figures", async () => {
    const settings = await loadFloorSettings(getRuntime().db);
    const period = periodFrom(new URL(request.url).searchParams, settings, new Date());
    if (!period.ok) return period.response;
    const figures = getWaitlist().figures({ from: period.period.from.getTime(), to: period.period.to.getTime() });
    return json(200, { ok: true, period: { label: period.period.label, from: period.period.from.toISOString(), to: period.period.to.toISOString() }, timeZone: settings.timeZone, figures });
  });
}
