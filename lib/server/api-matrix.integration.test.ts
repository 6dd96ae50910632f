/**
 * Every API route of app/api, called through its real Next.js route handler on the real server
 * (PostgreSQL, the live table registry), as every role and as nobody: allowed or refused as
 * specified below (written out independently of lib/server/auth/permissions.ts), a refusal carries
 * a code and a plain message, and a refused or rejected request changes nothing in the database.
 * Then random and malformed bodies and queries on every route as every role: never a server error,
 * never internals in the answer, and nothing changed by an answer that refused.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "./test-server";
import { credentialsFor, type Who } from "./test-credentials";
import { request as browserRequest } from "./auth/test-fixtures";

import * as adminDevices from "@/app/api/admin/devices/route";
import * as adminFloorSettings from "@/app/api/admin/floor-settings/route";
import * as adminTableFee from "@/app/api/admin/tables/[tableId]/fee-option/route";
import * as adminTable from "@/app/api/admin/tables/[tableId]/route";
import * as adminTables from "@/app/api/admin/tables/route";
import * as auditCsv from "@/app/api/audit.csv/route";
import * as auditList from "@/app/api/audit/route";
import * as assignment from "@/app/api/auth/assignments/[id]/route";
import * as assignments from "@/app/api/auth/assignments/route";
import * as firstAdmin from "@/app/api/auth/first-admin/route";
import * as session from "@/app/api/auth/session/route";
import * as signIn from "@/app/api/auth/sign-in/route";
import * as signOut from "@/app/api/auth/sign-out/route";
import * as staffOne from "@/app/api/auth/staff/[id]/route";
import * as staffAll from "@/app/api/auth/staff/route";
import * as displayOne from "@/app/api/displays/[id]/route";
import * as displayMe from "@/app/api/displays/me/route";
import * as displayPair from "@/app/api/displays/pair/route";
import * as pairingCodes from "@/app/api/displays/pairing-codes/route";
import * as displays from "@/app/api/displays/route";
import * as alertAck from "@/app/api/floor/alerts/[id]/acknowledge/route";
import * as alerts from "@/app/api/floor/alerts/route";
import * as odds from "@/app/api/floor/odds/route";
import * as overview from "@/app/api/floor/overview/route";
import * as settle from "@/app/api/floor/settle/route";
import * as floorFee from "@/app/api/floor/tables/[tableId]/fee-option/route";
import * as corrections from "@/app/api/floor/tables/[tableId]/corrections/route";
import * as approvedCorrections from "@/app/api/floor/tables/[tableId]/approved-corrections/route";
import * as dealerBoard from "@/app/api/floor/dealers/route";
import * as relieve from "@/app/api/floor/dealers/relieve/route";
import * as swap from "@/app/api/floor/dealers/swap/route";
import * as replay from "@/app/api/floor/tables/[tableId]/rounds/[roundId]/replay/route";
import * as rounds from "@/app/api/floor/tables/[tableId]/rounds/route";
import * as feeDrops from "@/app/api/reports/fee-drops/route";
import * as regulator from "@/app/api/reports/regulator/route";
import * as anchorDownload from "@/app/api/reports/anchor/[id]/route";
import * as shoe from "@/app/api/floor/shoes/[shoeId]/route";
import * as shiftClose from "@/app/api/reports/shift-close/route";
import * as waitlistCode from "@/app/api/waitlist/code/[entry]/route";
import * as waitlistCommands from "@/app/api/waitlist/commands/route";
import * as waitlistFigures from "@/app/api/waitlist/figures/route";
import * as waitlistView from "@/app/api/waitlist/view/route";

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Role = Who | null;
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Access = "public" | "display" | readonly ("dealer" | "supervisor" | "admin")[];

const FLOOR = ["supervisor", "admin"] as const;
const ADMIN = ["admin"] as const;

/** The specification: every route file of app/api, every method it exports, and who may call it. */
const ROUTES: { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; path: string; handler: unknown; params?: Record<string, string>; access: Access }[] = [
  { method: "POST", path: "/api/auth/sign-in", handler: signIn.POST, access: "public" },
  { method: "POST", path: "/api/auth/sign-out", handler: signOut.POST, access: "public" },
  { method: "GET", path: "/api/auth/session", handler: session.GET, access: "public" },
  { method: "POST", path: "/api/auth/first-admin", handler: firstAdmin.POST, access: "public" },
  { method: "GET", path: "/api/auth/staff", handler: staffAll.GET, access: ADMIN },
  { method: "POST", path: "/api/auth/staff", handler: staffAll.POST, access: ADMIN },
  { method: "PATCH", path: "/api/auth/staff/nobody", handler: staffOne.PATCH, params: { id: "nobody" }, access: ADMIN },
  { method: "GET", path: "/api/auth/assignments", handler: assignments.GET, access: FLOOR },
  { method: "POST", path: "/api/auth/assignments", handler: assignments.POST, access: FLOOR },
  { method: "DELETE", path: "/api/auth/assignments/nothing", handler: assignment.DELETE, params: { id: "nothing" }, access: FLOOR },
  { method: "GET", path: "/api/displays", handler: displays.GET, access: FLOOR },
  { method: "POST", path: "/api/displays/pairing-codes", handler: pairingCodes.POST, access: FLOOR },
  { method: "POST", path: "/api/displays/pair", handler: displayPair.POST, access: "public" },
  { method: "GET", path: "/api/displays/me", handler: displayMe.GET, access: "display" },
  { method: "DELETE", path: "/api/displays/nothing", handler: displayOne.DELETE, params: { id: "nothing" }, access: FLOOR },
  { method: "GET", path: "/api/audit", handler: auditList.GET, access: FLOOR },
  { method: "GET", path: "/api/audit.csv", handler: auditCsv.GET, access: FLOOR },
  { method: "GET", path: "/api/admin/devices", handler: adminDevices.GET, access: ADMIN },
  { method: "GET", path: "/api/admin/floor-settings", handler: adminFloorSettings.GET, access: ADMIN },
  { method: "PUT", path: "/api/admin/floor-settings", handler: adminFloorSettings.PUT, access: ADMIN },
  { method: "GET", path: "/api/admin/tables", handler: adminTables.GET, access: ADMIN },
  { method: "POST", path: "/api/admin/tables", handler: adminTables.POST, access: ADMIN },
  { method: "PUT", path: "/api/admin/tables/t1", handler: adminTable.PUT, params: { tableId: "t1" }, access: ADMIN },
  { method: "PUT", path: "/api/admin/tables/t2/fee-option", handler: adminTableFee.PUT, params: { tableId: "t2" }, access: ADMIN },
  { method: "GET", path: "/api/floor/overview", handler: overview.GET, access: FLOOR },
  { method: "GET", path: "/api/floor/alerts", handler: alerts.GET, access: FLOOR },
  { method: "POST", path: "/api/floor/alerts/999999/acknowledge", handler: alertAck.POST, params: { id: "999999" }, access: FLOOR },
  { method: "GET", path: "/api/floor/odds?game=ez-baccarat&decks=8", handler: odds.GET, access: FLOOR },
  { method: "POST", path: "/api/floor/settle", handler: settle.POST, access: FLOOR },
  { method: "POST", path: "/api/floor/tables/t1/fee-option", handler: floorFee.POST, params: { tableId: "t1" }, access: FLOOR },
  { method: "POST", path: "/api/floor/tables/t1/corrections", handler: corrections.POST, params: { tableId: "t1" }, access: FLOOR },
  // The table's tablet (its dealer) asks; the supervisor's own username and password in the body approve.
  { method: "POST", path: "/api/floor/tables/t1/approved-corrections", handler: approvedCorrections.POST, params: { tableId: "t1" }, access: ["dealer", "supervisor", "admin"] },
  { method: "GET", path: "/api/floor/dealers", handler: dealerBoard.GET, access: FLOOR },
  { method: "POST", path: "/api/floor/dealers/relieve", handler: relieve.POST, access: FLOOR },
  { method: "POST", path: "/api/floor/dealers/swap", handler: swap.POST, access: FLOOR },
  { method: "GET", path: "/api/floor/tables/t1/rounds", handler: rounds.GET, params: { tableId: "t1" }, access: FLOOR },
  { method: "GET", path: "/api/floor/tables/t1/rounds/none/replay", handler: replay.GET, params: { tableId: "t1", roundId: "none" }, access: FLOOR },
  { method: "GET", path: "/api/floor/shoes/none", handler: shoe.GET, params: { shoeId: "none" }, access: FLOOR },
  { method: "GET", path: "/api/reports/fee-drops", handler: feeDrops.GET, access: FLOOR },
  { method: "GET", path: "/api/reports/regulator?table=t1", handler: regulator.GET, access: FLOOR },
  { method: "GET", path: "/api/reports/shift-close", handler: shiftClose.GET, access: FLOOR },
  { method: "GET", path: "/api/reports/anchor/1", handler: anchorDownload.GET, params: { id: "1" }, access: FLOOR },
  { method: "GET", path: "/api/waitlist/view", handler: waitlistView.GET, access: FLOOR },
  { method: "POST", path: "/api/waitlist/commands", handler: waitlistCommands.POST, access: FLOOR },
  { method: "GET", path: "/api/waitlist/figures", handler: waitlistFigures.GET, access: FLOOR },
  { method: "GET", path: "/api/waitlist/code/p1", handler: waitlistCode.GET, params: { entry: "p1" }, access: FLOOR },
  { method: "POST", path: "/api/reports/shift-close", handler: shiftClose.POST, access: FLOOR },
];

