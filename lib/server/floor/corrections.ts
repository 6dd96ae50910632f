/**
 * The floor's corrections of a live table, as the floor's table page and the dealer tablet (with a
 * supervisor's approval on the spot) send them: a void, a misdeal, a card or a player's decision corrected, betting
 * reopened, a settlement line undone, a poker award given to the right winner, pause and resume. Each asks why; each goes to the table as its
 * own command through LiveTables.command, so it is decided by the table's rules (refused in words
 * where they forbid it) and committed with its audit entry like any table event.
 */
import crypto from "node:crypto";
import { z } from "zod";
import type { Actor } from "@/lib/domain/table/machine";
import type { LiveTables } from "@/lib/server/tables/live-tables";
import { json, problem } from "@/lib/server/auth/http";

const reason = z.string().trim().min(3, "Say why, in a few words.").max(500);
/** Every decision (and the answers to insurance, twenty-one's and No Bust's, and twenty-one's to early surrender) a family's table takes a correction to (each family's own command checks its own). */
const DECISIONS = ["hit", "stand", "double", "split", "surrender", "rescue", "play", "fold", "insurance", "no-insurance", "early-surrender", "play-on"] as const;
const code = z.string().min(2).max(3);
const seats = z.array(z.number().int().min(1).max(20)).max(10);

export const Correction = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("void-round"), reason }),
  z.strictObject({ type: z.literal("declare-misdeal"), reason }),
  z.strictObject({ type: z.literal("correct-card"), index: z.number().int().min(0).max(60), card: z.string().min(2).max(3), reason }),
  /** A player's decision tapped wrong (twenty-one, No Bust, Three Card Poker): the decision step and the decision it should have been. */
  z.strictObject({ type: z.literal("correct-decision"), index: z.number().int().min(0).max(400), decision: z.enum(DECISIONS), amount: z.number().int().min(1).max(100_000_000).optional(), reason }),
  /** Pai gow poker: a seat's hand set wrongly, set again (five behind, two in front) or the house way. */
  z.strictObject({
    type: z.literal("correct-hand"),
    seat: z.number().int().min(1).max(20),
    split: z.union([z.strictObject({ high: z.array(code).length(5), low: z.array(code).length(2) }), z.literal("house-way")]),
    reason,
  }),
  /** Pai Gow Tiles: a tile the dealer entered wrong (by its place among the tiles entered) and the right tile's face. */
  z.strictObject({ type: z.literal("correct-tile"), index: z.number().int().min(0).max(63), tile: z.string().trim().min(3).max(5), reason }),
  z.strictObject({ type: z.literal("reopen-betting"), reason }),
  z.strictObject({ type: z.literal("undo-settlement-line"), reason }),
  z.strictObject({ type: z.literal("pause-table"), reason }),
  z.strictObject({ type: z.literal("resume-table"), reason }),
  /** Poker: the last hand's pot(s) awarded again to the right winner(s) (decide.ts says until when). */
  z.strictObject({
    type: z.literal("correct-award"),
    pots: z.array(z.strictObject({ high: seats.min(1, "Choose the right winner of each pot."), low: seats.optional(), cents: z.number().int("A pot's amount is dollars and cents.").min(0).max(100_000_000).optional() })).min(1).max(10),
    potCents: z.number().int().min(0).max(100_000_000).optional(),
    reason,
  }),
]);
export type Correction = z.infer<typeof Correction>;

/** The HTTP status a table's refusal maps to. */
function statusOf(code: string): number {
  if (code === "UNKNOWN_TABLE") return 404;
  if (code === "STORE_UNAVAILABLE" || code === "OUTCOME_UNKNOWN") return 503;
  if (code === "SUPERVISOR_ONLY" || code === "ADMIN_ONLY" || code === "FORBIDDEN") return 403;
  if (code === "BAD_COMMAND") return 400;
  return 409;
}

/**
 * The id a form keeps for one correction until it has a definite answer: sent again with a retry
 * (an outcome unknown, the table checking its log), it is answered as a duplicate, never applied twice.
 */
export const CommandId = z.string().regex(/^[A-Za-z0-9-]{8,80}$/);

/** Parses a correction's body: the correction (with the form's command id when it sends one), or a 400 naming the first problem. */
export function parseCorrection(body: unknown): { ok: true; correction: Correction; commandId: string | null } | { ok: false; response: Response } {
  let commandId: string | null = null;
  if (body && typeof body === "object" && "commandId" in body) {
    const { commandId: id, ...rest } = body as { commandId: unknown };
    const checked = CommandId.safeParse(id);
    if (!checked.success) return { ok: false, response: problem(400, "BAD_REQUEST", "The form's request id is not one: reload the page and try again.") };
    commandId = checked.data;
    body = rest;
  }
  const parsed = Correction.safeParse(body);
  if (parsed.success) return { ok: true, correction: parsed.data, commandId };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join(".");
  return { ok: false, response: problem(400, "BAD_REQUEST", problemWords(field, (body as { type?: unknown } | null)?.type)) };
}

/** A correction's first problem in the supervisor's words (never a field's schema message where the form names it). */
function problemWords(field: string | undefined, type: unknown): string {
  if (field === "reason") return "Say why, in a few words (the reason goes into the audit trail).";
  if (field?.startsWith("pots")) return "Choose the right winner of each pot (at least one seat), from the seats dealt in.";
  if (field?.startsWith("split")) return "Choose the two cards the player set in front; the other five are the hand behind.";
  if (type === "correct-decision" && (field === "decision" || field === "index")) return "Choose the decision tapped wrong and the decision the player made, from the lists.";
  if (type === "correct-card" && field === "card") return "Type the right card, e.g. 9C or 10H.";
  if (type === "correct-card" && field === "index") return "Choose the card to correct from the cards dealt.";
  if (type === "correct-tile" && field === "tile") return "Choose the right tile from the list.";
  if (type === "correct-tile" && field === "index") return "Choose the tile to correct from the tiles entered.";
  if (field === "type" || field === "" || field === undefined) return "This is not a correction the floor can make: reload the page and choose one from the list.";
  // Any other field only a screen out of date sends: never the schema's message (it names fields and commands).
  return "The correction could not be read: reload the page and try again.";
}

/**
 * Sends the correction to the table as `actor` (a supervisor or an admin) and answers as a route
 * does; `commandId` is the form's id for it (the same on a retry), a new one when none is sent.
 */
export async function applyCorrection(tables: LiveTables, tableId: string, correction: Correction, actor: Actor, commandId: string | null = null): Promise<Response> {
  const answer = await tables.command(tableId, `floor-${correction.type}-${commandId ?? crypto.randomUUID()}`, correction, actor);
  if (answer.ok) return json(200, { ok: true, version: answer.version });
  return problem(statusOf(answer.code), answer.code, answer.message);
}
