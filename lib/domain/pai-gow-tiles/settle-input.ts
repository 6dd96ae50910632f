/**
 * The settlement calculator's input for Pai Gow Tiles (`npm run settle`, game "pai-gow-tiles"): a
 * completed round as a dispute describes it, checked field by field, played through the same step
 * functions as the live table (`rollDice`, `dealTiles`, `setHands`, `exposeHands`) and settled by
 * `settleRound`. Every refusal is a `PaiGowTilesSettleInputError` whose one-line message starts
 * with the field it is about (`hands["3"].tiles[2]: ...`).
 *
 * The input (money in cents, seats 1..N clockwise, seat 1 the first seat on the house dealer's left):
 *
 *   { "game": "pai-gow-tiles", "seats", "playerDealerSeat", "bank", "limits": { "min", "max" },
 *     "wagers": [{ "seat", "bet": "main", "amount", "backline"?, "bettor"? }],
 *     "dice": 3..18,                      the three dice's total
 *     "hands": { "<seat>": { "tiles": [4 tiles], "set": "house-way" | { "high": [2 tiles], "low": [2 tiles] } } },
 *     "playerDealer": { "tiles": [4 tiles], "set": "house-way" | { "high": [...], "low": [...] } },
 *     "options"?: { ... }, "fee"?: { "scheduleId", "optionId" } }
 *
 * A tile is its id ("6-6a", "3-6") or, for a civil tile, its face alone ("6-6": the copy not yet
 * used). Every seat with a seated wager has hands; no other seat does.
 */
import { CalculatorInputError, WAGER_FIELDS, cents, fieldPath, shapeProblem } from "../calculators/input-errors";
import { z } from "zod";
import { FeeError, assertTableLimitAllowed, computeFees, getSchedule, type FeeLine, type ScheduleOption } from "../fees";
import { formatCents } from "../money";
import { GameOptionError } from "../no-bust/options";
import type { SeatNumber } from "../seats";
import { validateRound, type RoundRefusal } from "../wagers/wager-validation";
import { MAIN_BET, PAI_GOW_TILES_GAME_IDS, type PaiGowTilesGame } from "./game-config";
import { isPaiGowTilesGameId, paiGowTilesGame } from "./games";
import { describeStep } from "./next-step";
import { walkRound, type ScriptedHands } from "./play-round";
import { PaiGowTilesRefusal } from "./refusal";
import { newRound, type PaiGowTilesWager, type RoundState } from "./round-state";
import { settleRound, type PaiGowTilesSettlement } from "./settlement";
import { newTileShoe, takeTile, TileRefused } from "./tile-shoe";
import { paiGowTilesFeeRound, paiGowTilesWageringRules } from "./wagering";

/** A refusal of the input; `message` is "<field>: <why>", one line. */
export class PaiGowTilesSettleInputError extends CalculatorInputError {
  override name = "PaiGowTilesSettleInputError";
}

function fail(field: string, reason: string): never {
  throw new PaiGowTilesSettleInputError(field, reason);
}

const TileSchema = z.string({ error: 'a tile is a string: its two halves, e.g. "3-6", or a civil tile\'s id "6-6a"' }).min(1, { error: "a tile may not be empty" });
const TwoTiles = z.array(TileSchema, { error: "a hand is a list of two tiles" }).length(2, { error: "a hand is two tiles" });
const HandsSchema = z.strictObject(
  {
    tiles: z.array(TileSchema, { error: "tiles is the seat's four tiles" }).length(4, { error: "a seat has four tiles" }),
    set: z.union([z.literal("house-way"), z.strictObject({ high: TwoTiles, low: TwoTiles }, { error: 'set is "house-way" or { "high": [2 tiles], "low": [2 tiles] }' })], {
      error: 'set is "house-way" or { "high": [2 tiles], "low": [2 tiles] }',
    }),
  },
  { error: 'a seat\'s hands are { "tiles": [4 tiles], "set": "house-way" | { "high", "low" } }' },
);

const WagerSchema = z.strictObject({
  seat: WAGER_FIELDS.seat,
  bet: z.literal(MAIN_BET, { error: `a Pai Gow Tiles wager is "${MAIN_BET}" (one wager per betting area)` }),
  amount: WAGER_FIELDS.amount,
  backline: WAGER_FIELDS.backline,
  bettor: WAGER_FIELDS.bettor,
});

