/**
 * The showdown and pot calculator (`npm run -s showdown -- <hand.json> --json`, the tablet and the
 * floor): a hand as
 *
 *   { "game": "omaha-hi-lo-mortimers" | ..., "board": ["AS", "KD", "7C", "4H", "2D"], "button": 3,
 *     "players": [{ "seat": 1, "contributedCents": 2400, "cards": ["AH", "2C", "3D", "KS"] },
 *                 { "seat": 2, "contributedCents": 600, "folded": true }],
 *     "dropCents"?: 400, "chipCents"?: 100, "options"?: { "oddChips": "one-each-from-left-of-button" } }
 *
 * to the pots and side pots, the winner(s) of each, hi/lo halves and every seat's award.
 * Refusals name the field in one line.
 */
import { z } from "zod";
import { cents, fieldPath, shapeProblem } from "../calculators/input-errors";
import type { Card } from "../cards/card";
import { calculatorGame, fail, PokerCalculatorInputError } from "./calculator-game";
import type { PokerGameId } from "./game-config";
import { PokerRefusal } from "./refusal";
import { showdown, type ShowdownResult } from "./showdown";

const CardSchema = z
  .string({ error: 'a card is a string such as "TD"' })
  .regex(/^[A2-9TJQK][SHDC]$/, { error: 'not a card: write the rank (A 2-9 T J Q K) then the suit (S H D C), e.g. "TD"' });

const PlayerSchema = z.strictObject({
  seat: z.int({ error: "a seat is a whole number (seats 1..10 clockwise, seat 1 on the house dealer's left)" }).min(1, { error: "seats start at 1" }),
  contributedCents: cents("a contribution").min(0, { error: "a contribution is 0 or more cents" }),
  cards: z.array(CardSchema, { error: "cards is the list of hole cards shown" }).nullable().optional(),
  folded: z.boolean({ error: "folded is true or false" }).optional(),
});

export const ShowdownInputSchema = z.strictObject({
  game: z.string({ error: "the game id is a string" }),
  board: z.array(CardSchema, { error: "board is the list of community cards" }).max(5, { error: "the board has at most five cards" }),
  button: z.int({ error: "button is the seat number of the dealer button" }).min(1, { error: "seats start at 1" }),
  players: z.array(PlayerSchema, { error: "players is a list" }).min(1, { error: "at least one player" }),
  dropCents: cents("the drop").min(0, { error: "the drop is 0 or more cents" }).optional(),
  chipCents: cents("the chip").min(1, { error: "the chip is at least 1 cent" }).optional(),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]), { error: "options maps option names to values" }).optional(),
});

export type ShowdownCalculatorInput = z.infer<typeof ShowdownInputSchema>;

export interface ShowdownAnswer extends ShowdownResult {
  readonly game: PokerGameId;
}

const KNOWN = { input: Object.keys(ShowdownInputSchema.shape), player: Object.keys(PlayerSchema.shape) };

function shapeError(raw: unknown, error: z.ZodError): PokerCalculatorInputError {
  const issue = error.issues[0];
  if (issue?.code === "unrecognized_keys" && issue.path[0] === "players") {
    return new PokerCalculatorInputError(fieldPath(issue.path), `unknown field ${issue.keys.map((k) => `"${k}"`).join(", ")} (fields: ${KNOWN.player.join(", ")})`);
  }
  const { field, message } = shapeProblem(raw, error, { input: KNOWN.input });
  return new PokerCalculatorInputError(field, message);
}

export function showdownCalculator(raw: unknown): ShowdownAnswer {
  const parsed = ShowdownInputSchema.safeParse(raw);
  if (!parsed.success) throw shapeError(raw, parsed.error);
  const input = parsed.data;
  const game = calculatorGame(input.game, input.options);
  if (input.button > game.maxSeats) fail("button", `seats are 1 to ${game.maxSeats}`);
  const seen = new Map<string, string>();
  const note = (card: string, field: string) => {
    const first = seen.get(card);
    if (first !== undefined) fail(field, `${card} is also at ${first}`);
    seen.set(card, field);
  };
  input.board.forEach((c, i) => note(c, `board[${i}]`));
  input.players.forEach((p, i) => {
    const at = `players[${i}]`;
    if (p.seat > game.maxSeats) fail(`${at}.seat`, `seats are 1 to ${game.maxSeats}`);
    if (input.players.findIndex((q) => q.seat === p.seat) !== i) fail(`${at}.seat`, `seat ${p.seat} is listed twice`);
    if (p.cards != null) {
      if (p.cards.length !== game.holeCards) fail(`${at}.cards`, `${game.name} is played with ${game.holeCards} hole cards, got ${p.cards.length}`);
      p.cards.forEach((c, j) => note(c, `${at}.cards[${j}]`));
    }
  });
  try {
    return {
      game: game.id,
      ...showdown({
        game,
        board: input.board as Card[],
        button: input.button,
        players: input.players.map((p) => ({ seat: p.seat, contributedCents: p.contributedCents, cards: (p.cards ?? null) as Card[] | null, folded: p.folded === true })),
        ...(input.dropCents !== undefined ? { dropCents: input.dropCents } : {}),
        ...(input.chipCents !== undefined ? { chipCents: input.chipCents } : {}),
      }),
    };
  } catch (error) {
    if (error instanceof PokerRefusal) fail(/board/.test(error.message) ? "board" : /drop/.test(error.message) ? "dropCents" : "players", error.message);
    throw error;
  }
}
