/**
 * The commands a dealer tablet, a card-reading shoe or a supervisor may send to a No Bust table,
 * validated with zod; the commands every table shares are in common/commands.ts, those every
 * blackjack-style table takes in common/blackjack-commands.ts.
 */
import { z } from "zod";
import { BLACKJACK_COMMAND_ROLES, blackjackCommands } from "../common/blackjack-commands";
import { INSURANCE_ANSWERS } from "../common/blackjack-decisions";
import { commandTypes, ROUND_STEP, TABLE_COMMAND_ROLES, TABLE_COMMANDS, FLOOR_CORRECTION_COMMANDS, FLOOR_CORRECTION_ROLES, type CommandRoles } from "../common/commands";

/** A card, or "JK" for a joker (the Joker edition's shoe). */
const card = z.string().regex(/^(?:[A2-9TJQK][SHDC]|10[SHDC]|JK)$/i, "a card is a rank (A 2-9 T J Q K) and a suit (S H D C), e.g. TD, or JK for a joker");

export const NoBustCommand = z.discriminatedUnion("type", [
  ...TABLE_COMMANDS,
  ...FLOOR_CORRECTION_COMMANDS,
  // A seat's insurance answer recorded wrongly is corrected as a decision is (DC8); No Bust has no early surrender.
  ...blackjackCommands({ card, bets: ["main", "buster"], decisions: ["hit", "stand", "double", "split", "surrender"], answers: INSURANCE_ANSWERS, maxCards: 60 }),
  /** 6.0 and 2014: the fees fixed at "no more bets" are dropped after the initial two-card hands. */
  z.object({ type: z.literal("drop-fees") }).strict(),
]);

export type NoBustCommand = z.infer<typeof NoBustCommand>;
export type NoBustCommandType = NoBustCommand["type"];

/** Who may give each command (the shared ones as common/commands.ts says). */
export const NO_BUST_COMMAND_ROLES: { readonly [T in NoBustCommandType]: CommandRoles } = {
  ...TABLE_COMMAND_ROLES,
  ...FLOOR_CORRECTION_ROLES,
  ...BLACKJACK_COMMAND_ROLES,
  "drop-fees": ROUND_STEP,
};

export const ALL_NO_BUST_COMMAND_TYPES = commandTypes(NoBustCommand) as readonly NoBustCommandType[];
