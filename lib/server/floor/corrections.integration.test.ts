/**
 * The floor's corrections through their routes on the real server (issue 14, item 7): each asks
 * why, each lands in the audit trail with the supervisor's name and reason, each is refused in words
 * where the rules forbid it; the fees of a reopened round are reversed and fixed again, never lost or
 * counted twice. The tablet's route takes a supervisor's own password on the spot. And the relief
 * of a dealer mid-shoe (item 9).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "@/lib/server/test-server";
import { credentialsFor } from "@/lib/server/test-credentials";
import { request as browserRequest } from "@/lib/server/auth/test-fixtures";
import { resolveSession } from "@/lib/server/auth/sessions";
import * as corrections from "@/app/api/floor/tables/[tableId]/corrections/route";
import * as approved from "@/app/api/floor/tables/[tableId]/approved-corrections/route";
import * as relieve from "@/app/api/floor/dealers/relieve/route";
import * as board from "@/app/api/floor/dealers/route";
import { openTable, supervisorView, must, playRound } from "./test-kit";
import type { DealerBoard } from "@/lib/contract/dealer-board";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  await server?.dropDatabase();
});

async function post(handler: (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>, path: string, cookie: string, body: unknown, params: Record<string, string> = {}) {
  const answer = await handler(browserRequest(path, { method: "POST", cookie, body, ip: "127.0.0.1" }), { params: Promise.resolve(params) });
  return { status: answer.status, body: (await answer.json()) as { ok: boolean; code?: string; message?: string } };
}

const correct = async (who: "supervisor" | "dealer", tableId: string, body: unknown) =>
  post(corrections.POST as never, `/api/floor/tables/${tableId}/corrections`, (await credentialsFor(server.db, who, tableId)).cookie, body, { tableId });

async function auditOf(tableId: string, action: string) {
  return (await server.db.pool.query<{ staff_id: string; reason: string; detail: Record<string, unknown> }>("SELECT staff_id, reason, detail FROM audit_entries WHERE table_id = $1 AND action = $2 ORDER BY id", [tableId, action])).rows;
}

describe("the floor's corrections of a live table", () => {
  it("reopens betting with its reason: the fees fixed are reversed, fixed again at no more bets, and audited", async () => {
    await openTable(server.registry, "t2", [1, 2, 3], 3, 100_000, "dealer");
    await playRound(server.registry, "t2", [{ seat: 1, bet: "player", amount: 1_000 }], { stopAfter: "betting-closed" });
    const round = supervisorView(server.registry, "t2").handNumber;
    const roundId = `t2-${round}`;
    const feesOf = async () => (await server.db.pool.query<{ total: string; n: string }>("SELECT coalesce(sum(cents), 0)::text AS total, count(*)::text AS n FROM fee_drops WHERE round_id = $1", [roundId])).rows[0]!;
    const fixed = Number((await feesOf()).total);
    expect(fixed).toBeGreaterThan(0);

    expect(await correct("supervisor", "t2", { type: "reopen-betting" })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/Say why/) } });
    expect((await correct("dealer", "t2", { type: "reopen-betting", reason: "seat 2 was late" })).status).toBe(403);
    expect(await correct("supervisor", "t2", { type: "reopen-betting", reason: "seat 2 was still betting" })).toMatchObject({ status: 200, body: { ok: true } });
    expect(supervisorView(server.registry, "t2").phase).toBe("betting");
    expect(Number((await feesOf()).total)).toBe(0);
    await must(server.registry, "t2", { type: "place-wager", seat: 2, bet: "banker", amount: 1_000 });
    await must(server.registry, "t2", { type: "close-betting" });
    const again = await feesOf();
    expect(Number(again.total)).toBeGreaterThan(fixed);
    expect(await auditOf("t2", "round.reopen-betting")).toMatchObject([{ staff_id: "demo-floor", reason: "seat 2 was still betting", detail: { roundId } }]);

    // A card out: reopening is refused in words; a misdeal first, then it may open again.
    await must(server.registry, "t2", { type: "deal-card", card: "9S" });
    expect(await correct("supervisor", "t2", { type: "reopen-betting", reason: "again" })).toMatchObject({ status: 409, body: { code: "CARDS_DEALT", message: expect.stringMatching(/Declare a misdeal first/) } });
    expect(await correct("supervisor", "t2", { type: "declare-misdeal", reason: "card flashed at seat 1" })).toMatchObject({ status: 200 });
    expect(await auditOf("t2", "round.misdeal")).toMatchObject([{ staff_id: "demo-floor", reason: "card flashed at seat 1", detail: { roundId, cards: ["9S"] } }]);
    expect(await correct("supervisor", "t2", { type: "void-round", reason: "players left the table" })).toMatchObject({ status: 200 });
    expect(Number((await feesOf()).total)).toBe(0);
  });

  it("pauses and resumes with a reason each; a tablet's correction needs a supervisor's own password", async () => {
    const dealer = (await credentialsFor(server.db, "dealer", "t1")).cookie;
    const openFloorSessions = async () => (await server.db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM staff_sessions s JOIN staff ON staff.id = s.staff_id WHERE staff.username = 'floor' AND s.revoked_at IS NULL")).rows[0]!.n;
    const sessionsBefore = await openFloorSessions();
    const ask = (username: string, password: string, correction: unknown, cookie = dealer) => post(approved.POST as never, "/api/floor/tables/t1/approved-corrections", cookie, { username, password, correction }, { tableId: "t1" });
    expect(await ask("floor", "not-the-password", { type: "pause-table", reason: "dispute at seat 4" })).toMatchObject({ status: 401, body: { message: "Wrong supervisor username or password." } });
    expect(await ask("dealer1", "demo-dealer1", { type: "pause-table", reason: "dispute at seat 4" })).toMatchObject({ status: 403, body: { code: "NOT_A_SUPERVISOR" } });
    expect(await ask("floor", "demo-floor", { type: "pause-table", reason: "x" })).toMatchObject({ status: 400 });
    // The dealer of another table cannot ask for this one.
    expect((await ask("floor", "demo-floor", { type: "pause-table", reason: "dispute at seat 4" }, (await credentialsFor(server.db, "dealer", "t3")).cookie)).status).toBe(403);
    expect(await ask("floor", "demo-floor", { type: "pause-table", reason: "dispute at seat 4" })).toMatchObject({ status: 200 });
    expect(supervisorView(server.registry, "t1").status).toBe("paused");
    expect(await ask("floor", "demo-floor", { type: "resume-table", reason: "settled with the player" })).toMatchObject({ status: 200 });
    expect(await auditOf("t1", "table.pause")).toMatchObject([{ staff_id: "demo-floor", reason: "dispute at seat 4" }]);
    expect(await auditOf("t1", "table.resume")).toMatchObject([{ staff_id: "demo-floor", reason: "settled with the player" }]);
    // The check opened no lasting session for the supervisor on the tablet.
    expect(await openFloorSessions()).toBe(sessionsBefore);
    // The dealer's own session still works.
    expect(await resolveSession(server.db, dealer.split("=")[1], new Date())).not.toBeNull();
  });

  it("undoes a settlement line before the round ends", async () => {
    await openTable(server.registry, "t6", [1, 2, 3], 3, 100_000, "server");
    await playRound(server.registry, "t6", [{ seat: 1, bet: "player", amount: 1_000 }, { seat: 2, bet: "banker", amount: 1_000 }], { stopAfter: "betting-closed" });
    for (let i = 0; i < 8; i++) {
      const next = supervisorView(server.registry, "t6").next;
      if (next.command === "settle") break;
      await must(server.registry, "t6", { type: next.command! });
    }
    await must(server.registry, "t6", { type: "settle" });
    await must(server.registry, "t6", { type: "advance-settlement", through: 1 });
    expect(await correct("supervisor", "t6", { type: "void-round", reason: "wrong shoe" })).toMatchObject({ status: 409, body: { code: "LINES_SETTLED" } });
    expect(await correct("supervisor", "t6", { type: "undo-settlement-line", reason: "paid the wrong seat" })).toMatchObject({ status: 200 });
    expect(supervisorView(server.registry, "t6").settlement?.settledLines).toBe(0);
    expect(await auditOf("t6", "round.undo-settlement-line")).toMatchObject([{ staff_id: "demo-floor", reason: "paid the wrong seat", detail: { line: 1 } }]);
  });
});

describe("a relief takes over a table mid-shoe (issue 14, item 9)", () => {
  it("ends the dealer's assignment, assigns the relief to the end of the shift, and shows it on the board", async () => {
    const floor = (await credentialsFor(server.db, "supervisor")).cookie;
    const relief = await server.db.prisma.staff.findUniqueOrThrow({ where: { username: "dealer5" } });
    const before = (await credentialsFor(server.db, "dealer", "t4")).cookie;
    expect(await post(relieve.POST as never, "/api/floor/dealers/relieve", floor, { tableId: "t4", staffId: relief.id, reason: "break" })).toMatchObject({ status: 200, body: { ok: true } });
    // Dealer 4's session no longer reaches t4; dealer 5's does.
    const dealer4 = await resolveSession(server.db, before.split("=")[1], new Date());
    expect(dealer4?.tables).toEqual([]);
    const answer = await (board.GET as (r: Request) => Promise<Response>)(browserRequest("/api/floor/dealers", { cookie: floor }));
    const { board: b } = (await answer.json()) as { board: DealerBoard };
    expect(b.tables.find((t) => t.id === "t4")?.onDuty.map((d) => d.name)).toEqual(["Demo Dealer 5"]);
    expect([...(b.dealers.find((d) => d.username === "dealer5")?.tables ?? [])].sort()).toEqual(["t4", "t5"]);
    expect(await post(relieve.POST as never, "/api/floor/dealers/relieve", floor, { tableId: "t4", staffId: relief.id })).toMatchObject({ status: 409, body: { code: "ALREADY_ON_DUTY" } });
  });
});
