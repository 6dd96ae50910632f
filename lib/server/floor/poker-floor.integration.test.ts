import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PokerDealerView, PokerDisplayView } from "@/lib/domain/table/poker/views";
import type { PokerReplayFrame } from "@/lib/domain/table/poker/floor";
import { startTestServer } from "@/lib/server/test-server";
import { adminTables, saveTableConfig, type TableConfigInput } from "./table-config";
import { createTable } from "./new-table";
import { listRounds, replayRound } from "./history";
import { must, SUPERVISOR } from "./test-kit";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const at = new Date("2026-11-27T20:00:00Z");

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  await server?.dropDatabase();
});

const dealerView = (tableId: string) => server.registry.snapshot(tableId)!.views.dealer as PokerDealerView;
const wallView = (tableId: string) => server.registry.snapshot(tableId)!.views.display as PokerDisplayView;

describe("the demo floor's poker tables on a live server", () => {
  it("opens a table of each poker game, each with its filed schedule option", () => {
    expect(["t23", "t24", "t25", "t26"].map((id) => [id, dealerView(id).gameId, dealerView(id).fees.optionId])).toEqual([
      ["t23", "texas-holdem-mortimers", "3"],
      ["t24", "omaha-hi-lo-mortimers", "1-3"],
      ["t25", "texas-holdem", "2"],
      ["t26", "omaha", "6"],
    ]);
    expect(wallView("t26").time).toEqual({ perHalfHourCents: 500, nextAt: null, running: false });
    expect(wallView("t25").board).toEqual([]);
  });

  it("seats a player called from a waiting list with the shell's seat-player command through LiveTables.command", async () => {
    const answer = await server.tables.command("t23", "waitlist-call-1", { type: "seat-player", seat: 4, name: "Called Player" }, { id: "floor-test", role: "supervisor" });
    expect(answer).toMatchObject({ ok: true });
    expect(dealerView("t23").players.find((p) => p.seat === 4)).toEqual({ seat: 4, name: "Called Player", status: "seated" });
  });

  it("plays hands with the history and the replay following: the drop in the list, the frames in the hand's words", async () => {
    for (const seat of [1, 2, 6]) await must(server.registry, "t23", { type: "seat-player", seat, name: `Player ${seat}` });
    await must(server.registry, "t23", { type: "draw-for-button", cards: [{ seat: 1, card: "AS" }, { seat: 2, card: "3C" }, { seat: 4, card: "7D" }, { seat: 6, card: "9H" }] });
    for (const step of [{ type: "deal-hand" }, { type: "flop" }, { type: "take-drop" }, { type: "award", pots: [{ high: [6] }] }]) await must(server.registry, "t23", step);
    const [round] = (await listRounds(server.db, "t23")).rounds;
    expect(round).toMatchObject({ handNumber: 1, status: "complete", family: "poker", feeCents: 100, words: { result: "Seat 6 wins; drop $1.00" } });
    const replay = (await replayRound(server.db, "t23", round!.id))!;
    expect(replay.family).toBe("poker");
    expect(replay.steps.map((s) => s.text)).toEqual([
      "Hand opened (round 1)",
      "Hand 1 dealt to seats 2, 4, 6, 1: button seat 1, small blind seat 2, big blind seat 4",
      "Flop dealt",
      "Drop taken from the pot: $1.00 (poker drop, 4 players dealt: 4 or less $1.00)",
      expect.stringMatching(/^Fees dropped: \$1\.00 — the pot \$1\.00/),
      "Pot awarded: Seat 6 wins",
      expect.stringMatching(/^Hand 1 complete: Seat 6 wins; drop \$1\.00/),
    ]);
    const last = replay.steps.at(-1)!.frame as PokerReplayFrame;
    expect(last.result).toMatchObject({ handNumber: 1, pots: [{ high: [6] }], dropCents: 100 });
  });

  it("a hand's award corrected by the floor is in the hand's replay after its end, with who and why", async () => {
    await must(server.registry, "t23", { type: "correct-award", pots: [{ high: [2] }], reason: "seat 2 held the winning hand" }, SUPERVISOR);
    const [round] = (await listRounds(server.db, "t23")).rounds;
    expect(round).toMatchObject({ handNumber: 1, status: "complete" });
    const replay = (await replayRound(server.db, "t23", round!.id))!;
    const texts = replay.steps.map((s) => s.text);
    expect(texts.slice(-2)[0]).toMatch(/^Hand 1 complete: Seat 6 wins/);
    expect(texts.at(-1)).toMatch(/^Winners of hand 1 corrected by .+: Seat 6 wins → Seat 2 wins \(seat 2 held the winning hand\)$/);
    expect((replay.steps.at(-1)!.frame as PokerReplayFrame).result).toMatchObject({ handNumber: 1, pots: [{ high: [2] }] });
  });

  it("the admin changes a poker table's stakes and the schedule option follows them, through the live table", async () => {
    const t24: TableConfigInput = { name: "Table 24 · Omaha High/Low (Mortimer's)", gameId: "omaha-hi-lo-mortimers", seats: 10, gameOptions: {}, rulesVersion: "1", minWagerCents: 400, maxWagerCents: 800, bettingSeconds: null, decks: null };
    const result = await saveTableConfig(server.db, server.tables, "t24", { ...t24, reason: "a $4/$8 game tonight" }, "demo-admin", at);
    expect(result).toMatchObject({ ok: true, live: "applied", table: { feeOptionId: "4-6", minWagerCents: 400 } });
    expect(wallView("t24").stakes).toBe("$4.00-$8.00 limit, blinds $2.00/$4.00");
    const refused = await saveTableConfig(server.db, server.tables, "t24", { ...t24, minWagerCents: 500, maxWagerCents: 1_000 }, "demo-admin", at);
    expect(refused).toMatchObject({ ok: false, code: "INVALID_CONFIGURATION", message: expect.stringMatching(/prints no (schedule option|blinds)/) });
    const [row] = (await adminTables(server.db, server.tables)).filter((t) => t.id === "t24");
    expect(row!.live?.differences).toEqual([]);
  });

  it("creates a poker table whose option is the one its stakes take", async () => {
    const result = await createTable(
      server.db,
      server.tables,
      { id: "t27", name: "Table 27 · Hold'em pot limit", gameId: "texas-holdem-mortimers", seats: 9, gameOptions: { structure: "pot-limit" }, rulesVersion: "1", minWagerCents: 100, maxWagerCents: 200, bettingSeconds: null, decks: null, feeScheduleId: "texas-holdem-mortimers", feeOptionId: "1" },
      "demo-admin",
      "demo-room",
      at,
    );
    expect(result).toMatchObject({ ok: true, table: { feeOptionId: "24" } });
  });

  it("refuses the floor's fee-option change and the shell's bank at a poker table, in words", async () => {
    const answer = await server.tables.command("t25", "fee-1", { type: "change-fee-option", scheduleId: "texas-holdem-kings", optionId: "3" }, SUPERVISOR);
    expect(answer).toMatchObject({ ok: false, code: "FEE_FOLLOWS_STAKES" });
    const bank = await server.tables.command("t25", "bank-1", { type: "open-bank" }, { id: "dealer-test", role: "dealer" });
    expect(bank).toMatchObject({ ok: false, code: "NO_BANK_AT_POKER", message: expect.stringMatching(/^Nobody banks at poker/) });
  });
});

describe("the floor's line of a poker table", () => {
  it("counts the players seated at the table, and shows no bank where nobody banks", async () => {
    const line = server.registry.snapshot("t23")!.summary;
    expect(line).toMatchObject({ seatsTaken: 4, bank: null, playerDealerSeat: null, bankHand: null });
    await must(server.registry, "t23", { type: "deal-hand" });
    expect(server.registry.snapshot("t23")!.summary).toMatchObject({ phase: "dealing", bank: null, seatsTaken: 4 });
    await must(server.registry, "t23", { type: "misdeal" });
  });
});
