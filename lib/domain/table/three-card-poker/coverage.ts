/**
 * Can the player-dealer's bank cover this round's wagers (issue 28 item 7)? Before the deal the
 * outcome is unknown, so the bank is walked (bank-walk/coverage.ts) on the outcome that costs it
 * most without a bonus hit: the player-dealer qualifies and every hand beats it, so every bettor
 * makes the Play (equal to its Ante; Kings: seed 004 L337) and the Ante and the Play are both paid
 * even money (Kings: L347-349; Mortimer's the same, the game's `sources.qualified`), while Pair Plus and
 * 6 Card Bonus lose (a bonus that hits is rare, and named apart on the screens, as at the other
 * banked tables). The walk starts left of the player-dealer, known before the deal (there is no
 * action button, seed 004 L353).
 */
import { coverageForecast, settlementSeats, type CoverageForecast, type ResolvedWager } from "../../bank-walk";
import { ANTE, PLAY, leftOfPlayerDealer } from "../../three-card-poker";
import { EVERY_HAND_WINS } from "../common/blackjack-coverage";
import { threeCardPokerGameOf } from "./game-of";
import type { ThreeCardPokerRoundInProgress, ThreeCardPokerTableSettings } from "./state";

/** The forecast while the round's wagers are in and no stack is out; null at any other time. */
export function threeCardPokerCoverage(settings: ThreeCardPokerTableSettings, round: ThreeCardPokerRoundInProgress | null): CoverageForecast | null {
  if (!round || round.phase === "settling" || round.steps.length > 0 || round.wagers.length === 0) return null;
  const { game } = threeCardPokerGameOf(settings);
  const wagers: ResolvedWager[] = round.wagers.flatMap((w): ResolvedWager[] => {
    const who = { seat: w.seat, ...(w.backline ? { backline: true } : {}), ...(w.bettor ? { bettor: w.bettor } : {}) };
    if (w.bet !== ANTE) return [{ ...who, bet: w.bet, amount: w.amount, resolution: { outcome: "lose" as const } }];
    const win = { outcome: "win" as const, winnings: w.amount };
    return [
      { ...who, bet: ANTE, amount: w.amount, resolution: win },
      { ...who, bet: PLAY, amount: w.amount, resolution: win },
    ];
  });
  const table = { pdSeat: round.playerDealerSeat, seats: settings.seats };
  // Named from the first seat with a wager, as the settlement's "starts at" is (an empty seat settles nothing).
  const start = settlementSeats({ ...table, actionSeat: leftOfPlayerDealer(table) }).find((seat) => round.wagers.some((w) => w.seat === seat)) ?? leftOfPlayerDealer(table);
  return coverageForecast({
    bank: round.bank,
    pdSeat: round.playerDealerSeat,
    seats: settings.seats,
    actionSeat: start,
    order: "seat-by-seat",
    betOrder: game.betOrder,
    direction: "clockwise",
    scenarios: [{ name: EVERY_HAND_WINS, wagers }],
  });
}
