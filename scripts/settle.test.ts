/**
 * The dispute calculator end to end: one worked round per game with the whole expected output
 * written out (worked by hand from the filings; the comments show the arithmetic), bank
 * exhaustion, and the refusals of bad input (exit 2, one line on stderr, nothing on stdout).
 */
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { main } from "./settle";

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function runArgs(argv: string[], stdin = ""): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, {
    out: (t) => (stdout += t),
    err: (t) => (stderr += t),
    readStdin: async () => stdin,
  });
  return { code, stdout, stderr };
}

/** Settles a round given as an object (or raw text) through stdin. */
function run(input: object | string): Promise<Run> {
  return runArgs(["-"], typeof input === "string" ? input : JSON.stringify(input));
}

async function settled(input: object): Promise<unknown> {
  const r = await run(input);
  expect(r.stderr).toBe("");
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
}

/** Expects a refusal: exit 2, exactly this one line on stderr, nothing on stdout. */
async function refused(input: object | string, message: string | RegExp): Promise<void> {
  const r = await run(input);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr.endsWith("\n")).toBe(true);
  expect(r.stderr.trimEnd().includes("\n")).toBe(false);
  if (typeof message === "string") expect(r.stderr).toBe(`${message}\n`);
  else expect(r.stderr).toMatch(message);
}

type Line = [
  seat: number,
  bet: string,
  backline: boolean,
  amount: number,
  outcome: string,
  paid: number,
  collected: number,
  returned: number,
  due: number,
  action: string,
  toPlayer: number,
  bankAfter: number,
  because: string,
];

/** A ledger line written as a row (`stake` repeats `amount`); `bettor` is added for named backline bettors. */
function line(row: Line, bettor?: string) {
  const [seat, bet, backline, amount, outcome, paid, collected, returned, due, action, toPlayer, bankAfter, because] = row;
  return { seat, bet, backline, ...(bettor ? { bettor } : {}), amount, outcome, paid, collected, returned, stake: amount, due, action, toPlayer, bankAfter, because };
}

const hand = (cards: string[], total: number, natural = false) => ({ cards, total, natural });

const F7_FILE = "000_46d708fc1e637b4c.txt";
const KINGS = { file: "004_b7b95d88b58787a5.txt", documentId: "GEGA-004249" };
/** A fee line as printed: payer, cents, the rule in words, schedule, option and the filing's lines. */
function feeLine(payer: { kind: string; seat: number; bettor?: string }, cents: number, rule: string, scheduleId: string, optionId: string, source: object) {
  return { payer, cents, rule, scheduleId, optionId, source };
}
const seatFee = (seat: number, bettor?: string) => (bettor === undefined ? { kind: "seat", seat } : { kind: "backline", seat, bettor });
const pdFee = (seat: number) => ({ kind: "player-dealer", seat });

/** 21st Century's room-entered option A: $1 per spot with a line wager, $2 from the player-dealer. */
const ROOM_21 = {
  limit: { kind: "spot", min: 500, max: 10_000 },
  timing: "before-deal",
  collections: [
    { kind: "per-spot", wagers: "game", fee: { kind: "flat", cents: 100 } },
    { kind: "player-dealer", fee: { kind: "flat", cents: 200 } },
  ],
};
const ROOM_21_SOURCE = { file: "room-entered", lines: "54, 121, 133, 146", note: "entered by the room under 001_7c3e69f28c86fada.txt L54, 121, 133, 146" };

