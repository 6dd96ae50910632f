/**
 * The commands every live table takes, whatever its game: seating, the bank and its rotation, the
 * shoe, the betting timer, and the supervisor's pause, close and fee-option change. Each family's
 * command schema spreads these in beside its own round commands.
 */
import { z } from "zod";
import { refusalWords, type FieldNames } from "./command-refusal";

export const seat = z.number().int().min(1).max(20);
export const cents = z.number().int().min(1).max(100_000_000);
export const reason = z.string().trim().min(3, "give a reason of at least a few words").max(500);
const name = z.string().trim().min(1).max(40).regex(/^[\p{L}\p{N} .'-]+$/u, "a player's name uses letters, digits, spaces, . ' -");

export const TABLE_COMMANDS = [
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
  z.object({ type: z.literal("close-betting") }).strict(),
  z.object({ type: z.literal("remove-wager"), wagerId: z.string().min(1).max(20) }).strict(),
  z.object({ type: z.literal("undo-card") }).strict(),
  z.object({ type: z.literal("settle") }).strict(),
  z.object({ type: z.literal("advance-settlement"), through: z.number().int().min(0).max(10_000) }).strict(),
  z.object({ type: z.literal("end-round") }).strict(),
  // Supervisor
  z.object({ type: z.literal("void-round"), reason }).strict(),
  z.object({ type: z.literal("pause-table"), reason }).strict(),
  z.object({ type: z.literal("resume-table"), reason: reason.optional() }).strict(),
  z.object({ type: z.literal("close-table"), reason }).strict(),
  z.object({ type: z.literal("change-fee-option"), scheduleId: z.string().min(1).max(80), optionId: z.string().min(1).max(20), reason: z.string().trim().max(500).optional() }).strict(),
  // Admin: the table's configuration between rounds (the stored form of settings.ts); the rules
  // check it exactly as when the table opened.
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
] as const;

export type TableCommandOf = z.infer<(typeof TABLE_COMMANDS)[number]>;

/** Who may give a command: the one list the gateway and the table's own guard both read. */
export type CommandRoles = readonly ("dealer" | "supervisor" | "admin")[];
/** A step of the round: the table's dealer, or the floor covering it. */
export const ROUND_STEP: CommandRoles = ["dealer", "supervisor", "admin"];
/** A supervisor's decision, recorded with a reason (voids, corrections, pause, the fee option). */
export const FLOOR_ONLY: CommandRoles = ["supervisor", "admin"];
/** The table's configuration is the admin's. */
export const ADMIN_ONLY: CommandRoles = ["admin"];

/** Each shared command's roles, beside its schema above; a family's roles map spreads these in. */
export const TABLE_COMMAND_ROLES: { readonly [T in TableCommandOf["type"]]: CommandRoles } = {
  "seat-player": ROUND_STEP,
  "unseat-player": ROUND_STEP,
  "open-bank": ROUND_STEP,
  "accept-bank": ROUND_STEP,
  "decline-bank": ROUND_STEP,
  "pass-bank": ROUND_STEP,
  "post-bank": ROUND_STEP,
  "start-shoe": ROUND_STEP,
  "burn-cards": ROUND_STEP,
  "end-shoe": ROUND_STEP,
  "open-betting": ROUND_STEP,
  "set-betting-timer": ROUND_STEP,
  "close-betting": ROUND_STEP,
  "remove-wager": ROUND_STEP,
  "undo-card": ROUND_STEP,
  settle: ROUND_STEP,
  "advance-settlement": ROUND_STEP,
  "end-round": ROUND_STEP,
  "void-round": FLOOR_ONLY,
  "pause-table": FLOOR_ONLY,
  "resume-table": FLOOR_ONLY,
  "close-table": FLOOR_ONLY,
  "change-fee-option": FLOOR_ONLY,
  "configure-table": ADMIN_ONLY,
};

/**
 * The commands that keep a round moving whatever goes wrong, answered by the shell
 * (floor-corrections.ts). A family takes them by spreading these beside TABLE_COMMANDS and
 * FLOOR_CORRECTION_ROLES beside TABLE_COMMAND_ROLES, and (for the misdeal and reopening betting)
 * by resetting its own dealing state in evolve (docs/architecture.md, "The floor's corrections").
 */
export const FLOOR_CORRECTION_COMMANDS = [
  /** A fresh betting countdown (the server gives it when the timer runs out on an empty table). */
  z.object({ type: z.literal("restart-betting-timer") }).strict(),
  /** Nobody bet: the round ends with nothing in action, and the hand does not count for the bank. */
  z.object({ type: z.literal("end-round-without-action") }).strict(),
  /** The cards dealt so far are a misdeal: they are taken off and the hand is dealt again (wagers and fees stand). */
  z.object({ type: z.literal("declare-misdeal"), reason }).strict(),
  /** Betting closed by mistake, before any card: betting opens again and the fees fixed are reversed. */
  z.object({ type: z.literal("reopen-betting"), reason }).strict(),
  /** The last settlement line marked done was not done (or wrongly): it is to do again. */
  z.object({ type: z.literal("undo-settlement-line"), reason }).strict(),
] as const;

export type FloorCorrectionCommand = z.infer<(typeof FLOOR_CORRECTION_COMMANDS)[number]>;

export const FLOOR_CORRECTION_ROLES: { readonly [T in FloorCorrectionCommand["type"]]: CommandRoles } = {
  "restart-betting-timer": ROUND_STEP,
  "end-round-without-action": ROUND_STEP,
  "declare-misdeal": FLOOR_ONLY,
  "reopen-betting": FLOOR_ONLY,
  "undo-settlement-line": FLOOR_ONLY,
};

/** The roles of a command type in a family's roles map; null for a type the family does not have. */
export function rolesOf(roles: Readonly<Record<string, CommandRoles>>, type: string): CommandRoles | null {
  return Object.hasOwn(roles, type) ? roles[type]! : null;
}

/** Every command type of a family's schema (a discriminated union of strict objects). */
export function commandTypes(schema: { readonly options: readonly { readonly shape: { readonly type: { readonly value: string } } }[] }): string[] {
  return schema.options.map((o) => o.shape.type.value);
}

/** The commands the shared table logic (decide.ts) answers by itself. */
export type ShellCommand = Extract<
  TableCommandOf,
  {
    type:
      | "seat-player"
      | "unseat-player"
      | "open-bank"
      | "accept-bank"
      | "decline-bank"
      | "pass-bank"
      | "post-bank"
      | "start-shoe"
      | "burn-cards"
      | "set-betting-timer"
      | "pause-table"
      | "resume-table"
      | "close-table"
      | "change-fee-option"
      | "configure-table"
      | "advance-settlement";
  }
>;

export const SHELL_COMMAND_TYPES: ReadonlySet<string> = new Set<(ShellCommand | FloorCorrectionCommand)["type"]>([
  "seat-player",
  "unseat-player",
  "open-bank",
  "accept-bank",
  "decline-bank",
  "pass-bank",
  "post-bank",
  "start-shoe",
  "burn-cards",
  "set-betting-timer",
  "pause-table",
  "resume-table",
  "close-table",
  "change-fee-option",
  "configure-table",
  "advance-settlement",
  "restart-betting-timer",
  "end-round-without-action",
  "declare-misdeal",
  "reopen-betting",
  "undo-settlement-line",
]);

/** A command the shell answers by itself: the shared ones, and the floor's corrections where a family takes them. */
export function isShellCommand(command: { type: string }): command is ShellCommand | FloorCorrectionCommand {
  return SHELL_COMMAND_TYPES.has(command.type);
}

/** Parse an untrusted command body with a family's schema: the command, or a refusal naming the first problem (`names`: the family's own names for its fields). */
export function parseCommandWith<C>(schema: z.ZodType<C>, input: unknown, names?: FieldNames): { ok: true; command: C } | { ok: false; refusal: { code: string; message: string } } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, command: parsed.data };
  return { ok: false, refusal: { code: "BAD_COMMAND", message: refusalWords(parsed.error.issues[0], input, names) } };
}
