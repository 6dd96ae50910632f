/**
 * The time collection at a table on a time option: the table's clock, what each seat owes now, and
 * the dealer collecting it seat by seat. Each half hour collected is a fee line like every drop.
 */
import type { Cents } from "../money";
import type { SeatNumber } from "../seats";
import { isTimeOption } from "./drop";
import { refuse } from "./refusal";
import { checkTime } from "./seating";
import { seatOf, type PokerTableState } from "./table-state";
import { outstandingTime, timeDues, timeLine, type TimeCollected, type TimeDue } from "./time-collection";

function rate(state: PokerTableState): Cents {
  const time = state.option.collections.find((c) => c.kind === "time");
  if (time === undefined || time.kind !== "time") refuse("time", `option ${state.option.id} takes a drop from the pot, not time`);
  return time.perPlayerPerHalfHour;
}

export function startClock(state: PokerTableState, at: number): PokerTableState {
  checkTime(state, at);
  rate(state);
  if (state.clock !== null && state.clock.stoppedAt === null) refuse("time", "the time clock is already running");
  if (state.clock !== null) refuse("time", "the time clock was stopped: open the table again for a new clock");
  return { ...state, clock: { startedAt: at, stoppedAt: null }, lastAt: at };
}

export function stopClock(state: PokerTableState, at: number): PokerTableState {
  checkTime(state, at);
  if (state.clock === null || state.clock.stoppedAt !== null) refuse("time", "the time clock is not running");
  return { ...state, clock: { ...state.clock, stoppedAt: at }, lastAt: at };
}

/** Time owed and not yet collected at `now`, in the order it fell due. */
export function timeOwed(state: PokerTableState, now: number): TimeDue[] {
  if (!isTimeOption(state.option)) return [];
  const dues = timeDues(state.game.time, rate(state), state.clock, state.stints, now);
  return outstandingTime(dues, state.timeCollected);
}

/** The dealer collects everything `seat` owes at `at` (every half hour due, this player's and any earlier player's in that seat). */
export function collectTime(state: PokerTableState, seat: SeatNumber, at: number): PokerTableState {
  checkTime(state, at);
  seatOf(state, seat);
  if (state.clock === null) refuse("time", "the time clock has not been started");
  const owed = timeOwed(state, at).filter((d) => d.seat === seat);
  if (owed.length === 0) refuse("time", `seat ${seat} owes no time now`);
  const collected: TimeCollected[] = owed.map((d) => ({ ...d, at, line: timeLine(state.option, d) }));
  return { ...state, timeCollected: [...state.timeCollected, ...collected], lastAt: at };
}
