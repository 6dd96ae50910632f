/**
 * The dispute calculator and the house way for Pai Gow Tiles (seed 004 L744-815, Kings Card Club):
 * the documented rounds with their output worked by hand from the filing (the comments show the
 * reading), and the refusals of bad input (exit 2, one line naming the field, nothing on stdout).
 */
import { describe, expect, it } from "vitest";
import { PAI_GOW_TILES_BANK_OUT_EXAMPLE, PAI_GOW_TILES_COPY_EXAMPLE } from "../lib/domain/pai-gow-tiles/settle-help";
import { main as houseWay } from "./house-way";
import { main } from "./settle";

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function run(input: object | string): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const code = await main(["-"], { out: (t) => (stdout += t), err: (t) => (stderr += t), readStdin: async () => (typeof input === "string" ? input : JSON.stringify(input)) });
  return { code, stdout, stderr };
}

async function settled(input: object): Promise<Record<string, unknown>> {
  const r = await run(input);
  expect(r.stderr).toBe("");
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Record<string, unknown>;
}

async function refused(input: object, message: string): Promise<void> {
  const r = await run(input);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr).toBe(`${message}\n`);
}

/** The example with one change. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function changed(edit: (x: Record<string, any>) => void): object {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const copy = JSON.parse(JSON.stringify(PAI_GOW_TILES_BANK_OUT_EXAMPLE)) as Record<string, any>;
  edit(copy);
  return copy;
}

type Row = [seat: number, amount: number, outcome: string, paid: number, collected: number, returned: number, due: number, action: string, toPlayer: number, bankAfter: number, because: string];

/** A ledger line in the calculator's format (`stake` repeats `amount`; every Pai Gow Tiles wager is "main"). */
function line(row: Row, backline?: { bettor: string }) {
  const [seat, amount, outcome, paid, collected, returned, due, action, toPlayer, bankAfter, because] = row;
  return { seat, bet: "main", backline: backline !== undefined, ...(backline ? { bettor: backline.bettor } : {}), amount, outcome, paid, collected, returned, stake: amount, due, action, toPlayer, bankAfter, because };
}

const FILE = "004_b7b95d88b58787a5.txt";
const RESULT = "(seed 004 L814)";

