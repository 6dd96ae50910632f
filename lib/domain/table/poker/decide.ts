/**
 * The rules behind a poker table's commands (each command's handler is in its declaration,
 * commands.ts `POKER_COMMANDS`; the longer ones are named here). Every step of the table (seating,
 * the button draw, the deal, the flop, the drop, the award, the time clock) is tried on the rules
 * engine (lib/domain/poker) first, so a step the rules forbid is refused with the engine's reason
 * in the dealer's words and the table stays exactly as it was. Nobody banks and no shoe is
 * recorded: the shell's bank, shoe and betting commands are refused with a plain reason (the
 * refusals here); pause, close and configuration go to the shell (`pokerShellGame`).
 */
import { FULL_DECK, type Card } from "../../cards/card";
import { tryStep as tryOnce } from "../common/step-once";
import { applyStep, handInPlay, PokerRefusal, type AwardPot, type PokerStep, type PokerTableState } from "../../poker";
import { accept, refuse, type CommandContext, type Decision, type Refusal } from "../machine";
import type { CommandGuard } from "../common/command-set";
import { decideOpenRound, guard, type ShellGame } from "../common/decide";
import { engineRefusal } from "../common/engine-steps";
import { cardCode } from "../common/round-steps";
import { completedHand, winnersText } from "./completed-hand";
import type { PokerTableEvent } from "./events";
import { pokerSettingsFromConfig, type PokerTableSettings } from "./settings";
import type { PokerLiveState } from "./state";

type D = Decision<PokerTableEvent>;
type No = { ok: false; refusal: Refusal };

/** The table's guard (common/decide.ts), then a table set up: its settings and the engine's table. */
export const pokerGuard: CommandGuard<PokerLiveState> = (state, command, ctx, roles) => {
  const refused = guard(state, command, ctx, roles);
  if (refused || !state.settings || !state.table) return refused ?? refuse("TABLE_NOT_OPEN", "This table has not been set up yet.");
  return null;
};

/** The engine's table, once the guard has passed (`pokerGuard`: the table is set up). */
export function tableOf(state: PokerLiveState): PokerTableState {
  return state.table!;
}

/** The game as the shell needs it, for the commands poker passes to it (pause, resume, close, configuration). */
export function pokerShellGame(state: PokerLiveState): ShellGame {
  const settings = state.settings!;
  return { name: settings.name, banking: "none", decks: [1], shoeSpec: () => ({ decks: 1, jokers: 0, removedRanks: [] }), burnAfter: () => 0, settingsFrom: pokerSettingsFromConfig };
}

/** The engine's refusal in the table's words. */
const ruleRefusal = engineRefusal([PokerRefusal]);

/** The engine's table after `step`, or its refusal. */
function tryStep(table: PokerTableState, step: PokerStep): { ok: true; after: PokerTableState } | No {
  try {
    // The engine's table is kept for evolve (step-once.ts): the step's rule runs once.
    return { ok: true, after: tryOnce(applyStep, table, step) };
  } catch (error) {
    return ruleRefusal(error);
  }
}

const stepEvent = (step: PokerStep): PokerTableEvent => ({ type: "PokerStep", step });

/** One step of the engine on the table, recorded (with `more` after it), or the engine's refusal. */
export function one(state: PokerLiveState, step: PokerStep, ...more: PokerTableEvent[]): D {
  const tried = tryStep(tableOf(state), step);
  return tried.ok ? accept<PokerTableEvent>(stepEvent(step), ...more) : tried;
}

/** A step's time: the server's, never before the table's last (a clock set back must not refuse a seat). */
export function timeOf(state: PokerLiveState, ctx: CommandContext): number {
  return Math.max(ctx.now, tableOf(state).lastAt ?? 0);
}

