/**
 * Why a wager is refused. `code` is for programs (tests, the tablet's styling); `message` is read
 * aloud by the dealer, so it names the seat and the bet in plain words.
 */
export type WagerRefusalCode =
  /** The game has no such bet. */
  | "UnknownBet"
  /** Not a positive whole number of cents. */
  | "InvalidAmount"
  /** The seat number is not at this table. */
  | "NoSuchSeat"
  /** The player-dealer's seat: the player-dealer cannot bet against their own bank. */
  | "PlayerDealerSeat"
  /** Nobody is seated there. */
  | "SeatEmpty"
  /** Backline betting is not allowed on this bet. */
  | "BacklineNotAllowed"
  /** The same bettor already has a wager on this bet at this seat. */
  | "DuplicateWager"
  /** A seated wager names another person than the seat's other seated wagers: a spot has one seated player. */
  | "TwoSeatedPlayers"
  /** Less than the spot's minimum. */
  | "BelowMinimum"
  /** A bet that needs a line (or other) wager by the same bettor first. */
  | "NeedsQualifyingWager"
  /** More than the wager it is capped by (early tie over the base wager). */
  | "OverBaseWager"
  /** The spot's total (seated plus backline) would pass the spot's maximum. */
  | "OverSpotLimit";

export interface WagerRefusal {
  readonly code: WagerRefusalCode;
  readonly message: string;
}

export type WagerVerdict = { readonly ok: true } | { readonly ok: false; readonly refusal: WagerRefusal };
