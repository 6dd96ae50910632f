import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "@/lib/server/db/database";
import { postFirstAdmin, postSignIn } from "./routes/session-routes";
import { postPair, postPairingCode } from "./routes/display-routes";
import { TestClock, addStaff, cookieFrom, deps, freshDatabase, request, type TestDb } from "./test-fixtures";

/**
 * The attempt limits under parallel requests: every sign-in, pairing code and setup code is
 * reserved in the database before it is checked, so a burst checks at most the limit however many
 * requests arrive at once, on one node or spread over several (two connection pools here).
 */
let db: TestDb;
const clock = new TestClock();

beforeAll(async () => {
  db = await freshDatabase();
  await addStaff(db, "pat", "dealer", "pat dealer password");
  await addStaff(db, "max", "dealer", "max dealer password");
  await addStaff(db, "ann", "supervisor", "ann supervisor password");
});
afterAll(async () => {
  await db?.drop();
});

const signIn = (d: Parameters<typeof postSignIn>[1], username: string, password: string, ip: string) =>
  postSignIn(request("/api/auth/sign-in", { body: { username, password }, ip }), d);

/** Password checks made for a username: each sign-in that was verified left a success or a failure. */
async function verified(username: string): Promise<number> {
  const rows = await db.prisma.auditEntry.findMany({ where: { action: { in: ["sign-in", "sign-in-failed"] }, detail: { path: ["username"], equals: username } } });
  return rows.length;
}

async function entriesFrom(action: string, ip: string): Promise<number> {
  return db.prisma.auditEntry.count({ where: { action, detail: { path: ["ip"], equals: ip } } });
}

describe("a burst of parallel sign-ins", () => {
  it("500 wrong passwords for one username at once: at most 5 are checked, none signs in", async () => {
    clock.advance(60 * 60 * 1000);
    const answers = await Promise.all(Array.from({ length: 500 }, (_, i) => signIn(deps(db, clock), "pat", `wrong password ${i}`, "10.20.0.1")));
    expect(await verified("pat")).toBeLessThanOrEqual(5);
    expect(await verified("pat")).toBeGreaterThan(0);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toEqual([]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(new Set(statuses).size).toBeLessThanOrEqual(3);
    for (const s of statuses) expect([401, 429, 503]).toContain(s);
    const count = (n: number) => statuses.filter((s) => s === n).length;
    console.log(`500 parallel sign-ins for one username: ${await verified("pat")} passwords checked; answers 401 ×${count(401)}, 429 ×${count(429)}, 503 ×${count(503)}`);
  });

  it("59 wrong passwords then the right one, at once from another address: the right one is not let in after the fifth failure", async () => {
    clock.advance(60 * 60 * 1000);
    const passwords = [...Array.from({ length: 59 }, (_, i) => `not it ${i}`), "max dealer password"];
    const answers = await Promise.all(passwords.map((p) => signIn(deps(db, clock), "max", p, "10.21.0.1")));
    expect(await verified("max")).toBeLessThanOrEqual(5);
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.filter((a) => a.status === 200)).toEqual([]);
  });

  it("spread over two nodes (two connection pools on one database): still at most 5 checked", async () => {
    clock.advance(60 * 60 * 1000);
    await addStaff(db, "kai", "dealer", "kai dealer password");
    const second = connect(db.url, 5);
    try {
      const nodes = [deps(db, clock), { db: second, now: clock.now }];
      await Promise.all(Array.from({ length: 400 }, (_, i) => signIn(nodes[i % 2]!, "kai", `wrong ${i}`, `10.22.${i % 7}.1`)));
      expect(await verified("kai")).toBeLessThanOrEqual(5);
    } finally {
      await second.close();
    }
  });

  it("500 different usernames from one address at once: at most 20 are checked", async () => {
    clock.advance(60 * 60 * 1000);
    await Promise.all(Array.from({ length: 500 }, (_, i) => signIn(deps(db, clock), `guess-${i}`, "a guessed password", "10.23.0.1")));
    expect(await entriesFrom("sign-in-failed", "10.23.0.1")).toBeLessThanOrEqual(20);
    expect(await entriesFrom("sign-in-failed", "10.23.0.1")).toBeGreaterThan(0);
  });

  it("a successful sign-in does not use up the address's allowance", async () => {
    clock.advance(60 * 60 * 1000);
    for (let i = 0; i < 25; i += 1) expect((await signIn(deps(db, clock), "ann", "ann supervisor password", "10.24.0.1")).status).toBe(200);
  });
});

describe("a burst of pairing codes and setup codes", () => {
  it("200 wrong pairing codes from one address at once: at most 10 are looked up", async () => {
    clock.advance(60 * 60 * 1000);
    const answers = await Promise.all(Array.from({ length: 200 }, () => postPair(request("/api/displays/pair", { body: { code: "ZZZZZZ" }, ip: "10.25.0.1" }), deps(db, clock))));
    expect(await entriesFrom("display-pair-failed", "10.25.0.1")).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.status === 200)).toEqual([]);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThan(0);
  });

  it("a valid code pairs, and a success does not count against the address", async () => {
    clock.advance(60 * 60 * 1000);
    const supervisor = cookieFrom(await signIn(deps(db, clock), "ann", "ann supervisor password", "10.26.0.9"));
    const made = await (await postPairingCode(request("/api/displays/pairing-codes", { body: { tableId: "t1" }, cookie: supervisor }), deps(db, clock))).json();
    for (let i = 0; i < 9; i += 1) expect((await postPair(request("/api/displays/pair", { body: { code: "ZZZZZZ" }, ip: "10.26.0.1" }), deps(db, clock))).status).toBe(400);
    expect((await postPair(request("/api/displays/pair", { body: { code: made.code }, ip: "10.26.0.1" }), deps(db, clock))).status).toBe(200);
    // Nine failures and one success: the tenth wrong code is still looked up.
    expect((await postPair(request("/api/displays/pair", { body: { code: "ZZZZZZ" }, ip: "10.26.0.1" }), deps(db, clock))).status).toBe(400);
    expect((await postPair(request("/api/displays/pair", { body: { code: "ZZZZZZ" }, ip: "10.26.0.1" }), deps(db, clock))).status).toBe(429);
  });

  it("100 wrong setup codes from one address at once: at most 10 are compared", async () => {
    const empty = await freshDatabase();
    try {
      const d = { db: empty, now: clock.now };
      const body = { setupCode: "AAAAA-AAAAA", username: "boss", password: "first admin password" };
      const answers = await Promise.all(Array.from({ length: 100 }, () => postFirstAdmin(request("/api/auth/first-admin", { body, ip: "10.27.0.1" }), d)));
      expect(await empty.prisma.auditEntry.count({ where: { action: "first-admin-refused" } })).toBeLessThanOrEqual(10);
      expect(answers.filter((a) => a.status === 429).length).toBeGreaterThan(0);
    } finally {
      await empty.drop();
    }
  });
});
