/**
 * The rows each table event implies, written in the same transaction as the event, for every game
 * family: rounds, one fee-drop row per fee taken (and a reversing row per fee of a voided round),
 * shoes, the table's status and fee option, and an audit entry for every supervisor action. And
 * the floor's one-line summary of a table.
 */
import { currentBankHand, playerDealerOf } from "@/lib/domain/rotation";
import type { FeeLine } from "@/lib/domain/fees";
import type { BankWalkLine } from "@/lib/domain/bank-walk";
import type { ShellRound, ShellState } from "@/lib/domain/table/common/decide";
import type { ShellEvent } from "@/lib/domain/table/common/events";
import { paidByLines, settlementDifference, walkAdjustment } from "@/lib/domain/table/common/settlement-difference";
import type { WithEndedRound } from "@/lib/domain/table/common/ended-round-corrections";
import { afterEndRecord, type AfterEnd } from "@/lib/domain/table/common/after-end";
import type { TableSettingsBase } from "@/lib/domain/table/common/settings";
import type { ProjectionRow } from "./projection-rows";
import type { TableSummary } from "@/lib/contract/table-summary";
import { handStepWords } from "@/lib/domain/table/pai-gow-poker/steps";
import type { PaiGowStep } from "@/lib/domain/pai-gow-poker";

/** The family events the projection also reads (each family names them the same). */
type ProjectedEvent =
  | { readonly type: "ShoeEnded"; readonly at: number }
  /** Every family's settlement holds its bank walk (a round settled again after a correction is audited with its money). */
  | { readonly type: "RoundSettled"; readonly settlement: { readonly walk: { readonly lines: readonly BankWalkLine[] } } }
  | { readonly type: "RoundCompleted"; readonly round: { readonly id: string }; readonly at: number }
  | { readonly type: "CardCorrected"; readonly index: number; readonly from: string; readonly to: string; readonly reason: string; readonly approvedBy: string }
  /** A player's decision corrected (lib/domain/table/common/decision-corrections.ts): the round replayed with it. */
  | { readonly type: "DecisionCorrected"; readonly index: number; readonly seat: number; readonly hand: number | null; readonly from: string; readonly to: string; readonly words: string; readonly reason: string; readonly approvedBy: string }
  /**
   * Fees taken outside the no-more-bets step (poker: the drop from the pot after the flop, a round's;
   * time by the half hour, no round's). A round's are reversed with it if it is voided.
   */
  | { readonly type: "FeesDropped"; readonly roundId: string | null; readonly fees: readonly FeeLine[]; readonly at: number }
  /** Pai gow poker: the floor put a seat's (or the player-dealer's) hand right; the round replayed with it. */
  | { readonly type: "HandCorrected"; readonly index: number; readonly from: PaiGowStep; readonly step: PaiGowStep; readonly reason: string; readonly approvedBy: string };

/** Every event the projection reads. */
type TableEvent = ShellEvent | ProjectedEvent;
type EventOf<T extends TableEvent["type"]> = Extract<TableEvent, { readonly type: T }>;

/**
 * A fee-drop row's id: each time betting closes on a round its fees are fixed again (the floor may
 * reopen betting in between, floor-corrections.ts), so the fees of a reopened round have ids of their own.
 */
function feeRowId(round: Pick<ShellRound, "id" | "bettingReopened">, i: number): string {
  return round.bettingReopened ? `${round.id}:r${round.bettingReopened}:fee:${i}` : `${round.id}:fee:${i}`;
}

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
/**
 * `afterEnd`: the family's corrections of a round after its end (its floor records' `afterEnd`),
 * each with what the records keep of it: the round's record as corrected and the audit entry.
 */
export function projectTable<S extends ShellState, E extends { readonly type: string }>(evolve: (state: S, event: E) => S, afterEnd: AfterEnd<S>) {
  return function project(tableId: string, before: S, events: readonly E[], _after: S, firstSeq: number, at: Date, actorId?: string): ProjectionRow[] {
    const out: ProjectionRow[] = [];
    let state = before;
    for (const [index, event] of events.entries()) {
      const corrected = afterEndRecord(afterEnd, event);
      if (corrected) out.push(...correctionRows(tableId, corrected, at));
      else out.push(...eventRows(tableId, state, event as unknown as TableEvent, firstSeq + index, at, actorId ?? null));
      const next = evolve(state, event);
      out.push(...woodpileRows(tableId, state, next, at));
      state = next;
    }
    return out;
  };
}

/** A round corrected after its end, as its family declares the correction (after-end.ts): its record as corrected, its end where it was, and the audit entry. */
function correctionRows(tableId: string, corrected: NonNullable<ReturnType<typeof afterEndRecord>>, at: Date): ProjectionRow[] {
  const a = corrected.audit;
  return [{ op: "round.complete", id: corrected.roundId, result: corrected.result, at: new Date(corrected.endedAt) }, audit(a.by, a.action, tableId, a.detail, a.reason, at)];
}

