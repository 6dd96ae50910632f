/**
 * decide for a poker table: a command and the table's state in, events or a refusal out. Every
 * step of the table (seating, the button draw, the deal, the flop, the drop, the award, the time
 * clock) is tried on the rules engine (lib/domain/poker) first, so a step the rules forbid is
 * refused with the engine's reason in the dealer's words and the table stays exactly as it was.
 * Nobody banks and no shoe is recorded: the shell's bank, shoe and betting commands are refused
 * with a plain reason; pause, close and configuration go to the shell.
 */
import { FULL_DECK, type Card } from "../../cards/card";
import { tryStep as tryOnce } from "../common/step-once";
import { applyStep, handInPlay, isTimeOption, PokerRefusal, type PokerStep, type PokerTableState } from "../../poker";
import { accept, refuse, type CommandContext, type Decision, type Refusal } from "../machine";
import { decideOpenRound, decideShell, decideVoid, guard, type ShellGame } from "../common/decide";
import { engineRefusal } from "../common/engine-steps";
import { cardCode } from "../common/round-steps";
import { POKER_COMMAND_ROLES, type PokerCommand } from "./commands";
import { completedHand, winnersText } from "./completed-hand";
import type { PokerTableEvent } from "./events";
import { pokerSettingsFromConfig, type PokerTableSettings } from "./settings";
import type { PokerLiveState } from "./state";

type D = Decision<PokerTableEvent>;
type No = { ok: false; refusal: Refusal };

