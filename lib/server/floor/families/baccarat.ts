/**
 * The floor's view of a baccarat-family table: its replay frames (the two hands, the hole card as
 * recorded, the result), its events in words, and its rounds and game for the regulator.
 */
import { formatCents } from "@/lib/domain/money";
import { baccaratGame } from "@/lib/domain/baccarat";
import { baccaratMachine } from "@/lib/domain/table/baccarat/machine";
import type { BaccaratTableEvent } from "@/lib/domain/table/baccarat/events";
import { EMPTY_TABLE, type CompletedRound, type RoundInProgress, type TableSettings, type TableState } from "@/lib/domain/table/baccarat/state";
import { gameOf } from "@/lib/domain/table/baccarat/game-of";
import { describeCommonEvent, exportedFees, exportedSettlement, exportedWager, feeLineViews, feeOptionText, isCommonEvent } from "./shell";
import type { BaccaratReplayFrame, ExportedBaccaratRound, ExportedRound, FloorFamily, GameRecord, RoundResultFields } from "./types";

export function baccaratFrame(state: TableState): BaccaratReplayFrame | null {
  if (!state.settings) return null;
  const v = baccaratMachine.views(state).supervisor;
  return {
    family: "baccarat",
    status: v.status,
    phase: v.phase,
    handNumber: v.handNumber,
    gameName: v.gameName,
    handNames: v.handNames,
    playerDealer: v.playerDealer,
    bank: v.bank,
    player: v.player,
    banker: v.banker,
    holeCard: v.holeCard,
    wagers: v.wagers,
    fees: { lines: feeLineViews(v.fees.lines), total: v.fees.total, option: feeOptionText(state.settings) },
    settlement: v.settlement,
    result: v.result,
    actionSeat: v.actionSeat,
    next: { label: v.next.label, hint: v.next.hint },
    corrections: v.corrections,
  };
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
export function describeBaccaratEvent(event: BaccaratTableEvent, before: TableState, after: TableState = before): string {
  if (isCommonEvent(event)) return describeCommonEvent(event, before);
  switch (event.type) {
    case "WagerPlaced": {
      const w = event.wager;
      return `Wager ${w.id}: seat ${w.seat}${w.backline ? ` backline${w.bettor ? ` (${w.bettor})` : ""}` : ""} ${w.bet} ${formatCents(w.amount)}`;
    }
    case "CardDealt": {
      const n = (before.round?.cards.dealt.length ?? 0) + 1;
      const hand = handNameOf(after, after.round?.cards.dealt[n - 1]?.hand);
      return `Card ${n}${hand ? ` to ${hand}` : ""}: ${event.faceDown ? `face down${event.card !== "face-down" ? ` (${event.card})` : ""}` : event.card}${event.source === "server" ? " (server shoe)" : event.source === "reader" ? " (card reader)" : ""}`;
    }
    case "HoleCardChecked":
      return `Hole card checked${event.card ? `: ${event.card}` : ""}`;
    case "HoleCardExposed":
      return `Hole card exposed${event.card ? `: ${event.card}` : ""}`;
    case "ChoiceMade":
      return `Wager ${event.wagerId} chose to ${event.choice}`;
    case "ChoicesClosed":
      return `Hit-or-stand closed: the Player hand ${event.playerHits ? "hits" : "stands"}`;
    case "RoundCompleted": {
      const r = event.round;
      return `Hand ${r.handNumber} complete: ${r.winner === "tie" ? "tie" : `${r.winner} wins`} ${r.playerTotal}–${r.bankerTotal}; bank ${formatCents(r.bankBefore)} → ${formatCents(r.bankAfter)}`;
    }
  }
}

export function baccaratGameRecord(settings: TableSettings): GameRecord {
  const game = baccaratGame(settings.gameId, settings.gameOptions);
  const values = game.options as Record<string, unknown>;
  return {
    id: game.id,
    family: "baccarat",
    name: game.name,
    rulesVersion: settings.rulesVersion,
    filings: game.filings,
    configured: settings.gameOptions,
    options: Object.entries(game.optionNotes as Record<string, { values: readonly unknown[]; source: string; why: string }>).map(([name, note]) => ({
      name,
      value: values[name],
      values: note.values,
      source: note.source,
      why: note.why,
    })),
    seats: settings.seats,
    decks: settings.decks,
    limits: { minCents: settings.limits.min, maxCents: settings.limits.max },
    rotationPolicy: settings.rotationPolicy,
  };
}

export function exportedBaccaratRound(round: RoundInProgress, settings: TableSettings, openedAt: Date): ExportedBaccaratRound {
  const fees = exportedFees(round.fees);
  return {
    family: "baccarat",
    roundId: round.id,
    handNumber: round.handNumber,
    status: "in-progress",
    openedAt: openedAt.toISOString(),
    endedAt: null,
    playerDealerSeat: round.playerDealerSeat,
    bankHand: round.bankHand,
    bankCents: round.bank,
    feeOption: feeOptionText(settings),
    cards: {
      player: round.cards.dealt.filter((d) => d.hand === "player").map((d) => d.card),
      banker: round.cards.dealt.filter((d) => d.hand === "banker").map((d) => d.card),
      dealOrder: round.cards.dealt.map((d) => ({ hand: d.hand, card: d.card })),
    },
    wagers: round.wagers.map(exportedWager),
    fees,
    feeTotalCents: fees.reduce((sum, f) => sum + f.cents, 0),
    settlement: exportedSettlement(round.settlement),
    result: null,
    corrections: round.corrections,
    voidReason: null,
    voidedBy: null,
  };
}

function withBaccaratResult(r: ExportedRound, completed: CompletedRound, at: Date): ExportedRound {
  if (r.family !== "baccarat") return r;
  return { ...r, status: "complete", endedAt: at.toISOString(), result: { winner: completed.winner, playerTotal: completed.playerTotal, bankerTotal: completed.bankerTotal, markers: completed.markers } };
}

function baccaratResultFields(result: unknown): RoundResultFields {
  const r = (result ?? null) as Partial<CompletedRound> | null;
  return {
    family: "baccarat",
    winner: r?.winner ?? null,
    playerTotal: r?.playerTotal ?? null,
    bankerTotal: r?.bankerTotal ?? null,
    player: r?.player ?? [],
    banker: r?.banker ?? [],
  };
}

export const baccaratFloor: FloorFamily<TableState, BaccaratTableEvent> = {
  family: "baccarat",
  empty: EMPTY_TABLE,
  evolve: baccaratMachine.evolve,
  frame: baccaratFrame,
  describe: describeBaccaratEvent,
  gameRecord: baccaratGameRecord,
  exportRound: exportedBaccaratRound,
  withResult: (exported, event, at) => (event.type === "RoundCompleted" ? withBaccaratResult(exported, event.round, at) : exported),
  resultFields: baccaratResultFields,
};
