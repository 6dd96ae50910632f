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
import { chooseFeeOption, pricedRoundFees, type RoundFees } from "../calculators/fee-choice";
import { CalculatorInputError, WAGER_FIELDS, fieldPath } from "../calculators/input-errors";
import { FEE_OPTION, SETTLE_FIELDS } from "../calculators/settle-fields";
import { checkEachOption, checkInputWagers, namesGameOf, parsedInput } from "../calculators/settle-table";
import { z } from "zod";
import { computeFees } from "../fees";
import { formatCents } from "../money";
import { GameOptionError } from "../game-options";
import type { SeatNumber } from "../seats";
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
  seats: SETTLE_FIELDS.seats,
  playerDealerSeat: SETTLE_FIELDS.playerDealerSeat,
  bank: SETTLE_FIELDS.bank,
  limits: SETTLE_FIELDS.limits,
  wagers: z.array(WagerSchema, { error: "wagers is a list of wagers" }).min(1, { error: "at least one wager is needed" }),
  dice: z.int({ error: "dice is the three dice's total, a whole number 3 to 18" }),
  hands: z.record(z.string(), HandsSchema, { error: "hands maps a seat number to that seat's tiles and setting" }),
  playerDealer: HandsSchema,
  options: SETTLE_FIELDS.options,
  fee: SETTLE_FIELDS.fee,
});

export type PaiGowTilesSettleInput = z.infer<typeof PaiGowTilesSettleInputSchema>;

/** The fees of the round: the option charged and its lines, or why there are none. */
export type PaiGowTilesRoundFees = RoundFees;

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
  fee: Object.keys(FEE_OPTION),
  playerDealer: ["tiles", "set"],
  set: ["high", "low"],
};

function configuredGame(input: PaiGowTilesSettleInput): PaiGowTilesGame {
  if (!isPaiGowTilesGameId(input.game)) fail("game", `unknown Pai Gow Tiles game ${JSON.stringify(input.game)} (games: ${PAI_GOW_TILES_GAME_IDS.join(", ")})`);
  const options = input.options ?? {};
  checkEachOption(options, (option) => paiGowTilesGame(input.game, option), (error): error is GameOptionError => error instanceof GameOptionError, fail);
  return paiGowTilesGame(input.game, options);
}

function checkTable(game: PaiGowTilesGame, input: PaiGowTilesSettleInput): void {
  if (input.seats < 2 || input.seats > game.maxSeats) fail("seats", `${game.id} seats 2 to ${game.maxSeats}, the player-dealer's seat included (seed 004 L798); not ${input.seats}`);
  if (input.playerDealerSeat < 1 || input.playerDealerSeat > input.seats) fail("playerDealerSeat", `there is no seat ${input.playerDealerSeat} at a ${input.seats}-seat table (seats 1 to ${input.seats})`);
  if (input.limits.max < input.limits.min) fail("limits.max", `the table maximum ${formatCents(input.limits.max)} is below the minimum ${formatCents(input.limits.min)}`);
  if (input.dice < 3 || input.dice > 18) fail("dice", `three dice total 3 to 18, not ${input.dice}`);
}

function checkWagers(input: PaiGowTilesSettleInput): void {
  // Seating is not part of the input: every seat but the player-dealer's counts as occupied.
  checkInputWagers(input.wagers, input, paiGowTilesWageringRules(input.limits), fail, {
    words: (refusal, w) => (refusal.code === "NoSuchSeat" ? [".seat", `there is no seat ${w.seat} at a ${input.seats}-seat table (seats 1 to ${input.seats})`] : null),
  });
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

/** The collection fees of the round, "collected prior to tiles being dealt" (L1976, L1984); not part of the bank walk. */
export function paiGowTilesRoundFees(game: PaiGowTilesGame, input: PaiGowTilesSettleInput): PaiGowTilesRoundFees {
  const wagers: PaiGowTilesWager[] = input.wagers.map((w) => ({ ...w, bet: MAIN_BET }));
  return pricedRoundFees(chooseFeeOption(game, input, fail, { match: "allowed" }), (option) => computeFees(option, paiGowTilesFeeRound(input.playerDealerSeat, wagers)), fail);
}

/** Whether a raw input names a game of this family (the calculator routes it here). */
export function isPaiGowTilesSettleInput(raw: unknown): boolean {
  return namesGameOf(raw, isPaiGowTilesGameId);
}

/** Parses, checks, plays and settles the calculator's input; throws PaiGowTilesSettleInputError naming the field. */
export function parsePaiGowTilesSettleInput(raw: unknown): PaiGowTilesSettleRequest {
  const input = parsedInput(PaiGowTilesSettleInputSchema, raw, KNOWN_FIELDS, (field, reason) => new PaiGowTilesSettleInputError(field, reason));
  const game = configuredGame(input);
  checkTable(game, input);
  checkWagers(input);
  checkHands(input);
  const fee = paiGowTilesRoundFees(game, input);
  const state = playPaiGowTilesRound(game, input);
  return { game, input, state, settlement: settleRound(state), fee };
}
