/**
 * The simulated shoe's command line, and the shoe at work against the real table server
 * (PostgreSQL, socket.io): on key presses (a card typed and refused in words), and at a dealer's
 * pace, dealing a baccarat hand only while the rules expect a card.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPairingCode, redeemPairingCode } from "@/lib/server/auth/displays";
import { ask, connect, startTestServer } from "@/lib/server/test-server";
import { ArgumentError, parseArgs, runShoe } from "./shoe";

describe("npm run shoe: arguments", () => {
  it("reads the table, the code or credential, the address, decks, seed and pace", () => {
    expect(parseArgs(["--table", "t1", "--pair", "K7M2QX"], {})).toEqual({ table: "t1", pair: "K7M2QX", credential: null, url: "http://localhost:3000", decks: null, seed: undefined, pace: null });
    expect(parseArgs(["--table", "t1", "--credential", "c", "--decks", "6", "--seed", "s", "--pace", "1.5", "--url", "http://h:9"], {})).toMatchObject({ credential: "c", decks: 6, seed: "s", pace: 1.5, url: "http://h:9" });
    expect(parseArgs(["--table", "t1", "--pair", "X"], { SHOE_URL: "http://shoe:1" })).toMatchObject({ url: "http://shoe:1" });
    expect(parseArgs(["--table", "t1", "--pair", "X"], { PORT: "3312" })).toMatchObject({ url: "http://localhost:3312" });
    expect(parseArgs(["--help"])).toBe("help");
  });

  it("refuses what it cannot use, naming it", () => {
    const bad: [string[], RegExp][] = [
      [["--pair", "X"], /--table/],
      [["--table", "t1"], /--pair.*--credential/],
      [["--table", "t1", "--pair", "X", "--credential", "c"], /one of them/],
      [["--table", "t1", "--pair", "X", "--decks", "9"], /--decks/],
      [["--table", "t1", "--pair", "X", "--pace", "0"], /--pace/],
      [["--table", "t1", "--pair", "X", "--url", "nowhere"], /--url/],
      [["--table", "t1", "--pair"], /needs a value/],
      [["--table", "t1", "--pair", "X", "--fast"], /Unknown argument --fast/],
    ];
    for (const [argv, why] of bad) {
      expect(() => parseArgs(argv, {}), argv.join(" ")).toThrow(ArgumentError);
      expect(() => parseArgs(argv, {}), argv.join(" ")).toThrow(why);
    }
  });
});

describe("npm run shoe: at a table", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
    await server?.dropDatabase();
  });

  async function credential(tableId: string): Promise<string> {
    const made = await createPairingCode(server.db, "test-supervisor", { tableId, kind: "shoe" }, new Date());
    const redeemed = await redeemPairingCode(server.db, { code: (made as { code: string }).code, ip: "127.0.0.7", kind: "shoe" }, new Date());
    return (redeemed as { token: string }).token;
  }

  const argsFor = (tableId: string, c: string, extra: Partial<Parameters<typeof runShoe>[0]> = {}) => ({ table: tableId, pair: null, credential: c, url: `http://127.0.0.1:${server.port}`, decks: null, seed: "test", pace: null, ...extra });

  async function* keys(...lines: string[]) {
    for (const line of lines) yield line;
  }

  it("on key presses: a card typed when none is due is refused in words; q stops", async () => {
    const out: string[] = [];
    const code = await runShoe(argsFor("t1", await credential("t1")), { out: (l) => out.push(l), lines: keys("9s", "", "q") });
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^ready t1: Table 1 · Fortune 7, 8 decks \(416 cards\)/);
    expect(out[1]).toMatch(/^refused 9S NO_ROUND: The shoe sent 9S, but no card is due: Open betting first\.$/);
    expect(out[2]).toMatch(/^refused [2-9TJQKA][SHDC] NO_ROUND: /);
    expect(out).toHaveLength(3);
  });

  it("at a dealer's pace: deals the hand once betting closes, and only while a card is due", async () => {
    const tableId = "t5";
    const dealer = await connect(server, "dealer", tableId);
    const prefix = crypto.randomBytes(4).toString("hex");
    let n = 0;
    const must = async (command: Record<string, unknown>) => {
      const answer = await ask<{ ok: boolean }>(dealer, "table:command", { tableId, id: `pace-${prefix}-${++n}`, expectedVersion: server.registry.snapshot(tableId)!.version, command });
      expect(answer, JSON.stringify(command)).toMatchObject({ ok: true });
    };
    for (const seat of [1, 2]) await must({ type: "seat-player", seat, name: `P${seat}` });
    await must({ type: "open-bank", firstSeat: 2 });
    await must({ type: "accept-bank", seat: 2, bank: 100_000 });
    await must({ type: "start-shoe", source: "reader" });
    await must({ type: "open-betting" });
    await must({ type: "place-wager", seat: 1, bet: "player", amount: 1_000 });

    const out: string[] = [];
    const stop = new AbortController();
    const running = runShoe(argsFor(tableId, await credential(tableId), { pace: 0.05 }), { out: (l) => out.push(l), lines: keys(), signal: stop.signal });
    // Betting is open: the shoe waits, it sends nothing.
    await new Promise((r) => setTimeout(r, 600));
    expect(out.filter((l) => /^(taken|refused)/.test(l))).toEqual([]);
    await must({ type: "close-betting" });
    const view = () => server.registry.snapshot(tableId)!.views.dealer as { phase: string; next: { command: string | null } };
    // The shoe's card that completes the hand settles it (docs/rules-decisions/fewer-taps.md): the dealer walks the lines next.
    for (let i = 0; i < 200 && view().phase !== "settling"; i++) await new Promise((r) => setTimeout(r, 25));
    expect(view().phase).toBe("settling");
    expect(view().next.command).toBe("advance-settlement");
    await new Promise((r) => setTimeout(r, 300));
    stop.abort();
    expect(await running).toBe(0);
    dealer.close();
    const taken = out.filter((l) => l.startsWith("taken "));
    expect(taken.length).toBeGreaterThanOrEqual(4);
    expect(taken.length).toBeLessThanOrEqual(6);
    // Never a card sent when none was due.
    expect(out.filter((l) => l.startsWith("refused "))).toEqual([]);
  });
});
