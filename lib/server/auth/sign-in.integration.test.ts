import { DEMO_TABLES } from "@/lib/server/demo-floor";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onRevoked, sessionRoom, staffRoom } from "./revocations";
import { getSession, postFirstAdmin, postSignIn, postSignOut } from "./routes/session-routes";
import { patchStaff } from "./routes/staff-routes";
import { resolveSession, SESSION_TTL_MS } from "./sessions";
import { createFirstAdmin } from "./staff";
import { setupCode } from "./first-run";
import { seedDemoStaff, DEMO_ACCOUNTS } from "./demo-staff";
import { hashSecret } from "./tokens";
import { TestClock, addStaff, cookieFrom, deps, freshDatabase, request, type TestDb } from "./test-fixtures";

let db: TestDb;
const clock = new TestClock();
const revoked: string[] = [];
let stopListening: () => void;

beforeAll(async () => {
  db = await freshDatabase();
  await addStaff(db, "sam", "supervisor", "correct horse battery");
  await addStaff(db, "ada", "admin", "admin password 1");
  await addStaff(db, "gone", "dealer", "old dealer password", false);
  stopListening = onRevoked((room) => revoked.push(room));
});
afterAll(async () => {
  stopListening?.();
  await db?.drop();
});

const signInAs = (username: string, password: string, ip = "10.0.0.1", headers?: Record<string, string>) =>
  postSignIn(request("/api/auth/sign-in", { body: { username, password }, ip, headers }), deps(db, clock));

async function auditActions(action: string) {
  return db.prisma.auditEntry.findMany({ where: { action }, orderBy: { id: "asc" } });
}

describe("sign-in", () => {
  it("opens a session: an http-only SameSite cookie, only the token's hash stored, twelve hours long, audited", async () => {
    const answer = await signInAs("sam", "correct horse battery");
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body).toMatchObject({ ok: true, staff: { username: "sam", role: "supervisor", tables: "*" }, home: "/floor" });
    const line = answer.headers.getSetCookie()[0]!;
    expect(line).toMatch(/^cr_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax$/);
    const token = cookieFrom(answer).split("=")[1]!;
    const session = await db.prisma.staffSession.findFirstOrThrow({ where: { staffId: "sam" } });
    expect(session.tokenHash).toBe(hashSecret(token));
    expect(JSON.stringify(session)).not.toContain(token);
    expect(session.expiresAt.getTime() - clock.now().getTime()).toBe(SESSION_TTL_MS);
    const entries = await auditActions("sign-in");
    expect(entries.at(-1)).toMatchObject({ staffId: "sam", detail: { username: "sam", ip: "10.0.0.1", sessionId: session.id } });
  });

  it("stores passwords as argon2id", async () => {
    const staff = await db.prisma.staff.findUniqueOrThrow({ where: { id: "sam" } });
    expect(staff.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("marks the cookie Secure with the __Host- prefix when the request came over https", async () => {
    const answer = await signInAs("sam", "correct horse battery", "10.0.0.1", { "x-forwarded-proto": "https" });
    expect(answer.headers.getSetCookie()[0]).toMatch(/^__Host-cr_session=.+; HttpOnly; SameSite=Lax; Secure$/);
  });

  it("answers a wrong password and an unknown user alike, and audits why", async () => {
    const wrong = await signInAs("sam", "not the password");
    const unknown = await signInAs("nobody-here", "whatever password");
    const inactive = await signInAs("gone", "old dealer password");
    for (const answer of [wrong, unknown, inactive]) {
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ ok: false, code: "INVALID_CREDENTIALS", message: "Wrong username or password." });
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    const failures = (await auditActions("sign-in-failed")).slice(-3);
    expect(failures.map((f) => [f.staffId, (f.detail as { why: string }).why])).toEqual([
      ["sam", "wrong-password"],
      [null, "unknown-user"],
      ["gone", "inactive"],
    ]);
  });

  it("refuses a sign-in posted from another site", async () => {
    const answer = await postSignIn(request("/api/auth/sign-in", { body: { username: "sam", password: "correct horse battery" }, origin: "https://evil.example" }), deps(db, clock));
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: "BAD_ORIGIN" });
  });

  it("answers a malformed body with a plain 400 and no internals", async () => {
    const answer = await postSignIn(request("/api/auth/sign-in", { body: { user: 1 } }), deps(db, clock));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ ok: false, code: "BAD_REQUEST", message: "Enter a username and a password." });
  });
});

