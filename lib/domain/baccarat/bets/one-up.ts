/** Fortune 7's One Up Bonus Bet: the Player hand beats the Banker hand by exactly one point (seed 000 L113-122). */
import { type BetResolution, type PayTable, lose, resolveRow } from "../pay-table";
import { compareHands } from "../outcome";
import type { BetContext } from "./bet-context";

export type OneUpWhen =
  | { readonly player: number; readonly banker: number }
  | { readonly playerWinsBy: number }
  | "all others";

export interface OneUpRule {
  readonly kind: "one-up";
  readonly table: PayTable<OneUpWhen>;
}

export function resolveOneUp(rule: OneUpRule, ctx: BetContext): BetResolution {
  const cmp = compareHands(ctx.player, ctx.banker);
  const signed = cmp.playerTotal - cmp.bankerTotal;
  const because = `Player ${cmp.playerTotal}, Banker ${cmp.bankerTotal}`;
  for (const row of rule.table) {
    const w = row.when;
    const matches =
      w === "all others" ||
      ("player" in w ? w.player === cmp.playerTotal && w.banker === cmp.bankerTotal : signed === w.playerWinsBy);
    if (matches) return resolveRow(row, `${because}: ${row.row}`);
  }
  return lose(because);
}
