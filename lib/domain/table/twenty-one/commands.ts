/**
 * The commands a dealer tablet, a card-reading shoe or a supervisor may send to a twenty-one table
 * (Pure 21.5, Pure Spanish 21.5, Blackjack X), validated with zod, with the roles allowed to give
 * each beside them; the commands every table shares, and the floor's corrections (misdeal, betting
 * reopened, a settlement line undone), are in common/commands.ts.
 */
import { z } from "zod";
import { cents, commandTypes, FLOOR_CORRECTION_COMMANDS, FLOOR_CORRECTION_ROLES, FLOOR_ONLY, reason, ROUND_STEP, seat, TABLE_COMMAND_ROLES, TABLE_COMMANDS, type CommandRoles } from "../common/commands";

/** A card: these games are played without jokers. */
const card = z.string().regex(/^(?:[A2-9TJQK][SHDC]|10[SHDC])$/i, "a card is a rank (A 2-9 T J Q K) and a suit (S H D C), e.g. KD");
const hand = z.number().int().min(0).max(3);

export const TwentyOneCommand = z.discriminatedUnion("type", [
  ...TABLE_COMMANDS,
  ...FLOOR_CORRECTION_COMMANDS,
  z
    .object({
      type: z.literal("place-wager"),
      seat,
      /** The game wager, the Buster Blackjack Bonus, Match the Dealer Up Card. */
      bet: z.enum(["main", "buster", "match"]),
      amount: cents,
      backline: z.boolean().optional(),
      bettor: z.string().trim().min(1).max(40).optional(),
    })
    .strict(),
  /** A card entered by the dealer or sent by a card-reading shoe; with a server shoe, no card: the server draws. */
  z.object({ type: z.literal("deal-card"), card: card.optional(), faceDown: z.boolean().optional(), source: z.enum(["dealer", "reader"]).optional() }).strict(),
  /** A seat's insurance against the player-dealer's ace: 0 declines. */
  z.object({ type: z.literal("insurance"), seat, amount: z.number().int().min(0).max(100_000_000) }).strict(),
  /** A seat's answer to early surrender, asked before the hole card is checked. */
  z.object({ type: z.literal("early-surrender"), seat, surrender: z.boolean() }).strict(),
  z.object({ type: z.literal("check-hole-card"), card: card.optional() }).strict(),
  z.object({ type: z.literal("expose-hole-card"), card: card.optional() }).strict(),
  z
    .object({
      type: z.literal("player-decision"),
      seat,
      hand,
      decision: z.enum(["hit", "stand", "double", "split", "surrender", "rescue"]),
      /** A double for less than the wager, where the game allows it. */
      amount: cents.optional(),
    })
    .strict(),
  // Supervisor
  z.object({ type: z.literal("correct-card"), index: z.number().int().min(0).max(80), card, reason }).strict(),
]);

export type TwentyOneCommand = z.infer<typeof TwentyOneCommand>;
export type TwentyOneCommandType = TwentyOneCommand["type"];

/** Who may give each command (the shared ones as common/commands.ts says). */
export const TWENTY_ONE_COMMAND_ROLES: { readonly [T in TwentyOneCommandType]: CommandRoles } = {
  ...TABLE_COMMAND_ROLES,
  ...FLOOR_CORRECTION_ROLES,
  "place-wager": ROUND_STEP,
  "deal-card": ROUND_STEP,
  insurance: ROUND_STEP,
  "early-surrender": ROUND_STEP,
  "check-hole-card": ROUND_STEP,
  "expose-hole-card": ROUND_STEP,
  "player-decision": ROUND_STEP,
  "correct-card": FLOOR_ONLY,
};

export const ALL_TWENTY_ONE_COMMAND_TYPES = commandTypes(TwentyOneCommand) as readonly TwentyOneCommandType[];
