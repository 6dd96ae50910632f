/**
 * The commands a dealer tablet, a card-reading shuffler or a supervisor may send to a Three Card
 * Poker table, each declared once (common/command-set.ts): its schema (validated with zod), who may
 * send it, its rule, and the floor's words for the events it records. The shared commands keep their
 * schema and roles in common/commands.ts; the shell answers most of them (common/shell-commands.ts).
 * The longer rules are named functions in decide.ts; the words of a round's steps and results are in
 * round-words.ts.
 */
import { z } from "zod";
import { formatCents } from "../../money";
import { SIX_CARD_BONUS_HANDS } from "../../three-card-poker/pay-tables";
import { accept, refuse } from "../machine";
import { commandsOf, except } from "../common/command-set";
import { FLOOR_CORRECTIONS, FLOOR_ONLY, placeWagerSchema, reason, ROUND_STEP, seat, SHARED_COMMANDS } from "../common/commands";
import { decideOpenRound, decideVoid, endShoe, guard } from "../common/decide";
import { decideEndWithoutAction } from "../common/floor-corrections";
import { decideDecisionCorrection } from "../common/decision-corrections";
import { decideEndRound, decideSettle } from "../common/engine-steps";
import { wagerWords } from "../common/floor-fields";
import { adjustmentWords } from "../common/floor-words";
import { cardCode } from "../common/round-steps";
import { floorCorrectionCommands, shellCommands } from "../common/shell-commands";
import {
  completedRound,
  decideBettingClosed,
  decideCorrection,
  decideDealStack,
  decideMisdeal,
  decideReveal,
  decideStep,
  decideUndoCards,
  decideUnloadShuffler,
  decideWager,
  decideWagerRemoved,
  ENGINE,
  gameOf,
  nextDeck,
  ruleRefusal,
  shellGameOf,
} from "./decide";
import { threeCardPokerDecisionReplay } from "./decisions";
import type { ThreeCardPokerTableEvent } from "./events";
import { betName } from "./game-of";
import { cardsText, completedWords, stepWords, type ThreeCardPokerWords } from "./round-words";
import type { ThreeCardPokerTableState } from "./state";

type E = ThreeCardPokerTableEvent;

/** A card of a 52-card deck ("TD", "10d" too); no jokers in Three Card Poker (seed 003 L1531-1532). */
const card = z.string().regex(/^(?:[A2-9TJQK]|10)[SHDC]$/i, "a card is a rank (A 2-9 T J Q K) and a suit (S H D C), e.g. TD");
/** A card as dealt: a card, or "face-down" for one not read (entered when turned over). */
const dealt = z.union([card, z.literal("face-down")]);
const three = z.array(card).length(3, "a hand is three cards");

/** The round's deck to the discard rack: only one deck may lie there, so the other goes into the shuffler first. */
function shufflerLoadedFirst(state: ThreeCardPokerTableState): E[] {
  return state.decks?.otherDeck === "discard-rack" ? [{ type: "ShufflerLoaded" }] : [];
}

const { declare, set } = commandsOf<ThreeCardPokerTableState, E, ThreeCardPokerWords>();

