/**
 * The commands a dealer tablet, a card-reading shuffler or a supervisor may send to a Three Card
 * Poker table, validated with zod; the commands every table shares are in common/commands.ts.
 */
import { z } from "zod";
import { SIX_CARD_BONUS_HANDS } from "../../three-card-poker/pay-tables";
import { cents, commandTypes, FLOOR_CORRECTION_COMMANDS, FLOOR_CORRECTION_ROLES, FLOOR_ONLY, reason, ROUND_STEP, seat, TABLE_COMMAND_ROLES, TABLE_COMMANDS, type CommandRoles } from "../common/commands";

/** A card of a 52-card deck ("TD", "10d" too); no jokers in Three Card Poker (seed 003 L1531-1532). */
const card = z.string().regex(/^(?:[A2-9TJQK]|10)[SHDC]$/i, "a card is a rank (A 2-9 T J Q K) and a suit (S H D C), e.g. TD");
/** A card as dealt: a card, or "face-down" for one not read (entered when turned over). */
const dealt = z.union([card, z.literal("face-down")]);
const three = z.array(card).length(3, "a hand is three cards");
const bettor = z.string().trim().min(1).max(40);

export const ThreeCardPokerCommand = z.discriminatedUnion("type", [
  ...TABLE_COMMANDS,
  // The floor's corrections (misdeal, betting reopened, a settlement line undone) and the timer's restart.
  ...FLOOR_CORRECTION_COMMANDS,
  z
    .object({
      type: z.literal("place-wager"),
      seat,
      bet: z.enum(["ante", "pair-plus", "six-card-bonus"]),
      amount: cents,
      backline: z.boolean().optional(),
      bettor: bettor.optional(),
    })
    .strict(),
  /** The deck played last round leaves the discard rack for the shuffler (only one deck in the rack at a time). */
  z.object({ type: z.literal("load-shuffler") }).strict(),
  /**
   * The next stack of three. With the server's deck, no cards: the server deals them. Otherwise the
   * cards as read ("face-down" for an unread one; the player-dealer's first card, turned up, must be
   * read); `back` is the colour of the cards' backs when the reader or the dealer gives it.
   */
  z
    .object({
      type: z.literal("deal-stack"),
      cards: z.array(dealt).length(3, "a stack is three cards").optional(),
      source: z.enum(["dealer", "reader"]).optional(),
      back: z.string().trim().min(1).max(20).optional(),
    })
    .strict(),
  /** The undealt cards of the deck in play go into the discard rack, unseen. */
  z.object({ type: z.literal("unload-shuffler") }).strict(),
  /** A player's Play wager (equal to the Ante) or fold; `bettor` a backline bettor deciding on its own. */
  z.object({ type: z.literal("play-or-fold"), seat, decision: z.enum(["play", "fold"]), bettor: z.string().trim().max(40).optional() }).strict(),
  /** The forfeited wagers are collected, the folded hands nothing needs go to the discard rack. */
  z.object({ type: z.literal("collect-folds") }).strict(),
  /** The player-dealer's hand turned over; its three cards when they were dealt unread. */
  z.object({ type: z.literal("reveal-player-dealer"), cards: three.optional() }).strict(),
  /** A hand still in action turned over; its three cards when they were dealt unread. */
  z.object({ type: z.literal("reveal-hand"), seat, cards: three.optional() }).strict(),
  /**
   * Results-only entry (game option `entry`): whether the player-dealer qualified, each seat's fold or
   * result against the player-dealer, and the pay line each bonus in action made (null: none that pays).
   */
  z
    .object({
      type: z.literal("enter-results"),
      playerDealerQualifies: z.boolean(),
      results: z
        .array(
          z
            .object({
              seat,
              result: z.enum(["fold", "win", "lose", "push"]),
              pairPlus: z.enum(["mini-royal-flush", "straight-flush", "three-of-a-kind", "straight", "flush", "one-pair"]).nullable().default(null),
              sixCardBonus: z.enum(SIX_CARD_BONUS_HANDS).nullable().default(null),
            })
            .strict(),
        )
        .min(1)
        .max(7),
    })
    .strict(),
  // Supervisor
  z.object({ type: z.literal("correct-card"), index: z.number().int().min(0).max(60), card, reason }).strict(),
  /** A Play or fold recorded wrongly: the decision step (its place in the round's steps) and what it should have been. */
  z.object({ type: z.literal("correct-decision"), index: z.number().int().min(0).max(200), decision: z.enum(["play", "fold"]), reason }).strict(),
]);

export type ThreeCardPokerCommand = z.infer<typeof ThreeCardPokerCommand>;
export type ThreeCardPokerCommandType = ThreeCardPokerCommand["type"];

/** Who may give each command (the shared ones as common/commands.ts says). */
export const THREE_CARD_POKER_COMMAND_ROLES: { readonly [T in ThreeCardPokerCommandType]: CommandRoles } = {
  ...TABLE_COMMAND_ROLES,
  ...FLOOR_CORRECTION_ROLES,
  "place-wager": ROUND_STEP,
  "load-shuffler": ROUND_STEP,
  "deal-stack": ROUND_STEP,
  "unload-shuffler": ROUND_STEP,
  "play-or-fold": ROUND_STEP,
  "collect-folds": ROUND_STEP,
  "reveal-player-dealer": ROUND_STEP,
  "reveal-hand": ROUND_STEP,
  "enter-results": ROUND_STEP,
  "correct-card": FLOOR_ONLY,
  "correct-decision": FLOOR_ONLY,
};

export const ALL_THREE_CARD_POKER_COMMAND_TYPES = commandTypes(ThreeCardPokerCommand) as readonly ThreeCardPokerCommandType[];
