/**
 * The shared commands the shell answers alike at every banked table, each declared once with its
 * schema and roles (commands.ts), its rule and the floor's words for what it records: seating and
 * the bank's rotation, the shoe, the betting timer, walking the settlement, the supervisor's pause,
 * resume, close, fee option and configuration; and the floor's corrections that keep a round moving
 * (floor-corrections.ts). A family puts these lists in its own command list (command-set.ts),
 * telling the shell its game.
 *
 * The events a family's own handlers record through the shell's helpers (a round opened, betting
 * closed, a void…) are worded with the other common events (common-event-words.ts).
 */
import { cardsWords, isJoker, type SuitedCard } from "../../cards/card";
import { shoeSize } from "../../cards/shoe-composition";
import { burn as burnCards, nextCard } from "../../cards/dealing-shoe";
import { feeOptionWords } from "../../fees";
import { pairingProblem } from "../../fees/filed-pairings";
import { formatCents } from "../../money";
import { playerDealerOf } from "../../rotation";
import { accept, refuse, type TableEvent } from "../machine";
import { commandsOf, eventWords, type AllEventWords } from "./command-set";
import { FLOOR_CORRECTIONS, SHARED_COMMANDS } from "./commands";
import { settingsChanges } from "./configure";
import { capitalise, rotationEvents, shoeRefusal, type ShellGame, type ShellState } from "./decide";
import { walkingEndedRound, type WithEndedRound } from "./ended-round-corrections";
import type { ShellEvent } from "./events";
import type { StaffName } from "./floor-words";
import { decideEndWithoutAction, decideMisdeal, decideReopenBetting, decideRestartBettingTimer, decideUndoSettlementLine } from "./floor-corrections";
import { describeRotation } from "./rotation-words";
import { configInputOf, limitsForOption, resolveFeeOption, type TableSettingsBase } from "./settings";
import { walkAdjustment, walkLength } from "./settlement-difference";
import { lowerFirst, settledLineAction, settledLinesWords } from "./settlement-words";
import { newShoe } from "./shoe";

/** The game as the shell needs it, from the table's state (called once the table's guard has passed: the table is set up). */
export type ShellGameOf<S> = (state: S) => ShellGame;

/** What the shell's words read: the table before the event, a bet's name on the layout, and staff names. */
export interface ShellWords {
  readonly before: ShellState;
  readonly betName: (bet: string) => string;
  readonly staff: StaffName;
}

