/**
 * The commands a dealer tablet or a supervisor may send to a Pai Gow Tiles table, validated with
 * zod; the commands every table shares are in common/commands.ts. Tiles are typed as the dealer
 * reads them: the two halves ("6-6", "3-6", either order), or a civil tile's id ("6-6a").
 */
import { z } from "zod";
import { cents, commandTypes, FLOOR_CORRECTION_COMMANDS, FLOOR_CORRECTION_ROLES, FLOOR_ONLY, reason, ROUND_STEP, seat, TABLE_COMMAND_ROLES, TABLE_COMMANDS, type CommandRoles } from "../common/commands";

const tile = z.string().trim().regex(/^[1-6]\s*[-:/ ]?\s*[1-6][abAB]?$/, 'a tile is its two halves, e.g. "6-6" or "3-6"');
const twoTiles = z.array(tile).length(2, "a hand is two tiles");
const fourTiles = z.array(tile).length(4, "a seat holds four tiles");

export const PaiGowTilesCommand = z.discriminatedUnion("type", [
  ...TABLE_COMMANDS,
  ...FLOOR_CORRECTION_COMMANDS,
  /** Between hands: the tiles entered by the dealer on the tile pad, or the server's own shuffled woodpile (training, demo). */
  z.object({ type: z.literal("tile-source"), source: z.enum(["dealer", "server"]) }).strict(),
  z
    .object({
      type: z.literal("place-wager"),
      seat,
      bet: z.literal("main"),
      amount: cents,
      backline: z.boolean().optional(),
      bettor: z.string().trim().min(1).max(40).optional(),
    })
    .strict(),
  /** The three dice's total as the player-dealer threw it; without it, the server rolls (its own woodpile only). */
  z.object({ type: z.literal("roll-dice"), total: z.number().int().min(3).max(18).optional() }).strict(),
  /** Every stack, counterclockwise from the seat the dice landed on: face down, or the server's woodpile. */
  z.object({ type: z.literal("deal-stacks") }).strict(),
  /**
   * A seat's hands set: by the player (face down; the player-dealer's face up, so its high and low
   * are given), or by the house dealer the house way (the four tiles, unless the server dealt them).
   */
  z
    .object({
      type: z.literal("set-hands"),
      seat,
      by: z.enum(["player", "house-way"]),
      high: twoTiles.optional(),
      low: twoTiles.optional(),
      tiles: fourTiles.optional(),
    })
    .strict(),
  /** A player's hands turned over in settlement order: its high and low, unless the system knows them. */
  z.object({ type: z.literal("expose-hands"), seat, high: twoTiles.optional(), low: twoTiles.optional() }).strict(),
  /**
   * Results-only entry (game option `entry`): every player's result against the player-dealer, as the
   * two hands give it (the player-dealer wins copies: a copy is entered as the result it gives).
   */
  z
    .object({
      type: z.literal("enter-results"),
      results: z
        .array(z.object({ seat, result: z.enum(["win", "push", "lose"]) }).strict())
        .min(1)
        .max(7),
    })
    .strict(),
  // Supervisor: a tile the dealer entered, replaced (by its place among the tiles entered this round).
  z.object({ type: z.literal("correct-tile"), index: z.number().int().min(0).max(63), tile, reason }).strict(),
]);

export type PaiGowTilesCommand = z.infer<typeof PaiGowTilesCommand>;
export type PaiGowTilesCommandType = PaiGowTilesCommand["type"];

/** Who may give each command (the shared ones as common/commands.ts says). */
export const PAI_GOW_TILES_COMMAND_ROLES: { readonly [T in PaiGowTilesCommandType]: CommandRoles } = {
  ...TABLE_COMMAND_ROLES,
  ...FLOOR_CORRECTION_ROLES,
  "tile-source": ROUND_STEP,
  "place-wager": ROUND_STEP,
  "roll-dice": ROUND_STEP,
  "deal-stacks": ROUND_STEP,
  "set-hands": ROUND_STEP,
  "expose-hands": ROUND_STEP,
  "enter-results": ROUND_STEP,
  "correct-tile": FLOOR_ONLY,
};

export const ALL_PAI_GOW_TILES_COMMAND_TYPES = commandTypes(PaiGowTilesCommand) as readonly PaiGowTilesCommandType[];
