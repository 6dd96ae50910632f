/**
 * The floor's words for what every table records alike, whatever its game: the rotation of the
 * bank, seating, the shoe, betting and fees, the settlement walk, voids and the supervisor's
 * actions. Each family's floor module adds the words for its round.
 */
import { formatCents } from "../../money";
import { cardWords, cardsWords } from "../../cards/card";
import type { RotationEvent } from "../../rotation";
import type { BankWalk, BankWalkLine } from "../../bank-walk";
import type { ShellEvent } from "./events";
import type { ShellState } from "./decide";
import type { TableSettingsBase } from "./settings";
import { feeOptionWords, payerText } from "./floor-records";

export { feeOptionWords };
import { wagerNamed } from "./floor-fields";
import { paidByLines, paidWhenCorrected, settlementDifference, walkAdjustment } from "./settlement-difference";
import { walkingEndedRound, type WithEndedRound } from "./ended-round-corrections";

const TURN_END: Record<string, string> = {
  "hand-limit": "after the most hands in a row the rules allow",
  "time-limit": "at the time limit",
  "gave-up": "given up",
  left: "the player-dealer left",
};

export function describeRotation(r: RotationEvent): string {
  switch (r.type) {
    case "player-seated":
      return `${r.player} sat down in seat ${r.seat}`;
    case "player-left":
      return `${r.player} left seat ${r.seat}`;
    case "bank-offered":
      return `The bank is offered to seat ${r.seat} (${r.player}); order ${r.order.join(", ")}`;
    case "bank-declined":
      return `Seat ${r.seat} (${r.player}) declined the bank`;
    case "bank-accepted":
      return `Seat ${r.seat} (${r.player}) accepted the bank`;
    case "bank-hand-started":
      return `Seat ${r.seat} banks hand ${r.bankHand === 1 ? "1 (first bank)" : r.bankHand === 2 ? "2 (second bank)" : r.bankHand}`;
    case "bank-hand-completed":
      return `Seat ${r.seat} completed bank hand ${r.bankHand}`;
    case "bank-passed":
      return `The bank passed from seat ${r.seat} (${TURN_END[r.reason] ?? r.reason})`;
    case "game-broken":
      return `Game broken: nobody accepted the bank${r.declined.length ? ` (declined: seats ${r.declined.join(", ")})` : ""}`;
  }
}

/** The events each family records under the same name and with the same meaning, beside the shell's. */
export type CommonFamilyEvent =
  | { readonly type: "TableOpened"; readonly settings: TableSettingsBase }
  | { readonly type: "ShoeEnded" }
  | { readonly type: "CardUndone"; readonly card: string }
  | { readonly type: "RoundSettled"; readonly settlement: { readonly actionButton: { readonly seat: number }; readonly walk: BankWalk } }
  | { readonly type: "CardCorrected"; readonly index: number; readonly from: string; readonly to: string; readonly reason: string; readonly approvedBy: string }
  | { readonly type: "DecisionCorrected"; readonly words: string; readonly reason: string; readonly approvedBy: string };

const COMMON_TYPES: ReadonlySet<string> = new Set([
  "Rotation",
  "BankPosted",
  "ShoeStarted",
  "CardsBurned",
  "RoundOpened",
  "WagerRemoved",
  "BettingClosed",
  "SettlementProgressed",
  "RoundVoided",
  "TablePaused",
  "TableResumed",
  "TableClosed",
  "FeeOptionChanged",
  "TableConfigured",
  "BettingTimerSet",
  "RefusalNoted",
  "BettingTimerRestarted",
  "RoundEndedWithoutAction",
  "MisdealDeclared",
  "BettingReopened",
  "SettlementLineUndone",
  "TableOpened",
  "ShoeEnded",
  "CardUndone",
  "RoundSettled",
  "CardCorrected",
  "DecisionCorrected",
  "EndedRoundCorrected",
]);

export function isCommonEvent(event: { readonly type: string }): event is ShellEvent | CommonFamilyEvent {
  return COMMON_TYPES.has(event.type);
}


