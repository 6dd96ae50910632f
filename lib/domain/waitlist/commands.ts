/**
 * The commands of the floor's waiting lists. `FLOOR_COMMAND` is what a floor screen may send (the
 * socket and the API parse with it); the server adds what only it can know (a table's name, its
 * seats and the game and stakes it deals, when the floor opens it for a game) and gives the commands of its own (what a table's seats
 * look like now, and the timers: a call running out, an away seat released).
 */
import { z } from "zod";
import { OPTION_BOUNDS } from "./options";
import type { TableGame } from "./table-game";

/** The same rule as the table's own seat-player: the name goes onto the tablet as typed. */
export const playerName = z
  .string()
  .trim()
  .min(1, "enter the player's name or initials")
  .max(40, "a name is at most 40 characters")
  .regex(/^[\p{L}\p{N} .'-]+$/u, "a player's name uses letters, digits, spaces, . ' -");
export const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ().-]{5,22}$/, "a phone number is digits, with spaces, dashes or brackets if you like");
export const tableId = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, "a table id is 1–32 letters, digits, - and _");
export const seatNumber = z.number().int().min(1).max(20);
const listId = z.string().regex(/^l\d{1,9}$/, "not a list of this floor");
const entryId = z.string().regex(/^p\d{1,9}$/, "not a player on the lists");
const game = z.string().trim().min(2, "name the game").max(40).regex(/^[\p{L}\p{N} .'&/+-]+$/u, "a game's name uses letters, digits, spaces and . ' & / + -");
// Long enough for the stakes a poker table posts: "no limit, buy-in $100.00-$300.00, blinds $1.00/$2.00".
const stakes = z.string().trim().min(1, "enter the limit, e.g. $3-$6").max(60, "a limit is at most 60 characters").regex(/^[\p{L}\p{N} $.,/+-]+$/u, "a limit uses letters, digits, spaces and $ . , / + -");
const threshold = z.number().int().min(OPTION_BOUNDS.openTableAt.min).max(OPTION_BOUNDS.openTableAt.max);
const bounded = (b: { min: number; max: number }) => z.number().int().min(b.min).max(b.max);

export const REMOVAL_BY_FLOOR = ["left", "declined", "floor"] as const;

const FLOOR_COMMANDS = [
  z.object({ type: z.literal("open-list"), game, gameId: z.string().min(1).max(80).nullable().optional(), stakes, openTableAt: threshold.nullable().optional() }).strict(),
  /** A list for the game and limit a running table deals (read from the table), with that table dealing it. */
  z.object({ type: z.literal("open-list-for-table"), tableId, openTableAt: threshold.nullable().optional() }).strict(),
  z.object({ type: z.literal("close-list"), listId }).strict(),
  /** `sameCodeAs`: a player already on another list (the new entry shares their code). */
  z.object({ type: z.literal("add-player"), listId, name: playerName, phone: phoneNumber.nullable().optional(), sameCodeAs: entryId.optional() }).strict(),
  /** A player who joined from a phone is at the desk. */
  z.object({ type: z.literal("check-in"), entryId }).strict(),
  /** A new code for a player (the old one stops working), e.g. when it was seen by someone else. */
  z.object({ type: z.literal("new-code"), entryId }).strict(),
  z.object({ type: z.literal("add-seat-change"), tableId, seat: seatNumber, name: playerName, wants: seatNumber.nullable().optional() }).strict(),
  z.object({ type: z.literal("add-must-move"), tableId, seat: seatNumber, name: playerName }).strict(),
  z.object({ type: z.literal("call-player"), entryId, tableId, seat: seatNumber }).strict(),
  z.object({ type: z.literal("call-next"), tableId, seat: seatNumber }).strict(),
  z.object({ type: z.literal("answer-call"), entryId }).strict(),
  /** `call`: the call it is about (the timer's; the floor's screen sends the one it showed). */
  z.object({ type: z.literal("miss-call"), entryId, call: z.number().int().min(1).optional() }).strict(),
  z.object({ type: z.literal("seat-player"), entryId }).strict(),
  z.object({ type: z.literal("remove-player"), entryId, reason: z.enum(REMOVAL_BY_FLOOR) }).strict(),
  z.object({ type: z.literal("move-player"), entryId, listId }).strict(),
  z.object({ type: z.literal("open-table"), listId, tableId, role: z.enum(["main", "must-move"]) }).strict(),
  z.object({ type: z.literal("close-table"), tableId }).strict(),
  z.object({ type: z.literal("mark-away"), tableId, seat: seatNumber, minutes: bounded(OPTION_BOUNDS.awayMinutes).optional() }).strict(),
  z.object({ type: z.literal("player-back"), tableId, seat: seatNumber }).strict(),
  /** `since`: the away time it is about (the timer's), so a late timer never releases a later one. */
  z.object({ type: z.literal("release-away"), tableId, seat: seatNumber, since: z.number().int().min(0).optional() }).strict(),
  z
    .object({
      type: z.literal("configure"),
      options: z
        .object({
          callMinutes: bounded(OPTION_BOUNDS.callMinutes),
          missedCall: z.enum(["keep-place", "remove"]),
          missesAllowed: bounded(OPTION_BOUNDS.missesAllowed),
          awayMinutes: bounded(OPTION_BOUNDS.awayMinutes),
          openTableAt: threshold,
          mustMoveFirst: z.boolean(),
          seatChangeFirst: z.boolean(),
          autoCall: z.boolean(),
          remoteJoin: z.boolean(),
          remoteLapseMinutes: bounded(OPTION_BOUNDS.remoteLapseMinutes),
          remoteCall: z.enum(["after-check-in", "any-time"]),
        })
        .partial()
        .strict(),
    })
    .strict(),
] as const;

/** What a floor screen may send. */
export const FLOOR_COMMAND = z.discriminatedUnion("type", FLOOR_COMMANDS);
export type FloorCommand = z.infer<typeof FLOOR_COMMAND>;
export type FloorCommandType = FloorCommand["type"];

const occupied = z.array(z.boolean()).min(2).max(20);

/** What the server read of a live table the floor names: its name, its seats, and the game and stakes it deals. */
export interface TableFacts {
  readonly name: string;
  readonly occupied: readonly boolean[];
  readonly deals: TableGame;
}

/** A table opened for a game, with what the server read of the live table. */
export type OpenTableCommand = Extract<FloorCommand, { type: "open-table" }> & TableFacts;
/** A list started from a running table, with what the server read of it. */
export type OpenListForTableCommand = Extract<FloorCommand, { type: "open-list-for-table" }> & TableFacts;

/** A seed the server made for a player's code (random, from node:crypto): what the code is made from. */
export const CODE_SEED = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** A player added at the desk, with the seed the server made for a new code (used unless they share another entry's code). */
export type AddPlayerCommand = Extract<FloorCommand, { type: "add-player" }> & { readonly codeSeed?: string | null };
/** A new code, with the seed the server made for it. */
export type NewCodeCommand = Extract<FloorCommand, { type: "new-code" }> & { readonly codeSeed: string };

/** The server's own commands. */
export const SYSTEM_COMMAND = z.discriminatedUnion("type", [
  /** `names`: who sits where, when the table's view says (a called player seated from the tablet is recognised). */
  z.object({ type: z.literal("observe-seats"), tableId, occupied, names: z.array(z.string().max(40).nullable()).max(20).optional() }).strict(),
  /** A player who joined from a phone and did not check in by `lapsesAt` (the timer's). */
  z.object({ type: z.literal("lapse-remote"), entryId, lapsesAt: z.number().int().min(0) }).strict(),
]);
export type SystemCommand = z.infer<typeof SYSTEM_COMMAND>;

/** Initials a player gives on their phone for the board: one to three letters, dots and spaces ignored. */
export const playerInitials = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\s.]/g, "").toLocaleUpperCase("en-US"))
  .pipe(z.string().regex(/^\p{L}{1,3}$/u, "initials are one to three letters"));

