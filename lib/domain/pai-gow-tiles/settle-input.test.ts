import { describe, expect, it } from "vitest";
import { playRound } from "./play-round";
import { settleRound } from "./settlement";
import { isPaiGowTilesSettleInput, PaiGowTilesSettleInputError, parsePaiGowTilesSettleInput } from "./settle-input";
import { GAME, SAMPLE } from "./test-kit";

/**
 * The documented example (docs/calculators.md, "Pai Gow Tiles rounds"): the round of test-kit.ts.
 * Player-dealer at seat 1 with $100; dice 11 put the first stack and the action button on seat 3.
 * Seat 3 wins both hands, seat 5 loses both, seat 6 (set the house way) and Ann behind it push.
 * Fee option 3: $1 a circle up to $200, the player-dealer $2 a hand.
 */
const INPUT = {
  game: "pai-gow-tiles",
  seats: 8,
  playerDealerSeat: 1,
  bank: 10000,
  limits: { min: 1000, max: 100000 },
  wagers: [
    { seat: 3, bet: "main", amount: 2000 },
    { seat: 5, bet: "main", amount: 3000 },
    { seat: 6, bet: "main", amount: 1000 },
    { seat: 6, bet: "main", amount: 1000, backline: true, bettor: "Ann" },
  ],
  dice: 11,
  hands: {
    "3": { tiles: ["6-6", "3-6", "1-1", "1-6"], set: { high: ["6-6", "3-6"], low: ["1-1", "1-6"] } },
    "5": { tiles: ["4-4", "1-3", "5-5", "2-2"], set: { high: ["5-5", "2-2"], low: ["4-4", "1-3"] } },
    "6": { tiles: ["4-5", "5-5", "2-4", "3-3"], set: "house-way" },
  },
  playerDealer: { tiles: ["6-6", "1-6", "1-1", "1-5"], set: { high: ["6-6", "1-6"], low: ["1-1", "1-5"] } },
  fee: { scheduleId: "pai-gow-tiles", optionId: "3" },
};

const messageOf = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof PaiGowTilesSettleInputError) return e.message;
    throw e;
  }
  return "none";
};

const withHands = (seat: string, hands: unknown) => ({ ...INPUT, hands: { ...INPUT.hands, [seat]: hands } });

