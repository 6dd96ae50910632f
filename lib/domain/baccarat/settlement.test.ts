/**
 * Settling whole rounds, one per game, every figure worked by hand from the filings (the comments
 * show the arithmetic): the hands by the drawing rules, each wager's result and odds, the action
 * seat from the game's button, and the bank walk line by line with the bank after each line.
 */
import { describe, expect, it } from "vitest";
import { baccaratGame } from "./games";
import { playRound, type RoundChoices } from "./round";
import { settleBaccaratRound, type SettlementWager } from "./settlement";
import type { AnyGameConfig } from "./game-config";
import type { BankWalkLine } from "../bank-walk";

type Outcome = BankWalkLine["outcome"];
type Action = BankWalkLine["action"];

/** One ledger line: [seat, bet, backline, stake, outcome, due, action, amount, returned, toPlayer, bankAfter]. */
type Row = [number, string, boolean, number, Outcome, number, Action, number, number, number, number];

function rows(lines: readonly BankWalkLine[]): Row[] {
  return lines.map((l) => [l.seat, l.bet, l.backline === true, l.stake, l.outcome, l.due, l.action, l.amount, l.returned, l.toPlayer, l.bankAfter]);
}

function settle(game: AnyGameConfig, opts: { pd: number; seats?: number; bank: number; cards: string[]; wagers: SettlementWager[]; choices?: RoundChoices }) {
  const round = playRound(game, opts.cards, opts.choices);
  expect(round.cardsUsed).toBe(opts.cards.length);
  return { round, ...settleBaccaratRound({ game, seats: opts.seats ?? 8, playerDealerSeat: opts.pd, bank: opts.bank, wagers: opts.wagers, round }) };
}

describe("settleBaccaratRound: Fortune 7 Baccarat (seed 000)", () => {
  // P 2S 4H = 6 stands; B 3C KD = 3 draws with the Player standing; 4C makes a three-card 7.
  // Banker wins 7 over 6 with three cards: Banker line pushes (L83), Fortune 7 pays 40 to 1 (L103-106),
  // One Up loses (the Player did not win by one), Tie and Player lose.
  const game = baccaratGame("fortune-7-baccarat");
  const s = settle(game, {
    pd: 5,
    bank: 50_000,
    cards: ["2S", "3C", "4H", "KD", "4C"],
    wagers: [
      { seat: 2, bet: "player", amount: 1000 },
      { seat: 2, bet: "one-up", amount: 200 },
      { seat: 6, bet: "banker", amount: 2000 },
      { seat: 6, bet: "fortune7", amount: 500 },
      { seat: 7, bet: "player", amount: 1500 },
      { seat: 7, bet: "tie", amount: 500 },
      { seat: 1, bet: "banker", amount: 1000 },
      { seat: 1, bet: "banker", amount: 500, backline: true },
      { seat: 1, bet: "fortune7", amount: 100, backline: true },
    ],
  });

  it("hands: Player 6 (two cards), Banker three-card 7", () => {
    expect([s.round.player.total, s.round.player.cards.length, s.round.banker.total, s.round.banker.cards.length]).toEqual([6, 2, 7, 3]);
    expect(s.round.comparison.winner).toBe("banker");
  });

  it("L80: no action button: settlement starts with the player left of the player-dealer (seat 5 → seat 6)", () => {
    expect(s.actionButton).toEqual({ seat: 6, landedOn: 6, route: "counted" });
  });

  it("the ledger seat by seat from seat 6 (6, 7, 8, 1, 2, 3, 4), the seated wager before the backline wager", () => {
    expect(rows(s.walk.lines)).toEqual([
      [6, "banker", false, 2000, "push", 0, "push", 0, 2000, 2000, 50_000],
      [6, "fortune7", false, 500, "win", 20_000, "pay", 20_000, 500, 20_500, 30_000], // 500 × 40
      [7, "player", false, 1500, "lose", 0, "collect", 1500, 0, 0, 31_500],
      [7, "tie", false, 500, "lose", 0, "collect", 500, 0, 0, 32_000],
      [1, "banker", false, 1000, "push", 0, "push", 0, 1000, 1000, 32_000],
      [1, "banker", true, 500, "push", 0, "push", 0, 500, 500, 32_000],
      [1, "fortune7", true, 100, "win", 4000, "pay", 4000, 100, 4100, 28_000], // 100 × 40
      [2, "player", false, 1000, "lose", 0, "collect", 1000, 0, 0, 29_000],
      [2, "one-up", false, 200, "lose", 0, "collect", 200, 0, 0, 29_200],
    ]);
    expect(s.wagers.find((w) => w.bet === "banker")?.because).toBe("banker wins 7 over 6: a winning three-card 7 pushes");
  });

  it("conservation: 50,000 bank + 5,300 staked = 28,100 to players + 29,200 bank", () => {
    expect(s.walk).toMatchObject({ bank: 50_000, bankAfter: 29_200, pdNet: -20_800, exhaustedAfter: null });
    expect(s.conservation).toEqual({ ok: true, staked: 57_300, settled: 57_300, badLines: [] });
  });
});