export const NO_BANK = refuse("NO_BANK_AT_POKER", "Nobody banks at poker: the house dealer deals and the room collects from the pot or by time.");
export const NO_SHOE = refuse("NO_SHOE_AT_POKER", "Poker is dealt by hand from one deck: the tablet records no shoe.");
export const NO_BETTING = refuse("NO_BETTING_WINDOW", "The tablet keeps no bets at poker: tap Deal to start the hand.");
export const NO_SETTLEMENT = refuse("NO_SETTLEMENT", "Nothing is settled against a bank at poker: tap the winner, and the pot is pushed to them.");

/** One card face up to each drawing seat, from a freshly shuffled deck. */
function drawnCards(seats: readonly number[], ctx: CommandContext): { seat: number; card: Card }[] {
  const deck = [...FULL_DECK];
  return seats.map((seat) => {
    const i = ctx.random.int(deck.length);
    const [card] = deck.splice(i, 1);
    return { seat, card: card! };
  });
}

/** The button draw: one card to each drawing seat, as the dealer entered them (`entered`) or drawn by the server. */
export function buttonDraw(state: PokerLiveState, entered: readonly { readonly seat: number; readonly card: string }[] | undefined, ctx: CommandContext): PokerStep {
  const table = tableOf(state);
  const seats = table.buttonDraw?.seats ?? table.seats.filter((s) => s.status === "seated").map((s) => s.seat);
  const cards = entered ? entered.map((c) => ({ seat: c.seat, card: cardCode(c.card) as Card })) : drawnCards(seats, ctx);
  return { kind: "draw-for-button", cards };
}

/** The deal: the hand's round opened and the engine's deal `step` (who is dealt in, a straddle, a kill). */
export function decideDeal(state: PokerLiveState, step: Extract<PokerStep, { kind: "deal" }>, ctx: CommandContext): D {
  const tried = tryStep(tableOf(state), step);
  if (!tried.ok) return tried;
  const opened = decideOpenRound(state, ctx, { banking: "none" });
  if (!opened.ok) return opened;
  return accept<PokerTableEvent>(...opened.events, stepEvent(step));
}

/** The drop taken from the pot, its fees recorded with the hand. */
export function decideTakeDrop(state: PokerLiveState, step: Extract<PokerStep, { kind: "take-drop" }>, ctx: CommandContext): D {
  const round = state.round;
  const tried = tryStep(tableOf(state), step);
  if (!tried.ok) return tried;
  const lines = tried.after.hand?.drop?.lines ?? [];
  return accept<PokerTableEvent>(stepEvent(step), ...(lines.length && round ? [{ type: "FeesDropped" as const, roundId: round.id, fees: lines, at: ctx.now }] : []));
}

/** The pots pushed to their winners (`step`): the hand completed (and its drop, where the room takes it as the pot is pushed). */
export function decideAward(state: PokerLiveState, step: Extract<PokerStep, { kind: "award" }>, ctx: CommandContext): D {
  const table = tableOf(state);
  const round = state.round;
  if (!round) return refuse("NO_HAND", "No hand is in play: deal first.");
  const tried = tryStep(table, step);
  if (!tried.ok) return tried;
  // A room that takes the drop without a flop takes it as the pot is pushed.
  const before = handInPlay(table)?.drop ?? null;
  const drop = tried.after.hand?.drop ?? null;
  const dropped = drop !== null && before === null && drop.lines.length ? [{ type: "FeesDropped" as const, roundId: round.id, fees: drop.lines, at: ctx.now }] : [];
  return accept<PokerTableEvent>(stepEvent(step), ...dropped, { type: "RoundCompleted", round: completedHand(tried.after, round), at: ctx.now });
}

/** Only the flop is taken back, before the drop is in the box; the deal is taken back by a misdeal. */
export function decideUndoStep(state: PokerLiveState): D {
  const table = tableOf(state);
  const round = state.round;
  const last = round?.steps.at(-1);
  if (!round || !last) return refuse("NOTHING_TO_UNDO", "There is no step of this hand to take back.");
  if (last.kind === "flop" && table.hand?.drop === null) return accept<PokerTableEvent>({ type: "StepUndone", step: last });
  if (last.kind === "deal") return refuse("UNDO_DEAL", "To take back the deal, call a misdeal: the hand is dealt again with the same button and blinds.");
  return refuse("NOTHING_TO_UNDO", "Only the flop can be taken back: the drop is in the box. A supervisor can void the hand.");
}

