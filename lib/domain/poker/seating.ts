/**
 * Players taking, leaving and stepping away from seats. Each change carries its time so the time
 * collection knows who was in which seat when. A player who quits takes the kill button with them
 * (neutral, seed 003 L2870); one who sits out keeps a leg up (L2872-2873).
 */
import type { SeatNumber } from "../seats";
import { killAfterLeaving } from "./kill";
import { refuse } from "./refusal";
import { seatOf, type PokerTableState, type SeatStatus, type TableSeat } from "./table-state";

export function checkTime(state: PokerTableState, at: number): void {
  if (!Number.isSafeInteger(at) || at < 0) refuse("time", "a step's time is a whole number of milliseconds");
  if (state.lastAt !== null && at < state.lastAt) refuse("time", "this step is dated before the table's last one");
}

function withSeat(state: PokerTableState, seat: SeatNumber, status: SeatStatus, player: string | null, at: number): PokerTableState {
  const seats = state.seats.map((s): TableSeat => (s.seat === seat ? { seat, status, player } : s));
  return { ...state, seats, lastAt: at };
}

function openStint(state: PokerTableState, seat: SeatNumber): number {
  for (let i = state.stints.length - 1; i >= 0; i--) {
    const s = state.stints[i]!;
    if (s.seat === seat && s.to === null) return i;
  }
  return -1;
}

export function sit(state: PokerTableState, seat: SeatNumber, player: string | null, at: number): PokerTableState {
  checkTime(state, at);
  const s = seatOf(state, seat);
  if (s.status !== "empty") refuse("seat", `seat ${seat} is taken`);
  if (player !== null && state.seats.some((o) => o.player === player && o.status !== "empty")) refuse("seat", `${player} already has a seat`);
  const next = withSeat(state, seat, "seated", player, at);
  return { ...next, stints: [...state.stints, { seat, player, from: at, to: null, away: [] }] };
}

export function sitOut(state: PokerTableState, seat: SeatNumber, at: number): PokerTableState {
  checkTime(state, at);
  const s = seatOf(state, seat);
  if (s.status !== "seated") refuse("seat", s.status === "empty" ? `seat ${seat} is empty` : `seat ${seat} is already sitting out`);
  const i = openStint(state, seat);
  const stints = state.stints.map((st, j) => (j === i ? { ...st, away: [...st.away, { from: at, to: null }] } : st));
  return { ...withSeat(state, seat, "sitting-out", s.player, at), stints };
}

export function comeBack(state: PokerTableState, seat: SeatNumber, at: number): PokerTableState {
  checkTime(state, at);
  const s = seatOf(state, seat);
  if (s.status !== "sitting-out") refuse("seat", `seat ${seat} is not sitting out`);
  const i = openStint(state, seat);
  const stints = state.stints.map((st, j) => (j === i ? { ...st, away: st.away.map((a) => (a.to === null ? { ...a, to: at } : a)) } : st));
  return { ...withSeat(state, seat, "seated", s.player, at), stints };
}

export function leave(state: PokerTableState, seat: SeatNumber, at: number): PokerTableState {
  checkTime(state, at);
  const s = seatOf(state, seat);
  if (s.status === "empty") refuse("seat", `seat ${seat} is already empty`);
  const i = openStint(state, seat);
  const stints = state.stints.map((st, j) => (j === i ? { ...st, to: at, away: st.away.map((a) => (a.to === null ? { ...a, to: at } : a)) } : st));
  return { ...withSeat(state, seat, "empty", null, at), stints, kill: killAfterLeaving(state.kill, seat) };
}