describe("settleBaccaratRound: 21st Century Baccarat 5.0 (seed 001)", () => {
  const game = baccaratGame("21st-century-baccarat-5");
  // P 2H 3D = 5 (option); player-dealer 4C + hole 9S = 3, no natural. A Player-line wager hits:
  // hit card 4S → hit line 9. The player-dealer hits on 3 (L107): 3H → 6.
  // Stand line 5 loses to 6; hit line 9 beats 6. The dealer line faces the hand as dealt (9): it loses.
  const cards = ["2H", "4C", "3D", "9S", "4S", "3H"];
  const wagers: SettlementWager[] = [
    { seat: 5, bet: "player", amount: 2000, choice: "stand" },
    { seat: 5, bet: "early-tie", amount: 1000 },
    { seat: 1, bet: "player", amount: 3000, choice: "hit" },
    { seat: 1, bet: "player", amount: 1000, backline: true, choice: "hit" },
    { seat: 4, bet: "dealer", amount: 4000 },
    { seat: 7, bet: "dealer", amount: 1000 },
    { seat: 7, bet: "player-pair", amount: 500 },
  ];
  const s = settle(game, { pd: 3, bank: 10_000, cards, wagers, choices: { playerHitsOnFive: true } });

  it("L79-82: the stand line keeps the two cards, the hit line takes the community hit card", () => {
    expect(s.round.playerLines?.stand).toMatchObject({ cards: ["2H", "3D"], total: 5 });
    expect(s.round.playerLines?.hit).toMatchObject({ cards: ["2H", "3D", "4S"], total: 9 });
    expect(s.round.banker).toMatchObject({ cards: ["4C", "9S", "3H"], total: 6 });
  });

  it("L16, L85-93: the hole card 9 names position 2 from the player-dealer (seat 3 → seat 5)", () => {
    expect(s.actionButton).toEqual({ seat: 5, landedOn: 5, route: "counted" });
  });

  it("the ledger from seat 5 (5, 6, 7, 8, 1, 2, 4): stand line collected, hit lines paid", () => {
    expect(rows(s.walk.lines)).toEqual([
      [5, "player", false, 2000, "lose", 0, "collect", 2000, 0, 0, 12_000], // stand line 5 v 6
      [5, "early-tie", false, 1000, "lose", 0, "collect", 1000, 0, 0, 13_000],
      [7, "dealer", false, 1000, "lose", 0, "collect", 1000, 0, 0, 14_000], // 6 v the dealt 9
      [7, "player-pair", false, 500, "lose", 0, "collect", 500, 0, 0, 14_500], // 2H 3D no pair
      [1, "player", false, 3000, "win", 3000, "pay", 3000, 3000, 6000, 11_500], // hit line 9 v 6
      [1, "player", true, 1000, "win", 1000, "pay", 1000, 1000, 2000, 10_500],
      [4, "dealer", false, 4000, "lose", 0, "collect", 4000, 0, 0, 14_500],
    ]);
    expect(s.conservation).toEqual({ ok: true, staked: 22_500, settled: 22_500, badLines: [] });
    expect(s.walk.pdNet).toBe(4500);
  });

  it("every Player-line wager stands on 5: no hit card, the player-dealer draws the fifth card", () => {
    // P 2H 3D = 5 stands; dealer 4C 9S = 3 hits: 3H → 6. Stand line 5 v 6: the Player line loses.
    const r = settle(game, {
      pd: 3,
      bank: 10_000,
      cards: ["2H", "4C", "3D", "9S", "3H"],
      wagers: [{ seat: 5, bet: "player", amount: 2000, choice: "stand" }],
      choices: { playerHitsOnFive: false },
    });
    expect(r.round.playerLines).toMatchObject({ stand: { total: 5 }, hit: null });
    expect(rows(r.walk.lines)).toEqual([[5, "player", false, 2000, "lose", 0, "collect", 2000, 0, 0, 12_000]]);
  });

  it("L109: a tie on 0 goes to the player-dealer: the dealer line wins 19 to 20, the Player line loses", () => {
    // P KH 5C = 5, the house way hits: 5D → 0. Dealer 2S + hole 8D = 0 hits (L107): QS → 0. Tie on 0.
    // Hole card 8 → position 1: seat 4 (PD at 3). Seat 4 dealer 1000 × 19/20 = 950.
    const r = settle(game, {
      pd: 3,
      bank: 5000,
      cards: ["KH", "2S", "5C", "8D", "5D", "QS"],
      wagers: [
        { seat: 4, bet: "dealer", amount: 1000 },
        { seat: 2, bet: "player", amount: 1000 },
        { seat: 2, bet: "early-tie", amount: 500 },
      ],
    });
    expect(r.actionButton.seat).toBe(4);
    expect(rows(r.walk.lines)).toEqual([
      [4, "dealer", false, 1000, "win", 950, "pay", 950, 1000, 1950, 4050],
      [2, "player", false, 1000, "lose", 0, "collect", 1000, 0, 0, 5050],
      [2, "early-tie", false, 500, "win", 4000, "pay", 4000, 500, 4500, 1050], // 500 × 8 (L110, L122)
    ]);
    expect(r.conservation.ok).toBe(true);
  });
});