describe("npm run settle: one worked round per game", () => {
  it("Fortune 7 Baccarat: Player wins 1-0, One Up pays 30 to 1, backline bettor Ann", async () => {
    // P AS KD = 1 draws TC → 1; B KH QC = 0 draws on a Player third card of 0 (chart row 0: all H): JS → 0.
    // Player wins 1 over 0 by one point: One Up "Win 1-0" 30 to 1 (seed 000 L119-122).
    // No action button (L80): from the seat left of the player-dealer at 8, seat 1.
    // Fees, option 3 ($5-$100, L137): $2 from the player-dealer, $1 from each bettor with a game
    // (line) wager on a spot: seats 1, 2, 4, Ann behind seat 4, seat 6 = $5; $7 in all.
    const out = await settled({
      game: "fortune-7-baccarat",
      decks: 8,
      seats: 8,
      playerDealerSeat: 8,
      bank: 60_000,
      limits: { min: 500, max: 10_000 },
      fee: { scheduleId: "fortune-7-baccarat", optionId: "3" },
      wagers: [
        { seat: 1, bet: "player", amount: 5000 },
        { seat: 1, bet: "one-up", amount: 1000 },
        { seat: 2, bet: "banker", amount: 10_000 },
        { seat: 2, bet: "tie", amount: 500 },
        { seat: 2, bet: "fortune7", amount: 500 },
        { seat: 4, bet: "player", amount: 3000 },
        { seat: 4, bet: "player", amount: 2000, backline: true, bettor: "Ann" },
        { seat: 4, bet: "one-up", amount: 500, backline: true, bettor: "Ann" },
        { seat: 6, bet: "banker", amount: 1000 },
      ],
      cards: ["AS", "KH", "KD", "QC", "TC", "JS"],
    });
    expect(out).toEqual({
      game: "fortune-7-baccarat",
      player: hand(["AS", "KD", "TC"], 1),
      banker: hand(["KH", "QC", "JS"], 0),
      winner: "player",
      actionSeat: 1,
      actionButton: { seat: 1, landedOn: 1, route: "counted", card: null },
      ledger: [
        line([1, "player", false, 5000, "win", 5000, 0, 0, 5000, "pay", 10_000, 55_000, "player wins 1 over 0, pays 1 to 1"]),
        line([1, "one-up", false, 1000, "win", 30_000, 0, 0, 30_000, "pay", 31_000, 25_000, "Player 1, Banker 0: Win 1-0"]),
        line([2, "banker", false, 10_000, "lose", 0, 10_000, 0, 0, "collect", 0, 35_000, "player wins 1 over 0"]),
        line([2, "tie", false, 500, "lose", 0, 500, 0, 0, "collect", 0, 35_500, "no tie (1 to 0)"]),
        line([2, "fortune7", false, 500, "lose", 0, 500, 0, 0, "collect", 0, 36_000, "no winning Banker three-card 7"]),
        line([4, "player", false, 3000, "win", 3000, 0, 0, 3000, "pay", 6000, 33_000, "player wins 1 over 0, pays 1 to 1"]),
        line([4, "player", true, 2000, "win", 2000, 0, 0, 2000, "pay", 4000, 31_000, "player wins 1 over 0, pays 1 to 1"], "Ann"),
        line([4, "one-up", true, 500, "win", 15_000, 0, 0, 15_000, "pay", 15_500, 16_000, "Player 1, Banker 0: Win 1-0"], "Ann"),
        line([6, "banker", false, 1000, "lose", 0, 1000, 0, 0, "collect", 0, 17_000, "player wins 1 over 0"]),
      ],
      fees: [
        feeLine(pdFee(8), 200, "player-dealer per hand: $2.00", "fortune-7-baccarat", "3", { file: F7_FILE, lines: "137" }),
        ...[1, 2, 4].map((seat) => feeLine(seatFee(seat), 100, "per betting spot (game wagers): $1.00", "fortune-7-baccarat", "3", { file: F7_FILE, lines: "137" })),
        feeLine(seatFee(4, "Ann"), 100, "per betting spot (game wagers): $1.00", "fortune-7-baccarat", "3", { file: F7_FILE, lines: "137" }),
        feeLine(seatFee(6), 100, "per betting spot (game wagers): $1.00", "fortune-7-baccarat", "3", { file: F7_FILE, lines: "137" }),
      ],
      feeTotal: 700,
      feeOption: { scheduleId: "fortune-7-baccarat", optionId: "3", chosenBy: "input" },
      bankAfter: 17_000,
      bank: { before: 60_000, after: 17_000, pdNet: -43_000 },
      // 60,000 + 23,500 staked = 66,500 to the players + 17,000 bank.
      conservation: { ok: true, staked: 83_500, settled: 83_500 },
    });
  });

  it("21st Century Baccarat 5.0: stand and hit lines on a two-card 5, choices by wager index, the house way", async () => {
    // P 4D AC = 5; player-dealer 7S + hole 5H = 2 (no natural). Wager 0 stands, wager 3 hits, wager 4
    // gives no choice and hits the house way (L112): hit card 3C → hit line 8. The player-dealer hits
    // on 2 (L107): 4H → 6. Stand line 5 loses to 6, hit line 8 beats 6; the dealer line and the ties
    // face the hand as dealt (8). Hole card 5 → position 5 from the player-dealer at 6: 7 8 1 2 3 → seat 3.
    const out = await settled({
      game: "21st-century-baccarat-5",
      decks: 6,
      seats: 8,
      playerDealerSeat: 6,
      bank: 20_000,
      limits: { min: 500, max: 10_000 },
      wagers: [
        { seat: 3, bet: "player", amount: 4000 },
        { seat: 3, bet: "early-tie", amount: 1000 },
        { seat: 3, bet: "late-tie", amount: 1000 },
        { seat: 8, bet: "player", amount: 5000 },
        { seat: 1, bet: "player", amount: 2000 },
        { seat: 1, bet: "dealer-pair", amount: 500 },
        { seat: 4, bet: "dealer", amount: 3000 },
      ],
      cards: ["4D", "7S", "AC", "5H", "3C", "4H"],
      choices: { hitOnFive: { "0": "stand", "3": "hit" } },
      // The filing's fee table is missing (L54): the room's option A, $1 per spot with a line wager
      // and $2 from the player-dealer. No fee on the tie and pair bets (L121, L133, L146).
      fee: { scheduleId: "21st-century-baccarat", optionId: "A", option: ROOM_21 },
    });
    expect(out).toEqual({
      game: "21st-century-baccarat-5",
      player: hand(["4D", "AC", "3C"], 8),
      banker: hand(["7S", "5H", "4H"], 6),
      playerLines: {
        stand: { ...hand(["4D", "AC"], 5), winner: "banker" },
        hit: { ...hand(["4D", "AC", "3C"], 8), winner: "player" },
      },
      winner: "player",
      actionSeat: 3,
      actionButton: { seat: 3, landedOn: 3, route: "counted", card: "5H" },
      ledger: [
        line([3, "player", false, 4000, "lose", 0, 4000, 0, 0, "collect", 0, 24_000, "stand line: banker wins 6 over 5"]),
        line([3, "early-tie", false, 1000, "lose", 0, 1000, 0, 0, "collect", 0, 25_000, "no tie (8 to 6)"]),
        line([3, "late-tie", false, 1000, "lose", 0, 1000, 0, 0, "collect", 0, 26_000, "no tie (8 to 6)"]),
        line([4, "dealer", false, 3000, "lose", 0, 3000, 0, 0, "collect", 0, 29_000, "player wins 8 over 6"]),
        line([8, "player", false, 5000, "win", 5000, 0, 0, 5000, "pay", 10_000, 24_000, "hit line: player wins 8 over 6, pays 1 to 1"]),
        line([1, "player", false, 2000, "win", 2000, 0, 0, 2000, "pay", 4000, 22_000, "hit line (house way, no choice given): player wins 8 over 6, pays 1 to 1"]),
        line([1, "dealer-pair", false, 500, "lose", 0, 500, 0, 0, "collect", 0, 22_500, "first two cards 7S 5H: No Pair"]),
      ],
      // Clockwise from the player-dealer's left (seat 7): seats 8, 1, 3, 4.
      fees: [
        feeLine(pdFee(6), 200, "player-dealer per hand: $2.00", "21st-century-baccarat", "A", ROOM_21_SOURCE),
        ...[8, 1, 3, 4].map((seat) => feeLine(seatFee(seat), 100, "per betting spot (game wagers): $1.00", "21st-century-baccarat", "A", ROOM_21_SOURCE)),
      ],
      feeTotal: 600,
      feeOption: { scheduleId: "21st-century-baccarat", optionId: "A", chosenBy: "input" },
      bankAfter: 22_500,
      bank: { before: 20_000, after: 22_500, pdNet: 2500 },
      conservation: { ok: true, staked: 36_500, settled: 36_500 },
    });
  });

  it("EZ Baccarat with options tiePays 9 and backline: a 6-6 tie on a 14-seat table", async () => {
    // P 6H KC = 6 stands; B 3D 3S = 6 stands (the Player stood). Tie: line wagers push, Tie pays 9 to 1.
    // From the seat left of the player-dealer at 3: seat 4, …, 14, 1, 2.
    const out = await settled({
      game: "ez-baccarat",
      decks: 6,
      seats: 14,
      playerDealerSeat: 3,
      bank: 30_000,
      limits: { min: 1000, max: 5000 },
      options: { tiePays: 9, backline: true },
      wagers: [
        { seat: 10, bet: "tie", amount: 1000 },
        { seat: 10, bet: "player", amount: 5000 },
        { seat: 2, bet: "banker", amount: 2500 },
        { seat: 2, bet: "banker", amount: 2500, backline: true },
        { seat: 2, bet: "dragon7", amount: 1000 },
        { seat: 14, bet: "tie", amount: 1000 },
      ],
      cards: ["6H", "3D", "KC", "3S"],
    });
    expect(out).toEqual({
      game: "ez-baccarat",
      player: hand(["6H", "KC"], 6),
      banker: hand(["3D", "3S"], 6),
      winner: "tie",
      actionSeat: 4,
      actionButton: { seat: 4, landedOn: 4, route: "counted", card: null },
      ledger: [
        line([10, "player", false, 5000, "push", 0, 0, 0, 0, "push", 5000, 30_000, "tie on 6"]),
        line([10, "tie", false, 1000, "win", 9000, 0, 0, 9000, "pay", 10_000, 21_000, "tie on 6, pays 9 to 1"]),
        line([14, "tie", false, 1000, "win", 9000, 0, 0, 9000, "pay", 10_000, 12_000, "tie on 6, pays 9 to 1"]),
        line([2, "banker", false, 2500, "push", 0, 0, 0, 0, "push", 2500, 12_000, "tie on 6"]),
        line([2, "banker", true, 2500, "push", 0, 0, 0, 0, "push", 2500, 12_000, "tie on 6"]),
        line([2, "dragon7", false, 1000, "lose", 0, 1000, 0, 0, "collect", 0, 13_000, "no winning Banker three-card 7"]),
      ],
      fees: [],
      feeTotal: 0,
      feeNote: 'EZ Baccarat prints no fee schedule: give "fee" with a room-entered option (scheduleId "ez-baccarat")',
      bankAfter: 13_000,
      bank: { before: 30_000, after: 13_000, pdNet: -17_000 },
      conservation: { ok: true, staked: 43_000, settled: 43_000 },
    });
  });

  it("EZ Baccarat Panda 8 (defaults, 004): Banker three-card 7 pays 1 to 1 and Dragon 7 40 to 1", async () => {
    // P 6C KS = 6 stands; B AD 2C = 3 draws 4S → three-card 7. Banker wins 7 over 6. No three-card-7
    // push as filed (004 L1168). No action button (004 L1159): from seat 6, left of the player-dealer at 5.
    const out = await settled({
      game: "ez-baccarat-panda-8",
      decks: 8,
      seats: 8,
      playerDealerSeat: 5,
      bank: 50_000,
      limits: { min: 500, max: 10_000 },
      wagers: [
        { seat: 7, bet: "banker", amount: 4000 },
        { seat: 7, bet: "dragon7", amount: 1000 },
        { seat: 2, bet: "player", amount: 2000 },
        { seat: 2, bet: "panda8", amount: 500 },
        { seat: 1, bet: "tie", amount: 500 },
      ],
      cards: ["6C", "AD", "KS", "2C", "4S"],
      // Kings option 1 (004 L2010-2014): the player-dealer pays by total table action, $80.00: $5-$100 → $2.
      fee: { scheduleId: "ez-baccarat-panda-8-dragon-bonus-kings", optionId: "1" },
    });
    expect(out).toEqual({
      game: "ez-baccarat-panda-8",
      player: hand(["6C", "KS"], 6),
      banker: hand(["AD", "2C", "4S"], 7),
      winner: "banker",
      actionSeat: 6,
      actionButton: { seat: 6, landedOn: 6, route: "counted", card: null },
      ledger: [
        line([7, "banker", false, 4000, "win", 4000, 0, 0, 4000, "pay", 8000, 46_000, "banker wins 7 over 6, pays 1 to 1"]),
        line([7, "dragon7", false, 1000, "win", 40_000, 0, 0, 40_000, "pay", 41_000, 6000, "Banker three-card 7 wins, pays 40 to 1"]),
        line([1, "tie", false, 500, "lose", 0, 500, 0, 0, "collect", 0, 6500, "no tie (6 to 7)"]),
        line([2, "player", false, 2000, "lose", 0, 2000, 0, 0, "collect", 0, 8500, "banker wins 7 over 6"]),
        line([2, "panda8", false, 500, "lose", 0, 500, 0, 0, "collect", 0, 9000, "no winning Player three-card 8"]),
      ],
      fees: [
        feeLine(pdFee(5), 200, "total table action $80.00: tier 1 ($5.00-$100.00) $2.00", "ez-baccarat-panda-8-dragon-bonus-kings", "1", {
          ...KINGS,
          lines: "2010-2014",
          confidence: "medium",
          note: "medium (tier 4 printed '$600-$1,000', overlaps tier 3 '$301-$600'; read as $601-$1,000)",
        }),
      ],
      feeTotal: 200,
      feeOption: { scheduleId: "ez-baccarat-panda-8-dragon-bonus-kings", optionId: "1", chosenBy: "input" },
      bankAfter: 9000,
      bank: { before: 50_000, after: 9000, pdNet: -41_000 },
      conservation: { ok: true, staked: 58_000, settled: 58_000 },
    });
  });

  // The Dragon Bonus rounds below share their cards: P 9H 2D = 1 draws KH → 1; B 4S 2C = 6 stands on a
  // Player third card of 0 (chart row 6: S). Banker wins 6 over 1, by 5 points, non-natural: Banker
  // Dragon 2 to 1. Button: 2C counts 2 from seat 1 (player-dealer at 8 not reached): seat 2.
  const DRAGON_ROUND = {
    decks: 8,
    seats: 8,
    playerDealerSeat: 8,
    bank: 20_000,
    wagers: [
      { seat: 1, bet: "banker", amount: 3000 },
      { seat: 1, bet: "banker-dragon", amount: 1000 },
      { seat: 3, bet: "player", amount: 2000 },
      { seat: 3, bet: "player-dragon", amount: 500 },
      { seat: 5, bet: "banker", amount: 1000 },
      { seat: 2, bet: "tie", amount: 500 },
    ],
    cards: ["9H", "4S", "2D", "2C", "KH"],
  };

  it("Commission-Free Dragon Bonus (Kings, 004): a Banker win on a two-card 6 pays 1 to 1; Fortune 7 on the layout and in the table action", async () => {
    const out = await settled({
      ...DRAGON_ROUND,
      game: "commission-free-dragon-bonus",
      limits: { min: 500, max: 10_000 },
      wagers: [...DRAGON_ROUND.wagers, { seat: 5, bet: "fortune7", amount: 500 }],
      // Kings option 1 (004 L2010-2014): table action $85.00, Fortune 7 included (L2005): $5-$100 → $2.
      fee: { scheduleId: "ez-baccarat-panda-8-dragon-bonus-kings", optionId: "1" },
    });
    expect(out).toMatchObject({
      game: "commission-free-dragon-bonus",
      winner: "banker",
      actionSeat: 2,
      ledger: [
        line([2, "tie", false, 500, "lose", 0, 500, 0, 0, "collect", 0, 20_500, "no tie (1 to 6)"]),
        line([3, "player", false, 2000, "lose", 0, 2000, 0, 0, "collect", 0, 22_500, "banker wins 6 over 1"]),
        line([3, "player-dragon", false, 500, "lose", 0, 500, 0, 0, "collect", 0, 23_000, "Player hand loses"]),
        line([5, "banker", false, 1000, "win", 1000, 0, 0, 1000, "pay", 2000, 22_000, "banker wins 6 over 1, pays 1 to 1"]),
        line([5, "fortune7", false, 500, "lose", 0, 500, 0, 0, "collect", 0, 22_500, "no winning Banker three-card 7"]),
        line([1, "banker", false, 3000, "win", 3000, 0, 0, 3000, "pay", 6000, 19_500, "banker wins 6 over 1, pays 1 to 1"]),
        line([1, "banker-dragon", false, 1000, "win", 2000, 0, 0, 2000, "pay", 3000, 17_500, "Banker wins by 5: 5 point difference"]),
      ],
      fees: [{ payer: pdFee(8), cents: 200, rule: "total table action $85.00: tier 1 ($5.00-$100.00) $2.00" }],
      bankAfter: 17_500,
      conservation: { ok: true, staked: 28_500, settled: 28_500 },
    });
  });

  it("Commission-Free Dragon Bonus (Mortimer's, 003): the same round pays the winning 6 at 1 to 2 (L4650, L4749-4750), from the action button (L4630-4636)", async () => {
    const out = await settled({
      ...DRAGON_ROUND,
      game: "commission-free-dragon-bonus-mortimers",
      limits: { min: 500, max: 50_000 },
      // Mortimer's option 1 ($5-$500, L4860-4861): table action $80.00 (Player, Banker, Tie, both Dragons, L4841-4843): $5-$100 → $0.50.
      fee: { scheduleId: "dragon-bonus-baccarat-mortimers", optionId: "1" },
    });
    expect(out).toEqual({
      game: "commission-free-dragon-bonus-mortimers",
      player: hand(["9H", "2D", "KH"], 1),
      banker: hand(["4S", "2C"], 6),
      winner: "banker",
      actionSeat: 2,
      actionButton: { seat: 2, landedOn: 2, route: "counted", card: "2C" },
      ledger: [
        line([2, "tie", false, 500, "lose", 0, 500, 0, 0, "collect", 0, 20_500, "no tie (1 to 6)"]),
        line([3, "player", false, 2000, "lose", 0, 2000, 0, 0, "collect", 0, 22_500, "banker wins 6 over 1"]),
        line([3, "player-dragon", false, 500, "lose", 0, 500, 0, 0, "collect", 0, 23_000, "Player hand loses"]),
        line([5, "banker", false, 1000, "win", 500, 0, 0, 500, "pay", 1500, 22_500, "banker wins 6 over 1: a winning 6 pays 1 to 2"]),
        line([1, "banker", false, 3000, "win", 1500, 0, 0, 1500, "pay", 4500, 21_000, "banker wins 6 over 1: a winning 6 pays 1 to 2"]),
        line([1, "banker-dragon", false, 1000, "win", 2000, 0, 0, 2000, "pay", 3000, 19_000, "Banker wins by 5: 5 point difference"]),
      ],
      fees: [
        feeLine(pdFee(8), 50, "total table action $80.00: tier 1 ($5.00-$100.00) $0.50", "dragon-bonus-baccarat-mortimers", "1", {
          file: "003_828b6cbeef6aaf10.txt",
          lines: "4860-4861, 4875-4879, 4907-4911, 4939",
          documentId: "GEGA-0003714",
        }),
      ],
      feeTotal: 50,
      feeOption: { scheduleId: "dragon-bonus-baccarat-mortimers", optionId: "1", chosenBy: "input" },
      bankAfter: 19_000,
      bank: { before: 20_000, after: 19_000, pdNet: -1000 },
      conservation: { ok: true, staked: 28_000, settled: 28_000 },
    });
  });

  it("Commission-Free Dragon Bonus (Mortimer's, 003): a Banker three-card 7 is an ordinary win, 1 to 1 (L4650; Kings pushes it, 004 L1340-1341)", async () => {
    // P 2S 3H = 5 draws KD → 5; B 3C KC = 3 draws 4D against a third card of 0 → three-card 7. Banker wins 7 over 5.
    const round = { decks: 8, seats: 8, playerDealerSeat: 8, bank: 10_000, limits: { min: 500, max: 50_000 }, wagers: [{ seat: 1, bet: "banker", amount: 1000 }], cards: ["2S", "3C", "3H", "KC", "KD", "4D"] };
    const banker = async (game: string) => ((await settled({ ...round, game })) as { ledger: { outcome: string; paid: number; because: string }[] }).ledger[0];
    expect(await banker("commission-free-dragon-bonus-mortimers")).toMatchObject({ outcome: "win", paid: 1000, because: "banker wins 7 over 5, pays 1 to 1" });
    expect(await banker("commission-free-dragon-bonus")).toMatchObject({ outcome: "push", paid: 0 });
  });

  it("EZ Baccarat Panda 8 (Mortimer's, 003): the Tie pays 9 to 1 (L2039, L2206), settled from the action button (L2022-2027), a player's two spots charged as one player (L2265-2267)", async () => {
    // P 3S 4S = 7, B 2C 5C = 7: a tie; the line wagers push. Button: 5C counts 5 from seat 1: seat 5.
    const out = await settled({
      game: "ez-baccarat-panda-8-mortimers",
      decks: 8,
      seats: 8,
      playerDealerSeat: 8,
      bank: 50_000,
      limits: { min: 500, max: 100_000 },
      wagers: [
        { seat: 2, bet: "player", amount: 30_000, bettor: "Ann" },
        { seat: 3, bet: "banker", amount: 30_000, bettor: "Ann" },
        { seat: 5, bet: "tie", amount: 1000 },
        { seat: 6, bet: "player", amount: 1000 },
        { seat: 6, bet: "panda8", amount: 500 },
        { seat: 1, bet: "banker", amount: 2000 },
        { seat: 1, bet: "dragon7", amount: 500 },
      ],
      cards: ["3S", "2C", "4S", "5C"],
      fee: { scheduleId: "ez-baccarat-panda-8-mortimers", optionId: "1" },
    });
    const source = { file: "003_828b6cbeef6aaf10.txt", lines: "2286-2287, 2297-2301, 2306-2310, 2315-2319, 2324-2328", documentId: "GEGA003832" };
    const fee = (payer: object, cents: number, rule: string) => feeLine(payer as { kind: string; seat: number }, cents, rule, "ez-baccarat-panda-8-mortimers", "1", source);
    expect(out).toEqual({
      game: "ez-baccarat-panda-8-mortimers",
      player: hand(["3S", "4S"], 7),
      banker: hand(["2C", "5C"], 7),
      winner: "tie",
      actionSeat: 5,
      actionButton: { seat: 5, landedOn: 5, route: "counted", card: "5C" },
      ledger: [
        line([5, "tie", false, 1000, "win", 9000, 0, 0, 9000, "pay", 10_000, 41_000, "tie on 7, pays 9 to 1"]),
        line([6, "player", false, 1000, "push", 0, 0, 0, 0, "push", 1000, 41_000, "tie on 7"]),
        line([6, "panda8", false, 500, "lose", 0, 500, 0, 0, "collect", 0, 41_500, "no winning Player three-card 8"]),
        line([1, "banker", false, 2000, "push", 0, 0, 0, 0, "push", 2000, 41_500, "tie on 7"]),
        line([1, "dragon7", false, 500, "lose", 0, 500, 0, 0, "collect", 0, 42_000, "no winning Banker three-card 7"]),
        line([2, "player", false, 30_000, "push", 0, 0, 0, 0, "push", 30_000, 42_000, "tie on 7"], "Ann"),
        line([3, "banker", false, 30_000, "push", 0, 0, 0, 0, "push", 30_000, 42_000, "tie on 7"], "Ann"),
      ],
      fees: expect.any(Array),
      feeTotal: 1150,
      feeOption: { scheduleId: "ez-baccarat-panda-8-mortimers", optionId: "1", chosenBy: "input" },
      bankAfter: 42_000,
      bank: { before: 50_000, after: 42_000, pdNet: -8000 },
      conservation: { ok: true, staked: 115_000, settled: 115_000 },
    });
    // Table action $650.00 → $5.00. Ann has $600 on spots 2 and 3: one player, $501+ → $5.00 (spot by spot
    // it would be two $2.00 fees, $4.00). Seats 1, 5 and 6: $25, $10, $15 → $0.50 each.
    expect((out as { fees: unknown }).fees).toMatchObject([
      fee(pdFee(8), 500, "total table action $650.00: tier 5 ($501.00+) $5.00"),
      fee(seatFee(1), 50, "the player at seat 1: all wagers $25.00: tier 1 ($5.00-$50.00) $0.50"),
      fee(seatFee(2), 500, "player Ann on spots 2, 3: all wagers $600.00: tier 5 ($501.00+) $5.00"),
      fee(seatFee(5), 50, "the player at seat 5: all wagers $10.00: tier 1 ($5.00-$50.00) $0.50"),
      fee(seatFee(6), 50, "the player at seat 6: all wagers $15.00: tier 1 ($5.00-$50.00) $0.50"),
    ]);
  });

  it("each room's game takes only its own schedules and layout: refusals naming the field", async () => {
    const panda = { game: "ez-baccarat-panda-8", decks: 8, seats: 8, playerDealerSeat: 8, bank: 10_000, limits: { min: 500, max: 100_000 }, wagers: [{ seat: 1, bet: "tie", amount: 1000 }], cards: ["3S", "2C", "4S", "5C"] };
    await refused(
      { ...panda, fee: { scheduleId: "ez-baccarat-panda-8-mortimers", optionId: "1" } },
      'fee.scheduleId: "ez-baccarat-panda-8-mortimers" is not a fee schedule of ez-baccarat-panda-8: it is filed with ez-baccarat-panda-8-mortimers, each room\'s filing its own game (ez-baccarat-panda-8 schedules: "ez-baccarat-panda-8-dragon-bonus-kings")',
    );
    await refused(
      { ...panda, game: "commission-free-dragon-bonus", fee: { scheduleId: "dragon-bonus-baccarat-mortimers", optionId: "3" } },
      /^fee\.scheduleId: "dragon-bonus-baccarat-mortimers" is not a fee schedule of commission-free-dragon-bonus: it is filed with commission-free-dragon-bonus-mortimers/,
    );
    await refused(
      { ...panda, limits: { min: 500, max: 10_000 }, options: { tiePays: 9 }, fee: { scheduleId: "ez-baccarat-panda-8-dragon-bonus-kings", optionId: "1" } },
      /^options\.tiePays: EZ Baccarat Panda 8 \(Kings Card Club\) under .* Kings pays the Tie 8 to 1 \(seed 004 L1169, L1215\), so its option tiePays is 8, not 9; for the other room's rules choose the game EZ Baccarat Panda 8 \(Mortimer's Card Room\)\n$/,
    );
    // Mortimer's layout has five spaces, no Fortune 7 (003 L4624-4628).
    await refused(
      { ...panda, game: "commission-free-dragon-bonus-mortimers", limits: { min: 500, max: 50_000 }, wagers: [{ seat: 1, bet: "banker", amount: 1000 }, { seat: 1, bet: "fortune7", amount: 500 }] },
      'wagers[1].bet: commission-free-dragon-bonus-mortimers has no "fortune7" bet (bets: player, banker, tie, player-dragon, banker-dragon)',
    );
  });

  it("Dai Bacc with option seats 7: the Tiger is killed on a 7-7 tie", async () => {
    // P 4C 3H = 7 stands; B 2D AS = 3 draws 4D → three-card 7. Tie on 7: line wagers push; a Banker
    // three-card 7 that does not beat the Player kills the Tiger, 30 to 1 (004 L1494-1495); Tiger 7
    // and Ox 6 lose. Seven seats, player-dealer at 7: from seat 1.
    const out = await settled({
      game: "dai-bacc",
      decks: 4,
      seats: 7,
      playerDealerSeat: 7,
      bank: 20_000,
      limits: { min: 500, max: 5000 },
      options: { seats: 7 },
      wagers: [
        { seat: 1, bet: "banker", amount: 5000 },
        { seat: 1, bet: "kill-ox-tiger", amount: 500 },
        { seat: 3, bet: "player", amount: 1000 },
        { seat: 3, bet: "tiger7", amount: 500 },
        { seat: 3, bet: "ox6", amount: 500 },
        { seat: 5, bet: "player", amount: 2000, backline: true },
      ],
      cards: ["4C", "2D", "3H", "AS", "4D"],
      // Option 2 (004 L2037-2041): total table action $95.00 (backline included): $5-$100 → $2 from the player-dealer.
      fee: { scheduleId: "dai-bacc", optionId: "2" },
    });
    expect(out).toEqual({
      game: "dai-bacc",
      player: hand(["4C", "3H"], 7),
      banker: hand(["2D", "AS", "4D"], 7),
      winner: "tie",
      actionSeat: 1,
      actionButton: { seat: 1, landedOn: 1, route: "counted", card: null },
      ledger: [
        line([1, "banker", false, 5000, "push", 0, 0, 0, 0, "push", 5000, 20_000, "tie on 7"]),
        line([1, "kill-ox-tiger", false, 500, "win", 15_000, 0, 0, 15_000, "pay", 15_500, 5000, "the Tiger is killed: Banker three-card 7 does not beat 7, pays 30 to 1"]),
        line([3, "player", false, 1000, "push", 0, 0, 0, 0, "push", 1000, 5000, "tie on 7"]),
        line([3, "tiger7", false, 500, "lose", 0, 500, 0, 0, "collect", 0, 5500, "no winning Banker three-card 7"]),
        line([3, "ox6", false, 500, "lose", 0, 500, 0, 0, "collect", 0, 6000, "no winning Player three-card 6"]),
        line([5, "player", true, 2000, "push", 0, 0, 0, 0, "push", 2000, 6000, "tie on 7"]),
      ],
      fees: [feeLine(pdFee(7), 200, "total table action $95.00: tier 1 ($5.00-$100.00) $2.00", "dai-bacc", "2", { ...KINGS, lines: "2037-2041" })],
      feeTotal: 200,
      feeOption: { scheduleId: "dai-bacc", optionId: "2", chosenBy: "input" },
      bankAfter: 6000,
      bank: { before: 20_000, after: 6000, pdNet: -14_000 },
      conservation: { ok: true, staked: 29_500, settled: 29_500 },
    });
  });
});

