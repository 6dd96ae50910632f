import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "@/lib/server/test-server";
import { SEED_003 } from "@/lib/domain/no-bust";
import { listRounds, replayRound, type RoundReplay } from "./history";
import { describeEvent } from "./describe-event";
import { regulatorExport } from "./regulator-export";
import { feeDropReport } from "./reports";
import { recordShiftCount, shiftClose } from "./shift-close";
import { floorOverview } from "./overview";
import { DEFAULT_SHIFTS, findShift } from "@/lib/domain/shifts/shifts";
import type { ExportedNoBustRound, NoBustReplayFrame } from "@/lib/domain/table/no-bust/floor";
import { must, noBustView, openTable, playNoBustRound, SUPERVISOR } from "./test-kit";

// A No Bust 6.0 round on the demo floor's t8, on a real PostgreSQL, with the cards entered by the
// dealer so every step is known (Pacific time, the day shift of 2026-11-22):
//   seats 1 and 2 play, seat 3 banks $1,000.00
//   deal: seat 1 8S, seat 2 5H, player-dealer AS (up), seat 1 8D, seat 2 6C, player-dealer 9D (hole)
//   insurance on the ace: seat 1 takes $5.00, seat 2 declines; the hole card is checked: no Natural
//   seat 1 splits the eights; hand 1 8S 3H doubles ($10.00) and takes TC: 21; hand 2 8D 2C doubles and takes 7H: 17
//   seat 2 5H 6C doubles ($20.00) and takes 5D: 16; the hole card is turned over: AS 9D, soft 20 (stands)
//   seat 1 hand 1 wins (21 over 20), hand 2 loses, seat 2 loses, insurance loses.
// Then hand 2 is voided after betting closed.
type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let now = Date.parse("2026-11-22T16:00:00Z"); // 08:00 PST
const TZ = "America/Los_Angeles";
const day = findShift(DEFAULT_SHIFTS, "day", "2026-11-22", TZ)!;
const CARDS = ["8S", "5H", "AS", "8D", "6C", "9D", "3H", "TC", "2C", "7H", "5D"];
let replay: RoundReplay;

function decide(allowed: readonly string[]): string {
  if (allowed.includes("split")) return "split";
  if (allowed.includes("double")) return "double";
  return "stand";
}

function stepWith(pattern: RegExp) {
  const step = replay.steps.find((s) => pattern.test(s.text));
  expect(step, `a step ${pattern}: ${replay.steps.map((s) => s.text).join(" | ")}`).toBeDefined();
  return step!;
}

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  const r = server.registry;
  await openTable(r, "t8", [1, 2, 3], 3, 100_000, "dealer");
  await playNoBustRound(
    r,
    "t8",
    [
      { seat: 1, bet: "main", amount: 1_000 },
      { seat: 2, bet: "main", amount: 2_000 },
    ],
    { cards: CARDS, decide, insurance: (seat, max) => (seat === 1 ? max : 0) },
  );
  now += 5 * 60_000;
  await playNoBustRound(r, "t8", [{ seat: 1, bet: "main", amount: 1_500 }], { stopAfter: "betting-closed" });
  await must(r, "t8", { type: "void-round", reason: "misdeal" }, SUPERVISOR);
  replay = (await replayRound(server.db, "t8", "t8-1"))!;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await server?.dropDatabase();
});

