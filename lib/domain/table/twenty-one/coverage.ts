/**
 * Can the player-dealer's bank cover this round's wagers? Walked on every hand beating the
 * player-dealer at even money, Buster and Match wagers losing (common/blackjack-coverage.ts). The
 * action button comes from the hole card (Pure 21.5) or sits left of the player-dealer (Blackjack
 * X); the walk is counted from every seat it could land on.
 */
import type { CoverageForecast } from "../../bank-walk";
import { MAIN_BET } from "../../twenty-one";
import { everyHandWinsCoverage } from "../common/blackjack-coverage";
import { twentyOneGameOf } from "./game-of";
import type { TwentyOneRoundInProgress, TwentyOneTableSettings } from "./state";

export { EVERY_HAND_WINS } from "../common/blackjack-coverage";

/** The forecast while the round's wagers are in and no card is out; null at any other time. */
export function twentyOneCoverage(settings: TwentyOneTableSettings, round: TwentyOneRoundInProgress | null): CoverageForecast | null {
  return round ? everyHandWinsCoverage(settings.seats, round, twentyOneGameOf(settings).game, MAIN_BET) : null;
}
