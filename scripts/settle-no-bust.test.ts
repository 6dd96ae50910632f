/**
 * The dispute calculator for the No Bust family (seed 003: the Joker edition, 6.0 and the 2014
 * Buster Bonus version): one worked round per game with the whole expected output written out
 * (worked by hand from the filings; the comments show the arithmetic), splits and doubles with the
 * bank running out, and the refusals of bad input (exit 2, one line on stderr, nothing on stdout).
 */
import { describe, expect, it } from "vitest";
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

async function refused(input: object | string, message: string | RegExp): Promise<void> {
  const r = await run(input);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr.trimEnd().includes("\n")).toBe(false);
  if (typeof message === "string") expect(r.stderr).toBe(`${message}\n`);
  else expect(r.stderr).toMatch(message);
}

type Row = [seat: number, bet: string, amount: number, outcome: string, paid: number, collected: number, returned: number, due: number, action: string, toPlayer: number, bankAfter: number, because: string];

/** A ledger line in the calculator's format (`stake` repeats `amount`). */
function line(row: Row, backline?: { bettor: string }) {
  const [seat, bet, amount, outcome, paid, collected, returned, due, action, toPlayer, bankAfter, because] = row;
  return { seat, bet, backline: backline !== undefined, ...(backline ? { bettor: backline.bettor } : {}), amount, outcome, paid, collected, returned, stake: amount, due, action, toPlayer, bankAfter, because };
}

const hand = (seat: number, id: string, cards: string[], value: string, total: number, doubled = 0, surrendered = false) => ({ seat, hand: id, cards, value, total, doubled, surrendered });

const FILE = "003_828b6cbeef6aaf10.txt";

const JOKER_ROUND = {
  game: "no-bust-joker",
  decks: 6,
  seats: 8,
  playerDealerSeat: 1,
  bank: 10_000,
  limits: { min: 500, max: 5000 },
  wagers: [
    { seat: 2, bet: "main", amount: 1000 },
    { seat: 4, bet: "main", amount: 2000 },
    { seat: 6, bet: "main", amount: 1000 },
    { seat: 6, bet: "main", amount: 500, backline: true, bettor: "Ann" },
  ],
  cards: ["8C", "JK", "TC", "6D", "8H", "5S", "KD", "3D", "9S", "AC", "5C", "KC"],
  decisions: { "2": { main: ["split", "double"], "split-1": ["stand"] }, "6": { main: ["stand"] } },
};

const SIX_ROUND = {
  game: "no-bust-6",
  decks: 6,
  seats: 8,
  playerDealerSeat: 8,
  bank: 5000,
  limits: { min: 2500, max: 10_000 },
  wagers: [
    { seat: 1, bet: "main", amount: 4000 },
    { seat: 2, bet: "main", amount: 2500 },
    { seat: 3, bet: "main", amount: 3000 },
  ],
  cards: ["AS", "7D", "TH", "AC", "KS", "7C", "QH", "QC"],
  insurance: { "2": 1250, "3": 1000 },
};

const BUSTER_ROUND = {
  game: "no-bust-buster-bonus-6",
  decks: 6,
  seats: 10,
  playerDealerSeat: 5,
  bank: 6000,
  limits: { min: 500, max: 5000 },
  wagers: [
    { seat: 1, bet: "main", amount: 2000 },
    { seat: 1, bet: "buster", amount: 500 },
    { seat: 3, bet: "main", amount: 1000 },
    { seat: 7, bet: "main", amount: 1500 },
    { seat: 7, bet: "buster", amount: 1000 },
  ],
  cards: ["TC", "9D", "8S", "KH", "6C", "9C", "3H", "4D", "2S", "TD", "AH", "7C", "2C", "8D"],
  decisions: {
    "1": { main: ["surrender"] },
    "3": { main: ["split", { decision: "double", amount: 500 }], "split-1": ["stand"] },
    "7": { main: ["hit", "stand"] },
  },
};

