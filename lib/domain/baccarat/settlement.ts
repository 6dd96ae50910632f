/**
 * Settling a completed baccarat round: each wager resolved by the game's rules, the action button
 * placed from the game's source, and the bank walk from the action seat in the game's order. The
 * live table and the settlement calculator (`npm run settle`) both settle through here.
 */
import type { Card } from "../cards/card";
import { payout, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import {
  placeActionButton,
  twentyFirstCenturyBaccarat50,
  dragonBonusBaccarat,
  type ActionButton,
  type ActionDraw,
  type ActionSeat,
} from "../action-button";
import { walkBank, conservationOf, type BankWalk, type Conservation, type ResolvedWager } from "../bank-walk";
import type { BetId } from "./bet";
import type { AnyGameConfig } from "./game-config";
import type { BetResolution } from "./pay-table";
import { resolveBet, type PlayerLineChoice } from "./resolution";
import type { RoundResult } from "./round";

export interface SettlementWager {
  readonly seat: SeatNumber;
  readonly bet: BetId;
  readonly amount: Cents;
  readonly backline?: boolean;
  readonly bettor?: string;
  /** 21st Century Player-line wager on a two-card 5: kept on the stand line or moved to the hit line. */
  readonly choice?: PlayerLineChoice;
}

export interface SettlementInput {
  readonly game: AnyGameConfig;
  readonly seats: number;
  readonly playerDealerSeat: SeatNumber;
  readonly bank: Cents;
  readonly wagers: readonly SettlementWager[];
  readonly round: RoundResult;
}

export interface ResolvedBaccaratWager extends ResolvedWager {
  /** The rule that decided it, in words ("Banker three-card 7 pushes"). */
  readonly because: string;
  readonly odds: { readonly to: number; readonly per: number } | null;
}

export interface BaccaratSettlement {
  readonly actionButton: ActionSeat;
  readonly wagers: readonly ResolvedBaccaratWager[];
  readonly walk: BankWalk;
  readonly conservation: Conservation;
}

/** The action-button rule of a configured game, in the action-button module's terms. */
export function actionButtonOf(game: AnyGameConfig): ActionButton {
  const source = game.settlement.startsAt;
  switch (source.kind) {
    case "left-of-player-dealer":
      return { kind: "left-of-player-dealer" };
    case "card-count":
      // "starting with the player to the left of the house dealer", A = 1 … K = 13, the
      // player-dealer not counted: the Banker's second card (EZ Panda 8, Dragon Bonus).
      return dragonBonusBaccarat({ tenCount: source.values.T, emptySeats: source.emptySeats });
    case "position-table":
      return twentyFirstCenturyBaccarat50();
  }
}

/** The card that places the button: the Banker's (player-dealer's) second card. */
function actionDraw(button: ActionButton, round: RoundResult): ActionDraw {
  if (button.kind === "left-of-player-dealer" || button.kind === "dice") return { kind: "none" };
  const card: Card | undefined = round.banker.cards[1];
  if (!card) throw new RangeError("the Banker hand has no second card to place the action button");
  return { kind: "card", card };
}

function toWalkResolution(resolution: BetResolution, amount: Cents): ResolvedWager["resolution"] {
  if (resolution.result === "win") return { outcome: "win", winnings: payout(amount, resolution.to, resolution.per) };
  return { outcome: resolution.result };
}

export function settleBaccaratRound(input: SettlementInput): BaccaratSettlement {
  const { game, round } = input;
  const active = new Set(input.wagers.map((w) => w.seat));
  const button = actionButtonOf(game);
  const actionButton = placeActionButton(button, actionDraw(button, round), {
    pdSeat: input.playerDealerSeat,
    seats: input.seats,
    active,
  });
  const wagers: ResolvedBaccaratWager[] = input.wagers.map((w) => {
    const resolution = resolveBet(game, round, w.bet, w.choice);
    return {
      seat: w.seat,
      bet: w.bet,
      amount: w.amount,
      ...(w.backline ? { backline: true } : {}),
      ...(w.bettor !== undefined ? { bettor: w.bettor } : {}),
      resolution: toWalkResolution(resolution, w.amount),
      because: resolution.because,
      odds: resolution.result === "win" ? { to: resolution.to, per: resolution.per } : null,
    };
  });
  const walk = walkBank({
    bank: input.bank,
    pdSeat: input.playerDealerSeat,
    seats: input.seats,
    actionSeat: actionButton.seat,
    order: game.settlement.walk,
    betOrder: game.settlement.order,
    wagers,
  });
  return { actionButton, wagers, walk, conservation: conservationOf(walk) };
}
