import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Socket } from "socket.io-client";
import { ALL_BACCARAT_COMMAND_TYPES } from "@/lib/domain/table/baccarat/commands";
import { startTestServer, connect, ask } from "../test-server";
import { baccaratMachine } from "@/lib/domain/table/baccarat/machine";
import { EMPTY_BACCARAT_TABLE, type BaccaratTableState } from "@/lib/domain/table/baccarat/state";
import type { BaccaratTableEvent } from "@/lib/domain/table/baccarat/events";

/**
 * Thousands of random and malformed socket messages from every role: each is refused or handled,
 * the server stays up, a refused message changes nothing, and no face-down card reaches a display.
 */
type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const sockets: Record<string, Socket> = {};
const displayViews: unknown[] = [];

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ["dealer", "supervisor", "admin"] as const) sockets[who] = await connect(server, who, "t3");
  sockets.display = await connect(server, "display", "t3");
  sockets.display.on("table:view", (m: { version: number; view: unknown }) => displayViews.push(m));
  for (const s of Object.values(sockets)) await ask(s, "table:subscribe", { tableId: "t3" });
});

afterAll(async () => {
  for (const s of Object.values(sockets)) s.close();
  await server?.close();
  await server?.dropDatabase();
});

const junk = fc.oneof(
  fc.anything(),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(null, undefined, 0, -1, 1e308, Number.NaN, "", "t3", "__proto__", { __proto__: { polluted: true } }, { constructor: { prototype: { polluted: true } } }),
  fc.array(fc.anything(), { maxLength: 5 }),
);

const command = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...ALL_BACCARAT_COMMAND_TYPES), fc.string({ maxLength: 40 })),
    seat: fc.oneof(fc.integer({ min: -3, max: 20 }), junk),
    name: fc.oneof(fc.string({ maxLength: 50 }), junk),
    bank: fc.oneof(fc.integer({ min: -1000, max: 1e9 }), junk),
    amount: fc.oneof(fc.integer({ min: -1000, max: 1e7 }), junk),
    bet: fc.oneof(fc.constantFrom("player", "banker", "dealer", "tie", "early-tie", "late-tie", "player-pair"), junk),
    card: fc.oneof(fc.constantFrom("AS", "TD", "KH", "JK", "10C", "ZZ", "A"), junk),
    source: fc.oneof(fc.constantFrom("server", "dealer", "reader"), junk),
    reason: fc.oneof(fc.string({ maxLength: 600 }), junk),
    wagerId: fc.oneof(fc.constantFrom("w1", "w2", "w3"), junk),
    through: fc.oneof(fc.integer({ min: -5, max: 50 }), junk),
  },
  { requiredKeys: ["type"] },
);

/** Well-formed steps of a round, so the fuzz also walks real rounds (and reaches the hole card). */
const wellFormed = fc.oneof(
  fc.record({ type: fc.constant("seat-player"), seat: fc.integer({ min: 1, max: 8 }), name: fc.constantFrom("Ann", "Bo", "Cy", "Di", "Ed") }),
  fc.constant({ type: "open-bank" }),
  fc.record({ type: fc.constant("accept-bank"), seat: fc.integer({ min: 1, max: 8 }), bank: fc.integer({ min: 1, max: 200_000 }) }),
  fc.record({ type: fc.constant("decline-bank"), seat: fc.integer({ min: 1, max: 8 }) }),
  fc.constant({ type: "start-shoe", source: "server" }),
  fc.constant({ type: "open-betting" }),
  fc.record({ type: fc.constant("place-wager"), seat: fc.integer({ min: 1, max: 8 }), bet: fc.constantFrom("player", "dealer", "early-tie", "late-tie", "player-pair", "dealer-pair"), amount: fc.integer({ min: 100, max: 20_000 }) }),
  fc.constant({ type: "close-betting" }),
  fc.constant({ type: "deal-card" }),
  fc.constant({ type: "check-hole-card" }),
  fc.constant({ type: "expose-hole-card" }),
  fc.record({ type: fc.constant("choose"), wagerId: fc.constantFrom("w1", "w2"), choice: fc.constantFrom("hit", "stand") }),
  fc.constant({ type: "close-choices" }),
  fc.constant({ type: "settle" }),
  fc.record({ type: fc.constant("advance-settlement"), through: fc.integer({ min: 0, max: 12 }) }),
  fc.constant({ type: "end-round" }),
  fc.constant({ type: "void-round", reason: "fuzzing a void" }),
  fc.constant({ type: "resume-table" }),
);

