/**
 * What the floor keeps of a table, whatever its game: the shapes of a replay frame (the supervisor's
 * view after one event), of the regulator's record of the game and of each round, and the helpers
 * every family uses to fill the parts they share (seats, wagers, fees, the settlement ledger). Each
 * family's floor module (lib/domain/table/<family>/floor.ts) adds its round; the family object
 * (family.ts) carries it as `floor`.
 */
import type { AdjustmentWalkView } from "./views";
import { feeOptionWords, postedFees, type FeeLine, type ScheduleOption } from "../../fees";
import type { BankWalk, BankWalkLine } from "../../bank-walk";
import type { ShellRound, ShellState } from "./decide";
import type { TableSettingsBase } from "./settings";
import type { PaidMoney, SettlementDifference } from "./settlement-difference";
import type { StaffName } from "./floor-words";
import type { AfterEnd } from "./after-end";

// ------------------------------------------------------------------------------------------------
// Replay frames: the supervisor's view after one event

export interface FeeLineView {
  readonly payer: string;
  readonly cents: number;
  readonly rule: string;
  readonly source: string;
}

export interface WagerLineView {
  readonly id: string;
  readonly seat: number;
  readonly bet: string;
  readonly betName: string;
  readonly amount: number;
  readonly backline: boolean;
  readonly bettor?: string;
  /** Baccarat, 21st Century Player-line wagers on a two-card 5. */
  readonly choice?: string;
}

/** One ledger line of the settlement walk, and (No Bust) the rule that decided its wager. */
export type LedgerLineView = BankWalkLine & { readonly because?: string };

export interface SettlementFrame {
  readonly lines: readonly LedgerLineView[];
  /** Steps marked done: lines, or the differences when `adjustment` is set. */
  readonly settledLines: number;
  /** After a correction of a round already paid: the differences walked at the table instead of the lines (views.ts). */
  readonly adjustment?: AdjustmentWalkView | null;
  readonly bankBefore: number;
  readonly bankAfter: number;
  readonly pdNet: number;
  readonly actionSeat: number;
  readonly exhaustedAfter: number | null;
}

export interface CorrectionView {
  readonly index: number;
  readonly from: string;
  readonly to: string;
  readonly reason: string;
  readonly approvedBy: string;
  /** A correction that is not a card's, in words: "Seat 3 hand 1: Double → Hit". */
  readonly words?: string;
}

/** What a replay frame of every family holds; each family adds its round (`family` says which). */
export interface ReplayFrameBase {
  readonly family: string;
  readonly status: string;
  readonly phase: "setup" | "waiting" | "betting" | "dealing" | "settling";
  readonly handNumber: number;
  readonly gameName: string;
  readonly playerDealer: { readonly seat: number; readonly bankHand: number | null } | null;
  readonly bank: number | null;
  readonly wagers: readonly WagerLineView[];
  readonly fees: { readonly lines: readonly FeeLineView[] | null; readonly total: number | null; readonly option: string };
  readonly settlement: SettlementFrame | null;
  readonly actionSeat: number | null;
  readonly next: { readonly label: string; readonly hint: string };
  readonly corrections: readonly CorrectionView[];
  /**
   * A correction of the round after its money was paid: the money paid then and, once the round was
   * settled again, the difference to make at the table (walked step by step: `settlement.adjustment`). Absent: none.
   */
  readonly adjustment?: { readonly paidBefore: PaidMoney; readonly difference: SettlementDifference | null };
}

// ------------------------------------------------------------------------------------------------
// The regulator's export

export interface GameRecord {
  readonly id: string;
  readonly family: string;
  readonly name: string;
  readonly rulesVersion: string;
  readonly filings: readonly { readonly seed: string; readonly bgcId?: string; readonly lines: string }[];
  /** The options as configured at the table (only those the room set). */
  readonly configured: Readonly<Record<string, string | number | boolean>>;
  /** Every named option with the value in force, its allowed values and its source line. */
  readonly options: readonly { readonly name: string; readonly value: unknown; readonly values: readonly unknown[]; readonly source: string; readonly why: string }[];
  /** The game's rules as configured, each with the filing lines it comes from (No Bust). */
  readonly rules?: readonly { readonly rule: string; readonly text: string; readonly source: string }[];
  readonly seats: number;
  readonly decks: number;
  readonly limits: { readonly minCents: number; readonly maxCents: number };
  readonly rotationPolicy: unknown;
}

export interface ExportedWager {
  readonly id: string;
  readonly seat: number;
  readonly bet: string;
  readonly amountCents: number;
  readonly backline: boolean;
  readonly bettor?: string;
  readonly choice?: string;
}

export interface ExportedFee {
  readonly payer: string;
  readonly cents: number;
  readonly rule: string;
  readonly source: string;
}