describe("settleBaccaratRound: EZ Baccarat (seed 002)", () => {
  // P 5D AH = 6 stands; B 2C 2S = 4 draws; 3D → three-card 7. As filed the Banker pays 1 to 1 on
  // every win (L50, L86), and Dragon 7 pays 40 to 1 (L103-107).
  const game = baccaratGame("ez-baccarat");
  const s = settle(game, {
    pd: 2,
    bank: 30_000,
    cards: ["5D", "2C", "AH", "2S", "3D"],
    wagers: [
      { seat: 3, bet: "banker", amount: 4000 },
      { seat: 3, bet: "dragon7", amount: 1000 },
      { seat: 5, bet: "player", amount: 5000 },
      { seat: 8, bet: "banker", amount: 3000 },
      { seat: 1, bet: "banker", amount: 2000 },
    ],
  });

  it("L39: from the player left of the player-dealer (seat 2 → seat 3)", () => expect(s.actionButton.seat).toBe(3));

  it("the bank runs out on the Dragon 7 (partial pay); every later wager goes back, the losing Player wager too", () => {
    expect(rows(s.walk.lines)).toEqual([
      [3, "banker", false, 4000, "win", 4000, "pay", 4000, 4000, 8000, 26_000],
      [3, "dragon7", false, 1000, "win", 40_000, "partial-pay", 26_000, 1000, 27_000, 0], // due 1000 × 40
      [5, "player", false, 5000, "lose", 0, "return", 0, 5000, 5000, 0],
      [8, "banker", false, 3000, "win", 3000, "return", 0, 3000, 3000, 0],
      [1, "banker", false, 2000, "win", 2000, "return", 0, 2000, 2000, 0],
    ]);
    expect(s.walk).toMatchObject({ bankAfter: 0, pdNet: -30_000, exhaustedAfter: 2 });
    expect(s.conservation).toEqual({ ok: true, staked: 45_000, settled: 45_000, badLines: [] });
  });

  it("the player-dealer wins no more than the bank: a partial collect, then losers go back", () => {
    // Same cards (Banker wins). Bank 1000: 800 collected, then 200 of 500 (300 back), then nothing.
    const r = settle(game, {
      pd: 2,
      bank: 1000,
      cards: ["5D", "2C", "AH", "2S", "3D"],
      wagers: [
        { seat: 3, bet: "player", amount: 800 },
        { seat: 4, bet: "player", amount: 500 },
        { seat: 5, bet: "player", amount: 700 },
      ],
    });
    expect(rows(r.walk.lines)).toEqual([
      [3, "player", false, 800, "lose", 0, "collect", 800, 0, 0, 1800],
      [4, "player", false, 500, "lose", 0, "partial-collect", 200, 300, 300, 2000],
      [5, "player", false, 700, "lose", 0, "return", 0, 700, 700, 2000],
    ]);
    expect(r.walk.pdNet).toBe(1000);
    expect(r.conservation.ok).toBe(true);
  });
});

