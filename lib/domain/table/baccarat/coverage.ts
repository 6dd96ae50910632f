/**
 * Can the player-dealer's bank cover this round's wagers? Before the deal the outcome is unknown,
 * so the bank is walked (bank-walk/coverage.ts) on each way the line wagers can go: the Banker side
 * wins, the Player side wins, a tie. Line and tie wagers are paid at the most their pay table pays;
 * bonus wagers lose in each (a bonus that hits is rare, and named apart on the screens).
 */
import { coverageForecast, type CoverageForecast, type CoverageScenario, type ResolvedWager } from "../../bank-walk";
import { payout } from "../../money";
import type { AnyGameConfig } from "../../baccarat/game-config";
import type { Odds } from "../../baccarat/pay-table";
import type { LineRule } from "../../baccarat/bets/line";
import type { BaccaratRoundInProgress, BaccaratTableSettings } from "./state";
import { seatLeftOfPlayerDealer } from "../../action-button";
import { baccaratGameOf } from "./game-of";

function most(rule: LineRule): Odds {
  const odds = [rule.pays, ...rule.bankerWinExceptions.flatMap((e) => (typeof e.pays === "object" ? [e.pays] : []))];
  return odds.reduce((a, b) => (b.to / b.per > a.to / a.per ? b : a));
}

type Outcome = "banker" | "player" | "tie";

function resolve(game: AnyGameConfig, w: BaccaratRoundInProgress["wagers"][number], outcome: Outcome): ResolvedWager["resolution"] {
  const rule = game.bets.find((b) => b.id === w.bet)?.rule;
  if (rule?.kind === "line") {
    if (outcome === "tie") return rule.onOtherTies === "push" ? { outcome: "push" } : { outcome: "lose" };
    if (rule.side !== outcome) return { outcome: "lose" };
    const o = most(rule);
    return { outcome: "win", winnings: payout(w.amount, o.to, o.per) };
  }
  if (rule?.kind === "tie") return outcome === "tie" ? { outcome: "win", winnings: payout(w.amount, rule.pays.to, rule.pays.per) } : { outcome: "lose" };
  return { outcome: "lose" };
}

/** The forecast while the round's wagers are in and no card is out; null at any other time. */
export function baccaratCoverage(settings: BaccaratTableSettings, round: BaccaratRoundInProgress | null): CoverageForecast | null {
  if (!round || round.phase === "settling" || round.steps.length > 0 || round.wagers.length === 0) return null;
  const { game } = baccaratGameOf(settings);
  const outcomes: { outcome: Outcome; name: string }[] = [
    { outcome: "banker", name: `${game.hands.banker} wins` },
    { outcome: "player", name: `${game.hands.player} wins` },
    { outcome: "tie", name: "A tie" },
  ];
  const scenarios: CoverageScenario[] = outcomes.map(({ outcome, name }) => ({
    name,
    wagers: round.wagers.map((w) => ({ seat: w.seat, bet: w.bet, amount: w.amount, ...(w.backline ? { backline: true } : {}), ...(w.bettor ? { bettor: w.bettor } : {}), resolution: resolve(game, w, outcome) })),
  }));
  const known = game.settlement.startsAt.kind === "left-of-player-dealer";
  return coverageForecast({
    bank: round.bank,
    pdSeat: round.playerDealerSeat,
    seats: settings.seats,
    // With no button the action starts left of the player-dealer; otherwise a card places it after the deal.
    actionSeat: known ? seatLeftOfPlayerDealer(round.playerDealerSeat, settings.seats) : null,
    order: game.settlement.walk,
    betOrder: game.settlement.order,
    scenarios,
  });
}
