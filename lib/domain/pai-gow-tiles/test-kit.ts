/** Rounds shared by the tests of this folder. */
import { paiGowTilesGame } from "./games";
import type { RoundScript } from "./play-round";

export const GAME = paiGowTilesGame("pai-gow-tiles");

/**
 * Eight seats, the player-dealer at seat 1 with $100. Dice 11: the first stack to seat 3, which
 * takes the action button. The player-dealer sets 9 (Teen high) / 8 (Day high).
 * - seat 3 ($20): Wong / 9 Day high: wins both.
 * - seat 5 ($30): 4 / 2: loses both.
 * - seat 6 ($10, and Ann's $10 backline): the house way, 9 Mooy high / 9 Chong high: a push.
 */
export const SAMPLE: RoundScript = {
  seats: 8,
  pdSeat: 1,
  bank: 10_000,
  wagers: [
    { seat: 3, bet: "main", amount: 2000 },
    { seat: 5, bet: "main", amount: 3000 },
    { seat: 6, bet: "main", amount: 1000 },
    { seat: 6, bet: "main", amount: 1000, backline: true, bettor: "Ann" },
  ],
  dice: 11,
  hands: {
    1: { tiles: ["6-6a", "1-6a", "1-1a", "1-5a"], set: { high: ["6-6a", "1-6a"], low: ["1-1a", "1-5a"] } },
    3: { tiles: ["6-6b", "3-6", "1-1b", "1-6b"], set: { high: ["6-6b", "3-6"], low: ["1-1b", "1-6b"] } },
    5: { tiles: ["4-4a", "1-3a", "5-5a", "2-2a"], set: { high: ["5-5a", "2-2a"], low: ["4-4a", "1-3a"] } },
    6: { tiles: ["4-5", "5-5b", "2-4", "3-3a"], set: "house-way" },
  },
};