/** The board on the wall (a room that shows it): the flop, then the turn and the river, after the flop is tapped. */
export function decideShowBoard(state: PokerLiveState, entered: readonly string[]): D {
  const settings: PokerTableSettings = state.settings!;
  const round = state.round;
  if (!settings.wallBoard) return refuse("BOARD_NOT_SHOWN", "This room does not show the board on the wall.");
  if (!round) return refuse("NO_HAND", "No hand is in play.");
  const cards = entered.map(cardCode);
  if (new Set(cards).size !== cards.length) return refuse("CARD_TWICE", "The same card is on the board twice.");
  if (cards.length > 0 && cards.length < 3) return refuse("BOARD_CARDS", "The board is the flop (three cards), then the turn and the river.");
  if (cards.length > 0 && !round.steps.some((s) => s.kind === "flop")) return refuse("NO_FLOP", "Tap Flop first.");
  return accept<PokerTableEvent>({ type: "BoardShown", cards });
}

/** Time collected from a seat: its fees recorded without a hand. */
export function decideCollectTime(state: PokerLiveState, seat: number, ctx: CommandContext): D {
  const table = tableOf(state);
  const step: PokerStep = { kind: "collect-time", seat, at: timeOf(state, ctx) };
  const tried = tryStep(table, step);
  if (!tried.ok) return tried;
  const fees = tried.after.timeCollected.slice(table.timeCollected.length).map((c) => c.line);
  return accept<PokerTableEvent>(stepEvent(step), { type: "FeesDropped", roundId: null, fees, at: ctx.now });
}

/** The floor's correction of an award, as the command gives it. */
export interface AwardCorrection {
  readonly pots: readonly AwardPot[];
  readonly potCents?: number | undefined;
  readonly killSizedPot?: boolean | undefined;
  readonly reason: string;
}

/** The hand just finished awarded again, on the table as it was before its award, until the next step is recorded. */
export function decideCorrectAward(state: PokerLiveState, command: AwardCorrection, ctx: CommandContext): D {
  const round = state.round;
  const c = state.correctable;
  if (!c || round) return refuse("NOT_CORRECTABLE", "Only the hand just finished can be corrected, before the next step is recorded.");
  // The pot the dealer entered stays with the hand unless the correction names another: only the
  // winners change. Each pot's amount stays too while the pots are the same in number (TL12).
  const last = state.lastHand;
  const named = command.potCents !== undefined || command.pots.some((p) => p.cents !== undefined);
  const keptAmounts = !named && last && last.pots.length === command.pots.length && last.pots.every((p) => p.cents !== undefined) ? last.pots.map((p) => p.cents!) : null;
  const pots = keptAmounts ? command.pots.map((p, i) => ({ ...p, cents: keptAmounts[i]! })) : command.pots;
  const potCents = named ? command.potCents : keptAmounts ? undefined : (last?.potCents ?? undefined);
  const step: Extract<PokerStep, { kind: "award" }> = { kind: "award", pots, ...(potCents !== undefined ? { potCents } : {}), ...(command.killSizedPot !== undefined ? { killSizedPot: command.killSizedPot } : {}) };
  const tried = tryStep(c.before, step);
  if (!tried.ok) return tried;
  const from = state.lastHand?.pots ?? [];
  const corrected = completedHand(tried.after, { id: c.roundId, board: state.lastHand?.board ?? [] });
  return accept<PokerTableEvent>({
    type: "RoundCorrected",
    step,
    round: corrected,
    from,
    words: `${winnersText(from, state.lastHand?.potCents ?? null, state.lastHand?.shares ?? null)} → ${winnersText(corrected.pots, corrected.potCents, corrected.shares ?? null)}`,
    reason: command.reason,
    approvedBy: ctx.actor.id,
    endedAt: c.endedAt,
    at: ctx.now,
  });
}
