/**
 * The rows each table event implies, written in the same transaction as the event, for every game
 * family: rounds, one fee-drop row per fee taken (and a reversing row per fee of a voided round),
 * shoes, the table's status and fee option, and an audit entry for every supervisor action. And
 * the floor's one-line summary of a table.
 */
import { currentBankHand, playerDealerOf } from "@/lib/domain/rotation";
import type { FeeLine } from "@/lib/domain/fees";
import type { ShellRound, ShellState } from "@/lib/domain/table/common/decide";
import type { ShellEvent } from "@/lib/domain/table/common/events";
import type { Statement } from "./event-store";
import type { TableSummary } from "./table-kind";

/** The family events the projection also reads (each family names them the same). */
type ProjectedEvent =
  | { readonly type: "ShoeEnded"; readonly at: number }
  | { readonly type: "RoundSettled" }
  | { readonly type: "RoundCompleted"; readonly round: { readonly id: string }; readonly at: number }
  | { readonly type: "CardCorrected"; readonly index: number; readonly from: string; readonly to: string; readonly reason: string; readonly approvedBy: string };

function feeSource(line: FeeLine): string {
  const s = line.source;
  return `${s.file} L${s.lines}${s.documentId ? ` ${s.documentId}` : ""} · ${line.rule.text}`;
}

function payerOf(line: FeeLine): { kind: "seat" | "player-dealer"; seat: number | null } {
  switch (line.payer.kind) {
    case "player-dealer":
      return { kind: "player-dealer", seat: line.payer.seat };
    case "seat":
    case "backline":
      return { kind: "seat", seat: line.payer.seat };
    case "pot":
      return { kind: "seat", seat: null };
  }
}

/**
 * The rows each event implies, written in the same transaction as the event: rounds, one fee-drop
 * row per fee taken (and a reversing row per fee of a voided round), shoes, the table's status and
 * fee option, and an audit entry for every supervisor action.
 */
