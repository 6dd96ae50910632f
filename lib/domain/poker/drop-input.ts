/**
 * The drop calculator (`npm run -s drop -- <hand.json> --json`, and the floor's form): a hand as
 *
 *   { "game": "texas-holdem" | ..., "option": "3" (the schedule option as printed; Mortimer's Omaha
 *     prints a row per player count, "1" to "24", or the table limit's rows "1-3"),
 *     "players": 7, "flop": true, "potCents": 2400 | null, "options"?: { "noFlopDrop": "drop", ... } }
 *
 * to the drop and the schedule line it applied. Refusals name the field in one line.
 */
import { z } from "zod";
import { cents, shapeProblem } from "../calculators/input-errors";
import { getSchedule, type FeeLine, type FeeSource, type ScheduleOption } from "../fees";
import { formatCents, type Cents } from "../money";
import { calculatorGame, fail, PokerCalculatorInputError } from "./calculator-game";
import { dropFor, isTimeOption } from "./drop";
import type { PokerGame, PokerGameId } from "./game-config";
import { PokerRefusal } from "./refusal";

export const DropInputSchema = z.strictObject({
  game: z.string({ error: "the game id is a string" }),
  option: z.union([z.string().min(1), z.int()], { error: 'option is the schedule option as printed, e.g. "3"' }),
  players: z.int({ error: "players is a whole number" }).min(2, { error: "a poker hand has at least 2 players" }),
  flop: z.boolean({ error: "flop is true (the flop was dealt) or false" }),
  potCents: cents("the pot").min(0, { error: "the pot is 0 or more cents" }).nullable().optional(),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]), { error: "options maps option names to values" }).optional(),
});

export type DropInput = z.infer<typeof DropInputSchema>;

export interface DropAnswer {
  readonly dropCents: Cents;
  readonly game: PokerGameId;
  readonly scheduleId: string;
  /** The option as asked, and the schedule's option it belongs to ("2" is in Mortimer's Omaha "1-3"). */
  readonly option: string;
  readonly optionId: string;
  readonly players: number;
  readonly flop: boolean;
  readonly potCents: Cents | null;
  /** The printed line applied: its player count as printed and its fee; null when nothing is taken. */
  readonly applied: { readonly label: string; readonly minPlayers: number; readonly maxPlayers: number | null; readonly feeCents: Cents } | null;
  readonly capped: boolean;
  /** The rule in words, as the dealer and the audit read it. */
  readonly rule: string;
  readonly source: FeeSource;
  readonly line: FeeLine | null;
}

/** The schedule option for an option number as printed: itself, or the Mortimer's Omaha limit whose rows hold it. */
export function printedOption(game: PokerGame, printed: string): ScheduleOption {
  const schedule = getSchedule(game.feeScheduleId);
  const exact = schedule.options.find((o) => o.id === printed);
  if (exact) return exact;
  const n = Number(printed);
  const grouped = Number.isInteger(n)
    ? schedule.options.find((o) => {
        const m = /^(\d+)-(\d+)$/.exec(o.id);
        return m !== null && n >= Number(m[1]) && n <= Number(m[2]);
      })
    : undefined;
  if (grouped) return grouped;
  fail("option", `${game.name} (${game.room}) prints no option ${JSON.stringify(printed)} (options: ${schedule.options.map((o) => o.id).join(", ")})`);
}

export function parseDropInput(raw: unknown): { game: PokerGame; input: DropInput; option: ScheduleOption } {
  const parsed = DropInputSchema.safeParse(raw);
  if (!parsed.success) {
    const { field, message } = shapeProblem(raw, parsed.error, { input: Object.keys(DropInputSchema.shape) });
    throw new PokerCalculatorInputError(field, message);
  }
  const input = parsed.data;
  const game = calculatorGame(input.game, input.options);
  if (input.players > game.maxSeats) fail("players", `${game.name} seats at most ${game.maxSeats} players, got ${input.players}`);
  const option = printedOption(game, String(input.option));
  if (isTimeOption(option)) {
    const t = option.collections.find((c) => c.kind === "time");
    fail("option", `option ${option.id} is time collection (${t?.kind === "time" ? formatCents(t.perPlayerPerHalfHour) : "?"} per player per half hour), not a drop from the pot`);
  }
  return { game, input, option };
}

/** The drop for a hand described as JSON. */
export function dropCalculator(raw: unknown): DropAnswer {
  const { game, input, option } = parseDropInput(raw);
  const potCents = input.potCents ?? null;
  let drop;
  try {
    drop = dropFor(game, option, { players: input.players, flop: input.flop, potCents });
  } catch (error) {
    if (error instanceof PokerRefusal) fail("input", error.message);
    throw error;
  }
  const band = drop.band;
  return {
    dropCents: drop.cents,
    game: game.id,
    scheduleId: option.scheduleId,
    option: String(input.option),
    optionId: option.id,
    players: input.players,
    flop: input.flop,
    potCents,
    applied: band === null ? null : { label: band.label ?? `${band.min}${band.max === null ? "+" : `-${band.max}`}`, minPlayers: band.min, maxPlayers: band.max, feeCents: band.fee },
    capped: drop.capped,
    rule: drop.text,
    source: option.source,
    line: drop.lines[0] ?? null,
  };
}