/**
 * A settlement line's action and money as the replay says it, in the tablet's words (components/dealer/format.ts
 * lineInstruction): a push or a bank-exhausted line hands the stake back, so it says the stake returned, not the $0.00 paid.
 */
export function settledLineAction(line: Pick<BankWalkLine, "action" | "amount" | "returned">): string {
  if (line.action === "push") return `push: return ${formatCents(line.returned)}`;
  if (line.action === "return") return `bank exhausted: return ${formatCents(line.returned)}`;
  return `${line.action.replace("-", " ")} ${formatCents(line.amount)}`;
}

/** "Settled line 2: seat 1 Game wager pay $10.00", "Settled lines 1–3: …": lines `from` (exclusive) to `through`, each as said. */
export function settledLinesWords(from: number, through: number, done: readonly string[]): string {
  return `${through - from === 1 ? `Settled line ${through}` : `Settled lines ${from + 1}–${through}`}${done.length ? `: ${done.join("; ")}` : ""}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A round settled again after a correction of money already paid: the adjustment made at the table ("" otherwise). */
export function adjustmentWords(before: ShellState, walk: Pick<BankWalk, "lines">): string {
  const paid = before.round?.paidBefore;
  if (!paid) return "";
  return `; corrected after payment, the difference made at the table: ${lowerFirst(settlementDifference(paid, paidByLines(walk.lines)).words)}`;
}

/** A correction of a round whose settlement money was already paid: the money paid stays on record ("" otherwise). */
export function afterPayment(before: ShellState): string {
  const round = before.round;
  if (!round || round.phase !== "settling" || !paidWhenCorrected(round)) return "";
  return " (after payment: the settlement paid stays on record; the difference is made when the round is settled again)";
}

/**
 * A staff member as the words say them, from the id an event carries in its own field (`by`,
 * `approvedBy`): "Dana Reyes". The floor looks the names up before it builds the words
 * (lib/server/floor/history.ts), so no id is ever written into words and matched back out.
 */
export type StaffName = (id: string) => string;

/** The words alone, without the staff table (the domain's tests): the id as the event holds it. */
export const STAFF_ID_AS_IS: StaffName = (id) => id;

/**
 * Words for an event every family records alike. `betName` says a bet as the layout names it
 * ("Fortune 7"); by default its id. `staff` names whoever the event says acted or approved.
 */
export function describeCommonEvent(event: ShellEvent | CommonFamilyEvent, before: ShellState, betName: (bet: string) => string = (bet) => bet, staff: StaffName = STAFF_ID_AS_IS): string {
  switch (event.type) {
    case "TableOpened":
      return `Table opened: ${event.settings.name}; ${feeOptionWords(event.settings.fee.scheduleId, event.settings.fee.optionId)}`;
    case "Rotation":
      return describeRotation(event.rotation);
    case "BankPosted":
      return `Seat ${event.seat} posted a bank of ${formatCents(event.cents)}`;
    case "ShoeStarted":
      return `New shoe (${event.shoe.source === "server" ? "server-shuffled" : event.shoe.source === "reader" ? "card reader" : "dealer-entered"})`;
    case "CardsBurned":
      return `Burned ${event.cards.length} card${event.cards.length === 1 ? "" : "s"}: ${cardsWords(event.cards)}`;
    case "ShoeEnded":
      return "Shoe ended";
    case "RoundOpened":
      return event.playerDealerSeat === null
        ? `Hand ${event.handNumber} opened`
        : `Hand ${event.handNumber} opened: betting is open; seat ${event.playerDealerSeat} banks ${formatCents(event.bank ?? 0)} (bank hand ${event.bankHand})`;
    case "WagerRemoved":
      return `Wager taken back: ${wagerNamed(before.round, event.wagerId, betName)}`;
    case "BettingClosed": {
      const total = event.fees.reduce((s, f) => s + f.cents, 0);
      return `No more bets${event.byTimer ? " (betting timer)" : ""}: fees ${formatCents(total)} — ${event.fees.map((f) => `${payerText(f)} ${formatCents(f.cents)}`).join(", ") || "none"}`;
    }
    case "CardUndone":
      return `Card ${cardWords(event.card)} taken back`;
    case "RoundSettled": {
      const s = event.settlement;
      return `Settled: action button at seat ${s.actionButton.seat}; ${s.walk.lines.length} line${s.walk.lines.length === 1 ? "" : "s"}; bank ${formatCents(s.walk.bank)} → ${formatCents(s.walk.bankAfter)}${adjustmentWords(before, s.walk)}`;
    }
    case "SettlementProgressed": {
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
    case "RoundVoided":
      return `Round voided by ${staff(event.by)}: ${event.reason}${event.fees.length ? ` (${event.fees.length} fee${event.fees.length === 1 ? "" : "s"} reversed)` : ""}`;
    case "CardCorrected":
      return `Card ${event.index + 1} corrected ${cardWords(event.from)} → ${cardWords(event.to)} by ${staff(event.approvedBy)}: ${event.reason}${afterPayment(before)}`;
    case "DecisionCorrected":
      return `Decision corrected, ${event.words}, by ${staff(event.approvedBy)}: ${event.reason}; the round replayed with it${afterPayment(before)}`;
    case "TablePaused":
      return `Table paused by ${staff(event.by)}: ${event.reason}`;
    case "TableResumed":
      return `Table resumed by ${staff(event.by)}${event.reason ? `: ${event.reason}` : ""}`;
    case "TableClosed":
      return `Table closed by ${staff(event.by)}: ${event.reason}`;
    case "FeeOptionChanged":
      return `Fee schedule changed to ${feeOptionWords(event.scheduleId, event.optionId)} by ${staff(event.by)}${event.limits ? `; table limits now ${formatCents(event.limits.min)}-${formatCents(event.limits.max)}` : ""}${event.reason ? ` (${event.reason})` : ""}`;
    case "TableConfigured":
      return `Configuration changed by ${staff(event.by)}: ${event.changed.join(", ")}${event.reason ? ` (${event.reason})` : ""}`;
    case "BettingTimerSet":
      return event.seconds === null ? "Betting timer off" : `Betting timer set to ${event.seconds} s`;
    case "RefusalNoted":
      return `Refused (${event.code}): ${event.message}`;
    case "BettingTimerRestarted":
      return event.byTimer ? "The betting timer ran out before anyone bet: a new countdown" : "The betting timer started again";
    case "RoundEndedWithoutAction":
      return "Nobody bet: the round ended with nothing in action (the bank's hand is not counted)";
    case "MisdealDeclared":
      return `Misdeal declared by ${staff(event.by)}: ${event.reason} (${event.cards.length} card${event.cards.length === 1 ? "" : "s"} taken off; the hand is dealt again)`;
    case "BettingReopened":
      return `Betting reopened by ${staff(event.by)}: ${event.reason}${event.fees.length ? ` (${event.fees.length} fee${event.fees.length === 1 ? "" : "s"} reversed, fixed again at no more bets)` : ""}`;
    case "EndedRoundCorrected":
      return `Round ${event.handNumber} corrected after it ended, ${event.words}, by ${staff(event.by)}: ${event.reason}; settled again, the money paid kept: ${lowerFirst(event.difference.words)}${event.bankChange ? ` (the bank carried on ${event.bankChange > 0 ? "gains" : "loses"} ${formatCents(Math.abs(event.bankChange))})` : ""}; the fees do not change`;
    case "SettlementLineUndone": {
      // The last round's differences after a correction once it ended, or the round in play's walk.
      const ended = (before as WithEndedRound).endedRound?.round;
      const round = ended && ended.id === event.roundId && before.round?.id !== event.roundId ? ended : before.round;
      const steps = round ? walkAdjustment(round) : null;
      const step = steps?.[event.line - 1];
      if (step) return `Difference ${event.line} (${lowerFirst(step.words)}) undone by ${staff(event.by)}: ${event.reason}`;
      const line = round?.settlement?.walk.lines[event.line - 1];
      return `Settlement line ${event.line}${line ? ` (seat ${line.seat})` : ""} undone by ${staff(event.by)}: ${event.reason}`;
    }
  }
}