/** The --help example: EZ Baccarat, Player 7 over Banker 6, a bank of $25.00. */
const HELP_EXAMPLE = {
  game: "ez-baccarat",
  decks: 8,
  seats: 8,
  playerDealerSeat: 8,
  bank: 2500,
  limits: { min: 500, max: 10_000 },
  wagers: [
    { seat: 1, bet: "player", amount: 2000 },
    { seat: 2, bet: "banker", amount: 3000 },
    { seat: 3, bet: "player", amount: 4000 },
  ],
  cards: ["4S", "TD", "3H", "6C"],
};

describe("npm run settle: bank exhaustion", () => {
  it("a winner the bank cannot cover is paid in part; every later wager goes back, winners and losers", async () => {
    // P 4S 3H = 7, B TD 6C = 6: both stand, Player wins. Bank 2500: seat 1 paid 2000 (500 left),
    // seat 2's 3000 collected (3500), seat 3 due 4000 gets 3500 (0 left); seats 4 and 5 go back.
    const out = await settled({
      ...HELP_EXAMPLE,
      wagers: [...HELP_EXAMPLE.wagers, { seat: 4, bet: "banker", amount: 1000 }, { seat: 5, bet: "player", amount: 1000 }],
    });
    expect(out).toMatchObject({
      ledger: [
        line([1, "player", false, 2000, "win", 2000, 0, 0, 2000, "pay", 4000, 500, "player wins 7 over 6, pays 1 to 1"]),
        line([2, "banker", false, 3000, "lose", 0, 3000, 0, 0, "collect", 0, 3500, "player wins 7 over 6"]),
        line([3, "player", false, 4000, "win", 3500, 0, 500, 4000, "partial-pay", 7500, 0, "player wins 7 over 6, pays 1 to 1"]),
        line([4, "banker", false, 1000, "lose", 0, 0, 1000, 0, "return", 1000, 0, "player wins 7 over 6"]),
        line([5, "player", false, 1000, "win", 0, 0, 1000, 1000, "return", 1000, 0, "player wins 7 over 6, pays 1 to 1"]),
      ],
      bank: { before: 2500, after: 0, pdNet: -2500 },
      conservation: { ok: true, staked: 13_500, settled: 13_500 },
    });
  });
});

