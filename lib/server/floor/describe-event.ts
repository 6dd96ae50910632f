/**
 * One line of plain words per table event, for the round replay, the rotation log and the
 * regulator's export. Reads the event only (and the state before it, for the round's hands).
 */
import { formatCents } from "@/lib/domain/money";
import type { BaccaratTableEvent } from "@/lib/domain/table/baccarat/events";
import type { TableState } from "@/lib/domain/table/baccarat/state";
import type { RotationEvent } from "@/lib/domain/rotation";
import { gameOf } from "@/lib/domain/table/baccarat/game-of";

function payerText(line: { payer: { kind: string; seat?: number; bettor?: string } }): string {
  const p = line.payer;
  if (p.kind === "player-dealer") return `player-dealer (seat ${p.seat})`;
  if (p.kind === "backline") return `backline at seat ${p.seat}${p.bettor ? ` (${p.bettor})` : ""}`;
  if (p.kind === "pot") return "the pot";
  return `seat ${p.seat}`;
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

function handNameOf(state: TableState, hand: "player" | "banker" | undefined): string {
  if (!hand) return "";
  if (!state.settings) return hand === "player" ? "Player" : "Banker";
  try {
    return gameOf(state.settings).game.hands[hand];
  } catch {
    return hand === "player" ? "Player" : "Banker";
  }
}

/** `after` is the state once the event is applied (it tells which hand a card went to). */
export function describeEvent(event: BaccaratTableEvent, before: TableState, after: TableState = before): string {
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
    case "WagerPlaced": {
      const w = event.wager;
      return `Wager ${w.id}: seat ${w.seat}${w.backline ? ` backline${w.bettor ? ` (${w.bettor})` : ""}` : ""} ${w.bet} ${formatCents(w.amount)}`;
    }
    case "WagerRemoved":
      return `Wager ${event.wagerId} taken back`;
    case "BettingClosed": {
      const total = event.fees.reduce((s, f) => s + f.cents, 0);
      return `No more bets${event.byTimer ? " (betting timer)" : ""}: fees ${formatCents(total)} — ${event.fees.map((f) => `${payerText(f)} ${formatCents(f.cents)}`).join(", ") || "none"}`;
    }
    case "CardDealt": {
      const n = (before.round?.cards.dealt.length ?? 0) + 1;
      const hand = handNameOf(after, after.round?.cards.dealt[n - 1]?.hand);
      return `Card ${n}${hand ? ` to ${hand}` : ""}: ${event.faceDown ? `face down${event.card !== "face-down" ? ` (${event.card})` : ""}` : event.card}${event.source === "server" ? " (server shoe)" : event.source === "reader" ? " (card reader)" : ""}`;
    }
    case "CardUndone":
      return `Card ${event.card} taken back`;
    case "HoleCardChecked":
      return `Hole card checked${event.card ? `: ${event.card}` : ""}`;
    case "HoleCardExposed":
      return `Hole card exposed${event.card ? `: ${event.card}` : ""}`;
    case "ChoiceMade":
      return `Wager ${event.wagerId} chose to ${event.choice}`;
    case "ChoicesClosed":
      return `Hit-or-stand closed: the Player hand ${event.playerHits ? "hits" : "stands"}`;
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
    case "RoundCompleted": {
      const r = event.round;
      return `Hand ${r.handNumber} complete: ${r.winner === "tie" ? "tie" : `${r.winner} wins`} ${r.playerTotal}–${r.bankerTotal}; bank ${formatCents(r.bankBefore)} → ${formatCents(r.bankAfter)}`;
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
      return `Fee schedule changed to ${event.scheduleId} option ${event.optionId} by ${event.by} (${event.option.source.file} L${event.option.source.lines})`;
    case "BettingTimerSet":
      return event.seconds === null ? "Betting timer off" : `Betting timer set to ${event.seconds} s`;
    case "RefusalNoted":
      return `Refused (${event.code}): ${event.message}`;
  }
}