describe("npm run settle: a worked round of each No Bust game", () => {
  it("Joker edition: the Joker hand, a split with a double, a backline bettor, fee option 1 by the table limits", async () => {
    // Deal clockwise from the seat after the player-dealer (L203-208): seats 2, 4, 6, the
    // player-dealer's up card 6D, then 2, 4, 6. Seat 2: 8-8 splits (L163-167); 8C takes 3D (11) and
    // doubles for the full wager (L159-162): 9S, 20; 8H takes AC, soft 19, and stands. Seat 4: JK 5S,
    // the Joker hand (L34-35, L145), not asked. Seat 6: T-K 20 must stand (double refused) but may
    // split or surrender, so it is asked: stand. The player-dealer's second card 5C (11, L211-215)
    // places the button: 5 seats clockwise from seat 1 (L216-221): 2 3 4 5 6, seat 6. It hits 11
    // (L107-111): KC, hard 21. Against 21: the 20s and the soft 19 lose (rule 5, L123-124), the
    // Joker hand wins 1 to 1 (second best, L118, L184-185). Walk from seat 6: 1000 + 500 + 1000 +
    // 1000 + 1000 collected, 2000 paid: the bank ends at 12500.
    // Fees, option 1 ($5-$50, L938-941 and L930-933): $1.00 from the player-dealer and $0.50 a spot.
    const out = await settled(JOKER_ROUND);
    const source = { file: FILE, lines: "930-933, 938-941", documentId: "GEGA-002896", confidence: "low", note: "Player-dealer fee $1.00 taken from the stray block at L930-933 (column missing from the table)." };
    const spot = (payer: object) => ({ payer, cents: 50, rule: "per betting spot (game wagers): $0.50", scheduleId: "no-bust-joker", optionId: "1", source });
    const closer = (p: string, n: number) => `${p} against hard 21: 21 is closer to a Natural than ${n} (seed 003 L123-124)`;
    expect(out).toEqual({
      game: "no-bust-joker",
      playerDealer: { cards: ["6D", "5C", "KC"], value: "hard 21", total: 21 },
      hands: [
        hand(2, "main", ["8C", "3D", "9S"], "hard 20", 20, 1000),
        hand(2, "split-1", ["8H", "AC"], "soft 19", 19),
        hand(4, "main", ["JK", "5S"], "Joker hand", 21),
        hand(6, "main", ["TC", "KD"], "hard 20", 20),
      ],
      actionSeat: 6,
      actionButton: { seat: 6, landedOn: 6, route: "counted", card: "5C" },
      ledger: [
        line([6, "main", 1000, "lose", 0, 1000, 0, 0, "collect", 0, 11_000, closer("hard 20", 20)]),
        line([6, "main", 500, "lose", 0, 500, 0, 0, "collect", 0, 11_500, closer("hard 20", 20)], { bettor: "Ann" }),
        line([2, "main", 1000, "lose", 0, 1000, 0, 0, "collect", 0, 12_500, closer("hard 20", 20)]),
        line([2, "double", 1000, "lose", 0, 1000, 0, 0, "collect", 0, 13_500, closer("hard 20", 20)]),
        line([2, "split-1", 1000, "lose", 0, 1000, 0, 0, "collect", 0, 14_500, closer("soft 19", 19)]),
        line([4, "main", 2000, "win", 2000, 0, 0, 2000, "pay", 4000, 12_500, "Joker hand against hard 21: the Joker hand is second best (seed 003 L118, L34-35)"]),
      ],
      fees: [
        { payer: { kind: "player-dealer", seat: 1 }, cents: 100, rule: "player-dealer per hand: $1.00", scheduleId: "no-bust-joker", optionId: "1", source },
        spot({ kind: "seat", seat: 2 }),
        spot({ kind: "seat", seat: 4 }),
        spot({ kind: "seat", seat: 6 }),
        spot({ kind: "backline", seat: 6, bettor: "Ann" }),
      ],
      feeTotal: 300,
      feeOption: { scheduleId: "no-bust-joker", optionId: "1", chosenBy: "table limits" },
      bankAfter: 12_500,
      bank: { before: 10_000, after: 12_500, pdNet: 2500 },
      conservation: { ok: true, staked: 16_500, settled: 16_500 },
    });
  });

  it("Joker edition: the player-dealer's joker up card freezes every hand; Natural 22 pays 2 to 1", async () => {
    // Deal from seat 4 (after the player-dealer at 3): 4, 7, 1, the player-dealer's JK, then 4, 7, 1.
    // Every hand is frozen (L134-139): seat 1's 11 draws nothing. The player-dealer takes 7C: a Joker
    // hand. Seat 4's two jokers, Natural 22, win 2 to 1 (L23-24, L183-184); 18 and 11 lose to the
    // second-best hand (L118). 7C counts 7 clockwise from seat 4: 4 5 6 7 8 1 2, seat 2 (no wager,
    // the walk goes on clockwise). Fees option 1: $1.00 + 3 x $0.50.
    const out = await settled({
      game: "no-bust-joker",
      decks: 4,
      seats: 8,
      playerDealerSeat: 3,
      bank: 3000,
      limits: { min: 500, max: 5000 },
      wagers: [
        { seat: 4, bet: "main", amount: 1000 },
        { seat: 7, bet: "main", amount: 1500 },
        { seat: 1, bet: "main", amount: 500 },
      ],
      cards: ["JK", "9S", "5H", "JK", "JK", "9D", "6H", "7C"],
    });
    const second = (p: string) => `${p} against Joker hand: the player-dealer's Joker hand is second best (seed 003 L118, L34-35)`;
    expect(out).toMatchObject({
      playerDealer: { cards: ["JK", "7C"], value: "Joker hand", total: 21 },
      hands: [hand(4, "main", ["JK", "JK"], "Natural", 22), hand(7, "main", ["9S", "9D"], "hard 18", 18), hand(1, "main", ["5H", "6H"], "hard 11", 11)],
      actionButton: { seat: 2, landedOn: 2, route: "counted", card: "7C" },
      ledger: [
        line([4, "main", 1000, "win", 2000, 0, 0, 2000, "pay", 3000, 1000, "Natural against Joker hand: Natural beats all other hands (seed 003 L115-117)"]),
        line([7, "main", 1500, "lose", 0, 1500, 0, 0, "collect", 0, 2500, second("hard 18")]),
        line([1, "main", 500, "lose", 0, 500, 0, 0, "collect", 0, 3000, second("hard 11")]),
      ],
      feeTotal: 250,
      bank: { before: 3000, after: 3000, pdNet: 0 },
      conservation: { ok: true, staked: 6000, settled: 6000 },
    });
  });

  it("6.0: insurance on an ace up card, the check finds a Natural, the players do not act; fee option 3", async () => {
    // Seats 1 2 3 from the house dealer's left (L743-752), the player-dealer's AC, then the hole card
    // QC. Fees are dropped (after the initial two cards, L880-881), insurance is offered on the ace
    // (L866-871): seat 2 takes $12.50 (half of $25.00), seat 3 $10.00, seat 1 declines. The check
    // finds the Natural: nobody acts. Seat 1's Natural pushes (L810-811), 14 and 20 lose (L837-838),
    // insurance pays 2 to 1. QC counts 12 from seat 1 without the player-dealer (L786-793):
    // 1..7, then 1 2 3 4 5: seat 5. Fees option 3 ($25-$100): $1 a game wager; total table action
    // $95.00 is the first tier, $1.00 from the player-dealer.
    const out = await settled(SIX_ROUND);
    const natural = (p: string) => `${p} against suited Natural: the player-dealer's Natural beats all other hands (seed 003 L807-812, L837-838)`;
    expect(out).toMatchObject({
      game: "no-bust-6",
      playerDealer: { cards: ["AC", "QC"], value: "suited Natural", total: 22 },
      hands: [hand(1, "main", ["AS", "KS"], "suited Natural", 22), hand(2, "main", ["7D", "7C"], "hard 14", 14), hand(3, "main", ["TH", "QH"], "hard 20", 20)],
      actionSeat: 5,
      actionButton: { seat: 5, landedOn: 5, route: "counted", card: "QC" },
      ledger: [
        line([1, "main", 4000, "push", 0, 0, 0, 0, "push", 4000, 5000, "suited Natural against suited Natural: Natural against Natural is a push (seed 003 L807-812, L837-838)"]),
        line([2, "main", 2500, "lose", 0, 2500, 0, 0, "collect", 0, 7500, natural("hard 14")]),
        line([2, "insurance", 1250, "win", 2500, 0, 0, 2500, "pay", 3750, 5000, "the player-dealer has a Natural: insurance (seed 003 L866-871)"]),
        line([3, "main", 3000, "lose", 0, 3000, 0, 0, "collect", 0, 8000, natural("hard 20")]),
        line([3, "insurance", 1000, "win", 2000, 0, 0, 2000, "pay", 3000, 6000, "the player-dealer has a Natural: insurance (seed 003 L866-871)"]),
      ],
      fees: [
        { payer: { kind: "player-dealer", seat: 8 }, cents: 100, rule: "total table action $95.00: tier 1 ($25.00-$100.00) $1.00", scheduleId: "no-bust-6", optionId: "3" },
        { payer: { kind: "seat", seat: 1 }, cents: 100 },
        { payer: { kind: "seat", seat: 2 }, cents: 100 },
        { payer: { kind: "seat", seat: 3 }, cents: 100 },
      ],
      feeTotal: 400,
      feeOption: { scheduleId: "no-bust-6", optionId: "3", chosenBy: "table limits" },
      bank: { before: 5000, after: 6000, pdNet: 1000 },
      conservation: { ok: true, staked: 16_750, settled: 16_750 },
    });
  });

  it("2014: surrender, a split with a double for less, the Buster bet on a four-card bust, the bank running out; fee option 2", async () => {
    // Seats 1 3 7 from the house dealer's left, the player-dealer (seat 5) KH up and 4D in the hole:
    // a ten up card is checked (no Natural). Seat 1 surrenders 16 against the king (L3190-3196):
    // half of $20.00 forfeited. Seat 3 splits 9-9 (L3169); 9D takes 2S (11) and doubles for $5.00
    // (less than the wager, L3159-3161): TD, 21; 9C takes AH, soft 20, and may still surrender
    // (L3177): it stands. Seat 7: 8-3 hits 7C, 18, stands. The player-dealer turns 4D (14), hits 2C
    // (16) and 8D: a four-card 24, a bust (L3223-3294, decision busterBust), Buster 3 to 1. Every hand
    // under a Natural wins against 24 (rule 2, L3125-3127). 4D counts 4 from seat 1 without the
    // player-dealer: seat 4 (no wager): the walk goes 6 7 ... 1 ... 3. Each seat's game wager before
    // its Buster bet (L3276-3278). The bank of $60.00 pays 15 + 30, collects 10, pays 15 and 10, and
    // is out: seat 3's double and split hand go back (L3217-3220).
    // Fees option 2 ($5-$50): $0.50 a game wager, $0.50 a Buster bet; total table action $60.00
    // (game and bonus wagers, L3305-3306) is the $51-$200 tier: $1.00 from the player-dealer.
    const out = await settled(BUSTER_ROUND);
    const under = (p: string, n: number) => `${p} against hard 24: player ${n} under a Natural, player-dealer 24 over (seed 003 L3125-3127)`;
    const surrendered = "surrendered: half the wager is forfeited (seed 003 L3177, L3190-3196)";
    const bust = "the player-dealer busted with 4 cards (hard 24) (seed 003 L3223-3294)";
    expect(out).toMatchObject({
      game: "no-bust-buster-bonus-6",
      playerDealer: { cards: ["KH", "4D", "2C", "8D"], value: "hard 24", total: 24 },
      hands: [
        hand(1, "main", ["TC", "6C"], "hard 16", 16, 0, true),
        hand(3, "main", ["9D", "2S", "TD"], "hard 21", 21, 500),
        hand(3, "split-1", ["9C", "AH"], "soft 20", 20),
        hand(7, "main", ["8S", "3H", "7C"], "hard 18", 18),
      ],
      actionSeat: 4,
      actionButton: { seat: 4, landedOn: 4, route: "counted", card: "4D" },
      ledger: [
        line([7, "main", 1500, "win", 1500, 0, 0, 1500, "pay", 3000, 4500, under("hard 18", 18)]),
        line([7, "buster", 1000, "win", 3000, 0, 0, 3000, "pay", 4000, 1500, bust]),
        line([1, "main", 1000, "lose", 0, 1000, 0, 0, "collect", 0, 2500, surrendered]),
        line([1, "main-returned", 1000, "push", 0, 0, 0, 0, "push", 1000, 2500, surrendered]),
        line([1, "buster", 500, "win", 1500, 0, 0, 1500, "pay", 2000, 1000, bust]),
        line([3, "main", 1000, "win", 1000, 0, 0, 1000, "pay", 2000, 0, under("hard 21", 21)]),
        line([3, "double", 500, "win", 0, 0, 500, 500, "return", 500, 0, under("hard 21", 21)]),
        line([3, "split-1", 1000, "win", 0, 0, 1000, 1000, "return", 1000, 0, under("soft 20", 20)]),
      ],
      fees: [
        { payer: { kind: "player-dealer", seat: 5 }, cents: 100, rule: "total table action $60.00: tier 2 ($51.00-$200.00) $1.00", scheduleId: "no-bust-buster-bonus", optionId: "2" },
        { payer: { kind: "seat", seat: 7 }, cents: 50, rule: "per betting spot (game wagers): $0.50" },
        { payer: { kind: "seat", seat: 7 }, cents: 50 },
        { payer: { kind: "seat", seat: 1 }, cents: 50 },
        { payer: { kind: "seat", seat: 1 }, cents: 50 },
        { payer: { kind: "seat", seat: 3 }, cents: 50 },
      ],
      feeTotal: 350,
      feeOption: { scheduleId: "no-bust-buster-bonus", optionId: "2", chosenBy: "table limits" },
      bankAfter: 0,
      bank: { before: 6000, after: 0, pdNet: -6000 },
      conservation: { ok: true, staked: 13_500, settled: 13_500 },
    });
  });

  it("6.0 L823-831: both over a Natural, a player closer than the player-dealer's suited 7-8-9 pushes", async () => {
    // Seats 1-4, the player-dealer (seat 8) 7H up, 8H in the hole (15) hits 9H: the suited 7-8-9, 24.
    // Seat 1: 12 hits KD, 22; seat 3: 14 hits 9C, 23: both closer to a Natural than 24, so both push
    // (rule 5b's exception). Seats 2 (18) and 4 (15) are under a Natural: they win (rule 2, L813-815).
    // 8H counts 8 from seat 1 over seats 1-7: seat 1.
    const out = await settled({
      game: "no-bust-6",
      decks: 6,
      seats: 8,
      playerDealerSeat: 8,
      bank: 5000,
      limits: { min: 500, max: 5000 },
      wagers: [1, 2, 3, 4].map((seat) => ({ seat, bet: "main", amount: 1000 })),
      cards: ["TC", "9S", "TD", "KS", "7H", "2C", "9D", "4S", "5S", "8H", "KD", "9C", "9H"],
      decisions: { "1": { main: ["hit"] }, "2": { main: ["stand"] }, "3": { main: ["hit"] }, "4": { main: ["stand"] } },
    });
    const push = (n: number) => `hard ${n} against hard 24: the player's ${n} is closer than the player-dealer's suited 7-8-9: a push (seed 003 L823-831)`;
    expect(out).toMatchObject({
      playerDealer: { cards: ["7H", "8H", "9H"], value: "hard 24", total: 24 },
      actionSeat: 1,
      ledger: [
        line([1, "main", 1000, "push", 0, 0, 0, 0, "push", 1000, 5000, push(22)]),
        line([2, "main", 1000, "win", 1000, 0, 0, 1000, "pay", 2000, 4000, "hard 18 against hard 24: player 18 under a Natural, player-dealer 24 over (seed 003 L813-815)"]),
        line([3, "main", 1000, "push", 0, 0, 0, 0, "push", 1000, 4000, push(23)]),
        line([4, "main", 1000, "win", 1000, 0, 0, 1000, "pay", 2000, 3000, "hard 15 against hard 24: player 15 under a Natural, player-dealer 24 over (seed 003 L813-815)"]),
      ],
      feeTotal: 250,
    });
  });

  it("2014 L3135-3149: both over a Natural, judged by the player's cards; a three-card bust pays the Buster bet 1 to 1", async () => {
    // The player-dealer (seat 10) 6C and TS (16) hits KS: 26, a three-card bust. Seat 1: three-card
    // 22, seat 4: three-card 25, both against a player-dealer over 25: push. Seat 2: five cards to 24
    // loses (four or more cards). Seat 5: 26 against 26 loses (equal values). Seat 3's 18 wins.
    // TS counts 10 over seats 1-9: seat 1. Fees option 2: 5 x $0.50 + a Buster bet $0.50; total table
    // action $51.00 (the Buster bet counted, L3305-3306) is the $51-$200 tier: $1.00.
    const out = await settled({
      game: "no-bust-buster-bonus-6",
      decks: 6,
      seats: 10,
      playerDealerSeat: 10,
      bank: 10_000,
      limits: { min: 500, max: 5000 },
      wagers: [...[1, 2, 3, 4, 5].map((seat) => ({ seat, bet: "main", amount: 1000 })), { seat: 5, bet: "buster", amount: 100 }],
      cards: ["TC", "2S", "9S", "TD", "TH", "6C", "2C", "3S", "9D", "6D", "7H", "TS", "KD", "4H", "JD", "5H", "9C", "9H", "KS"],
      decisions: { "1": { main: ["hit"] }, "2": { main: ["hit", "hit", "hit"] }, "3": { main: ["stand"] }, "4": { main: ["hit"] }, "5": { main: ["hit"] } },
    });
    expect(out).toMatchObject({
      playerDealer: { cards: ["6C", "TS", "KS"], value: "hard 26", total: 26 },
      actionSeat: 1,
      ledger: [
        line([1, "main", 1000, "push", 0, 0, 0, 0, "push", 1000, 10_000, "hard 22 against hard 26: three-card 22 against a player-dealer 26 over 25: a push (seed 003 L3135-3147)"]),
        line([2, "main", 1000, "lose", 0, 1000, 0, 0, "collect", 0, 11_000, "hard 24 against hard 26: both over a Natural: a player hand of four or more cards loses (seed 003 L3135-3147)"]),
        line([3, "main", 1000, "win", 1000, 0, 0, 1000, "pay", 2000, 10_000, "hard 18 against hard 26: player 18 under a Natural, player-dealer 26 over (seed 003 L3125-3127)"]),
        line([4, "main", 1000, "push", 0, 0, 0, 0, "push", 1000, 10_000, "hard 25 against hard 26: three-card 25 against a player-dealer 26 over 25: a push (seed 003 L3135-3147)"]),
        line([5, "main", 1000, "lose", 0, 1000, 0, 0, "collect", 0, 11_000, "hard 26 against hard 26: both over a Natural with the same total 26: the player-dealer wins (seed 003 L3145-3149)"]),
        line([5, "buster", 100, "win", 100, 0, 0, 100, "pay", 200, 10_900, "the player-dealer busted with 3 cards (hard 26) (seed 003 L3223-3294)"]),
      ],
      feeTotal: 400,
      bank: { before: 10_000, after: 10_900, pdNet: 900 },
    });
  });

  it("2014 L3243-3249: Naturals paid at the deal, then the walk from the action button with what is left (option naturalsPaid)", async () => {
    // The player-dealer (seat 1) shows 9H, which cannot make a Natural. Seats 2 (AS KS) and 4 (AD QD)
    // hold Naturals: each $10.00 game wager is paid 6 to 5 at the deal, $12.00, from the action
    // button's seat onward among them. The hole card 4S counts seats 2 3 4 5: the walk starts at
    // seat 5. The player-dealer's 13 draws 5S: hard 18. After the Naturals $6.00 is left: seat 5's
    // 19 is paid $6.00 of $10.00, and seat 3's losing 16 and seat 4's Buster bet (still in action,
    // lost) go back. In the walk instead (naturalsPaid "in-walk") seat 5 is paid first and everybody
    // is settled. Fees option 2: 4 x $0.50 + a Buster bet $0.50, and $0.50 from the player-dealer
    // (total table action $45.00).
    const input = {
      game: "no-bust-buster-bonus-6",
      decks: 6,
      seats: 8,
      playerDealerSeat: 1,
      bank: 3000,
      limits: { min: 500, max: 5000 },
      wagers: [...[2, 3, 4].map((seat) => ({ seat, bet: "main", amount: 1000 })), { seat: 4, bet: "buster", amount: 500 }, { seat: 5, bet: "main", amount: 1000 }],
      cards: ["AS", "9C", "AD", "TC", "9H", "KS", "7D", "QD", "9S", "4S", "5S"],
      decisions: { "3": { main: ["stand"] }, "5": { main: ["stand"] } },
    };
    const natural = "suited Natural against hard 18: Natural beats all other hands (seed 003 L3119-3124, L3151)";
    const atDeal = `paid at the deal (seed 003 L3243-3249): ${natural}`;
    const closer19 = "hard 19 against hard 18: 19 is closer to a Natural than 18 (seed 003 L3128-3131)";
    const closer16 = "hard 16 against hard 18: 18 is closer to a Natural than 16 (seed 003 L3128-3131)";
    const noBust = "the player-dealer did not bust (hard 18) (seed 003 L3223-3294)";
    expect(await settled(input)).toMatchObject({
      playerDealer: { cards: ["9H", "4S", "5S"], value: "hard 18", total: 18 },
      hands: [hand(2, "main", ["AS", "KS"], "suited Natural", 22), hand(3, "main", ["9C", "7D"], "hard 16", 16), hand(4, "main", ["AD", "QD"], "suited Natural", 22), hand(5, "main", ["TC", "9S"], "hard 19", 19)],
      actionSeat: 5,
      ledger: [
        line([2, "main", 1000, "win", 1200, 0, 0, 1200, "pay", 2200, 1800, atDeal]),
        line([4, "main", 1000, "win", 1200, 0, 0, 1200, "pay", 2200, 600, atDeal]),
        line([5, "main", 1000, "win", 600, 0, 400, 1000, "partial-pay", 1600, 0, closer19]),
        line([3, "main", 1000, "lose", 0, 0, 1000, 0, "return", 1000, 0, closer16]),
        line([4, "buster", 500, "lose", 0, 0, 500, 0, "return", 500, 0, noBust]),
      ],
      feeTotal: 300,
      bank: { before: 3000, after: 0, pdNet: -3000 },
      conservation: { ok: true, staked: 7500, settled: 7500 },
    });
    expect(await settled({ ...input, options: { naturalsPaid: "in-walk" } })).toMatchObject({
      ledger: [
        line([5, "main", 1000, "win", 1000, 0, 0, 1000, "pay", 2000, 2000, closer19]),
        line([2, "main", 1000, "win", 1200, 0, 0, 1200, "pay", 2200, 800, natural]),
        line([3, "main", 1000, "lose", 0, 1000, 0, 0, "collect", 0, 1800, closer16]),
        line([4, "main", 1000, "win", 1200, 0, 0, 1200, "pay", 2200, 600, natural]),
        line([4, "buster", 500, "lose", 0, 500, 0, 0, "collect", 0, 1100, noBust]),
      ],
      bank: { before: 3000, after: 1100, pdNet: -1900 },
      conservation: { ok: true, staked: 7500, settled: 7500 },
    });
    await refused({ ...input, options: { naturalsPaid: "later" } }, 'options.naturalsPaid: no-bust-buster-bonus-6 option "naturalsPaid" must be one of "at-deal", "in-walk", got "later"');
  });

  it("decisions as a list of lists per seat; a fee option named in the input; options", async () => {
    const listed = { ...JOKER_ROUND, decisions: { "2": [["split", "double"], ["stand"]], "6": [["stand"]] }, fee: { scheduleId: "no-bust-joker", optionId: "1" } };
    expect(await settled(listed)).toMatchObject({ bank: { after: 12_500 }, feeOption: { chosenBy: "input" } });
    // Option bothOverNatural rule-3 changes nothing here; playerTwelve must-hit is accepted.
    expect(await settled({ ...JOKER_ROUND, options: { bothOverNatural: "rule-3" } })).toMatchObject({ bank: { after: 12_500 } });
    // Limits of no printed option: no fee, and why.
    expect(await settled({ ...JOKER_ROUND, limits: { min: 500, max: 10_000 } })).toMatchObject({ fees: [], feeTotal: 0, feeNote: 'no option of "no-bust-joker" has the table limits $5.00-$100.00: give "fee" with "scheduleId" and "optionId" to charge the fees' });
  });
});

