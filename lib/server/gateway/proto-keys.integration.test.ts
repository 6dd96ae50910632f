import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import { ask, connect, startTestServer } from "@/lib/server/test-server";

/**
 * A command carrying a `__proto__` field is refused (issue 31): the gateway's permissive copy of a
 * command once turned that field into the copy's prototype, so poker's strict checks of `sit-out`
 * and `come-back` never saw it. Real server, real socket.io client; JSON.parse makes the field an
 * own one, as socket.io's parser does with what a hostile client sends.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let socket: Socket;

beforeAll(async () => {
  server = await startTestServer();
  socket = await connect(server, "supervisor", "t23");
});
afterAll(async () => {
  socket?.close();
  await server?.close();
  await server?.dropDatabase();
});

describe("a command with a __proto__ field", () => {
  for (const type of ["sit-out", "come-back"]) {
    it(`${type} at a poker table is refused as a bad message; the same command without it is not`, async () => {
      const command = (extra: string) => JSON.parse(`{"type":"${type}","seat":3${extra}}`) as Record<string, unknown>;
      const send = (c: Record<string, unknown>, n: number) => ask<{ ok: boolean; code?: string }>(socket, "table:command", { tableId: "t23", id: `proto-${type}-${n}`, expectedVersion: 0, command: c });
      expect(await send(command(`,"__proto__":{"seat":1}`), 1)).toMatchObject({ ok: false, code: "BAD_MESSAGE" });
      expect(await send({ ...command(""), nested: JSON.parse('{"__proto__":{"x":1}}') }, 2)).toMatchObject({ ok: false, code: "BAD_MESSAGE" });
      // The control: without it the command reaches the table's own checks (whatever they answer).
      expect((await send(command(""), 3)).code).not.toBe("BAD_MESSAGE");
    });
  }
});
