import { describe, expect, it } from "vitest";
import { checkOpeningWager, openingWagers, type OpeningWager, type RoundTable } from "./round-opening";

class BadRound extends Error {}
const refuse = (_code: "bad-round", message: string): never => {
  throw new BadRound(message);
};
const game = { name: "Test 21", maxSeats: 7 };
const table: RoundTable = { seats: 7, pdSeat: 1 };
const main = (seat: number, amount = 500, extra: Partial<OpeningWager> = {}): OpeningWager => ({ seat, bet: "main", amount, ...extra });
const noBetRules = () => undefined;

describe("a wager placed before the deal", () => {
  it("is on a seat at the table, not the player-dealer's, for whole cents above zero", () => {
    expect(() => checkOpeningWager(table, main(8), [main(8)], noBetRules, refuse)).toThrow("seat 8: no such seat (1 to 7)");
    expect(() => checkOpeningWager(table, main(1), [main(1)], noBetRules, refuse)).toThrow("seat 1: the player-dealer cannot wager against their own bank");
    expect(() => checkOpeningWager(table, main(2, 0), [main(2, 0)], noBetRules, refuse)).toThrow("seat 2: a wager is a whole number of cents above zero");
    expect(() => checkOpeningWager(table, main(2, 12.5), [main(2, 12.5)], noBetRules, refuse)).toThrow("seat 2: a wager is a whole number of cents above zero");
  });

  it("then meets the family's bet rules, told who is wagering", () => {
    const seen: string[] = [];
    const backline = main(3, 100, { backline: true });
    checkOpeningWager(table, backline, [main(3), backline], (who) => seen.push(who), refuse);
    expect(seen).toEqual(["seat 3 backline"]);
  });

  it("rides on a seated player's game wager when it is a backline wager", () => {
    const backline = main(4, 100, { backline: true });
    expect(() => checkOpeningWager(table, backline, [backline], noBetRules, refuse)).toThrow("seat 4 backline: a backline wager rides on a seated player's hand, and seat 4 has none");
  });
});

describe("opening the round", () => {
  const input = { seats: 7, pdSeat: 1, bank: 100_000, wagers: [main(2), main(3, 100, { backline: true }), main(3), { seat: 5, bet: "buster", amount: 100 }] };

  it("checks every wager and gives the seated players' game wagers", () => {
    const checked: number[] = [];
    const opened = openingWagers(game, input, (_t, w) => checked.push(w.seat), refuse);
    expect(opened.table).toEqual({ seats: 7, pdSeat: 1 });
    expect(opened.seated.map((w) => w.seat)).toEqual([2, 3]);
    expect(checked).toEqual([2, 3, 3, 5]);
  });

  it("refuses an impossible table, bank or round", () => {
    expect(() => openingWagers(game, { ...input, seats: 8 }, noBetRules, refuse)).toThrow("Test 21 seats 2 to 7, the player-dealer included; got 8");
    expect(() => openingWagers(game, { ...input, pdSeat: 0 }, noBetRules, refuse)).toThrow("the player-dealer's seat must be 1 to 7");
    expect(() => openingWagers(game, { ...input, bank: -1 }, noBetRules, refuse)).toThrow("the bank is a whole number of cents, 0 or more");
    expect(() => openingWagers(game, { ...input, wagers: [{ seat: 5, bet: "buster", amount: 100 }] }, noBetRules, refuse)).toThrow("no player has a game wager");
  });
});
