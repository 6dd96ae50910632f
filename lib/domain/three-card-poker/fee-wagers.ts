/**
 * The wagers as the fee engine prices them. Both schedules charge the player-dealer per hand on the
 * total table action placed before the deal: "the Ante, Pair Plus, the Tie Bet and the 6 Card Bonus"
 * (seed 003 L1798-1800; the Tie Bet is a copy error) and "all game wagers placed by players prior to
 * cards being dealt" (seed 004 L1897: the Ante alone by default, the bonus bets by Kings' option
 * `tableAction`; docs/rules-decisions/three-card-poker.md, fees.md C7). The Play wager is made after
 * the deal and is never passed here. Fees are collected "after all bets have been
 * placed and before cards have been dealt" (seed 004 L1897): before `newRound`'s deal, by the table
 * shell, and never part of the bank walk.
 */
import type { FeeRound, FeeWager } from "../fees";
import type { SeatNumber } from "../seats";
import { ANTE } from "./bet-ids";
import type { ThreeCardPokerGame } from "./game-config";
import type { ThreeCardPokerWager } from "./round-state";

export function threeCardPokerFeeWagers(wagers: readonly ThreeCardPokerWager[]): FeeWager[] {
  return wagers.map((w) => ({
    seat: w.seat,
    bet: w.bet,
    kind: w.bet === ANTE ? "game" : "bonus",
    amount: w.amount,
    ...(w.backline ? { backline: true } : {}),
    ...(w.bettor !== undefined ? { bettor: w.bettor } : {}),
  }));
}

/**
 * The round as `computeFees` takes it: the wagers the game counts as table action. The schedules
 * count every wager they are given, so a game counting game wagers only passes the Ante alone.
 */
export function threeCardPokerFeeRound(game: Pick<ThreeCardPokerGame, "feeTableAction">, playerDealerSeat: SeatNumber, wagers: readonly ThreeCardPokerWager[]): FeeRound {
  const counted = game.feeTableAction === "game-wagers" ? wagers.filter((w) => w.bet === ANTE) : wagers;
  return { kind: "hand", playerDealerSeat, wagers: threeCardPokerFeeWagers(counted) };
}
