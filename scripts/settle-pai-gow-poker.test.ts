/**
 * The dispute calculator for the pai gow poker family (seed 003: Mortimer's Fortune Pai Gow Poker and
 * Pai Gow Poker / Double Hand; seed 004: Kings' Fortune Pai Gow Poker and Face Up): the documented
 * round of each game (settle-help.ts, docs/calculators.md) with its ledger worked out by hand from the
 * filings (the comments show the arithmetic), and the refusals of bad input (exit 2, one line on
 * stderr naming the field, nothing on stdout).
 */
import { describe, expect, it } from "vitest";
import { PAI_GOW_SETTLE_EXAMPLES } from "../lib/domain/pai-gow-poker/settle-help";
import { main, USAGE } from "./settle";

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

type Report = {
  dice: number;
  actionSeat: number;
  playerDealer: { cards: string[]; set: { high: string[]; low: string[]; highName: string; lowName: string; houseWay: { row: string; line: string } }; aceHigh: string | null; paiGowPush: boolean };
  hands: { seat: number; set: { high: string[]; low: string[]; by: string; foul: boolean } | null; bonusHand: string | null }[];
  envy: { seat: number; forSeat: number; hand: string; amount: number }[];
  ledger: { seat: number; bet: string; backline: boolean; amount: number; outcome: string; paid: number; collected: number; action: string; toPlayer: number; bankAfter: number; because: string }[];
  fees: { payer: { kind: string; seat?: number }; cents: number }[];
  feeTotal: number;
  bankAfter: number;
  conservation: { ok: boolean };
};

async function settled(input: object): Promise<Report> {
  const r = await run(input);
  expect(r.stderr).toBe("");
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Report;
}

async function refused(input: object | string, message: string | RegExp): Promise<void> {
  const r = await run(input);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr.trimEnd().includes("\n")).toBe(false);
  if (typeof message === "string") expect(r.stderr).toBe(`${message}\n`);
  else expect(r.stderr).toMatch(message);
}

const example = (id: string) => structuredClone(PAI_GOW_SETTLE_EXAMPLES.find((e) => e.id === id)!.input) as Record<string, unknown>;

/** A ledger line as [seat, bet, outcome, action, paid or collected, toPlayer, bankAfter]. */
function rows(report: Report): (string | number | boolean)[][] {
  return report.ledger.map((l) => [l.seat, l.bet + (l.backline ? " backline" : ""), l.outcome, l.action, l.paid || l.collected, l.toPlayer, l.bankAfter]);
}

