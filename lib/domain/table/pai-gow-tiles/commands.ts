/**
 * The commands a dealer tablet or a supervisor may send to a Pai Gow Tiles table, each declared
 * once (common/command-set.ts): its schema (zod), who may send it, its rule, and the floor's words
 * for the events it records. The commands every table shares keep their schema and roles in
 * common/commands.ts; the shell answers seating, the bank, the timer, the settlement walk and the
 * floor's table commands, and refuses every shoe command (the game is dealt from no shoe:
 * common/shell-commands.ts). The longer rules are named functions in decide.ts; the words' pieces
 * are in words.ts. Tiles are typed as the dealer reads them: the two halves ("6-6", "3-6", either
 * order), or a civil tile's id ("6-6a").
 */
import { z } from "zod";
import { paiGowTilesFeeRound, PaiGowTilesRefusal } from "../../pai-gow-tiles";
import { accept, refuse, type Decision } from "../machine";
import { cents, FLOOR_CORRECTIONS, FLOOR_ONLY, reason, ROUND_STEP, seat, SHARED_COMMANDS } from "../common/commands";
import { commandsOf, except } from "../common/command-set";
import { bettingOpenRefusal, decideCloseBetting, decideOpenRound, decideVoid, guard } from "../common/decide";
import { decideReopenBetting } from "../common/floor-corrections";
import { decideEndRound, decideSettle, playableRound } from "../common/engine-steps";
import { wagerWords } from "../common/floor-fields";
import { decidePlaceWager, decideRemoveWager } from "../common/round-steps";
import { floorCorrectionCommands, shellCommands } from "../common/shell-commands";
import { completedPaiGowTilesRound } from "./completed-round";
import {
  decideCorrection,
  decideDeal,
  decideDice,
  decideExposure,
  decideResults,
  decideSetting,
  decideTilesMisdeal,
  decideUndo,
  ENGINE,
  NO_SHOE,
  paiGowTilesShellGame,
} from "./decide";
import type { PaiGowTilesTableEvent } from "./events";
import { betName, paiGowTilesGameOf } from "./game-of";
import { openPlay } from "./steps";
import type { PaiGowTilesTableState } from "./state";
import { completedWords, stepWords, type PaiGowTilesWords } from "./words";

const tile = z.string().trim().regex(/^[1-6]\s*[-:/ ]?\s*[1-6][abAB]?$/, 'a tile is its two halves, e.g. "6-6" or "3-6"');
const twoTiles = z.array(tile).length(2, "a hand is two tiles");
const fourTiles = z.array(tile).length(4, "a seat holds four tiles");

/**
 * A seat's hands set: by the player (face down; the player-dealer's face up, so its high and low
 * are given), or by the house dealer the house way (the four tiles, unless the server dealt them).
 */
const setHands = z
  .object({
    type: z.literal("set-hands"),
    seat,
    by: z.enum(["player", "house-way"]),
    high: twoTiles.optional(),
    low: twoTiles.optional(),
    tiles: fourTiles.optional(),
  })
  .strict();

/** A player's hands turned over in settlement order: its high and low, unless the system knows them. */
const exposeHands = z.object({ type: z.literal("expose-hands"), seat, high: twoTiles.optional(), low: twoTiles.optional() }).strict();

/** Supervisor: a tile the dealer entered, replaced (by its place among the tiles entered this round). */
const correctTile = z.object({ type: z.literal("correct-tile"), index: z.number().int().min(0).max(63), tile, reason }).strict();

/** The commands decide.ts's handlers read. */
export type SetHands = z.infer<typeof setHands>;
export type ExposeHands = z.infer<typeof exposeHands>;
export type CorrectTile = z.infer<typeof correctTile>;

const { declare, set } = commandsOf<PaiGowTilesTableState, PaiGowTilesTableEvent, PaiGowTilesWords>();

