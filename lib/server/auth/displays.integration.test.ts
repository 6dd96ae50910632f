import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAIRING_CODE_TTL_MS, markDisplaysSeen, redeemPairingCode, resolveDisplay } from "./displays";
import { ALL_ROLES, mayCommand } from "./permissions";
import { commandRoles } from "@/lib/domain/table/families";
import { displayRoom, onRevoked } from "./revocations";
import { deleteDisplay, getDisplayMe, getDisplays, postPair, postPairingCode } from "./routes/display-routes";
import { postSignIn } from "./routes/session-routes";
import { authenticateSocket } from "./socket-auth";
import { PAIRING_ALPHABET } from "./tokens";
import { ALL_BACCARAT_COMMAND_TYPES } from "@/lib/domain/table/baccarat/commands";
import { TestClock, addStaff, cookieFrom, deps, freshDatabase, request, type TestDb } from "./test-fixtures";

let db: TestDb;
const clock = new TestClock();
let floor: string;
let dealer: string;
const revoked: string[] = [];
let stop: () => void;

beforeAll(async () => {
  db = await freshDatabase();
  await addStaff(db, "sam", "supervisor", "supervisor password");
  await addStaff(db, "dan", "dealer", "dealer password 1");
  await db.prisma.shiftAssignment.create({ data: { id: "a1", staffId: "dan", tableId: "t1", validFrom: clock.now(), validUntil: null } });
  const signIn = async (username: string, password: string) => cookieFrom(await postSignIn(request("/api/auth/sign-in", { body: { username, password } }), deps(db, clock)));
  floor = await signIn("sam", "supervisor password");
  dealer = await signIn("dan", "dealer password 1");
  stop = onRevoked((room) => revoked.push(room));
});
afterAll(async () => {
  stop?.();
  await db?.drop();
});

async function makeCode(tableId = "t1", cookie = floor): Promise<{ status: number; body: { code: string; expiresAt: string; codeId: string } }> {
  const answer = await postPairingCode(request("/api/displays/pairing-codes", { body: { tableId }, cookie }), deps(db, clock));
  return { status: answer.status, body: await answer.json() };
}

const pair = (code: string, ip = "10.9.0.1") => postPair(request("/api/displays/pair", { body: { code }, ip }), deps(db, clock));
const socketWith = (cookie: string, auth?: Record<string, unknown>) => ({ handshake: { headers: { host: "localhost:3000", cookie }, secure: false, auth } });

describe("pairing codes", () => {
  it("are six characters for one table, expire in ten minutes, are stored only as a hash, and are audited without the code", async () => {
    const { status, body } = await makeCode("t2");
    expect(status).toBe(201);
    expect(body.code).toMatch(new RegExp(`^[${PAIRING_ALPHABET}]{6}$`));
    expect(Date.parse(body.expiresAt) - clock.now().getTime()).toBe(PAIRING_CODE_TTL_MS);
    const row = await db.prisma.displayPairingCode.findUniqueOrThrow({ where: { id: body.codeId } });
    expect(JSON.stringify(row)).not.toContain(body.code);
    const entry = await db.prisma.auditEntry.findFirstOrThrow({ where: { action: "display-pairing-code-created" }, orderBy: { id: "desc" } });
    expect(entry).toMatchObject({ staffId: "sam", tableId: "t2" });
    expect(JSON.stringify(entry.detail)).not.toContain(body.code);
  });

  it("are made only by the floor", async () => {
    expect((await makeCode("t1", dealer)).status).toBe(403);
    const anonymous = await postPairingCode(request("/api/displays/pairing-codes", { body: { tableId: "t1" } }), deps(db, clock));
    expect(anonymous.status).toBe(401);
    expect((await makeCode("no-such-table")).status).toBe(404);
  });

  it("work once: the display gets an http-only credential bound to its table; the second use fails", async () => {
    const { body } = await makeCode("t1");
    const first = await pair(body.code.toLowerCase());
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ ok: true, tableId: "t1", next: "/display/t1" });
    expect(first.headers.getSetCookie()[0]).toMatch(/^cr_display=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=34560000; HttpOnly; SameSite=Strict$/);
    const second = await pair(body.code);
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ code: "INVALID_CODE" });
    expect(second.headers.getSetCookie()).toEqual([]);
    const paired = await db.prisma.auditEntry.findFirstOrThrow({ where: { action: "display-paired" }, orderBy: { id: "desc" } });
    expect(paired).toMatchObject({ staffId: "sam", tableId: "t1" });
  });

  it("work once even when two displays race with the same code", async () => {
    const { body } = await makeCode("t3");
    const answers = await Promise.all([0, 1, 2, 3].map(() => redeemPairingCode(db, { code: body.code, ip: "10.9.0.2" }, clock.now())));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
  });

  it("expire ten minutes after they were made", async () => {
    const early = (await makeCode("t4")).body;
    const late = (await makeCode("t4")).body;
    clock.advance(PAIRING_CODE_TTL_MS - 1);
    expect((await pair(early.code)).status).toBe(200);
    clock.advance(1);
    expect((await pair(late.code)).status).toBe(400);
    expect(await db.prisma.auditEntry.count({ where: { action: "display-pair-failed" } })).toBeGreaterThan(0);
  });

  it("cannot be guessed: ten wrong codes from one address lock that address out", async () => {
    clock.advance(60 * 60 * 1000);
    for (let i = 0; i < 9; i += 1) expect((await pair("ZZZZZZ", "10.9.9.9")).status).toBe(400);
    const tenth = await pair("ZZZZZZ", "10.9.9.9");
    expect((await pair("ZZZZZZ", "10.9.9.9")).status).toBe(429);
    expect(tenth.status).toBe(400);
    const { body } = await makeCode("t1");
    const locked = await pair(body.code, "10.9.9.9");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await pair(body.code, "10.9.9.10")).status).toBe(200);
  });
});