/** The shell's commands by type, each with its rule and words. */
function wordedShellCommands<S extends ShellState>(gameOf: ShellGameOf<S>) {
  const { declare } = commandsOf<S, ShellEvent, ShellWords>();
  return {
    "seat-player": declare({
      ...SHARED_COMMANDS["seat-player"],
      decide: (state, command) => rotationEvents(state, { type: "seat-player", seat: command.seat, player: command.name }),
      // Every seat and bank command records the rotation's events: worded here once.
      words: { Rotation: (event) => describeRotation(event.rotation) },
    }),
    "unseat-player": declare({
      ...SHARED_COMMANDS["unseat-player"],
      decide(state, command, ctx) {
        if (state.round && state.round.wagers.some((w) => w.seat === command.seat && !w.backline)) {
          return refuse("SEAT_HAS_WAGERS", `Seat ${command.seat} has wagers in this round; settle or remove them first.`);
        }
        return rotationEvents(state, { type: "unseat-player", seat: command.seat, at: ctx.now });
      },
    }),
    "open-bank": declare({
      ...SHARED_COMMANDS["open-bank"],
      decide: (state, command) => rotationEvents(state, { type: "open-bank", ...(command.firstSeat ? { firstSeat: command.firstSeat } : {}) }),
    }),
    "accept-bank": declare({
      ...SHARED_COMMANDS["accept-bank"],
      decide(state, command, ctx) {
        const d = rotationEvents(state, { type: "accept-bank", seat: command.seat, at: ctx.now });
        if (!d.ok) return d;
        return accept<ShellEvent>(...d.events, { type: "BankPosted", seat: command.seat, cents: command.bank });
      },
    }),
    "decline-bank": declare({ ...SHARED_COMMANDS["decline-bank"], decide: (state, command) => rotationEvents(state, { type: "decline-bank", seat: command.seat }) }),
    "pass-bank": declare({
      ...SHARED_COMMANDS["pass-bank"],
      decide(state, _command, ctx) {
        if (state.round) return refuse("ROUND_IN_PROGRESS", "The bank cannot pass during a hand.");
        return rotationEvents(state, { type: "pass-bank", at: ctx.now });
      },
    }),
    "post-bank": declare({
      ...SHARED_COMMANDS["post-bank"],
      decide(state, command) {
        const pd = state.rotation ? playerDealerOf(state.rotation) : null;
        if (!pd) return refuse("NO_PLAYER_DEALER", "Nobody holds the bank.");
        if (state.round) return refuse("ROUND_IN_PROGRESS", "The bank is posted between hands.");
        return accept({ type: "BankPosted", seat: pd.seat, cents: command.bank });
      },
      // Accepting the bank posts it too.
      words: { BankPosted: (event) => `Seat ${event.seat} posted a bank of ${formatCents(event.cents)}` },
    }),
    "start-shoe": declare({
      ...SHARED_COMMANDS["start-shoe"],
      decide(state, command, ctx) {
        const game = gameOf(state);
        const settings = state.settings!;
        if (game.shoe === "none") return refuse("NO_SHOE_HERE", `${game.name} is not dealt from a shoe.`);
        if (state.round) return refuse("ROUND_IN_PROGRESS", "Finish the round before changing the shoe.");
        if (state.shoe) return refuse("SHOE_IN_PLAY", "End the current shoe first.");
        const decks = command.decks ?? settings.decks;
        if (!game.decks.includes(decks)) return refuse("DECKS_NOT_ALLOWED", `${game.name} is played with ${game.decks.join(", ")} decks.`);
        const spec = game.shoeSpec(decks);
        const behind = typeof game.cardsBehindCutCard === "function" ? game.cardsBehindCutCard(shoeSize(spec)) : game.cardsBehindCutCard;
        const shoe = newShoe(command.source, `${settings.tableId}-shoe-${ctx.now}`, decks, spec, ctx.random, behind);
        return accept({ type: "ShoeStarted", at: ctx.now, shoe });
      },
      words: { ShoeStarted: (event) => `New shoe (${event.shoe.source === "server" ? "server-shuffled" : event.shoe.source === "reader" ? "card reader" : "dealer-entered"})` },
    }),
    "burn-cards": declare({
      ...SHARED_COMMANDS["burn-cards"],
      decide(state, command) {
        const game = gameOf(state);
        if (game.shoe === "none") return refuse("NO_SHOE_HERE", `${game.name} is not dealt from a shoe.`);
        if (state.round) return refuse("ROUND_IN_PROGRESS", "Burn cards between rounds.");
        const shoe = state.shoe;
        if (!shoe) return refuse("NO_SHOE", "Start a shoe first.");
        if (shoe.source !== "server") return refuse("BURN_BY_HAND", "With a hand-dealt shoe, burn the cards at the table; nothing to record.");
        try {
          const first = nextCard(shoe.dealing);
          const count = command.count ?? (isJoker(first.card) ? 1 : game.burnAfter(first.card as SuitedCard));
          const rest = burnCards(first.shoe, count);
          return accept({ type: "CardsBurned", cards: [first.card, ...rest.cards] });
        } catch (error) {
          return shoeRefusal(error);
        }
      },
      words: { CardsBurned: (event) => `Burned ${event.cards.length} card${event.cards.length === 1 ? "" : "s"}: ${cardsWords(event.cards)}` },
    }),
    "set-betting-timer": declare({
      ...SHARED_COMMANDS["set-betting-timer"],
      decide(state, command) {
        if (state.round?.phase === "betting") return refuse("ROUND_IN_PROGRESS", "Change the timer between rounds.");
        return accept({ type: "BettingTimerSet", seconds: command.seconds });
      },
      words: { BettingTimerSet: (event) => (event.seconds === null ? "Betting timer off" : `Betting timer set to ${event.seconds} s`) },
    }),
    "advance-settlement": declare({
      ...SHARED_COMMANDS["advance-settlement"],
      decide(state, command) {
        const round = state.round;
        if (!round || round.phase !== "settling" || !round.settlement) return refuse("NOT_SETTLING", "The round is not being settled.");
        // After a correction of a round already paid, the walk is the differences, not the lines (the first settlement was paid already).
        const total = walkLength(round);
        const differences = walkAdjustment(round) !== null;
        if (command.through > total) {
          if (total === 0) return refuse("BAD_LINE", differences ? "No money changes hands: nothing to mark done. Finish the round." : "There is no line to settle.");
          const what = differences ? (total === 1 ? "difference to make" : "differences to make") : total === 1 ? "line to settle" : "lines to settle";
          return refuse("BAD_LINE", `There ${total === 1 ? "is" : "are"} only ${total} ${what}.`);
        }
        if (command.through <= round.settledLines) return accept();
        return accept({ type: "SettlementProgressed", through: command.through });
      },
      words: { SettlementProgressed: settlementProgressedWords },
    }),
    "pause-table": declare({
      ...SHARED_COMMANDS["pause-table"],
      decide(state, command, ctx) {
        if (state.status === "paused") return refuse("ALREADY_PAUSED", "The table is already paused.");
        return accept({ type: "TablePaused", reason: command.reason, by: ctx.actor.id });
      },
      words: { TablePaused: (event, w) => `Table paused by ${w.staff(event.by)}: ${event.reason}` },
    }),
    "resume-table": declare({
      ...SHARED_COMMANDS["resume-table"],
      decide(state, command, ctx) {
        if (state.status !== "paused") return refuse("NOT_PAUSED", "The table is not paused.");
        return accept({ type: "TableResumed", by: ctx.actor.id, ...(command.reason ? { reason: command.reason } : {}) });
      },
      words: { TableResumed: (event, w) => `Table resumed by ${w.staff(event.by)}${event.reason ? `: ${event.reason}` : ""}` },
    }),
    "close-table": declare({
      ...SHARED_COMMANDS["close-table"],
      decide(state, command, ctx) {
        if (state.round) return refuse("ROUND_IN_PROGRESS", "Finish or void the round before closing the table.");
        return accept({ type: "TableClosed", reason: command.reason, by: ctx.actor.id });
      },
      words: { TableClosed: (event, w) => `Table closed by ${w.staff(event.by)}: ${event.reason}` },
    }),
    "change-fee-option": declare({
      ...SHARED_COMMANDS["change-fee-option"],
      decide(state, command, ctx) {
        if (state.round) return refuse("ROUND_IN_PROGRESS", "The fee schedule changes between rounds, never during one.");
        const settings = state.settings!;
        // Each game takes only its own room's filed schedules (docs/rules-decisions/pairings.md).
        const unpaired = pairingProblem({ gameId: settings.gameId, feeScheduleId: command.scheduleId, gameOptions: settings.gameOptions });
        if (unpaired) return refuse("BAD_FEE_OPTION", `${capitalise(unpaired.message)}${unpaired.message.endsWith(".") ? "" : "."}`);
        try {
          const option = resolveFeeOption(command.scheduleId, command.optionId);
          // The option's table limit comes with it (fees.md O2).
          const limits = limitsForOption(option, settings.limits);
          const changed = limits.min !== settings.limits.min || limits.max !== settings.limits.max;
          return accept({ type: "FeeOptionChanged", scheduleId: command.scheduleId, optionId: command.optionId, option, by: ctx.actor.id, reason: command.reason || null, ...(changed ? { limits } : {}) });
        } catch (error) {
          return refuse("BAD_FEE_OPTION", `${capitalise((error as Error).message)}.`);
        }
      },
      words: {
        FeeOptionChanged: (event, w) =>
          `Fee schedule changed to ${feeOptionWords(event.scheduleId, event.optionId)} by ${w.staff(event.by)}${event.limits ? `; table limits now ${formatCents(event.limits.min)}-${formatCents(event.limits.max)}` : ""}${event.reason ? ` (${event.reason})` : ""}`,
      },
    }),
    "configure-table": declare({
      ...SHARED_COMMANDS["configure-table"],
      decide(state, command, ctx) {
        const current = state.settings!;
        if (state.round) return refuse("ROUND_IN_PROGRESS", `Hand ${state.handNumber} is being played: change the configuration between rounds.`);
        let settings: TableSettingsBase;
        try {
          settings = gameOf(state).settingsFrom(configInputOf(current.tableId, command.config));
        } catch (error) {
          return refuse("INVALID_CONFIGURATION", `This configuration cannot run at this table: ${(error as Error).message}.`);
        }
        const changed = settingsChanges(current, settings);
        if (changed.length === 0) return accept();
        const shoeBound = changed.filter((c) => c === "game" || c === "decks");
        if (state.shoe && shoeBound.length > 0) return refuse("SHOE_IN_PLAY", `End the shoe before changing the ${shoeBound.join(" and the ")}.`);
        if (changed.includes("seats") && state.rotation?.seated.some((p) => p !== null)) {
          return refuse("SEATS_OCCUPIED", "Unseat every player before changing the number of seats.");
        }
        return accept({ type: "TableConfigured", config: command.config, settings, changed, by: ctx.actor.id, reason: command.reason });
      },
      words: { TableConfigured: (event, w) => `Configuration changed by ${w.staff(event.by)}: ${event.changed.join(", ")}${event.reason ? ` (${event.reason})` : ""}` },
    }),
  };
}

