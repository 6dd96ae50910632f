/**
 * The parts of every table's views that do not depend on the game: the seats, the player-dealer
 * and the bank, the rotation, the posted fees, the shoe, and the dealer's next step between rounds
 * and along the settlement walk. Each family's views add the round itself.
 */
import type { BankWalkLine, CoverageForecast } from "../../bank-walk";
import { postedFees, type FeeLine } from "../../fees";
import { formatCents, type Cents } from "../../money";
import { bankRefusal, currentBankHand, playerDealerOf, type BankRefusalCode } from "../../rotation";
import type { ShellRound, ShellState } from "./decide";
import { publicShoe, shoeCutCardOut } from "./shoe";
import { roundAdjustment, adjustmentSteps, type AdjustmentStep, type PaidRound } from "./settlement-difference";
import { keptPart, type ViewParts } from "./kept-parts";
import type { TableSettingsBase } from "./settings";
import type { RotationState } from "../../rotation";

export interface SeatView {
  readonly seat: number;
  readonly occupied: boolean;
  readonly isPlayerDealer: boolean;
}

export type Phase = "setup" | "waiting" | "betting" | "dealing" | "settling";

export interface NextAction {
  /** The command the big button sends, or null when the dealer must enter something first. */
  readonly command: string | null;
  readonly label: string;
  readonly hint: string;
}

/** What players may see of any table: who sits where, who banks, the limits and fees, the shoe. */
export interface TablePublicView {
  readonly tableId: string;
  readonly name: string;
  readonly gameId: string;
  readonly status: ShellState["status"];
  readonly limits: { readonly min: Cents; readonly max: Cents };
  /** `perPlayer`: a player fee on everything each player wagers (one player may play several spots). */
  readonly fees: { readonly scheduleId: string; readonly optionId: string; readonly posted: readonly string[]; readonly perPlayer?: true };
  readonly seats: readonly SeatView[];
  readonly playerDealer: { readonly seat: number; readonly bankHand: number | null } | null;
  readonly bank: Cents | null;
  /**
   * While a round's settlement is walked: the bank as walked so far, the figure the tablet's header
   * shows as "Bank now" (runningBank): after the last line marked done (the bank before the walk while
   * none is), or after a correction of a round already paid, after the last difference made (the
   * money was paid once already, so the bank the round started with, still in `bank`, is not the bank
   * on the table). Absent outside the walk, and absent where it is `bank` itself (the start of an
   * ordinary walk, a line that brings the bank back): the wall reads it through wallBank
   * (wall-bank.ts), which says "Bank now" for the whole walk, so the walk's start costs each wall no
   * bytes (issue 30). Decided here once for every banked family's wall.
   */
  readonly bankNow?: Cents;
  readonly rotation: { readonly phase: "no-bank" | "offering" | "banking" | "broken"; readonly offeredTo: number | null };
  readonly handNumber: number;
  readonly phase: Phase;
  readonly bettingClosesAt: number | null;
  readonly shoe: ReturnType<typeof publicShoe>;
}

/** The posted lines of a fee option, made once per option (views are made after every command). */
const postedLines = new WeakMap<object, readonly string[]>();
function postedOf(option: Parameters<typeof postedFees>[0]): readonly string[] {
  let lines = postedLines.get(option);
  if (!lines) {
    lines = postedFees(option);
    postedLines.set(option, lines);
  }
  return lines;
}

export function phaseOf(state: ShellState): Phase {
  if (!state.settings) return "setup";
  if (!state.round) return "waiting";
  return state.round.phase;
}

/**
 * The table's public view. `parts`: the table's kept view parts (kept-parts.ts): each part made from
 * state parts that did not change is the same object as in the last view.
 */
export function tablePublicView(
  state: ShellState & { readonly round: (ShellRound & { readonly handNumber: number; readonly bankHand: number; readonly bank: Cents }) | null },
  parts?: ViewParts,
): TablePublicView {
  const settings = state.settings;
  if (!settings) throw new Error("the table has no settings yet");
  const rotation = state.rotation;
  const round = state.round;
  const pd = rotation ? playerDealerOf(rotation) : null;
  // Each part kept by what it reads: the seats by who sits where and who banks, not by the rotation (a new one every hand).
  return {
    tableId: settings.tableId,
    name: settings.name,
    gameId: settings.gameId,
    status: state.status,
    limits: settings.limits,
    fees: keptPart(parts, "table.fees", postedFeesView, settings.fee),
    seats: keptPart(parts, "table.seats", seatViews, settings.seats, rotation?.seated ?? null, pd?.seat ?? null),
    playerDealer: pd && rotation ? keptPart(parts, "table.playerDealer", playerDealerView, pd.seat, round ? round.bankHand : currentBankHand(rotation)) : null,
    bank: round ? round.bank : state.bank,
    ...bankNowOf(round),
    rotation: keptPart(parts, "table.rotation", rotationView, rotation?.phase.kind ?? "no-bank", rotation?.phase.kind === "offering" ? rotation.phase.offer.offeredTo : null),
    handNumber: round?.handNumber ?? state.handNumber,
    phase: phaseOf(state),
    bettingClosesAt: round?.phase === "betting" ? round.bettingClosesAt : null,
    shoe: keptPart(parts, "table.shoe", publicShoe, state.shoe),
  };
}