export function projectTable<S extends ShellState, E extends { readonly type: string }>(evolve: (state: S, event: E) => S) {
  return function project(tableId: string, before: S, events: readonly E[], _after: S, _firstSeq: number, at: Date): Statement[] {
  const out: Statement[] = [];
  let state = before;
  for (const original of events) {
    const event = original as unknown as ShellEvent | ProjectedEvent;
    const round = state.round;
    switch (event.type) {
      case "RoundOpened":
        out.push({
          text: `INSERT INTO rounds (id, table_id, hand_number, shoe_id, status, player_dealer_seat, bank_cents, fee_schedule_id, fee_option_id, started_at)
                 VALUES ($1, $2, $3, $4, 'betting', $5, $6, $7, $8, $9)`,
          values: [event.roundId, tableId, event.handNumber, state.shoe?.id ?? null, event.playerDealerSeat, event.bank, state.settings?.fee.scheduleId ?? null, state.settings?.fee.optionId ?? null, new Date(event.at)],
        });
        break;
      case "BettingClosed":
        if (!round) break;
        out.push({ text: "UPDATE rounds SET status = 'dealing' WHERE id = $1", values: [round.id] });
        event.fees.forEach((line, i) => {
          const payer = payerOf(line);
          out.push({
            text: `INSERT INTO fee_drops (id, table_id, round_id, payer_kind, seat, schedule_id, option_id, source, cents, taken_at)
                   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
            values: [`${round.id}:fee:${i}`, tableId, round.id, payer.kind, payer.seat, line.scheduleId, line.optionId, feeSource(line), line.cents, new Date(event.at)],
          });
        });
        break;
      case "RoundSettled":
        if (round) out.push({ text: "UPDATE rounds SET status = 'settling' WHERE id = $1", values: [round.id] });
        break;
      case "RoundCompleted":
        out.push({ text: "UPDATE rounds SET status = 'complete', result = $2, ended_at = $3 WHERE id = $1", values: [event.round.id, JSON.stringify(event.round), new Date(event.at)] });
        break;
      case "RoundVoided":
        out.push({ text: "UPDATE rounds SET status = 'voided', void_reason = $2, ended_at = $3 WHERE id = $1", values: [event.roundId, event.reason, new Date(event.at)] });
        event.fees.forEach((line, i) => {
          const payer = payerOf(line);
          out.push({
            text: `INSERT INTO fee_drops (id, table_id, round_id, payer_kind, seat, schedule_id, option_id, source, cents, reverses_id, taken_at)
                   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
            values: [`${event.roundId}:fee:${i}:void`, tableId, event.roundId, payer.kind, payer.seat, line.scheduleId, line.optionId, `void: ${event.reason}`, -line.cents, `${event.roundId}:fee:${i}`, new Date(event.at)],
          });
        });
        out.push(audit(event.by, "round.void", tableId, { roundId: event.roundId, feesReversed: event.fees.length }, event.reason, at));
        break;
      case "CardCorrected":
        out.push(audit(event.approvedBy, "round.correct-card", tableId, { roundId: round?.id, index: event.index, from: event.from, to: event.to }, event.reason, at));
        break;
      case "ShoeStarted": {
        const s = event.shoe;
        out.push({
          text: `INSERT INTO shoes (id, table_id, source, decks, jokers, order_hash, order_salt, card_order, started_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          values: [
            s.id,
            tableId,
            s.source,
            s.source === "server" ? s.dealing.spec.decks : s.decks,
            s.source === "server" ? s.dealing.spec.jokers : s.composition.spec.jokers,
            s.source === "server" ? s.dealing.orderHash : null,
            s.source === "server" ? s.dealing.salt : null,
            s.source === "server" ? JSON.stringify(s.dealing.order) : null,
            new Date(event.at),
          ],
        });
        break;
      }
      case "ShoeEnded":
        if (state.shoe) out.push({ text: "UPDATE shoes SET ended_at = $2 WHERE id = $1", values: [state.shoe.id, new Date(event.at)] });
        break;
      case "TablePaused":
        out.push({ text: "UPDATE tables SET status = 'paused' WHERE id = $1", values: [tableId] });
        out.push(audit(event.by, "table.pause", tableId, {}, event.reason, at));
        break;
      case "TableResumed":
        out.push({ text: "UPDATE tables SET status = 'open' WHERE id = $1", values: [tableId] });
        out.push(audit(event.by, "table.resume", tableId, {}, null, at));
        break;
      case "TableClosed":
        out.push({ text: "UPDATE tables SET status = 'closed' WHERE id = $1", values: [tableId] });
        out.push(audit(event.by, "table.close", tableId, {}, event.reason, at));
        break;
      case "FeeOptionChanged":
        out.push({ text: "UPDATE tables SET fee_schedule_id = $2, fee_option_id = $3 WHERE id = $1", values: [tableId, event.scheduleId, event.optionId] });
        out.push(audit(event.by, "table.fee-option", tableId, { from: state.settings?.fee, to: { scheduleId: event.scheduleId, optionId: event.optionId } }, null, at));
        break;
      default:
        break;
    }
    state = evolve(state, original);
  }
  return out;
  };
}

function audit(staffId: string, action: string, tableId: string, detail: unknown, reason: string | null, at: Date): Statement {
  return {
    text: "INSERT INTO audit_entries (at, staff_id, action, table_id, detail, reason) VALUES ($1, $2, $3, $4, $5, $6)",
    values: [at, staffId, action, tableId, JSON.stringify(detail ?? {}), reason],
  };
}

export function summarise(state: ShellState & { readonly round: (ShellRound & { readonly bankHand: number; readonly phase: string }) | null }, tableId: string): TableSummary {
  const pd = state.rotation ? playerDealerOf(state.rotation) : null;
  const bankHand = state.round ? state.round.bankHand : state.rotation ? currentBankHand(state.rotation) : null;
  return {
    tableId,
    name: state.settings?.name ?? tableId,
    gameId: state.settings?.gameId ?? "",
    status: state.status,
    handNumber: state.handNumber,
    playerDealerSeat: pd?.seat ?? null,
    bankHand: bankHand === 1 || bankHand === 2 ? bankHand : null,
    phase: state.round?.phase ?? (state.rotation?.phase.kind === "broken" ? "broken" : "waiting"),
    lastActivityAt: state.lastActivityAt,
  };
}

