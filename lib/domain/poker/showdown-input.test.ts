import { describe, expect, it } from "vitest";
import { CalculatorInputError } from "../calculators/input-errors";
import { showdownCalculator } from "./showdown-input";

/** `npm run -s showdown -- <hand.json> --json`: one documented example per game. */
const EXAMPLES = [
  {
    why: "Mortimer's Hold'em: a short all-in wins the main pot less the drop; the side pot goes to the best of the other two",
    input: {
      game: "texas-holdem-mortimers",
      board: ["AD", "7H", "4D", "2C", "9S"],
      button: 2,
      dropCents: 300,
      players: [
        { seat: 1, contributedCents: 1000, cards: ["AS", "AH"] },
        { seat: 3, contributedCents: 4000, cards: ["KD", "KC"] },
        { seat: 5, contributedCents: 4000, cards: ["QS", "QD"] },
        { seat: 6, contributedCents: 600, folded: true },
      ],
    },
    expect: { awards: [{ seat: 3, cents: 6000 }, { seat: 1, cents: 3300 }], returned: null },
  },
  {
    why: "Mortimer's Omaha High/Low: high and low halves, exactly two hole cards",
    input: {
      game: "omaha-hi-lo-mortimers",
      board: ["KS", "7H", "4D", "2C", "9S"],
      button: 1,
      players: [
        { seat: 1, contributedCents: 2000, cards: ["KD", "KC", "QS", "JH"] },
        { seat: 2, contributedCents: 2000, cards: ["AS", "3H", "TC", "TD"] },
      ],
    },
    expect: { awards: [{ seat: 2, cents: 2000 }, { seat: 1, cents: 2000 }] },
  },
  {
    why: "Kings Hold'em: the board plays, the pot is split, the odd chip to the first player left of the button",
    input: {
      game: "texas-holdem",
      board: ["AS", "KD", "QH", "JC", "TS"],
      button: 5,
      players: [
        { seat: 2, contributedCents: 500, cards: ["2C", "3D"] },
        { seat: 7, contributedCents: 500, cards: ["2D", "3C"] },
        { seat: 9, contributedCents: 500, folded: true },
      ],
    },
    expect: { awards: [{ seat: 7, cents: 800 }, { seat: 2, cents: 700 }] },
  },
  {
    why: "Kings Omaha: high only, three hole-card kings play as a pair",
    input: {
      game: "omaha",
      board: ["KS", "7H", "4D", "3C", "QD"],
      button: 1,
      chipCents: 100,
      players: [
        { seat: 1, contributedCents: 1500, cards: ["KC", "KD", "KH", "2S"] },
        { seat: 2, contributedCents: 1500, cards: ["QC", "QH", "5S", "6S"] },
      ],
    },
    expect: { awards: [{ seat: 2, cents: 3000 }] },
  },
];

describe("showdown calculator", () => {
  it.each(EXAMPLES)("$why", ({ input, expect: wanted }) => {
    const answer = showdownCalculator(input);
    expect(answer).toMatchObject(wanted);
    expect(answer.awards.reduce((s, a) => s + a.cents, 0) + (answer.returned?.cents ?? 0) + answer.dropCents).toBe(answer.contributedCents);
    expect(JSON.parse(JSON.stringify(answer))).toEqual(answer);
  });

  const base = { game: "texas-holdem", board: ["AS", "KD", "QH", "JC", "TS"], button: 1 };
  it.each([
    [{ ...base, players: [{ seat: 1, contributedCents: 100, cards: ["AS", "2C"] }, { seat: 2, contributedCents: 100, cards: ["3C", "4C"] }] }, "players[0].cards[0]: AS is also at board[0]"],
    [{ ...base, players: [{ seat: 1, contributedCents: 100, cards: ["2S"] }] }, "players[0].cards: Texas Hold'em is played with 2 hole cards, got 1"],
    [{ ...base, players: [{ seat: 1, contributedCents: 100, cards: ["2S", "1C"] }] }, "players[0].cards[1]: not a card"],
    [{ ...base, players: [{ seat: 1, contributedCents: 100 }, { seat: 1, contributedCents: 100 }] }, "players[1].seat: seat 1 is listed twice"],
    [{ ...base, players: [{ seat: 11, contributedCents: 100 }] }, "players[0].seat: seats are 1 to 10"],
    [{ ...base, players: [{ seat: 1, contributedCents: 100, stack: 5 }] }, 'players[0]: unknown field "stack" (fields: seat, contributedCents, cards, folded)'],
    [{ ...base, players: [{ seat: 1, contributedCents: 100, cards: ["2S", "2C"] }, { seat: 2, contributedCents: 100 }] }, "players: seat 2 is still in a contested pot"],
    [{ ...base, board: ["AS", "KD"], players: [{ seat: 1, contributedCents: 100, cards: ["2S", "2C"] }, { seat: 2, contributedCents: 100, cards: ["3S", "3C"] }] }, "board: a showdown needs the five board cards, got 2"],
    [{ ...base, players: [{ seat: 1, contributedCents: 100, folded: true }, { seat: 2, contributedCents: 900, folded: true }, { seat: 3, contributedCents: 100 }] }, "players: seat 2 folded with more in the pot than anyone else"],
    [{ ...base, dropCents: 500, players: [{ seat: 1, contributedCents: 100 }, { seat: 2, contributedCents: 100, folded: true }] }, "dropCents: the drop $5.00 is more than the pot"],
  ])("refuses %j in one line naming the field", (input, message) => {
    expect(() => showdownCalculator(input)).toThrow(CalculatorInputError);
    try {
      showdownCalculator(input);
    } catch (error) {
      expect((error as Error).message.startsWith(message)).toBe(true);
    }
  });
});
