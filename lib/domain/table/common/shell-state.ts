/**
 * The part of a table's state and round that the shared logic reads, whatever the game: every
 * family's state has these fields. Its own module so that the shell's decide and the floor's
 * corrections both read it without importing each other.
 */
import type { BankWalk } from "../../bank-walk";
import type { FeeLine } from "../../fees";
import type { Cents } from "../../money";
import type { RotationState } from "../../rotation";
import type { SeatNumber } from "../../seats";
import type { TableSettingsBase } from "./settings";
import type { PaidMoney } from "./settlement-difference";
import type { EndedRound } from "./ended-round-corrections";
import type { ShoeState } from "./shoe";

/** The part of a round the shared logic reads. */
export interface ShellRound {
  readonly id: string;
  readonly phase: "betting" | "dealing" | "settling";
  readonly bettingClosesAt: number | null;
  /** Null in a game nobody banks (poker): no player-dealer, no bank walk. */
  readonly playerDealerSeat: SeatNumber | null;
  readonly wagers: readonly { readonly id: string; readonly seat: SeatNumber; readonly backline: boolean }[];
  readonly fees: readonly FeeLine[] | null;
  readonly settlement: { readonly walk: BankWalk } | null;
  readonly settledLines: number;
  /** How many times the floor reopened betting on this round (the fees fixed again each time); absent: never. */
  readonly bettingReopened?: number;
  /** The money paid before a correction reopened the round's settlement (settlement-difference.ts); absent: none. */
  readonly paidBefore?: PaidMoney | null;
}

/** The part of a table's state the shared logic reads; each family's state has these fields. */
export interface ShellState {
  readonly settings: TableSettingsBase | null;
  readonly status: "open" | "paused" | "closed";
  readonly rotation: RotationState | null;
  /** The player-dealer's bank for the next hand (posted when accepting, topped up between hands). */
  readonly bank: Cents | null;
  readonly shoe: ShoeState | null;
  readonly round: ShellRound | null;
  readonly handNumber: number;
  readonly lastActivityAt: number | null;
  /** The last round as it ended, while the floor may still correct it (ended-round-corrections.ts); absent: none. */
  readonly endedRound?: EndedRound | null;
}

/** The shell's part of a table before it is set up: every family's empty state starts from it. */
export const EMPTY_SHELL_TABLE = {
  settings: null,
  status: "open",
  rotation: null,
  bank: null,
  shoe: null,
  round: null,
  handNumber: 0,
  lastActivityAt: null,
} as const satisfies ShellState;
