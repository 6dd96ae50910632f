/**
 * The commands a dealer tablet, a card-reading shoe or a supervisor may send to a twenty-one table
 * (Pure 21.5, Pure Spanish 21.5, Blackjack X), validated with zod, with the roles allowed to give
 * each beside them; the commands every table shares, and the floor's corrections (misdeal, betting
 * reopened, a settlement line undone), are in common/commands.ts, those every blackjack-style table
 * takes in common/blackjack-commands.ts.
 */
import { z } from "zod";
import { BLACKJACK_COMMAND_ROLES, blackjackCommands } from "../common/blackjack-commands";
import { OFFER_ANSWERS } from "../common/blackjack-decisions";
import { commandTypes, FLOOR_CORRECTION_COMMANDS, FLOOR_CORRECTION_ROLES, ROUND_STEP, seat, TABLE_COMMAND_ROLES, TABLE_COMMANDS, type CommandRoles } from "../common/commands";

/** A card: these games are played without jokers. */
const card = z.string().regex(/^(?:[A2-9TJQK][SHDC]|10[SHDC])$/i, "a card is a rank (A 2-9 T J Q K) and a suit (S H D C), e.g. KD");

export const TwentyOneCommand = z.discriminatedUnion("type", [
  ...TABLE_COMMANDS,
  ...FLOOR_CORRECTION_COMMANDS,
  // The bets: the game wager, the Buster Blackjack Bonus, Match the Dealer Up Card.
  ...blackjackCommands({ card, bets: ["main", "buster", "match"], decisions: ["hit", "stand", "double", "split", "surrender", "rescue"], answers: OFFER_ANSWERS, maxCards: 80 }),
  /** A seat's answer to early surrender, asked before the hole card is checked. */
  z.object({ type: z.literal("early-surrender"), seat, surrender: z.boolean() }).strict(),
]);

export type TwentyOneCommand = z.infer<typeof TwentyOneCommand>;
export type TwentyOneCommandType = TwentyOneCommand["type"];

/** Who may give each command (the shared ones as common/commands.ts says). */
export const TWENTY_ONE_COMMAND_ROLES: { readonly [T in TwentyOneCommandType]: CommandRoles } = {
  ...TABLE_COMMAND_ROLES,
  ...FLOOR_CORRECTION_ROLES,
  ...BLACKJACK_COMMAND_ROLES,
  "early-surrender": ROUND_STEP,
};

export const ALL_TWENTY_ONE_COMMAND_TYPES = commandTypes(TwentyOneCommand) as readonly TwentyOneCommandType[];