/** The shell's commands as a list, each with its rule and words. */
function wordedShellList<S extends ShellState>(gameOf: ShellGameOf<S>) {
  const shell = wordedShellCommands(gameOf);
  return [
    shell["seat-player"],
    shell["unseat-player"],
    shell["open-bank"],
    shell["accept-bank"],
    shell["decline-bank"],
    shell["pass-bank"],
    shell["post-bank"],
    shell["start-shoe"],
    shell["burn-cards"],
    shell["set-betting-timer"],
    shell["advance-settlement"],
    shell["pause-table"],
    shell["resume-table"],
    shell["close-table"],
    shell["change-fee-option"],
    shell["configure-table"],
  ] as const;
}

/**
 * Seating, the bank, the shoe, the timer, the settlement walk, and the floor's pause, close, fee
 * option and configuration, for a family's list (these record only the shell's events, and word
 * them with ShellWords, for every family).
 */
export function shellCommands<S extends ShellState>(gameOf: ShellGameOf<S>) {
  return withoutWordsAll(wordedShellList(gameOf));
}

/** The floor's corrections that keep a round moving (floor-corrections.ts), each with its rule and words. */
function wordedFloorCorrections<S extends ShellState>(gameOf: ShellGameOf<S>) {
  const { declare } = commandsOf<S, ShellEvent, ShellWords>();
  return [
    declare({
      ...FLOOR_CORRECTIONS["restart-betting-timer"],
      decide: (state, _command, ctx) => decideRestartBettingTimer(state, ctx),
      words: { BettingTimerRestarted: (event) => (event.byTimer ? "The betting timer ran out before anyone bet: a new countdown" : "The betting timer started again") },
    }),
    declare({
      ...FLOOR_CORRECTIONS["end-round-without-action"],
      decide: (state, _command, ctx) => decideEndWithoutAction(state, ctx),
      words: { RoundEndedWithoutAction: () => "Nobody bet: the round ended with nothing in action (the bank's hand is not counted)" },
    }),
    declare({
      ...FLOOR_CORRECTIONS["declare-misdeal"],
      decide: (state, command, ctx) => decideMisdeal(state, command.reason, ctx, gameOf(state).resetsDealing === true),
      words: {
        MisdealDeclared: (event, w) => `Misdeal declared by ${w.staff(event.by)}: ${event.reason} (${event.cards.length} card${event.cards.length === 1 ? "" : "s"} taken off; the hand is dealt again)`,
      },
    }),
    declare({
      ...FLOOR_CORRECTIONS["reopen-betting"],
      decide: (state, command, ctx) => decideReopenBetting(state, command.reason, ctx, gameOf(state).resetsDealing === true),
      words: {
        BettingReopened: (event, w) =>
          `Betting reopened by ${w.staff(event.by)}: ${event.reason}${event.fees.length ? ` (${event.fees.length} fee${event.fees.length === 1 ? "" : "s"} reversed, fixed again at no more bets)` : ""}`,
      },
    }),
    declare({
      ...FLOOR_CORRECTIONS["undo-settlement-line"],
      decide: (state, command, ctx) => decideUndoSettlementLine(state, command.reason, ctx),
      words: { SettlementLineUndone: settlementLineUndoneWords },
    }),
  ] as const;
}