describe("No Bust round history", () => {
  it("lists the table's rounds with the player-dealer's hand and each seat's hands", async () => {
    const { rounds } = await listRounds(server.db, "t8");
    expect(rounds.map((r) => [r.handNumber, r.status, r.family])).toEqual([
      [2, "voided", "no-bust"],
      [1, "complete", "no-bust"],
    ]);
    const first = rounds[1]!;
    expect(first.feeCents).toBeGreaterThan(0);
    expect(first.winner).toBeNull();
    expect(first.result).toEqual({
      family: "no-bust",
      dealer: { cards: ["AS", "9D"], value: "soft 20" },
      hands: [
        { seat: 1, hand: 0, cards: ["8S", "3H", "TC"], value: "hard 21", doubled: true, surrendered: false, outcome: "win" },
        { seat: 1, hand: 1, cards: ["8D", "2C", "7H"], value: "hard 17", doubled: true, surrendered: false, outcome: "lose" },
        { seat: 2, hand: 0, cards: ["5H", "6C", "5D"], value: "hard 16", doubled: true, surrendered: false, outcome: "lose" },
      ],
    });
    expect(rounds[0]!.voidReason).toBe("misdeal");
  });

  it("replays the round step by step: cards, the hole card as recorded, insurance, decisions, the ledger", async () => {
    expect(replay).toMatchObject({ tableId: "t8", family: "no-bust", finished: true });
    const types = replay.steps.map((s) => s.type);
    expect(types.slice(0, 2)).toEqual(["Rotation", "RoundOpened"]);
    expect(types.filter((t) => t === "WagerPlaced")).toHaveLength(2);
    // 11 cards, the fee drop, two insurance answers, the check, four decisions, the hole card turned over.
    expect(types.filter((t) => t === "StepTaken")).toHaveLength(11 + 1 + 2 + 1 + 4 + 1);
    expect(types.slice(-2)).toEqual(["RoundCompleted", "Rotation"]);
    for (const s of replay.steps) expect(s.frame?.family).toBe("no-bust");

    expect(stepWith(/^Wager: seat 1/).text).toBe("Wager: seat 1 Game wager $10.00");
    expect(stepWith(/^Card 1 /).text).toBe("Card 1 to seat 1: 8♠ — hard 8");
    expect(stepWith(/^Card 3 /).text).toBe("Card 3 to the player-dealer: A♠ — the player-dealer has soft 11");
    expect(stepWith(/^Card 4 /).text).toBe("Card 4 to seat 1: 8♦ — hard 16");

    // The hole card: face down on the table, shown to the supervisor as recorded.
    const hole = stepWith(/^Card 6 /);
    expect(hole.text).toBe("Card 6 to the player-dealer: face down (9♦)");
    const holeFrame = hole.frame as NoBustReplayFrame;
    expect(holeFrame.dealerHand.cards).toEqual(["AS", "face-down"]);
    expect(holeFrame.holeCard).toBe("9D");
    expect(holeFrame.dealerValueRecorded).toBe("soft 20");
    expect(holeFrame.hands.map((h) => [h.seat, h.hand, h.cards])).toEqual([
      [1, 0, ["8S", "8D"]],
      [2, 0, ["5H", "6C"]],
    ]);

    expect(stepWith(/^Fees dropped/).text).toMatch(/^Fees dropped after the initial two-card hands: \$\d+\.\d\d$/);
    expect(stepWith(/insurance/).text).toBe("Seat 1 takes insurance for $5.00");
    expect(stepWith(/declines insurance/).text).toBe("Seat 2 declines insurance");
    const checked = stepWith(/^Hole card checked/);
    expect(checked.text).toBe("Hole card checked (9♦): no Natural, it stays face down");
    expect((checked.frame as NoBustReplayFrame).insurance).toEqual([
      { seat: 1, amount: 500 },
      { seat: 2, amount: 0 },
    ]);
    expect((checked.frame as NoBustReplayFrame).dealerHand.cards).toEqual(["AS", "face-down"]);

    const split = stepWith(/splits/);
    expect(split.text).toBe("Seat 1 splits 8♠ 8♦");
    expect((split.frame as NoBustReplayFrame).hands.filter((h) => h.seat === 1).map((h) => h.cards)).toEqual([["8S"], ["8D"]]);
    expect(stepWith(/^Seat 1 hand 1 doubles/).text).toBe("Seat 1 hand 1 doubles down for $10.00 on hard 11");
    expect(stepWith(/^Seat 1 hand 2 doubles/).text).toBe("Seat 1 hand 2 doubles down for $10.00 on hard 10");
    expect(stepWith(/^Seat 2 doubles/).text).toBe("Seat 2 doubles down for $20.00 on hard 11");
    expect(stepWith(/^Card 8 /).text).toBe("Card 8 to seat 1 hand 1: 10♣ — hard 21");
    const decisions = (stepWith(/^Seat 2 doubles/).frame as NoBustReplayFrame).decisions;
    expect(decisions.map((d) => [d.seat, d.hand, d.decision])).toEqual([
      [1, 0, "split"],
      [1, 0, "double"],
      [1, 1, "double"],
      [2, 0, "double"],
    ]);

    const exposed = stepWith(/^Hole card turned over/);
    expect(exposed.text).toBe("Hole card turned over: 9♦; the player-dealer has soft 20");
    expect((exposed.frame as NoBustReplayFrame).dealerHand).toEqual({ cards: ["AS", "9D"], value: "soft 20" });

    const settled = replay.steps.find((s) => s.type === "RoundSettled")!;
    expect(settled.text).toMatch(/^Settled: action button at seat \d; \d+ lines; bank \$1,000\.00 → \$1,0\d\d\.00$/);
    const frame = settled.frame as NoBustReplayFrame;
    expect(frame.phase).toBe("settling");
    expect(frame.settlement!.settledLines).toBe(0);
    const ledger = frame.settlement!.lines.map((l) => [l.seat, l.bet, l.outcome]);
    expect(ledger).toEqual(
      expect.arrayContaining([
        [1, "main", "win"],
        [1, "double", "win"],
        [1, "split-1", "lose"],
        [1, "split-1-double", "lose"],
        [1, "insurance", "lose"],
        [2, "main", "lose"],
        [2, "double", "lose"],
      ]),
    );
    expect(frame.settlement!.lines).toHaveLength(7);
    for (const line of frame.settlement!.lines) expect(line.because, `${line.seat} ${line.bet}`).toMatch(/\S/);
    expect(frame.settlement!.lines.find((l) => l.bet === "main" && l.seat === 1)!.because).toMatch(/^hard 21 against soft 20/);
    expect(frame.hands.map((h) => h.outcome)).toEqual(["win", "lose", "lose"]);

    const walked = replay.steps.find((s) => s.type === "SettlementProgressed")!;
    expect((walked.frame as NoBustReplayFrame).settlement!.settledLines).toBe(7);
    const done = replay.steps.find((s) => s.type === "RoundCompleted")!;
    // Seat 1 wins $10 + $10 and loses $10 + $10 + $5; seat 2 loses $20 + $20: the bank gains $45.
    expect(done.text).toBe(
      "Hand 1 complete: player-dealer A♠ 9♦ (soft 20); seat 1 hand 1 wins (hard 21), seat 1 hand 2 loses (hard 17), seat 2 loses (hard 16); bank $1,000.00 → $1,045.00",
    );
    const result = (done.frame as NoBustReplayFrame).result!;
    expect(result).toMatchObject({ handNumber: 1, playerDealer: ["AS", "9D"], playerDealerValue: "soft 20", bankBefore: 100_000, bankAfter: 104_500 });
    expect(done.frame!.phase).toBe("waiting");
    expect(replay.steps.at(-1)!.text).toMatch(/completed bank hand 1/);
  });

  it("replays a voided No Bust round to its void, and describes events through the generic entry point", async () => {
    const voided = (await replayRound(server.db, "t8", "t8-2"))!;
    // The test supervisor ("floor-test") has no staff row: the words never show an id, named or not.
    expect(voided.steps.find((s) => s.type === "RoundVoided")!.text).toMatch(/^Round voided by a staff member: misdeal \(\d fees? reversed\)$/);
    // Its frames never show the previous hand's result as this one's.
    const afterVoid = voided.steps.find((s) => s.type === "RoundVoided")!.frame as NoBustReplayFrame;
    expect(afterVoid).toMatchObject({ phase: "waiting", handNumber: 2, result: null, hands: [] });
    const state = server.registry.state("t8") as Parameters<typeof describeEvent>[1];
    expect(describeEvent({ type: "StepTaken", step: { kind: "insurance", seat: 2, amount: 250 } }, state)).toBe("Seat 2 takes insurance for $2.50");
    expect(describeEvent({ type: "BettingTimerSet", seconds: 30 }, state)).toBe("Betting timer set to 30 s");
  });
});