export const PaiGowTilesSettleInputSchema = z.strictObject({
  game: z.string({ error: `the game id is a string (${PAI_GOW_TILES_GAME_IDS.join(", ")})` }),
  seats: z.int({ error: "seats is the number of seats at the table, the player-dealer's included" }),
  playerDealerSeat: z.int({ error: "playerDealerSeat is a seat number" }),
  bank: cents("the bank").min(1, { error: "the player-dealer's bank must be at least 1 cent" }),
  limits: z.strictObject(
    {
      min: cents("the table minimum").min(1, { error: "the table minimum must be at least 1 cent" }),
      max: cents("the table maximum").min(1, { error: "the table maximum must be at least 1 cent" }),
    },
    { error: 'limits is { "min": cents, "max": cents }' },
  ),
  wagers: z.array(WagerSchema, { error: "wagers is a list of wagers" }).min(1, { error: "at least one wager is needed" }),
  dice: z.int({ error: "dice is the three dice's total, a whole number 3 to 18" }),
  hands: z.record(z.string(), HandsSchema, { error: "hands maps a seat number to that seat's tiles and setting" }),
  playerDealer: HandsSchema,
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()], { error: "an option value is a string, number or boolean" }), { error: "options maps option names to values" }).optional(),
  fee: z
    .strictObject(
      {
        scheduleId: z.string({ error: "scheduleId is a fee schedule id (lib/domain/fees/registry.ts)" }).min(1, { error: "scheduleId may not be empty" }),
        optionId: z.string({ error: 'optionId is the schedule option as printed, a string such as "3"' }).min(1, { error: "optionId may not be empty" }),
      },
      { error: 'fee is { "scheduleId", "optionId" }' },
    )
    .optional(),
});

export type PaiGowTilesSettleInput = z.infer<typeof PaiGowTilesSettleInputSchema>;

/** The fees of the round: the option charged and its lines, or why there are none. */
export type PaiGowTilesRoundFees =
  | {
      readonly kind: "charged";
      readonly scheduleId: string;
      readonly optionId: string;
      readonly chosenBy: "input" | "table limits";
      readonly option: ScheduleOption;
      readonly lines: readonly FeeLine[];
    }
  | { readonly kind: "none"; readonly note: string };

export interface PaiGowTilesSettleRequest {
  readonly game: PaiGowTilesGame;
  readonly input: PaiGowTilesSettleInput;
  /** The round as played, complete. */
  readonly state: RoundState;
  readonly settlement: PaiGowTilesSettlement;
  readonly fee: PaiGowTilesRoundFees;
}

const KNOWN_FIELDS: Readonly<Record<string, readonly string[]>> = {
  input: Object.keys(PaiGowTilesSettleInputSchema.shape),
  limits: ["min", "max"],
  wager: Object.keys(WagerSchema.shape),
  fee: ["scheduleId", "optionId"],
  playerDealer: ["tiles", "set"],
  set: ["high", "low"],
};

function shapeError(raw: unknown, error: z.ZodError): PaiGowTilesSettleInputError {
  const { field, message } = shapeProblem(raw, error, KNOWN_FIELDS);
  return new PaiGowTilesSettleInputError(field, message);
}

function configuredGame(input: PaiGowTilesSettleInput): PaiGowTilesGame {
  if (!isPaiGowTilesGameId(input.game)) fail("game", `unknown Pai Gow Tiles game ${JSON.stringify(input.game)} (games: ${PAI_GOW_TILES_GAME_IDS.join(", ")})`);
  const options = input.options ?? {};
  for (const [name, value] of Object.entries(options)) {
    try {
      paiGowTilesGame(input.game, { [name]: value });
    } catch (error) {
      if (error instanceof GameOptionError) fail(fieldPath(["options", name]), error.message);
      throw error;
    }
  }
  return paiGowTilesGame(input.game, options);
}

function checkTable(game: PaiGowTilesGame, input: PaiGowTilesSettleInput): void {
  if (input.seats < 2 || input.seats > game.maxSeats) fail("seats", `${game.id} seats 2 to ${game.maxSeats}, the player-dealer's seat included (seed 004 L798); not ${input.seats}`);
  if (input.playerDealerSeat < 1 || input.playerDealerSeat > input.seats) fail("playerDealerSeat", `there is no seat ${input.playerDealerSeat} at a ${input.seats}-seat table (seats 1 to ${input.seats})`);
  if (input.limits.max < input.limits.min) fail("limits.max", `the table maximum ${formatCents(input.limits.max)} is below the minimum ${formatCents(input.limits.min)}`);
  if (input.dice < 3 || input.dice > 18) fail("dice", `three dice total 3 to 18, not ${input.dice}`);
}