const ROLES: Role[] = [null, "display", "dealer", "supervisor", "admin"];

function allowed(access: Access, role: Role): boolean {
  if (access === "public") return true;
  if (access === "display") return role === "display";
  return role !== null && role !== "display" && (access as readonly string[]).includes(role);
}

let server: Server;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  await server?.dropDatabase();
});

let displayCookie: string | undefined;

/** A fresh staff session per call, so a sign-out in the matrix cannot end another call's session; one paired display. */
async function cookieFor(role: Role): Promise<string | undefined> {
  if (role === null) return undefined;
  if (role === "display") return (displayCookie ??= (await credentialsFor(server.db, "display", "t1")).cookie);
  return (await credentialsFor(server.db, role, "t1")).cookie;
}

async function call(route: (typeof ROUTES)[number], cookie: string | undefined, body?: string, query = ""): Promise<Response> {
  const path = query ? `${route.path}${route.path.includes("?") ? "&" : "?"}${query}` : route.path;
  const base = browserRequest(path, { method: route.method, ...(cookie ? { cookie } : {}), ip: "10.77.0.1" });
  const request =
    route.method === "GET"
      ? base
      : new Request(base.url, { method: route.method, headers: new Headers([...base.headers.entries(), ["content-type", "application/json"]]), body: body ?? "{}" });
  return (route.handler as Handler)(request, { params: Promise.resolve(route.params ?? {}) });
}