/** A fee-drop row: a fee taken, or (with `reverses`) the row that takes one back, and why. */
function feeDropRow(tableId: string, roundId: string | null, line: FeeLine, id: string, at: number, reverses?: { readonly id: string; readonly because: string }): ProjectionRow {
  const payer = payerOf(line);
  return {
    op: "fee.drop",
    id,
    tableId,
    roundId,
    payerKind: payer.kind,
    seat: payer.seat,
    collection: line.rule.collection,
    scheduleId: line.scheduleId,
    optionId: line.optionId,
    source: reverses ? reverses.because : feeSource(line),
    cents: reverses ? -line.cents : line.cents,
    reversesId: reverses?.id ?? null,
    at: new Date(at),
  };
}

/** The rows one event implies, read against the table as it was before the event (`seq`: the event's place in the log). */
function eventRows(tableId: string, state: ShellState, event: TableEvent, seq: number, at: Date, actorId: string | null): ProjectionRow[] {
  switch (event.type) {
    case "RoundOpened":
    case "RoundSettled":
    case "RoundCompleted":
    case "RoundEndedWithoutAction":
      return roundRows(tableId, state, event, at, actorId);
    case "BettingClosed":
    case "FeesDropped":
    case "RoundVoided":
    case "BettingReopened":
      return feeRows(tableId, state, event, seq, at);
    case "CardCorrected":
    case "HandCorrected":
    case "DecisionCorrected":
    case "MisdealDeclared":
    case "SettlementLineUndone":
      return correctionAuditRows(tableId, state, event, at);
    case "ShoeStarted":
    case "ShoeEnded":
      return shoeRows(tableId, state, event);
    case "TablePaused":
    case "TableResumed":
    case "TableClosed":
    case "FeeOptionChanged":
    case "TableConfigured":
      return tableRows(tableId, state, event, at);
    default:
      return [];
  }
}

/** A round's own rows: opened, settling (and, settled again after a correction of a round already paid, the audit entry with its money), completed, ended without action. */
function roundRows(tableId: string, state: ShellState, event: EventOf<"RoundOpened" | "RoundSettled" | "RoundCompleted" | "RoundEndedWithoutAction">, at: Date, actorId: string | null): ProjectionRow[] {
  const out: ProjectionRow[] = [];
  const round = state.round;
  switch (event.type) {
    case "RoundOpened":
      out.push({
        op: "round.open",
        id: event.roundId,
        tableId,
        handNumber: event.handNumber,
        shoeId: state.shoe?.id ?? null,
        playerDealerSeat: event.playerDealerSeat,
        bankCents: event.bank,
        feeScheduleId: state.settings?.fee.scheduleId ?? null,
        feeOptionId: state.settings?.fee.optionId ?? null,
        at: new Date(event.at),
      });
      break;
    case "RoundSettled":
      if (round) out.push({ op: "round.status", id: round.id, status: "settling" });
      // Corrected while its money was paid (the round went back to play): the correction's own row
      // could not say the money, which is known only now; this row says it, by whoever settled it.
      if (round?.paidBefore) {
        const difference = settlementDifference(round.paidBefore, paidByLines(event.settlement.walk.lines));
        out.push(audit(actorId, "round.settle-again", tableId, { roundId: round.id, difference: difference.words }, null, at));
      }
      break;
    case "RoundCompleted":
      out.push({ op: "round.complete", id: event.round.id, result: event.round, at: new Date(event.at) });
      break;
    case "RoundEndedWithoutAction":
      out.push({ op: "round.status", id: event.roundId, status: "no-action" });
      break;
  }
  return out;
}

