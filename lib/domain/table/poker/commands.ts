/**
 * The commands a dealer tablet, the floor or the server's clock may send to a poker table,
 * validated with zod; the commands every table shares are in common/commands.ts (those that make no
 * sense where nobody banks and no shoe is recorded are refused by the family's decide, in words).
 */
import { z } from "zod";
import { commandTypes, FLOOR_ONLY, reason, ROUND_STEP, seat, TABLE_COMMAND_ROLES, TABLE_COMMANDS, type CommandRoles } from "../common/commands";
import type { FieldNames } from "../common/command-refusal";

const card = z.string().regex(/^(?:[A2-9TJQK][SHDC]|10[SHDC])$/i, "a card is a rank (A 2-9 T J Q K) and a suit (S H D C), e.g. TD");
const seats = z.array(seat).min(1).max(10);
const potCents = z.number().int().min(0).max(100_000_000);
/** A pot's amount in a refusal: "amount of the main pot", "amount of side pot 1" (the path says "pots 2 cents"). */
export const pokerFieldNames: FieldNames = (path) => {
  const [pots, index, cents] = path.slice(-3);
  if (pots !== "pots" || typeof index !== "number" || cents !== "cents") return undefined;
  return `amount of ${index === 0 ? "the main pot" : `side pot ${index}`}`;
};

/** A pot's amount as counted (main pot, side pot 1, …), in cents: the tablet and the floor take it in dollars and cents. */
const potAmount = z.number().int("a pot's amount is dollars and cents, e.g. 90.50").min(0).max(100_000_000);
const pot = z.object({ high: seats, low: z.array(seat).max(10).optional(), cents: potAmount.optional() }).strict();
/** The winners pot by pot, the main pot first; the pots' amounts for every pot or for none (the pot as a whole is then their total). */
const pots = z
  .array(pot)
  .min(1)
  .max(10)
  .refine((list) => list.every((p) => p.cents === undefined) || list.every((p) => p.cents !== undefined), "enter the amount of every pot (the main pot and each side pot), or of none");

export const PokerCommand = z.discriminatedUnion("type", [
  ...TABLE_COMMANDS,
  z.object({ type: z.literal("sit-out"), seat }).strict(),
  z.object({ type: z.literal("come-back"), seat }).strict(),
  /** The first button: a card face up to each drawing seat, entered; none: the server deals them from a shuffled deck. */
  z.object({ type: z.literal("draw-for-button"), cards: z.array(z.object({ seat, card }).strict()).min(2).max(10).optional() }).strict(),
  z
    .object({
      type: z.literal("deal-hand"),
      dealtIn: seats.optional(),
      straddle: seat.optional(),
      voluntaryKill: z.object({ seat, stackCents: potCents }).strict().optional(),
      requiredKill: z.enum(["posted", "not-posted"]).optional(),
      killNextPot: z.array(seat).max(10).optional(),
    })
    .strict(),
  z.object({ type: z.literal("flop"), players: seats.optional() }).strict(),
  z.object({ type: z.literal("take-drop"), potCents: potCents.optional() }).strict(),
  z.object({ type: z.literal("award"), pots, potCents: potCents.optional(), killSizedPot: z.boolean().optional() }).strict(),
  z.object({ type: z.literal("misdeal") }).strict(),
  /** Takes back the last step of the hand that moved no money (the flop, the board). */
  z.object({ type: z.literal("undo-step") }).strict(),
  /** The community cards as the wall shows them, where the room shows the board. */
  z.object({ type: z.literal("show-board"), cards: z.array(card).max(5) }).strict(),
  z.object({ type: z.literal("start-clock") }).strict(),
  z.object({ type: z.literal("stop-clock") }).strict(),
  z.object({ type: z.literal("collect-time"), seat }).strict(),
  /** The server's clock: a half hour of time collection has begun (or ended), so time may be due. */
  z.object({ type: z.literal("time-due") }).strict(),
  // Supervisor
  z.object({ type: z.literal("correct-award"), pots, potCents: potCents.optional(), killSizedPot: z.boolean().optional(), reason }).strict(),
]);

export type PokerCommand = z.infer<typeof PokerCommand>;
export type PokerCommandType = PokerCommand["type"];

/** Who may give each command (the shared ones as common/commands.ts says). */
export const POKER_COMMAND_ROLES: { readonly [T in PokerCommandType]: CommandRoles } = {
  ...TABLE_COMMAND_ROLES,
  "sit-out": ROUND_STEP,
  "come-back": ROUND_STEP,
  "draw-for-button": ROUND_STEP,
  "deal-hand": ROUND_STEP,
  flop: ROUND_STEP,
  "take-drop": ROUND_STEP,
  award: ROUND_STEP,
  misdeal: ROUND_STEP,
  "undo-step": ROUND_STEP,
  "show-board": ROUND_STEP,
  "start-clock": ROUND_STEP,
  "stop-clock": ROUND_STEP,
  "collect-time": ROUND_STEP,
  "time-due": ROUND_STEP,
  "correct-award": FLOOR_ONLY,
};

export const ALL_POKER_COMMAND_TYPES = commandTypes(PokerCommand) as readonly PokerCommandType[];