/**
 * `bankNow` while a round's settlement is walked (TablePublicView), else nothing: the bank after the
 * last line settled, or after a correction of money paid, after the last difference made; the bank
 * before the walk while nothing is marked yet. The same figure as the tablet's runningBank; left out
 * where it is the round's bank, which the view carries already.
 */
function bankNowOf(round: (ShellRound & { readonly bank: Cents }) | null): { bankNow?: Cents } {
  const s = round?.settlement;
  if (!round || !s) return {};
  const done = round.settledLines;
  const walk = adjustmentWalkView(round);
  const now = walk ? (done > 0 ? (walk.steps[done - 1]?.bankAfter ?? walk.bankBefore) : walk.bankBefore) : done > 0 ? (s.walk.lines[done - 1]?.bankAfter ?? s.walk.bank) : s.walk.bank;
  return now === round.bank ? {} : { bankNow: now };
}

function postedFeesView(fee: TableSettingsBase["fee"]): TablePublicView["fees"] {
  return { scheduleId: fee.scheduleId, optionId: fee.optionId, posted: postedOf(fee.option), ...(fee.option.collections.some((c) => c.kind === "per-spot" && c.basis === "player") ? { perPlayer: true as const } : {}) };
}

function seatViews(seats: number, seated: RotationState["seated"] | null, pdSeat: number | null): TablePublicView["seats"] {
  return Array.from({ length: seats }, (_, i) => ({
    seat: i + 1,
    occupied: (seated?.[i] ?? null) !== null,
    isPlayerDealer: pdSeat === i + 1,
  }));
}

function playerDealerView(seat: number, bankHand: number | null): TablePublicView["playerDealer"] {
  return { seat, bankHand };
}

function rotationView(phase: TablePublicView["rotation"]["phase"], offeredTo: number | null): TablePublicView["rotation"] {
  return { phase, offeredTo };
}

/** The dealer's next step while no round is running (or the table is paused or closed); null during a round. A game dealt from no shoe (`shoe: "none"`) skips the shoe's steps. */
export function tableNextAction(state: ShellState, game: { readonly shoe?: "cards" | "none" } = {}): NextAction | null {
  const settings = state.settings;
  if (!settings) return { command: null, label: "Set up the table", hint: "An admin configures this table." };
  if (state.status === "closed") return { command: null, label: "Table closed", hint: "The floor closed this table." };
  if (state.status === "paused") return { command: null, label: "Paused by the floor", hint: "Wait for the supervisor to resume the table." };
  if (state.round) return null;
  const rotation = state.rotation;
  if (!rotation || rotation.seated.every((p) => p === null)) return { command: null, label: "Seat the players", hint: "Tap a seat to enter the player's name." };
  if (rotation.phase.kind === "no-bank" || rotation.phase.kind === "broken") {
    return {
      command: "open-bank",
      label: rotation.phase.kind === "broken" ? "Offer the bank again" : "Offer the bank",
      hint: rotation.phase.kind === "broken" ? "The game is broken: nobody accepted the bank." : "The bank is offered clockwise from seat 1.",
    };
  }
  if (rotation.phase.kind === "offering") {
    return { command: null, label: `Seat ${rotation.phase.offer.offeredTo}: bank or pass?`, hint: "Enter the bank amount to accept, or decline to offer it to the next seat." };
  }
  if (!state.bank) return { command: null, label: "Post the bank", hint: "The player-dealer posts the bank for this hand." };
  if (!state.shoe && game.shoe !== "none") return { command: null, label: "Start a shoe", hint: "Choose where the cards come from: your entry, the card reader, or the server's shuffled shoe." };
  if (state.shoe && shoeCutCardOut(state.shoe)) return { command: "end-shoe", label: "End the shoe", hint: "The cut card is out: end this shoe and start a new one." };
  return { command: "open-betting", label: "Open betting", hint: settings.bettingSeconds ? `The betting timer runs ${settings.bettingSeconds} s.` : "Take the wagers, then close betting." };
}