/** The fees taken (betting closed, fees dropped in play) and given back (a round voided, betting reopened), with the round's status and the floor's audit entry that go with them. */
function feeRows(tableId: string, state: ShellState, event: EventOf<"BettingClosed" | "FeesDropped" | "RoundVoided" | "BettingReopened">, seq: number, at: Date): ProjectionRow[] {
  const out: ProjectionRow[] = [];
  const round = state.round;
  switch (event.type) {
    case "BettingClosed":
      if (!round) break;
      out.push({ op: "round.status", id: round.id, status: "dealing" });
      event.fees.forEach((line, i) => out.push(feeDropRow(tableId, round.id, line, feeRowId(round, i), event.at)));
      break;
    case "FeesDropped": {
      // A round's fees follow those already taken in it (so a void reverses each by its id); time has ids of its own.
      const base = round && round.id === event.roundId ? (round.fees?.length ?? 0) : 0;
      event.fees.forEach((line, i) =>
        out.push(feeDropRow(tableId, event.roundId, line, event.roundId !== null && round ? feeRowId(round, base + i) : `${tableId}:fees:${seq}:${i}`, event.at)),
      );
      break;
    }
    case "RoundVoided":
      out.push({ op: "round.void", id: event.roundId, reason: event.reason, at: new Date(event.at) });
      event.fees.forEach((line, i) => {
        const reversed = feeRowId(round ?? { id: event.roundId }, i);
        out.push(feeDropRow(tableId, event.roundId, line, `${reversed}:void`, event.at, { id: reversed, because: `void: ${event.reason}` }));
      });
      out.push(audit(event.by, "round.void", tableId, { roundId: event.roundId, feesReversed: event.fees.length }, event.reason, at));
      break;
    case "BettingReopened":
      out.push({ op: "round.status", id: event.roundId, status: "betting" });
      event.fees.forEach((line, i) => {
        const reversed = feeRowId(round ?? { id: event.roundId }, i);
        out.push(feeDropRow(tableId, event.roundId, line, `${reversed}:reopened`, event.at, { id: reversed, because: `betting reopened: ${event.reason}` }));
      });
      out.push(audit(event.by, "round.reopen-betting", tableId, { roundId: event.roundId, feesReversed: event.fees.length }, event.reason, at));
      break;
  }
  return out;
}

/** The audit entries of corrections in a round: a card, a hand, a decision, a misdeal, a settlement line undone. */
function correctionAuditRows(tableId: string, state: ShellState, event: EventOf<"CardCorrected" | "HandCorrected" | "DecisionCorrected" | "MisdealDeclared" | "SettlementLineUndone">, at: Date): ProjectionRow[] {
  const out: ProjectionRow[] = [];
  const round = state.round;
  switch (event.type) {
    case "CardCorrected":
      out.push(audit(event.approvedBy, "round.correct-card", tableId, { roundId: round?.id, index: event.index, from: event.from, to: event.to }, event.reason, at));
      break;
    case "HandCorrected": {
      const who = event.step.kind === "expose-player-dealer" ? "player-dealer" : "seat" in event.step ? event.step.seat : null;
      out.push(audit(event.approvedBy, "round.correct-hand", tableId, { roundId: round?.id, step: event.index, seat: who, from: handStepWords(event.from), to: handStepWords(event.step) }, event.reason, at));
      break;
    }
    case "DecisionCorrected":
      out.push(audit(event.approvedBy, "round.correct-decision", tableId, { roundId: round?.id, step: event.index, seat: event.seat, hand: event.hand, from: event.from, to: event.to, words: event.words }, event.reason, at));
      break;
    // The floor's corrections (lib/domain/table/common/floor-corrections.ts), each audited with its reason.
    case "MisdealDeclared":
      out.push(audit(event.by, "round.misdeal", tableId, { roundId: event.roundId, cards: event.cards }, event.reason, at));
      break;
    case "SettlementLineUndone": {
      // After a correction of a round already paid, the walk is the differences (settlement-difference.ts).
      // Or the last round's, corrected after it ended (ended-round-corrections.ts).
      const ended = (state as WithEndedRound).endedRound?.round;
      const undone = ended && ended.id === event.roundId && round?.id !== event.roundId ? ended : round;
      const differences = undone ? walkAdjustment(undone) : null;
      const step = differences?.[event.line - 1];
      const line = differences ? undefined : undone?.settlement?.walk.lines[event.line - 1];
      const detail = { roundId: event.roundId, line: event.line, ...(step ? { difference: step.words } : {}), ...(line ? { seat: line.seat, bet: line.bet, action: line.action, amount: line.amount } : {}) };
      out.push(audit(event.by, "round.undo-settlement-line", tableId, detail, event.reason, at));
      break;
    }
  }
  return out;
}

/** A shoe started (with its order when the server shuffled it) and ended. */
function shoeRows(tableId: string, state: ShellState, event: EventOf<"ShoeStarted" | "ShoeEnded">): ProjectionRow[] {
  const out: ProjectionRow[] = [];
  switch (event.type) {
    case "ShoeStarted": {
      const s = event.shoe;
      const server = s.source === "server" ? s.dealing : null;
      out.push({
        op: "shoe.start",
        id: s.id,
        tableId,
        source: s.source,
        decks: s.source === "server" ? s.dealing.spec.decks : s.decks,
        jokers: s.source === "server" ? s.dealing.spec.jokers : s.composition.spec.jokers,
        orderHash: server?.orderHash ?? null,
        orderSalt: server?.salt ?? null,
        cardOrder: server ? [...server.order] : null,
        at: new Date(event.at),
      });
      break;
    }
    case "ShoeEnded":
      if (state.shoe) out.push({ op: "shoe.end", id: state.shoe.id, at: new Date(event.at) });
      break;
  }
  return out;
}