describe("lockout", () => {
  it("locks a username after five failures in fifteen minutes, with Retry-After, even for the right password", async () => {
    clock.advance(60 * 60 * 1000);
    await addStaff(db, "lee", "dealer", "lee dealer password");
    for (let i = 0; i < 4; i += 1) {
      expect((await signInAs("lee", `wrong ${i}`, `10.1.0.${i}`)).status).toBe(401);
      clock.advance(1000);
    }
    const fifth = await signInAs("lee", "wrong 5", "10.1.0.9");
    expect(fifth.status).toBe(429);
    const body = await fifth.json();
    expect(body.code).toBe("LOCKED");
    expect(body.message).toMatch(/Too many failed sign-ins/);
    // The oldest of the five was 4 s earlier: the lock lifts 15 min after it.
    expect(fifth.headers.get("retry-after")).toBe(String(15 * 60 - 4));
    expect((await auditActions("sign-in-locked")).at(-1)?.detail).toMatchObject({ username: "lee", by: "username" });

    const right = await signInAs("lee", "lee dealer password", "10.1.0.10");
    expect(right.status).toBe(429);
    expect(right.headers.getSetCookie()).toEqual([]);

    clock.advance(15 * 60 * 1000 - 4000);
    expect((await signInAs("lee", "lee dealer password")).status).toBe(200);
  });

  it("starts the count again after a successful sign-in", async () => {
    clock.advance(60 * 60 * 1000);
    for (let i = 0; i < 4; i += 1) expect((await signInAs("lee", `wrong ${i}`, "10.2.0.1")).status).toBe(401);
    expect((await signInAs("lee", "lee dealer password", "10.2.0.1")).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await signInAs("lee", `wrong again ${i}`, "10.2.0.1")).status).toBe(401);
    expect((await signInAs("lee", "lee dealer password", "10.2.0.1")).status).toBe(200);
  });

  it("locks an address after twenty failures whatever the usernames, and only that address", async () => {
    clock.advance(60 * 60 * 1000);
    for (let i = 0; i < 19; i += 1) expect((await signInAs(`guess${i}`, "password guess", "10.3.0.1")).status).toBe(401);
    expect((await signInAs("guess-last", "password guess", "10.3.0.1")).status).toBe(429);
    expect((await signInAs("sam", "correct horse battery", "10.3.0.1")).status).toBe(429);
    expect((await signInAs("sam", "correct horse battery", "10.3.0.2")).status).toBe(200);
  });

  it("lifts a lock when an admin unlocks the account", async () => {
    clock.advance(60 * 60 * 1000);
    for (let i = 0; i < 5; i += 1) await signInAs("lee", `wrong ${i}`, "10.4.0.1");
    expect((await signInAs("lee", "lee dealer password", "10.4.0.2")).status).toBe(429);
    const admin = cookieFrom(await signInAs("ada", "admin password 1", "10.4.0.3"));
    const unlock = await patchStaff(request("/api/auth/staff/lee", { method: "PATCH", body: { unlock: true }, cookie: admin }), deps(db, clock), "lee");
    expect(unlock.status).toBe(200);
    clock.advance(1);
    expect((await signInAs("lee", "lee dealer password", "10.4.0.2")).status).toBe(200);
  });
});

