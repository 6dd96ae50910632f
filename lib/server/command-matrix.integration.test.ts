/**
 * The command matrix through the real gateway: every role (and nobody) sends every command type of
 * every table machine, to its own table and to another, over socket.io to the real server with real
 * credentials. Refused or let through to the rules exactly as specified below (written out
 * independently of lib/server/auth/permissions.ts); a refusal by permission changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import { ALL_BACCARAT_COMMAND_TYPES } from "@/lib/domain/table/baccarat/commands";
import { ALL_NO_BUST_COMMAND_TYPES } from "@/lib/domain/table/no-bust/commands";
import { startTestServer, connect, ask } from "./test-server";

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Role = "dealer" | "supervisor" | "admin" | "display";

const SUPERVISOR_ONLY = new Set(["void-round", "correct-card", "pause-table", "resume-table", "close-table", "change-fee-option", "declare-misdeal", "reopen-betting", "undo-settlement-line", "correct-hand", "correct-tile", "correct-award", "correct-decision"]);
const ADMIN_ONLY = new Set(["configure-table"]);
/** Commands no table has: refused as such (BAD_COMMAND) before anyone's permission is asked. */
const NOT_COMMANDS = ["approve-correction", "config-fees", "a-step-not-invented-yet"];
const TYPES = [...new Set([...ALL_BACCARAT_COMMAND_TYPES, ...ALL_NO_BUST_COMMAND_TYPES, ...NOT_COMMANDS])];

/** The specification: t1 (baccarat) and t8 (No Bust) are the demo dealer's tables in turn; t2 and t7 are not. */
function mayCommand(role: Role, own: boolean, type: string): boolean {
  if (role === "display") return false;
  if (role === "dealer" && !own) return false;
  if (NOT_COMMANDS.includes(type)) return true;
  if (ADMIN_ONLY.has(type)) return role === "admin";
  if (SUPERVISOR_ONLY.has(type)) return role === "supervisor" || role === "admin";
  return true;
}

let server: Server;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.close();
  await server?.dropDatabase();
});

const version = async (tableId: string) => (await server.db.pool.query<{ v: number }>("SELECT coalesce(max(seq), 0)::int AS v FROM table_events WHERE table_id = $1", [tableId])).rows[0]!.v;

describe("command matrix through the real gateway", () => {
  it("nobody cannot even connect", async () => {
    await expect(connect({ port: server.port }, "dealer")).rejects.toThrow(/UNAUTHENTICATED/);
  });

  for (const [own, other] of [
    ["t1", "t2"],
    ["t8", "t7"],
  ] as const) {
    for (const role of ["dealer", "supervisor", "admin", "display"] as const) {
      it(`${role} × every command type at ${own} (the dealer's table) and ${other}`, async () => {
        // The demo dealer of `own` (dealer1 holds t1; for t8 a shift assignment is added to dealer1).
        if (own === "t8" && role === "dealer") {
          const dealer1 = await server.db.prisma.staff.findUniqueOrThrow({ where: { username: "dealer1" } });
          await server.db.prisma.shiftAssignment.create({ data: { id: "matrix-t8", staffId: dealer1.id, tableId: "t8", validFrom: new Date(Date.now() - 60_000), validUntil: null } });
        }
        const socket = await connect(server, role, role === "display" ? own : "t1");
        sockets.push(socket);
        for (const tableId of [own, other]) {
          for (const type of TYPES) {
            const before = await version(tableId);
            const answer = await ask<{ ok: boolean; code?: string; message?: string }>(socket, "table:command", { tableId, id: `matrix-${role}-${tableId}-${type}`.slice(0, 100), expectedVersion: before, command: { type } });
            // A type the table's game does not have is answered as no step of its game, not by permission.
            const ofItsGame = (tableId === "t1" || tableId === "t2" ? ALL_BACCARAT_COMMAND_TYPES : ALL_NO_BUST_COMMAND_TYPES) as readonly string[];
            const allowed = mayCommand(role, tableId === own, type) || (role !== "display" && (role !== "dealer" || tableId === own) && !ofItsGame.includes(type));
            const refusedByPermission = !answer.ok && answer.code === "FORBIDDEN";
            expect({ role, tableId, type, refusedByPermission }).toEqual({ role, tableId, type, refusedByPermission: !allowed });
            if (!answer.ok) expect(answer.message, `${role} ${tableId} ${type}`).toEqual(expect.any(String));
            if (refusedByPermission) expect(await version(tableId)).toBe(before);
            if (NOT_COMMANDS.includes(type) && allowed) expect(answer.code, `${role} ${tableId} ${type}`).toBe("BAD_COMMAND");
          }
        }
        socket.close();
      });
    }
  }
});
