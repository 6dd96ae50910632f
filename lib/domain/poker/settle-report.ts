/**
 * The settlement calculator's report of a poker hand (`npm run settle` with a poker game, and the
 * floor's settlement calculator): the showdown (pots and side pots, the winners of each, hi/lo
 * halves, every seat's award) with the drop. Nobody banks, so there is no ledger against a bank:
 * the pot is pushed to its winners. The drop is the hand's `dropCents`, or, with `option`, the
 * schedule option's drop for the players in the hand (dealt in) and whether a flop came (three or
 * more board cards), capped at the pot.
 */
import { feeJson, SettleInputError, type FeeJson } from "../calculators/settle-report";
import { CalculatorInputError } from "../calculators/input-errors";
import { dropFor } from "./drop";
import { calculatorGame } from "./calculator-game";
import { printedOption } from "./drop-input";
import { showdownCalculator, type ShowdownAnswer } from "./showdown-input";
import { PokerRefusal } from "./refusal";

export interface PokerSettleReport extends ShowdownAnswer {
  /** No ledger: nobody banks at poker, the pot is pushed to its winners. */
  readonly ledger: readonly never[];
  /** The drop as a fee line, when it was priced from the schedule option. */
  readonly fees: readonly FeeJson[];
  readonly feeTotal: number;
  readonly feeOption?: { readonly scheduleId: string; readonly optionId: string; readonly chosenBy: "input" };
  readonly feeNote?: string;
  /** Every chip contributed is awarded, returned (a bet nobody called) or dropped, exactly once. */
  readonly conservation: { readonly ok: boolean; readonly contributed: number; readonly awarded: number; readonly returned: number; readonly dropped: number };
}

function asSettleError(error: unknown): never {
  if (error instanceof CalculatorInputError) throw new SettleInputError(error.field, error.reason);
  throw error;
}

export function settlePokerInput(raw: object): PokerSettleReport {
  const { option, ...rest } = raw as { option?: unknown } & Record<string, unknown>;
  let fee: { lines: ReturnType<typeof dropFor>["lines"]; scheduleId: string; optionId: string } | null = null;
  let input: Record<string, unknown> = rest;
  if (option !== undefined) {
    if (rest.dropCents !== undefined) throw new SettleInputError("option", "give the schedule option or dropCents, not both");
    // The hand itself first: its fields are refused by name before the drop is priced from it.
    try {
      showdownCalculator(rest);
    } catch (error) {
      asSettleError(error);
    }
    if (typeof option !== "string" && typeof option !== "number") throw new SettleInputError("option", 'option is the schedule option as printed, e.g. "3"');
    try {
      const game = calculatorGame(String(rest.game), rest.options as Record<string, unknown> | undefined);
      const scheduled = printedOption(game, String(option));
      const players = Array.isArray(rest.players) ? rest.players : [];
      const board = Array.isArray(rest.board) ? rest.board : [];
      const pot = players.reduce((s: number, p: unknown) => s + (typeof (p as { contributedCents?: unknown })?.contributedCents === "number" ? (p as { contributedCents: number }).contributedCents : 0), 0);
      const drop = dropFor(game, scheduled, { players: players.length, flop: board.length >= 3, potCents: pot });
      fee = { lines: drop.lines, scheduleId: scheduled.scheduleId, optionId: scheduled.id };
      input = { ...rest, dropCents: drop.cents };
    } catch (error) {
      if (error instanceof PokerRefusal) throw new SettleInputError("option", error.message);
      asSettleError(error);
    }
  }
  let answer: ShowdownAnswer;
  try {
    answer = showdownCalculator(input);
  } catch (error) {
    asSettleError(error);
  }
  const awarded = answer.awards.reduce((s, a) => s + a.cents, 0);
  const returned = answer.returned?.cents ?? 0;
  const fees = fee ? feeJson(fee.lines) : [];
  return {
    ...answer,
    ledger: [],
    fees,
    feeTotal: answer.dropCents,
    ...(fee ? { feeOption: { scheduleId: fee.scheduleId, optionId: fee.optionId, chosenBy: "input" as const } } : { feeNote: answer.dropCents > 0 ? "the drop as given (dropCents)" : "no drop given: add dropCents, or the schedule option as printed (option)" }),
    conservation: { ok: awarded + returned + answer.dropCents === answer.contributedCents, contributed: answer.contributedCents, awarded, returned, dropped: answer.dropCents },
  };
}
