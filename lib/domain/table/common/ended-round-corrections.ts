/**
 * A correction of the last round at a table after it ENDED (issue 28 item 2; decision-corrections.md
 * DC6b-DC6g): the dealer has moved on, the next round is open for betting or not opened yet, and
 * the floor finds a card, decision, hand setting or tile of the last round recorded wrongly.
 *
 * The family's own correction command is used as it is (correct-card, correct-decision, ...): while
 * no round is being dealt, it is for the last round. The shell keeps that round as it ended
 * (`endedRound`), puts it back in place of the round open for betting, asks the family's own decide
 * for the correction, settles it again (the family's `settle`) and finishes it (its `end-round`,
 * whose rotation events are left out: the hand was counted when it ended), all without touching the
 * table: one event, `EndedRoundCorrected`, carries those events, the corrected round's record and
 * the money difference per seat and for the bank (settlement-difference.ts). The dealer then makes
 * each difference and marks it done (`advance-settlement`, as after a correction of a round still
 * being settled), before "no more bets" of the next round.
 *
 * What it must not break: the bank carried into the next round (the bank's change is added to it,
 * refused where the bank would go below nothing), who banks (refused where the bank passed since
 * and money would move into or out of it) and the action button and player-dealer recorded for the
 * round (refused where the correction would move them), and the fees (fixed at no more bets: never
 * changed). Once the next round's cards are out (betting closed), or the shoe ended, the last round
 * is no longer corrected at the table: refused in words.
 *
 * A family dealing each round from a deck of its own (Three Card Poker, pai gow poker: option
 * `roundDeck`, DC6h) keeps the ended round's deck with it: the correction is read against that deck
 * and changes it, and the deck of the round open now is never touched; that deck leaving play when
 * the round ends, and the next deck coming in, do not end the correction.
 */
import type { Cents } from "../../money";
import { playerDealerOf } from "../../rotation";
import { accept, refuse, type CommandContext, type Decision, type Refusal, type TableCommand, type TableEvent, type TableMachine } from "../machine";
import type { ShellRound, ShellState } from "./shell-state";
import { adjustmentSteps, roundAdjustment, walkLength, type SettlementDifference } from "./settlement-difference";
import type { AdjustmentWalkView, DealtCard, HandSettingView, RecordedDecisionView } from "./views";
import { adjustmentWalkView } from "./views";
import { keptPart, type ViewParts } from "./kept-parts";
import { formatCents } from "../../money";
import { FLOOR_CORRECTION_ROLES } from "./commands";
import { guard } from "./decide";
import { cardWords } from "../../cards/card";

/** The commands that correct what a round recorded: while no round is being dealt, they are for the last round. */
export const ROUND_CORRECTIONS: ReadonlySet<string> = new Set(["correct-card", "correct-decision", "correct-hand", "correct-tile"]);

/** The last round as it ended (or as last corrected), kept until the next round's cards are out. */
export interface EndedRound {
  readonly handNumber: number;
  /** The family's round at the moment it ended; after a correction, settled again with the money paid before kept (paidBefore) and the differences made so far (settledLines). */
  readonly round: ShellRound & { readonly handNumber?: number };
  /** The family's record of the round (its RoundCompleted `round`) as it ended or was last corrected. */
  readonly completed: { readonly bankAfter: Cents } & Record<string, unknown>;
  /** How many times the round was corrected after it ended. */
  readonly corrected: number;
  /** The bank's rotation as the round was ending: its end is replayed on it (the hand counted then, not again). */
  readonly rotation: ShellState["rotation"];
  /** When it ended (ms): a correction keeps its end where it was. */
  readonly endedAt: number;
  /**
   * A family dealing each round from a deck of its own (EndedRoundOptions.roundDeck): that deck as
   * the round left it (after a correction, as corrected), so a correction reads and changes it and
   * never the next round's deck. Absent for a family whose rounds share one shoe.
   */
  readonly deck?: Record<string, unknown>;
}

/** The state a family keeps for it: every banked family's state has `lastRound` and `lastAdjustment`. */
export type WithEndedRound = ShellState & {
  readonly endedRound?: EndedRound | null;
  readonly lastRound?: unknown;
  readonly lastAdjustment?: SettlementDifference | null;
};