describe("npm run settle: the documented pai gow rounds", () => {
  it("documents every game of the family", () => {
    expect(PAI_GOW_SETTLE_EXAMPLES.map((e) => e.id).sort()).toEqual(["face-up-pai-gow", "fortune-pai-gow", "fortune-pai-gow-mortimers", "pai-gow-poker"]);
    expect(USAGE).toContain('"house-way"');
  });

  it("Kings' Fortune Pai Gow Poker: seat 2's four sevens, the house way at seat 5's request, a backline bettor, Envy paid at the end", async () => {
    const r = await settled(example("fortune-pai-gow"));
    // The player-dealer's K-K-9-8-5-3-2: one pair, the pair behind and the two highest others in front (seed 004 L881).
    expect(r.playerDealer.set).toMatchObject({ high: ["KS", "KH", "5S", "3H", "2D"], low: ["9D", "8D"], highName: "Pair of Kings", lowName: "Nine-Eight", houseWay: { row: "one-pair", line: "seed 004 L881" } });
    // J-J-5-5 with the joker: jacks and fives are not split when an ace (the joker) can go in front (L882).
    expect(r.hands.find((h) => h.seat === 5)!.set).toMatchObject({ high: ["JS", "JH", "5D", "5C", "2C"], low: ["JK", "9H"], by: "house-way" });
    // Dice 10 count to seat 3 (the player-dealer at 1 and 8): no wager there, the button stays (L865);
    // the walk runs 4, 5, 6, 7, 2, each seat's game wager, then its Fortune Bonus; Envy after every other wager (L918).
    expect(r.actionSeat).toBe(3);
    expect(rows(r)).toEqual([
      [4, "game", "win", "pay", 2_500, 5_000, 47_500], // A-A against K-K, Q-T against 9-8: both higher, 1 to 1 (L898)
      [5, "game", "win", "pay", 10_000, 20_000, 37_500],
      [5, "game backline", "win", "pay", 2_000, 4_000, 35_500], // the backline bettor rides on seat 5's hand
      [5, "fortune", "lose", "collect", 1_000, 0, 36_500], // two pair and the joker: no qualifying hand
      [2, "game", "win", "pay", 5_000, 10_000, 31_500],
      [2, "fortune", "win", "pay", 10_000, 10_500, 21_500], // Four of a Kind 20 to 1 on $5 (L970)
      [5, "envy-seat-2", "win", "pay", 500, 500, 21_000], // seat 5's $10 Fortune Bonus holds an Envy button: $5 for seat 2's four of a kind (L970, L948)
    ]);
    expect(r.envy).toEqual([{ seat: 5, backline: false, forSeat: 2, hand: "Four of a Kind", amount: 500 }]);
    // Option 1: $1 a game wager spot up to $100 (the backline bettor's too), $2 from the player-dealer (L1926-1930).
    expect(r.fees.map((f) => [f.payer.kind, f.payer.seat, f.cents])).toEqual([["player-dealer", 1, 200], ["seat", 2, 100], ["seat", 4, 100], ["seat", 5, 100], ["backline", 5, 100]]);
    expect(r.bankAfter).toBe(21_000);
    expect(r.conservation.ok).toBe(true);
  });

  it("Mortimer's Fortune Pai Gow Poker: Five Aces set the house way pay 400 to 1 only as far as the bank covers", async () => {
    const r = await settled(example("fortune-pai-gow-mortimers"));
    // K-K-Q-Q: two pair, kings and queens: split, the small pair in front (seed 004 L882, Kings' chart for the missing Attachment A).
    expect(r.playerDealer.set).toMatchObject({ high: ["KD", "KC", "9S", "4H", "2D"], low: ["QH", "QS"] });
    // Five Aces: a pair of aces in front, the joker stays behind (L888, option jokerInSplitAces).
    expect(r.hands.find((h) => h.seat === 3)).toMatchObject({ set: { high: ["AD", "AC", "JK", "KS", "5D"], low: ["AS", "AH"] }, bonusHand: "Five Aces" });
    // Dice 11 count to seat 4: the walk runs 4, 5, 6, 7, 2, 3.
    expect(r.actionSeat).toBe(4);
    expect(rows(r)).toEqual([
      [6, "game", "lose", "collect", 5_000, 0, 11_000], // T-T against K-K behind, 3-2 against Q-Q in front: both lower; the bank grows to $110
      [3, "game", "win", "pay", 10_000, 20_000, 1_000], // aces over kings, a pair of aces in front: $100 paid
      [3, "fortune", "win", "partial-pay", 1_000, 3_500, 0], // Five Aces 400 to 1 on $25 is $10,000 (FPG-01, seed 003 L4415): the last $10 of the bank
    ]);
    // The Player Fee by each player's total and the player-dealer's by total table action, $10-$100 $1, $101-$200 $2 (L4548-4567).
    expect(r.fees.map((f) => [f.payer.kind, f.cents])).toEqual([["player-dealer", 200], ["seat", 200], ["seat", 100]]);
    expect(r.bankAfter).toBe(0);
  });

  it("Face Up Pai Gow Poker: the player-dealer's ace-high Pai Gow pushes every game wager; the bonuses are paid on the seven cards", async () => {
    const r = await settled(example("face-up-pai-gow"));
    // A-K-9-8-5-3-2, no pair, no straight or flush: ace-high, "Pai Gow" (seed 004 L1544, L1599).
    expect(r.playerDealer).toMatchObject({ aceHigh: "ace-high, no joker", paiGowPush: true });
    expect(r.hands.every((h) => h.set === null)).toBe(true);
    expect(rows(r)).toEqual([
      [2, "game", "push", "push", 0, 2_000, 100_000],
      [2, "fortune", "win", "pay", 10_000, 10_500, 90_000], // four sevens 20 to 1 on $5 (L1713)
      [2, "ace-high", "win", "pay", 2_500, 3_000, 87_500], // the player-dealer ace-high without the joker: 5 to 1 (L1739)
      [3, "game", "push", "push", 0, 2_000, 87_500],
      [3, "ace-high", "win", "pay", 40_000, 41_000, 47_500], // both ace-high: 40 to 1 on $10 (L1737)
      [4, "game", "push", "push", 0, 2_000, 47_500],
    ]);
    // The room's own fee option (the filing prints none): $1 a game wager spot, $2 from the player-dealer.
    expect(r.feeTotal).toBe(500);
  });

  it("Pai Gow Poker (Double Hand): the house way at the player's request, and a copy the player-dealer wins", async () => {
    const r = await settled(example("pai-gow-poker"));
    expect(r.actionSeat).toBe(2); // dice 16: the player-dealer at 1, 8, 15; 16 is seat 2
    expect(rows(r)).toEqual([
      [2, "game", "lose", "collect", 4_000, 0, 24_000], // Q-Q and 8-6 against K-K and 9-8: both lower
      [7, "game", "push", "push", 0, 10_000, 24_000], // K-K-5-3-2 copies the player-dealer's (he wins copies, seed 003 L4356-4357); Q-J beats 9-8: a push
    ]);
    expect(r.ledger[1]!.because).toMatch(/a copy/);
    // Option 1: $1 a game-wager spot; the player-dealer pays nothing (seed 003 L911-914, fees.md C11).
    expect(r.fees.map((f) => [f.payer.kind, f.cents])).toEqual([["seat", 100], ["seat", 100]]);
  });

  it("takes a room's option: a foul set the house way, Envy only from $25", async () => {
    const foul = example("pai-gow-poker");
    foul.options = { foul: "reset-house-way" };
    (foul.hands as Record<string, unknown>)["7"] = { split: { high: ["5D", "3C", "2C", "QD", "JH"], low: ["KD", "KC"] } };
    const r = await settled(foul);
    expect(r.hands.find((h) => h.seat === 7)!.set).toMatchObject({ by: "house-way-after-foul", low: ["QD", "JH"], foul: false });
    const envy = example("fortune-pai-gow-mortimers");
    envy.options = { envyMinimum: 2500 };
    expect((await settled(envy)).envy).toEqual([]);
  });
});