describe("the regulator's export of a No Bust table", () => {
  it("holds the game with its filing lines and options, the fee option, the rotation log, the drop and every round with its hands and ledger", async () => {
    const at = new Date(Date.parse("2026-11-22T21:30:00Z"));
    const sheet = await shiftClose(server.db, { start: day.start, end: day.end });
    const recorded = sheet.lines.find((l) => l.tableId === "t8")!.recordedCents;
    expect(recorded).toBeGreaterThan(0);
    expect(await recordShiftCount(server.db, { tableId: "t8", shiftStart: day.start, shiftEnd: day.end, countedCents: recorded - 100, note: "a dollar short" }, "demo-floor", at)).toMatchObject({
      ok: true,
      count: { varianceCents: -100 },
    });

    const doc = (await regulatorExport(server.db, { tableId: "t8", day: "2026-11-22", settings: { timeZone: TZ }, generatedBy: "demo-floor", now: new Date(now) }))!;
    expect(doc).toMatchObject({ format: "cardroom.regulator-export", version: 2, family: "no-bust", table: { id: "t8", name: "Table 8 · No Bust 6.0" } });
    expect(doc.game).toMatchObject({
      id: "no-bust-6",
      family: "no-bust",
      name: "No Bust Blackjack 6.0",
      rulesVersion: "1",
      seats: 8,
      filings: [{ seed: SEED_003, bgcId: "GEGA-002891", lines: "612-905" }],
    });
    expect(doc.game!.options.find((o) => o.name === "holeCardCheck")).toMatchObject({ value: "peek-ace-or-ten", values: ["peek-ace-or-ten", "no-peek"], source: "seed 003 L752, L766, L866-875" });
    expect(doc.game!.options.find((o) => o.name === "feesCollected")).toMatchObject({ value: "after-initial-two-cards" });
    const rules = Object.fromEntries(doc.game!.rules!.map((r) => [r.rule, r.source]));
    expect(rules).toMatchObject({ split: "seed 003 L852-864", insurance: "seed 003 L866-871", "double-down": "seed 003 L840-845", "comparison: bothOver": "seed 003 L823-831" });
    expect(doc.feeSchedule.atStartOfDay).toMatchObject({ scheduleId: "no-bust-6", optionId: "2", source: expect.stringMatching(/^003_/) });
    expect(doc.feeSchedule.atStartOfDay!.posted.length).toBeGreaterThan(0);

    expect(doc.rotationLog.map((r) => r.type)).toEqual(expect.arrayContaining(["player-seated", "bank-offered", "bank-accepted", "bank-hand-started", "bank-hand-completed"]));

    expect(doc.rounds.map((r) => [r.handNumber, r.status, r.family])).toEqual([
      [1, "complete", "no-bust"],
      [2, "voided", "no-bust"],
    ]);
    const first = doc.rounds[0] as ExportedNoBustRound;
    expect(first.cards.playerDealer).toEqual(["AS", "9D"]);
    expect(first.cards.dealOrder.slice(0, 6)).toEqual([
      { to: "seat 1 hand 1", card: "8S", faceDown: false, source: "dealer" },
      { to: "seat 2 hand 1", card: "5H", faceDown: false, source: "dealer" },
      { to: "player-dealer", card: "AS", faceDown: false, source: "dealer" },
      { to: "seat 1 hand 1", card: "8D", faceDown: false, source: "dealer" },
      { to: "seat 2 hand 1", card: "6C", faceDown: false, source: "dealer" },
      { to: "player-dealer", card: "9D", faceDown: true, source: "dealer" },
    ]);
    expect(first.cards.dealOrder.map((d) => d.card)).toEqual(CARDS);
    expect(first.cards.dealOrder.slice(6).map((d) => d.to)).toEqual(["seat 1 hand 1", "seat 1 hand 1", "seat 1 hand 2", "seat 1 hand 2", "seat 2 hand 1"]);
    expect(first.playerDealerValue).toBe("soft 20");
    expect(first.hands).toEqual([
      { seat: 1, hand: 0, cards: ["8S", "3H", "TC"], value: "hard 21", split: true, doubledCents: 1_000, surrendered: false, outcome: "win" },
      { seat: 1, hand: 1, cards: ["8D", "2C", "7H"], value: "hard 17", split: true, doubledCents: 1_000, surrendered: false, outcome: "lose" },
      { seat: 2, hand: 0, cards: ["5H", "6C", "5D"], value: "hard 16", split: false, doubledCents: 2_000, surrendered: false, outcome: "lose" },
    ]);
    expect(first.insurance).toEqual([
      { seat: 1, amountCents: 500 },
      { seat: 2, amountCents: 0 },
    ]);
    expect(first.decisions).toEqual([
      { seat: 1, hand: 0, decision: "split" },
      { seat: 1, hand: 0, decision: "double", amountCents: 1_000 },
      { seat: 1, hand: 1, decision: "double", amountCents: 1_000 },
      { seat: 2, hand: 0, decision: "double", amountCents: 2_000 },
    ]);
    expect(first.steps).toHaveLength(20);
    expect(first.wagers.map((w) => [w.seat, w.bet, w.amountCents])).toEqual([
      [1, "main", 1_000],
      [2, "main", 2_000],
    ]);
    expect(first.feeTotalCents).toBeGreaterThan(0);
    expect(first.settlement).toMatchObject({ bankBeforeCents: 100_000, bankAfterCents: 104_500, pdNetCents: 4_500, conservation: { ok: true } });
    expect(first.settlement!.ledger).toHaveLength(7);
    expect(first.settlement!.ledger.every((l) => typeof l.because === "string")).toBe(true);
    expect(first.result).toMatchObject({ playerDealer: ["AS", "9D"], playerDealerValue: "soft 20", hands: [{ seat: 1, hand: 0, outcome: "win" }, { outcome: "lose" }, { outcome: "lose" }] });
    expect(doc.rounds[1]).toMatchObject({ voidReason: "misdeal", voidedBy: "floor-test", result: null });

    // The drop: hand 1's fees, and hand 2's taken then reversed.
    expect(doc.feeDrops.netCents).toBe(first.feeTotalCents);
    expect(doc.feeDrops.reversedCents).toBe(-doc.rounds[1]!.feeTotalCents);
    expect(doc.variance).toMatchObject({ countedCents: recorded - 100, recordedCents: recorded, varianceCents: -100 });
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
});

describe("fee reports and the dashboard for No Bust tables", () => {
  it("counts t8's fees by table and game, and shows t7-t9 with their games and banks", async () => {
    const report = await feeDropReport(server.db, { from: day.start, to: day.end });
    const t8 = report.tables.find((t) => t.tableId === "t8")!;
    expect(t8.gameId).toBe("no-bust-6");
    expect(t8.total.netCents).toBeGreaterThan(0);
    expect(report.games.find((g) => g.gameId === "no-bust-6")!.total.netCents).toBe(t8.total.netCents);

    const overview = await floorOverview(server.db, server.registry, new Date(now));
    const byId = Object.fromEntries(overview.tables.map((t) => [t.id, t]));
    expect([byId.t7!.gameName, byId.t8!.gameName, byId.t9!.gameName]).toEqual([
      "No Bust 21st Century Blackjack (Joker edition)",
      "No Bust Blackjack 6.0",
      "21st Century Blackjack with Buster Blackjack Bonus (No Bust Blackjack Buster Bonus 6.0)",
    ]);
    // Seat 3 banked two hands (the second voided): the bank has moved on and is being offered.
    expect(byId.t8!.summary).toMatchObject({ tableId: "t8", gameId: "no-bust-6", status: "open", handNumber: 2, playerDealerSeat: null, phase: "waiting" });
    expect(byId.t8!.figures).toMatchObject({ handsThisShift: 1, voidsThisShift: 1, dropThisShiftCents: t8.total.netCents });
    expect(byId.t7!.summary).toMatchObject({ tableId: "t7", gameId: "no-bust-joker", handNumber: 0, playerDealerSeat: null });
    expect(noBustView(server.registry, "t8").gameName).toBe(byId.t8!.gameName);
  });
});
