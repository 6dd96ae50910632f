/**
 * Can the player-dealer's bank cover this round's wagers? Before the deal the outcome is unknown,
 * so the bank is walked (bank-walk/coverage.ts) on the outcome that costs it most without a double,
 * a split or a natural: every hand beats the player-dealer at even money. Buster and Match wagers
 * lose in it (a bonus hit is named apart on the screens). The action button comes from the hole
 * card (Pure 21.5) or sits left of the player-dealer (Blackjack X); the walk is counted from every
 * seat it could land on.
 */
import { coverageForecast, type CoverageForecast } from "../../bank-walk";
import { MAIN_BET } from "../../twenty-one";
import { twentyOneGameOf } from "./game-of";
import type { TwentyOneRoundInProgress, TwentyOneTableSettings } from "./state";

export const EVERY_HAND_WINS = "Every hand beats the player-dealer";

/** The forecast while the round's wagers are in and no card is out; null at any other time. */
export function twentyOneCoverage(settings: TwentyOneTableSettings, round: TwentyOneRoundInProgress | null): CoverageForecast | null {
  if (!round || round.phase === "settling" || round.steps.length > 0 || round.wagers.length === 0) return null;
  const { game } = twentyOneGameOf(settings);
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
          resolution: w.bet === MAIN_BET ? { outcome: "win" as const, winnings: w.amount } : { outcome: "lose" as const },
        })),
      },
    ],
  });
}