/** The table's own rows: paused, resumed, closed, its fee option and its settings changed, each with the audit entry. */
function tableRows(tableId: string, state: ShellState, event: EventOf<"TablePaused" | "TableResumed" | "TableClosed" | "FeeOptionChanged" | "TableConfigured">, at: Date): ProjectionRow[] {
  const out: ProjectionRow[] = [];
  switch (event.type) {
    case "TablePaused":
      out.push({ op: "table.status", tableId, status: "paused" });
      out.push(audit(event.by, "table.pause", tableId, {}, event.reason, at));
      break;
    case "TableResumed":
      out.push({ op: "table.status", tableId, status: "open" });
      out.push(audit(event.by, "table.resume", tableId, {}, event.reason ?? null, at));
      break;
    case "TableClosed":
      out.push({ op: "table.status", tableId, status: "closed" });
      out.push(audit(event.by, "table.close", tableId, {}, event.reason, at));
      break;
    case "FeeOptionChanged":
      out.push({ op: "table.fee-option", tableId, scheduleId: event.scheduleId, optionId: event.optionId, ...(event.limits ? { minWagerCents: event.limits.min, maxWagerCents: event.limits.max } : {}) });
      out.push(
        audit(
          event.by,
          "table.fee-option",
          tableId,
          {
            from: state.settings ? { scheduleId: state.settings.fee.scheduleId, optionId: state.settings.fee.optionId, limits: state.settings.limits } : null,
            to: { scheduleId: event.scheduleId, optionId: event.optionId, limits: event.limits ?? state.settings?.limits ?? null },
          },
          event.reason ?? null,
          at,
        ),
      );
      break;
    case "TableConfigured":
      out.push({ op: "table.config", tableId, config: event.config });
      out.push(audit(event.by, "table.configure", tableId, { changed: event.changed, from: state.settings ? storedFormOf(state.settings) : null, to: event.config }, event.reason, at));
      break;
  }
  return out;
}


/** The server's woodpile of a Pai Gow Tiles hand, with its commitment, while it is in play. */
function woodpileOf(round: unknown): { readonly woodpile: readonly string[]; readonly commitment: { readonly id: string; readonly salt: string; readonly orderHash: string } } | null {
  const r = round as { woodpile?: readonly string[] | null; woodpileCommitment?: { id: string; salt: string; orderHash: string } | null } | null;
  return r?.woodpile && r.woodpileCommitment ? { woodpile: r.woodpile, commitment: r.woodpileCommitment } : null;
}

/**
 * Each hand's woodpile the server shuffles is a shoe of its own (lib/domain/pai-gow-tiles/
 * woodpile-commitment.ts): its row when it is shuffled, its end when the hand ends or is dealt
 * again, so its order is proven (and released) like a shoe's.
 */
function woodpileRows(tableId: string, before: ShellState, after: ShellState, at: Date): ProjectionRow[] {
  const was = woodpileOf(before.round);
  const is = woodpileOf(after.round);
  if (was?.commitment.id === is?.commitment.id) return [];
  const rows: ProjectionRow[] = [];
  if (was) rows.push({ op: "shoe.end", id: was.commitment.id, at });
  if (is) {
    rows.push({ op: "shoe.start", id: is.commitment.id, tableId, source: "server", decks: 0, jokers: 0, orderHash: is.commitment.orderHash, orderSalt: is.commitment.salt, cardOrder: [...is.woodpile], at });
  }
  return rows;
}

/** Settings in the stored form, for the audit trail's "from". */
function storedFormOf(s: TableSettingsBase) {
  return {
    name: s.name,
    gameId: s.gameId,
    seats: s.seats,
    gameOptions: { ...s.gameOptions, ...(s.bettingSeconds !== null ? { bettingSeconds: s.bettingSeconds } : {}), decks: s.decks },
    rulesVersion: s.rulesVersion,
    minWagerCents: s.limits.min,
    maxWagerCents: s.limits.max,
    feeScheduleId: s.fee.scheduleId,
    feeOptionId: s.fee.optionId,
    rotationPolicy: s.rotationPolicy,
  };
}

function audit(staffId: string | null, action: string, tableId: string, detail: unknown, reason: string | null, at: Date): ProjectionRow {
  return { op: "audit", at, staffId, action, tableId, detail: detail ?? {}, reason };
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
    // A round nobody banks (poker) has no bank.
    bank: state.round ? (state.round.playerDealerSeat === null ? null : ((state.round as { readonly bank?: number | null }).bank ?? null)) : pd ? state.bank : null,
    wagers: { count: state.round?.wagers.length ?? 0, cents: (state.round?.wagers ?? []).reduce((sum, w) => sum + ((w as { readonly amount?: number }).amount ?? 0), 0) },
    seatsTaken: state.rotation ? state.rotation.seated.filter((p) => p !== null).length : 0,
    seats: state.settings?.seats ?? state.rotation?.seats ?? 0,
  };
}