/**
 * What a player does from their phone (/live), as the server passes it on once it has checked the
 * code: join a list (the room allowing it; with the seed of the code they already hold, or a new
 * one), or take themselves off one of their lists.
 */
export type PlayerCommand =
  | { readonly type: "remote-join"; readonly listId: string; readonly name: string; readonly initials: string | null; readonly codeSeed: string }
  | { readonly type: "leave-list"; readonly entryId: string };

/** What the lists decide on. */
export type WaitlistCommand =
  | Exclude<FloorCommand, { type: "open-table" | "open-list-for-table" | "add-player" | "new-code" }>
  | OpenTableCommand
  | OpenListForTableCommand
  | AddPlayerCommand
  | NewCodeCommand
  | PlayerCommand
  | SystemCommand;

/** Parse a floor screen's command: the command, or a refusal naming the first problem in plain words. */
export function parseFloorCommand(input: unknown): { ok: true; command: FloorCommand } | { ok: false; refusal: { code: string; message: string } } {
  const parsed = FLOOR_COMMAND.safeParse(input);
  if (parsed.success) return { ok: true, command: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length ? `${issue.path.join(".")}: ` : "";
  return { ok: false, refusal: { code: "BAD_COMMAND", message: `${where}${issue?.message ?? "not a command"}` } };
}
