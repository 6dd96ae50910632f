/**
 * The settlement calculator's words for poker: the input format (in `npm run settle -- --help` and,
 * in brief, on the floor's calculator) and a worked hand of each game (docs/calculators.md,
 * scripts/settle-poker.test.ts) that the floor's calculator offers. A poker hand is settled by its
 * showdown: the same input as `npm run showdown` (lib/domain/poker/showdown-input.ts).
 */
import { POKER_GAME_IDS } from "./game-config";

/** The input format as `npm run -s settle -- --help` prints it. */
export const POKER_SETTLE_USAGE = `Poker (${POKER_GAME_IDS.join(", ")}): nobody banks; the hand is settled by its showdown
  board             the community cards, five for a showdown ("AS", "TD", ...)
  button            the seat of the dealer button (odd chips go to the first winner on its left)
  players           [{"seat", "contributedCents" (blinds, straddle and kill included),
                    "cards" (the hole cards shown: 2 in Hold'em, 4 in Omaha), "folded"}]
  dropCents         the drop taken from the pot (main pot first), or
  option            the schedule option as printed ("3"; Mortimer's Omaha "1"-"24"): the drop for the
                    players listed (dealt in) with a flop when the board has three cards or more
  chipCents         the smallest chip (default 100), the unit of odd chips
  options           the game's named options (docs/rules-decisions/poker.md), e.g. {"oddChips":
                    "one-each-from-left-of-button"}
  output            "pots" (each pot and side pot: its drop, eligible seats, high and low halves with
                    the winners, their hand and shares), "awards" per seat, "returned" (a bet nobody
                    called), "hands" shown, the drop as "fees", "conservation"; "ledger" is empty.`;

/** The input format in brief, for the floor's calculator. */
export const POKER_SETTLE_FORMAT = `Poker (${POKER_GAME_IDS.join(", ")}): no bank, settled by the showdown
board             the community cards ("AS", "TD", ...)
button            the seat of the dealer button
players           [{"seat", "contributedCents", "cards" (hole cards shown), "folded"}]
dropCents         the drop taken, or option: the schedule option as printed ("3")
chipCents         the smallest chip (default 100)
options           the game's named options, e.g. {"oddChips": "one-each-from-left-of-button"}`;

export const POKER_SETTLE_EXAMPLES: readonly { readonly id: string; readonly name: string; readonly input: object }[] = [
  {
    id: "texas-holdem-mortimers",
    name: "Mortimer's Hold'em, option 3: a short all-in wins the main pot, the side pot to the best of the other two",
    input: {
      game: "texas-holdem-mortimers",
      option: "3",
      board: ["AD", "7H", "4D", "2C", "9S"],
      button: 2,
      players: [
        { seat: 1, contributedCents: 1000, cards: ["AS", "AH"] },
        { seat: 3, contributedCents: 4000, cards: ["KD", "KC"] },
        { seat: 5, contributedCents: 4000, cards: ["QS", "QD"] },
        { seat: 6, contributedCents: 600, folded: true },
      ],
    },
  },
  {
    id: "omaha-hi-lo-mortimers",
    name: "Mortimer's Omaha High/Low: seat 1 takes the high half and shares the low with seat 2 (a quartered pot)",
    input: {
      game: "omaha-hi-lo-mortimers",
      board: ["KS", "7H", "4D", "2C", "9S"],
      button: 1,
      dropCents: 300,
      players: [
        { seat: 1, contributedCents: 2100, cards: ["AH", "3C", "KD", "QS"] },
        { seat: 2, contributedCents: 2100, cards: ["AD", "3S", "TC", "TD"] },
        { seat: 3, contributedCents: 2100, cards: ["JS", "JH", "8C", "6C"] },
      ],
    },
  },
  {
    id: "texas-holdem",
    name: "Kings Hold'em: the board plays, the pot is split, the odd chip to the first winner left of the button",
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
  },
  {
    id: "omaha",
    name: "Kings Omaha, option 2: exactly two hole cards, three kings play as a pair",
    input: {
      game: "omaha",
      option: "2",
      board: ["KS", "7H", "4D", "3C", "QD"],
      button: 1,
      players: [
        { seat: 1, contributedCents: 1500, cards: ["KC", "KD", "KH", "2S"] },
        { seat: 2, contributedCents: 1500, cards: ["QC", "QH", "5S", "6S"] },
      ],
    },
  },
];