/** What the regulator's record of a round of every family holds; each family adds its cards and hands. */
export interface ExportedRoundBase {
  readonly family: string;
  readonly roundId: string;
  readonly handNumber: number;
  readonly status: "complete" | "voided" | "in-progress";
  readonly openedAt: string;
  readonly endedAt: string | null;
  /** The player-dealer's seat, bank hand and bank; null in a game nobody banks (poker). */
  readonly playerDealerSeat: number | null;
  readonly bankHand: number | null;
  readonly bankCents: number | null;
  readonly feeOption: string;
  readonly wagers: readonly ExportedWager[];
  readonly fees: readonly ExportedFee[];
  readonly feeTotalCents: number;
  readonly settlement: {
    readonly actionSeat: number;
    readonly bankBeforeCents: number;
    readonly bankAfterCents: number;
    readonly pdNetCents: number;
    readonly ledger: readonly LedgerLineView[];
    readonly conservation: unknown;
  } | null;
  readonly corrections: readonly CorrectionView[];
  /**
   * A correction of the round after its money was paid: the money paid then (the first settlement,
   * as walked) and, once the round was settled again, the difference made at the table. Absent: none.
   */
  readonly adjustment?: { readonly paidBefore: PaidMoney; readonly difference: SettlementDifference | null };
  readonly voidReason: string | null;
  readonly voidedBy: string | null;
}

// ------------------------------------------------------------------------------------------------
// A family as the floor sees it

/** The part of any family's state the floor reads. */
export type FloorState = ShellState & {
  readonly settings: TableSettingsBase | null;
  readonly round: (ShellRound & { readonly handNumber: number; readonly bankHand: number; readonly bank: number }) | null;
};

/**
 * What the floor needs of a family to show its tables' history: the supervisor's view after each
 * event (a replay frame), each event in plain words, the regulator's record of the game and of each
 * round, and the history list's fields of a finished round. The log is replayed with the family's
 * own machine (its evolve and empty state), so these only read states.
 */
export interface FloorRecords<S extends FloorState, E extends { readonly type: string }, Frame extends ReplayFrameBase, Exported extends ExportedRoundBase, Result extends { readonly family: string }> {
  /** The supervisor's view of the state; null before the table is set up. */
  frame(state: S): Frame | null;
  /** One line of plain words for an event; `after` is the state once it is applied; `staff` names whoever the event says acted. */
  describe(event: E, before: S, after: S, staff?: StaffName): string;
  /** The game as configured at the table, with its filing lines. */
  gameRecord(settings: NonNullable<S["settings"]>): GameRecord;
  /** A round as it stands (in progress, or at the moment it ended). */
  exportRound(round: NonNullable<S["round"]>, settings: NonNullable<S["settings"]>, openedAt: Date): Exported;
  /** The exported round completed by its RoundCompleted event. */
  withResult(exported: Exported, event: E, at: Date): Exported;
  /** The history list's fields from a finished round's stored summary (`rounds.result`, null while in play). */
  resultFields(result: unknown): Result;
  /** The history list's words for those fields: the result and the cards, one line each. */
  listWords(fields: Result): RoundListWords;
  /**
   * The floor dashboard's card of a table whose game is not the banked one the card shows by default
   * (the player-dealer, the bank and the wagers in action): what matters for it instead (poker: the
   * stakes, the button and blinds, the kill, the time clock). Absent, or null before the table is set
   * up: the default card.
   */
  tile?(state: S): FloorTile | null;
  /**
   * Its events that may follow a round's end and still belong to that round (a correction made
   * after it ended, the differences then made at the table), and how each names the round
   * (after-end.ts): the round's replay runs on to them.
   */
  readonly afterEnd: AfterEnd<S, E["type"]>;
  /**
   * A round still in play as the wall display shows it (security.md): its replay is built from what
   * is face up. Every family declares it (lib/domain/table/family.ts requires it).
   */
  faceUp?: FaceUpRecords<S, E, Frame, Exported>;
}

/**
 * A family's records of a round still in play from what is face up: every card or tile the wall
 * display does not show is the family's face-down marker ("face-down") in the frame, and the
 * event's words name none of them (nor a total or a hand's name that would tell them).
 */
export interface FaceUpRecords<S extends FloorState, E extends { readonly type: string }, Frame extends ReplayFrameBase, Exported = unknown> {
  /** The replay frame of the state with its face-down cards hidden (null before the table is set up). */
  frame(state: S): Frame | null;
  /** One line of plain words for an event of the round in play, naming none of its face-down cards (as `describe`). */
  describe(event: E, before: S, after: S, staff?: StaffName): string;
  /**
   * The regulator export's record of the round in play (`state.round`, with the table set up), as
   * `exportRound` makes it with every card or tile the wall does not show face down (its steps,
   * piles and the words that would tell them included).
   */
  exportRound(state: S & { readonly round: NonNullable<S["round"]>; readonly settings: NonNullable<S["settings"]> }, openedAt: Date): Exported;
}

