import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onRevoked, sessionRoom, staffRoom } from "./revocations";
import { SESSION_TTL_MS, createSession } from "./sessions";
import { authenticateSocket } from "./socket-auth";
import { TestClock, addStaff, freshDatabase, type TestDb } from "./test-fixtures";

// A socket is authorised when it connects; these check that it is closed when what authorised it
// runs out with time alone: the session's twelve hours, or a dealer's shift assignment.
let db: TestDb;
const clock = new TestClock();
const revoked: string[] = [];
let stop: () => void;

beforeAll(async () => {
  db = await freshDatabase();
  await addStaff(db, "exp-dealer", "dealer", "dealer password 1");
  await addStaff(db, "exp-super", "supervisor", "supervisor password");
  stop = onRevoked((room) => revoked.push(room));
});
afterAll(async () => {
  stop?.();
  await db?.drop();
});

const socketWith = (token: string) => ({ handshake: { headers: { host: "localhost:3000", cookie: `cr_session=${token}` } } });

describe("sockets do not outlive their authorisation", () => {
  it("a session's sockets are closed when the session expires", async () => {
    // A session made 12 hours minus 300 ms ago: it expires 300 ms from the clock's now.
    const { token, sessionId } = await createSession(db, "exp-super", { now: new Date(clock.now().getTime() - SESSION_TTL_MS + 300) });
    const principal = await authenticateSocket(db, { now: clock.now })(socketWith(token));
    expect(principal).toMatchObject({ role: "supervisor" });
    expect(revoked).not.toContain(sessionRoom(sessionId));
    await expect.poll(() => revoked.includes(sessionRoom(sessionId)), { timeout: 5_000 }).toBe(true);
  });

  it("a dealer's sockets are closed when the shift assignment ends, and when a later one starts", async () => {
    const now = clock.now().getTime();
    await db.prisma.shiftAssignment.create({ data: { id: "exp-a1", staffId: "exp-dealer", tableId: "t2", validFrom: new Date(now - 60_000), validUntil: new Date(now + 300) } });
    const { token } = await createSession(db, "exp-dealer", { now: clock.now() });
    const principal = await authenticateSocket(db, { now: clock.now })(socketWith(token));
    expect(principal).toMatchObject({ role: "dealer", tables: ["t2"] });
    await expect.poll(() => revoked.filter((r) => r === staffRoom("exp-dealer")).length, { timeout: 5_000 }).toBe(1);

    // Later, between shifts: an assignment that starts in 300 ms. The socket connected now has no
    // table; it is closed when the shift starts, so it reconnects with the new table.
    clock.advance(60_000);
    await db.prisma.shiftAssignment.create({ data: { id: "exp-a2", staffId: "exp-dealer", tableId: "t3", validFrom: new Date(clock.now().getTime() + 300), validUntil: null } });
    const between = await authenticateSocket(db, { now: clock.now })(socketWith(token));
    expect(between).toMatchObject({ role: "dealer", tables: [] });
    await expect.poll(() => revoked.filter((r) => r === staffRoom("exp-dealer")).length, { timeout: 5_000 }).toBe(2);
    clock.advance(1_000);
    expect(await authenticateSocket(db, { now: clock.now })(socketWith(token))).toMatchObject({ role: "dealer", tables: ["t3"] });
  });

  it("one timer per room and instant, however many sockets authenticate with the session", async () => {
    const { token, sessionId } = await createSession(db, "exp-super", { now: new Date(clock.now().getTime() - SESSION_TTL_MS + 300) });
    const auth = authenticateSocket(db, { now: clock.now });
    for (let i = 0; i < 5; i++) await auth(socketWith(token));
    await expect.poll(() => revoked.includes(sessionRoom(sessionId)), { timeout: 5_000 }).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(revoked.filter((r) => r === sessionRoom(sessionId))).toHaveLength(1);
  });
});