/** What the dealer does on a line, as the big button starts it: "Pay $10.00 to", "Push: return $20.00 to" (the money on every line, a push's too). */
export function lineVerb(line: BankWalkLine): string {
  switch (line.action) {
    case "pay":
      return `Pay ${formatCents(line.amount)} to`;
    case "partial-pay":
      return `Pay only ${formatCents(line.amount)} (bank short) to`;
    case "collect":
      return `Collect ${formatCents(line.amount)} from`;
    case "partial-collect":
      return `Collect only ${formatCents(line.amount)} from`;
    case "push":
      return `Push: return ${formatCents(line.returned)} to`;
    case "return":
      return `Bank exhausted: return ${formatCents(line.returned)} to`;
  }
}

/** A difference step as the dealer's view shows it, with the bank after it. */
export interface AdjustmentStepView extends AdjustmentStep {
  readonly bankAfter: Cents;
}

/**
 * After a correction of a round already paid, once it is settled again: the differences the dealer
 * walks in place of the corrected settlement's lines (the first settlement was paid already), the bank before the first
 * and after the last; null for an ordinary settlement.
 */
export interface AdjustmentWalkView {
  readonly steps: readonly AdjustmentStepView[];
  readonly bankBefore: Cents;
  readonly bankAfter: Cents;
}

/** The walk of differences (AdjustmentWalkView) for a round with its settlement, or null when its lines are walked. */
export function adjustmentWalkView(round: PaidRound & { readonly settlement: { readonly walk: { readonly bankAfter: Cents } } | null }): AdjustmentWalkView | null {
  const d = roundAdjustment(round);
  if (!d || !round.settlement) return null;
  const bankAfter = round.settlement.walk.bankAfter;
  const bankBefore = bankAfter - d.bank.change;
  let bank = bankBefore;
  const steps = adjustmentSteps(d).map((step) => {
    if (step.seat === null) bank += step.change;
    return { ...step, bankAfter: bank };
  });
  return { steps, bankBefore, bankAfter };
}

/**
 * The dealer's next step along the settlement walk, one ledger line at a time, then the end of the
 * round. `betName` says a line's bet in the dealer's words ("Fortune Bonus"); by default its id.
 * After a correction of a round already paid, the steps are the differences (adjustmentWalkView).
 */
/** The settlement walk's next line in words, each bet by its name on the layout ("Collect $20.00 from seat 3 Game wager"). */
export function settlementNextAction(round: ShellRound, betName: (bet: string) => string): NextAction {
  const s = round.settlement;
  const adjustment = s ? adjustmentWalkView(round) : null;
  if (adjustment) return adjustmentNextAction(adjustment, round.settledLines);
  if (s && round.settledLines < s.walk.lines.length) {
    const line = s.walk.lines[round.settledLines];
    return {
      command: "advance-settlement",
      label: line ? `${lineVerb(line)} seat ${line.seat}${line.backline ? " backline" : ""} ${betName(line.bet)}` : "Next line",
      hint: line ? `${formatCents(line.toPlayer)} to the player; bank ${formatCents(line.bankAfter)} after.` : "",
    };
  }
  return { command: "end-round", label: "Finish the round", hint: "Every line is settled. The bank moves on." };
}

/** The next difference to make after a correction of a round already paid, then the end of the round. */
export function adjustmentNextAction(adjustment: AdjustmentWalkView, done: number): { command: "advance-settlement" | "end-round"; label: string; hint: string } {
  const step = adjustment.steps[done];
  if (step) {
    return {
      command: "advance-settlement",
      label: step.words,
      hint: "Make this difference at the table, then tap it done.",
    };
  }
  return {
    command: "end-round",
    label: "Finish the round",
    hint: adjustment.steps.length ? "Every difference is made. The bank moves on." : "The correction changes no money: nothing to pay or collect. The bank moves on.",
  };
}

/** The settlement as the dealer walks it. */
export function settlementView(round: ShellRound & { readonly settlement: ({ readonly actionButton: { readonly seat: number } } & NonNullable<ShellRound["settlement"]>) | null }) {
  const s = round.settlement;
  if (!s) return null;
  const adjustment = adjustmentWalkView(round);
  return {
    lines: s.walk.lines,
    settledLines: round.settledLines,
    adjustment,
    toWalk: adjustment ? adjustment.steps.length : s.walk.lines.length,
    bankBefore: s.walk.bank,
    bankAfter: s.walk.bankAfter,
    pdNet: s.walk.pdNet,
    actionSeat: s.actionButton.seat,
    exhaustedAfter: s.walk.exhaustedAfter,
  };
}

export function feeTotals(fees: readonly FeeLine[] | null): { readonly lines: readonly FeeLine[] | null; readonly total: Cents | null } {
  return { lines: fees, total: fees ? fees.reduce((sum, f) => sum + f.cents, 0) : null };
}