const BASE = {
  game: "fortune-7-baccarat",
  decks: 8,
  seats: 8,
  playerDealerSeat: 8,
  bank: 10_000,
  limits: { min: 500, max: 2000 },
  wagers: [{ seat: 3, bet: "player", amount: 1000 }],
  // P AS 2H = 3 draws 5D → 8; B TD 6C = 6 stands on a Player third card of 5 (chart row 6: S).
  cards: ["AS", "TD", "2H", "6C", "5D"],
};
const TWENTY_FIRST = { ...BASE, game: "21st-century-baccarat-5", decks: 6 };

describe("npm run settle: refusals (exit 2, one line naming the field)", () => {
  it("the base round itself settles", async () => {
    expect(await settled(BASE)).toMatchObject({ winner: "player", player: { total: 8 }, banker: { total: 6 } });
  });

  it("a bet the game does not have", async () => {
    await refused(
      { ...BASE, wagers: [{ seat: 1, bet: "player", amount: 1000 }, { seat: 1, bet: "panda8", amount: 500 }] },
      'wagers[1].bet: fortune-7-baccarat has no "panda8" bet (bets: player, banker, tie, one-up, fortune7)',
    );
    await refused({ ...BASE, wagers: [{ seat: 3, bet: "baccarat", amount: 1000 }] }, 'wagers[0].bet: unknown bet id "baccarat" (fortune-7-baccarat bets: player, banker, tie, one-up, fortune7)');
  });

  it("an impossible card: a ninth A♠ in 8 decks, a fourth in 3 decks, a joker", async () => {
    await refused(
      { ...BASE, previousCards: Array.from({ length: 8 }, () => "AS") },
      'cards[0]: "AS": A♠ refused: all 8 A♠ in this 8-deck shoe are already out (previousCards included)',
    );
    await refused(
      { ...BASE, game: "ez-baccarat", decks: 3, cards: ["AS", "AS", "AS", "AS", "AS", "AS"] },
      'cards[3]: "AS": A♠ refused: all 3 A♠ in this 3-deck shoe are already out',
    );
    await refused({ ...BASE, cards: ["AS", "TD", "2H", "JK", "5D"] }, 'cards[3]: "JK": Joker refused: this shoe has no jokers');
    await refused({ ...BASE, cards: ["AS", "10D", "2H", "6C", "5D"] }, 'cards[1]: not a card: write the rank (A 2-9 T J Q K) then the suit (S H D C), e.g. "TD", got "10D"');
  });

  it("an incomplete card sequence names the missing card and why it is dealt", async () => {
    await refused({ ...BASE, cards: ["AS", "TD", "2H", "6C"] }, "cards: incomplete round: card 5, the Player's third card, is missing (the Player hand draws on 3); 4 given");
    await refused(
      { ...BASE, cards: ["AS", "TD"] },
      "cards: incomplete round: card 3, the Player's second card, is missing (every round deals two cards to each hand: Player, Banker, Player, Banker); 2 given",
    );
    // P 4S 2H = 6 stands; B TD 3C = 3 draws.
    await refused({ ...BASE, cards: ["4S", "TD", "2H", "3C"] }, "cards: incomplete round: card 5, the Banker's third card, is missing (the Banker draws on 3 when the Player stands); 4 given");
    // 21st Century: P 4S AH = 5, dealer 5D 6C = 1; the house way hits.
    await refused(
      { ...TWENTY_FIRST, cards: ["4S", "5D", "AH", "6C"] },
      "cards: incomplete round: card 5, the Player's third card, is missing (the Player hand has a two-card 5 and a Player-line wager hits, or the house way applies); 4 given",
    );
  });

  it("extra cards after a complete round", async () => {
    await refused({ ...BASE, cards: [...BASE.cards, "9C"] }, "cards[5]: extra card 9C: the round is complete after 5 cards (Player 3-card 8, Banker 2-card 6)");
    await refused({ ...BASE, cards: ["4S", "TD", "5H", "6C", "5D", "2C"] }, "cards[4]: extra cards 5D 2C: the round is complete after 4 cards (Player 2-card 9 (natural), Banker 2-card 6)");
  });

  it("a spot over the limit, seated and backline together", async () => {
    await refused(
      { ...BASE, wagers: [{ seat: 1, bet: "player", amount: 1000 }, { seat: 3, bet: "player", amount: 1000 }, { seat: 3, bet: "player", amount: 1500, backline: true }] },
      "wagers[2].amount: 1500 is over the $20.00 spot limit for seat 3 (seated + backline: wagers [1] [2] come to $25.00 on the Player line spot)",
    );
    await refused({ ...BASE, wagers: [{ seat: 3, bet: "player", amount: 2500 }] }, "wagers[0].amount: 2500 is over the $20.00 spot limit for seat 3 (seated + backline)");
    await refused({ ...BASE, wagers: [{ seat: 3, bet: "player", amount: 100 }] }, "wagers[0].amount: 100 is under the $5.00 table minimum");
  });

  it("a bonus bet without the same bettor's line wager", async () => {
    await refused({ ...BASE, wagers: [{ seat: 3, bet: "fortune7", amount: 500 }] }, "wagers[0].bet: the Fortune 7 Bonus Bet at seat 3 needs a Player line or Banker line wager from the same bettor (seed 000 L48, L103-106)");
    // The seated player's line wager does not qualify a backline bettor's bonus.
    await refused(
      { ...BASE, wagers: [{ seat: 3, bet: "player", amount: 1000 }, { seat: 3, bet: "one-up", amount: 500, backline: true }] },
      "wagers[1].bet: the One Up Bonus Bet at seat 3 backline needs a Player line or Banker line wager from the same bettor (seed 000 L49, L111-122)",
    );
    await refused(
      { ...TWENTY_FIRST, wagers: [{ seat: 3, bet: "player", amount: 1000 }, { seat: 3, bet: "late-tie", amount: 500 }] },
      "wagers[1].bet: the Late tie bet at seat 3 needs an Early tie bet wager from the same bettor (seed 001 L60, L125-137)",
    );
    await refused(
      { ...TWENTY_FIRST, wagers: [{ seat: 3, bet: "player", amount: 1000 }, { seat: 3, bet: "early-tie", amount: 1500 }] },
      "wagers[1].amount: 1500 is over the same bettor's base game wager ($10.00): the Early tie bet may not exceed it (seed 001 L59, L116-123, L136)",
    );
  });

  it("malformed JSON, not an object, unknown and missing fields, wrong types", async () => {
    await refused('{"game": "dai-bacc", "decks": 8,', /^input: stdin is not valid JSON \(.+\)\n$/);
    await refused("[1, 2]", "input: stdin must hold one JSON object (the round)");
    await refused({ ...BASE, colour: "red" }, 'input: unknown field "colour" (fields: game, decks, seats, playerDealerSeat, bank, limits, wagers, cards, previousCards, choices, options, fee)');
    await refused({ ...BASE, wagers: [{ seat: 3, bet: "player", amount: 1000, hand: 2 }] }, 'wagers[0]: unknown field "hand" (fields: seat, bet, amount, backline, bettor)');
    await refused({ ...BASE, wagers: [{ seat: 3, bet: "player", amount: "1000" }] }, 'wagers[0].amount: a wager must be a whole number of cents, got "1000"');
    await refused({ ...BASE, wagers: [{ seat: 3, bet: "player", amount: 10.5 }] }, "wagers[0].amount: a wager must be a whole number of cents, got 10.5");
    const { decks: _decks, ...noDecks } = BASE;
    await refused(noDecks, "decks: missing (decks is a whole number)");
  });

  it("the table: game, decks, seats, player-dealer seat, limits, options", async () => {
    await refused({ ...BASE, game: "mini-baccarat" }, /^game: unknown baccarat game "mini-baccarat" \(games: fortune-7-baccarat, 21st-century-baccarat-5, /);
    await refused({ ...BASE, decks: 6 }, "decks: fortune-7-baccarat is played with 8 decks, not 6");
    await refused({ ...BASE, seats: 10 }, "seats: fortune-7-baccarat is played at 8-seat tables (the player-dealer's seat included), not 10");
    await refused({ ...BASE, game: "dai-bacc", seats: 7 }, "seats: dai-bacc is played at 8-seat tables (the player-dealer's seat included), not 7");
    await refused({ ...BASE, playerDealerSeat: 9 }, "playerDealerSeat: there is no seat 9 at an 8-seat table (seats 1 to 8)");
    await refused({ ...BASE, limits: { min: 5000, max: 2000 } }, "limits.max: the table maximum $20.00 is below the minimum $50.00");
    await refused({ ...BASE, options: { tiePays: 9 } }, 'options.tiePays: fortune-7-baccarat has no option "tiePays" (options: settlementOrder, lineBetsOnTie, tieRequiresLineWager)');
    await refused({ ...BASE, game: "ez-baccarat", decks: 8, options: { tiePays: 7 } }, 'options.tiePays: ez-baccarat option "tiePays" must be one of 8, 9, got 7');
  });

  it("wagers the table cannot take: the player-dealer's seat, a seat that is not there, backline where it is not allowed, a second wager", async () => {
    await refused({ ...BASE, wagers: [{ seat: 8, bet: "player", amount: 1000 }] }, "wagers[0].seat: seat 8 is the player-dealer's seat: nobody bets from it against the bank");
    await refused({ ...BASE, wagers: [{ seat: 9, bet: "player", amount: 1000 }] }, "wagers[0].seat: there is no seat 9 at an 8-seat table (seats 1 to 8)");
    await refused(
      { ...BASE, game: "ez-baccarat", wagers: [{ seat: 3, bet: "player", amount: 1000 }, { seat: 3, bet: "player", amount: 500, backline: true }] },
      "wagers[1].backline: backline betting is not allowed on the Player line in ez-baccarat with these options",
    );
    await refused(
      { ...BASE, wagers: [{ seat: 3, bet: "player", amount: 1000 }, { seat: 3, bet: "player", amount: 500 }] },
      'wagers[1]: a second Player line wager from seat 3 (the first is wagers[0]): one wager per bettor per spot; tell backline bettors apart with "bettor"',
    );
    await refused(
      { ...BASE, wagers: [{ seat: 3, bet: "player", amount: 1000, bettor: "Ann" }, { seat: 3, bet: "banker", amount: 1000, bettor: "Bob" }] },
      "wagers[1].bettor: Seat 3: the seated wagers here are Ann's; a wager of Bob's goes on a spot of Bob's own, or behind this seat as a backline wager",
    );
  });

  it("21st Century choices: only Player-line wagers, only when a choice was made; the late tie window", async () => {
    const five = { ...TWENTY_FIRST, cards: ["4S", "5D", "AH", "6C", "2C", "3D"] }; // P 5 hits 2C → 7; dealer 1 hits 3D → 4
    expect(await settled({ ...five, choices: { hitOnFive: { "0": "hit" } } })).toMatchObject({ winner: "player" });
    await refused({ ...BASE, choices: { hitOnFive: { "0": "hit" } } }, "choices: fortune-7-baccarat has no hit-or-stand choice (only 21st Century Baccarat 5.0 does)");
    await refused({ ...five, choices: { hitOnFive: { "3": "hit" } } }, 'choices.hitOnFive["3"]: keys are wager indexes 0 to 0 (the wager\'s position in "wagers")');
    await refused({ ...five, choices: { hitOnFive: { "0": "double" } } }, 'choices.hitOnFive["0"]: a choice is "hit" or "stand", got "double"');
    await refused(
      { ...five, wagers: [{ seat: 3, bet: "player", amount: 1000 }, { seat: 4, bet: "dealer", amount: 1000 }], choices: { hitOnFive: { "1": "stand" } } },
      'choices.hitOnFive["1"]: wagers[1] is a dealer wager: only Player-line wagers choose to hit or stand on 5',
    );
    // P 4S 3H = 7: no choice. Dealer 5D 6C = 1 hits 2C.
    await refused(
      { ...TWENTY_FIRST, cards: ["4S", "5D", "3H", "6C", "2C"], choices: { hitOnFive: { "0": "stand" } } },
      'choices.hitOnFive["0"]: no hit-or-stand choice was made this round: the Player\'s two cards total 7',
    );
    // P 4S AH = 5, dealer 5D 4C = natural 9 checked first (L105): the Player does not draw.
    await refused(
      { ...TWENTY_FIRST, cards: ["4S", "5D", "AH", "4C"], choices: { hitOnFive: { "0": "stand" } } },
      "choices.hitOnFive[\"0\"]: no hit-or-stand choice was made this round: the player-dealer's natural stopped the Player",
    );
    // Everyone stands on 5: no hit card, so a fifth card is the dealer's. P 4S AH = 5 stands; dealer 5D 6C = 1 hits 2C → 3.
    expect(await settled({ ...TWENTY_FIRST, cards: ["4S", "5D", "AH", "6C", "2C"], choices: { hitOnFive: { "0": "stand" } } })).toMatchObject({
      player: hand(["4S", "AH"], 5),
      banker: hand(["5D", "6C", "2C"], 3),
      ledger: [line([3, "player", false, 1000, "win", 1000, 0, 0, 1000, "pay", 2000, 9000, "stand line: player wins 5 over 3, pays 1 to 1"])],
    });
    // L135: no late tie when the Player has a two-card 9. P 4S 5H = 9; dealer 5D 6C = 1 stands (Player natural).
    await refused(
      {
        ...TWENTY_FIRST,
        wagers: [{ seat: 3, bet: "player", amount: 1000 }, { seat: 3, bet: "early-tie", amount: 500 }, { seat: 3, bet: "late-tie", amount: 500 }],
        cards: ["4S", "5D", "5H", "6C"],
      },
      "wagers[2].bet: no late tie bet may be placed this round: the Player has a two-card 9 (L135) (seed 001 L60, L125-137)",
    );
  });
});

describe("npm run settle: the ledger's paid, collected and returned", () => {
  it("a loser partly collected, a loser not reached, winners paid from what was collected, then the bank runs out", async () => {
    // BASE round: Player 8 over Banker 6. Bank $15.00, from seat 1.
    // s1 Banker loses: collected 1000 (PD +1000, bank 2500). s2: only 500 more can be won: partial
    // collect 500, 500 returned for lack of cover (bank 3000). s3: the PD has won its whole bank:
    // the 1000 goes back. s4 Player wins: paid 1000 (2000). s5 paid 2000 (0: exhausted).
    // s6 and s7 are not reached: their stakes go back, winner and loser alike.
    const out = (await settled({
      ...BASE,
      bank: 1500,
      wagers: [
        { seat: 1, bet: "banker", amount: 1000 },
        { seat: 2, bet: "banker", amount: 1000 },
        { seat: 3, bet: "banker", amount: 1000 },
        { seat: 4, bet: "player", amount: 1000 },
        { seat: 5, bet: "player", amount: 2000 },
        { seat: 6, bet: "player", amount: 1000 },
        { seat: 7, bet: "banker", amount: 500 },
      ],
    })) as { ledger: unknown[]; bankAfter: number };
    const lost = "player wins 8 over 6";
    const won = "player wins 8 over 6, pays 1 to 1";
    expect(out.ledger).toEqual([
      line([1, "banker", false, 1000, "lose", 0, 1000, 0, 0, "collect", 0, 2500, lost]),
      line([2, "banker", false, 1000, "lose", 0, 500, 500, 0, "partial-collect", 500, 3000, lost]),
      line([3, "banker", false, 1000, "lose", 0, 0, 1000, 0, "return", 1000, 3000, lost]),
      line([4, "player", false, 1000, "win", 1000, 0, 0, 1000, "pay", 2000, 2000, won]),
      line([5, "player", false, 2000, "win", 2000, 0, 0, 2000, "pay", 4000, 0, won]),
      line([6, "player", false, 1000, "win", 0, 0, 1000, 1000, "return", 1000, 0, won]),
      line([7, "banker", false, 500, "lose", 0, 0, 500, 0, "return", 500, 0, lost]),
    ]);
    expect(out.bankAfter).toBe(0);
  });

  it("a winner paid in part: the part of its stake whose win the bank could not pay had no action and is returned, like the uncollected part of a loser", async () => {
    // P 4S 3H = 7, B TD 6C = 6: Player wins. Bank $10.00. s1 Banker loses: collected 1000 (bank 2000).
    // s2 Player $30.00 due 3000: paid 2000, the bank is out; 1000 of the win unpaid, so $10.00 of the
    // stake had no action (seed 000 L13: "the wagers not covered ... shall be returned"). s3 goes back.
    const out = (await settled({
      ...HELP_EXAMPLE,
      bank: 1000,
      wagers: [
        { seat: 1, bet: "banker", amount: 1000 },
        { seat: 2, bet: "player", amount: 3000 },
        { seat: 3, bet: "player", amount: 1000 },
      ],
    })) as { ledger: unknown[]; conservation: unknown };
    const won = "player wins 7 over 6, pays 1 to 1";
    expect(out.ledger).toEqual([
      line([1, "banker", false, 1000, "lose", 0, 1000, 0, 0, "collect", 0, 2000, "player wins 7 over 6"]),
      line([2, "player", false, 3000, "win", 2000, 0, 1000, 3000, "partial-pay", 5000, 0, won]),
      line([3, "player", false, 1000, "win", 0, 0, 1000, 1000, "return", 1000, 0, won]),
    ]);
    expect(out.conservation).toEqual({ ok: true, staked: 6000, settled: 6000 });
  });

  it("a push hands the stake back on the cards: returned (for lack of cover) is 0, before and after the bank runs out", async () => {
    // EZ Baccarat, P 6H KC = 6, B 3D 3S = 6: a tie. Bank $10.00. s1 Player pushes. s2 Tie due 8 to 1
    // = 4000: partial pay 1000, the bank is out (3000 of the win unpaid: 3/4 of the 500 stake, 375,
    // had no action and is returned). s3's Banker push comes after: "return", returned 0.
    const out = (await settled({
      ...HELP_EXAMPLE,
      bank: 1000,
      wagers: [
        { seat: 1, bet: "player", amount: 1000 },
        { seat: 2, bet: "tie", amount: 500 },
        { seat: 3, bet: "banker", amount: 1000 },
      ],
      cards: ["6H", "3D", "KC", "3S"],
    })) as { ledger: unknown[]; bankAfter: number; bank: unknown };
    expect(out.ledger).toEqual([
      line([1, "player", false, 1000, "push", 0, 0, 0, 0, "push", 1000, 1000, "tie on 6"]),
      line([2, "tie", false, 500, "win", 1000, 0, 375, 4000, "partial-pay", 1500, 0, "tie on 6, pays 8 to 1"]),
      line([3, "banker", false, 1000, "push", 0, 0, 0, 0, "return", 1000, 0, "tie on 6"]),
    ]);
    expect([out.bankAfter, out.bank]).toEqual([0, { before: 1000, after: 0, pdNet: -1000 }]);
  });
});

describe("npm run settle: fees", () => {
  type Fees = { fees: unknown[]; feeTotal: number; feeOption?: unknown; feeNote?: string; bankAfter: number };
  const fees = async (input: object) => (await settled(input)) as Fees;

  it("without \"fee\", the one printed option whose spot limits are the table's is charged", async () => {
    // Fortune 7 $5-$50 is option 2 only (L136): $0.50 per spot with a line wager, $2.00 from the player-dealer.
    const out = await fees({ ...BASE, limits: { min: 500, max: 5000 }, wagers: [{ seat: 3, bet: "player", amount: 1000 }, { seat: 5, bet: "banker", amount: 2000 }] });
    const src = { file: F7_FILE, lines: "136" };
    expect(out).toMatchObject({
      fees: [
        feeLine(pdFee(8), 200, "player-dealer per hand: $2.00", "fortune-7-baccarat", "2", src),
        feeLine(seatFee(3), 50, "per betting spot (game wagers): $0.50", "fortune-7-baccarat", "2", src),
        feeLine(seatFee(5), 50, "per betting spot (game wagers): $0.50", "fortune-7-baccarat", "2", src),
      ],
      feeTotal: 300,
      feeOption: { scheduleId: "fortune-7-baccarat", optionId: "2", chosenBy: "table limits" },
      // Fees are not part of the bank: 10,000 - 1000 paid + 2000 collected.
      bankAfter: 11_000,
    });
    expect(out).not.toHaveProperty("feeNote");
    // EZ Baccarat Panda 8 at $5-$500: Mortimer's option 3 (003 L2344-2346), by total table action $25.00: $0.50.
    const panda = await fees({
      ...BASE,
      game: "ez-baccarat-panda-8-mortimers",
      limits: { min: 500, max: 50_000 },
      wagers: [{ seat: 1, bet: "player", amount: 2000 }, { seat: 1, bet: "panda8", amount: 500 }],
    });
    expect(panda).toMatchObject({
      fees: [{ payer: pdFee(8), cents: 50, rule: "total table action $25.00: tier 1 ($5.00-$50.00) $0.50", scheduleId: "ez-baccarat-panda-8-mortimers", optionId: "3" }],
      feeTotal: 50,
      feeOption: { chosenBy: "table limits" },
    });
  });

  it("no fee, and a note saying why, when the limits match no printed option or more than one", async () => {
    expect(await fees({ ...BASE, limits: { min: 500, max: 10_000 } })).toMatchObject({
      fees: [],
      feeTotal: 0,
      feeNote: 'the table limits $5.00-$100.00 are those of 2 printed fee options (fortune-7-baccarat 3, fortune-7-baccarat 22): give "fee" with "scheduleId" and "optionId" to charge the fees',
    });
    expect((await fees({ ...BASE, limits: { min: 500, max: 2500 } })).feeNote).toBe(
      'no printed option of "fortune-7-baccarat" has the table limits $5.00-$25.00: give "fee" with "scheduleId" and "optionId" to charge the fees',
    );
    expect((await fees({ ...BASE, game: "dai-bacc" })).feeNote).toBe(
      'the options of "dai-bacc" print no table limits (the room posts its own): give "fee" with "scheduleId" and "optionId" to charge the fees',
    );
    expect((await fees({ ...TWENTY_FIRST })).feeNote).toBe(
      '21st Century Baccarat 5.0 prints no fee schedule: give "fee" with a room-entered option (scheduleId "21st-century-baccarat")',
    );
  });

  it("Player, Banker and dealer lines are game wagers, every other bet a bonus wager", async () => {
    // Fortune 7 option 2 charges spots with a game wager: seat 1's lone Tie pays nothing, seat 2 pays once.
    const f7 = await fees({
      ...BASE,
      limits: { min: 500, max: 5000 },
      options: { tieRequiresLineWager: false },
      wagers: [{ seat: 1, bet: "tie", amount: 500 }, { seat: 2, bet: "player", amount: 1000 }, { seat: 2, bet: "tie", amount: 500 }],
    });
    expect(f7.fees).toMatchObject([{ payer: pdFee(8), cents: 200 }, { payer: seatFee(2), cents: 50 }]);
    // A room's EZ Baccarat option with the filing's columns: per game wager $1, per Dragon 7 $0.50, the player-dealer $2.
    const ez = await fees({
      ...HELP_EXAMPLE,
      wagers: [{ seat: 1, bet: "player", amount: 2000 }, { seat: 1, bet: "dragon7", amount: 500 }, { seat: 2, bet: "tie", amount: 500 }],
      fee: {
        scheduleId: "ez-baccarat",
        optionId: "A",
        option: {
          limit: { kind: "spot", min: 500, max: 10_000 },
          timing: "before-deal",
          collections: [
            { kind: "per-spot", wagers: "game", fee: { kind: "flat", cents: 100 } },
            { kind: "per-spot", wagers: { bets: ["dragon7"] }, fee: { kind: "flat", cents: 50 } },
            { kind: "player-dealer", fee: { kind: "flat", cents: 200 } },
          ],
        },
      },
    });
    expect(ez).toMatchObject({
      fees: [
        { payer: pdFee(8), cents: 200, rule: "player-dealer per hand: $2.00" },
        { payer: seatFee(1), cents: 100, rule: "per betting spot (game wagers): $1.00" },
        { payer: seatFee(1), cents: 50, rule: "per betting spot (dragon7): $0.50" },
      ],
      feeTotal: 350,
      feeOption: { scheduleId: "ez-baccarat", optionId: "A", chosenBy: "input" },
    });
  });

  it("refuses a fee the game or the table cannot have, naming the field", async () => {
    const f7 = { ...BASE, limits: { min: 500, max: 5000 } };
    await refused({ ...f7, fee: { scheduleId: "mini-baccarat", optionId: "1" } }, 'fee.scheduleId: unknown fee schedule "mini-baccarat" (fortune-7-baccarat schedules: "fortune-7-baccarat")');
    await refused(
      { ...f7, fee: { scheduleId: "dai-bacc", optionId: "1" } },
      'fee.scheduleId: "dai-bacc" is not a fee schedule of fortune-7-baccarat: it is filed with dai-bacc, each room\'s filing its own game (fortune-7-baccarat schedules: "fortune-7-baccarat")',
    );
    await refused({ ...f7, fee: { scheduleId: "fortune-7-baccarat", optionId: "27" } }, /^fee\.optionId: fortune-7-baccarat has no option "27" \(options: 1, 2, 3, .*, 26\)\n$/);
    await refused(
      { ...f7, fee: { scheduleId: "fortune-7-baccarat", optionId: "2", option: {} } },
      'fee.option: fortune-7-baccarat prints its own options: give only "scheduleId" and "optionId" (a room enters options only for 21st Century and EZ Baccarat)',
    );
    await refused(
      { ...f7, fee: { scheduleId: "fortune-7-baccarat", optionId: "21" } },
      "fee.optionId: fortune-7-baccarat option 21: the option's table limit is $1.00-$100.00; the input's limits are $5.00-$50.00",
    );
    await refused({ ...f7, fee: { scheduleId: "fortune-7-baccarat" } }, /^fee\.optionId: missing /);
    await refused({ ...f7, fee: { scheduleId: "fortune-7-baccarat", optionId: "2", table: 3 } }, 'fee: unknown field "table" (fields: scheduleId, optionId, option)');
  });

  it("refuses a room-entered option that is missing, invalid, for other limits, or cannot price the round", async () => {
    const twentyFirst = { ...TWENTY_FIRST, limits: { min: 500, max: 10_000 } };
    await refused(
      { ...twentyFirst, fee: { scheduleId: "21st-century-baccarat", optionId: "A" } },
      'fee.option: 21st Century Baccarat 5.0 prints no fee table (001_7c3e69f28c86fada.txt L54, 121, 133, 146): give the room\'s option as "option" (a schedule option: limit, collections, timing)',
    );
    // No collection on the tie and pair bets (001 L121, L133, L146).
    await refused(
      { ...twentyFirst, fee: { scheduleId: "21st-century-baccarat", optionId: "A", option: { ...ROOM_21, collections: [{ kind: "per-spot", wagers: "all", fee: { kind: "flat", cents: 100 } }] } } },
      "fee.option: schedule option refused: collection 1 (per-spot): this filing takes no collection on side bets; the fee may only look at game wagers",
    );
    await refused(
      { ...twentyFirst, fee: { scheduleId: "21st-century-baccarat", optionId: "A", option: { ...ROOM_21, id: "B" } } },
      'fee.option.id: "B" differs from fee.optionId "A" (leave it out: optionId names the option)',
    );
    await refused(
      { ...twentyFirst, limits: { min: 500, max: 5000 }, fee: { scheduleId: "21st-century-baccarat", optionId: "A", option: ROOM_21 } },
      "fee.option.limit: 21st-century-baccarat option A: the option's table limit is $5.00-$100.00; the input's limits are $5.00-$50.00",
    );
    // A player-dealer fee by table action that starts at $100 and refuses less: $10.00 of action cannot be priced.
    const tiered = {
      ...ROOM_21,
      collections: [{ kind: "player-dealer", fee: { kind: "tiered", table: { tiers: [{ from: 10_000, to: null, fee: 500 }], belowFirst: "refuse" }, action: { wagers: "game" } } }],
    };
    await refused(
      { ...twentyFirst, fee: { scheduleId: "21st-century-baccarat", optionId: "A", option: tiered } },
      /^fee: 21st-century-baccarat option A cannot price this round: \$10\.00 is below the first tier/,
    );
  });
});

describe("docs/calculators.md", () => {
  it("the settle examples are what the calculator prints, to the character", async () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, "..", "docs", "calculators.md"), "utf8");
    const blocks = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1] as string);
    // Blocks: the room option, then (input, output) for Fortune 7 and for 21st Century, then odds.
    const pairs = [[blocks[1], blocks[2]], [blocks[3], blocks[4]]] as const;
    for (const [input, output] of pairs) {
      const r = await run(input as string);
      expect(r.stderr).toBe("");
      expect(r.stdout.trim()).toBe((output as string).trim());
    }
    // The room-entered option shown is the one the 21st Century example uses.
    expect(JSON.parse(blocks[0] as string)).toEqual((JSON.parse(blocks[3] as string) as { fee: { option: unknown } }).fee.option);
  });
});

