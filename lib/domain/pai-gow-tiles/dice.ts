/**
 * The dice, the action button and the deal (seed 004 L804, L810). "The player-dealer's position is
 * always one, nine, and seventeen. Other seats, in clockwise rotation around the table,
 * respectively represent the other numbers": the total names the seat that receives the first
 * stack, and the tiles go round counterclockwise from it. The action button goes there too, except
 * that on the player-dealer "the player to the right of the house dealer shall receive the action
 * button" (the action-button module's `paiGowTiles` rule, decision A12).
 */
import { actionSeatFromDiceOnTable, type ActionSeat } from "../action-button";
import { clockwiseFrom, type SeatNumber } from "../seats";
import type { PaiGowTilesGame } from "./game-config";

export interface DiceTable {
  readonly seats: number;
  readonly pdSeat: SeatNumber;
  /** Seats with at least one wager (for a rule that moves the button off a seat without one). */
  readonly active: Iterable<SeatNumber>;
}

/** Where the dice put the action button, and the seat they landed on (which takes the first stack). */
export function actionButtonFromDice(game: PaiGowTilesGame, total: number, table: DiceTable): ActionSeat {
  return actionSeatFromDiceOnTable(total, game.actionButton, table, game.smallerTables);
}

export interface StackTo {
  /** 1 = the first stack dealt. */
  readonly stack: number;
  readonly seat: SeatNumber;
  /** A position nobody plays: its stack is set aside unseen. */
  readonly inPlay: boolean;
}

/**
 * The stacks in dealing order, counterclockwise from the seat the dice landed on. With
 * `vacantPositions` "dealt-and-set-aside" every position takes a stack; with "skipped" only the
 * seats in play do.
 */
export function stackOrder(game: PaiGowTilesGame, table: { readonly seats: number }, landedOn: SeatNumber, inPlay: ReadonlySet<SeatNumber>): StackTo[] {
  const round = Array.from({ length: table.seats }, (_, k) => clockwiseFrom(landedOn, -k, table.seats));
  const dealt = game.vacantPositions === "skipped" ? round.filter((s) => inPlay.has(s)) : round;
  return dealt.map((seat, i) => ({ stack: i + 1, seat, inPlay: inPlay.has(seat) }));
}
