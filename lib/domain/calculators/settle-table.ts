/**
 * The table a settlement calculator's input describes, checked the same way for every banked
 * family: the game built with the input's options (each option on its own first, so a bad one is
 * refused by its own field), and the wagers checked by the family's wagering rules at a table where
 * every seat but the player-dealer's is taken (seating is not part of the input), each refusal in
 * the input's words. The family says in its own words what is its own (its bets, the wager a bonus
 * needs) and adds its own checks.
 */
import type { z } from "zod";
import type { Cents } from "../money";
import type { WageringRules } from "../wagers/bet-rules";
import { validateRound, type RoundRefusal } from "../wagers/wager-validation";
import { fieldPath, shapeProblem } from "./input-errors";

type Fail = (field: string, reason: string) => never;

/** "an 8-seat table", "a 7-seat table". */
export function seatTable(seats: number): string {
  return `${/^(8|11|18)$/.test(String(seats)) ? "an" : "a"} ${seats}-seat table`;
}

/** The input parsed by the family's schema, or its first problem as the family's refusal (`refusal(field, why)`). */
export function parsedInput<T>(schema: z.ZodType<T>, raw: unknown, knownFields: Readonly<Record<string, readonly string[]>>, refusal: (field: string, reason: string) => Error): T {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const { field, message } = shapeProblem(raw, parsed.error, knownFields);
  throw refusal(field, message);
}

/** Whether a raw input names a game of the family (the calculator routes it there). */
export function namesGameOf(raw: unknown, isGameId: (id: unknown) => boolean): boolean {
  return raw !== null && typeof raw === "object" && !Array.isArray(raw) && isGameId((raw as { game?: unknown }).game);
}

/** Each of the input's options tried on the game alone: the first the game refuses (`isOptionError`) is refused by its own field. */
export function checkEachOption(options: Readonly<Record<string, string | number | boolean>>, tryOption: (option: Record<string, string | number | boolean>) => unknown, isOptionError: (error: unknown) => error is Error, fail: Fail): void {
  for (const [name, value] of Object.entries(options)) {
    try {
      tryOption({ [name]: value });
    } catch (error) {
      if (isOptionError(error)) fail(fieldPath(["options", name]), error.message);
      throw error;
    }
  }
}

/** A wager as every family's input gives it. */
interface InputWager {
  readonly seat: number;
  readonly bet: string;
  readonly amount: Cents;
  readonly backline?: boolean;
  readonly bettor?: string;
}

/** How a family checks its wagers: its own check of each first, its words for a refusal of its own. */
export interface WagerChecks<W extends InputWager> {
  /** The family's check of wager `i` (a bet its game does not offer), made before the shared ones. */
  readonly each?: (wager: W, i: number) => void;
  /** The field (after `wagers[i]`) and words of a refusal the family says its own way; null for the shared words. */
  readonly words?: (refusal: RoundRefusal, wager: W) => readonly [field: string, message: string] | null;
}

/**
 * The wagers checked: the family's own check of each, a bettor named only on a backline wager, then
 * the wagering rules on the whole round (a seat that is not there, the player-dealer's seat, the
 * limits); the first refusal names the wager's field.
 */
export function checkInputWagers<W extends InputWager>(wagers: readonly W[], table: { readonly seats: number; readonly playerDealerSeat: number }, rules: WageringRules, fail: Fail, checks: WagerChecks<W> = {}): void {
  wagers.forEach((w, i) => {
    checks.each?.(w, i);
    if (w.bettor !== undefined && !w.backline) fail(`wagers[${i}].bettor`, "only backline wagers name a bettor (the seated player is the seat)");
  });
  const seats = Array.from({ length: table.seats }, (_, k) => k + 1);
  const verdict = validateRound(rules, { seats: table.seats, occupiedSeats: seats, playerDealerSeat: table.playerDealerSeat }, wagers);
  if (verdict.ok) return;
  const refusal = verdict.refusals[0] as RoundRefusal;
  const i = refusal.wagers[refusal.wagers.length - 1] as number;
  const w = wagers[i] as W;
  const [field, message] = checks.words?.(refusal, w) ?? sharedWords(refusal, w, table.seats);
  fail(`wagers[${i}]${field}`, message);
}

function sharedWords(refusal: RoundRefusal, w: InputWager, seats: number): readonly [string, string] {
  switch (refusal.code) {
    case "NoSuchSeat":
      return [".seat", `there is no seat ${w.seat} at ${seatTable(seats)} (seats 1 to ${seats})`];
    case "PlayerDealerSeat":
      return [".seat", `seat ${w.seat} is the player-dealer's seat: nobody bets from it against the bank`];
    case "BelowMinimum":
    case "OverSpotLimit":
      return [".amount", refusal.message];
    default:
      return ["", refusal.message];
  }
}