describe("settleBaccaratRound: EZ Baccarat Panda 8 (seeds 003, 004)", () => {
  // P 3S 2C = 5 draws 3H → three-card 8; B 9D 7H = 6 stands on a Player third card of 3
  // (chart row 6: S under 3). Player wins 8 over 6: Panda 8 pays 25 to 1 (004 L1228-1235).
  const cards = ["3S", "9D", "2C", "7H", "3H"];
  const wagers: SettlementWager[] = [
    { seat: 7, bet: "player", amount: 2000 },
    { seat: 7, bet: "panda8", amount: 500 },
    { seat: 8, bet: "banker", amount: 3000 },
    { seat: 1, bet: "player", amount: 1000 },
    { seat: 1, bet: "dragon7", amount: 500 },
    { seat: 4, bet: "tie", amount: 1000 },
  ];

  it("option actionButton banker-second-card (003 L2022-2027): 7H counts seats 1 2 3 4 5 7 8, the player-dealer at 6 skipped: seat 8", () => {
    const game = baccaratGame("ez-baccarat-panda-8", { actionButton: "banker-second-card" });
    const s = settle(game, { pd: 6, bank: 20_000, cards, wagers });
    expect(s.actionButton).toEqual({ seat: 8, landedOn: 8, route: "counted" });
    expect(rows(s.walk.lines)).toEqual([
      [8, "banker", false, 3000, "lose", 0, "collect", 3000, 0, 0, 23_000],
      [1, "player", false, 1000, "win", 1000, "pay", 1000, 1000, 2000, 22_000],
      [1, "dragon7", false, 500, "lose", 0, "collect", 500, 0, 0, 22_500],
      [4, "tie", false, 1000, "lose", 0, "collect", 1000, 0, 0, 23_500],
      [7, "player", false, 2000, "win", 2000, "pay", 2000, 2000, 4000, 21_500],
      [7, "panda8", false, 500, "win", 12_500, "pay", 12_500, 500, 13_000, 9000], // 500 × 25
    ]);
    expect(s.conservation).toEqual({ ok: true, staked: 28_000, settled: 28_000, badLines: [] });
  });

  it("default (004 L1159): no button, from the player left of the player-dealer (seat 7)", () => {
    const s = settle(baccaratGame("ez-baccarat-panda-8"), { pd: 6, bank: 20_000, cards, wagers });
    expect(s.actionButton.seat).toBe(7);
    expect(s.walk.lines.map((l) => `${l.seat} ${l.bet}`)).toEqual(["7 player", "7 panda8", "8 banker", "1 player", "1 dragon7", "4 tie"]);
    expect(s.walk.bankAfter).toBe(9000);
  });
});

