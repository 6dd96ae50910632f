/**
 * The round commands a blackjack-style table (No Bust, twenty-one) takes alike, validated with zod,
 * with the roles allowed to give each: a wager on the layout, a card dealt, insurance, the hole card
 * checked or turned over, a player's decision, and the floor's card correction. The family gives
 * its card codes, its bets, its decisions and how many cards a round may hold, and adds its own
 * commands (No Bust's fees dropped after the deal, twenty-one's early surrender).
 */
import { z } from "zod";
import { cents, FLOOR_ONLY, reason, ROUND_STEP, seat, type CommandRoles } from "./commands";

type Words = readonly [string, ...string[]];

/** More steps than any round records (cards, insurance, decisions, the hole card). */
export const DECISION_STEPS_AT_MOST = 400;

export function blackjackCommands<const B extends Words, const K extends Words, const A extends readonly string[] = readonly []>(game: {
  readonly card: z.ZodString;
  readonly bets: B;
  readonly decisions: K;
  /** The seats' answers a correction may put right too (twenty-one: insurance and early surrender; No Bust: insurance; blackjack-decisions.ts). */
  readonly answers?: A;
  readonly maxCards: number;
}) {
  const { card } = game;
  const corrected = [...game.decisions, ...(game.answers ?? [])] as unknown as readonly [K[number] | A[number], ...(K[number] | A[number])[]];
  const hand = z.number().int().min(0).max(3);
  return [
    z
      .object({
        type: z.literal("place-wager"),
        seat,
        bet: z.enum(game.bets),
        amount: cents,
        backline: z.boolean().optional(),
        bettor: z.string().trim().min(1).max(40).optional(),
      })
      .strict(),
    /** A card entered by the dealer or sent by a card-reading shoe; with a server shoe, no card: the server draws. */
    z.object({ type: z.literal("deal-card"), card: card.optional(), faceDown: z.boolean().optional(), source: z.enum(["dealer", "reader"]).optional() }).strict(),
    /** A seat's insurance against the player-dealer's ace: 0 declines. */
    z.object({ type: z.literal("insurance"), seat, amount: z.number().int().min(0).max(100_000_000) }).strict(),
    z.object({ type: z.literal("check-hole-card"), card: card.optional() }).strict(),
    z.object({ type: z.literal("expose-hole-card"), card: card.optional() }).strict(),
    z
      .object({
        type: z.literal("player-decision"),
        seat,
        hand,
        decision: z.enum(game.decisions),
        /** A double for less than the wager, where the game allows it. */
        amount: cents.optional(),
      })
      .strict(),
    // Supervisor
    z.object({ type: z.literal("correct-card"), index: z.number().int().min(0).max(game.maxCards), card, reason }).strict(),
    /** A player's decision (or a seat's answer) recorded wrongly: its step (its place in the round's steps) and what it should have been; insurance taken or a double for less with its amount. */
    z.object({ type: z.literal("correct-decision"), index: z.number().int().min(0).max(DECISION_STEPS_AT_MOST), decision: z.enum(corrected), amount: cents.optional(), reason }).strict(),
  ] as const;
}

/** Who may give each of these commands. */
export const BLACKJACK_COMMAND_ROLES = {
  "place-wager": ROUND_STEP,
  "deal-card": ROUND_STEP,
  insurance: ROUND_STEP,
  "check-hole-card": ROUND_STEP,
  "expose-hole-card": ROUND_STEP,
  "player-decision": ROUND_STEP,
  "correct-card": FLOOR_ONLY,
  "correct-decision": FLOOR_ONLY,
} as const satisfies Readonly<Record<string, CommandRoles>>;