/**
 * A declaration as a family's list takes it: the shell's words stay the shell's (floor-words.ts
 * words these events alike for every family), so a family's own words never meet them and may
 * word a shared event its own way (Three Card Poker's decks).
 */
function withoutWords<T extends { readonly words?: unknown }>(declaration: T): Omit<T, "words"> {
  const { words: _words, ...rest } = declaration;
  return rest;
}

/** Each declaration of a list without its words (withoutWords). */
function withoutWordsAll<L extends readonly { readonly words?: unknown }[]>(list: L): { readonly [I in keyof L]: Omit<L[I], "words"> } {
  return list.map(withoutWords) as unknown as { readonly [I in keyof L]: Omit<L[I], "words"> };
}

/**
 * The shell's commands by type, for a family that takes some of them only, or runs one after a
 * check of its own (poker's seats before a configuration).
 */
export function shellDeclarations<S extends ShellState>(gameOf: ShellGameOf<S>) {
  const worded = wordedShellCommands(gameOf);
  return Object.fromEntries(Object.entries(worded).map(([type, d]) => [type, withoutWords(d)])) as { readonly [K in keyof typeof worded]: Omit<(typeof worded)[K], "words"> };
}

/** The floor's corrections that keep a round moving (floor-corrections.ts), for a family that takes them. */
export function floorCorrectionCommands<S extends ShellState>(gameOf: ShellGameOf<S>) {
  return withoutWordsAll(wordedFloorCorrections(gameOf));
}

