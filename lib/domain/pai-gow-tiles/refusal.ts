/**
 * Refusals of the Pai Gow Tiles round engine: a step that does not match `nextStep` (a stale tap),
 * or one the rules forbid (a tile already out, the player-dealer setting before the players).
 * `code` is for programs; `message` is for the dealer.
 */
export type PaiGowTilesRefusalCode =
  /** The step does not match the next step (`nextStep`). */
  | "wrong-step"
  /** The round as opened is impossible (no player, a wager on the player-dealer's seat, ...). */
  | "bad-round"
  /** Three dice total 3 to 18. */
  | "bad-dice"
  /** Not a tile, a tile already out this round, or not one of this seat's tiles. */
  | "tile-refused"
  /** Not two hands of two of the seat's four tiles. */
  | "bad-split"
  /** The high hand ranks below the low hand (option `highBelowLow` "refused"). */
  | "high-below-low"
  /** The player-dealer sets last (L806). */
  | "player-dealer-last"
  /** The player-dealer's hands are set face up: the system needs them. */
  | "player-dealer-face-up"
  /** Option `playerDealerSets` "house-way": the player-dealer's hands are set the house way. */
  | "house-way-only"
  /** The seat has no hand this round, or has set already. */
  | "not-this-seat"
  /** Results-only entry: a seat's result missing, given twice, not win, push or lose, or for a seat with no hand. */
  | "bad-results"
  /** `playRound`: the script lacks something the round needs, or has something it never used. */
  | "script";

export class PaiGowTilesRefusal extends Error {
  override name = "PaiGowTilesRefusal";
  constructor(
    readonly code: PaiGowTilesRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

export function refuse(code: PaiGowTilesRefusalCode, message: string): never {
  throw new PaiGowTilesRefusal(code, message);
}
