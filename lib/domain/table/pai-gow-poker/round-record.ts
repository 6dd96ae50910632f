/**
 * What a settled pai gow round leaves for the wall, the history and the regulator: what the table
 * showed, every hand as recorded, each seat's results and the Envy payouts.
 */
import { enteredByResults, envySeatOf, paiGowDisplay, paiGowPush, roundSummary, type PaiGowSettlement, type RoundState, type RoundSummary } from "../../pai-gow-poker";
import type { CompletedPaiGowRound, EnvyWin, PaiGowRoundInProgress, SeatResult } from "./state";

type Outcome = "win" | "lose" | "push";

/** Each seat's seated results: the game wager, the Fortune Bonus with its hand, the Ace-High Bonus. */
export function seatResults(play: RoundState, settlement: PaiGowSettlement, summary: RoundSummary = roundSummary(play)): SeatResult[] {
  const seated = (seat: number, bet: string): Outcome | null => settlement.wagers.find((w) => w.seat === seat && w.bet === bet && !w.backline)?.resolution.outcome ?? null;
  return play.hands.map((h) => {
    const fortune = seated(h.seat, "fortune");
    const hand = summary.seats.find((s) => s.seat === h.seat)?.bonusHand ?? null;
    return {
      seat: h.seat,
      game: seated(h.seat, "game"),
      fortune: fortune === null ? null : { outcome: fortune, hand: fortune === "lose" ? null : hand },
      aceHigh: seated(h.seat, "ace-high"),
    };
  });
}

/** Every Envy payout of the round, in the order of the walk's wagers. */
export function envyWins(settlement: PaiGowSettlement, summary: RoundSummary): EnvyWin[] {
  return settlement.wagers.flatMap((w) => {
    const forSeat = envySeatOf(w.bet);
    const r = w.resolution;
    if (forSeat === null || r.outcome !== "win") return [];
    const hand = summary.seats.find((s) => s.seat === forSeat)?.bonusHand ?? "";
    return [{ seat: w.seat, backline: w.backline === true, forSeat, hand, amount: r.winnings }];
  });
}

export function completedPaiGowRound(round: PaiGowRoundInProgress, play: RoundState, settlement: PaiGowSettlement, voided: boolean): CompletedPaiGowRound {
  const summary = roundSummary(play);
  return {
    id: round.id,
    handNumber: round.handNumber,
    playerDealerSeat: round.playerDealerSeat,
    shown: paiGowDisplay(play),
    summary,
    results: seatResults(play, settlement, summary),
    envy: envyWins(settlement, summary),
    paiGowPush: paiGowPush(play),
    bankBefore: round.bank,
    bankAfter: settlement.walk.bankAfter,
    actionSeat: settlement.actionButton.seat,
    voided,
    enteredBy: enteredByResults(play) ? "results" : "cards",
  };
}