function settlementProgressedWords(event: Extract<ShellEvent, { type: "SettlementProgressed" }>, { before, betName }: ShellWords): string {
  // The last round's differences after it ended and was corrected, while the next is in betting (ended-round-corrections.ts).
  const ended = walkingEndedRound(before as WithEndedRound);
  const walked = ended ?? before.round;
  const from = walked?.settledLines ?? 0;
  const steps = walked ? walkAdjustment(walked) : null;
  if (steps && ended) {
    const made = steps.slice(from, event.through).map((s) => lowerFirst(s.words));
    return `Round ${(before as WithEndedRound).endedRound!.handNumber}, corrected after it ended: difference${event.through - from === 1 ? "" : "s"} made at the table (${event.through} of ${steps.length})${made.length ? `: ${made.join("; ")}` : ""}`;
  }
  if (steps) {
    // After a correction of a round already paid: the differences made at the table, not the lines (the first settlement was paid already).
    const made = steps.slice(from, event.through).map((s) => lowerFirst(s.words));
    return `Difference${event.through - from === 1 ? "" : "s"} made at the table after the correction (${event.through} of ${steps.length})${made.length ? `: ${made.join("; ")}` : ""}`;
  }
  const lines = before.round?.settlement?.walk.lines ?? [];
  const done = lines.slice(from, event.through).map((l) => `seat ${l.seat} ${betName(l.bet)} ${settledLineAction(l)}`);
  return settledLinesWords(from, event.through, done);
}

function settlementLineUndoneWords(event: Extract<ShellEvent, { type: "SettlementLineUndone" }>, { before, staff }: ShellWords): string {
  // The last round's differences after a correction once it ended, or the round in play's walk.
  const ended = (before as WithEndedRound).endedRound?.round;
  const round = ended && ended.id === event.roundId && before.round?.id !== event.roundId ? ended : before.round;
  const steps = round ? walkAdjustment(round) : null;
  const step = steps?.[event.line - 1];
  if (step) return `Difference ${event.line} (${lowerFirst(step.words)}) undone by ${staff(event.by)}: ${event.reason}`;
  const line = round?.settlement?.walk.lines[event.line - 1];
  return `Settlement line ${event.line}${line ? ` (seat ${line.seat})` : ""} undone by ${staff(event.by)}: ${event.reason}`;
}

/** The events the shell's own commands record, each worded by its command. */
export type ShellCommandEvent = Extract<
  ShellEvent,
  {
    type:
      | "Rotation"
      | "BankPosted"
      | "ShoeStarted"
      | "CardsBurned"
      | "BettingTimerSet"
      | "SettlementProgressed"
      | "TablePaused"
      | "TableResumed"
      | "TableClosed"
      | "FeeOptionChanged"
      | "TableConfigured"
      | "BettingTimerRestarted"
      | "RoundEndedWithoutAction"
      | "MisdealDeclared"
      | "BettingReopened"
      | "SettlementLineUndone";
  }
>;

const NO_GAME: ShellGameOf<ShellState> = () => {
  throw new Error("the shell's words need no game");
};
const SHELL_LIST = commandsOf<ShellState, ShellEvent, ShellWords>().set(() => null, [...wordedShellList(NO_GAME), ...wordedFloorCorrections(NO_GAME)]);

/** The shell's events as its commands word them, gathered once (a compile error if one has none); floor-words.ts reads them for every family. */
export const SHELL_EVENT_WORDS: AllEventWords<ShellCommandEvent, ShellWords> = SHELL_LIST.words;

/** Words for an event the shell's commands record; null for any other. */
export function shellEventWords(event: TableEvent, words: ShellWords): string | null {
  return Object.hasOwn(SHELL_EVENT_WORDS, event.type) ? eventWords(SHELL_EVENT_WORDS, event as ShellCommandEvent, words) : null;
}
