/**
 * The side bets' pay tables in the players' words, for the wall: each bet that is not a line wager,
 * its printed rows (or its one rule) with what they pay, and the limits it is taken at.
 */
import type { BetRule, BetSpec } from "../../baccarat/bet";
import type { Odds, Payout } from "../../baccarat/pay-table";
import type { Cents } from "../../money";

export interface SideBetPays {
  readonly id: string;
  readonly name: string;
  readonly lines: readonly { readonly when: string; readonly pays: string }[];
  readonly limits: { readonly min: Cents; readonly max: Cents };
}

function odds(o: Odds): string {
  return `${o.to} to ${o.per}`;
}

function payout(p: Payout): string {
  return p === "push" ? "push" : p === "lose" ? "loses" : odds(p);
}


function linesOf(rule: BetRule, hands: { readonly player: string; readonly banker: string }): { when: string; pays: string }[] {
  switch (rule.kind) {
    case "line":
      return [];
    case "tie":
      return [{ when: "A tie", pays: odds(rule.pays) }];
    case "three-card-win":
      return [{ when: `${rule.side === "player" ? hands.player : hands.banker} wins with a three-card ${rule.total}`, pays: odds(rule.pays) }];
    case "kill-ox-tiger":
      return [{ when: "A Player three-card 6 or a Banker three-card 7 that does not win", pays: odds(rule.pays) }];
    case "one-up":
    case "bonus-pair":
    case "dragon-bonus":
      return rule.table.filter((r) => r.pays !== "lose").map((r) => ({ when: r.row, pays: payout(r.pays) }));
  }
}

/** Every side bet of the game with its pay lines and limits (its own where the schedule sets them). */
export function sideBetPays(bets: readonly BetSpec[], hands: { readonly player: string; readonly banker: string }, ownLimits: ReadonlyMap<string, { readonly min: Cents; readonly max: Cents }>, table: { readonly min: Cents; readonly max: Cents }): SideBetPays[] {
  return bets.flatMap((b) => {
    const lines = linesOf(b.rule, hands);
    if (lines.length === 0) return [];
    return [{ id: b.id, name: b.name, lines, limits: ownLimits.get(b.id) ?? table }];
  });
}

