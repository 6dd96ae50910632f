/**
 * evolve for a poker table: one committed event applied to the state, no checks. The engine's
 * table advances one recorded step at a time; the hand is the shell's round.
 */
import { stepOnce } from "../common/step-once";
import { applyStep, newPokerTable, type PokerStep, type PokerTableState } from "../../poker";
import { evolveShell } from "../common/evolve";
import type { RoundOpened } from "../common/events";
import type { PokerTableEvent } from "./events";
import { pokerGameOf, tableConfigOf } from "./game-of";
import type { PokerTableSettings } from "./settings";
import type { PokerLiveState, PokerRound } from "./state";

function newRound(event: RoundOpened): PokerRound {
  return {
    id: event.roundId,
    handNumber: event.handNumber,
    phase: "dealing",
    openedAt: event.at,
    bettingClosesAt: null,
    playerDealerSeat: null,
    bankHand: 0,
    bank: 0,
    wagers: [],
    fees: [],
    settlement: null,
    settledLines: 0,
    steps: [],
    board: [],
    dealt: null,
  };
}

/** Steps that belong to the hand in play (seating and the clock do not). */
const HAND_STEPS: ReadonlySet<PokerStep["kind"]> = new Set(["deal", "flop", "take-drop", "award", "misdeal"]);

function stepTime(step: PokerStep): number | null {
  return "at" in step ? step.at : null;
}

const later = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.max(a, b));

/**
 * The engine's table under new settings (a configuration changed between hands): the seats, the
 * button and blinds, the kill button, the clock and the time collected carry over; a new game
 * starts its kill pots neutral.
 */
function reconfigured(table: PokerTableState | null, settings: PokerTableSettings): PokerTableState {
  const fresh = newPokerTable(pokerGameOf(settings), tableConfigOf(settings));
  if (table === null) return fresh;
  const sameGame = table.game.id === fresh.game.id;
  return {
    ...fresh,
    seats: table.seats.length === fresh.seats.length ? table.seats : fresh.seats,
    buttonDraw: table.buttonDraw,
    lastPositions: table.seats.length === fresh.seats.length ? table.lastPositions : null,
    kill: sameGame ? table.kill : fresh.kill,
    handsPlayed: table.handsPlayed,
    hand: table.hand,
    clock: table.clock,
    stints: table.stints,
    timeCollected: table.timeCollected,
    lastAt: table.lastAt,
  };
}

/** A hand voided by the floor: as a misdeal, whatever was recorded (the drop comes back as reversing rows). */
function voided(table: PokerTableState): PokerTableState {
  const hand = table.hand;
  if (hand === null || hand.status !== "in-play") return table;
  return { ...table, hand: { ...hand, status: "misdeal" }, kill: hand.killBefore };
}

export function evolvePoker(state: PokerLiveState, event: PokerTableEvent): PokerLiveState {
  const round = state.round;
  switch (event.type) {
    case "TableOpened":
      return { ...state, settings: event.settings, table: reconfigured(null, event.settings), lastActivityAt: event.at, clockNow: event.at };

    case "PokerStep": {
      if (!state.table) return state;
      const step = event.step;
      const table = stepOnce(applyStep, state.table, step);
      const at = stepTime(step);
      const steps = round && HAND_STEPS.has(step.kind) ? [...round.steps, step] : (round?.steps ?? []);
      return {
        ...state,
        table,
        round: round ? { ...round, steps, dealt: table.hand?.status === "in-play" ? table.hand : round.dealt } : null,
        clockNow: later(state.clockNow, at),
        lastActivityAt: later(state.lastActivityAt, at),
        // Only the award just recorded may be corrected; any other step closes it.
        correctable: step.kind === "award" && round ? { before: state.table, roundId: round.id, endedAt: state.lastActivityAt ?? 0 } : null,
      };
    }

    case "FeesDropped":
      if (round && event.roundId === round.id) return { ...state, round: { ...round, fees: [...round.fees, ...event.fees] }, clockNow: later(state.clockNow, event.at) };
      return { ...state, clockNow: later(state.clockNow, event.at) };

    case "TimeFellDue":
      return { ...state, clockNow: later(state.clockNow, event.at), lastActivityAt: later(state.lastActivityAt, event.at) };

    case "BoardShown":
      return round ? { ...state, round: { ...round, board: event.cards } } : state;

    case "StepUndone": {
      const hand = state.table?.hand;
      if (!round || !state.table || !hand) return state;
      return { ...state, table: { ...state.table, hand: { ...hand, flop: null } }, round: { ...round, steps: round.steps.slice(0, -1), board: [] } };
    }

    case "RoundCompleted":
      return {
        ...state,
        round: null,
        lastHand: event.round,
        lastActivityAt: event.at,
        clockNow: later(state.clockNow, event.at),
        correctable: state.correctable ? { ...state.correctable, endedAt: event.at } : null,
      };

    case "RoundCorrected":
      return state.correctable ? { ...state, table: stepOnce(applyStep, state.correctable.before, event.step), lastHand: event.round } : state;

    case "RoundVoided": {
      const after = evolveShell(state, event, newRound);
      return { ...after, table: after.table ? voided(after.table) : null, correctable: null };
    }

    case "TableConfigured": {
      const after = evolveShell(state, event, newRound);
      return { ...after, table: after.settings ? reconfigured(after.table, after.settings as PokerTableSettings) : after.table, correctable: null };
    }

    default:
      return evolveShell(state, event, newRound);
  }
}