/** The configured game and its wagering rules (the table's guard has passed: the table is set up). */
const gameOf = (state: PaiGowTilesTableState) => paiGowTilesGameOf(state.settings!);

/**
 * Each command once. The shell answers the shared ones with the game from decide.ts
 * (paiGowTilesShellGame, dealt from no shoe: it refuses starting and burning a shoe), but for the
 * misdeal and reopened betting, the floor's corrections answered here in stacks, not cards.
 */
export const PAI_GOW_TILES_COMMANDS = set(guard, [
  ...shellCommands<PaiGowTilesTableState>(paiGowTilesShellGame),
  ...except(floorCorrectionCommands<PaiGowTilesTableState>(paiGowTilesShellGame), "declare-misdeal", "reopen-betting"),
  declare({ ...FLOOR_CORRECTIONS["declare-misdeal"], decide: (state, command, ctx) => decideTilesMisdeal(state, command.reason, ctx) }),
  declare({
    ...FLOOR_CORRECTIONS["reopen-betting"],
    decide(state, command, ctx) {
      // Over tiles: once the dice are thrown, refused in the tiles' words (the shell's are a shoe's); before, the shell's.
      if (state.round?.phase === "dealing" && state.round.steps.length > 0) {
        const dealt = state.round.steps.some((s) => s.kind === "deal");
        return dealt
          ? refuse("TILES_DEALT", "The stacks are dealt: betting cannot open again over them. Declare a misdeal first, then reopen betting.")
          : refuse("DICE_THROWN", "The dice are thrown: take them back (undo the last step), then reopen betting.");
      }
      return decideReopenBetting(state, command.reason, ctx, paiGowTilesShellGame(state).resetsDealing === true);
    },
  }),
  declare({ ...SHARED_COMMANDS["end-shoe"], decide: (state) => refuse("NO_SHOE_HERE", `${gameOf(state).game.name} is not dealt from a shoe.`) }),
  /** Between hands: the tiles entered by the dealer on the tile pad, or the server's own shuffled woodpile (training, demo). */
  declare({
    schema: z.object({ type: z.literal("tile-source"), source: z.enum(["dealer", "server"]) }).strict(),
    roles: ROUND_STEP,
    decide(state, command, ctx) {
      if (state.round) return refuse("ROUND_IN_PROGRESS", "Change where the tiles come from between hands.");
      if (state.tiles.source === command.source) return accept();
      return accept<PaiGowTilesTableEvent>({ type: "TileSourceSet", source: command.source, by: ctx.actor.id });
    },
    words: {
      TileSourceSet: (event, { staff }) => (event.source === "server" ? `Tiles from the server's shuffled woodpile, set by ${staff(event.by)}` : `Tiles entered by the dealer on the tile pad, set by ${staff(event.by)}`),
    },
  }),
  declare({ ...SHARED_COMMANDS["open-betting"], decide: (state, _command, ctx) => decideOpenRound(state, ctx, NO_SHOE) }),
  declare({
    schema: z
      .object({
        type: z.literal("place-wager"),
        seat,
        bet: z.literal("main"),
        amount: cents,
        backline: z.boolean().optional(),
        bettor: z.string().trim().min(1).max(40).optional(),
      })
      .strict(),
    roles: ROUND_STEP,
    decide(state, command, ctx) {
      const round = state.round;
      const closed = bettingOpenRefusal(round, ctx.now);
      if (closed || !round) return closed ?? refuse("NO_ROUND", "Open betting first.");
      return decidePlaceWager({ ...state, settings: state.settings!, round }, command, gameOf(state).rules) as Decision<PaiGowTilesTableEvent>;
    },
    words: { WagerPlaced: (event) => wagerWords(event.wager, betName(event.wager.bet)) },
  }),
  declare({ ...SHARED_COMMANDS["remove-wager"], decide: (state, command) => decideRemoveWager(state, command.wagerId, gameOf(state).rules) }),
  declare({
    ...SHARED_COMMANDS["close-betting"],
    decide(state, _command, ctx) {
      const settings = state.settings!;
      const { game } = gameOf(state);
      const closing = playableRound(state.round, (r) => openPlay(game, settings.seats, r), [PaiGowTilesRefusal]);
      if (!closing.ok) return closing;
      // "Collected prior to tiles being dealt" (seed 004 L1976, L1984): fixed and dropped at no more bets.
      return decideCloseBetting(state, paiGowTilesFeeRound(closing.round.playerDealerSeat, closing.round.wagers), ctx);
    },
  }),
  /** The three dice's total as the player-dealer threw it; without it, the server rolls (its own woodpile only). */
  declare({
    schema: z.object({ type: z.literal("roll-dice"), total: z.number().int().min(3).max(18).optional() }).strict(),
    roles: ROUND_STEP,
    decide: (state, command, ctx) => decideDice(state, command.total, ctx),
    // Every step of the round (the dice, a stack, a setting, hands turned over, results) is recorded as a StepTaken: worded once, here.
    words: { StepTaken: (event, { before, after }) => stepWords(event.step, before.round?.play ?? null, after.round?.play ?? null) },
  }),
  /** Every stack, counterclockwise from the seat the dice landed on: face down, or the server's woodpile. */
  declare({
    schema: z.object({ type: z.literal("deal-stacks") }).strict(),
    roles: ROUND_STEP,
    decide: (state, _command, ctx) => decideDeal(state, ctx),
    words: { WoodpileShuffled: () => "The server shuffled the tiles into eight stacks" },
  }),
  declare({ schema: setHands, roles: ROUND_STEP, decide: (state, command) => decideSetting(state, command) }),
  declare({ schema: exposeHands, roles: ROUND_STEP, decide: (state, command) => decideExposure(state, command) }),
  /**
   * Results-only entry (game option `entry`): every player's result against the player-dealer, as the
   * two hands give it (the player-dealer wins copies: a copy is entered as the result it gives).
   */
  declare({
    schema: z
      .object({
        type: z.literal("enter-results"),
        results: z
          .array(z.object({ seat, result: z.enum(["win", "push", "lose"]) }).strict())
          .min(1)
          .max(7),
      })
      .strict(),
    roles: ROUND_STEP,
    decide: (state, command) => decideResults(state, command.results),
  }),
  declare({
    ...SHARED_COMMANDS["undo-card"],
    decide: (state) => decideUndo(state.round),
    words: { StepUndone: (event, { before, after }) => `Taken back: ${stepWords(event.step, after.round?.play ?? null, before.round?.play ?? null)}` },
  }),
  declare({ ...SHARED_COMMANDS.settle, decide: (state) => decideSettle(state.round, ENGINE) }),
  declare({
    ...SHARED_COMMANDS["end-round"],
    decide: (state, _command, ctx) => decideEndRound(state, ctx, (r) => completedPaiGowTilesRound(r, r.play, r.settlement)),
    words: { RoundCompleted: (event) => completedWords(event.round) },
  }),
  declare({ ...SHARED_COMMANDS["void-round"], decide: (state, command, ctx) => decideVoid(state, command.reason, ctx) }),
  // Supervisor (a tile corrected is recorded as every family's CardCorrected: worded by the floor, floor.ts)
  declare({ schema: correctTile, roles: FLOOR_ONLY, decide: (state, command, ctx) => decideCorrection(state, command, ctx, gameOf(state).game) }),
]);

export const PaiGowTilesCommand = PAI_GOW_TILES_COMMANDS.schema;
export type PaiGowTilesCommand = z.infer<typeof PaiGowTilesCommand>;
export type PaiGowTilesCommandType = PaiGowTilesCommand["type"];

export const ALL_PAI_GOW_TILES_COMMAND_TYPES: readonly PaiGowTilesCommandType[] = PAI_GOW_TILES_COMMANDS.types;