describe("npm run settle: Pai Gow Tiles", () => {
  it("documented round 1: a Wong wins, a house-way push, the bank runs out on the first line (fee option 1)", async () => {
    // Dice 11 with the player-dealer at seat 1 of 8 is seat 3 (1, 9 and 17 the player-dealer, the
    // other numbers clockwise, L810): seat 3 takes stack 1 and the action button, and the stacks go
    // counterclockwise 3, 2, 1, 8, 7, 6, 5, 4 (L804), so a civil face typed alone is the copy not yet
    // dealt in that order: seat 3's Teen is 6-6a, the player-dealer's 6-6b.
    // Player-dealer: 6-6 1-6 = 19, 9 Teen high / 1-1 1-5 = 8, Day high.
    // Seat 3: Wong (Teen and a 9) beats any 9 (PGT-2); 9 Day high beats 8: both higher, a win (L814).
    // Seat 5: 5-5 2-2 = 14, 4 / 4-4 1-3 = 12, 2: both lower, a loss.
    // Seat 6 by the house way: no pair, no Wong or Gong; the best low hand is 9 (3-3 with the Gee Joon
    // 2-4 as 3), so the low hand as high as it goes (PGT-17): 5-5 4-5 = 9 Mooy high / 3-3 2-4 = 9 Chong
    // high. Its 9 Mooy high loses to 9 Teen high; its 9 beats 8: a push, and Ann's backline with it.
    // The walk from seat 3 with $15.00 (L814): seat 3 is due $20.00 and gets $15.00; the bank is out,
    // so seat 5's losing $30.00 and the pushes go back. Fees, option 1 (L1981): $2.00 from the
    // player-dealer and $1.00 a circle, the backline's included: $6.00.
    const out = await settled(PAI_GOW_TILES_BANK_OUT_EXAMPLE);
    const fee = (payer: object, cents: number, rule: string) => ({ payer, cents, rule, scheduleId: "pai-gow-tiles", optionId: "1", source: { file: FILE, lines: "1981", documentId: "GEGA-004249" } });
    const win3 = `high Wong (Teen and a 9) beats 9, Teen high; low 9, Day high beats 8, Day high; both hands higher: the player wins ${RESULT}`;
    const lose5 = `high 4, Mooy high loses to 9, Teen high; low 2, Yun high loses to 8, Day high; neither hand higher: the player loses ${RESULT}`;
    const push6 = `high 9, Mooy high loses to 9, Teen high; low 9, Chong high beats 8, Day high; one hand higher: a push ${RESULT}`;
    const hand = (tiles: string[], name: string) => ({ tiles, name });
    expect(out).toEqual({
      game: "pai-gow-tiles",
      dice: 11,
      playerDealer: { seat: 1, tiles: ["6-6b", "1-6b", "1-1b", "1-5a"], high: hand(["6-6b", "1-6b"], "9, Teen high"), low: hand(["1-1b", "1-5a"], "8, Day high"), setBy: "player" },
      hands: [
        { seat: 3, tiles: ["6-6a", "3-6", "1-1a", "1-6a"], high: hand(["6-6a", "3-6"], "Wong (Teen and a 9)"), low: hand(["1-1a", "1-6a"], "9, Day high"), setBy: "player", outcome: "win", because: win3 },
        { seat: 5, tiles: ["5-5b", "2-2a", "4-4a", "1-3a"], high: hand(["5-5b", "2-2a"], "4, Mooy high"), low: hand(["4-4a", "1-3a"], "2, Yun high"), setBy: "player", outcome: "lose", because: lose5 },
        {
          seat: 6,
          tiles: ["4-5", "5-5a", "2-4", "3-3a"],
          high: hand(["5-5a", "4-5"], "9, Mooy high"),
          low: hand(["3-3a", "2-4"], "9, Chong high"),
          setBy: "house-way",
          houseWay: {
            rule: "low-hand-first",
            because: "the low hand as high as it goes: 9, Mooy high / 9, Chong high",
            source: 'standard way (PGT-17): the Foxwoods house way\'s rule for other hands (Wizard of Odds, "Pai Gow Tiles House Way from Foxwoods")',
          },
          outcome: "push",
          because: push6,
        },
      ],
      actionSeat: 3,
      actionButton: { seat: 3, landedOn: 3, route: "counted", card: null },
      ledger: [
        line([3, 2000, "win", 1500, 0, 500, 2000, "partial-pay", 3500, 0, win3]),
        line([5, 3000, "lose", 0, 0, 3000, 0, "return", 3000, 0, lose5]),
        line([6, 1000, "push", 0, 0, 0, 0, "return", 1000, 0, push6]),
        line([6, 1000, "push", 0, 0, 0, 0, "return", 1000, 0, push6], { bettor: "Ann" }),
      ],
      fees: [
        fee({ kind: "player-dealer", seat: 1 }, 200, "player-dealer per hand: $2.00"),
        fee({ kind: "seat", seat: 3 }, 100, "per betting spot (game wagers): $1.00"),
        fee({ kind: "seat", seat: 5 }, 100, "per betting spot (game wagers): $1.00"),
        fee({ kind: "seat", seat: 6 }, 100, "per betting spot (game wagers): $1.00"),
        fee({ kind: "backline", seat: 6, bettor: "Ann" }, 100, "per betting spot (game wagers): $1.00"),
      ],
      feeTotal: 600,
      feeOption: { scheduleId: "pai-gow-tiles", optionId: "1", chosenBy: "input" },
      bankAfter: 0,
      bank: { before: 1500, after: 0, pdNet: -1500 },
      // The stakes ($70.00) and the bank ($15.00) all accounted for.
      conservation: { ok: true, staked: 8500, settled: 8500 },
    });
  });

  it("documented round 2: the dice on the player-dealer, its house way, a copy, a pair, fee option 3's tiers", async () => {
    // Dice 9 is the player-dealer's (L810): it takes the first stack, and the action button goes to
    // the player on the house dealer's right, seat 6 of 6, which has no wager: the walk starts there
    // and goes on clockwise (decision A4). The player-dealer's 1-1 4-5 2-6 3-3 by the house way: a
    // Wong whenever one can be made (PGT-16): Day and 9 / 3-3 2-6 = 14, 4 Chong high.
    // Seat 1: a Wong on the Day too, a copy, the player-dealer's (L762); 8 beats 4: a push.
    // Seat 2: 7 / 1, both lower: collected. Seat 3: the Teen pair and 4-4 2-5 = 15, 5: both higher: paid
    // $500.00. Seat 5 by the house way 7 Ping high / 6 Mooy high: a push, and Lee's backline.
    // Fees, option 3 (L1991-1995): $1.00 to $200.00 a circle, $2.00 to $400.00, $3.00 to $600.00, and
    // $2.00 from the player-dealer: 2 + 1 + 1 + 2 + 1 + 3 = $10.00.
    const out = await settled(PAI_GOW_TILES_COPY_EXAMPLE);
    expect(out.actionButton).toEqual({ seat: 6, landedOn: 4, route: "player-dealer", card: null });
    expect(out.playerDealer).toMatchObject({ high: { name: "Wong (Day and a 9)" }, low: { name: "4, Chong high" }, setBy: "house-way", houseWay: { rule: "wong" } });
    const hands = out.hands as { seat: number; outcome: string; because: string }[];
    expect(hands.map((h) => `${h.seat} ${h.outcome}`)).toEqual(["1 push", "2 lose", "3 win", "5 push"]);
    expect(hands[0]!.because).toContain("a copy goes to the player-dealer (seed 004 L762)");
    const ledger = out.ledger as { seat: number; bettor?: string; action: string; amount: number; bankAfter: number }[];
    expect(ledger.map((l) => `${l.seat}${l.bettor ? ` ${l.bettor}` : ""} ${l.action} ${l.amount} ${l.bankAfter}`)).toEqual([
      "1 push 25000 60000",
      "2 collect 10000 70000",
      "3 pay 50000 20000",
      "5 push 5000 20000",
      "5 Lee push 2000 20000",
    ]);
    expect((out.fees as { cents: number }[]).map((f) => f.cents)).toEqual([200, 100, 100, 200, 100, 300]);
    expect(out).toMatchObject({ feeTotal: 1000, bankAfter: 20_000, bank: { before: 60_000, after: 20_000, pdNet: -40_000 } });
  });

  it("refuses bad input with exit 2 and one line naming the field", async () => {
    await refused(changed((x) => (x.dice = 2)), "dice: three dice total 3 to 18, not 2");
    await refused(changed((x) => (x.seats = 9)), "seats: pai-gow-tiles seats 2 to 8, the player-dealer's seat included (seed 004 L798); not 9");
    await refused(changed((x) => (x.hands["5"].tiles[0] = "3-6")), 'hands["5"].tiles[0]: Chop Gow (3-6) refused: tile 3-6 is already out this round');
    await refused(changed((x) => (x.hands["5"].tiles[2] = "7-7")), 'hands["5"].tiles[2]: "7-7" is not a tile: write its two halves, e.g. "6-6" or "3-6" (a civil tile\'s copy: "6-6a", "6-6b")');
    await refused(
      changed((x) => delete x.hands["5"]),
      "hands: seat 5 has a wager but no hands: give its four tiles and how they were set",
    );
    await refused(
      changed((x) => (x.hands["5"].set = { high: ["4-4", "1-3"], low: ["5-5", "2-2"] })),
      'hands["5"].set: seat 5\'s high hand (2, Yun high) ranks below the low hand (4, Mooy high): set the hands again',
    );
    await refused(changed((x) => (x.hands["1"] = x.playerDealer)), 'hands["1"]: seat 1 is the player-dealer\'s: its tiles go in "playerDealer"');
    await refused(changed((x) => (x.wagers[0].bet = "pair")), 'wagers[0].bet: a Pai Gow Tiles wager is "main" (one wager per betting area), got "pair"');
    await refused(changed((x) => (x.fee.optionId = "9")), 'fee.optionId: pai-gow-tiles has no option "9" (options: 1, 2, 3, 4)');
    await refused(changed((x) => (x.options = { highBelowLow: "maybe" })), 'options.highBelowLow: pai-gow-tiles option "highBelowLow" must be one of "refused", "swapped", got "maybe"');
  });

  it("option highBelowLow 'swapped': the same hands set the wrong way round are played the right way round", async () => {
    const out = await settled(changed((x) => ((x.hands["5"].set = { high: ["4-4", "1-3"], low: ["5-5", "2-2"] }), (x.options = { highBelowLow: "swapped" }))));
    expect((out.hands as { seat: number; high: { name: string } }[]).find((h) => h.seat === 5)?.high.name).toBe("4, Mooy high");
  });
});

