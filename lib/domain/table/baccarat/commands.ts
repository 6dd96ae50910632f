/**
 * Every command a dealer tablet, a card-reading shoe or a supervisor may send to a baccarat-family
 * table, each declared once (common/command-set.ts): its schema (zod: anything else is refused
 * before the rules see it), the roles that may send it, its handler, and the floor's words for the
 * events it records. The shared commands' schemas and roles are in common/commands.ts; the shell
 * answers seating, the bank, the shoe, the timer, the settlement walk, the floor's table commands
 * and its corrections (common/shell-commands.ts). The longer handlers are named in decide.ts.
 */
import { z } from "zod";
import { BET_IDS } from "../../baccarat/bet";
import { nextStep, roundResult } from "../../baccarat";
import { cardWords } from "../../cards/card";
import { formatCents } from "../../money";
import { shoeStatistics } from "../../roads";
import { accept, refuse } from "../machine";
import { FLOOR_ONLY, placeWagerSchema, reason, ROUND_STEP, SHARED_COMMANDS } from "../common/commands";
import { commandsOf } from "../common/command-set";
import { capitalise, completeHand, decideCloseBetting, decideEndShoe, decideOpenRound, decideVoid, guard, handFees, unfinishedSettlement } from "../common/decide";
import { wagerNamed, wagerWords } from "../common/floor-fields";
import { decideRemoveWager, decideUndoCard, feeWagers } from "../common/round-steps";
import { floorCorrectionCommands, shellCommands } from "../common/shell-commands";
import { decideBaccaratWager, decideCorrection, decideDeal, decideHoleCard, decideSettle, shellGame } from "./decide";
import type { BaccaratTableEvent } from "./events";
import { baccaratGameOf, isLineBet } from "./game-of";
import { resultWords } from "./result-words";
import { completedRound } from "./round-summary";
import type { BaccaratTableState } from "./state";

const card = z.string().regex(/^(?:[A2-9TJQK][SHDC]|10[SHDC])$/i, "a card is a rank (A 2-9 T J Q K) and a suit (S H D C), e.g. TD");

/** What the floor's words for baccarat's own events read (floor.ts `describeBaccaratEvent` gives them). */
export interface BaccaratWords {
  /** The table before the event, and once it is applied (it tells which hand a card went to). */
  readonly before: BaccaratTableState;
  readonly after: BaccaratTableState;
  /** A bet's name at the table's game. */
  readonly nameOf: (bet: string) => string;
  /** A hand's name at the table's game, after the event ("" for no hand). */
  readonly handNameOf: (hand: "player" | "banker" | undefined) => string;
}

const { declare, set } = commandsOf<BaccaratTableState, BaccaratTableEvent, BaccaratWords>();

const gameOf = (state: BaccaratTableState) => shellGame(state.settings!);

/**
 * Each command once: its schema, who may send it, its rule, and the floor's words for what it
 * records. The table's guard (the table set up, the sender's role, not closed or paused) runs
 * before every handler.
 */
