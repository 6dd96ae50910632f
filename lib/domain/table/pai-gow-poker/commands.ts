/**
 * The commands a dealer tablet or a supervisor may send to a pai gow poker table, validated with
 * zod; the commands every table shares are in common/commands.ts.
 */
import { z } from "zod";
import { BONUS_HANDS } from "../../pai-gow-poker/seven-card";
import { cents, commandTypes, FLOOR_CORRECTION_COMMANDS, FLOOR_CORRECTION_ROLES, FLOOR_ONLY, reason, ROUND_STEP, seat, TABLE_COMMAND_ROLES, TABLE_COMMANDS, type CommandRoles } from "../common/commands";

/** A card of the 53-card deck: rank and suit ("TD", "10d" too), or "JK" for the joker. */
const card = z.string().regex(/^(?:[A2-9TJQK][SHDC]|10[SHDC]|JK)$/i, "a card is a rank (A 2-9 T J Q K) and a suit (S H D C), e.g. TD, or JK for the joker");
const seven = z.array(card).length(7, "a pai gow hand is seven cards");
const high = z.array(card).length(5, "the five-card hand (behind) is five cards");
const low = z.array(card).length(2, "the two-card hand (in front) is two cards");

export const PaiGowCommand = z.discriminatedUnion("type", [
  ...TABLE_COMMANDS,
  ...FLOOR_CORRECTION_COMMANDS,
  z
    .object({
      type: z.literal("place-wager"),
      seat,
      bet: z.enum(["game", "fortune", "ace-high"]),
      amount: cents,
      backline: z.boolean().optional(),
      bettor: z.string().trim().min(1).max(40).optional(),
    })
    .strict(),
  /** The seven piles of seven are dealt: by the server from its shuffled deck, or by hand (nothing to enter). */
  z.object({ type: z.literal("deal-piles") }).strict(),
  /** The pile the player-dealer chose, 1 to 7 from the dealer's left. */
  z.object({ type: z.literal("choose-action-pile"), pile: z.number().int().min(1).max(7) }).strict(),
  /** The three dice's total. */
  z.object({ type: z.literal("roll-dice"), total: z.number().int().min(3).max(18) }).strict(),
  /** The player-dealer's hand turned over and set the house way: its seven cards, unless the server dealt them. */
  z.object({ type: z.literal("expose-player-dealer"), cards: seven.optional() }).strict(),
  /** A player's hand as set: five behind, two in front. */
  z.object({ type: z.literal("set-hand"), seat, high, low }).strict(),
  /** A player asks for the house way: the seven cards, unless the server dealt them. */
  z.object({ type: z.literal("set-house-way"), seat, cards: seven.optional() }).strict(),
  /** Face Up after a Pai Gow: a seat turns its seven cards over for its bonuses. */
  z.object({ type: z.literal("show-cards"), seat, cards: seven.optional() }).strict(),
  /** Results-only entry: every seat's result against the player-dealer, and the hand its bonus made (null: none that pays). */
  z
    .object({
      type: z.literal("enter-results"),
      results: z
        .array(z.object({ seat, game: z.enum(["win", "lose", "push"]), bonus: z.enum(BONUS_HANDS).nullable().default(null) }).strict())
        .min(1)
        .max(7),
    })
    .strict(),
  // Supervisor
  /**
   * A hand entered wrongly, put right: a seat's split or its seven cards, or the player-dealer's seven
   * cards; the round is replayed with it.
   */
  z
    .object({
      type: z.literal("correct-hand"),
      seat: z.union([seat, z.literal("player-dealer")]),
      cards: seven.optional(),
      split: z.union([z.object({ high, low }).strict(), z.literal("house-way")]).optional(),
      reason,
    })
    .strict(),
]);

export type PaiGowCommand = z.infer<typeof PaiGowCommand>;
export type PaiGowCommandType = PaiGowCommand["type"];

/** Who may give each command (the shared ones as common/commands.ts says). */
export const PAI_GOW_COMMAND_ROLES: { readonly [T in PaiGowCommandType]: CommandRoles } = {
  ...TABLE_COMMAND_ROLES,
  ...FLOOR_CORRECTION_ROLES,
  "place-wager": ROUND_STEP,
  "deal-piles": ROUND_STEP,
  "choose-action-pile": ROUND_STEP,
  "roll-dice": ROUND_STEP,
  "expose-player-dealer": ROUND_STEP,
  "set-hand": ROUND_STEP,
  "set-house-way": ROUND_STEP,
  "show-cards": ROUND_STEP,
  "enter-results": ROUND_STEP,
  "correct-hand": FLOOR_ONLY,
};

export const ALL_PAI_GOW_COMMAND_TYPES = commandTypes(PaiGowCommand) as readonly PaiGowCommandType[];
