/**
 * The commands a dealer tablet or a supervisor may send to a pai gow poker table, each declared
 * once (common/command-set.ts): its schema (zod), who may send it, its rule, and the floor's words
 * for the events it records. The commands every table shares keep their schema and roles in
 * common/commands.ts; the shell answers seating, the bank, the deck, the timer, the settlement walk
 * and the floor's table commands (common/shell-commands.ts). The longer rules are named functions
 * in decide.ts; the words' pieces are in words.ts.
 */
import { z } from "zod";
import { paiGowFeeWagers, PaiGowRefusal } from "../../pai-gow-poker";
import { BONUS_HANDS } from "../../pai-gow-poker/seven-card";
import { accept, refuse, type Decision } from "../machine";
import { FLOOR_CORRECTIONS, FLOOR_ONLY, placeWagerSchema, reason, ROUND_STEP, seat, SHARED_COMMANDS } from "../common/commands";
import { commandsOf, except } from "../common/command-set";
import { bettingOpenRefusal, decideCloseBetting, decideOpenRound, decideVoid, endShoe, guard, handFees } from "../common/decide";
import { decideEndRound, decideSettle, engineWagers, playableRound } from "../common/engine-steps";
import { wagerWords } from "../common/floor-fields";
import { afterPayment } from "../common/floor-words";
import { cardCode, decidePlaceWager, decideRemoveWager } from "../common/round-steps";
import { floorCorrectionCommands, shellCommands } from "../common/shell-commands";
import { codes, decideCorrection, decideDealPiles, decideUndo, ENGINE, paiGowShellGame, stepOf } from "./decide";
import type { PaiGowTableEvent } from "./events";
import { betName, paiGowGameOf } from "./game-of";
import { completedPaiGowRound } from "./round-record";
import { deckUsed, freshDeck, openPlay } from "./steps";
import type { PaiGowTableState } from "./state";
import { completedWords, stepWords, type PaiGowWords } from "./words";

/** A card of the 53-card deck: rank and suit ("TD", "10d" too), or "JK" for the joker. */
const card = z.string().regex(/^(?:[A2-9TJQK][SHDC]|10[SHDC]|JK)$/i, "a card is a rank (A 2-9 T J Q K) and a suit (S H D C), e.g. TD, or JK for the joker");
const seven = z.array(card).length(7, "a pai gow hand is seven cards");
const high = z.array(card).length(5, "the five-card hand (behind) is five cards");
const low = z.array(card).length(2, "the two-card hand (in front) is two cards");

/**
 * A hand entered wrongly, put right: a seat's split or its seven cards, or the player-dealer's seven
 * cards; the round is replayed with it.
 */
const correctHand = z
  .object({
    type: z.literal("correct-hand"),
    seat: z.union([seat, z.literal("player-dealer")]),
    cards: seven.optional(),
    split: z.union([z.object({ high, low }).strict(), z.literal("house-way")]).optional(),
    reason,
  })
  .strict();

/** The floor's correction of a hand, as decide.ts's decideCorrection reads it. */
export type CorrectHand = z.infer<typeof correctHand>;

const { declare, set } = commandsOf<PaiGowTableState, PaiGowTableEvent, PaiGowWords>();

/** The configured game and its wagering rules (the table's guard has passed: the table is set up). */
const gameOf = (state: PaiGowTableState) => paiGowGameOf(state.settings!);

/**
 * Each command once. The shell answers the shared ones with the game from decide.ts
 * (paiGowShellGame), but for the burn and the misdeal, refused here: the whole deck is dealt every
 * hand, seven piles at once.
 */
