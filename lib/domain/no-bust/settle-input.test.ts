import { describe, expect, it } from "vitest";
import { noBustGame } from "./games";
import { playRound } from "./play-round";
import { settleRound } from "./settlement";
import { NoBustSettleInputError, isNoBustSettleInput, noBustFeeWagers, parseNoBustSettleInput } from "./settle-input";

/** 6.0, seat 2 splits 8s and doubles the first hand, seat 3 hits to 25 (settlement.test.ts). */
const INPUT = {
  game: "no-bust-6",
  decks: 6,
  seats: 8,
  playerDealerSeat: 1,
  bank: 2500,
  limits: { min: 500, max: 2500 },
  wagers: [
    { seat: 2, bet: "main", amount: 1000 },
    { seat: 3, bet: "main", amount: 1000 },
  ],
  cards: ["8C", "TC", "6S", "8D", "6D", "AS", "3H", "5H", "TH", "9H", "9S", "TS"],
  decisions: { "2": { main: ["split", "double"], "split-1": ["stand"] }, "3": { main: ["hit"] } },
};

const messageOf = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof NoBustSettleInputError) return e.message;
    throw e;
  }
  return "none";
};

describe("the No Bust settlement calculator's input", () => {
  it("plays the round through the same engine as a script: the same state, the same settlement", () => {
    const request = parseNoBustSettleInput(INPUT);
    const script = playRound(noBustGame("no-bust-6"), {
      seats: 8,
      pdSeat: 1,
      bank: 2500,
      wagers: [
        { seat: 2, bet: "main", amount: 1000 },
        { seat: 3, bet: "main", amount: 1000 },
      ],
      cards: INPUT.cards,
      decisions: { 2: [["split", "double"], ["stand"]], 3: [["hit"]] },
    });
    expect(request.state).toEqual(script.state);
    expect(request.settlement).toEqual(settleRound(script.state));
    // The bank of $25.00 runs out inside seat 2's split hands (the same walk as settlement.test.ts).
    expect(request.settlement.walk.lines.map((l) => `${l.seat} ${l.bet} ${l.action}`)).toEqual(["2 main pay", "2 double pay", "2 split-1 partial-pay", "3 main return"]);
  });

  it("decisions by hand id or as a list of lists are the same", () => {
    const listed = parseNoBustSettleInput({ ...INPUT, decisions: { "2": [["split", "double"], ["stand"]], "3": [["hit"]] } });
    expect(listed.state).toEqual(parseNoBustSettleInput(INPUT).state);
  });

  it("routes only the No Bust game ids here", () => {
    expect(isNoBustSettleInput(INPUT)).toBe(true);
    expect(isNoBustSettleInput({ ...INPUT, game: "ez-baccarat" })).toBe(false);
    expect(isNoBustSettleInput([INPUT])).toBe(false);
  });

  it("the fee engine sees the game wager as a game wager and the Buster bet as a bonus bet", () => {
    expect(noBustFeeWagers([{ seat: 2, bet: "main", amount: 500 }, { seat: 2, bet: "buster", amount: 100, backline: true, bettor: "Bo" }])).toEqual([
      { seat: 2, bet: "main", kind: "game", amount: 500 },
      { seat: 2, bet: "buster", kind: "bonus", amount: 100, backline: true, bettor: "Bo" },
    ]);
  });

  it("refusals name the field", () => {
    expect(messageOf(() => parseNoBustSettleInput({ ...INPUT, decisions: { "2": { main: ["split", "double", "hit"], "split-1": ["stand"] }, "3": { main: ["hit"] } } }))).toMatch(/^decisions\["2"\]\.main\[2\]: 1 decision\(s\) never used: seat 2 main was finished after 2/);
    expect(messageOf(() => parseNoBustSettleInput({ ...INPUT, decisions: { x: [] } }))).toBe('decisions.x: keys are seat numbers (1..N)');
    expect(messageOf(() => parseNoBustSettleInput({ ...INPUT, seats: 8, playerDealerSeat: 9 }))).toBe("playerDealerSeat: there is no seat 9 at an 8-seat table (seats 1 to 8)");
    expect(messageOf(() => parseNoBustSettleInput({ ...INPUT, wagers: [{ seat: 1, bet: "main", amount: 1000 }] }))).toBe("wagers[0].seat: seat 1 is the player-dealer's seat: nobody bets from it against the bank");
    expect(messageOf(() => parseNoBustSettleInput({ ...INPUT, wagers: [{ seat: 2, bet: "main", amount: 1000, backline: true }] }))).toBe('wagers: no seated player has a game wager ("main"): nobody is dealt a hand');
    expect(messageOf(() => parseNoBustSettleInput({ ...INPUT, colour: 1 }))).toMatch(/^input: unknown field "colour" \(fields: game, decks, /);
  });
});
