import http from "node:http";
import { Server as SocketServer } from "socket.io";
import { io as connect, type Socket as ClientSocket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { attachGateway, type Authenticate } from "@/lib/server/gateway/socket-gateway";
import { LiveTables } from "@/lib/server/tables/live-tables";
import { kindFor } from "@/lib/server/tables/kinds";
import type { TableRegistry } from "@/lib/server/tables/table-registry";
import { ALL_BACCARAT_COMMAND_TYPES } from "@/lib/domain/table/baccarat/commands";
import { audit } from "./audit";
import { DISPLAY_COOKIE_MAX_AGE_S } from "./displays";
import { mayCommand, mayRoute, type PrincipalRole } from "./permissions";
import { commandRoles } from "@/lib/domain/table/families";
import type { AuthDeps } from "./request-auth";
import { getAudit, getAuditCsv } from "./routes/audit-routes";
import { deleteDisplay, getDisplayMe, getDisplays, postPair, postPairingCode } from "./routes/display-routes";
import { getSession, postFirstAdmin, postSignIn, postSignOut } from "./routes/session-routes";
import { deleteAssignment, getAssignments, getStaff, patchStaff, postAssignment, postStaff } from "./routes/staff-routes";
import { principalRooms } from "./principal";
import { onRevoked } from "./revocations";
import { createSession } from "./sessions";
import { authenticateSocket } from "./socket-auth";
import { hashSecret, newToken } from "./tokens";
import { TestClock, addStaff, deps, freshDatabase, request, type TestDb } from "./test-fixtures";

let db: TestDb;
const clock = new TestClock();
const displayToken = newToken();

beforeAll(async () => {
  db = await freshDatabase();
  await addStaff(db, "dealer-1", "dealer", "dealer password 1");
  await addStaff(db, "super-1", "supervisor", "supervisor password");
  await addStaff(db, "admin-1", "admin", "admin password 1");
  await db.prisma.shiftAssignment.create({ data: { id: "shift-1", staffId: "dealer-1", tableId: "t1", validFrom: clock.now(), validUntil: null } });
  await db.prisma.pairedDisplay.create({ data: { id: "wall-1", tableId: "t1", label: "Wall", tokenHash: hashSecret(displayToken), pairedAt: clock.now() } });
});
afterAll(async () => {
  await db?.drop();
});

type Who = PrincipalRole | null;
const WHO: Who[] = [null, "display", "dealer", "supervisor", "admin"];
const STAFF_ID = { dealer: "dealer-1", supervisor: "super-1", admin: "admin-1" } as const;

/** A fresh credential for each call, so a sign-out in the matrix cannot end another call's session. */
async function cookieFor(who: Who): Promise<string | undefined> {
  if (who === null) return undefined;
  if (who === "display") return `cr_display=${displayToken}`;
  const { token } = await createSession(db, STAFF_ID[who], { now: clock.now() });
  return `cr_session=${token}`;
}

type Call = (cookie: string | undefined, d: AuthDeps) => Promise<Response>;
const ROUTES: { method: string; path: string; call: Call }[] = [
  { method: "POST", path: "/api/auth/sign-in", call: (cookie, d) => postSignIn(request("/api/auth/sign-in", { body: {}, cookie }), d) },
  { method: "POST", path: "/api/auth/sign-out", call: (cookie, d) => postSignOut(request("/api/auth/sign-out", { body: {}, cookie }), d) },
  { method: "GET", path: "/api/auth/session", call: (cookie, d) => getSession(request("/api/auth/session", { cookie }), d) },
  { method: "POST", path: "/api/auth/first-admin", call: (cookie, d) => postFirstAdmin(request("/api/auth/first-admin", { body: {}, cookie }), d) },
  { method: "GET", path: "/api/auth/staff", call: (cookie, d) => getStaff(request("/api/auth/staff", { cookie }), d) },
  { method: "POST", path: "/api/auth/staff", call: (cookie, d) => postStaff(request("/api/auth/staff", { body: {}, cookie }), d) },
  { method: "PATCH", path: "/api/auth/staff/[id]", call: (cookie, d) => patchStaff(request("/api/auth/staff/nobody", { method: "PATCH", body: {}, cookie }), d, "nobody") },
  { method: "GET", path: "/api/auth/assignments", call: (cookie, d) => getAssignments(request("/api/auth/assignments", { cookie }), d) },
  { method: "POST", path: "/api/auth/assignments", call: (cookie, d) => postAssignment(request("/api/auth/assignments", { body: {}, cookie }), d) },
  { method: "DELETE", path: "/api/auth/assignments/[id]", call: (cookie, d) => deleteAssignment(request("/api/auth/assignments/none", { method: "DELETE", cookie }), d, "none") },
  { method: "GET", path: "/api/displays", call: (cookie, d) => getDisplays(request("/api/displays", { cookie }), d) },
  { method: "POST", path: "/api/displays/pairing-codes", call: (cookie, d) => postPairingCode(request("/api/displays/pairing-codes", { body: {}, cookie }), d) },
  { method: "POST", path: "/api/displays/pair", call: (cookie, d) => postPair(request("/api/displays/pair", { body: { code: "ZZZZZZ" }, cookie, ip: "10.5.5.5" }), d) },
  { method: "GET", path: "/api/displays/me", call: (cookie, d) => getDisplayMe(request("/api/displays/me", { cookie }), d) },
  { method: "DELETE", path: "/api/displays/[id]", call: (cookie, d) => deleteDisplay(request("/api/displays/none", { method: "DELETE", cookie }), d, "none") },
  { method: "GET", path: "/api/audit", call: (cookie, d) => getAudit(request("/api/audit", { cookie }), d) },
  { method: "GET", path: "/api/audit.csv", call: (cookie, d) => getAuditCsv(request("/api/audit.csv", { cookie }), d) },
];

describe("route matrix against the real handlers: every role (and nobody) × every route", () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path}`, async () => {
      for (const who of WHO) {
        const answer = await route.call(await cookieFor(who), deps(db, clock));
        const allowed = mayRoute(who, route.method, route.path);
        const refused = answer.status === 401 || answer.status === 403;
        expect({ who, refused, status: answer.status }).toEqual({ who, refused: !allowed, status: answer.status });
        if (refused) expect((await answer.json()).code).toBe(who === null || who === "display" || route.path === "/api/displays/me" ? "UNAUTHENTICATED" : "FORBIDDEN");
        else await answer.body?.cancel();
      }
    });
  }
});

describe("command matrix against real principals from the socket authenticator", () => {
  it("every role × every command type × the dealer's table and another", async () => {
    const auth = authenticateSocket(db, { now: clock.now });
    const commandTypes = ALL_BACCARAT_COMMAND_TYPES;
    const supervisorOnly = ["void-round", "correct-card", "pause-table", "resume-table", "close-table", "change-fee-option", "declare-misdeal", "reopen-betting", "undo-settlement-line", "correct-hand", "correct-tile", "correct-award"];
    for (const who of WHO) {
      const cookie = await cookieFor(who);
      const principal = cookie ? await auth({ handshake: { headers: { host: "localhost:3000", cookie } } }) : null;
      expect(principal?.role ?? null).toBe(who);
      for (const tableId of ["t1", "t2"]) {
        for (const type of commandTypes) {
          let expected: boolean;
          if (who === null || who === "display") expected = false;
          else if (who === "dealer") expected = tableId === "t1" && !supervisorOnly.includes(type) && type !== "configure-table";
          else if (who === "supervisor") expected = type !== "configure-table";
          else expected = true;
          expect({ who, tableId, type, allowed: mayCommand(principal, tableId, commandRoles("baccarat", type)!) }).toEqual({ who, tableId, type, allowed: expected });
        }
      }
    }
  });
});

describe("the socket gateway with this authenticator", () => {
  let server: http.Server;
  let io: SocketServer;
  let url: string;
  const submitted: unknown[] = [];
  const view = { version: 1, views: { dealer: "dealer view", display: "display view", supervisor: "supervisor view" }, summary: {}, faulted: false };
  const registry = {
    listen: () => () => {},
    has: (tableId: string) => ["t1", "t2"].includes(tableId),
    kindOf: (tableId: string) => (["t1", "t2"].includes(tableId) ? kindFor("fortune-7-baccarat") : undefined),
    snapshot: (tableId: string) => (["t1", "t2"].includes(tableId) ? view : undefined),
    summaries: () => [],
    submit: async (_t: string, envelope: unknown) => {
      submitted.push(envelope);
      return { ok: true };
    },
  } as unknown as TableRegistry;

  beforeAll(async () => {
    server = http.createServer();
    io = new SocketServer(server, { serveClient: false });
    const authenticate: Authenticate = authenticateSocket(db, { now: clock.now });
    attachGateway(io, new LiveTables(registry), authenticate);
    // The wiring the lead adds to app-server.ts: sockets join their credential's rooms; a revocation closes them.
    io.of("/tables").on("connection", (socket) => {
      for (const room of principalRooms(socket.data.principal)) void socket.join(room);
    });
    stopRevocations = onRevoked((room) => io.of("/tables").in(room).disconnectSockets(true));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/tables`;
  });
  let stopRevocations: () => void;
  afterAll(async () => {
    stopRevocations?.();
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });

  async function client(cookie: string | undefined): Promise<ClientSocket> {
    const socket = connect(url, { transports: ["websocket"], extraHeaders: cookie ? { cookie } : {}, reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", (error) => reject(error));
    });
    return socket;
  }
  const emit = (socket: ClientSocket, event: string, payload: unknown) => socket.timeout(5000).emitWithAck(event, payload) as Promise<{ ok: boolean; code?: string; view?: unknown }>;
  const command = { tableId: "t1", id: "cmd-00000001", expectedVersion: 1, command: { type: "open-betting" } };

  it("refuses a connection without a credential", async () => {
    await expect(client(undefined)).rejects.toThrow(/UNAUTHENTICATED/);
    await expect(client(`cr_session=${newToken()}`)).rejects.toThrow(/UNAUTHENTICATED/);
  });

  it("a display sees its table's display view, no other table, and can send no command", async () => {
    const socket = await client(`cr_display=${displayToken}`);
    try {
      expect(await emit(socket, "table:subscribe", { tableId: "t1" })).toMatchObject({ ok: true, view: "display view" });
      expect(await emit(socket, "table:subscribe", { tableId: "t2" })).toMatchObject({ ok: false, code: "FORBIDDEN" });
      expect(await emit(socket, "table:command", command)).toMatchObject({ ok: false, code: "FORBIDDEN" });
      expect(await emit(socket, "floor:subscribe", {})).toMatchObject({ ok: false, code: "FORBIDDEN" });
      expect(submitted).toEqual([]);
    } finally {
      socket.disconnect();
    }
  });

  it("a dealer follows and commands only the assigned table", async () => {
    const socket = await client(await cookieFor("dealer"));
    try {
      expect(await emit(socket, "table:subscribe", { tableId: "t1" })).toMatchObject({ ok: true, view: "dealer view" });
      expect(await emit(socket, "table:subscribe", { tableId: "t2" })).toMatchObject({ ok: false, code: "FORBIDDEN" });
      expect(await emit(socket, "table:command", { ...command, tableId: "t2" })).toMatchObject({ ok: false, code: "FORBIDDEN" });
      expect(await emit(socket, "table:command", command)).toMatchObject({ ok: true });
    } finally {
      socket.disconnect();
    }
  });

  it("a socket closes when its session is signed out", async () => {
    const cookie = (await cookieFor("supervisor"))!;
    const socket = await client(cookie);
    const closed = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
    expect((await postSignOut(request("/api/auth/sign-out", { body: {}, cookie }), deps(db, clock))).status).toBe(200);
    expect(await closed).toBe("io server disconnect");
    await expect(client(cookie)).rejects.toThrow(/UNAUTHENTICATED/);
  });

  it("a supervisor follows any table and the floor", async () => {
    const socket = await client(await cookieFor("supervisor"));
    try {
      expect(await emit(socket, "table:subscribe", { tableId: "t2" })).toMatchObject({ ok: true, view: "supervisor view" });
      expect(await emit(socket, "floor:subscribe", {})).toMatchObject({ ok: true });
    } finally {
      socket.disconnect();
    }
  });
});