/** Everything a request could change, except what reading itself touches (sessions, a display's last-seen time, alerts raised by the monitor). */
async function fingerprint(): Promise<string> {
  const { rows } = await server.db.pool.query<{ f: string }>(`
    SELECT concat_ws('|',
      (SELECT count(*) FROM audit_entries), (SELECT count(*) FROM table_events), (SELECT count(*) FROM fee_drops),
      (SELECT count(*) FROM rounds), (SELECT count(*) FROM shift_counts), (SELECT count(*) FROM display_pairing_codes),
      (SELECT md5(coalesce(string_agg(concat_ws(',', id, revoked_at), ';' ORDER BY id), '')) FROM paired_displays),
      (SELECT md5(coalesce(string_agg(concat_ws(',', id, valid_from, valid_until), ';' ORDER BY id), '')) FROM shift_assignments),
      (SELECT md5(coalesce(string_agg(concat_ws(',', id, username, role, active, password_hash), ';' ORDER BY id), '')) FROM staff),
      (SELECT md5(coalesce(string_agg(t::text, ';' ORDER BY t.id), '')) FROM tables t),
      (SELECT md5(coalesce(string_agg(f::text, ';' ORDER BY f.room_id), '')) FROM floor_settings f),
      (SELECT count(*) FROM staff_sessions WHERE revoked_at IS NOT NULL)
    ) AS f`);
  return rows[0]!.f;
}