export interface EndedRoundCorrected {
  readonly type: "EndedRoundCorrected";
  readonly roundId: string;
  readonly handNumber: number;
  /** When the round ended (ms), as it stays on record. */
  readonly endedAt: number;
  /** The family's correction, its re-settlement, in order: replayed on the ended round. */
  readonly events: readonly TableEvent[];
  /** The family's record of the round as corrected (what its RoundCompleted would carry). */
  readonly completed: { readonly bankAfter: Cents } & Record<string, unknown>;
  /** The money to make right at the table: per seat and for the bank. */
  readonly difference: SettlementDifference;
  /** What the bank carried into the next round gains (+) or loses (-). */
  readonly bankChange: Cents;
  /** The correction in words, as the audit and the replay say it. */
  readonly words: string;
  readonly reason: string;
  readonly by: string;
  readonly at: number;
}

/** The differences of the last round still to make at the table: its round while no round is being dealt, else null. */
export function walkingEndedRound(state: WithEndedRound): EndedRound["round"] | null {
  const ended = state.endedRound;
  if (!ended || (state.round && state.round.phase !== "betting")) return null;
  return ended.corrected > 0 && ended.round.settledLines < walkLength(ended.round) ? ended.round : null;
}

/**
 * The last round's differences with one marked done that can be undone (a difference marked by
 * mistake): its round while no round is being dealt, else null. All made or not, until the next
 * round's cards are out, as the settlement walk of a round in play (`undo-settlement-line`).
 */
export function undoableEndedRound(state: WithEndedRound): EndedRound["round"] | null {
  const ended = state.endedRound;
  if (!ended || (state.round && state.round.phase !== "betting")) return null;
  return ended.corrected > 0 && ended.round.settledLines > 0 ? ended.round : null;
}

/** What the dealer and the floor see of the last round's correction. */
export interface EndedRoundView {
  readonly handNumber: number;
  /** The floor may still correct it (no round is being dealt). */
  readonly correctable: boolean;
  /** After a correction: the differences to make, how many are made; null before any correction. */
  readonly walk: (AdjustmentWalkView & { readonly done: number }) | null;
  /** The supervisor's: what the correction form offers for the last round (the family's own lists). */
  readonly dealtCards?: readonly DealtCard[];
  readonly decisions?: readonly RecordedDecisionView[];
  readonly handSettings?: readonly HandSettingView[];
  readonly entered?: readonly { readonly index: number; readonly tile: string }[];
}

/** The last round's part of the views while the floor may correct it (no round is being dealt). */
function correctableView(ended: EndedRound): Omit<EndedRoundView, "dealtCards" | "decisions" | "handSettings" | "entered"> {
  const walk = ended.corrected > 0 ? adjustmentWalkView(ended.round as Parameters<typeof adjustmentWalkView>[0]) : null;
  return { handNumber: ended.handNumber, correctable: true, walk: walk ? { ...walk, done: ended.round.settledLines } : null };
}

type No = { ok: false; refusal: Refusal };

/** While the last round's differences are made, the big button does not offer "No more bets" (refused until they are all made). */
function waitForDifferences(view: { next?: unknown }, ended: ReturnType<typeof correctableView>): { next?: unknown } {
  const next = view.next as { command?: unknown } | null | undefined;
  const walk = ended.walk;
  if (!walk || walk.done >= walk.steps.length || next?.command !== "close-betting") return {};
  const left = walk.steps.length - walk.done;
  // A family whose big button sends a whole command (`send`: Three Card Poker) sends none either.
  const send = "send" in next ? { send: null } : {};
  return { next: { ...next, command: null, ...send, label: "Make the differences first", hint: `Round ${ended.handNumber} was corrected after it ended: ${left} difference${left === 1 ? "" : "s"} to make at the table, then no more bets.` } };
}

