/**
 * Can the player-dealer's bank cover a blackjack-style round's wagers (No Bust, twenty-one)? Before
 * the deal the outcome is unknown, so the bank is walked (bank-walk/coverage.ts) on the outcome
 * that costs it most without a double, a split or a natural: every hand beats the player-dealer at
 * even money, and every bonus wager loses (a bonus hit is named apart on the screens). The action
 * button is known only after the deal, so the walk is counted from every seat it could land on.
 */
import { coverageForecast, type CoverageForecast } from "../../bank-walk";
import type { SettlementDirection } from "../../bank-walk/settlement-order";
import type { WagerEntry } from "./round-steps";

export const EVERY_HAND_WINS = "Every hand beats the player-dealer";

/** The forecast while the round's wagers are in and no card is out; null at any other time. `mainBet` is the game wager. */
export function everyHandWinsCoverage(
  seats: number,
  round: { readonly phase: string; readonly steps: readonly unknown[]; readonly wagers: readonly WagerEntry[]; readonly bank: number; readonly playerDealerSeat: WagerEntry["seat"] } | null,
  game: { readonly betOrder: readonly string[]; readonly settlementDirection: SettlementDirection },
  mainBet: string,
): CoverageForecast | null {
  if (!round || round.phase === "settling" || round.steps.length > 0 || round.wagers.length === 0) return null;
  return coverageForecast({
    bank: round.bank,
    pdSeat: round.playerDealerSeat,
    seats,
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
          resolution: w.bet === mainBet ? { outcome: "win" as const, winnings: w.amount } : { outcome: "lose" as const },
        })),
      },
    ],
  });
}