describe("sessions", () => {
  it("expire after twelve hours", async () => {
    clock.advance(60 * 60 * 1000);
    const cookie = cookieFrom(await signInAs("sam", "correct horse battery"));
    const token = cookie.split("=")[1];
    clock.advance(SESSION_TTL_MS - 1);
    expect(await resolveSession(db, token, clock.now())).toMatchObject({ username: "sam" });
    expect(await (await getSession(request("/api/auth/session", { cookie }), deps(db, clock))).json()).toMatchObject({ signedIn: true });
    clock.advance(1);
    expect(await resolveSession(db, token, clock.now())).toBeNull();
    expect(await (await getSession(request("/api/auth/session", { cookie }), deps(db, clock))).json()).toMatchObject({ signedIn: false, firstRun: false });
  });

  it("end at sign-out: the cookie is cleared, the session refused, its sockets told, and it is audited", async () => {
    const cookie = cookieFrom(await signInAs("sam", "correct horse battery"));
    const token = cookie.split("=")[1];
    const sessionId = (await resolveSession(db, token, clock.now()))!.sessionId;
    const answer = await postSignOut(request("/api/auth/sign-out", { body: {}, cookie }), deps(db, clock));
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()[0]).toMatch(/^cr_session=; Path=\/; Max-Age=0; HttpOnly/);
    expect(await resolveSession(db, token, clock.now())).toBeNull();
    expect(revoked).toContain(sessionRoom(sessionId));
    expect((await auditActions("sign-out")).at(-1)).toMatchObject({ staffId: "sam", detail: { sessionId } });
    // Signing out twice, or without a session, changes nothing and still answers ok.
    expect((await postSignOut(request("/api/auth/sign-out", { body: {}, cookie }), deps(db, clock))).status).toBe(200);
  });

  it("end when an admin deactivates the account", async () => {
    await addStaff(db, "kim", "dealer", "kim dealer password");
    const token = cookieFrom(await signInAs("kim", "kim dealer password")).split("=")[1];
    const admin = cookieFrom(await signInAs("ada", "admin password 1"));
    const answer = await patchStaff(request("/api/auth/staff/kim", { method: "PATCH", body: { active: false }, cookie: admin }), deps(db, clock), "kim");
    expect(answer.status).toBe(200);
    expect(await resolveSession(db, token, clock.now())).toBeNull();
    expect(revoked).toContain(staffRoom("kim"));
  });

  it("give a dealer only the tables of a shift assignment valid now", async () => {
    await addStaff(db, "dee", "dealer", "dee dealer password");
    const now = clock.now().getTime();
    await db.prisma.shiftAssignment.createMany({
      data: [
        { id: "past", staffId: "dee", tableId: "t1", validFrom: new Date(now - 10_000), validUntil: new Date(now - 1) },
        { id: "current", staffId: "dee", tableId: "t2", validFrom: new Date(now - 10_000), validUntil: new Date(now + 60_000) },
        { id: "future", staffId: "dee", tableId: "t3", validFrom: new Date(now + 1), validUntil: null },
      ],
    });
    const answer = await signInAs("dee", "dee dealer password");
    expect(await answer.json()).toMatchObject({ staff: { role: "dealer", tables: ["t2"] }, home: "/dealer/t2" });
    const token = cookieFrom(answer).split("=")[1];
    clock.advance(60_000);
    expect((await resolveSession(db, token, clock.now()))?.tables).toEqual(["t3"]);
  });
});

describe("audit entries", () => {
  it("cannot be changed or removed", async () => {
    await expect(db.pool.query("UPDATE audit_entries SET action = 'x' WHERE action = 'sign-in'")).rejects.toThrow(/append-only/);
    await expect(db.pool.query("DELETE FROM audit_entries WHERE action = 'sign-in-failed'")).rejects.toThrow(/append-only/);
    await expect(db.prisma.auditEntry.deleteMany({})).rejects.toThrow();
    expect((await auditActions("sign-in")).length).toBeGreaterThan(5);
  });
});

