/**
 * Can the player-dealer's bank cover this hand's wagers (issue 28 item 7)? Before the dice the
 * outcome is unknown, so the bank is walked (bank-walk/coverage.ts) on the outcome that costs it
 * most: every player's two hands beat the player-dealer's and every wager, backline included, is
 * paid at the game's odds (even money, L814). The dice place the action button only after betting,
 * so the walk is counted from every seat it could land on.
 */
import { coverageForecast, type CoverageForecast } from "../../bank-walk";
import { payout } from "../../money";
import { EVERY_HAND_WINS } from "../common/blackjack-coverage";
import { paiGowTilesGameOf } from "./game-of";
import type { PaiGowTilesRoundInProgress, PaiGowTilesTableSettings } from "./state";

/** The forecast while the hand's wagers are in and the dice not yet thrown; null at any other time. */
export function paiGowTilesCoverage(settings: PaiGowTilesTableSettings, round: PaiGowTilesRoundInProgress | null): CoverageForecast | null {
  if (!round || round.phase === "settling" || round.steps.length > 0 || round.wagers.length === 0) return null;
  const { game } = paiGowTilesGameOf(settings);
  return coverageForecast({
    bank: round.bank,
    pdSeat: round.playerDealerSeat,
    seats: settings.seats,
    actionSeat: null,
    order: "seat-by-seat",
    betOrder: game.betOrder,
    direction: game.settlementDirection,
    scenarios: [
      {
        name: EVERY_HAND_WINS,
        wagers: round.wagers.map((w) => ({
          seat: w.seat,
          bet: w.bet,
          amount: w.amount,
          ...(w.backline ? { backline: true } : {}),
          ...(w.bettor ? { bettor: w.bettor } : {}),
          resolution: { outcome: "win" as const, winnings: payout(w.amount, game.pays.to, game.pays.per) },
        })),
      },
    ],
  });
}