describe("npm run settle: arguments, files and the process", () => {
  it("--help prints the usage with the choices format and an example, exit 0", async () => {
    const r = await runArgs(["--help"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(/^usage: npm run -s settle -- <round\.json>/);
    expect(r.stdout).toContain('{"hitOnFive": {"<wager index>": "hit" | "stand"}}');
    expect(r.stdout).toContain("example:");
    expect(r.stdout).toContain("| npm run -s settle -- -");
  });

  it("the --help example is valid input and settles (it is HELP_EXAMPLE)", async () => {
    const r = await runArgs(["--help"]);
    const example = /echo '([^']+)'/s.exec(r.stdout)?.[1] ?? "";
    expect(JSON.parse(example)).toEqual(HELP_EXAMPLE);
  });

  it("reads a file; refuses a missing file, no argument, two files, an unknown option", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "settle-"));
    try {
      const file = path.join(dir, "round.json");
      writeFileSync(file, JSON.stringify(BASE));
      const ok = await runArgs([file]);
      expect(ok.code).toBe(0);
      expect(JSON.parse(ok.stdout)).toMatchObject({ game: "fortune-7-baccarat", winner: "player" });
      writeFileSync(file, "{");
      expect((await runArgs([file])).stderr).toMatch(new RegExp(`^input: ${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} is not valid JSON`));
      const missing = await runArgs([path.join(dir, "nope.json")]);
      expect([missing.code, missing.stdout]).toEqual([2, ""]);
      expect(missing.stderr).toMatch(/^cannot read .*nope\.json: no such file \(usage: /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect((await runArgs([])).stderr).toMatch(/^missing the round file \(a path, or - for stdin\)/);
    expect((await runArgs(["a.json", "b.json"])).stderr).toMatch(/^expected one round file, got 2: a\.json b\.json/);
    expect((await runArgs(["--pretty", "-"])).code).toBe(2);
  });

  it("as a process: node --import tsx scripts/settle.ts - reads stdin, prints JSON, exits 0", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const r = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts", "settle.ts"), "-"], {
      cwd: root,
      input: JSON.stringify(HELP_EXAMPLE),
      encoding: "utf8",
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      game: "ez-baccarat",
      player: hand(["4S", "3H"], 7),
      banker: hand(["TD", "6C"], 6),
      winner: "player",
      actionSeat: 1,
      actionButton: { seat: 1, landedOn: 1, route: "counted", card: null },
      ledger: [
        line([1, "player", false, 2000, "win", 2000, 0, 0, 2000, "pay", 4000, 500, "player wins 7 over 6, pays 1 to 1"]),
        line([2, "banker", false, 3000, "lose", 0, 3000, 0, 0, "collect", 0, 3500, "player wins 7 over 6"]),
        line([3, "player", false, 4000, "win", 3500, 0, 500, 4000, "partial-pay", 7500, 0, "player wins 7 over 6, pays 1 to 1"]),
      ],
      fees: [],
      feeTotal: 0,
      feeNote: 'EZ Baccarat prints no fee schedule: give "fee" with a room-entered option (scheduleId "ez-baccarat")',
      bankAfter: 0,
      bank: { before: 2500, after: 0, pdNet: -2500 },
      conservation: { ok: true, staked: 11_500, settled: 11_500 },
    });
  });
});