describe("settleBaccaratRound: Commission-Free Baccarat with Dragon Bonus (seeds 004, 003)", () => {
  // P 4H 5C = natural 9; B KS TD = 0. Nobody draws. Player wins by 9 with a natural: the Player
  // Dragon pays the Natural Winner row, 1 to 1 (004 L1382 "* Non-naturals"), not 30 to 1.
  const game = baccaratGame("commission-free-dragon-bonus");
  const s = settle(game, {
    pd: 1,
    bank: 15_000,
    cards: ["4H", "KS", "5C", "TD"],
    wagers: [
      { seat: 2, bet: "player", amount: 1000 },
      { seat: 2, bet: "player-dragon", amount: 500 },
      { seat: 4, bet: "banker", amount: 2000 },
      { seat: 4, bet: "banker-dragon", amount: 500 },
      { seat: 4, bet: "fortune7", amount: 200 },
      { seat: 6, bet: "player", amount: 3000 },
      { seat: 6, bet: "player", amount: 1000, backline: true },
      { seat: 6, bet: "player-dragon", amount: 1000, backline: true },
      { seat: 3, bet: "tie", amount: 500 },
    ],
  });

  it("004 L1295: the Banker's second card TD counts 10 from seat 1, the player-dealer (seat 1) skipped: 2..8, 2, 3, 4 → seat 4", () => {
    expect(s.actionButton).toEqual({ seat: 4, landedOn: 4, route: "counted" });
  });

  it("the ledger from seat 4 (4, 5, 6, 7, 8, 2, 3)", () => {
    expect(rows(s.walk.lines)).toEqual([
      [4, "banker", false, 2000, "lose", 0, "collect", 2000, 0, 0, 17_000],
      [4, "banker-dragon", false, 500, "lose", 0, "collect", 500, 0, 0, 17_500],
      [4, "fortune7", false, 200, "lose", 0, "collect", 200, 0, 0, 17_700],
      [6, "player", false, 3000, "win", 3000, "pay", 3000, 3000, 6000, 14_700],
      [6, "player", true, 1000, "win", 1000, "pay", 1000, 1000, 2000, 13_700],
      [6, "player-dragon", true, 1000, "win", 1000, "pay", 1000, 1000, 2000, 12_700],
      [2, "player", false, 1000, "win", 1000, "pay", 1000, 1000, 2000, 11_700],
      [2, "player-dragon", false, 500, "win", 500, "pay", 500, 500, 1000, 11_200],
      [3, "tie", false, 500, "lose", 0, "collect", 500, 0, 0, 11_700],
    ]);
    expect(s.wagers.find((w) => w.bet === "player-dragon")?.because).toBe("Player wins with a natural by 9: Natural Winner");
    expect(s.conservation).toEqual({ ok: true, staked: 24_700, settled: 24_700, badLines: [] });
  });

  it("option actionButtonEmptySeats skipped: TD counts only the seats with a wager (2, 3, 4, 6), 10 → 2 3 4 6 2 3 4 6 2 3 → seat 3", () => {
    const skipping = baccaratGame("commission-free-dragon-bonus", { actionButtonEmptySeats: "skipped" });
    const r = settleBaccaratRound({ game: skipping, seats: 8, playerDealerSeat: 1, bank: 15_000, wagers: s.wagers.map((w) => ({ seat: w.seat, bet: w.bet as SettlementWager["bet"], amount: w.amount, ...(w.backline ? { backline: true } : {}) })), round: s.round });
    expect(r.actionButton).toEqual({ seat: 3, landedOn: 3, route: "counted" });
    expect(r.walk.lines.map((l) => l.seat)).toEqual([3, 4, 4, 4, 6, 6, 6, 2, 2]);
  });

  it("option actionButtonEmptySeats skipped, EZ Baccarat Panda 8 with the Banker's second card (003 L2022-2027)", () => {
    // Same cards: the Banker's second card TD counts 10 over the seats with a wager, 2 and 5: 2 5 2 5 ... → seat 5.
    const panda = (emptySeats: "counted" | "skipped") => baccaratGame("ez-baccarat-panda-8", { actionButton: "banker-second-card", actionButtonEmptySeats: emptySeats });
    const round = playRound(panda("counted"), ["4H", "KS", "5C", "TD"]);
    const wagers: SettlementWager[] = [
      { seat: 2, bet: "player", amount: 1000 },
      { seat: 5, bet: "banker", amount: 1000 },
    ];
    const at = (emptySeats: "counted" | "skipped") => settleBaccaratRound({ game: panda(emptySeats), seats: 8, playerDealerSeat: 1, bank: 5000, wagers, round }).actionButton.seat;
    // Counted: 2..8 are 1..7, then 2, 3, 4 are 8, 9, 10: seat 4, which has no wager (the walk then starts at seat 5).
    expect(at("counted")).toBe(4);
    expect(at("skipped")).toBe(5);
  });
});

