/**
 * The floor's words for what every table records alike, whatever its game: the rotation of the
 * bank, seating, the shoe, betting and fees, the settlement walk, voids and the supervisor's
 * actions. Each family's floor module adds the words for its round.
 */
import { formatCents } from "../../money";
import { cardWords } from "../../cards/card";
import type { BankWalk } from "../../bank-walk";
import type { ShellEvent } from "./events";
import type { ShellState } from "./decide";
import type { TableSettingsBase } from "./settings";
import { feeOptionWords, payerText } from "./floor-records";

export { feeOptionWords };
import { wagerNamed } from "./floor-fields";
import { paidByLines, paidWhenCorrected, settlementDifference } from "./settlement-difference";
import { describeRotation } from "./rotation-words";
import { shellEventWords, type ShellCommandEvent } from "./shell-commands";
import { lowerFirst, settledLineAction, settledLinesWords } from "./settlement-words";

export { describeRotation, settledLineAction, settledLinesWords };

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
  return shellEventWords(event, { before, betName, staff }) ?? familyRecordedWords(event as Exclude<ShellEvent | CommonFamilyEvent, ShellCommandEvent>, before, betName, staff);
}

/** Words for the common events a family's own handlers record through the shell's helpers (a round opened, betting closed, a void, a card corrected…). */
function familyRecordedWords(event: Exclude<ShellEvent | CommonFamilyEvent, ShellCommandEvent>, before: ShellState, betName: (bet: string) => string, staff: StaffName): string {
  switch (event.type) {
    case "TableOpened":
      return `Table opened: ${event.settings.name}; ${feeOptionWords(event.settings.fee.scheduleId, event.settings.fee.optionId)}`;
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
    case "RoundVoided":
      return `Round voided by ${staff(event.by)}: ${event.reason}${event.fees.length ? ` (${event.fees.length} fee${event.fees.length === 1 ? "" : "s"} reversed)` : ""}`;
    case "CardCorrected":
      return `Card ${event.index + 1} corrected ${cardWords(event.from)} → ${cardWords(event.to)} by ${staff(event.approvedBy)}: ${event.reason}${afterPayment(before)}`;
    case "DecisionCorrected":
      return `Decision corrected, ${event.words}, by ${staff(event.approvedBy)}: ${event.reason}; the round replayed with it${afterPayment(before)}`;
    case "RefusalNoted":
      return `Refused (${event.code}): ${event.message}`;
    case "EndedRoundCorrected":
      return `Round ${event.handNumber} corrected after it ended, ${event.words}, by ${staff(event.by)}: ${event.reason}; settled again, the money paid kept: ${lowerFirst(event.difference.words)}${event.bankChange ? ` (the bank carried on ${event.bankChange > 0 ? "gains" : "loses"} ${formatCents(Math.abs(event.bankChange))})` : ""}; the fees do not change`;
  }
}
