/**
 * The commands a dealer tablet, a card-reading shoe or a supervisor may send to a No Bust table,
 * validated with zod; the commands every table shares are in common/commands.ts.
 */
import { z } from "zod";
import { cents, commandTypes, FLOOR_ONLY, reason, ROUND_STEP, seat, TABLE_COMMAND_ROLES, TABLE_COMMANDS, FLOOR_CORRECTION_COMMANDS, FLOOR_CORRECTION_ROLES, type CommandRoles } from "../common/commands";

/** A card, or "JK" for a joker (the Joker edition's shoe). */
const card = z.string().regex(/^(?:[A2-9TJQK][SHDC]|10[SHDC]|JK)$/i, "a card is a rank (A 2-9 T J Q K) and a suit (S H D C), e.g. TD, or JK for a joker");
const hand = z.number().int().min(0).max(3);

export const NoBustCommand = z.discriminatedUnion("type", [
  ...TABLE_COMMANDS,
  ...FLOOR_CORRECTION_COMMANDS,
  z
    .object({
      type: z.literal("place-wager"),
      seat,
      bet: z.enum(["main", "buster"]),
      amount: cents,
      backline: z.boolean().optional(),
      bettor: z.string().trim().min(1).max(40).optional(),
    })
    .strict(),
  /** A card entered by the dealer or sent by a card-reading shoe; with a server shoe, no card: the server draws. */
  z.object({ type: z.literal("deal-card"), card: card.optional(), faceDown: z.boolean().optional(), source: z.enum(["dealer", "reader"]).optional() }).strict(),
  /** 6.0 and 2014: the fees fixed at "no more bets" are dropped after the initial two-card hands. */
  z.object({ type: z.literal("drop-fees") }).strict(),
  /** A seat's insurance against the player-dealer's ace: 0 declines. */
  z.object({ type: z.literal("insurance"), seat, amount: z.number().int().min(0).max(100_000_000) }).strict(),
  z.object({ type: z.literal("check-hole-card"), card: card.optional() }).strict(),
  z.object({ type: z.literal("expose-hole-card"), card: card.optional() }).strict(),
  z
    .object({
      type: z.literal("player-decision"),
      seat,
      hand,
      decision: z.enum(["hit", "stand", "double", "split", "surrender"]),
      /** A double for less than the wager, where the game allows it. */
      amount: cents.optional(),
    })
    .strict(),
  // Supervisor
  z.object({ type: z.literal("correct-card"), index: z.number().int().min(0).max(60), card, reason }).strict(),
]);

export type NoBustCommand = z.infer<typeof NoBustCommand>;
export type NoBustCommandType = NoBustCommand["type"];

/** Who may give each command (the shared ones as common/commands.ts says). */
export const NO_BUST_COMMAND_ROLES: { readonly [T in NoBustCommandType]: CommandRoles } = {
  ...TABLE_COMMAND_ROLES,
  ...FLOOR_CORRECTION_ROLES,
  "place-wager": ROUND_STEP,
  "deal-card": ROUND_STEP,
  "drop-fees": ROUND_STEP,
  insurance: ROUND_STEP,
  "check-hole-card": ROUND_STEP,
  "expose-hole-card": ROUND_STEP,
  "player-decision": ROUND_STEP,
  "correct-card": FLOOR_ONLY,
};

export const ALL_NO_BUST_COMMAND_TYPES = commandTypes(NoBustCommand) as readonly NoBustCommandType[];
