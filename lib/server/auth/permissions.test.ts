import { describe, expect, it } from "vitest";
import { commandTypes } from "@/lib/domain/table/common/commands";
import { GAME_FAMILIES, TABLE_FAMILIES, commandRoles } from "@/lib/domain/table/families";
import { ROUTE_RULES, commandRefusal, mayCommand, mayRoute, rolesFor, type PrincipalRole, type PrincipalScope } from "./permissions";

// The specification, written out independently of the families' role lists it checks.
const SUPERVISOR_ONLY = ["void-round", "correct-card", "pause-table", "resume-table", "close-table", "change-fee-option", "declare-misdeal", "reopen-betting", "undo-settlement-line", "correct-hand", "correct-tile", "correct-award", "correct-decision"];
const ADMIN_ONLY = ["configure-table"];

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

const typesOf = (family: (typeof GAME_FAMILIES)[number]) => commandTypes(TABLE_FAMILIES[family].commands.schema as never);

describe("command matrix: every principal × every command of every family × own and other table", () => {
  for (const family of GAME_FAMILIES) {
    for (const who of Object.keys(principals)) {
      for (const tableId of ["t1", "t2"]) {
        it(`${family}: ${who} at ${tableId}`, () => {
          for (const type of typesOf(family)) {
            const roles = commandRoles(family, type)!;
            expect({ type, allowed: mayCommand(principals[who], tableId, roles) }).toEqual({ type, allowed: expected(who, tableId, type) });
            const refusal = commandRefusal(principals[who], tableId, roles);
            expect(refusal === null).toBe(expected(who, tableId, type));
          }
        });
      }
    }
  }

  it("each family declares who may give exactly the commands its schema has, no more and no fewer", () => {
    for (const family of GAME_FAMILIES) {
      const types = typesOf(family);
      expect(types.length).toBeGreaterThan(20);
      expect(Object.keys(TABLE_FAMILIES[family].commands.roles).sort()).toEqual([...types].sort());
      expect(commandRoles(family, "approve-correction")).toBeNull();
    }
  });

  it("explains a refusal in the words of the device", () => {
    const roles = (type: string) => commandRoles("baccarat", type)!;
    expect(commandRefusal(principals["display of t1"], "t1", roles("deal-card"))?.message).toMatch(/read-only/);
    expect(commandRefusal(principals["dealer of t1"], "t2", roles("deal-card"))?.message).toMatch(/not assigned/);
    expect(commandRefusal(principals["dealer of t1"], "t1", roles("void-round"))?.message).toMatch(/floor supervisor/);
    expect(commandRefusal(principals.supervisor, "t1", roles("configure-table"))?.message).toMatch(/admin/);
    expect(commandRefusal(null, "t1", roles("deal-card"))?.code).toBe("UNAUTHENTICATED");
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
