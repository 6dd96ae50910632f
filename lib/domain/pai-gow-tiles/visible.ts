/**
 * What the table may show everyone (the wall display): the dice and the action button, which
 * seats have their tiles and have set, the player-dealer's hands once set (they are turned over
 * as set, L806), and each player's hands and result only once turned over. Tiles still face down
 * never appear, even when the system knows them (a server-dealt round, a house-way setting).
 */
import type { SeatNumber } from "../seats";
import { compareSettings, type WagerOutcome } from "./comparison";
import { describeHand, handOf } from "./hand";
import { actionButtonOf } from "./next-step";
import { enteredResult } from "./results-entry";
import { playerDealerSeat, type RoundState, type Split } from "./round-state";
import type { TileId } from "./tiles";

export interface VisibleHands {
  readonly high: readonly TileId[];
  readonly low: readonly TileId[];
  /** "Wong (Teen and a 9)", "7, Gor high". */
  readonly highText: string;
  readonly lowText: string;
}

export interface VisibleSeat {
  readonly seat: SeatNumber;
  readonly role: "player" | "player-dealer";
  readonly dealt: boolean;
  readonly set: boolean;
  /** Set by the house dealer the house way. */
  readonly byHouseWay: boolean;
  /** The two hands, once turned over; null while face down. */
  readonly hands: VisibleHands | null;
  /** A player's result, once both its hands and the player-dealer's are turned over. */
  readonly result: WagerOutcome | null;
}

export interface VisibleRound {
  readonly dice: number | null;
  /** The seat the dice landed on (it took the first stack), and the action button's seat. */
  readonly landedOn: SeatNumber | null;
  readonly actionSeat: SeatNumber | null;
  readonly seats: readonly VisibleSeat[];
}

function visibleHands(split: Split): VisibleHands {
  return { high: split.high, low: split.low, highText: describeHand(handOf(split.high)), lowText: describeHand(handOf(split.low)) };
}

export function visibleRound(state: RoundState): VisibleRound {
  const button = actionButtonOf(state);
  const pd = playerDealerSeat(state);
  const pdShown = pd.exposed && pd.split !== null ? pd.split : null;
  return {
    dice: state.dice,
    landedOn: button?.landedOn ?? null,
    actionSeat: button?.seat ?? null,
    seats: state.seats.map((s): VisibleSeat => {
      const shown = s.exposed && s.split !== null ? s.split : null;
      const compared = s.role === "player" && shown !== null && pdShown !== null ? compareSettings({ high: handOf(shown.high), low: handOf(shown.low) }, { high: handOf(pdShown.high), low: handOf(pdShown.low) }).outcome : null;
      // Entered by results: the result as the dealer entered it (no hand is ever turned over on record).
      const result = compared ?? (s.role === "player" ? (enteredResult(state, s.seat)?.result ?? null) : null);
      return { seat: s.seat, role: s.role, dealt: s.stack !== null, set: s.setBy !== null, byHouseWay: s.setBy === "house-way", hands: shown ? visibleHands(shown) : null, result };
    }),
  };
}
