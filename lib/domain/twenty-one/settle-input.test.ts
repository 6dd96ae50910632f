import { describe, expect, it } from "vitest";
import { twentyOneGame } from "./games";
import { playRound } from "./play-round";
import { settleRound } from "./settlement";
import { TwentyOneSettleInputError, isTwentyOneSettleInput, parseTwentyOneSettleInput } from "./settle-input";
import { twentyOneFeeWagers } from "./fees";

const messageOf = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof TwentyOneSettleInputError) return e.message;
    throw e;
  }
  return "none";
};

const ledger = (raw: unknown) => parseTwentyOneSettleInput(raw).settlement.walk.lines.map((l) => `${l.seat}${l.backline ? "b" : ""} ${l.bet} ${l.action} ${l.amount}`);

/**
 * Mortimer's Pure 21.5 at a "$5 - No Limit" table (option 2 of GEGA-000309, chosen by the limits):
 * seat 2 splits eights and doubles the first hand for less; seat 3 stands on 20; the player-dealer's
 * 16 draws an 8: 24. The $30.00 bank pays seat 2's three lines and runs out on seat 3's $10.00, paid $5.00.
 */
export const MORTIMERS_EXAMPLE = {
  game: "pure-21-5-mortimers",
  decks: 6,
  seats: 8,
  playerDealerSeat: 1,
  bank: 3000,
  limits: { min: 500, max: null },
  wagers: [
    { seat: 2, bet: "main", amount: 1000 },
    { seat: 3, bet: "main", amount: 1000 },
  ],
  // 2: 8S, 3: KD, up 9H, 2: 8C, 3: QS, hole 7C; seat 2: split, 8S+3D doubles $5 for a 9C, 8C+TS stands; the player-dealer draws 8D.
  cards: ["8S", "KD", "9H", "8C", "QS", "7C", "3D", "9C", "TS", "8D"],
  decisions: { "2": { main: ["split", { decision: "double", amount: 500 }], "split-1": ["stand"] }, "3": { main: ["stand"] } },
};

/**
 * Kings' Pure 21.5 with both bonus bets and insurance, fee option 3 of GEGA-004249: the up card is an
 * ace; seat 2 insures and the player-dealer has no Pure 21.5; seat 5's Pure 21.5 is paid at the deal
 * (L542) and its ace matches the up card's rank (4 to 1); the player-dealer's soft 17 draws to a
 * 5-card 25 and the Buster bet pays 4 to 1.
 */
export const PURE_21_5_EXAMPLE = {
  game: "pure-21-5",
  decks: 8,
  seats: 7,
  playerDealerSeat: 4,
  bank: 10000,
  limits: { min: 500, max: 50000 },
  wagers: [
    { seat: 5, bet: "main", amount: 2000 },
    { seat: 5, bet: "match", amount: 500 },
    { seat: 2, bet: "main", amount: 1000 },
    { seat: 2, bet: "buster", amount: 1000 },
    { seat: 2, bet: "main", amount: 500, backline: true, bettor: "Lee" },
  ],
  // 5: AD, 2: TS, up AH, 5: KC, 2: 9S, hole 6C (soft 17: draws 5D, hard 12, then 3S, 15, then KD: 25). Seat 2's 19 stands.
  cards: ["AD", "TS", "AH", "KC", "9S", "6C", "5D", "3S", "KD"],
  // Late surrender (the default): seat 2's must-stand 19 still chooses between standing and surrendering.
  decisions: { "2": { main: ["stand"] } },
  insurance: { "2": 500 },
  fee: { scheduleId: "blackjack-x-pure-21-5", optionId: "3" },
};

/**
 * Pure Spanish 21.5 with the double-double down: seat 1 surrenders early under a king up card;
 * seat 2 doubles twice and rescues the second double; seat 3's king matches the up card's rank in
 * another suit (3 to 1) and its 18 beats the player-dealer's 17.
 */
export const PURE_SPANISH_EXAMPLE = {
  game: "pure-spanish-21-5",
  decks: 6,
  seats: 8,
  playerDealerSeat: 8,
  bank: 20000,
  limits: { min: 500, max: 20000 },
  options: { doubleDoubleDown: true },
  wagers: [
    { seat: 1, bet: "main", amount: 1000 },
    { seat: 2, bet: "main", amount: 1000 },
    { seat: 3, bet: "main", amount: 1000 },
    { seat: 3, bet: "match", amount: 2000 },
  ],
  // 1: 9S, 2: 4S, 3: KS, up KH, 1: 7D, 2: 3D, 3: 8C, hole 7S (checked: 17, no natural). Seat 2: 7, doubles for a 2 (9), again for a 3 (12), rescues.
  cards: ["9S", "4S", "KS", "KH", "7D", "3D", "8C", "7S", "2C", "3C"],
  decisions: { "1": { main: ["surrender"] }, "2": { main: ["double", "double", "rescue"] } },
};

