/**
 * One resolved line of a blackjack round's settlement (No Bust, twenty-one): a wager (a hand's, a
 * double, insurance, a bonus bet) as `win` (winnings at its odds), `lose` or `push`, with its hand
 * and the rule that decided it; and a surrendered hand's two lines, the half forfeited and the half
 * returned.
 */
import type { ResolvedWager } from "../bank-walk";
import type { Cents } from "../money";
import type { SeatNumber } from "../seats";
import { handBetId, returnedHalfBetId } from "./bet-ids";
import { winnings, type Odds } from "./odds";
import type { Outcome } from "./outcome";
import { forfeitedHalf } from "./surrender";

export interface ResolvedBlackjackWager extends ResolvedWager {
  /** The hand's place on the layout (0 = the original), or null for insurance and the bonus bets. */
  readonly hand: number | null;
  /** The odds a win is paid at; null unless a win. */
  readonly odds: Odds | null;
  /** The rule that decided it, with its filing lines. */
  readonly because: string;
}

/** Whose wager: the seated player's, or a backline bettor's riding on the seat. */
export interface Bettor {
  readonly seat: SeatNumber;
  readonly backline?: boolean;
  readonly bettor?: string;
}

/** One line; `o` is the odds a win is paid at (ignored otherwise). */
export function resolvedLine(who: Bettor, bet: string, amount: Cents, hand: number | null, outcome: Outcome, o: Odds | null, because: string): ResolvedBlackjackWager {
  if (outcome === "win" && o === null) throw new RangeError(`a winning ${bet} wager needs its odds`);
  return {
    seat: who.seat,
    bet,
    amount,
    ...(who.backline ? { backline: true } : {}),
    ...(who.bettor !== undefined ? { bettor: who.bettor } : {}),
    resolution: outcome === "win" && o !== null ? { outcome: "win", winnings: winnings(amount, o) } : { outcome: outcome === "win" ? "push" : outcome },
    hand,
    odds: outcome === "win" ? o : null,
    because,
  };
}

/** A surrendered hand's wager: half forfeited (rounded down to the cent) and the rest returned, a line each where it is not 0; `source` is the filing's surrender rule. */
export function surrenderedLines(who: Bettor, position: number, amount: Cents, source: string): ResolvedBlackjackWager[] {
  const lost = forfeitedHalf(amount);
  const back = amount - lost;
  const why = `surrendered: half the wager is forfeited (${source})`;
  return [...(lost > 0 ? [resolvedLine(who, handBetId(position), lost, position, "lose", null, why)] : []), ...(back > 0 ? [resolvedLine(who, returnedHalfBetId(position), back, position, "push", null, why)] : [])];
}