/** The lists a correction form offers for the last round (EndedRoundView's), as the family's view of that round gives them; a family gives those it has. */
export interface EndedRoundLists {
  readonly dealtCards?: readonly DealtCard[];
  readonly decisions?: readonly RecordedDecisionView[];
  readonly handSettings?: readonly HandSettingView[];
  readonly entered?: readonly { readonly index: number; readonly tile: string }[];
}

type FamilyViews = { readonly display: object; readonly dealer: Record<string, unknown>; readonly supervisor: Record<string, unknown> };

/** A role's correction form of the last round (made when that role's view is first read). */
type FormOf = (role: "dealer" | "supervisor") => object;

/**
 * The family's views with the last round's correction form (`endedRound`), each made once, when
 * first read, as the family's own are (lazyViews): own getters, so the views compare and copy as
 * the family's do.
 */
function withEndedForm(views: FamilyViews, base: ReturnType<typeof correctableView>, form: FormOf): FamilyViews {
  let dealer: Record<string, unknown> | undefined;
  let supervisor: Record<string, unknown> | undefined;
  return {
    get display() {
      return views.display;
    },
    get dealer() {
      return (dealer ??= { ...views.dealer, ...waitForDifferences(views.dealer as { next?: unknown }, base), endedRound: form("dealer") });
    },
    get supervisor() {
      return (supervisor ??= { ...views.supervisor, endedRound: form("supervisor") });
    },
  };
}

/** The form: the ended round's lists, kept while they and the round are the same. */
function formOf(parts: ViewParts | undefined, slot: string, base: ReturnType<typeof correctableView>, lists: EndedRoundLists): object {
  return keptPart(parts, slot, endedForm, base, lists.dealtCards, lists.decisions, lists.handSettings, lists.entered);
}

/** The correction form of the last round: what it is (`base`) and the lists its view gives, those it has. */
function endedForm(base: ReturnType<typeof correctableView>, dealtCards: unknown, decisions: unknown, handSettings: unknown, entered: unknown): object {
  const lists = { dealtCards, decisions, handSettings, entered };
  return { ...base, ...Object.fromEntries(Object.entries(lists).filter(([, value]) => value !== undefined)) };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The family's refusal for the last round, its way out in words that fit a round already ended (it can no longer be voided). */
function endedRefusal(handNumber: number, refusal: Refusal): No {
  const message = refusal.message
    .replace(/(,\s*or\s+|\s*)(Void the round( or declare a misdeal)? instead\.|void the round or declare a misdeal\.?|void the round\.?)$/i, "")
    .replace(/[:;,]\s*$/, ".");
  const wayOut = `Round ${handNumber} has ended and cannot be voided: the floor settles this with the players away from the table's record.`;
  return refuse(refusal.code, `${message.endsWith(".") || message.endsWith(")") ? message : `${message}.`} ${wayOut}`.replace(/\)\s+Round/, "). Round"));
}

/** The correction in words from the family's correction event: the family's own words, else a card's place and both cards as the card pad names them ("card 9: 2♦ → 3♦"). */
function correctionWords(event: TableEvent & Record<string, unknown>, familyWords?: (event: TableEvent) => string | null): string {
  const own = familyWords?.(event);
  if (own) return own;
  if (typeof event.words === "string") return event.words;
  if (typeof event.index === "number" && typeof event.from === "string" && typeof event.to === "string") return `card ${event.index + 1}: ${cardWords(event.from)} → ${cardWords(event.to)}`;
  return "a correction";
}

/** The record's seats the next round stands on: a correction may not move them (DC6c). */
const KEPT: readonly { readonly field: string; readonly what: string }[] = [
  { field: "playerDealerSeat", what: "the player-dealer's seat" },
  { field: "actionSeat", what: "the action button" },
];

