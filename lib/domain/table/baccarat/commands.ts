/**
 * The commands a dealer tablet, a card-reading shoe or a supervisor may send to a baccarat-family
 * table, validated with zod: anything else is refused before the rules see it. The commands every
 * table shares are in common/commands.ts.
 */
import { z } from "zod";
import { BET_IDS } from "../../baccarat/bet";
import { cents, commandTypes, FLOOR_ONLY, reason, ROUND_STEP, seat, TABLE_COMMAND_ROLES, TABLE_COMMANDS, FLOOR_CORRECTION_COMMANDS, FLOOR_CORRECTION_ROLES, type CommandRoles } from "../common/commands";

const card = z.string().regex(/^(?:[A2-9TJQK][SHDC]|10[SHDC])$/i, "a card is a rank (A 2-9 T J Q K) and a suit (S H D C), e.g. TD");

export const BaccaratCommand = z.discriminatedUnion("type", [
  ...TABLE_COMMANDS,
  ...FLOOR_CORRECTION_COMMANDS,
  z
    .object({
      type: z.literal("place-wager"),
      seat,
      bet: z.enum(BET_IDS),
      amount: cents,
      backline: z.boolean().optional(),
      bettor: z.string().trim().min(1).max(40).optional(),
    })
    .strict(),
  /** A card entered by the dealer or sent by a card-reading shoe; with a server shoe, no card: the server draws. */
  z.object({ type: z.literal("deal-card"), card: card.optional(), faceDown: z.boolean().optional(), source: z.enum(["dealer", "reader"]).optional() }).strict(),
  z.object({ type: z.literal("check-hole-card"), card: card.optional() }).strict(),
  z.object({ type: z.literal("expose-hole-card"), card: card.optional() }).strict(),
  z.object({ type: z.literal("choose"), wagerId: z.string().min(1).max(20), choice: z.enum(["hit", "stand"]) }).strict(),
  z.object({ type: z.literal("close-choices") }).strict(),
  // Supervisor
  z.object({ type: z.literal("correct-card"), index: z.number().int().min(0).max(5), card, reason }).strict(),
]);

export type BaccaratCommand = z.infer<typeof BaccaratCommand>;
export type BaccaratCommandType = BaccaratCommand["type"];

/** Who may give each command (the shared ones as common/commands.ts says). */
export const BACCARAT_COMMAND_ROLES: { readonly [T in BaccaratCommandType]: CommandRoles } = {
  ...TABLE_COMMAND_ROLES,
  ...FLOOR_CORRECTION_ROLES,
  "place-wager": ROUND_STEP,
  "deal-card": ROUND_STEP,
  "check-hole-card": ROUND_STEP,
  "expose-hole-card": ROUND_STEP,
  choose: ROUND_STEP,
  "close-choices": ROUND_STEP,
  "correct-card": FLOOR_ONLY,
};

export const ALL_BACCARAT_COMMAND_TYPES = commandTypes(BaccaratCommand) as readonly BaccaratCommandType[];
