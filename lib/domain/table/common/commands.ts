/**
 * The commands every live table takes, whatever its game: seating, the bank and its rotation, the
 * shoe, the betting timer, and the supervisor's pause, close and fee-option change, each with its
 * schema and roles. A family's command list (command-set.ts) takes them beside its own.
 */
import { z } from "zod";
import { refusalWords, type FieldNames } from "./command-refusal";
import type { CommandSchema } from "./command-set";

export const seat = z.number().int().min(1).max(20);
export const cents = z.number().int().min(1).max(100_000_000);
export const reason = z.string().trim().min(3, "give a reason of at least a few words").max(500);
const name = z.string().trim().min(1).max(40).regex(/^[\p{L}\p{N} .'-]+$/u, "a player's name uses letters, digits, spaces, . ' -");

/** Who may give a command: the one list the gateway and the table's own guard both read. */
export type CommandRoles = readonly ("dealer" | "supervisor" | "admin")[];
/** A step of the round: the table's dealer, or the floor covering it. */
export const ROUND_STEP: CommandRoles = ["dealer", "supervisor", "admin"];
/** A supervisor's decision, recorded with a reason (voids, corrections, pause, the fee option). */
export const FLOOR_ONLY: CommandRoles = ["supervisor", "admin"];
/** The table's configuration is the admin's. */
export const ADMIN_ONLY: CommandRoles = ["admin"];

/** One shared command: its schema and who may send it. */
function shared<Sc extends CommandSchema>(schema: Sc, roles: CommandRoles): { readonly schema: Sc; readonly roles: CommandRoles } {
  return { schema, roles };
}

/**
 * The commands every table shares, each with its schema and roles, declared here once. The shell
 * answers some itself (shell-commands.ts); a family answers the others with its own handler,
 * declared as `{ ...SHARED_COMMANDS["end-round"], decide }` (command-set.ts).
 */
export const SHARED_COMMANDS = {
  "seat-player": shared(z.object({ type: z.literal("seat-player"), seat, name }).strict(), ROUND_STEP),
  "unseat-player": shared(z.object({ type: z.literal("unseat-player"), seat }).strict(), ROUND_STEP),
  "open-bank": shared(z.object({ type: z.literal("open-bank"), firstSeat: seat.optional() }).strict(), ROUND_STEP),
  "accept-bank": shared(z.object({ type: z.literal("accept-bank"), seat, bank: cents }).strict(), ROUND_STEP),
  "decline-bank": shared(z.object({ type: z.literal("decline-bank"), seat }).strict(), ROUND_STEP),
  "pass-bank": shared(z.object({ type: z.literal("pass-bank") }).strict(), ROUND_STEP),
  "post-bank": shared(z.object({ type: z.literal("post-bank"), bank: cents }).strict(), ROUND_STEP),
  "start-shoe": shared(z.object({ type: z.literal("start-shoe"), source: z.enum(["server", "dealer", "reader"]), decks: z.number().int().min(1).max(8).optional() }).strict(), ROUND_STEP),
  "burn-cards": shared(z.object({ type: z.literal("burn-cards"), count: z.number().int().min(1).max(20).optional() }).strict(), ROUND_STEP),
  "end-shoe": shared(z.object({ type: z.literal("end-shoe") }).strict(), ROUND_STEP),
  "open-betting": shared(z.object({ type: z.literal("open-betting") }).strict(), ROUND_STEP),
  "set-betting-timer": shared(z.object({ type: z.literal("set-betting-timer"), seconds: z.number().int().min(5).max(600).nullable() }).strict(), ROUND_STEP),
  "close-betting": shared(z.object({ type: z.literal("close-betting") }).strict(), ROUND_STEP),
  "remove-wager": shared(z.object({ type: z.literal("remove-wager"), wagerId: z.string().min(1).max(20) }).strict(), ROUND_STEP),
  "undo-card": shared(z.object({ type: z.literal("undo-card") }).strict(), ROUND_STEP),
  settle: shared(z.object({ type: z.literal("settle") }).strict(), ROUND_STEP),
  "advance-settlement": shared(z.object({ type: z.literal("advance-settlement"), through: z.number().int().min(0).max(10_000) }).strict(), ROUND_STEP),
  "end-round": shared(z.object({ type: z.literal("end-round") }).strict(), ROUND_STEP),
  // Supervisor
  "void-round": shared(z.object({ type: z.literal("void-round"), reason }).strict(), FLOOR_ONLY),
  "pause-table": shared(z.object({ type: z.literal("pause-table"), reason }).strict(), FLOOR_ONLY),
  "resume-table": shared(z.object({ type: z.literal("resume-table"), reason: reason.optional() }).strict(), FLOOR_ONLY),
  "close-table": shared(z.object({ type: z.literal("close-table"), reason }).strict(), FLOOR_ONLY),
  "change-fee-option": shared(z.object({ type: z.literal("change-fee-option"), scheduleId: z.string().min(1).max(80), optionId: z.string().min(1).max(20), reason: z.string().trim().max(500).optional() }).strict(), FLOOR_ONLY),
  // Admin: the table's configuration between rounds (the stored form of settings.ts); the rules
  // check it exactly as when the table opened.
  "configure-table": shared(
    z
      .object({
        type: z.literal("configure-table"),
        config: z
          .object({
            name: z.string().trim().min(1).max(60),
            gameId: z.string().min(1).max(80),
            seats: z.number().int().min(2).max(20),
            gameOptions: z.record(z.string().max(64), z.union([z.string().max(200), z.number(), z.boolean()])),
            rulesVersion: z.string().trim().min(1).max(20),
            minWagerCents: cents,
            maxWagerCents: cents,
            feeScheduleId: z.string().min(1).max(80),
            feeOptionId: z.string().min(1).max(20),
            feeOptionData: z.unknown(),
            rotationPolicy: z.unknown(),
          })
          .strict(),
        reason: z.string().trim().max(500).nullable(),
      })
      .strict(),
    ADMIN_ONLY,
  ),
} as const;

/** A wager on the layout: the seat, its bet (one of the family's `bets`), the amount, on the backline, and the bettor's name there. */
export function placeWagerSchema<const B extends readonly [string, ...string[]]>(bets: B) {
  return z
    .object({
      type: z.literal("place-wager"),
      seat,
      bet: z.enum(bets),
      amount: cents,
      backline: z.boolean().optional(),
      bettor: z.string().trim().min(1).max(40).optional(),
    })
    .strict();
}

/** A shared command, whichever. */
export type TableCommandOf = z.infer<(typeof SHARED_COMMANDS)[keyof typeof SHARED_COMMANDS]["schema"]>;

/**
 * The commands that keep a round moving whatever goes wrong, answered by the shell
 * (floor-corrections.ts), each with its schema and roles. A family takes them by putting
 * `floorCorrectionCommands` (shell-commands.ts) in its list, and (for the misdeal and reopening
 * betting) by resetting its own dealing state in evolve (docs/architecture.md, "The floor's corrections").
 */
export const FLOOR_CORRECTIONS = {
  /** A fresh betting countdown (the server gives it when the timer runs out on an empty table). */
  "restart-betting-timer": shared(z.object({ type: z.literal("restart-betting-timer") }).strict(), ROUND_STEP),
  /** Nobody bet: the round ends with nothing in action, and the hand does not count for the bank. */
  "end-round-without-action": shared(z.object({ type: z.literal("end-round-without-action") }).strict(), ROUND_STEP),
  /** The cards dealt so far are a misdeal: they are taken off and the hand is dealt again (wagers and fees stand). */
  "declare-misdeal": shared(z.object({ type: z.literal("declare-misdeal"), reason }).strict(), FLOOR_ONLY),
  /** Betting closed by mistake, before any card: betting opens again and the fees fixed are reversed. */
  "reopen-betting": shared(z.object({ type: z.literal("reopen-betting"), reason }).strict(), FLOOR_ONLY),
  /** The last settlement line marked done was not done (or wrongly): it is to do again. */
  "undo-settlement-line": shared(z.object({ type: z.literal("undo-settlement-line"), reason }).strict(), FLOOR_ONLY),
} as const;

export type FloorCorrectionCommand = z.infer<(typeof FLOOR_CORRECTIONS)[keyof typeof FLOOR_CORRECTIONS]["schema"]>;

/** The floor's corrections' roles, as a map (the ended-round layer's guard reads it). */
export const FLOOR_CORRECTION_ROLES = Object.fromEntries(Object.entries(FLOOR_CORRECTIONS).map(([type, c]) => [type, c.roles])) as { readonly [T in FloorCorrectionCommand["type"]]: CommandRoles };

/** The roles of a command type in a family's roles map; null for a type the family does not have. */
export function rolesOf(roles: Readonly<Record<string, CommandRoles>>, type: string): CommandRoles | null {
  return Object.hasOwn(roles, type) ? roles[type]! : null;
}

/** Every command type of a family's schema (a discriminated union of strict objects). */
export function commandTypes(schema: { readonly options: readonly { readonly shape: { readonly type: { readonly value: string } } }[] }): string[] {
  return schema.options.map((o) => o.shape.type.value);
}

/** Parse an untrusted command body with a family's schema: the command, or a refusal naming the first problem (`names`: the family's own names for its fields). */
export function parseCommandWith<C>(schema: z.ZodType<C>, input: unknown, names?: FieldNames): { ok: true; command: C } | { ok: false; refusal: { code: string; message: string } } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, command: parsed.data };
  return { ok: false, refusal: { code: "BAD_COMMAND", message: refusalWords(parsed.error.issues[0], input, names) } };
}