function wagerError(input: PaiGowTilesSettleInput, refusal: RoundRefusal): PaiGowTilesSettleInputError {
  const i = refusal.wagers[refusal.wagers.length - 1] as number;
  const w = input.wagers[i] as PaiGowTilesSettleInput["wagers"][number];
  const at = (field: string) => `wagers[${i}]${field}`;
  switch (refusal.code) {
    case "NoSuchSeat":
      return new PaiGowTilesSettleInputError(at(".seat"), `there is no seat ${w.seat} at a ${input.seats}-seat table (seats 1 to ${input.seats})`);
    case "PlayerDealerSeat":
      return new PaiGowTilesSettleInputError(at(".seat"), `seat ${w.seat} is the player-dealer's seat: nobody bets from it against the bank`);
    case "BelowMinimum":
    case "OverSpotLimit":
      return new PaiGowTilesSettleInputError(at(".amount"), refusal.message);
    default:
      return new PaiGowTilesSettleInputError(at(""), refusal.message);
  }
}

function checkWagers(input: PaiGowTilesSettleInput): void {
  input.wagers.forEach((w, i) => {
    if (w.bettor !== undefined && !w.backline) fail(`wagers[${i}].bettor`, "only backline wagers name a bettor (the seated player is the seat)");
  });
  const seats = Array.from({ length: input.seats }, (_, k) => k + 1);
  // Seating is not part of the input: every seat but the player-dealer's counts as occupied.
  const verdict = validateRound(paiGowTilesWageringRules(input.limits), { seats: input.seats, occupiedSeats: seats, playerDealerSeat: input.playerDealerSeat }, input.wagers);
  if (!verdict.ok) throw wagerError(input, verdict.refusals[0] as RoundRefusal);
  input.wagers.forEach((w, i) => {
    if (w.backline && !input.wagers.some((o) => o.seat === w.seat && !o.backline)) fail(`wagers[${i}]`, `a backline wager rides on a seated player's hands, and seat ${w.seat} has no seated wager`);
  });
}

const handsField = (seat: SeatNumber | "player-dealer", ...rest: (string | number)[]) => fieldPath(seat === "player-dealer" ? ["playerDealer", ...rest] : ["hands", String(seat), ...rest]);

/** Every seat with a seated wager has hands, no other seat does, and no tile is used twice. */
function checkHands(input: PaiGowTilesSettleInput): void {
  const playing = new Set(input.wagers.filter((w) => !w.backline).map((w) => w.seat));
  for (const key of Object.keys(input.hands)) {
    if (!/^[1-9]\d*$/.test(key)) fail(fieldPath(["hands", key]), "keys are seat numbers (1..N)");
    const seat = Number(key);
    if (seat === input.playerDealerSeat) fail(fieldPath(["hands", key]), `seat ${seat} is the player-dealer's: its tiles go in "playerDealer"`);
    if (!playing.has(seat)) fail(fieldPath(["hands", key]), `seat ${seat} has no seated wager, so no hands this round`);
  }
  for (const seat of [...playing].sort((a, b) => a - b)) {
    if (input.hands[String(seat)] === undefined) fail("hands", `seat ${seat} has a wager but no hands: give its four tiles and how they were set`);
  }
  let shoe = newTileShoe();
  const take = (seat: SeatNumber | "player-dealer", hands: ScriptedHands) =>
    hands.tiles.forEach((text, i) => {
      try {
        shoe = takeTile(shoe, text).shoe;
      } catch (error) {
        if (error instanceof TileRefused) fail(handsField(seat, "tiles", i), error.message);
        throw error;
      }
    });
  for (const [key, hands] of Object.entries(input.hands)) take(Number(key), hands);
  take("player-dealer", input.playerDealer);
}

/** Plays the round through the engine: exactly one complete round. */
export function playPaiGowTilesRound(game: PaiGowTilesGame, input: PaiGowTilesSettleInput): RoundState {
  const wagers: PaiGowTilesWager[] = input.wagers.map((w) => ({
    seat: w.seat,
    bet: MAIN_BET,
    amount: w.amount,
    ...(w.backline ? { backline: true } : {}),
    ...(w.bettor !== undefined ? { bettor: w.bettor } : {}),
  }));
  let start: RoundState;
  try {
    start = newRound(game, { seats: input.seats, pdSeat: input.playerDealerSeat, bank: input.bank, wagers });
  } catch (error) {
    if (error instanceof PaiGowTilesRefusal) fail("wagers", error.message);
    throw error;
  }
  const handsOf = (seat: SeatNumber): ScriptedHands | undefined => (seat === input.playerDealerSeat ? input.playerDealer : input.hands[String(seat)]);
  const fieldOf = (seat: SeatNumber) => (seat === input.playerDealerSeat ? "player-dealer" : seat);
  return walkRound(start, {
    dice: () => input.dice,
    hands: handsOf,
    missing(seat, step) {
      fail(seat === input.playerDealerSeat ? "playerDealer" : "hands", `seat ${seat}'s tiles are needed (${describeStep(step)})`);
    },
    refused(what, error) {
      if (!(error instanceof PaiGowTilesRefusal)) throw error;
      if (what.kind === "dice") fail("dice", error.message);
      if (what.kind === "tiles") fail(handsField(fieldOf(what.seat), "tiles"), error.message);
      fail(handsField(fieldOf(what.seat), "set"), error.message);
    },
  });
}