describe("a paired display", () => {
  let cookie: string;
  let displayId: string;

  beforeAll(async () => {
    const { body } = await makeCode("t5");
    const answer = await pair(body.code, "10.8.0.1");
    cookie = cookieFrom(answer);
    displayId = (await answer.json()).displayId;
  });

  it("resolves to role display bound to its one table, on the socket and on its own route", async () => {
    const principal = await authenticateSocket(db, { now: clock.now })(socketWith(cookie));
    expect(principal).toMatchObject({ kind: "display", role: "display", tables: ["t5"], id: `display:${displayId}` });
    const me = await getDisplayMe(request("/api/displays/me", { cookie }), deps(db, clock));
    expect(await me.json()).toMatchObject({ tableId: "t5" });
  });

  it("can never command, not even its own table", () => {
    const principal = { role: "display" as const, tables: ["t5"] };
    for (const type of [...ALL_BACCARAT_COMMAND_TYPES, "void-round", "configure-table"]) expect(mayCommand(principal, "t5", commandRoles("baccarat", type)!)).toBe(false);
    expect(ALL_ROLES).toContain("display");
  });

  it("is not staff: staff routes refuse its credential", async () => {
    expect((await getDisplays(request("/api/displays", { cookie }), deps(db, clock))).status).toBe(401);
    expect((await postPairingCode(request("/api/displays/pairing-codes", { body: { tableId: "t5" }, cookie }), deps(db, clock))).status).toBe(401);
  });

  it("is listed for the floor, and revoking it ends the credential, closes its sockets and is audited", async () => {
    const list = await (await getDisplays(request("/api/displays", { cookie: floor }), deps(db, clock))).json();
    expect(list.displays.map((d: { id: string }) => d.id)).toContain(displayId);
    expect(JSON.stringify(list)).not.toMatch(/tokenHash|codeHash/);

    expect((await deleteDisplay(request(`/api/displays/${displayId}`, { method: "DELETE", cookie: dealer }), deps(db, clock), displayId)).status).toBe(403);
    const answer = await deleteDisplay(request(`/api/displays/${displayId}`, { method: "DELETE", cookie: floor }), deps(db, clock), displayId);
    expect(answer.status).toBe(200);
    expect(revoked).toContain(displayRoom(displayId));
    expect(await resolveDisplay(db, cookie.split("=")[1], clock.now())).toBeNull();
    expect(await authenticateSocket(db, { now: clock.now })(socketWith(cookie))).toBeNull();
    expect(await db.prisma.auditEntry.findFirst({ where: { action: "display-revoked", detail: { path: ["displayId"], equals: displayId } } })).toMatchObject({ staffId: "sam", tableId: "t5" });
    const after = await (await getDisplays(request("/api/displays", { cookie: floor }), deps(db, clock))).json();
    expect(after.displays.map((d: { id: string }) => d.id)).not.toContain(displayId);
  });
});

describe("the socket authenticator", () => {
  it("gives staff their scope, refuses another site's page and unknown credentials, and lets a wall display insist on being one", async () => {
    const auth = authenticateSocket(db, { now: clock.now });
    expect(await auth(socketWith(floor))).toMatchObject({ kind: "staff", id: "sam", role: "supervisor", tables: "*" });
    expect(await auth(socketWith(dealer))).toMatchObject({ kind: "staff", id: "dan", role: "dealer", tables: ["t1"] });
    expect(await auth(socketWith("cr_session=" + "x".repeat(43)))).toBeNull();
    expect(await auth(socketWith(""))).toBeNull();
    expect(await auth({ handshake: { headers: { host: "localhost:3000", origin: "https://evil.example", cookie: floor } } })).toBeNull();

    const { body } = await makeCode("t6");
    const display = cookieFrom(await pair(body.code, "10.7.0.1"));
    const both = `${floor}; ${display}`;
    expect(await auth(socketWith(both))).toMatchObject({ role: "supervisor" });
    expect(await auth(socketWith(both, { as: "display" }))).toMatchObject({ role: "display", tables: ["t6"] });
    expect(await auth(socketWith(display, { as: "staff" }))).toBeNull();
    // A supervisor's browser on a wall display page without a display credential: display role, never more.
    expect(await auth(socketWith(floor, { as: "display" }))).toMatchObject({ kind: "staff-preview", role: "display", staffRole: "supervisor", tables: "*" });
    expect(await auth(socketWith(dealer, { as: "display" }))).toMatchObject({ role: "display", tables: ["t1"] });
    expect(await auth(socketWith("", { as: "display" }))).toBeNull();
  });
});

describe("a wall that stays connected", () => {
  it("is seen when the connected displays are marked (displays-seen.ts), and a revoked one is not", async () => {
    const { body } = await makeCode("t2");
    const answer = await pair(body.code, "10.9.0.77");
    const { displayId } = (await answer.json()) as { displayId: string };
    const pairedAt = (await db.prisma.pairedDisplay.findUniqueOrThrow({ where: { id: displayId } })).lastSeenAt!;
    const later = new Date(pairedAt.getTime() + 3 * 3600_000);
    await markDisplaysSeen(db, [displayId], later);
    expect((await db.prisma.pairedDisplay.findUniqueOrThrow({ where: { id: displayId } })).lastSeenAt).toEqual(later);
    await db.prisma.pairedDisplay.update({ where: { id: displayId }, data: { revokedAt: later } });
    await markDisplaysSeen(db, [displayId], new Date(later.getTime() + 60_000));
    expect((await db.prisma.pairedDisplay.findUniqueOrThrow({ where: { id: displayId } })).lastSeenAt).toEqual(later);
  });
});
