/**
 * Can the player-dealer's bank cover this round's wagers (issue 28 item 7)? Before the deal the
 * outcome is unknown, so the bank is walked (bank-walk/coverage.ts) on the outcome that costs it
 * most without a bonus hit: every player's two hands beat the player-dealer's and every game wager,
 * backline included, is paid even money, while the Fortune, Envy and Ace-High bonus wagers lose (a
 * bonus that hits is rare, and named apart on the screens, as at the other banked tables). The dice
 * place the action button after the deal, so the walk is counted from every seat it could land on.
 */
import { coverageForecast, type CoverageForecast } from "../../bank-walk";
import { payout } from "../../money";
import { GAME_BET } from "../../pai-gow-poker";
import { EVERY_HAND_WINS } from "../common/blackjack-coverage";
import { paiGowGameOf } from "./game-of";
import type { PaiGowRoundInProgress, PaiGowTableSettings } from "./state";

/** The forecast while the round's wagers are in and nothing is dealt or shaken; null at any other time. */
export function paiGowCoverage(settings: PaiGowTableSettings, round: PaiGowRoundInProgress | null): CoverageForecast | null {
  if (!round || round.phase === "settling" || round.steps.length > 0 || round.wagers.length === 0) return null;
  const { game } = paiGowGameOf(settings);
  return coverageForecast({
    bank: round.bank,
    pdSeat: round.playerDealerSeat,
    seats: settings.seats,
    actionSeat: null,
    order: "seat-by-seat",
    betOrder: game.betOrder,
    direction: "clockwise",
    scenarios: [
      {
        name: EVERY_HAND_WINS,
        wagers: round.wagers.map((w) => ({
          seat: w.seat,
          bet: w.bet,
          amount: w.amount,
          ...(w.backline ? { backline: true } : {}),
          ...(w.bettor ? { bettor: w.bettor } : {}),
          resolution: w.bet === GAME_BET ? { outcome: "win" as const, winnings: payout(w.amount, 1) } : { outcome: "lose" as const },
        })),
      },
    ],
  });
}
