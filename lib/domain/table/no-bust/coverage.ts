/**
 * Can the player-dealer's bank cover this round's wagers? Walked on every hand beating the
 * player-dealer at even money, Buster bonus wagers losing (common/blackjack-coverage.ts).
 */
import type { CoverageForecast } from "../../bank-walk";
import { MAIN_BET } from "../../blackjack/bet-ids";
import { everyHandWinsCoverage } from "../common/blackjack-coverage";
import type { NoBustRoundInProgress, NoBustTableSettings } from "./state";
import { noBustGameOf } from "./game-of";

export { EVERY_HAND_WINS } from "../common/blackjack-coverage";

/** The forecast while the round's wagers are in and no card is out; null at any other time. */
export function noBustCoverage(settings: NoBustTableSettings, round: NoBustRoundInProgress | null): CoverageForecast | null {
  return round ? everyHandWinsCoverage(settings.seats, round, noBustGameOf(settings).game, MAIN_BET) : null;
}