/** Blackjack X: seat 2 hits a hard 21 to a Hard 31 (3 to 1); the player-dealer freezes at 26 with 3 cards and the Buster bet pays 2 to 1. */
export const BLACKJACK_X_EXAMPLE = {
  game: "blackjack-x",
  decks: 6,
  seats: 8,
  playerDealerSeat: 1,
  bank: 50000,
  limits: { min: 500, max: 10000 },
  wagers: [
    { seat: 2, bet: "main", amount: 1000 },
    { seat: 2, bet: "buster", amount: 1000 },
    { seat: 3, bet: "main", amount: 1000 },
  ],
  // 2: 9S, 3: AS, up 6H, 2: 2D, 3: KS (Blackjack X), hole TC; seat 2 hits KH (21) and QD (31); the player-dealer's 16 draws TD: 26.
  cards: ["9S", "AS", "6H", "2D", "KS", "TC", "KH", "QD", "TD"],
  decisions: { "2": { main: ["hit", "hit"] } },
  fee: { scheduleId: "blackjack-x-pure-21-5", optionId: "1" },
};

describe("the settle calculator's input: one documented example per game", () => {
  it("Mortimer's Pure 21.5: the bank runs out inside seat 2's split; the fee option follows the table limits", () => {
    const r = parseTwentyOneSettleInput(MORTIMERS_EXAMPLE);
    expect(ledger(MORTIMERS_EXAMPLE)).toEqual(["2 main pay 1000", "2 double pay 500", "2 split-1 pay 1000", "3 main partial-pay 500"]);
    expect(r.settlement.walk.bankAfter).toBe(0);
    expect(r.fee).toMatchObject({ kind: "charged", optionId: "2", chosenBy: "table limits" });
    // Table action $20.00 (game wagers only, L1480): the $5-$99 tier, $0.50 from the player-dealer.
    expect(r.fee.kind === "charged" && r.fee.lines.map((l) => `${l.payer.kind} ${l.cents}`)).toEqual(["player-dealer 50"]);
  });
  it("Pure 21.5: a Pure 21.5 paid at the deal, insurance lost, the Buster bet paid 4 to 1, a non-suited match paid 4 to 1", () => {
    const r = parseTwentyOneSettleInput(PURE_21_5_EXAMPLE);
    expect(r.settlement.paidAtDeal).toBe(1);
    expect(ledger(PURE_21_5_EXAMPLE)).toEqual([
      "5 main pay 2400",
      // The hole card 6 counts seats 1, 2, 3, 5, 6, 7: the walk goes on from seat 7, so seat 2 before seat 5's Match.
      "2 main pay 1000",
      "2b main pay 500",
      "2 insurance collect 500",
      "2 buster pay 4000",
      "5 match pay 2000",
    ]);
    // Table action: every wager placed before the deal, bonus bets and backline included: $50.00, tier 1 ($5-$100) of option 3, $1.00.
    expect(r.fee.kind === "charged" && r.fee.lines.map((l) => `${l.payer.kind} ${l.cents} ${l.basis}`)).toEqual(["player-dealer 100 5000"]);
  });
  it("Pure Spanish 21.5: early surrender, a rescue after two doubles, a Match", () => {
    expect(ledger(PURE_SPANISH_EXAMPLE)).toEqual([
      "1 main collect 500",
      "1 main-returned push 0",
      "2 main collect 1000",
      "2 double collect 1000",
      "2 double-2 push 0",
      "3 main pay 1000",
      "3 match pay 6000",
    ]);
  });
  it("Blackjack X: a Hard 31, Blackjack X paid 2 to 1, a 3-card frozen player-dealer", () => {
    expect(ledger(BLACKJACK_X_EXAMPLE)).toEqual(["2 main pay 3000", "2 buster pay 2000", "3 main pay 2000"]);
  });
  it("plays the round through the same engine as a script: the same state, the same settlement", () => {
    const request = parseTwentyOneSettleInput(PURE_SPANISH_EXAMPLE);
    const script = playRound(twentyOneGame("pure-spanish-21-5", { doubleDoubleDown: true }), {
      seats: 8,
      pdSeat: 8,
      bank: 20000,
      wagers: PURE_SPANISH_EXAMPLE.wagers as never,
      cards: PURE_SPANISH_EXAMPLE.cards,
      decisions: { 1: [["surrender"]], 2: [["double", "double", "rescue"]] },
    });
    expect(request.state).toEqual(script.state);
    expect(request.settlement).toEqual(settleRound(script.state));
  });
  it("routes only the twenty-one game ids here", () => {
    expect(isTwentyOneSettleInput(BLACKJACK_X_EXAMPLE)).toBe(true);
    expect(isTwentyOneSettleInput({ ...BLACKJACK_X_EXAMPLE, game: "no-bust-6" })).toBe(false);
  });
  it("the fee engine sees the game wager as a game wager, the Buster and Match bets as bonus bets", () => {
    expect(twentyOneFeeWagers([{ seat: 2, bet: "main", amount: 500 }, { seat: 2, bet: "match", amount: 100, backline: true, bettor: "Bo" }])).toEqual([
      { seat: 2, bet: "main", kind: "game", amount: 500 },
      { seat: 2, bet: "match", kind: "bonus", amount: 100, backline: true, bettor: "Bo" },
    ]);
  });
  it("the rules text's posted player collection, by option (seed 004 L462): each bettor's circle pays the posted amount", () => {
    const input = { ...PURE_21_5_EXAMPLE, options: { playerCollection: "posted-per-circle" }, fee: { ...PURE_21_5_EXAMPLE.fee, playerFee: 100 } };
    const r = parseTwentyOneSettleInput(input);
    expect(r.fee.kind === "charged" && r.fee.lines.map((l) => `${l.payer.kind} ${"seat" in l.payer ? l.payer.seat : ""} ${l.cents}`)).toEqual([
      "player-dealer 4 100",
      "seat 5 100",
      "seat 2 100",
      "backline 2 100",
    ]);
    expect(messageOf(() => parseTwentyOneSettleInput({ ...PURE_21_5_EXAMPLE, fee: { ...PURE_21_5_EXAMPLE.fee, playerFee: 100 } }))).toMatch(/^fee\.playerFee: pure-21-5 takes no player collection/);
    expect(messageOf(() => parseTwentyOneSettleInput({ ...input, fee: PURE_21_5_EXAMPLE.fee }))).toMatch(/^fee: .*give the posted amount/);
  });
  it("refusals name the field", () => {
    expect(messageOf(() => parseTwentyOneSettleInput({ ...PURE_SPANISH_EXAMPLE, cards: ["9S", "TS"] }))).toMatch(/^cards\[1\]: "TS": 10♠ refused: this shoe has no 10s \(the Pure Spanish 21.5 deck/);
    expect(messageOf(() => parseTwentyOneSettleInput({ ...PURE_21_5_EXAMPLE, wagers: [{ seat: 2, bet: "main", amount: 1000 }, { seat: 2, bet: "match", amount: 1500 }] }))).toMatch(/^wagers\[1\]\.amount: the Match the Dealer Up Card at seat 2 may not exceed/);
    expect(messageOf(() => parseTwentyOneSettleInput({ ...BLACKJACK_X_EXAMPLE, wagers: [{ seat: 2, bet: "main", amount: 1000 }, { seat: 2, bet: "match", amount: 500 }] }))).toBe("wagers[1].bet: blackjack-x has no Match the Dealer Up Card bet (pure-21-5 and pure-spanish-21-5 have it)");
    expect(messageOf(() => parseTwentyOneSettleInput({ ...BLACKJACK_X_EXAMPLE, decisions: { "2": { main: ["hit", "hit", "hit"] } } }))).toMatch(/^decisions\["2"\]\.main\[2\]: 1 decision\(s\) never used/);
    expect(messageOf(() => parseTwentyOneSettleInput({ ...MORTIMERS_EXAMPLE, insurance: { "2": 100 } }))).toMatch(/^insurance\["2"\]: no insurance was offered at seat 2: pure-21-5-mortimers offers no insurance/);
    expect(messageOf(() => parseTwentyOneSettleInput({ ...MORTIMERS_EXAMPLE, options: { pure215Pays: "6-to-5", insurance: "offered" } }))).toMatch(/^options: .*may not be offered/);
    expect(messageOf(() => parseTwentyOneSettleInput({ ...MORTIMERS_EXAMPLE, decks: 9 }))).toBe("decks: pure-21-5-mortimers is played with 1 to 8 decks, not 9 (seed 003 L316-320, L355-359)");
    expect(messageOf(() => parseTwentyOneSettleInput({ ...MORTIMERS_EXAMPLE, cards: [...MORTIMERS_EXAMPLE.cards, "2S"] }))).toMatch(/^cards\[10\]: extra card 2S: the round is complete after 10 cards/);
    expect(messageOf(() => parseTwentyOneSettleInput({ ...MORTIMERS_EXAMPLE, cards: MORTIMERS_EXAMPLE.cards.slice(0, 9) }))).toMatch(/^cards: incomplete round: card 10 is missing/);
    expect(messageOf(() => parseTwentyOneSettleInput({ ...MORTIMERS_EXAMPLE, decisions: { "2": { main: ["rescue"] } } }))).toMatch(/^decisions\["2"\]\.main\[0\]: seat 2, rescue: this game has no rescue/);
    expect(messageOf(() => parseTwentyOneSettleInput({ ...MORTIMERS_EXAMPLE, colour: 1 }))).toMatch(/^input: unknown field "colour"/);
    expect(messageOf(() => parseTwentyOneSettleInput({ ...MORTIMERS_EXAMPLE, game: "pure-22" }))).toMatch(/^game: unknown twenty-one game "pure-22"/);
  });
});