function shellGame(settings: PokerTableSettings): ShellGame {
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

/** A step's time: the server's, never before the table's last (a clock set back must not refuse a seat). */
function timeOf(table: PokerTableState, ctx: CommandContext): number {
  return Math.max(ctx.now, table.lastAt ?? 0);
}

const NO_BANK = refuse("NO_BANK_AT_POKER", "Nobody banks at poker: the house dealer deals and the room collects from the pot or by time.");
const NO_SHOE = refuse("NO_SHOE_AT_POKER", "Poker is dealt by hand from one deck: the tablet records no shoe.");
const NO_BETTING = refuse("NO_BETTING_WINDOW", "The tablet keeps no bets at poker: tap Deal to start the hand.");
const NO_SETTLEMENT = refuse("NO_SETTLEMENT", "Nothing is settled against a bank at poker: tap the winner, and the pot is pushed to them.");

/** One card face up to each drawing seat, from a freshly shuffled deck. */
function drawnCards(seats: readonly number[], ctx: CommandContext): { seat: number; card: Card }[] {
  const deck = [...FULL_DECK];
  return seats.map((seat) => {
    const i = ctx.random.int(deck.length);
    const [card] = deck.splice(i, 1);
    return { seat, card: card! };
  });
}

export function decidePoker(state: PokerLiveState, command: PokerCommand, ctx: CommandContext): D {
  const settings = state.settings;
  const refused = guard(state, command, ctx, POKER_COMMAND_ROLES);
  if (refused || !settings || !state.table) return refused ?? refuse("TABLE_NOT_OPEN", "This table has not been set up yet.");
  const table = state.table;
  const round = state.round;
  const one = (step: PokerStep, ...more: PokerTableEvent[]): D => {
    const tried = tryStep(table, step);
    return tried.ok ? accept<PokerTableEvent>(stepEvent(step), ...more) : tried;
  };

  switch (command.type) {
    case "seat-player":
      return one({ kind: "sit", seat: command.seat, player: command.name, at: timeOf(table, ctx) });
    case "unseat-player":
      return one({ kind: "leave", seat: command.seat, at: timeOf(table, ctx) });
    case "sit-out":
      return one({ kind: "sit-out", seat: command.seat, at: timeOf(table, ctx) });
    case "come-back":
      return one({ kind: "come-back", seat: command.seat, at: timeOf(table, ctx) });

    case "open-bank":
    case "accept-bank":
    case "decline-bank":
    case "pass-bank":
    case "post-bank":
      return NO_BANK;
    case "start-shoe":
    case "burn-cards":
    case "end-shoe":
    case "undo-card":
      return NO_SHOE;
    case "open-betting":
    case "close-betting":
    case "set-betting-timer":
    case "remove-wager":
      return NO_BETTING;
    case "settle":
    case "advance-settlement":
    case "end-round":
      return NO_SETTLEMENT;
    case "change-fee-option":
      return refuse("FEE_FOLLOWS_STAKES", "A poker table's collection follows its stakes (limit and blinds): an admin changes the stakes, and the schedule option comes with them.");

    case "pause-table":
    case "resume-table":
    case "close-table":
      return decideShell(state, command, ctx, shellGame(settings));
    case "configure-table": {
      if (command.config.seats !== settings.seats && table.seats.some((s) => s.status !== "empty")) {
        return refuse("SEATS_OCCUPIED", "Unseat every player before changing the number of seats.");
      }
      return decideShell(state, command, ctx, shellGame(settings));
    }
    case "void-round":
      return decideVoid(state, command.reason, ctx);

    case "draw-for-button":
      return one(buttonDraw(table, command, ctx));

    case "deal-hand":
      return decideDeal(state, table, command, ctx);

    case "flop":
      return one({ kind: "flop", ...(command.players ? { players: command.players } : {}) });

    case "take-drop":
      return decideTakeDrop(table, round, command, ctx);

    case "award":
      return decideAward(table, round, command, ctx);

    case "misdeal": {
      if (!round) return refuse("NO_HAND", "No hand is in play.");
      return one({ kind: "misdeal" }, { type: "RoundVoided", roundId: round.id, reason: "Misdeal: the hand is dealt again with the same button and blinds", by: ctx.actor.id, at: ctx.now, fees: [] });
    }

    case "undo-step":
      return decideUndoStep(table, round);

    case "show-board":
      return decideShowBoard(settings, round, command);

    case "start-clock":
      return one({ kind: "start-clock", at: timeOf(table, ctx) });
    case "stop-clock":
      return one({ kind: "stop-clock", at: timeOf(table, ctx) });

    case "collect-time":
      return decideCollectTime(table, command, ctx);

    case "time-due":
      if (!isTimeOption(table.option) || table.clock === null || table.clock.stoppedAt !== null) return refuse("NO_CLOCK", "The time clock is not running.");
      return accept<PokerTableEvent>({ type: "TimeFellDue", at: timeOf(table, ctx) });

    case "correct-award":
      return decideCorrectAward(state, round, command, ctx);
  }
}

type Command<T extends PokerCommand["type"]> = Extract<PokerCommand, { type: T }>;
type Round = PokerLiveState["round"];

/** The button draw: one card to each drawing seat, as the dealer entered them or drawn by the server. */
function buttonDraw(table: PokerTableState, command: Command<"draw-for-button">, ctx: CommandContext): PokerStep {
  const seats = table.buttonDraw?.seats ?? table.seats.filter((s) => s.status === "seated").map((s) => s.seat);
  const cards = command.cards ? command.cards.map((c) => ({ seat: c.seat, card: cardCode(c.card) as Card })) : drawnCards(seats, ctx);
  return { kind: "draw-for-button", cards };
}

/** The deal: the hand's round opened and the engine's deal (who is dealt in, a straddle, a kill). */
function decideDeal(state: PokerLiveState, table: PokerTableState, command: Command<"deal-hand">, ctx: CommandContext): D {
  const step: PokerStep = {
    kind: "deal",
    ...(command.dealtIn ? { dealtIn: command.dealtIn } : {}),
    ...(command.straddle !== undefined ? { straddle: command.straddle } : {}),
    ...(command.voluntaryKill ? { voluntaryKill: command.voluntaryKill } : {}),
    ...(command.requiredKill ? { requiredKill: command.requiredKill } : {}),
    ...(command.killNextPot ? { killNextPot: command.killNextPot } : {}),
  };
  const tried = tryStep(table, step);
  if (!tried.ok) return tried;
  const opened = decideOpenRound(state, ctx, { banking: "none" });
  if (!opened.ok) return opened;
  return accept<PokerTableEvent>(...opened.events, stepEvent(step));
}

/** The drop taken from the pot, its fees recorded with the hand. */
function decideTakeDrop(table: PokerTableState, round: Round, command: Command<"take-drop">, ctx: CommandContext): D {
  const step: PokerStep = { kind: "take-drop", ...(command.potCents !== undefined ? { potCents: command.potCents } : {}) };
  const tried = tryStep(table, step);
  if (!tried.ok) return tried;
  const lines = tried.after.hand?.drop?.lines ?? [];
  return accept<PokerTableEvent>(stepEvent(step), ...(lines.length && round ? [{ type: "FeesDropped" as const, roundId: round.id, fees: lines, at: ctx.now }] : []));
}

/** The pots pushed to their winners: the hand completed (and its drop, where the room takes it as the pot is pushed). */
function decideAward(table: PokerTableState, round: Round, command: Command<"award">, ctx: CommandContext): D {
  if (!round) return refuse("NO_HAND", "No hand is in play: deal first.");
  const step: PokerStep = { kind: "award", pots: command.pots, ...(command.potCents !== undefined ? { potCents: command.potCents } : {}), ...(command.killSizedPot !== undefined ? { killSizedPot: command.killSizedPot } : {}) };
  const tried = tryStep(table, step);
  if (!tried.ok) return tried;
  // A room that takes the drop without a flop takes it as the pot is pushed.
  const before = handInPlay(table)?.drop ?? null;
  const drop = tried.after.hand?.drop ?? null;
  const dropped = drop !== null && before === null && drop.lines.length ? [{ type: "FeesDropped" as const, roundId: round.id, fees: drop.lines, at: ctx.now }] : [];
  return accept<PokerTableEvent>(stepEvent(step), ...dropped, { type: "RoundCompleted", round: completedHand(tried.after, round), at: ctx.now });
}

/** Only the flop is taken back, before the drop is in the box; the deal is taken back by a misdeal. */
function decideUndoStep(table: PokerTableState, round: Round): D {
  const last = round?.steps.at(-1);
  if (!round || !last) return refuse("NOTHING_TO_UNDO", "There is no step of this hand to take back.");
  if (last.kind === "flop" && table.hand?.drop === null) return accept<PokerTableEvent>({ type: "StepUndone", step: last });
  if (last.kind === "deal") return refuse("UNDO_DEAL", "To take back the deal, call a misdeal: the hand is dealt again with the same button and blinds.");
  return refuse("NOTHING_TO_UNDO", "Only the flop can be taken back: the drop is in the box. A supervisor can void the hand.");
}

/** The board on the wall (a room that shows it): the flop, then the turn and the river, after the flop is tapped. */
function decideShowBoard(settings: PokerTableSettings, round: Round, command: Command<"show-board">): D {
  if (!settings.wallBoard) return refuse("BOARD_NOT_SHOWN", "This room does not show the board on the wall.");
  if (!round) return refuse("NO_HAND", "No hand is in play.");
  const cards = command.cards.map(cardCode);
  if (new Set(cards).size !== cards.length) return refuse("CARD_TWICE", "The same card is on the board twice.");
  if (cards.length > 0 && cards.length < 3) return refuse("BOARD_CARDS", "The board is the flop (three cards), then the turn and the river.");
  if (cards.length > 0 && !round.steps.some((s) => s.kind === "flop")) return refuse("NO_FLOP", "Tap Flop first.");
  return accept<PokerTableEvent>({ type: "BoardShown", cards });
}

/** Time collected from a seat: its fees recorded without a hand. */
function decideCollectTime(table: PokerTableState, command: Command<"collect-time">, ctx: CommandContext): D {
  const step: PokerStep = { kind: "collect-time", seat: command.seat, at: timeOf(table, ctx) };
  const tried = tryStep(table, step);
  if (!tried.ok) return tried;
  const fees = tried.after.timeCollected.slice(table.timeCollected.length).map((c) => c.line);
  return accept<PokerTableEvent>(stepEvent(step), { type: "FeesDropped", roundId: null, fees, at: ctx.now });
}

/** The hand just finished awarded again, on the table as it was before its award, until the next step is recorded. */
function decideCorrectAward(state: PokerLiveState, round: Round, command: Command<"correct-award">, ctx: CommandContext): D {
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