export const THREE_CARD_POKER_COMMANDS = set(guard, [
  // The shell's answers: seating, the bank, the shoe, the timer, the settlement walk, the floor's
  // table commands; and the floor's corrections (betting reopened, a settlement line undone) and the
  // timer's restart. Burning cards, a misdeal and a round ended without action are the family's own.
  ...except(shellCommands<ThreeCardPokerTableState>(shellGameOf), "burn-cards"),
  ...except(floorCorrectionCommands<ThreeCardPokerTableState>(shellGameOf), "declare-misdeal", "end-round-without-action"),
  declare({
    ...SHARED_COMMANDS["burn-cards"],
    decide: () => refuse("NO_BURN", "Three Card Poker burns no cards: the shuffler dispenses stacks of three from a freshly shuffled deck."),
  }),
  declare({
    ...FLOOR_CORRECTIONS["declare-misdeal"],
    decide: (state, command, ctx) => decideMisdeal(state, command.reason, ctx),
  }),
  declare({
    ...FLOOR_CORRECTIONS["end-round-without-action"],
    decide(state, command, ctx) {
      // Nobody bet: the round's deck goes to the discard rack unplayed, as after a void.
      const round = state.round;
      const ended = decideEndWithoutAction(state, ctx);
      if (!ended.ok || !round) return ended;
      return accept<E>(...shufflerLoadedFirst(state), ...(ended.events as E[]), ...nextDeck(state, round, ctx));
    },
  }),
  declare({
    ...SHARED_COMMANDS["end-shoe"],
    decide: (state, _command, ctx) => endShoe(state, ctx),
    words: {
      // Also the round's deck to the discard rack when its round ends (end-round, void-round, end-round-without-action).
      ShoeEnded(event) {
        if (event.round) {
          const hand = /-(\d+)$/.exec(event.round)?.[1];
          return `The deck of ${hand ? `hand ${hand}` : event.round} to the discard rack${event.proof ? `; its order released (hash ${event.proof.orderHash.slice(0, 12)}…)` : ""}`;
        }
        return "The decks taken off the table";
      },
    },
  }),
  declare({ ...SHARED_COMMANDS["open-betting"], decide: (state, _command, ctx) => decideOpenRound(state, ctx) }),
  declare({
    schema: placeWagerSchema(["ante", "pair-plus", "six-card-bonus"]),
    roles: ROUND_STEP,
    decide: decideWager,
    words: { WagerPlaced: (event) => wagerWords(event.wager, betName(event.wager.bet)) },
  }),
  declare({ ...SHARED_COMMANDS["remove-wager"], decide: (state, command) => decideWagerRemoved(state, command.wagerId) }),
  declare({ ...SHARED_COMMANDS["close-betting"], decide: (state, _command, ctx) => decideBettingClosed(state, ctx) }),
  /** The deck played last round leaves the discard rack for the shuffler (only one deck in the rack at a time). */
  declare({
    schema: z.object({ type: z.literal("load-shuffler") }).strict(),
    roles: ROUND_STEP,
    decide(state) {
      if (!state.round) return refuse("NO_ROUND", "Load the shuffler during a round: open betting first.");
      const decks = state.decks;
      if (!decks || decks.otherDeck !== "discard-rack") return refuse("SHUFFLER_LOADED", "The other deck is already in the shuffler.");
      return accept<E>({ type: "ShufflerLoaded" });
    },
    words: {
      // Also when a round's deck goes to the discard rack with the other still there (void-round, end-round-without-action).
      ShufflerLoaded(_event, { before }) {
        const decks = before.decks;
        const other = decks && decks.inPlay !== null ? decks.backs[decks.inPlay === 0 ? 1 : 0] : "other";
        return `The ${other} deck from the discard rack into the shuffler`;
      },
    },
  }),
  /**
   * The next stack of three. With the server's deck, no cards: the server deals them. Otherwise the
   * cards as read ("face-down" for an unread one; the player-dealer's first card, turned up, must be
   * read); `back` is the colour of the cards' backs when the reader or the dealer gives it.
   */
  declare({
    schema: z
      .object({
        type: z.literal("deal-stack"),
        cards: z.array(dealt).length(3, "a stack is three cards").optional(),
        source: z.enum(["dealer", "reader"]).optional(),
        back: z.string().trim().min(1).max(20).optional(),
      })
      .strict(),
    roles: ROUND_STEP,
    decide: (state, command) => decideDealStack(state, command),
    words: {
      // Every step of the round (the shuffler unloaded, a Play or fold, the forfeits collected, a reveal, the results entered) is worded here.
      StepTaken: (event, { before, after }) => stepWords(event.step, before.round?.play ?? null, after.round?.play ?? null),
    },
  }),
  /** The undealt cards of the deck in play go into the discard rack, unseen. */
  declare({ schema: z.object({ type: z.literal("unload-shuffler") }).strict(), roles: ROUND_STEP, decide: (state) => decideUnloadShuffler(state) }),
  /** A player's Play wager (equal to the Ante) or fold; `bettor` a backline bettor deciding on its own. */
  declare({
    schema: z.object({ type: z.literal("play-or-fold"), seat, decision: z.enum(["play", "fold"]), bettor: z.string().trim().max(40).optional() }).strict(),
    roles: ROUND_STEP,
    decide: (state, command) => decideStep(state.round, { kind: "decide", seat: command.seat, decision: command.decision, ...(command.bettor !== undefined ? { bettor: command.bettor } : {}) }),
  }),
  /** The forfeited wagers are collected, the folded hands nothing needs go to the discard rack. */
  declare({ schema: z.object({ type: z.literal("collect-folds") }).strict(), roles: ROUND_STEP, decide: (state) => decideStep(state.round, { kind: "collect-folds" }) }),
  /** The player-dealer's hand turned over; its three cards when they were dealt unread. */
  declare({
    schema: z.object({ type: z.literal("reveal-player-dealer"), cards: three.optional() }).strict(),
    roles: ROUND_STEP,
    decide(state, command) {
      const cards = command.cards?.map(cardCode);
      return decideReveal(state, { kind: "reveal-player-dealer", ...(cards ? { cards } : {}) });
    },
  }),
  /** A hand still in action turned over; its three cards when they were dealt unread. */
  declare({
    schema: z.object({ type: z.literal("reveal-hand"), seat, cards: three.optional() }).strict(),
    roles: ROUND_STEP,
    decide(state, command) {
      const cards = command.cards?.map(cardCode);
      return decideReveal(state, { kind: "reveal-hand", seat: command.seat, ...(cards ? { cards } : {}) });
    },
  }),
  /**
   * Results-only entry (game option `entry`): whether the player-dealer qualified, each seat's fold or
   * result against the player-dealer, and the pay line each bonus in action made (null: none that pays).
   */
  declare({
    schema: z
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
    roles: ROUND_STEP,
    decide(state, command) {
      if (gameOf(state).game.entry !== "results") return refuse("CARDS_ENTRY", "This table enters every card: the results are read from the hands.");
      return decideStep(state.round, {
        kind: "enter-results",
        playerDealerQualifies: command.playerDealerQualifies,
        seats: command.results.map((r) => ({ seat: r.seat, result: r.result, pairPlus: r.pairPlus ?? null, sixCardBonus: r.sixCardBonus ?? null })),
      });
    },
  }),
  declare({
    ...SHARED_COMMANDS["undo-card"],
    decide: (state) => decideUndoCards(state.round),
    words: { CardsUndone: (event) => (event.cards.length ? `Cards taken back: ${cardsText(event.cards)}` : "The results entered taken back") },
  }),
  declare({
    ...SHARED_COMMANDS.settle,
    decide: (state) => decideSettle(state.round, ENGINE),
    words: {
      RoundSettled(event, { before }) {
        const s = event.settlement;
        return `Settled: the player-dealer ${s.playerDealerQualifies ? "qualifies" : "does not qualify"}; from seat ${s.startSeat}; ${s.walk.lines.length} line${s.walk.lines.length === 1 ? "" : "s"}${s.collectedAtFold ? ` (${s.collectedAtFold} collected at the fold)` : ""}; bank ${formatCents(s.walk.bank)} → ${formatCents(s.walk.bankAfter)}${adjustmentWords(before, s.walk)}`;
      },
    },
  }),
  declare({
    ...SHARED_COMMANDS["end-round"],
    decide(state, _command, ctx) {
      const round = state.round;
      const ended = decideEndRound(state, ctx, (r) => completedRound(r, r.play, r.settlement));
      if (!ended.ok || !round) return ended;
      return accept<E>(...ended.events, ...nextDeck(state, round, ctx));
    },
    words: {
      RoundCompleted: (event) => completedWords(event.round),
      // The next deck out of the shuffler when a round ends (here, void-round, end-round-without-action); the two decks brought in by the shell's start-shoe.
      ShoeStarted(event, { before }) {
        const source = event.shoe.source === "server" ? "shuffled by the server" : event.shoe.source === "reader" ? "read by the shuffler" : "entered by the dealer";
        if (!before.decks) return `The two decks brought in (${source})`;
        return `Next deck out of the shuffler (${source})`;
      },
    },
  }),
  declare({
    ...SHARED_COMMANDS["void-round"],
    decide(state, command, ctx) {
      const round = state.round;
      const voided = decideVoid(state, command.reason, ctx);
      if (!voided.ok || !round) return voided;
      // The round's cards go to the discard rack; only one deck may lie there, so the other goes into the shuffler first.
      return accept<E>(...shufflerLoadedFirst(state), ...(voided.events as E[]), ...nextDeck(state, round, ctx));
    },
  }),
  // Supervisor
  declare({
    schema: z.object({ type: z.literal("correct-card"), index: z.number().int().min(0).max(60), card, reason }).strict(),
    roles: FLOOR_ONLY,
    decide: decideCorrection,
  }),
  /** A Play or fold recorded wrongly: the decision step (its place in the round's steps) and what it should have been. */
  declare({
    schema: z.object({ type: z.literal("correct-decision"), index: z.number().int().min(0).max(200), decision: z.enum(["play", "fold"]), reason }).strict(),
    roles: FLOOR_ONLY,
    decide(state, command, ctx) {
      const round = state.round;
      if (!round) return refuse("NO_DECISIONS", "There is no hand in play to correct.");
      return decideDecisionCorrection(state, command, ctx, threeCardPokerDecisionReplay(gameOf(state).game, state.settings!.seats, round, ruleRefusal));
    },
  }),
]);

export const ThreeCardPokerCommand = THREE_CARD_POKER_COMMANDS.schema;
export type ThreeCardPokerCommand = z.infer<typeof ThreeCardPokerCommand>;
export type ThreeCardPokerCommandType = ThreeCardPokerCommand["type"];

export const ALL_THREE_CARD_POKER_COMMAND_TYPES: readonly ThreeCardPokerCommandType[] = THREE_CARD_POKER_COMMANDS.types;
