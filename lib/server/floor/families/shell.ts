/**
 * The floor's words and records for what every table shares, whatever its game: the rotation of
 * the bank, seating, the shoe, betting and fees, the settlement walk, voids and the supervisor's
 * actions. Each family's module adds its round.
 */
import { formatCents } from "@/lib/domain/money";
import { postedFees, type FeeLine, type ScheduleOption } from "@/lib/domain/fees";
import type { RotationEvent } from "@/lib/domain/rotation";
import type { BankWalk } from "@/lib/domain/bank-walk";
import type { ShellEvent } from "@/lib/domain/table/common/events";
import type { ShellState } from "@/lib/domain/table/common/decide";
import type { TableSettingsBase } from "@/lib/domain/table/common/settings";
import type { ExportedFee, ExportedWager, FeeLineView, LedgerLineView } from "./types";

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
  return `${settings.fee.scheduleId} option ${settings.fee.optionId}`;
}

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
  | { readonly type: "CardCorrected"; readonly index: number; readonly from: string; readonly to: string; readonly reason: string; readonly approvedBy: string };

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
  "TableOpened",
  "ShoeEnded",
  "CardUndone",
  "RoundSettled",
  "CardCorrected",
]);

export function isCommonEvent(event: { readonly type: string }): event is ShellEvent | CommonFamilyEvent {
  return COMMON_TYPES.has(event.type);
}

/** Words for an event every family records alike. */
export function describeCommonEvent(event: ShellEvent | CommonFamilyEvent, before: ShellState): string {
  switch (event.type) {
    case "TableOpened":
      return `Table opened: ${event.settings.name}, game ${event.settings.gameId}, fee schedule ${event.settings.fee.scheduleId} option ${event.settings.fee.optionId}`;
    case "Rotation":
      return describeRotation(event.rotation);
    case "BankPosted":
      return `Seat ${event.seat} posted a bank of ${formatCents(event.cents)}`;
    case "ShoeStarted":
      return `New shoe (${event.shoe.source === "server" ? "server-shuffled" : event.shoe.source === "reader" ? "card reader" : "dealer-entered"})`;
    case "CardsBurned":
      return `Burned ${event.cards.length} card${event.cards.length === 1 ? "" : "s"}: ${event.cards.join(" ")}`;
    case "ShoeEnded":
      return "Shoe ended";
    case "RoundOpened":
      return `Hand ${event.handNumber} opened: betting is open; seat ${event.playerDealerSeat} banks ${formatCents(event.bank)} (bank hand ${event.bankHand})`;
    case "WagerRemoved":
      return `Wager ${event.wagerId} taken back`;
    case "BettingClosed": {
      const total = event.fees.reduce((s, f) => s + f.cents, 0);
      return `No more bets${event.byTimer ? " (betting timer)" : ""}: fees ${formatCents(total)} — ${event.fees.map((f) => `${payerText(f)} ${formatCents(f.cents)}`).join(", ") || "none"}`;
    }
    case "CardUndone":
      return `Card ${event.card} taken back`;
    case "RoundSettled": {
      const s = event.settlement;
      return `Settled: action button at seat ${s.actionButton.seat}; ${s.walk.lines.length} line${s.walk.lines.length === 1 ? "" : "s"}; bank ${formatCents(s.walk.bank)} → ${formatCents(s.walk.bankAfter)}`;
    }
    case "SettlementProgressed": {
      const lines = before.round?.settlement?.walk.lines ?? [];
      const from = before.round?.settledLines ?? 0;
      const done = lines.slice(from, event.through).map((l) => `seat ${l.seat} ${l.bet} ${l.action} ${formatCents(l.amount)}`);
      return `Settled line${event.through - from === 1 ? "" : "s"} ${from + 1}–${event.through}${done.length ? `: ${done.join("; ")}` : ""}`;
    }
    case "RoundVoided":
      return `Round voided by ${event.by}: ${event.reason}${event.fees.length ? ` (${event.fees.length} fee${event.fees.length === 1 ? "" : "s"} reversed)` : ""}`;
    case "CardCorrected":
      return `Card ${event.index + 1} corrected ${event.from} → ${event.to} by ${event.approvedBy}: ${event.reason}`;
    case "TablePaused":
      return `Table paused by ${event.by}: ${event.reason}`;
    case "TableResumed":
      return `Table resumed by ${event.by}`;
    case "TableClosed":
      return `Table closed by ${event.by}: ${event.reason}`;
    case "FeeOptionChanged":
      return `Fee schedule changed to ${event.scheduleId} option ${event.optionId} by ${event.by} (${event.option.source.file} L${event.option.source.lines})${event.limits ? `; table limits now ${formatCents(event.limits.min)}-${formatCents(event.limits.max)}` : ""}${event.reason ? ` (${event.reason})` : ""}`;
    case "TableConfigured":
      return `Configuration changed by ${event.by}: ${event.changed.join(", ")}${event.reason ? ` (${event.reason})` : ""}`;
    case "BettingTimerSet":
      return event.seconds === null ? "Betting timer off" : `Betting timer set to ${event.seconds} s`;
    case "RefusalNoted":
      return `Refused (${event.code}): ${event.message}`;
  }
}