describe("npm run settle: pai gow input refused, naming the field", () => {
  it("refuses a card the deck does not hold, a card twice, a split of the wrong size", async () => {
    const bad = example("fortune-pai-gow");
    (bad.hands as Record<string, { cards?: string[] }>)["5"]!.cards![0] = "1S";
    await refused(bad, /^hands\["5"\]\.cards\[0\]: not a card/);
    const twice = example("fortune-pai-gow");
    (twice.playerDealer as string[])[0] = "7S";
    await refused(twice, /^playerDealer: 7♠ is already at seat 2/);
    const short = example("pai-gow-poker");
    (short.hands as Record<string, { split: { low: string[] } }>)["7"]!.split.low = ["QD"];
    await refused(short, /^hands\["7"\]\.split\.low: the two-card hand \(low\) is 2 cards/);
  });

  it("refuses a bonus the game does not have, a bonus without a game wager, a hand for a seat without one", async () => {
    const fortune = example("pai-gow-poker");
    (fortune.wagers as object[]).push({ seat: 2, bet: "fortune", amount: 500 });
    await refused(fortune, "wagers[2].bet: pai-gow-poker has no Fortune Bonus");
    const alone = example("face-up-pai-gow");
    (alone.wagers as object[]).push({ seat: 5, bet: "ace-high", amount: 500 });
    await refused(alone, /^wagers\[6\]\.bet: the Ace-High Bonus at seat 5 needs a game wager/);
    const stray = example("pai-gow-poker");
    (stray.hands as Record<string, unknown>)["4"] = { cards: ["2S", "3S", "4S", "5S", "6S", "7S", "8S"], split: "house-way" };
    await refused(stray, /^hands\["4"\]: seat 4 has no seated game wager/);
  });

  it("refuses a split in Face Up's Pai Gow, dice off the table, and a Face Up round without the room's fee option", async () => {
    const split = example("face-up-pai-gow");
    (split.hands as Record<string, unknown>)["2"] = { cards: ["7S", "7H", "7D", "7C", "QS", "JD", "4H"], split: "house-way" };
    await refused(split, /^hands\["2"\]\.split: the player-dealer's hand is ace-high \("Pai Gow"/);
    const dice = example("pai-gow-poker");
    dice.dice = 19;
    await refused(dice, /^dice: three dice total 3 to 18, got 19/);
    const fee = example("face-up-pai-gow");
    (fee.fee as Record<string, unknown>).option = undefined;
    await refused(fee, /^fee\.option: Face Up Pai Gow Poker prints no fee table/);
  });

  it("refuses an unknown option or value", async () => {
    const opt = example("fortune-pai-gow");
    opt.options = { foul: "maybe" };
    await refused(opt, /^options\.foul: fortune-pai-gow option "foul" must be one of/);
  });
});