const INTERNALS = /at \w+ \(|\/work\/|node_modules|SELECT |INSERT |prisma|TypeError|ReferenceError|stack/i;

describe("API route matrix on the real server: every role (and nobody) × every route", () => {
  it("lists every method of every route file of app/api", async () => {
    const fs = await import("node:fs/promises");
    const path = await import("node:path");
    const found: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else if (entry.name === "route.ts") found.push(full);
      }
    };
    await walk(path.join(process.cwd(), "app/api"));
    expect(found.length).toBeGreaterThan(30);
    let methods = 0;
    for (const file of found) {
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
        if (typeof mod[method] !== "function") continue;
        methods++;
        expect(ROUTES.some((r) => r.method === method && r.handler === mod[method]), `${method} of ${path.relative(process.cwd(), file)} is in the matrix`).toBe(true);
      }
    }
    expect(methods).toBe(ROUTES.length);
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.path}`, async () => {
      for (const role of ROLES) {
        const cookie = await cookieFor(role);
        const before = await fingerprint();
        const answer = await call(route, cookie);
        const refused = answer.status === 401 || answer.status === 403;
        const mayCall = allowed(route.access, role);
        expect({ role, refused, status: answer.status }).toEqual({ role, refused: !mayCall, status: answer.status });
        expect(answer.status, `${role} ${route.method} ${route.path}`).toBeLessThan(500);
        if (refused) {
          const body = (await answer.json()) as { ok: boolean; code: string; message: string };
          expect(body).toMatchObject({ ok: false, code: role === null || role === "display" || route.access === "display" ? "UNAUTHENTICATED" : "FORBIDDEN" });
          expect(body.message.length).toBeGreaterThan(5);
          expect(await fingerprint(), `a refused ${route.method} ${route.path} as ${role} changed nothing`).toBe(before);
        } else {
          await answer.body?.cancel();
        }
      }
    });
  }
});

describe("API fuzz on the real server: random and malformed bodies and queries as every role", () => {
  // Sign-in, first-admin and pairing are public and count failures toward the address lockout (each
  // failure is an audit entry, by design); they are fuzzed for crashes only, not for "no change".
  const COUNTS_FAILURES = new Set(["/api/auth/sign-in", "/api/auth/first-admin", "/api/displays/pair", "/api/floor/tables/t1/approved-corrections"]);
  const body = fc.oneof(
    fc.json(),
    fc.string({ maxLength: 500 }),
    fc.constantFrom("", "{", "null", "[]", "0", '"x"', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"polluted":1}}}', "\u0000\u0001", "x".repeat(70_000)),
    fc
      .dictionary(
        fc.constantFrom("username", "password", "tableId", "code", "role", "gameId", "seats", "scheduleId", "optionId", "data", "name", "staffId", "validUntil", "countedCents", "shiftStart", "timeZone", "shifts", "note", "id"),
        fc.oneof(fc.anything(), fc.constantFrom("t1", "admin", "ez-baccarat", "A", 8, -1, Number.MAX_VALUE, null)),
        { maxKeys: 6 },
      )
      .map((o) => JSON.stringify(o)),
  );
  const query = fc.dictionary(fc.constantFrom("table", "from", "to", "game", "shift", "day", "limit", "before", "action", "decks", "format", "staff", "all"), fc.string({ maxLength: 30 }), { maxKeys: 3 });

  it("never a server error, never internals, and a refusal changes nothing", async () => {
    const samples = fc.sample(fc.tuple(fc.constantFrom(...ROLES), fc.constantFrom(...ROUTES), body, query), { numRuns: 900, seed: 20261124 });
    const statuses = new Map<number, number>();
    for (const [role, route, data, q] of samples) {
      const cookie = await cookieFor(role);
      const before = await fingerprint();
      const answer = await call(route, cookie, data, new URLSearchParams(q).toString());
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      expect(answer.status, `${role} ${route.method} ${route.path} with ${data.slice(0, 80)}`).toBeLessThan(500);
      if (answer.status >= 400) {
        const text = await answer.text();
        expect(text).not.toMatch(INTERNALS);
        const parsed = JSON.parse(text) as { ok?: boolean; code?: unknown; message?: unknown };
        expect(parsed).toMatchObject({ ok: false, code: expect.any(String), message: expect.any(String) });
        if (!COUNTS_FAILURES.has(route.path)) expect(await fingerprint(), `${role} ${route.method} ${route.path} answered ${answer.status} but changed the database`).toBe(before);
      } else {
        await answer.body?.cancel();
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    // The bodies reached the handlers, not only the front door.
    expect([...statuses.keys()].some((s) => s === 400 || s === 404 || s === 409)).toBe(true);
    expect([...statuses.keys()].some((s) => s === 401 || s === 403)).toBe(true);
    // The server still answers.
    expect((await call(ROUTES.find((r) => r.path === "/api/floor/overview")!, await cookieFor("supervisor"))).status).toBe(200);
  });
});