export interface EndedRoundOptions<S> {
  /** The family's own part of its state once the last round's record is replaced (baccarat: its road). */
  readonly recorded?: (state: S, completed: Record<string, unknown>) => S;
  /**
   * A family that deals each round from a deck of its own (Three Card Poker's alternating decks,
   * pai gow poker's fresh deck): when the round ends its deck leaves play and the next round's deck
   * comes in. The ended round keeps its deck (`of`: the parts of the state that hold it, read as
   * the round ends); a correction is checked against that deck and changes it, never the deck of
   * the round open now (decision-corrections.md DC6h). `replaced`: the family's event that takes a
   * round's deck out of play for the next one (not the dealer ending the decks): it does not end the
   * last round's correction, nor does the next deck coming in.
   */
  readonly roundDeck?: {
    readonly of: (state: S) => Record<string, unknown>;
    readonly replaced: (event: TableEvent) => boolean;
  };
  /** The family's correction event in words where the card's words would not do (a hand setting, a tile); null: the shared words. */
  readonly words?: (event: TableEvent) => string | null;
  /**
   * The last round's lists for the correction form, the same as the family's dealer's or
   * supervisor's view of that round gives them (a module's function reading nothing but its
   * arguments: kept while the round and the settings are the same, kept-parts.ts), so the
   * family's views of that round are never made again between rounds. `parts`: view parts kept
   * for the last round's lists alone, shared by both roles (a blackjack family's one replay).
   */
  readonly lists: (round: RoundOf<S>, settings: SettingsOf<S>, role: "dealer" | "supervisor", parts: ViewParts | undefined) => EndedRoundLists;
}

/** A family's round and settings, as its state holds them. */
type RoundOf<S> = S extends { readonly round: infer R } ? NonNullable<R> : never;
type SettingsOf<S> = S extends { readonly settings: infer T } ? NonNullable<T> : never;

/**
 * The family's machine with the last ended round correctable until the next round's cards are out.
 * The family's decide and evolve are used as they are; the shell only routes and records.
 */
export function withEndedRoundCorrections<S extends WithEndedRound, C extends TableCommand, E extends TableEvent, V>(machine: TableMachine<S, C, E, V>, options: EndedRoundOptions<S>): TableMachine<S, C, E, V> {
  return {
    parseCommand: machine.parseCommand,
    views: (state, parts) => endedRoundViews(machine, options, state, parts),
    decide: (state, command, ctx) => decideAroundEndedRound(machine, options, state, command, ctx),
    evolve: (state, event) => evolveEndedRound(machine, options, state, event),
  };
}

/** The family's own events replayed on a state. */
function fold<S, E extends TableEvent>(machine: TableMachine<S, TableCommand, E, unknown>, state: S, events: readonly TableEvent[]): S {
  return events.reduce((s, e) => machine.evolve(s, e as E), state);
}

/** The table with the last round put back in place of the round open now (and, for a family dealing each round from its own deck, that round's deck). */
function endedTable<S extends WithEndedRound>(state: S, ended: EndedRound): S {
  return { ...state, round: ended.round, ...(ended.deck ?? {}) } as S;
}

const FORM_SLOT = { dealer: "ended.form.dealer", supervisor: "ended.form.supervisor" } as const;
const LISTS_SLOT = { dealer: "ended.lists.dealer", supervisor: "ended.lists.supervisor" } as const;

/** The family's views, with the last round's part (and its lists for the correction form) while the floor may correct it. */
function endedRoundViews<S extends WithEndedRound, C extends TableCommand, E extends TableEvent, V>(machine: TableMachine<S, C, E, V>, options: EndedRoundOptions<S>, state: S, parts: ViewParts | undefined): V {
  const views = machine.views(state, parts);
  // Correctable until the next round's cards are out.
  const ended = state.endedRound;
  const base = ended && (!state.round || state.round.phase === "betting") ? keptPart(parts, "ended.base", correctableView, ended) : null;
  if (!ended || !base) return views;
  const form: FormOf = (role) => formOf(parts, FORM_SLOT[role], base, keptPart(parts, LISTS_SLOT[role], options.lists, ended.round as RoundOf<S>, state.settings as SettingsOf<S>, role, parts?.within("ended.lists")));
  return withEndedForm(views as unknown as FamilyViews, base, form) as unknown as V;
}

/**
 * The commands routed to the last round while no round is being dealt: its corrections, its
 * differences marked made (or one undone), and "no more bets" held until they are all made; any
 * other command is the family's.
 */