export const PAI_GOW_COMMANDS = set(guard, [
  ...except(shellCommands<PaiGowTableState>(paiGowShellGame), "burn-cards"),
  ...except(floorCorrectionCommands<PaiGowTableState>(paiGowShellGame), "declare-misdeal"),
  declare({
    ...SHARED_COMMANDS["burn-cards"],
    decide: () => refuse("NOTHING_TO_BURN", "Pai gow deals the whole deck every hand: there is nothing to burn."),
  }),
  declare({
    ...FLOOR_CORRECTIONS["declare-misdeal"],
    // The shell's misdeal takes back dealt cards one by one; a pai gow round deals seven piles at once.
    decide: () => refuse("NOT_SUPPORTED", "A pai gow poker misdeal is not taken from the floor yet: correct the hand, or void the round."),
  }),
  declare({
    ...SHARED_COMMANDS["end-shoe"],
    decide: (state, _command, ctx) => endShoe(state, ctx),
  }),
  declare({
    ...SHARED_COMMANDS["open-betting"],
    decide(state, _command, ctx) {
      // A deck dealt in an earlier round is replaced first (a fresh deck every round).
      const fresh = state.shoe && !state.round && deckUsed(state.shoe) ? freshDeck(state.shoe, state.settings!.tableId, ctx) : null;
      const opened = decideOpenRound(fresh ? { ...state, shoe: fresh.deck } : state, ctx);
      if (!opened.ok) return opened;
      return accept<PaiGowTableEvent>(...(fresh?.events ?? []), ...(opened.events as PaiGowTableEvent[]));
    },
  }),
  declare({
    schema: placeWagerSchema(["game", "fortune", "ace-high"]),
    roles: ROUND_STEP,
    decide(state, command, ctx) {
      const settings = state.settings!;
      const round = state.round;
      const { game, rules } = gameOf(state);
      const closed = bettingOpenRefusal(round, ctx.now);
      if (closed || !round) return closed ?? refuse("NO_ROUND", "Open betting first.");
      if (command.bet === "fortune" && !game.fortune) return refuse("UNKNOWN_BET", `${game.name} has no Fortune Bonus.`);
      if (command.bet === "ace-high" && !game.aceHigh) return refuse("UNKNOWN_BET", `${game.name} has no Ace-High Bonus.`);
      return decidePlaceWager({ ...state, settings, round }, command, rules) as Decision<PaiGowTableEvent>;
    },
    words: { WagerPlaced: (event, { before }) => wagerWords(event.wager, before.settings ? betName(paiGowGameOf(before.settings).game, event.wager.bet) : event.wager.bet) },
  }),
  declare({ ...SHARED_COMMANDS["remove-wager"], decide: (state, command) => decideRemoveWager(state, command.wagerId, gameOf(state).rules) }),
  declare({
    ...SHARED_COMMANDS["close-betting"],
    decide(state, _command, ctx) {
      const settings = state.settings!;
      const { game } = gameOf(state);
      const closing = playableRound(state.round, (r) => openPlay(game, settings.seats, r), [PaiGowRefusal]);
      if (!closing.ok) return closing;
      return decideCloseBetting(state, handFees(closing.round, paiGowFeeWagers(engineWagers(closing.round.wagers))), ctx);
    },
  }),
  /** The seven piles of seven are dealt: by the server from its shuffled deck, or by hand (nothing to enter). */
  declare({
    schema: z.object({ type: z.literal("deal-piles") }).strict(),
    roles: ROUND_STEP,
    decide: (state) => decideDealPiles(state),
    // Every step of the round is recorded as a StepTaken: worded once, here.
    words: { StepTaken: (event, { after }) => stepWords(event.step, after.round?.play ?? null) },
  }),
  /** The pile the player-dealer chose, 1 to 7 from the dealer's left. */
  declare({
    schema: z.object({ type: z.literal("choose-action-pile"), pile: z.number().int().min(1).max(7) }).strict(),
    roles: ROUND_STEP,
    decide: (state, command) => stepOf(state.round, { kind: "choose-action-pile", pile: command.pile }),
  }),
  /** The three dice's total. */
  declare({
    schema: z.object({ type: z.literal("roll-dice"), total: z.number().int().min(3).max(18) }).strict(),
    roles: ROUND_STEP,
    decide: (state, command) => stepOf(state.round, { kind: "roll-dice", total: command.total }),
  }),
  /** The player-dealer's hand turned over and set the house way: its seven cards, unless the server dealt them. */
  declare({
    schema: z.object({ type: z.literal("expose-player-dealer"), cards: seven.optional() }).strict(),
    roles: ROUND_STEP,
    decide(state, command) {
      const cards = codes(command.cards);
      return stepOf(state.round, { kind: "expose-player-dealer", ...(cards ? { cards } : {}) });
    },
  }),
  /** A player's hand as set: five behind, two in front. */
  declare({
    schema: z.object({ type: z.literal("set-hand"), seat, high, low }).strict(),
    roles: ROUND_STEP,
    decide: (state, command) => stepOf(state.round, { kind: "set-hand", seat: command.seat, high: command.high.map(cardCode), low: command.low.map(cardCode) }),
  }),
  /** A player asks for the house way: the seven cards, unless the server dealt them. */
  declare({
    schema: z.object({ type: z.literal("set-house-way"), seat, cards: seven.optional() }).strict(),
    roles: ROUND_STEP,
    decide(state, command) {
      const cards = codes(command.cards);
      return stepOf(state.round, { kind: "set-house-way", seat: command.seat, ...(cards ? { cards } : {}) });
    },
  }),
  /** Face Up after a Pai Gow: a seat turns its seven cards over for its bonuses. */
  declare({
    schema: z.object({ type: z.literal("show-cards"), seat, cards: seven.optional() }).strict(),
    roles: ROUND_STEP,
    decide(state, command) {
      const cards = codes(command.cards);
      return stepOf(state.round, { kind: "show-cards", seat: command.seat, ...(cards ? { cards } : {}) });
    },
  }),
  /** Results-only entry: every seat's result against the player-dealer, and the hand its bonus made (null: none that pays). */
  declare({
    schema: z
      .object({
        type: z.literal("enter-results"),
        results: z
          .array(z.object({ seat, game: z.enum(["win", "lose", "push"]), bonus: z.enum(BONUS_HANDS).nullable().default(null) }).strict())
          .min(1)
          .max(7),
      })
      .strict(),
    roles: ROUND_STEP,
    decide(state, command) {
      if (gameOf(state).game.entry !== "results") return refuse("CARDS_ENTRY", "This table enters every card: the results are read from the hands.");
      return stepOf(state.round, { kind: "enter-results", results: command.results.map((r) => ({ seat: r.seat, game: r.game, bonus: r.bonus ?? null })) });
    },
  }),
  declare({
    ...SHARED_COMMANDS["undo-card"],
    decide: (state) => decideUndo(state, gameOf(state).game),
    words: { StepUndone: (event, { before }) => `Taken back by the dealer: ${stepWords(event.step, before.round?.play ?? null)}` },
  }),
  declare({ ...SHARED_COMMANDS.settle, decide: (state) => decideSettle(state.round, ENGINE) }),
  declare({
    ...SHARED_COMMANDS["end-round"],
    decide(state, _command, ctx) {
      const ended = decideEndRound(state, ctx, (r) => completedPaiGowRound(r, r.play, r.settlement, false));
      if (!ended.ok) return ended;
      const fresh = state.shoe ? freshDeck(state.shoe, state.settings!.tableId, ctx).events : [];
      return accept<PaiGowTableEvent>(...ended.events, ...fresh);
    },
    words: { RoundCompleted: (event) => completedWords(event.round) },
  }),
  declare({
    ...SHARED_COMMANDS["void-round"],
    decide(state, command, ctx) {
      const voided = decideVoid(state, command.reason, ctx);
      if (!voided.ok) return voided;
      const fresh = state.shoe && deckUsed(state.shoe) ? freshDeck(state.shoe, state.settings!.tableId, ctx).events : [];
      return accept<PaiGowTableEvent>(...(voided.events as PaiGowTableEvent[]), ...fresh);
    },
  }),
  // Supervisor
  declare({
    schema: correctHand,
    roles: FLOOR_ONLY,
    decide: (state, command, ctx) => decideCorrection(state, command, ctx, gameOf(state).game),
    words: {
      HandCorrected(event, { before, after, staff }) {
        const play = after.round?.play ?? null;
        const who = event.step.kind === "expose-player-dealer" ? "the player-dealer's hand" : `seat ${"seat" in event.step ? event.step.seat : "?"}'s hand`;
        return `Corrected by ${staff(event.approvedBy)}: ${who} — ${stepWords(event.step, play)} (${event.reason})${afterPayment(before)}`;
      },
    },
  }),
]);

export const PaiGowCommand = PAI_GOW_COMMANDS.schema;
export type PaiGowCommand = z.infer<typeof PaiGowCommand>;
export type PaiGowCommandType = PaiGowCommand["type"];

export const ALL_PAI_GOW_COMMAND_TYPES: readonly PaiGowCommandType[] = PAI_GOW_COMMANDS.types;