export const BACCARAT_COMMANDS = set(guard, [
  ...shellCommands<BaccaratTableState>(gameOf),
  ...floorCorrectionCommands<BaccaratTableState>(gameOf),
  declare({
    ...SHARED_COMMANDS["end-shoe"],
    decide(state, _command, ctx) {
      const ended = decideEndShoe(state);
      if (!ended.ok) return ended;
      return accept<BaccaratTableEvent>({ type: "ShoeEnded", at: ctx.now, statistics: shoeStatistics(state.roadLog, state.previousShoe), proof: ended.proof });
    },
  }),
  declare({ ...SHARED_COMMANDS["open-betting"], decide: (state, _command, ctx) => decideOpenRound(state, ctx) }),
  declare({
    schema: placeWagerSchema(BET_IDS),
    roles: ROUND_STEP,
    decide: decideBaccaratWager,
    words: { WagerPlaced: (event, w) => wagerWords(event.wager, w.nameOf(event.wager.bet)) },
  }),
  declare({ ...SHARED_COMMANDS["remove-wager"], decide: (state, command) => decideRemoveWager(state, command.wagerId, baccaratGameOf(state.settings!).rules) }),
  declare({
    ...SHARED_COMMANDS["close-betting"],
    decide(state, _command, ctx) {
      const round = state.round;
      if (!round || round.phase !== "betting") return refuse("NOT_BETTING", "Betting is not open.");
      return decideCloseBetting(state, handFees(round, feeWagers(round.wagers, (bet) => (isLineBet(bet) ? "game" : "bonus"))), ctx);
    },
  }),
  declare({
    /** A card entered by the dealer or sent by a card-reading shoe; with a server shoe, no card: the server draws. */
    schema: z.object({ type: z.literal("deal-card"), card: card.optional(), faceDown: z.boolean().optional(), source: z.enum(["dealer", "reader"]).optional() }).strict(),
    roles: ROUND_STEP,
    decide: decideDeal,
    words: {
      CardDealt(event, w) {
        const n = (w.before.round?.cards.dealt.length ?? 0) + 1;
        const hand = w.handNameOf(w.after.round?.cards.dealt[n - 1]?.hand);
        return `Card ${n}${hand ? ` to ${hand}` : ""}: ${event.faceDown ? `face down${event.card !== "face-down" ? ` (${cardWords(event.card)})` : ""}` : cardWords(event.card)}${event.source === "server" ? " (server shoe)" : event.source === "reader" ? " (card reader)" : ""}`;
      },
    },
  }),
  declare({ ...SHARED_COMMANDS["undo-card"], decide: (state) => decideUndoCard(state.round) }),
  declare({
    schema: z.object({ type: z.literal("check-hole-card"), card: card.optional() }).strict(),
    roles: ROUND_STEP,
    decide: decideHoleCard,
    words: { HoleCardChecked: (event) => `Hole card checked${event.card ? `: ${cardWords(event.card)}` : ""}` },
  }),
  declare({
    schema: z.object({ type: z.literal("expose-hole-card"), card: card.optional() }).strict(),
    roles: ROUND_STEP,
    decide: decideHoleCard,
    words: { HoleCardExposed: (event) => `Hole card exposed${event.card ? `: ${cardWords(event.card)}` : ""}` },
  }),
  declare({
    schema: z.object({ type: z.literal("choose"), wagerId: z.string().min(1).max(20), choice: z.enum(["hit", "stand"]) }).strict(),
    roles: ROUND_STEP,
    decide(state, command) {
      const round = state.round;
      if (!round || round.phase !== "dealing") return refuse("NOT_DEALING", "No hand is being dealt.");
      const { game } = baccaratGameOf(state.settings!);
      if (nextStep(game, round.cards).kind !== "choose-hit-or-stand") return refuse("OUT_OF_ORDER", "Hit-or-stand choices are taken only on a Player two-card 5.");
      const wager = round.wagers.find((w) => w.id === command.wagerId);
      const spec = wager ? game.bets.find((b) => b.id === wager.bet) : undefined;
      if (!wager || spec?.playerHandOnFive !== "bettor-choice") return refuse("NOT_A_PLAYER_WAGER", "Only Player-line wagers choose hit or stand.");
      return accept<BaccaratTableEvent>({ type: "ChoiceMade", wagerId: wager.id, choice: command.choice });
    },
    words: { ChoiceMade: (event, w) => `${capitalise(wagerNamed(w.before.round, event.wagerId, w.nameOf))} chose to ${event.choice}` },
  }),
  declare({
    schema: z.object({ type: z.literal("close-choices") }).strict(),
    roles: ROUND_STEP,
    decide(state) {
      const round = state.round;
      if (!round || round.phase !== "dealing") return refuse("NOT_DEALING", "No hand is being dealt.");
      const { game } = baccaratGameOf(state.settings!);
      if (nextStep(game, round.cards).kind !== "choose-hit-or-stand") return refuse("OUT_OF_ORDER", "There are no choices to close.");
      const choosers = round.wagers.filter((w) => game.bets.find((b) => b.id === w.bet)?.playerHandOnFive === "bettor-choice");
      // The house way (hit on 5) plays a Player-line wager whose bettor made no choice (001 L112).
      const playerHits = choosers.some((w) => (w.choice ?? "hit") === "hit");
      return accept<BaccaratTableEvent>({ type: "ChoicesClosed", playerHits });
    },
    words: { ChoicesClosed: (event) => `Hit-or-stand closed: the Player hand ${event.playerHits ? "hits" : "stands"}` },
  }),
  declare({ ...SHARED_COMMANDS.settle, decide: decideSettle }),
  declare({
    ...SHARED_COMMANDS["end-round"],
    decide(state, _command, ctx) {
      const round = state.round;
      const unfinished = unfinishedSettlement(round);
      if (unfinished || !round?.settlement) return unfinished ?? refuse("NOT_SETTLING", "Settle the round first.");
      const { game } = baccaratGameOf(state.settings!);
      const completed = completedRound(game, round, roundResult(game, round.cards), round.settlement, false);
      const complete = completeHand(state, ctx);
      if (!complete.ok) return complete;
      return accept<BaccaratTableEvent>({ type: "RoundCompleted", round: completed, at: ctx.now }, ...complete.events);
    },
    words: {
      RoundCompleted(event) {
        const r = event.round;
        // One score order everywhere: the winner's total first ("Banker wins 8 to 2").
        return `Hand ${r.handNumber} complete: ${resultWords(r.winner, r.playerTotal, r.bankerTotal, { player: "Player", banker: "Banker" })}; bank ${formatCents(r.bankBefore)} → ${formatCents(r.bankAfter)}`;
      },
    },
  }),
  // Supervisor
  declare({ ...SHARED_COMMANDS["void-round"], decide: (state, command, ctx) => decideVoid(state, command.reason, ctx) }),
  declare({
    schema: z.object({ type: z.literal("correct-card"), index: z.number().int().min(0).max(5), card, reason }).strict(),
    roles: FLOOR_ONLY,
    decide: decideCorrection,
  }),
]);

export const BaccaratCommand = BACCARAT_COMMANDS.schema;
export type BaccaratCommand = z.infer<typeof BaccaratCommand>;
export type BaccaratCommandType = BaccaratCommand["type"];

export const ALL_BACCARAT_COMMAND_TYPES = BACCARAT_COMMANDS.types;