function limitText(limits: { readonly min: number; readonly max: number }): string {
  return `${formatCents(limits.min)}-${formatCents(limits.max)}`;
}

function allows(option: ScheduleOption, limits: { readonly min: number; readonly max: number }): boolean {
  try {
    assertTableLimitAllowed(option, limits);
    return true;
  } catch (error) {
    if (error instanceof FeeError) return false;
    throw error;
  }
}

function chooseFeeOption(game: PaiGowTilesGame, input: PaiGowTilesSettleInput): { option: ScheduleOption; chosenBy: "input" | "table limits" } | string {
  const schedule = getSchedule(game.feeScheduleId);
  const fee = input.fee;
  if (fee !== undefined) {
    if (fee.scheduleId !== schedule.id) fail("fee.scheduleId", `${JSON.stringify(fee.scheduleId)} is not the fee schedule of ${game.id} (its schedule: "${schedule.id}")`);
    const option = schedule.options.find((o) => o.id === fee.optionId);
    if (option === undefined) fail("fee.optionId", `${schedule.id} has no option ${JSON.stringify(fee.optionId)} (options: ${schedule.options.map((o) => o.id).join(", ")})`);
    try {
      assertTableLimitAllowed(option, input.limits);
    } catch (error) {
      if (error instanceof FeeError) fail("fee.optionId", `${error.message}; the input's limits are ${limitText(input.limits)}`);
      throw error;
    }
    return { option, chosenBy: "input" };
  }
  const matches = schedule.options.filter((o) => allows(o, input.limits));
  const giveFee = 'give "fee" with "scheduleId" and "optionId" to charge the fees';
  if (matches.length === 1) return { option: matches[0] as ScheduleOption, chosenBy: "table limits" };
  if (matches.length > 1) return `the table limits ${limitText(input.limits)} are allowed by ${matches.length} options of "${schedule.id}" (${matches.map((o) => o.id).join(", ")}): ${giveFee}`;
  return `no option of "${schedule.id}" allows the table limits ${limitText(input.limits)}: ${giveFee}`;
}

/** The collection fees of the round, "collected prior to tiles being dealt" (L1976, L1984); not part of the bank walk. */
export function paiGowTilesRoundFees(game: PaiGowTilesGame, input: PaiGowTilesSettleInput): PaiGowTilesRoundFees {
  const chosen = chooseFeeOption(game, input);
  if (typeof chosen === "string") return { kind: "none", note: chosen };
  const wagers: PaiGowTilesWager[] = input.wagers.map((w) => ({ ...w, bet: MAIN_BET }));
  let lines: FeeLine[];
  try {
    lines = computeFees(chosen.option, paiGowTilesFeeRound(input.playerDealerSeat, wagers));
  } catch (error) {
    if (!(error instanceof FeeError)) throw error;
    const why = `${chosen.option.scheduleId} option ${chosen.option.id} cannot price this round: ${error.message}`;
    if (chosen.chosenBy === "input") fail("fee", why);
    return { kind: "none", note: why };
  }
  return { kind: "charged", scheduleId: chosen.option.scheduleId, optionId: chosen.option.id, chosenBy: chosen.chosenBy, option: chosen.option, lines };
}

/** Whether a raw input names a game of this family (the calculator routes it here). */
export function isPaiGowTilesSettleInput(raw: unknown): boolean {
  return raw !== null && typeof raw === "object" && !Array.isArray(raw) && isPaiGowTilesGameId((raw as { game?: unknown }).game);
}

/** Parses, checks, plays and settles the calculator's input; throws PaiGowTilesSettleInputError naming the field. */
export function parsePaiGowTilesSettleInput(raw: unknown): PaiGowTilesSettleRequest {
  const parsed = PaiGowTilesSettleInputSchema.safeParse(raw);
  if (!parsed.success) throw shapeError(raw, parsed.error);
  const input = parsed.data;
  const game = configuredGame(input);
  checkTable(game, input);
  checkWagers(input);
  checkHands(input);
  const fee = paiGowTilesRoundFees(game, input);
  const state = playPaiGowTilesRound(game, input);
  return { game, input, state, settlement: settleRound(state), fee };
}
