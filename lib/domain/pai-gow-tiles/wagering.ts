/**
 * The game's bets for the wagers module and its wagers for the fee engine. One wager per betting
 * area (L798), backline betting "permitted for all wagers" (L798). Fees (options 1-4, seed 004
 * L1974-2001) are a fee per betting circle from each player and per hand from the player-dealer,
 * "collected prior to tiles being dealt" (L1976, L1984): the wagers placed are all `computeFees` needs.
 */
import type { FeeRound, FeeWager } from "../fees";
import type { SeatNumber } from "../seats";
import { wageringRules, type SpotLimits, type WageringRules } from "../wagers/bet-rules";
import { MAIN_BET } from "./game-config";
import type { PaiGowTilesWager } from "./round-state";

export function paiGowTilesWageringRules(tableLimits: SpotLimits): WageringRules {
  return wageringRules({ tableLimits, bets: [{ id: MAIN_BET, label: "Pai Gow", backlineAllowed: true }] });
}

/** The wagers as the fee engine takes them: every one a game wager on its circle. */
export function paiGowTilesFeeWagers(wagers: readonly PaiGowTilesWager[]): FeeWager[] {
  return wagers.map((w) => ({
    seat: w.seat,
    bet: w.bet,
    kind: "game",
    amount: w.amount,
    ...(w.backline ? { backline: true } : {}),
    ...(w.bettor !== undefined ? { bettor: w.bettor } : {}),
  }));
}

/** The round as `computeFees` prices it, before the tiles are dealt. */
export function paiGowTilesFeeRound(playerDealerSeat: SeatNumber, wagers: readonly PaiGowTilesWager[]): FeeRound {
  return { kind: "hand", playerDealerSeat, wagers: paiGowTilesFeeWagers(wagers) };
}
