/**
 * A supervisor's approval typed on a dealer's tablet (issue 31): wrong passwords there are limited,
 * per table and apart from the sign-ins, so a dealer typing them cannot lock the supervisor out of
 * the floor's sign-in (five once did), nor out of the other tables' approvals.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "@/lib/server/test-server";
import { credentialsFor } from "@/lib/server/test-credentials";
import { request as browserRequest } from "@/lib/server/auth/test-fixtures";
import * as approved from "@/app/api/floor/tables/[tableId]/approved-corrections/route";
import * as signIn from "@/app/api/auth/sign-in/route";
import { supervisorView } from "./test-kit";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  await server?.dropDatabase();
});

async function ask(tableId: string, password: string, reason: string) {
  const cookie = (await credentialsFor(server.db, "dealer", tableId)).cookie;
  const body = { username: "floor", password, correction: { type: "pause-table", reason } };
  const answer = await (approved.POST as (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>)(
    browserRequest(`/api/floor/tables/${tableId}/approved-corrections`, { method: "POST", cookie, body, ip: "127.0.0.1" }),
    { params: Promise.resolve({ tableId }) },
  );
  return { status: answer.status, body: (await answer.json()) as { code?: string; message?: string } };
}

describe("a supervisor's approval on a tablet", () => {
  it("is locked at that table after five wrong passwords; the supervisor still signs in on the floor and approves at another table", async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await ask("t1", `not the password ${i}`, "dispute at seat 2"));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 429, 429]);
    expect(answers.at(-1)!.body.message).toMatch(/Too many wrong supervisor passwords here/);
    // The right password is refused at that table for now: the attempts there are limited.
    expect((await ask("t1", "demo-floor", "dispute at seat 2")).status).toBe(429);
    // The supervisor's own sign-in on the floor is not locked by the tablet's attempts.
    const floor = await signIn.POST(browserRequest("/api/auth/sign-in", { method: "POST", body: { username: "floor", password: "demo-floor" }, ip: "127.0.0.1" }));
    expect(floor.status).toBe(200);
    // Nor are the approvals at another table.
    expect(await ask("t2", "demo-floor", "dispute at seat 5")).toMatchObject({ status: 200 });
    expect(supervisorView(server.registry, "t2").status).toBe("paused");
    // The tablet's attempts are recorded apart from the sign-ins', with their table.
    const rows = (await server.db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_entries WHERE action = 'approval-attempt' AND detail ->> 'table' = 't1'")).rows[0]!;
    expect(rows.n).toBe(5);
    const signInAttempts = (await server.db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_entries WHERE action = 'sign-in-attempt' AND detail ->> 'username' = 'floor'")).rows[0]!;
    expect(signInAttempts.n).toBe(1);
  });

  it("counts a supervisor's wrong approvals across tables too, without touching the sign-in", async () => {
    // Five wrong ones at t1 already count. Three more at each of five tables (no table reaches its
    // five): the twentieth in all locks that supervisor's approvals.
    const statuses: number[] = [];
    for (const t of ["t3", "t4", "t5", "t6", "t7"]) for (let i = 0; i < 3; i += 1) statuses.push((await ask(t, `wrong at ${t} ${i}`, "dispute")).status);
    expect(statuses.slice(0, 14).every((s) => s === 401)).toBe(true);
    expect(statuses[14]).toBe(429);
    expect((await ask("t8", "demo-floor", "dispute at seat 1")).status).toBe(429);
    const floor = await signIn.POST(browserRequest("/api/auth/sign-in", { method: "POST", body: { username: "floor", password: "demo-floor" }, ip: "127.0.0.1" }));
    expect(floor.status).toBe(200);
  });
});