/** One fact on a table's card of the floor dashboard, in the supervisor's words. */
export interface TileFact {
  readonly term: string;
  readonly value: string;
  /** A moment (ms) the value leads up to, shown beside it as the time left ("next in 12 min"); null: stopped. */
  readonly until?: number | null;
}

/** A family's own card on the floor dashboard: the seats in its words, and its facts in place of the bank's. */
export interface FloorTile {
  /** "10 seats, nobody banks" (in place of "9 + PD"). */
  readonly seats: string;
  readonly facts: readonly TileFact[];
}

/** A round in the history list, in words: "Banker wins 8 to 2", "Player 4S 3H / Banker TD 6C". */
export interface RoundListWords {
  readonly result: string;
  readonly cards: string;
}

// ------------------------------------------------------------------------------------------------
// Filling the shared parts

type Payer = { kind: string; seat?: number; bettor?: string };

/** "player-dealer (seat 4)", "backline at seat 2 (Ann)", "seat 1": for sentences. */
export function payerText(line: { payer: Payer }): string {
  const p = line.payer;
  if (p.kind === "player-dealer") return `player-dealer (seat ${p.seat})`;
  if (p.kind === "backline") return `backline at seat ${p.seat}${p.bettor ? ` (${p.bettor})` : ""}`;
  if (p.kind === "pot") return "the pot";
  return `seat ${p.seat}`;
}

/** "Player-dealer (seat 4)", "Seat 2 backline (Ann)": for the replay's fee lines. */
export function payerLabel(payer: Payer): string {
  if (payer.kind === "player-dealer") return `Player-dealer (seat ${payer.seat})`;
  if (payer.kind === "backline") return `Seat ${payer.seat} backline${payer.bettor ? ` (${payer.bettor})` : ""}`;
  if (payer.kind === "pot") return "Pot";
  return `Seat ${payer.seat}`;
}

export function feeLineViews(lines: readonly FeeLine[] | null): FeeLineView[] | null {
  return lines ? lines.map((l) => ({ payer: payerLabel(l.payer), cents: l.cents, rule: l.rule.text, source: `${l.source.file} L${l.source.lines}` })) : null;
}

export function feeOptionText(settings: TableSettingsBase): string {
  return feeOptionWords(settings.fee.scheduleId, settings.fee.optionId);
}

export { feeOptionWords };

/** Fee lines as the regulator's export lists them. */
export function exportedFees(lines: readonly FeeLine[] | null): ExportedFee[] {
  return (lines ?? []).map((l) => {
    const p = l.payer;
    const payer = p.kind === "player-dealer" ? `player-dealer seat ${p.seat}` : p.kind === "backline" ? `seat ${p.seat} backline${p.bettor ? ` ${p.bettor}` : ""}` : p.kind === "seat" ? `seat ${p.seat}` : "pot";
    return { payer, cents: l.cents, rule: l.rule.text, source: `${l.source.file} L${l.source.lines}` };
  });
}

export function exportedWager(w: { id: string; seat: number; bet: string; amount: number; backline: boolean; bettor?: string; choice?: string }): ExportedWager {
  return { id: w.id, seat: w.seat, bet: w.bet, amountCents: w.amount, backline: w.backline, ...(w.bettor ? { bettor: w.bettor } : {}), ...(w.choice ? { choice: w.choice } : {}) };
}

export function exportedSettlement(s: { actionButton: { seat: number }; walk: BankWalk; conservation: unknown } | null, ledger?: readonly LedgerLineView[]) {
  return s ? { actionSeat: s.actionButton.seat, bankBeforeCents: s.walk.bank, bankAfterCents: s.walk.bankAfter, pdNetCents: s.walk.pdNet, ledger: ledger ?? s.walk.lines, conservation: s.conservation } : null;
}

export interface FeeOptionRecord {
  readonly scheduleId: string;
  readonly optionId: string;
  /** "000_46d708fc1e637b4c.txt L162-166 GEGA-004249" */
  readonly source: string;
  readonly posted: readonly string[];
  readonly option: ScheduleOption;
}

export function feeOptionRecord(fee: TableSettingsBase["fee"]): FeeOptionRecord {
  const s = fee.option.source;
  return {
    scheduleId: fee.scheduleId,
    optionId: fee.optionId,
    source: `${s.file} L${s.lines}${s.documentId ? ` ${s.documentId}` : ""}${s.note ? ` (${s.note})` : ""}`,
    posted: postedFees(fee.option),
    option: fee.option,
  };
}