describe("the audit API", () => {
  let floor: string;
  beforeAll(async () => {
    floor = (await cookieFor("supervisor"))!;
    const base = Date.parse("2026-12-01T10:00:00Z");
    for (let i = 0; i < 7; i += 1) {
      await audit(db, { staffId: "super-1", action: i % 2 ? "round-voided" : "table-paused", tableId: i < 4 ? "t2" : "t3", detail: { n: i }, reason: i === 6 ? '=cmd|"x", hi' : `reason ${i}`, at: new Date(base + i * 60_000) });
    }
  });

  const get = async (query: string) => {
    const answer = await getAudit(request(`/api/audit${query}`, { cookie: floor }), deps(db, clock));
    return { status: answer.status, body: await answer.json() };
  };

  it("filters by time, table and action", async () => {
    const byTable = await get("?table=t2");
    expect(byTable.body.entries.map((e: { detail: { n: number } }) => e.detail.n)).toEqual([3, 2, 1, 0]);
    const byAction = await get("?action=round-voided&from=2026-12-01T10:00:00Z");
    expect(byAction.body.entries.map((e: { detail: { n: number } }) => e.detail.n)).toEqual([5, 3, 1]);
    const byTime = await get("?from=2026-12-01T10:02:00Z&to=2026-12-01T10:04:00Z");
    expect(byTime.body.entries.map((e: { detail: { n: number } }) => e.detail.n)).toEqual([3, 2]);
    expect(byTime.body.entries[0]).toMatchObject({ staffId: "super-1", staffUsername: "super-1", tableId: "t2", action: "round-voided", at: "2026-12-01T10:03:00.000Z" });
  });

  it("pages newest first with a cursor", async () => {
    const first = await get("?from=2026-12-01&limit=3");
    expect(first.body.entries.map((e: { detail: { n: number } }) => e.detail.n)).toEqual([6, 5, 4]);
    const second = await get(`?from=2026-12-01&limit=3&before=${first.body.nextCursor}`);
    expect(second.body.entries.map((e: { detail: { n: number } }) => e.detail.n)).toEqual([3, 2, 1]);
    const third = await get(`?from=2026-12-01&limit=3&before=${second.body.nextCursor}`);
    expect(third.body.entries.map((e: { detail: { n: number } }) => e.detail.n)).toEqual([0]);
    expect(third.body.nextCursor).toBeNull();
  });

  it("refuses a malformed filter plainly", async () => {
    expect(await get("?from=yesterday")).toMatchObject({ status: 400, body: { code: "BAD_QUERY" } });
    expect(await get("?limit=100000")).toMatchObject({ status: 400 });
    expect(await get("?drop=table")).toMatchObject({ status: 400 });
  });

  it("exports CSV with the same filters, formula-safe", async () => {
    const answer = await getAuditCsv(request("/api/audit.csv?table=t3", { cookie: floor }), deps(db, clock));
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-.*\.csv"$/);
    const lines = (await answer.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("id,at,staff_id,staff_username,action,table_id,reason,detail");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=cmd|""x"", hi"`);
    expect(lines[3]).toContain("2026-12-01T10:04:00.000Z,super-1,super-1,table-paused,t3,reason 4");
  });
});

describe("errors", () => {
  it("answer a failure inside with a generic message and code, never its details", async () => {
    const broken = { db: { prisma: new Proxy({}, { get: () => { throw new Error("connect ECONNREFUSED 10.0.0.5:5432 password=secret"); } }) } } as unknown as AuthDeps;
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const answer = await getAudit(request("/api/audit", { cookie: `cr_session=${newToken()}` }), broken);
      expect(answer.status).toBe(500);
      const text = await answer.text();
      expect(JSON.parse(text)).toEqual({ ok: false, code: "INTERNAL", message: "Something went wrong on the server. Nothing was changed; try again." });
      expect(text).not.toMatch(/ECONNREFUSED|10\.0\.0\.5|secret|stack/);
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });

  it("a display cookie lasts the 400 days browsers allow", () => {
    expect(DISPLAY_COOKIE_MAX_AGE_S).toBe(34_560_000);
  });
});
