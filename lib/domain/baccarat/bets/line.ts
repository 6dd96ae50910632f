/**
 * Line wagers: the Player line, the Banker line and 21st Century's dealer line. The side closer to
 * nine wins; what a tie does and which Banker wins are paid differently is game data.
 */
import { type BetResolution, type Odds, type Payout, lose, push, resolveRow, win, formatOdds } from "../pay-table";
import { compareHands } from "../outcome";
import type { Hand } from "../hand-total";
import type { BetContext, Side } from "./bet-context";

export type BankerWinHand = "three-card-7" | "total-6";

export interface BankerWinException {
  readonly row: string;
  readonly when: BankerWinHand;
  readonly pays: Payout;
}

export interface LineRule {
  readonly kind: "line";
  readonly side: Side;
  readonly pays: Odds;
  /** Tied totals the Banker (player-dealer) side wins: 21st Century's "wins all ties on zero and one" (001 L109). */
  readonly bankerWinsTiesOn: readonly number[];
  /** Every other tie. The filings of 000, 002, 003, 004 are silent; the family default is a push. */
  readonly onOtherTies: "push" | "lose";
  /** Banker-side wins paid otherwise than `pays`, first match applies. */
  readonly bankerWinExceptions: readonly BankerWinException[];
}

function isBankerWinHand(when: BankerWinHand, banker: Hand): boolean {
  if (when === "three-card-7") return banker.cards.length === 3 && banker.total === 7;
  return banker.total === 6;
}

export function resolveLine(rule: LineRule, ctx: BetContext): BetResolution {
  const cmp = compareHands(ctx.player, ctx.banker);
  if (cmp.winner === "tie") {
    if (rule.bankerWinsTiesOn.includes(cmp.playerTotal)) {
      const because = `tie on ${cmp.playerTotal}: the player-dealer hand wins ties on ${rule.bankerWinsTiesOn.join(" and ")}`;
      return rule.side === "banker" ? win(rule.pays, because) : lose(because);
    }
    const because = `tie on ${cmp.playerTotal}`;
    return rule.onOtherTies === "push" ? push(because) : lose(because);
  }
  if (cmp.winner !== rule.side) return lose(`${cmp.winner} wins ${Math.max(cmp.playerTotal, cmp.bankerTotal)} over ${Math.min(cmp.playerTotal, cmp.bankerTotal)}`);
  const because = `${rule.side} wins ${Math.max(cmp.playerTotal, cmp.bankerTotal)} over ${Math.min(cmp.playerTotal, cmp.bankerTotal)}`;
  if (rule.side === "banker") {
    const exception = rule.bankerWinExceptions.find((e) => isBankerWinHand(e.when, ctx.banker));
    if (exception) return resolveRow(exception, `${because}: ${exception.row}`);
  }
  return win(rule.pays, `${because}, pays ${formatOdds(rule.pays)}`);
}