describe("npm run house-way: Pai Gow Tiles", () => {
  it("prints the high and low hands as tile ids with --json, and the hands, the rule and its line in words", () => {
    // A Wong whenever one can be made (PGT-16, L769-770); of the Teen and the Day, the Teen goes with the 9.
    expect(houseWay(["--game", "pai-gow-tiles", "6-6", "3-6", "1-1", "1-6", "--json"])).toEqual({ code: 0, stdout: '{"high":["6-6a","3-6"],"low":["1-1a","1-6a"]}\n', stderr: "" });
    // L789: the Gee Joon pair split with a 6-spot and a 4, 5 or 6-spot tile; halves in either order.
    expect(JSON.parse(houseWay(["--game", "pai-gow-tiles", "1-2", "4-2", "3-3", "1-5", "--json"]).stdout)).toEqual({ high: ["3-3a", "1-2"], low: ["1-5a", "2-4"] });
    const words = houseWay(["--game", "pai-gow-tiles", "6-6", "3-6", "1-1", "1-6"]);
    expect(words.code).toBe(0);
    expect(words.stdout).toBe(
      "High hand: 6-6 3-6  Wong (Teen and a 9)\nLow hand:  1-1 1-6  9, Day high\nWhy:       a Wong is played: Wong (Teen and a 9) / 9, Day high\nSource:    seed 004 L769-770 (Wongs, then Gongs), standard way (PGT-16) for the tile left to choose\n",
    );
    // Both copies of a civil tile by their face given twice.
    expect(JSON.parse(houseWay(["--game", "pai-gow-tiles", "6-6", "6-6", "1-1", "1-1", "--json"]).stdout)).toEqual({ high: ["6-6a", "6-6b"], low: ["1-1a", "1-1b"] });
  });

  it("refuses a tile that is not one, a third copy, or not four tiles: exit 2, one line naming the tile", () => {
    expect(houseWay(["--game", "pai-gow-tiles", "6-6", "3-6", "1-1", "9-9"])).toEqual({ code: 2, stdout: "", stderr: 'tiles[3]: "9-9" is not a tile: write its two halves, e.g. "6-6" or "3-6" (a civil tile\'s copy: "6-6a", "6-6b")\n' });
    expect(houseWay(["--game", "pai-gow-tiles", "6-6", "6-6", "6-6", "1-1"])).toEqual({ code: 2, stdout: "", stderr: "tiles[2]: Teen (6-6) refused: both 6-6 tiles are given already\n" });
    expect(houseWay(["--game", "pai-gow-tiles", "3-6", "6-3", "1-1", "1-6"])).toEqual({ code: 2, stdout: "", stderr: "tiles[1]: Chop Gow (3-6) refused: tile 3-6 is given twice\n" });
    expect(houseWay(["--game", "pai-gow-tiles", "6-6", "3-6"])).toEqual({ code: 2, stdout: "", stderr: "tiles: the house way sets four tiles, got 2\n" });
  });
});
