import { describe, expect, it } from "vitest";
import { CalculatorInputError } from "../calculators/input-errors";
import { dropCalculator } from "./drop-input";

/** `npm run -s drop -- <hand.json> --json`: one documented example per game. */
const EXAMPLES = [
  {
    why: "Mortimer's Hold'em option 41, four players: the \"4 players\" column, $3 (seed 003 L3953, L3956-3961)",
    input: { game: "texas-holdem-mortimers", option: "41", players: 4, flop: true, potCents: null },
    expect: { dropCents: 300, optionId: "41", applied: { label: "4", minPlayers: 4, maxPlayers: 4, feeCents: 300 }, rule: "poker drop, 4 players dealt: 4 $3.00" },
  },
  {
    why: "Mortimer's Omaha printed row 2 is the $3/$6 table's; seven players take row 1, $4 (seed 003 L3994-4005)",
    input: { game: "omaha-hi-lo-mortimers", option: "2", players: 7, flop: true, potCents: 5400 },
    expect: { dropCents: 400, optionId: "1-3", applied: { label: "row 1: 7 or More", feeCents: 400 } },
  },
  {
    why: "Kings Hold'em option 3 without a flop: nothing (seed 004 L3; option noFlopDrop)",
    input: { game: "texas-holdem", option: "3", players: 6, flop: false, potCents: null },
    expect: { dropCents: 0, applied: null, capped: false },
  },
  {
    why: "Kings Omaha option 5, nine players, a $4.50 pot: the $6 drop capped at the pot (seed 004 L51-53)",
    input: { game: "omaha", option: 5, players: 9, flop: true, potCents: 450 },
    expect: { dropCents: 450, capped: true, applied: { label: "7+", feeCents: 600 } },
  },
];

describe("drop calculator", () => {
  it.each(EXAMPLES)("$why", ({ input, expect: wanted }) => {
    const answer = dropCalculator(input);
    expect(answer).toMatchObject(wanted);
    expect(answer.source.file).toMatch(/^00[34]_/);
    expect(JSON.parse(JSON.stringify(answer))).toEqual(answer);
  });

  it("a room's option changes the answer: Kings Hold'em taking the drop without a flop", () => {
    expect(dropCalculator({ game: "texas-holdem", option: "3", players: 6, flop: false, potCents: null, options: { noFlopDrop: "drop" } }).dropCents).toBe(400);
  });

  it.each([
    [{ option: "3", players: 6, flop: true }, "game: missing (the game id is a string)"],
    [{ game: "blackjack", option: "3", players: 6, flop: true }, 'game: unknown poker game "blackjack" (games: texas-holdem-mortimers, omaha-hi-lo-mortimers, texas-holdem, omaha)'],
    [{ game: "omaha", option: "12", players: 6, flop: true }, 'option: Omaha (Kings Card Club) prints no option "12" (options: 1, 2, 3, 4, 5, 6, 7)'],
    [{ game: "omaha", option: "6", players: 6, flop: true }, "option: option 6 is time collection ($5.00 per player per half hour), not a drop from the pot"],
    [{ game: "omaha", option: "3", players: 11, flop: true }, "players: Omaha seats at most 10 players, got 11"],
    [{ game: "omaha", option: "3", players: 1, flop: true }, "players: a poker hand has at least 2 players, got 1"],
    [{ game: "omaha", option: "3", players: 6, flop: "yes" }, 'flop: flop is true (the flop was dealt) or false, got "yes"'],
    [{ game: "omaha", option: "3", players: 6, flop: true, potCents: 12.5 }, "potCents: the pot must be a whole number of cents, got 12.5"],
    [{ game: "omaha", option: "3", players: 6, flop: true, pot: 100 }, 'input: unknown field "pot" (fields: game, option, players, flop, potCents, options)'],
    [{ game: "texas-holdem-mortimers", option: "3", players: 6, flop: true, options: { noFlopDrop: "drop" } }, 'options.noFlopDrop: texas-holdem-mortimers has no option "noFlopDrop"'],
  ])("refuses %j in one line naming the field", (input, message) => {
    expect(() => dropCalculator(input)).toThrow(CalculatorInputError);
    try {
      dropCalculator(input);
    } catch (error) {
      expect((error as Error).message.startsWith(message)).toBe(true);
    }
  });
});
