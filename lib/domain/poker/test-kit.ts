/** Helpers for the poker tests: a table with players seated, steps applied in order. */
import type { Card } from "../cards/card";
import { dollars } from "../money";
import { pokerGame } from "./games";
import type { PokerStakes } from "./stakes";
import { applyStep, type PokerStep } from "./steps";
import { newPokerTable, type PokerTableState } from "./table-state";

export const T0 = Date.UTC(2025, 0, 10, 18, 0, 0);
export const MINUTE = 60_000;

export const STAKES = {
  /** Mortimer's option 3 (seed 003 L3687-3692). */
  mortimersHoldem: { structure: "limit", smallBet: dollars(3), bigBet: dollars(6), blinds: { small: dollars(2), big: dollars(3) } },
  /** Mortimer's Omaha rows 1-3 (seed 003 L3994-4011). */
  mortimersOmaha: { structure: "limit", smallBet: dollars(3), bigBet: dollars(6), blinds: { small: dollars(1), big: dollars(3) } },
  /** Kings option 3 (seed 004 L11-14). */
  kings: { structure: "limit", smallBet: dollars(9), bigBet: dollars(18), blinds: { small: dollars(3), big: dollars(9) } },
  /** Kings option 6, time collection (seed 004 L20-21). */
  kingsTime: { structure: "limit", smallBet: dollars(75), bigBet: dollars(150), blinds: { small: dollars(25), big: dollars(75) } },
  /** Mortimer's option 28, pot limit (seed 003 L3867-3871). */
  mortimersPotLimit: { structure: "pot-limit", blinds: { small: dollars(2), big: dollars(5) } },
} as const satisfies Record<string, PokerStakes>;

export function openTable(gameId: string, stakes: PokerStakes, options?: Readonly<Record<string, unknown>>, seats = 10): PokerTableState {
  return newPokerTable(pokerGame(gameId, options), { seats, stakes });
}

export function run(state: PokerTableState, ...steps: PokerStep[]): PokerTableState {
  return steps.reduce(applyStep, state);
}

/** Seat these players (named "p<seat>") at T0. */
export function seated(state: PokerTableState, seats: readonly number[], at = T0): PokerTableState {
  return run(state, ...seats.map((seat): PokerStep => ({ kind: "sit", seat, player: `p${seat}`, at })));
}

/** Seat the players and give `button` the high card (everyone else a two). */
export function withButton(state: PokerTableState, seats: readonly number[], button: number): PokerTableState {
  const low = ["2S", "2H", "2D", "2C", "3S", "3H", "3D", "3C", "4S", "4H"] as Card[];
  const cards = seats.map((seat, i) => ({ seat, card: seat === button ? ("AS" as Card) : low[i]! }));
  return run(seated(state, seats), { kind: "draw-for-button", cards });
}

/** An ordinary hand: deal, flop, drop, one winner. */
export function ordinaryHand(state: PokerTableState, winner: number): PokerTableState {
  return run(state, { kind: "deal" }, { kind: "flop" }, { kind: "take-drop" }, { kind: "award", pots: [{ high: [winner] }] });
}