describe("npm run settle: No Bust refusals (exit 2, one line naming the field)", () => {
  const J = { ...JOKER_ROUND, wagers: [{ seat: 2, bet: "main", amount: 1000 }, { seat: 4, bet: "main", amount: 2000 }], decisions: undefined };

  it("a missing decision names the hand, its cards and what it may do", async () => {
    await refused({ ...J, cards: ["8C", "TC", "6D", "8H", "KD"] }, 'decisions["2"].main: seat 2 main (8C 8H, hard 16) needs decision 1 (hit, stand, double, split, surrender), none given');
  });

  it("a decision the rules refuse: a double on a must-stand 20, a double for less in the Joker edition, a split of two unlike cards", async () => {
    const cards = ["8C", "TC", "6D", "8H", "KD"];
    await refused({ ...J, cards, decisions: { "2": { main: ["stand"] }, "4": { main: ["double"] } } }, 'decisions["4"].main[0]: seat 4, double: the chart says this hand must stand, so it cannot take the double-down card');
    await refused(
      { ...J, cards: ["8C", "TC", "6D", "3H", "KD"], decisions: { "2": { main: [{ decision: "double", amount: 500 }] }, "4": { main: ["stand"] } } },
      'decisions["2"].main[0]: seat 2, double: the double-down wager must equal the wager, $10.00 (seed 003 L159-162, L172-173)',
    );
    await refused({ ...J, cards: ["8C", "TC", "6D", "9H", "KD"], decisions: { "2": { main: ["split"] } } }, 'decisions["2"].main[0]: seat 2, split: only a pair or two ten-value cards can be split (seed 003 L163-175)');
  });

  it("decisions never used: after a joker up card every hand is frozen; a hand that does not exist", async () => {
    await refused(
      { ...J, cards: ["8C", "TC", "JK", "8H", "KD", "5C"], decisions: { "2": { main: ["split"] } } },
      'decisions["2"].main[0]: 1 decision(s) never used: the player-dealer\'s first card is a joker: every hand is frozen (seed 003 L134-139, L181-182) (seat 2 main hard 16, seat 4 main hard 20, player-dealer Joker hand)',
    );
    await refused(
      { ...J, cards: ["8C", "TC", "6D", "8H", "KD", "5C", "KC"], decisions: { "2": { main: ["stand"], "split-1": ["stand"] }, "4": { main: ["stand"] } } },
      'decisions["2"]["split-1"][0]: seat 2 has no hand split-1 this round (1 hand(s))',
    );
    await refused({ ...J, cards: ["8C", "TC", "6D", "8H", "KD"], decisions: { "3": { main: ["stand"] } } }, 'decisions["3"]: seat 3 has no seated game wager, so no hand to decide on');
    await refused({ ...J, cards: ["8C", "TC", "6D", "8H", "KD"], decisions: { "2": { main: ["fold"] } } }, 'decisions["2"].main[0]: a decision is "hit", "stand", "double", "split", "surrender", or {"decision": "double", "amount": cents}, got "fold"');
    await refused({ ...J, cards: ["8C", "TC", "6D", "8H", "KD"], decisions: { "2": { hand2: ["stand"] } } }, 'decisions["2"]: unknown hand "hand2" (hands: main, split-1, split-2, split-3)');
  });

  it("cards: missing (with the reason the card is dealt), extra, impossible, a joker where the game has none", async () => {
    await refused(
      { ...J, cards: ["8C", "TC", "6D", "8H", "KD", "5C"], decisions: { "2": { main: ["stand"] }, "4": { main: ["stand"] } } },
      "cards: incomplete round: card 7 is missing: the next card goes to the player-dealer (the player-dealer draws on hard 11 (seed 003 L62-71, L107-111, L222-225)); 6 given",
    );
    await refused({ ...J, cards: ["8C", "TC", "JK", "8H", "KD", "5C", "2D"] }, "cards[6]: extra card 2D: the round is complete after 6 cards (seat 2 main hard 16, seat 4 main hard 20, player-dealer Joker hand)");
    await refused({ ...J, decks: 1, cards: ["JK", "JK", "6D", "8H", "KD"] }, 'cards[1]: "JK": Joker refused: the only joker in this 1-deck shoe is already out');
    await refused({ ...SIX_ROUND, cards: ["JK", ...SIX_ROUND.cards.slice(1)] }, 'cards[0]: "JK": Joker refused: this shoe has no jokers');
    await refused({ ...J, cards: ["8C", "TC", "6D", "8H", "10D"] }, 'cards[4]: not a card: write the rank (A 2-9 T J Q K) then the suit (S H D C), e.g. "TD", or "JK" for a joker, got "10D"');
  });

  it("insurance: only on an ace up card and a seat with a hand, at most half the wager", async () => {
    await refused({ ...SIX_ROUND, insurance: { "2": 1251 } }, 'insurance["2"]: insurance is 0 to half the game wager, $12.50 (seed 003 L866-871)');
    await refused({ ...SIX_ROUND, cards: ["AS", "7D", "TH", "9C", "KS", "7C", "QH", "QC"], decisions: { "2": { main: ["stand"] }, "3": { main: ["stand"] } } }, 'insurance["2"]: no insurance was offered at seat 2: insurance is offered only to a seat with a hand when the player-dealer\'s up card is an ace (seed 003 L866-871)');
    await refused({ ...J, cards: ["8C", "TC", "6D", "8H", "KD", "5C", "KC"], decisions: { "2": { main: ["stand"] }, "4": { main: ["stand"] } }, insurance: { "2": 500 } }, /^insurance\["2"\]: no insurance was offered at seat 2: no-bust-joker has no insurance/);
  });

  it("wagers and the table: the Buster bet and its limits, decks, seats, options, fee", async () => {
    await refused({ ...SIX_ROUND, wagers: [{ seat: 2, bet: "main", amount: 2500 }, { seat: 2, bet: "buster", amount: 500 }] }, "wagers[1].bet: no-bust-6 has no Buster bet (only no-bust-buster-bonus-6 has it)");
    await refused({ ...BUSTER_ROUND, wagers: [{ seat: 1, bet: "main", amount: 2000 }, { seat: 1, bet: "buster", amount: 20_000 }] }, /^wagers\[1\]\.amount: Seat 1: the Buster Blackjack Bonus spot allows \$100\.00/);
    await refused({ ...BUSTER_ROUND, wagers: [{ seat: 1, bet: "main", amount: 2000 }, { seat: 3, bet: "buster", amount: 500 }] }, 'wagers[1].bet: the Buster Blackjack Bonus at seat 3 needs a game wager ("main") from the same bettor (seed 003 L3232-3234)');
    await refused({ ...J, wagers: [{ seat: 2, bet: "player", amount: 1000 }] }, /^wagers\[0\]\.bet: a No Bust wager is "main"/);
    await refused({ ...SIX_ROUND, decks: 1 }, "decks: no-bust-6 is played with 2 to 8 decks, not 1 (seed 003 L650-651)");
    await refused({ ...SIX_ROUND, seats: 10 }, "seats: no-bust-6 seats 2 to 8, the player-dealer's seat included; not 10");
    await refused({ ...J, options: { playerTwelve: "stand" } }, 'options.playerTwelve: no-bust-joker option "playerTwelve" must be one of "option", "must-hit", got "stand"');
    await refused({ ...J, fee: { scheduleId: "no-bust-6", optionId: "1" } }, 'fee.scheduleId: "no-bust-6" is not the fee schedule of no-bust-joker (its schedule: "no-bust-joker")');
    await refused({ ...SIX_ROUND, fee: { scheduleId: "no-bust-6", optionId: "1" } }, "fee.optionId: no-bust-6 option 1: the option's table limit is $5.00-$25.00; the input's limits are $25.00-$100.00");
  });

  it("an unknown game names every family's games, in one line", async () => {
    await refused({ game: "no-bust-7" }, /^game: unknown baccarat game "no-bust-7" \(games: fortune-7-baccarat, .*, dai-bacc\) or No Bust game \(no-bust-joker, no-bust-6, no-bust-buster-bonus-6\)( or [^\n]+ game \([^\n]+\))*\n$/);
  });
});
