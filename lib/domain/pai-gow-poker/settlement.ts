/**
 * Settling a completed round: the wagers resolved, the action button placed by the dice, and the bank
 * walk clockwise from the action button, seat by seat in the game's order (game wager, Fortune
 * Bonus, Envy Bonus, Ace-High Bonus; seed 004 L865, L1650), "to the extent that the player-dealer's
 * wager covers" (L942, L956). Where Envy is paid "at the end of the round" (L918, option `envyPaid`),
 * the Envy payouts come after every other wager, in the same order among themselves.
 *
 * An Envy button holds no stake, and the shared walk settles only wagers with one. A winning line's
 * stake never moves the bank (the walk pays its winnings, or what the bank has left, and hands the
 * stake back), so each Envy payout walks as a win on a one-cent stand-in stake, and the line is then
 * written with no stake: exactly the walk's pay-or-what-is-left, its order and its running bank.
 */
import type { ActionSeat } from "../action-button";
import { conservationOf, settlementSeats, walkBank, type BankWalk, type BankWalkLine, type Conservation, type ResolvedWager } from "../bank-walk";
import type { SeatNumber } from "../seats";
import { actionButtonFor } from "./action-seat";
import { envyBetId, envySeatOf } from "./bet-ids";
import { refuse } from "./refusal";
import { resolveRound, type ResolvedPaiGowWager } from "./resolution";
import type { RoundState } from "./round-state";

export interface PaiGowSettlement {
  readonly actionButton: ActionSeat;
  /** Every wager and Envy payout resolved. */
  readonly wagers: readonly ResolvedPaiGowWager[];
  readonly walk: BankWalk;
  readonly conservation: Conservation;
}

const STAND_IN_STAKE = 1;

const isEnvy = (w: { readonly bet: string }): boolean => envySeatOf(w.bet) !== null;

function walked(w: ResolvedPaiGowWager): ResolvedWager {
  return isEnvy(w) ? { ...w, amount: STAND_IN_STAKE } : w;
}

/** An Envy line as it really is: no stake (so none uncovered), nothing handed back but what the bank paid. */
function withoutStandIn(line: BankWalkLine): BankWalkLine {
  if (!isEnvy(line)) return line;
  const paid = line.action === "pay" || line.action === "partial-pay" ? line.amount : 0;
  return { ...line, stake: 0, returned: 0, uncovered: 0, toPlayer: paid };
}

/**
 * The bet order inside a seat: the game's, with a seat's Envy payouts in the order the hands they are
 * paid for lie clockwise from the action button.
 */
function walkOrder(state: RoundState, actionSeat: SeatNumber): string[] {
  const envy = settlementSeats({ pdSeat: state.table.pdSeat, seats: state.table.seats, actionSeat }).map(envyBetId);
  const out: string[] = [];
  for (const bet of state.game.betOrder) {
    if (!isEnvy({ bet })) out.push(bet);
    else if (!out.includes(envy[0] as string)) out.push(...envy);
  }
  return out;
}

export function settleRound(state: RoundState): PaiGowSettlement {
  const wagers = resolveRound(state);
  const actionButton = actionButtonFor(state);
  if (actionButton === null) refuse("wrong-step", "the dice have not been shaken");
  const atEnd = state.game.envy?.paid === "end-of-round";
  const first = atEnd ? wagers.filter((w) => !isEnvy(w)) : [];
  const rest = atEnd ? wagers.filter(isEnvy) : wagers;
  const raw = walkBank({
    bank: state.bank,
    pdSeat: state.table.pdSeat,
    seats: state.table.seats,
    actionSeat: actionButton.seat,
    order: "seat-by-seat",
    betOrder: walkOrder(state, actionButton.seat),
    ...(first.length > 0 ? { settledFirst: first.map(walked) } : {}),
    wagers: rest.map(walked),
    direction: "clockwise",
  });
  const walk: BankWalk = { ...raw, lines: raw.lines.map(withoutStandIn) };
  return { actionButton, wagers, walk, conservation: conservationOf(walk) };
}
