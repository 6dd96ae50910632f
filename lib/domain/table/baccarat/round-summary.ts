/**
 * What a finished round leaves behind: its summary for the history and the displays, and its
 * outcome for the road maps (winner, naturals, pairs and the game's marker hands).
 */
import { rankOf } from "../../cards/card";
import type { AnyGameConfig, RoundResult } from "../../baccarat";
import type { BaccaratSettlement } from "../../baccarat/settlement";
import type { Outcome } from "../../roads";
import type { CompletedBaccaratRound, BaccaratRoundInProgress } from "./state";

function isPair(cards: readonly string[]): boolean {
  const [a, b] = cards;
  return a !== undefined && b !== undefined && rankOf(a as never) === rankOf(b as never);
}

/** Marker hands the display flags: the Banker's winning three-card 7 and the Player's winning three-card 8. */
export function markersOf(game: AnyGameConfig, result: RoundResult): string[] {
  const bets = new Set(game.bets.map((b) => b.id));
  const markers: string[] = [];
  const { player, banker, comparison } = result;
  if (comparison.winner === "banker" && banker.cards.length === 3 && banker.total === 7) {
    if (bets.has("fortune7")) markers.push("fortune7");
    if (bets.has("dragon7")) markers.push("dragon7");
    if (bets.has("tiger7")) markers.push("tiger7");
  }
  if (comparison.winner === "player" && player.cards.length === 3 && player.total === 8 && bets.has("panda8")) markers.push("panda8");
  if (comparison.winner === "player" && player.cards.length === 3 && player.total === 6 && bets.has("ox6")) markers.push("ox6");
  return markers;
}

export function completedRound(game: AnyGameConfig, round: BaccaratRoundInProgress, result: RoundResult, settlement: BaccaratSettlement, voided: boolean): CompletedBaccaratRound {
  return {
    id: round.id,
    handNumber: round.handNumber,
    winner: result.comparison.winner,
    playerTotal: result.player.total,
    bankerTotal: result.banker.total,
    player: result.player.cards,
    banker: result.banker.cards,
    playerDealerSeat: round.playerDealerSeat,
    bankBefore: round.bank,
    bankAfter: settlement.walk.bankAfter,
    actionSeat: settlement.actionButton.seat,
    markers: markersOf(game, result),
    voided,
  };
}

/**
 * The road outcome of a hand dealt to the end, before it is settled: the wall posts the result and
 * the roads as the last card lands, not when the dealer taps Settle.
 */
export function roadOutcomeOfResult(game: AnyGameConfig, result: RoundResult): Outcome {
  return roadOutcome({
    winner: result.comparison.winner,
    player: result.player.cards,
    banker: result.banker.cards,
    playerTotal: result.player.total,
    bankerTotal: result.banker.total,
    markers: markersOf(game, result),
  });
}

export function roadOutcome(round: Pick<CompletedBaccaratRound, "winner" | "player" | "banker" | "playerTotal" | "bankerTotal" | "markers">): Outcome {
  const winner = round.winner === "banker" ? "B" : round.winner === "player" ? "P" : "T";
  const natural = (round.player.length === 2 && round.playerTotal >= 8) || (round.banker.length === 2 && round.bankerTotal >= 8);
  return {
    winner,
    ...(isPair(round.banker) ? { bankerPair: true } : {}),
    ...(isPair(round.player) ? { playerPair: true } : {}),
    ...(natural ? { natural: true } : {}),
    ...(round.markers.length ? { markers: [...round.markers] } : {}),
  };
}