describe("the Pai Gow Tiles settlement calculator's input", () => {
  it("plays the documented example through the engine to the ledger", () => {
    const request = parsePaiGowTilesSettleInput(INPUT);
    expect(request.settlement.walk.lines.map((l) => `${l.seat}${l.backline ? " backline" : ""} ${l.outcome} ${l.action} ${l.amount}`)).toEqual([
      "3 win pay 2000",
      "5 lose collect 3000",
      "6 push push 0",
      "6 backline push push 0",
    ]);
    expect(request.settlement.walk.bankAfter).toBe(11000);
    expect(request.settlement.conservation.ok).toBe(true);
    // The house way set seat 6: 9 Mooy high / 9 Chong high.
    const six = request.state.seats.find((s) => s.seat === 6)?.split;
    expect([six?.high.map((t) => t.slice(0, 3)), six?.low.map((t) => t.slice(0, 3))]).toEqual([["5-5", "4-5"], ["3-3", "2-4"]]);
  });

  it("is the same round as the script: the same settlement", () => {
    const request = parsePaiGowTilesSettleInput(INPUT);
    expect(request.settlement.walk).toEqual(settleRound(playRound(GAME, SAMPLE)).walk);
  });

  it("prices the fees before the deal: option 3, a fee per circle (Ann's too) and the player-dealer's per hand", () => {
    const fee = parsePaiGowTilesSettleInput(INPUT).fee;
    if (fee.kind !== "charged") throw new Error(fee.note);
    expect(fee.lines.map((l) => `${l.payer.kind} ${"seat" in l.payer ? l.payer.seat : ""} ${l.cents}`)).toEqual([
      "player-dealer 1 200",
      "seat 3 100",
      "seat 5 100",
      "seat 6 100",
      "backline 6 100",
    ]);
    // Options 1 and 2: flat $1 and $2 a circle, the player-dealer $2 and $3 (L1981-1982).
    const one = parsePaiGowTilesSettleInput({ ...INPUT, fee: { scheduleId: "pai-gow-tiles", optionId: "1" } }).fee;
    const two = parsePaiGowTilesSettleInput({ ...INPUT, fee: { scheduleId: "pai-gow-tiles", optionId: "2" } }).fee;
    expect(one.kind === "charged" && one.lines.reduce((s, l) => s + l.cents, 0)).toBe(200 + 4 * 100);
    expect(two.kind === "charged" && two.lines.reduce((s, l) => s + l.cents, 0)).toBe(300 + 4 * 200);
    // Option 4 prices a $30 circle at tier 1 ($10-$100): $1.
    const four = parsePaiGowTilesSettleInput({ ...INPUT, limits: { min: 1000, max: 50000 }, fee: { scheduleId: "pai-gow-tiles", optionId: "4" } }).fee;
    expect(four.kind === "charged" && four.lines.map((l) => l.cents)).toEqual([200, 100, 100, 100, 100]);
    // Without "fee", the limits allow all four options: none is charged, and the note says why.
    const none = parsePaiGowTilesSettleInput({ ...INPUT, fee: undefined }).fee;
    expect(none).toMatchObject({ kind: "none", note: expect.stringMatching(/allowed by 4 options/) });
  });

  it("routes only its own game id here", () => {
    expect(isPaiGowTilesSettleInput(INPUT)).toBe(true);
    expect(isPaiGowTilesSettleInput({ ...INPUT, game: "no-bust-6" })).toBe(false);
  });

  it("refusals name the field", () => {
    expect(messageOf(() => parsePaiGowTilesSettleInput({ ...INPUT, dice: 2 }))).toBe("dice: three dice total 3 to 18, not 2");
    expect(messageOf(() => parsePaiGowTilesSettleInput({ ...INPUT, seats: 9 }))).toBe("seats: pai-gow-tiles seats 2 to 8, the player-dealer's seat included (seed 004 L798); not 9");
    expect(messageOf(() => parsePaiGowTilesSettleInput(withHands("5", { tiles: ["4-4", "1-3", "3-6", "2-2"], set: "house-way" })))).toBe(
      'hands["5"].tiles[2]: Chop Gow (3-6) refused: tile 3-6 is already out this round',
    );
    expect(messageOf(() => parsePaiGowTilesSettleInput({ ...INPUT, playerDealer: { tiles: ["6-6", "6-6", "1-1", "1-5"], set: "house-way" } }))).toBe(
      "playerDealer.tiles[1]: Teen (6-6) refused: both 6-6 tiles are already out this round",
    );
    expect(messageOf(() => parsePaiGowTilesSettleInput(withHands("5", { tiles: ["4-4", "1-3", "5-5", "2-2"], set: { high: ["4-4", "1-3"], low: ["5-5", "2-2"] } })))).toMatch(
      /^hands\["5"\]\.set: seat 5's high hand \(2, Yun high\) ranks below the low hand \(4, Mooy high\)/,
    );
    expect(messageOf(() => parsePaiGowTilesSettleInput(withHands("5", { tiles: ["4-4", "1-3", "5-5", "2-2"], set: { high: ["4-4", "3-3"], low: ["5-5", "2-2"] } })))).toMatch(
      /^hands\["5"\]\.set: "3-3" is not one of seat 5's tiles/,
    );
    expect(messageOf(() => parsePaiGowTilesSettleInput(withHands("7", { tiles: ["4-4", "1-3", "5-5", "2-2"], set: "house-way" })))).toBe('hands["7"]: seat 7 has no seated wager, so no hands this round');
    const { "6": _, ...noSix } = INPUT.hands;
    expect(messageOf(() => parsePaiGowTilesSettleInput({ ...INPUT, hands: noSix }))).toBe("hands: seat 6 has a wager but no hands: give its four tiles and how they were set");
    expect(messageOf(() => parsePaiGowTilesSettleInput({ ...INPUT, playerDealer: { tiles: ["6-6", "1-6", "1-1"], set: "house-way" } }))).toMatch(/^playerDealer\.tiles: a seat has four tiles/);
    expect(messageOf(() => parsePaiGowTilesSettleInput({ ...INPUT, options: { sevensNeed: "both" } }))).toMatch(/^options\.sevensNeed: pai-gow-tiles option "sevensNeed" must be one of/);
    expect(messageOf(() => parsePaiGowTilesSettleInput({ ...INPUT, wagers: [{ seat: 1, bet: "main", amount: 1000 }] }))).toBe("wagers[0].seat: seat 1 is the player-dealer's seat: nobody bets from it against the bank");
    expect(messageOf(() => parsePaiGowTilesSettleInput({ ...INPUT, wagers: [{ seat: 3, bet: "tie", amount: 1000 }] }))).toMatch(/^wagers\[0\]\.bet: a Pai Gow Tiles wager is "main"/);
    expect(messageOf(() => parsePaiGowTilesSettleInput({ ...INPUT, limits: { min: 1000, max: 200000 } }))).toMatch(/^fee\.optionId: pai-gow-tiles option 3: maximum must be between \$500\.00 and \$1,000\.00/);
    expect(messageOf(() => parsePaiGowTilesSettleInput({ ...INPUT, colour: 1 }))).toMatch(/^input: unknown field "colour" \(fields: game, seats, /);
  });
});