const SKIPPED_BECAUSE: Readonly<Record<BankRefusalCode, string>> = {
  "seat-empty": "nobody sits there",
  "consecutive-hand-limit": "that player has banked the most hands in a row the rules allow",
  "intervening-dealer-required": "that player banked the last hand: another player must bank one first",
  "bank-time-limit": "that player has held the bank for the time limit",
};

/**
 * The seat offered the bank now, who has declined it, and the seats the offer passed over on its
 * way there, each with why ("Offer the bank from seat 3" that lands on seat 4 says why).
 */
export function bankOffer(state: ShellState): { readonly offeredTo: number; readonly declined: readonly number[]; readonly skipped?: readonly { readonly seat: number; readonly why: string }[] } | null {
  const rotation = state.rotation;
  if (rotation?.phase.kind !== "offering") return null;
  const { order, offeredTo, declined } = rotation.phase.offer;
  const before = order.slice(0, Math.max(0, order.indexOf(offeredTo)));
  const skipped = before.flatMap((seat) => {
    if (declined.includes(seat)) return [];
    const why = bankRefusal(rotation, seat);
    return why ? [{ seat, why: SKIPPED_BECAUSE[why] }] : [];
  });
  return { offeredTo, declined, skipped };
}

export function seatedPlayers(state: ShellState): { readonly seat: number; readonly name: string | null }[] {
  const seats = state.settings?.seats ?? 0;
  return Array.from({ length: seats }, (_, i) => ({ seat: i + 1, name: state.rotation?.seated[i] ?? null }));
}

/**
 * The bank's coverage of the wagers before the deal, as every screen shows it (no bettor's name: the
 * wall shows it too): null when the bank covers every wager, or outside the moment before the deal.
 */
export interface CoverageWarning {
  /** The outcome that leaves the most without action ("Banker wins"). */
  readonly scenario: string;
  readonly bank: Cents;
  /** What that outcome would pay beyond the bank, at most. */
  readonly shortBy: Cents;
  /** Where the walk was counted from, and whether the action button is already known there. */
  readonly actionSeat: number | null;
  readonly actionKnown: boolean;
  /** The wagers that would go back, in action order. */
  readonly returned: readonly { readonly seat: number; readonly bet: string; readonly betName: string; readonly backline: boolean; readonly stake: Cents; readonly uncovered: Cents }[];
}

export function coverageWarning(forecast: CoverageForecast | null, bank: Cents, betName: (bet: string) => string): CoverageWarning | null {
  if (!forecast || forecast.covered || forecast.scenario === null) return null;
  return {
    scenario: forecast.scenario,
    bank,
    shortBy: forecast.shortBy,
    actionSeat: forecast.actionSeat,
    actionKnown: forecast.actionKnown,
    returned: forecast.returned.map((r) => ({ seat: r.seat, bet: r.bet, betName: betName(r.bet), backline: r.backline === true, stake: r.stake, uncovered: r.uncovered })),
  };
}

/** A card of the round in dealing order, as the floor's card correction names it ("card 3"). */
/** A seat's hand as set on record (pai gow poker), as the floor's hand correction lists it. */
export interface HandSettingView {
  readonly seat: number;
  /** The seven cards, and how they were set: five behind (high), two in front (low). */
  readonly cards: readonly string[];
  readonly high: readonly string[];
  readonly low: readonly string[];
}

/** A player's decision on record, as the floor's decision correction lists it ("Seat 3 hand 1: Double"). */
export interface RecordedDecisionView {
  /** The step it was recorded as (the correction's index). */
  readonly index: number;
  /** Whose: "Seat 3", "Seat 3 hand 1". */
  readonly who: string;
  /** The decision recorded ("double") and in words ("Double"). */
  readonly decision: string;
  readonly words: string;
  /** An answer's amount as recorded (insurance taken: its cents). */
  readonly amount?: number;
  /**
   * The other decisions the rules allowed at that point; none once the steps after it have closed it.
   * An answer to an offer (insurance, early surrender) carries the change in words ("Seat 3:
   * insurance taken → declined") and, where it has an amount, the amounts the seat could answer; an
   * answer with an amount is offered again with its amounts, for another amount ("Taken, another amount").
   */
  readonly options: readonly { readonly decision: string; readonly words: string; readonly change?: string; readonly amounts?: { readonly min: number; readonly max: number } }[];
}

export interface DealtCard {
  /** Its place in dealing order (the correction's index). */
  readonly index: number;
  /** Its code, or "face-down" for a hole card nobody has read yet. */
  readonly card: string;
  /** Where it went, in words: "Player card 1", "Seat 4 hand 1", "Player-dealer". */
  readonly where: string;
}

/**
 * A dealer's view of a family that takes the floor's corrections and the betting timer's restart
 * (commands.ts FLOOR_CORRECTIONS): the tablet offers them only then.
 */
export interface FloorCorrectionSupport {
  readonly floorCorrections: true;
}