function decideAroundEndedRound<S extends WithEndedRound, C extends TableCommand, E extends TableEvent, V>(machine: TableMachine<S, C, E, V>, options: EndedRoundOptions<S>, state: S, command: C, ctx: CommandContext): Decision<E> {
  const between = !state.round || state.round.phase === "betting";
  if (between && ROUND_CORRECTIONS.has(command.type)) return decideEnded(machine, options, state, command, ctx);
  const walking = walkingEndedRound(state);
  if (walking && command.type === "advance-settlement") {
    if (ctx.actor.role === "display") return refuse("SUPERVISOR_ONLY", "Only the dealer or a floor supervisor marks a difference made.");
    if (state.status === "closed") return refuse("TABLE_CLOSED", "This table is closed.");
    if (state.status === "paused") return refuse("TABLE_PAUSED", "The table is paused by the floor. Wait for the supervisor to resume it.");
    return decideWalk(state, Number((command as Record<string, unknown>).through));
  }
  // A difference marked done by mistake: the floor undoes the last one marked (the money goes back first), as on a round in play.
  const undoable = command.type === "undo-settlement-line" ? undoableEndedRound(state) : null;
  if (undoable) {
    const no = guard(state, command, ctx, FLOOR_CORRECTION_ROLES);
    if (no) return no;
    const reason = String((command as Record<string, unknown>).reason ?? "");
    return accept({ type: "SettlementLineUndone", roundId: undoable.id, line: undoable.settledLines, reason, by: ctx.actor.id, at: ctx.now } as unknown as E);
  }
  if (walking && command.type === "close-betting") {
    const left = walkLength(walking) - walking.settledLines;
    return refuse("DIFFERENCES_TO_MAKE", `Round ${state.endedRound!.handNumber} was corrected: make its difference${left === 1 ? "" : "s"} at the table first (${left} to go), then call no more bets.`);
  }
  return machine.decide(state, command, ctx);
}

/** A difference of the last round marked made, up to `through`. */
function decideWalk<S extends WithEndedRound, E extends TableEvent>(state: S, through: number): Decision<E> {
  const round = walkingEndedRound(state)!;
  const total = walkLength(round);
  if (through > total) return refuse("BAD_LINE", `There ${total === 1 ? "is" : "are"} only ${total} difference${total === 1 ? "" : "s"} to make for Round ${state.endedRound!.handNumber}.`);
  if (through <= round.settledLines) return accept();
  return accept({ type: "SettlementProgressed", through } as unknown as E);
}

/**
 * A correction of the last round: the family's correction on the round put back, settled and
 * finished again, then checked against what the round now open stands on (the seats kept, the bank).
 */
function decideEnded<S extends WithEndedRound, C extends TableCommand, E extends TableEvent, V>(machine: TableMachine<S, C, E, V>, options: EndedRoundOptions<S>, state: S, command: C, ctx: CommandContext): Decision<E> {
  const ended = state.endedRound;
  if (!state.settings) return refuse("TABLE_NOT_OPEN", "This table has not been set up yet.");
  if (!ended) return refuse("NO_CARDS", "There is no hand to correct: the last round can be corrected only until the next round's cards are out, in the same shoe.");
  const n = ended.handNumber;
  const onEnded = endedTable(state, ended);
  const first = machine.decide(onEnded, command, ctx);
  if (!first.ok) return endedRefusal(n, first.refusal);
  if (first.events.length === 0) return accept();
  const redone = settledAgain(machine, onEnded, first.events, n, ctx);
  if (!redone.ok) return redone;
  const { round, replayed, events } = redone;
  const difference = round ? roundAdjustment(round) : null;
  if (!round || !difference) return refuse("NOT_SETTLED", `Round ${n} could not be settled again with this correction: nothing was changed. Call the floor.`);
  // Its record as corrected, from the family's own end of the round (its rotation events left out: the hand was counted).
  const finished = machine.decide({ ...replayed, rotation: ended.rotation, round: { ...round, settledLines: walkLength(round) } } as S, { type: "end-round" } as unknown as C, ctx);
  if (!finished.ok) return refuse("NOT_SETTLED", `Round ${n} could not be finished again with this correction (${lowerFirst(finished.refusal.message)}) Nothing was changed.`);
  const completedEvent = finished.events.find((e) => e.type === "RoundCompleted") as (E & { round: EndedRound["completed"] }) | undefined;
  if (!completedEvent) return refuse("NOT_SETTLED", `Round ${n} could not be finished again with this correction: nothing was changed. Call the floor.`);
  const completed = completedEvent.round;
  const moved = keptSeatMoved(ended, completed);
  if (moved) return moved;
  const bankChange = completed.bankAfter - ended.completed.bankAfter;
  const bankRefusal = bankChange !== 0 ? bankChangeRefusal(state, ended, bankChange) : null;
  if (bankRefusal) return bankRefusal;
  const correction = first.events[0] as TableEvent & Record<string, unknown>;
  const reason = typeof (command as Record<string, unknown>).reason === "string" ? ((command as Record<string, unknown>).reason as string) : "";
  const event: EndedRoundCorrected = {
    type: "EndedRoundCorrected",
    roundId: ended.round.id,
    handNumber: n,
    endedAt: ended.endedAt,
    events,
    completed,
    difference,
    bankChange,
    words: correctionWords(correction, options.words),
    reason,
    by: ctx.actor.id,
    at: ctx.now,
  };
  return accept(event as unknown as E);
}