describe("the first admin", () => {
  it("is made once, by one of two racing attempts", async () => {
    const empty = await freshDatabase();
    try {
      const results = await Promise.all(
        ["first", "second"].map((username) => createFirstAdmin(empty, { username, password: "first admin password" }, clock.now(), "command-line")),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toMatchObject({ code: "ADMIN_EXISTS" });
      expect(await empty.prisma.staff.count({ where: { role: "admin" } })).toBe(1);
      expect(await empty.prisma.auditEntry.count({ where: { action: "first-admin-created" } })).toBe(1);
    } finally {
      await empty.drop();
    }
  });

  it("from the first-run screen needs the setup code, then signs the admin in; afterwards the screen is closed", async () => {
    const empty = await freshDatabase();
    try {
      const d = { db: empty, now: clock.now };
      expect(await (await getSession(request("/api/auth/session"), d)).json()).toMatchObject({ signedIn: false, firstRun: true });
      const body = { username: "Boss", password: "first admin password" };
      for (let i = 0; i < 10; i += 1) {
        const wrong = await postFirstAdmin(request("/api/auth/first-admin", { body: { ...body, setupCode: "AAAAA-AAAAA" }, ip: "10.6.0.1" }), d);
        expect(wrong.status).toBe(403);
      }
      // Guessing is limited per address like sign-in.
      expect((await postFirstAdmin(request("/api/auth/first-admin", { body: { ...body, setupCode: setupCode() }, ip: "10.6.0.1" }), d)).status).toBe(429);
      const made = await postFirstAdmin(request("/api/auth/first-admin", { body: { ...body, setupCode: setupCode().toLowerCase() } }), d);
      expect(made.status).toBe(201);
      expect(await made.json()).toMatchObject({ staff: { username: "boss", role: "admin" } });
      expect(made.headers.getSetCookie()[0]).toMatch(/HttpOnly/);
      const again = await postFirstAdmin(request("/api/auth/first-admin", { body: { ...body, username: "other", setupCode: setupCode() } }), d);
      expect(again.status).toBe(409);
      expect(await (await getSession(request("/api/auth/session"), d)).json()).toMatchObject({ firstRun: false });
    } finally {
      await empty.drop();
    }
  });

  it("in a database without a room (SEED_DEMO=false) makes the room too", async () => {
    const { createTestDatabase } = await import("@/lib/server/db/test-database");
    const bare = await createTestDatabase();
    try {
      const made = await createFirstAdmin(bare, { username: "owner", password: "owner password!", roomName: "Lucky Club" }, clock.now(), "command-line");
      expect(made.ok).toBe(true);
      expect(await bare.prisma.room.findMany()).toMatchObject([{ id: "main", name: "Lucky Club" }]);
    } finally {
      await bare.drop();
    }
  });
});

describe("demo accounts", () => {
  it("are made only when no staff exist, assigned to their tables, and listed while their published passwords work", async () => {
    const demo = await freshDatabase();
    try {
      const first = await seedDemoStaff(demo, clock.now());
      // A dealer per demo table (lib/server/demo-floor.ts), dealer1 at the first.
      expect(first?.map((a) => a.username)).toEqual(["admin", "floor", ...DEMO_TABLES.map((_, i) => `dealer${i + 1}`)]);
      expect(first?.find((a) => a.username === "dealer3")?.tables).toEqual(["t3"]);
      const again = await seedDemoStaff(demo, clock.now());
      expect(again).toHaveLength(DEMO_ACCOUNTS.length);
      expect(await demo.prisma.staff.count()).toBe(2 + DEMO_TABLES.length);
      // The quick start: the demo floor is on and the browser is on the machine itself.
      const d = { db: demo, now: clock.now, demoFloor: () => true };
      const floor = await postSignIn(request("/api/auth/sign-in", { body: { username: "floor", password: "demo-floor" }, ip: "127.0.0.1" }), d);
      expect(await floor.json()).toMatchObject({ staff: { role: "supervisor" } });
      const dealer = await postSignIn(request("/api/auth/sign-in", { body: { username: "dealer1", password: "demo-dealer1" }, ip: "::1" }), d);
      expect(await dealer.json()).toMatchObject({ staff: { role: "dealer", tables: ["t1"] }, home: "/dealer/t1" });
      // Once an admin changes a demo password, that account is no longer announced.
      await demo.prisma.staff.update({ where: { username: "admin" }, data: { passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$x$y" } });
      expect((await seedDemoStaff(demo, clock.now()))?.map((a) => a.username)).not.toContain("admin");
    } finally {
      await demo.drop();
    }
  });

  it("are not made into a database that has staff", async () => {
    expect(await db.prisma.staff.count({ where: { username: "floor" } })).toBe(0);
    expect(await seedDemoStaff(db, clock.now())).toBeNull();
    expect(await db.prisma.staff.count({ where: { username: "floor" } })).toBe(0);
  });
});

describe("a demo account's published password", () => {
  let demo: TestDb;
  beforeAll(async () => {
    demo = await freshDatabase();
    await seedDemoStaff(demo, clock.now());
  });
  afterAll(async () => {
    await demo?.drop();
  });
  const on = () => ({ db: demo, now: clock.now, demoFloor: () => true });
  const post = (body: Record<string, string>, ip: string, d = on()) => postSignIn(request("/api/auth/sign-in", { body, ip }), d);

  it("opens nothing over the network (not loopback), with or without a new password; on the machine itself it may be replaced", async () => {
    clock.advance(60 * 60 * 1000);
    const first = await post({ username: "dealer2", password: "demo-dealer2" }, "192.168.1.40");
    expect(first.status).toBe(403);
    expect(await first.json()).toMatchObject({ ok: false, code: "DEMO_PASSWORD_LOCAL_ONLY", message: expect.stringMatching(/opens nothing from another device/) });
    expect(first.headers.getSetCookie()).toEqual([]);
    // A new password of the caller's choosing changes nothing (issue 31: anyone could claim the account).
    const claimed = await post({ username: "dealer2", password: "demo-dealer2", newPassword: "a table of my own 42" }, "192.168.1.40");
    expect(claimed.status).toBe(403);
    expect(claimed.headers.getSetCookie()).toEqual([]);
    // Being refused it is not a failed attempt: the account is not locked by it.
    expect(await demo.prisma.auditEntry.count({ where: { action: "sign-in-failed", detail: { path: ["username"], equals: "dealer2" } } })).toBe(0);
    expect((await post({ username: "dealer2", password: "a table of my own 42" }, "192.168.1.40")).status).toBe(401);
    // On the machine itself: a weak or published new password is refused with the reason.
    const weak = await post({ username: "dealer2", password: "demo-dealer2", newPassword: "short" }, "127.0.0.1");
    expect(await weak.json()).toMatchObject({ code: "WEAK_PASSWORD", message: expect.stringMatching(/at least 10/) });
    const same = await post({ username: "dealer2", password: "demo-dealer2", newPassword: "demo-dealer2" }, "127.0.0.1");
    expect(same.status).toBe(403);
    // With a new password: signed in, and the published one stops working everywhere.
    const changed = await post({ username: "dealer2", password: "demo-dealer2", newPassword: "a table of my own 42" }, "127.0.0.1");
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ staff: { username: "dealer2", role: "dealer" } });
    expect((await post({ username: "dealer2", password: "demo-dealer2" }, "127.0.0.1")).status).toBe(401);
    expect((await post({ username: "dealer2", password: "a table of my own 42" }, "192.168.1.40")).status).toBe(200);
    expect(await demo.prisma.auditEntry.count({ where: { action: "staff-updated", staffId: "demo-dealer2" } })).toBe(1);
  });

  it("works as it is only on the machine itself while the demo floor is on", async () => {
    expect((await post({ username: "dealer3", password: "demo-dealer3" }, "127.0.0.1")).status).toBe(200);
    // A demo account left in a database whose demo floor is now off must change it, even on loopback.
    const off = await post({ username: "dealer3", password: "demo-dealer3" }, "127.0.0.1", { db: demo, now: clock.now, demoFloor: () => false });
    expect(await off.json()).toMatchObject({ code: "PASSWORD_CHANGE_REQUIRED" });
    // An address the server could not tell counts as the network.
    const unknown = await postSignIn(request("/api/auth/sign-in", { body: { username: "dealer3", password: "demo-dealer3" } }), on());
    expect(await unknown.json()).toMatchObject({ code: "DEMO_PASSWORD_LOCAL_ONLY" });
  });
});
