import { describe, expect, it } from "vitest";
import { ALL_COMMAND_TYPES, SUPERVISOR_COMMANDS as DOMAIN_SUPERVISOR_COMMANDS } from "@/lib/domain/table/baccarat/commands";
import { ADMIN_COMMAND_TYPES } from "@/lib/domain/table/common/commands";
import { COMMAND_RULES, ROUTE_RULES, SUPERVISOR_COMMANDS, commandRefusal, commandRule, mayCommand, mayRoute, rolesFor, type PrincipalRole, type PrincipalScope } from "./permissions";

// The specification, written out independently of the rule tables it checks.
const SUPERVISOR_ONLY = ["void-round", "correct-card", "pause-table", "resume-table", "close-table", "change-fee-option", "approve-correction"];
const ADMIN_ONLY = ["configure-table", "configure-seats", "config-fees"];
const ROUND_STEPS = ["open-betting", "place-wager", "deal-card", "settle", "end-round", "a-command-not-invented-yet"];
const EVERY_COMMAND = [...new Set([...ALL_COMMAND_TYPES, ...SUPERVISOR_ONLY, ...ADMIN_ONLY, ...ROUND_STEPS])];

const principals: Record<string, PrincipalScope | null> = {
  nobody: null,
  "display of t1": { role: "display", tables: ["t1"] },
  "dealer of t1": { role: "dealer", tables: ["t1"] },
  "dealer without a table": { role: "dealer", tables: [] },
  supervisor: { role: "supervisor", tables: "*" },
  admin: { role: "admin", tables: "*" },
};

function expected(who: string, tableId: string, type: string): boolean {
  const p = principals[who];
  if (!p || p.role === "display") return false;
  if (p.tables !== "*" && !p.tables.includes(tableId)) return false;
  if (ADMIN_ONLY.includes(type)) return p.role === "admin";
  if (SUPERVISOR_ONLY.includes(type)) return p.role === "supervisor" || p.role === "admin";
  return true;
}

describe("command matrix: every principal × every command type × own and other table", () => {
  for (const who of Object.keys(principals)) {
    for (const tableId of ["t1", "t2"]) {
      it(`${who} at ${tableId}`, () => {
        for (const type of EVERY_COMMAND) {
          expect({ type, allowed: mayCommand(principals[who], tableId, type) }).toEqual({ type, allowed: expected(who, tableId, type) });
          const refusal = commandRefusal(principals[who], tableId, type);
          expect(refusal === null).toBe(expected(who, tableId, type));
        }
      });
    }
  }

  it("covers every command type of the baccarat machine, and agrees with its own supervisor list", () => {
    expect(ALL_COMMAND_TYPES.length).toBeGreaterThan(20);
    const adminOnly = new Set<string>(ADMIN_COMMAND_TYPES);
    for (const type of DOMAIN_SUPERVISOR_COMMANDS) expect(commandRule(type).roles).toEqual(["supervisor", "admin"]);
    for (const type of adminOnly) expect(commandRule(type).roles).toEqual(["admin"]);
    for (const type of ALL_COMMAND_TYPES.filter((t) => !DOMAIN_SUPERVISOR_COMMANDS.has(t) && !adminOnly.has(t))) expect(commandRule(type).roles).toEqual(["dealer", "supervisor", "admin"]);
  });

  it("is data: the supervisor list is the rule table's, and an unknown command falls under the default rule", () => {
    expect([...SUPERVISOR_COMMANDS].sort()).toEqual([...SUPERVISOR_ONLY].sort());
    expect(COMMAND_RULES.length).toBeGreaterThanOrEqual(SUPERVISOR_ONLY.length);
    expect(commandRule("brand-new-step").match).toBe("*");
    expect(commandRule("configure-anything").roles).toEqual(["admin"]);
  });

  it("explains a refusal in the words of the device", () => {
    expect(commandRefusal(principals["display of t1"], "t1", "deal-card")?.message).toMatch(/read-only/);
    expect(commandRefusal(principals["dealer of t1"], "t2", "deal-card")?.message).toMatch(/not assigned/);
    expect(commandRefusal(principals["dealer of t1"], "t1", "void-round")?.message).toMatch(/floor supervisor/);
    expect(commandRefusal(principals.supervisor, "t1", "configure-table")?.message).toMatch(/admin/);
    expect(commandRefusal(null, "t1", "deal-card")?.code).toBe("UNAUTHENTICATED");
  });
});

// Every route of the auth, display and audit API, with who may call it.
const FLOOR = ["supervisor", "admin"];
const ROUTES: { method: string; path: string; allowed: "public" | string[] }[] = [
  { method: "POST", path: "/api/auth/sign-in", allowed: "public" },
  { method: "POST", path: "/api/auth/sign-out", allowed: "public" },
  { method: "GET", path: "/api/auth/session", allowed: "public" },
  { method: "POST", path: "/api/auth/first-admin", allowed: "public" },
  { method: "GET", path: "/api/auth/staff", allowed: ["admin"] },
  { method: "POST", path: "/api/auth/staff", allowed: ["admin"] },
  { method: "PATCH", path: "/api/auth/staff/abc", allowed: ["admin"] },
  { method: "GET", path: "/api/auth/assignments", allowed: FLOOR },
  { method: "POST", path: "/api/auth/assignments", allowed: FLOOR },
  { method: "DELETE", path: "/api/auth/assignments/abc", allowed: FLOOR },
  { method: "GET", path: "/api/displays", allowed: FLOOR },
  { method: "POST", path: "/api/displays/pairing-codes", allowed: FLOOR },
  { method: "POST", path: "/api/displays/pair", allowed: "public" },
  { method: "GET", path: "/api/displays/me", allowed: ["display"] },
  { method: "DELETE", path: "/api/displays/abc", allowed: FLOOR },
  { method: "GET", path: "/api/audit", allowed: FLOOR },
  { method: "GET", path: "/api/audit.csv", allowed: FLOOR },
  { method: "POST", path: "/api/admin/tables", allowed: ["admin"] },
  { method: "GET", path: "/api/admin/fee-schedules/x", allowed: ["admin"] },
  { method: "POST", path: "/api/floor/anything", allowed: FLOOR },
  { method: "GET", path: "/api/something-without-a-rule", allowed: FLOOR },
  { method: "DELETE", path: "/api/auth/session", allowed: FLOOR },
];
const ROLES: (PrincipalRole | null)[] = [null, "display", "dealer", "supervisor", "admin"];

describe("route matrix: every role (and nobody) × every route", () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path}`, () => {
      for (const role of ROLES) {
        const allowed = route.allowed === "public" || (role !== null && route.allowed.includes(role));
        expect({ role, allowed: mayRoute(role, route.method, route.path) }).toEqual({ role, allowed });
      }
    });
  }

  it("lists every route this module serves", () => {
    const specified = new Set(ROUTES.map((r) => `${r.method} ${r.path.replace(/\/abc$/, "/[id]")}`));
    for (const rule of ROUTE_RULES.filter((r) => !r.path.endsWith("/*"))) expect(specified).toContain(`${rule.method} ${rule.path}`);
  });

  it("rolesFor gives a staff route's roles and refuses a public one", () => {
    expect(rolesFor("GET", "/api/audit")).toEqual(["supervisor", "admin"]);
    expect(() => rolesFor("POST", "/api/auth/sign-in")).toThrow();
  });
});