/** The correction's events replayed on the ended round, and the family's `settle` after them where they left the round unsettled. */
function settledAgain<S extends WithEndedRound, C extends TableCommand, E extends TableEvent, V>(
  machine: TableMachine<S, C, E, V>,
  onEnded: S,
  corrected: readonly E[],
  n: number,
  ctx: CommandContext,
): { ok: true; replayed: S; round: S["round"]; events: TableEvent[] } | No {
  let replayed = fold(machine, onEnded, corrected);
  const events: TableEvent[] = [...corrected];
  if (replayed.round && replayed.round.phase !== "settling") {
    const settled = machine.decide(replayed, { type: "settle" } as unknown as C, ctx);
    if (!settled.ok) return refuse("CORRECTION_BREAKS_ROUND", `With this correction Round ${n} would not be complete as recorded (${lowerFirst(settled.refusal.message)}) Round ${n} has ended and cannot be voided: the floor settles this with the players away from the table's record.`);
    replayed = fold(machine, replayed, settled.events);
    events.push(...settled.events);
  }
  return { ok: true, replayed, round: replayed.round, events };
}

/** Refused where the correction would move a seat the round now open stands on (DC6c). */
function keptSeatMoved(ended: EndedRound, completed: EndedRound["completed"]): No | null {
  for (const kept of KEPT) {
    const was = ended.completed[kept.field];
    const now = completed[kept.field];
    if (was !== undefined && now !== was) {
      return refuse("CORRECTION_MOVES_THE_GAME", `With this correction ${kept.what} of Round ${ended.handNumber} would be seat ${String(now)}, not seat ${String(was)}, and the round now open stands on it: this correction cannot be made at the table. The floor settles it with the players away from the table's record.`);
    }
  }
  return null;
}

/** Refused where money would move into or out of a bank that has passed, or the bank would not cover the change. */
function bankChangeRefusal(state: WithEndedRound, ended: EndedRound, bankChange: Cents): No | null {
  const n = ended.handNumber;
  const pd = state.rotation ? playerDealerOf(state.rotation) : null;
  if (!pd || pd.seat !== ended.round.playerDealerSeat) {
    return refuse("BANK_HAS_PASSED", `The bank has passed since Round ${n}: the ${formatCents(Math.abs(bankChange))} the correction ${bankChange > 0 ? "pays into" : "takes from"} the bank is no longer the player-dealer's. The floor settles it with seat ${ended.round.playerDealerSeat} and the players away from the table's record.`);
  }
  const bank = state.bank ?? 0;
  if (bank + bankChange < 0) {
    return refuse("BANK_TOO_SMALL", `The bank holds ${formatCents(bank)}, less than the ${formatCents(-bankChange)} the correction takes from it: the player-dealer posts a bank of at least that first (between rounds), then correct Round ${n}.`);
  }
  if (state.round && bank + bankChange <= 0) {
    return refuse("BANK_TOO_SMALL", `The correction would leave no bank for the round now open: end it first (take its wagers back, end the round with nothing in action), then correct Round ${n}.`);
  }
  return null;
}

