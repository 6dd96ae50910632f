/**
 * Who reaches the lists: the API routes by role (through their real handlers on the real server),
 * the board's pairing (a display paired with the game board sees the board and nothing else, a
 * table's wall display is not the board), and the figures of a shift over the API.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as commandsRoute from "@/app/api/waitlist/commands/route";
import * as figuresRoute from "@/app/api/waitlist/figures/route";
import * as viewRoute from "@/app/api/waitlist/view/route";
import type { WaitlistBoardView } from "@/lib/domain/waitlist";
import { GAME_BOARD, createPairingCode, redeemPairingCode } from "@/lib/server/auth/displays";
import { postPair } from "@/lib/server/auth/routes/display-routes";
import { request } from "@/lib/server/auth/test-fixtures";
import { credentialsFor, type Who } from "@/lib/server/test-credentials";
import { startTestServer } from "@/lib/server/test-server";
import { io as connectClient } from "socket.io-client";
import { ListsScreen } from "./test-kit";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  await server?.dropDatabase();
});

async function cookieOf(who: Who | null): Promise<string | undefined> {
  return who ? (await credentialsFor(server.db, who, "t1")).cookie : undefined;
}

describe("the lists' API routes", () => {
  const cases: [Who | null, number][] = [
    [null, 401],
    ["display", 401],
    ["dealer", 403],
    ["supervisor", 200],
    ["admin", 200],
  ];

  for (const [who, status] of cases) {
    it(`answers ${who ?? "nobody"} with ${status}`, async () => {
      const cookie = await cookieOf(who);
      const opts = cookie ? { cookie } : {};
      expect((await viewRoute.GET(request("/api/waitlist/view", opts))).status).toBe(status);
      expect((await figuresRoute.GET(request("/api/waitlist/figures", opts))).status).toBe(status);
      const command = await commandsRoute.POST(request("/api/waitlist/commands", { ...opts, body: { id: `route-${who}-open`, command: { type: "open-list", game: `Stud ${who}`, stakes: "$5-$10" } } }));
      expect(command.status).toBe(status);
      const body = (await command.json()) as { ok: boolean; code?: string; message?: string };
      if (status === 200) expect(body.ok).toBe(true);
      else expect(body).toMatchObject({ ok: false, code: status === 401 ? "UNAUTHENTICATED" : "FORBIDDEN" });
    });
  }

  it("refuses a bad command with the field and plain words, and answers the figures of the shift", async () => {
    const cookie = await cookieOf("supervisor");
    const bad = await commandsRoute.POST(request("/api/waitlist/commands", { cookie, body: { id: "route-bad-add-1", command: { type: "add-player", listId: "l1", name: "<script>" } } }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false, code: "BAD_COMMAND", message: "name: a player's name uses letters, digits, spaces, . ' -" });
    const figures = (await (await figuresRoute.GET(request("/api/waitlist/figures?day=2026-11-26&shift=all", { cookie }))).json()) as { ok: boolean; period: { label: string }; figures: { lists: unknown[] } };
    expect(figures).toMatchObject({ ok: true, period: { label: "2026-11-26 (whole day)" } });
    expect((await figuresRoute.GET(request("/api/waitlist/figures?day=26-11-2026", { cookie }))).status).toBe(400);
  });
});

describe("the game board's pairing", () => {
  it("pairs a wall screen with the board: it goes to /board, follows the board, and may not run the lists", async () => {
    const floor = await server.db.prisma.staff.findUniqueOrThrow({ where: { username: "floor" } });
    const made = await createPairingCode(server.db, floor.id, { tableId: GAME_BOARD }, new Date());
    expect(made).toMatchObject({ ok: true, tableId: GAME_BOARD });
    const paired = await postPair(request("/api/displays/pair", { body: { code: made.ok ? made.code : "" }, ip: "10.9.9.9" }), { db: server.db });
    expect(await paired.json()).toMatchObject({ ok: true, tableId: GAME_BOARD, label: "Wall display · Game board", next: "/board" });

    const board = await ListsScreen.open<WaitlistBoardView>(server, "display", "board");
    try {
      expect(board.view.games.length).toBeGreaterThan(0);
      expect(await board.socket.timeout(5000).emitWithAck("waitlist:subscribe", { screen: "floor" })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    } finally {
      board.close();
    }
  });

  it("a table's wall display is not the board", async () => {
    const floor = await server.db.prisma.staff.findUniqueOrThrow({ where: { username: "floor" } });
    const made = await createPairingCode(server.db, floor.id, { tableId: "t1" }, new Date());
    const redeemed = await redeemPairingCode(server.db, { code: made.ok ? made.code : "", ip: "10.9.9.8" }, new Date());
    if (!redeemed.ok) throw new Error(redeemed.message);
    const socket = connectClient(`http://127.0.0.1:${server.port}/waitlist`, {
      auth: { as: "display" },
      extraHeaders: { cookie: `cr_display=${redeemed.token}` },
      transports: ["websocket"],
      forceNew: true,
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", () => resolve());
        socket.once("connect_error", reject);
      });
      const answer = (await socket.timeout(5000).emitWithAck("waitlist:subscribe", { screen: "board" })) as { ok: boolean; code: string; message: string };
      expect(answer).toMatchObject({ ok: false, code: "FORBIDDEN" });
      expect(answer.message).toMatch(/paired with a table's wall display/);
    } finally {
      socket.close();
    }
  });

  it("refuses a socket without credentials", async () => {
    const socket = connectClient(`http://127.0.0.1:${server.port}/waitlist`, { transports: ["websocket"], forceNew: true, reconnection: false });
    const error = await new Promise<Error>((resolve) => socket.once("connect_error", resolve));
    expect(error.message).toBe("UNAUTHENTICATED");
    socket.close();
  });
});