describe("settleBaccaratRound: Dai Bacc (seed 004 L1399-1536)", () => {
  // P 2C AD = 3 draws 3S → three-card 6; B 5S 2H = 7 stands (chart row 7). Banker wins 7 over 6
  // with two cards: Banker line pays 1 to 1; the Ox is killed (a Player three-card 6 that does not
  // win): Kill the Ox/Tiger pays 30 to 1 (L1494-1495). Tiger 7 (two-card 7) and Ox 6 lose.
  const game = baccaratGame("dai-bacc");
  const s = settle(game, {
    pd: 4,
    bank: 30_000,
    cards: ["2C", "5S", "AD", "2H", "3S"],
    wagers: [
      { seat: 5, bet: "player", amount: 2000 },
      { seat: 5, bet: "kill-ox-tiger", amount: 500 },
      { seat: 1, bet: "player", amount: 1000 },
      { seat: 1, bet: "ox6", amount: 500 },
      { seat: 3, bet: "banker", amount: 3000 },
      { seat: 3, bet: "banker", amount: 2000, backline: true },
      { seat: 3, bet: "tiger7", amount: 500 },
    ],
  });

  it("no action button filed: from the player left of the player-dealer (seat 4 → seat 5)", () => expect(s.actionButton.seat).toBe(5));

  it("the ledger from seat 5 (5, 6, 7, 8, 1, 2, 3), backline banker after the seated banker", () => {
    expect(rows(s.walk.lines)).toEqual([
      [5, "player", false, 2000, "lose", 0, "collect", 2000, 0, 0, 32_000],
      [5, "kill-ox-tiger", false, 500, "win", 15_000, "pay", 15_000, 500, 15_500, 17_000], // 500 × 30
      [1, "player", false, 1000, "lose", 0, "collect", 1000, 0, 0, 18_000],
      [1, "ox6", false, 500, "lose", 0, "collect", 500, 0, 0, 18_500],
      [3, "banker", false, 3000, "win", 3000, "pay", 3000, 3000, 6000, 15_500],
      [3, "banker", true, 2000, "win", 2000, "pay", 2000, 2000, 4000, 13_500],
      [3, "tiger7", false, 500, "lose", 0, "collect", 500, 0, 0, 14_000],
    ]);
    expect(s.conservation).toEqual({ ok: true, staked: 39_500, settled: 39_500, badLines: [] });
    expect(s.walk.pdNet).toBe(-16_000);
  });
});