/**
 * The family's evolve, with the last round kept as it ended, corrected, its differences marked,
 * and let go once the next round's cards are out (or the shoe or the game changed).
 */
function evolveEndedRound<S extends WithEndedRound, C extends TableCommand, E extends TableEvent, V>(machine: TableMachine<S, C, E, V>, options: EndedRoundOptions<S>, state: S, event: E): S {
  const e = event as TableEvent as TableEvent & Record<string, unknown>;
  const ended = state.endedRound ?? null;
  if (e.type === "EndedRoundCorrected" && ended) return correctedState(machine, options, state, ended, e as unknown as EndedRoundCorrected);
  if (e.type === "SettlementProgressed" && walkingEndedRound(state)) {
    return { ...state, endedRound: { ...ended!, round: { ...ended!.round, settledLines: e.through as number } } };
  }
  if (e.type === "SettlementLineUndone" && ended && e.roundId === ended.round.id && ended.round.id !== state.round?.id) {
    return { ...state, lastActivityAt: e.at as number, endedRound: { ...ended, round: { ...ended.round, settledLines: Math.max(0, ended.round.settledLines - 1) } } };
  }
  const next = machine.evolve(state, event);
  if (e.type === "RoundCompleted" && state.round) {
    const completed = e.round as EndedRound["completed"];
    const deck = options.roundDeck ? { deck: options.roundDeck.of(state) } : {};
    return { ...next, endedRound: { handNumber: state.handNumber, round: state.round, completed, corrected: 0, rotation: state.rotation, endedAt: e.at as number, ...deck } };
  }
  if (!ended) return next;
  // The last round's differences stay on the tablet while they are made, the next round open or not.
  if (e.type === "RoundOpened" && walkingEndedRound(state)) return { ...next, lastAdjustment: state.lastAdjustment ?? null };
  // The next round's cards are out (betting closed), the shoe or the table's game changed: the last round is as it stands.
  // A family dealing each round from its own deck: the ended round's deck leaving play, and the next one coming in, end nothing.
  const dealing = next.round !== null && next.round.phase !== "betting" && next.round.id !== ended.round.id;
  const deckRound = options.roundDeck;
  const shoeEnded = e.type === "ShoeEnded" && !deckRound?.replaced(event);
  const shoeStarted = e.type === "ShoeStarted" && !deckRound;
  if (dealing || shoeEnded || shoeStarted || e.type === "TableConfigured" || e.type === "RoundVoided") return { ...next, endedRound: null };
  return next;
}

/** The table after a correction of the last round: that round as corrected, the bank changed by the difference, the round's record replaced. */
function correctedState<S extends WithEndedRound, C extends TableCommand, E extends TableEvent, V>(machine: TableMachine<S, C, E, V>, options: EndedRoundOptions<S>, state: S, ended: EndedRound, event: EndedRoundCorrected): S {
  const replayed = fold(machine, endedTable(state, ended), event.events);
  const round = replayed.round!;
  // One shoe for every round: the corrected card changes it (no card of the round open is out). A deck of the round's own: it changes that deck, kept with the round.
  const deckRound = options.roundDeck;
  const deck = deckRound ? { deck: deckRound.of(replayed) } : {};
  const open = state.round as (ShellRound & { readonly bank?: Cents | null }) | null;
  const bank = state.bank === null ? state.bank : state.bank + event.bankChange;
  const next = {
    ...state,
    ...(deckRound ? {} : { shoe: replayed.shoe }),
    bank,
    round: open && typeof open.bank === "number" ? { ...open, bank: open.bank + event.bankChange } : open,
    lastRound: event.completed,
    lastAdjustment: event.difference,
    endedRound: { ...ended, round, completed: event.completed, corrected: ended.corrected + 1, ...deck },
    lastActivityAt: event.at,
  } as S;
  return options.recorded ? options.recorded(next, event.completed) : next;
}

/** The steps of a difference, for tests and words: re-exported so callers need one import. */
export { adjustmentSteps };