const message = fc.oneof(
  { weight: 4, arbitrary: fc.uuid().map((u) => ({ nextStep: true, id: `fz-ok-next-${u}` })) },
  { weight: 5, arbitrary: fc.record({ tableId: fc.constant("t3"), id: fc.uuid().map((u) => `fz-ok-${u}`), expectedVersion: fc.constant(0), command: wellFormed }) },
  { weight: 4, arbitrary: fc.record({ tableId: fc.oneof(fc.constantFrom("t3", "t1", "nope"), junk), id: fc.oneof(fc.string({ minLength: 8, maxLength: 30 }).map((s) => `fz-${s.replace(/[^A-Za-z0-9]/g, "x")}`), junk), expectedVersion: fc.oneof(fc.nat(400), junk), command: fc.oneof(command, junk) }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: junk },
);

const event = fc.constantFrom("table:command", "table:command", "table:command", "table:subscribe", "floor:subscribe", "no-such-event", "__proto__");
const role = fc.constantFrom("dealer", "supervisor", "admin", "display");

async function versionOf(tableId: string): Promise<number> {
  const { rows } = await server.db.pool.query("SELECT coalesce(max(seq), 0) AS v FROM table_events WHERE table_id = $1", [tableId]);
  return rows[0].v;
}

/** What an honest dealer would do next at t3, so rounds really progress among the noise. */
function nextStep(): Record<string, unknown> {
  const view = server.registry.snapshot("t3")!.views.dealer as {
    next: { command: string | null };
    players: { seat: number; name: string | null }[];
    offer: { offeredTo: number } | null;
    phase: string;
    wagers: unknown[];
    playerDealer: { seat: number } | null;
    shoeInfo: unknown;
    bank: number | null;
    settlement: { lines: unknown[] } | null;
  };
  const seated = view.players.filter((p) => p.name !== null).map((p) => p.seat);
  if (seated.length < 3) return { type: "seat-player", seat: [1, 2, 5].find((s) => !seated.includes(s)) ?? 6, name: `N${seated.length}` };
  if (view.offer) return { type: "accept-bank", seat: view.offer.offeredTo, bank: 100_000 };
  if (view.phase === "betting" && view.wagers.length === 0) {
    const seat = seated.find((s) => s !== view.playerDealer?.seat) ?? 1;
    return { type: "place-wager", seat, bet: "player", amount: 1_000 };
  }
  if (view.next.command === "advance-settlement") return { type: "advance-settlement", through: view.settlement?.lines.length ?? 0 };
  if (view.next.command) return { type: view.next.command };
  if (!view.shoeInfo) return { type: "start-shoe", source: "server" };
  if (!view.bank) return { type: "post-bank", bank: 100_000 };
  return { type: "open-bank" };
}

describe("socket fuzz", () => {
  it("survives thousands of random messages from every role; refusals change nothing", async () => {
    const samples = fc.sample(fc.tuple(role, event, message, fc.boolean()), { numRuns: 4000, seed: 20261122 });
    let accepted = 0;
    let refused = 0;
    const codes: Record<string, number> = {};
    for (const [who, ev, payload, useVersion] of samples) {
      const socket = sockets[who]!;
      const before = await versionOf("t3");
      // Half the time the command is made against the current version, so the rules (not only the version check) are exercised.
      const wellFormedStep = typeof payload === "object" && payload !== null && String((payload as { id?: unknown }).id).startsWith("fz-ok-");
      if (payload && typeof payload === "object" && "nextStep" in payload) {
        (payload as Record<string, unknown>).tableId = "t3";
        (payload as Record<string, unknown>).command = nextStep();
        delete (payload as Record<string, unknown>).nextStep;
      }
      const body = (useVersion || wellFormedStep) && payload && typeof payload === "object" && !Array.isArray(payload) && "command" in payload ? { ...payload, tableId: "t3", expectedVersion: before } : payload;
      let answer: { ok?: boolean; code?: string; version?: number } | undefined;
      if (ev === "no-such-event" || ev === "__proto__") socket.emit(ev, body);
      else answer = await socket.timeout(5000).emitWithAck(ev, body).catch(() => undefined);
      const after = await versionOf("t3");
      if (ev === "table:command") {
        expect(answer, `no answer to ${JSON.stringify(body)?.slice(0, 200)}`).toBeDefined();
        if (answer?.ok) {
          accepted++;
          expect(who).not.toBe("display");
        } else {
          refused++;
          expect(typeof answer?.code).toBe("string");
          if (wellFormedStep) codes[answer?.code ?? "?"] = (codes[answer?.code ?? "?"] ?? 0) + 1;
          expect(after, `refused ${answer?.code} but the table changed`).toBe(before);
        }
      }
    }
    // The server is still up and answers normally.
    expect(await ask(sockets.supervisor!, "table:subscribe", { tableId: "t3" })).toMatchObject({ ok: true });
    expect(refused).toBeGreaterThan(1000);
    expect(accepted).toBeGreaterThan(50);
    // Among the noise, real rounds were played through (the hole card dealt, checked and exposed).
    const { rows } = await server.db.pool.query("SELECT count(*)::int AS n FROM table_events WHERE table_id = 't3' AND type = 'HoleCardExposed'");
    expect(rows[0].n).toBeGreaterThan(3);
    // Nothing reached the prototype of plain objects.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("no display view carried a face-down card", async () => {
    // Replay the table's log and, at each version a display received, compare with the truth.
    const { rows } = await server.db.pool.query("SELECT seq, payload FROM table_events WHERE table_id = 't3' ORDER BY seq");
    const stateAt = new Map<number, BaccaratTableState>();
    let state = EMPTY_BACCARAT_TABLE;
    for (const r of rows as { seq: number; payload: BaccaratTableEvent }[]) {
      state = baccaratMachine.evolve(state, r.payload);
      stateAt.set(r.seq, state);
    }
    const received = displayViews as { version: number; view: { player: { cards: string[] }; banker: { cards: string[] } } }[];
    expect(received.length).toBeGreaterThan(20);
    let checkedWhileDown = 0;
    for (const { version, view } of received) {
      const mentioned = JSON.stringify(view).match(/"[A2-9TJQK][SHDC]"/g) ?? [];
      const shown = [...view.player.cards, ...view.banker.cards].filter((c) => c !== "face-down");
      expect(mentioned.length).toBe(shown.length);
      const round = stateAt.get(version)?.round;
      if (round && round.cards.dealt.length >= 4 && round.cards.holeCard !== "exposed") {
        expect(view.banker.cards[1]).toBe("face-down");
        checkedWhileDown++;
      }
    }
    expect(checkedWhileDown).toBeGreaterThan(0);
  });
});
