/**
 * Player / Banker Dragon Bonus (seed 003 L4788-4836, seed 004 L1364-1382): the chosen side wins with
 * a natural, or wins by four points or more; a natural tie pushes; anything else loses.
 */
import { type BetResolution, type PayTable, type PayTableRow, lose, resolveRow } from "../pay-table";
import { compareHands } from "../outcome";
import type { BetContext, Side } from "./bet-context";

export type DragonWhen = "natural winner" | "natural tie" | { readonly pointDifference: number };

/**
 * How a natural that also wins by four or more is paid. Seed 004 L1382 marks the point-difference
 * rows "* Non-naturals": a natural is paid on the Natural Winner row. Seed 003 has no such mark.
 */
export type NaturalWinPays = "natural-winner-row" | "better-of-rows";

export interface DragonBonusRule {
  readonly kind: "dragon-bonus";
  readonly side: Side;
  readonly table: PayTable<DragonWhen>;
  readonly naturalWinPays: NaturalWinPays;
}

function ratio(row: PayTableRow<DragonWhen>): number {
  return typeof row.pays === "object" ? row.pays.to / row.pays.per : 0;
}

export function resolveDragonBonus(rule: DragonBonusRule, ctx: BetContext): BetResolution {
  const cmp = compareHands(ctx.player, ctx.banker);
  const own = rule.side === "player" ? ctx.player : ctx.banker;
  const name = rule.side === "player" ? "Player" : "Banker";
  const findRow = (when: DragonWhen) =>
    rule.table.find((r) => (typeof when === "string" ? r.when === when : typeof r.when === "object" && r.when.pointDifference === when.pointDifference));
  if (cmp.winner === "tie") {
    const naturalTie = ctx.player.natural && ctx.banker.natural;
    const row = naturalTie ? findRow("natural tie") : undefined;
    return row ? resolveRow(row, `natural tie: ${row.row}`) : lose(`tie on ${cmp.playerTotal} with non-natural hands`);
  }
  if (cmp.winner !== rule.side) return lose(`${name} hand loses`);
  const byPoints = findRow({ pointDifference: cmp.margin });
  if (own.natural) {
    const natural = findRow("natural winner");
    if (!natural) return lose("no natural-winner row");
    const best = rule.naturalWinPays === "better-of-rows" && byPoints && ratio(byPoints) > ratio(natural) ? byPoints : natural;
    return resolveRow(best, `${name} wins with a natural by ${cmp.margin}: ${best.row}`);
  }
  if (byPoints) return resolveRow(byPoints, `${name} wins by ${cmp.margin}: ${byPoints.row}`);
  return lose(`${name} wins by ${cmp.margin}, three points or less`);
}
