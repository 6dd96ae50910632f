/**
 * The commands a dealer tablet, a card-reading shoe or a supervisor may send to a baccarat-family
 * table, validated with zod: anything else is refused before the rules see it.
 */
import { z } from "zod";
import { BET_IDS } from "../../baccarat/bet";

const seat = z.number().int().min(1).max(20);
const cents = z.number().int().min(1).max(100_000_000);
const card = z.string().regex(/^(?:[A2-9TJQK][SHDC]|10[SHDC])$/i, "a card is a rank (A 2-9 T J Q K) and a suit (S H D C), e.g. TD");
const reason = z.string().trim().min(3, "give a reason of at least a few words").max(500);
const name = z.string().trim().min(1).max(40).regex(/^[\p{L}\p{N} .'-]+$/u, "a player's name uses letters, digits, spaces, . ' -");

export const BaccaratCommand = z.discriminatedUnion("type", [
  z.object({ type: z.literal("seat-player"), seat, name }).strict(),
  z.object({ type: z.literal("unseat-player"), seat }).strict(),
  z.object({ type: z.literal("open-bank"), firstSeat: seat.optional() }).strict(),
  z.object({ type: z.literal("accept-bank"), seat, bank: cents }).strict(),
  z.object({ type: z.literal("decline-bank"), seat }).strict(),
  z.object({ type: z.literal("pass-bank") }).strict(),
  z.object({ type: z.literal("post-bank"), bank: cents }).strict(),
  z.object({ type: z.literal("start-shoe"), source: z.enum(["server", "dealer", "reader"]), decks: z.number().int().min(1).max(8).optional() }).strict(),
  z.object({ type: z.literal("burn-cards"), count: z.number().int().min(1).max(20).optional() }).strict(),
  z.object({ type: z.literal("end-shoe") }).strict(),
  z.object({ type: z.literal("open-betting") }).strict(),
  z.object({ type: z.literal("set-betting-timer"), seconds: z.number().int().min(5).max(600).nullable() }).strict(),
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
  z.object({ type: z.literal("remove-wager"), wagerId: z.string().min(1).max(20) }).strict(),
  z.object({ type: z.literal("close-betting") }).strict(),
  /** A card entered by the dealer or sent by a card-reading shoe; with a server shoe, no card: the server draws. */
  z.object({ type: z.literal("deal-card"), card: card.optional(), faceDown: z.boolean().optional(), source: z.enum(["dealer", "reader"]).optional() }).strict(),
  z.object({ type: z.literal("undo-card") }).strict(),
  z.object({ type: z.literal("check-hole-card"), card: card.optional() }).strict(),
  z.object({ type: z.literal("expose-hole-card"), card: card.optional() }).strict(),
  z.object({ type: z.literal("choose"), wagerId: z.string().min(1).max(20), choice: z.enum(["hit", "stand"]) }).strict(),
  z.object({ type: z.literal("close-choices") }).strict(),
  z.object({ type: z.literal("settle") }).strict(),
  z.object({ type: z.literal("advance-settlement"), through: z.number().int().min(0).max(10_000) }).strict(),
  z.object({ type: z.literal("end-round") }).strict(),
  // Supervisor
  z.object({ type: z.literal("void-round"), reason }).strict(),
  z.object({ type: z.literal("correct-card"), index: z.number().int().min(0).max(5), card, reason }).strict(),
  z.object({ type: z.literal("pause-table"), reason }).strict(),
  z.object({ type: z.literal("resume-table") }).strict(),
  z.object({ type: z.literal("close-table"), reason }).strict(),
  z.object({ type: z.literal("change-fee-option"), scheduleId: z.string().min(1).max(80), optionId: z.string().min(1).max(20) }).strict(),
]);

export type BaccaratCommand = z.infer<typeof BaccaratCommand>;
export type BaccaratCommandType = BaccaratCommand["type"];

/** Commands only a supervisor (or admin) may give. */
export const SUPERVISOR_COMMANDS: ReadonlySet<BaccaratCommandType> = new Set([
  "void-round",
  "correct-card",
  "pause-table",
  "resume-table",
  "close-table",
  "change-fee-option",
]);

export const ALL_COMMAND_TYPES: readonly BaccaratCommandType[] = BaccaratCommand.options.map((o) => o.shape.type.value);
