/**
 * A shoe's pairing through the real route handlers and the socket authenticator (PostgreSQL): the
 * floor makes a shoe's code, the shoe redeems it for a credential in the answer (no cookie), and
 * the credential gives the role "shoe" on that one table and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postPair, postPairingCode } from "@/lib/server/auth/routes/display-routes";
import { postSignIn } from "@/lib/server/auth/routes/session-routes";
import { authenticateSocket } from "@/lib/server/auth/socket-auth";
import { TestClock, addStaff, cookieFrom, deps, freshDatabase, request, type TestDb } from "@/lib/server/auth/test-fixtures";

let db: TestDb;
const clock = new TestClock();
let floor: string;
let dealer: string;

beforeAll(async () => {
  db = await freshDatabase();
  await addStaff(db, "sam", "supervisor", "supervisor password");
  await addStaff(db, "dan", "dealer", "dealer password 1");
  const signIn = async (username: string, password: string) => cookieFrom(await postSignIn(request("/api/auth/sign-in", { body: { username, password } }), deps(db, clock)));
  floor = await signIn("sam", "supervisor password");
  dealer = await signIn("dan", "dealer password 1");
});
afterAll(async () => {
  await db?.drop();
});

const socketWith = (auth: Record<string, unknown>, cookie = "") => ({ handshake: { headers: { host: "localhost:3000", ...(cookie ? { cookie } : {}) }, secure: false, auth } });

describe("pairing a card-reading shoe", () => {
  it("a shoe's code becomes a shoe's credential, in the answer and not as a cookie, for that table only", async () => {
    expect((await postPairingCode(request("/api/displays/pairing-codes", { body: { tableId: "t1", kind: "shoe" }, cookie: dealer }), deps(db, clock))).status).toBe(403);
    const made = await postPairingCode(request("/api/displays/pairing-codes", { body: { tableId: "t1", kind: "shoe" }, cookie: floor }), deps(db, clock));
    expect(made.status).toBe(201);
    const { code, kind } = (await made.json()) as { code: string; kind: string };
    expect(kind).toBe("shoe");

    // Typed on a wall display's pairing page, it is not valid there, and stays unused.
    const asDisplay = await postPair(request("/api/displays/pair", { body: { code }, ip: "10.9.1.1" }), deps(db, clock));
    expect(asDisplay.status).toBe(400);

    const answer = await postPair(request("/api/displays/pair", { body: { code, device: "shoe" }, ip: "10.9.1.1" }), deps(db, clock));
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()).toEqual([]);
    const body = (await answer.json()) as { ok: boolean; tableId: string; label: string; credential: string; shoeId: string };
    expect(body).toMatchObject({ ok: true, tableId: "t1", label: "Card-reading shoe · Table 1 · Fortune 7" });
    expect(body.credential.length).toBeGreaterThanOrEqual(32);
    // Once only.
    expect((await postPair(request("/api/displays/pair", { body: { code, device: "shoe" }, ip: "10.9.1.1" }), deps(db, clock))).status).toBe(400);

    const auth = authenticateSocket(db, { now: () => clock.now() });
    expect(await auth(socketWith({ as: "shoe", credential: body.credential }))).toMatchObject({ kind: "shoe", role: "shoe", id: `shoe:${body.shoeId}`, tables: ["t1"] });
    // As a display, or with no credential, or a made-up one: nothing.
    expect(await auth(socketWith({ as: "display", credential: body.credential }))).toBeNull();
    expect(await auth(socketWith({ as: "shoe" }))).toBeNull();
    expect(await auth(socketWith({ as: "shoe", credential: "x".repeat(43) }))).toBeNull();
    // A staff session is no shoe.
    expect(await auth(socketWith({ as: "shoe" }, floor))).toBeNull();
  });
});
