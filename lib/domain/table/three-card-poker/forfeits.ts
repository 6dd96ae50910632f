/**
 * The forfeited wagers the dealer collects at the collect-folds step (seed 003 L1623-1625, seed 004
 * L340): every folded Ante and Pair Plus, from the player-dealer's left. Under option
 * `forfeitsCollected` "at-fold" they are the first lines of the settlement walk, within the bank's
 * +bank cap (docs/rules-decisions/three-card-poker.md D2), so the amounts shown at the fold are the
 * walk's own; under "in-walk" they are settled in their seat's turn and the step only clears the cards.
 */
import { walkBank, type BankWalkLine, type ResolvedWager } from "../../bank-walk";
import { ANTE, PAIR_PLUS, anteOf, backlineBettors, decisionOf, leftOfPlayerDealer, type RoundState } from "../../three-card-poker";

/** The folded wagers in the walk's order: each folded bettor's Ante, then its Pair Plus. */
export function forfeitedWagers(play: RoundState): ResolvedWager[] {
  const out: ResolvedWager[] = [];
  for (const hand of play.hands) {
    const bettors = [{ seat: hand.seat, backline: false as boolean, bettor: undefined as string | undefined }, ...backlineBettors(play, hand.seat).map((name) => ({ seat: hand.seat, backline: true, bettor: name === "" ? undefined : name }))];
    for (const who of bettors) {
      if (decisionOf(play, who) !== "fold") continue;
      const extra = { ...(who.backline ? { backline: true } : {}), ...(who.bettor !== undefined ? { bettor: who.bettor } : {}) };
      out.push({ seat: hand.seat, bet: ANTE, amount: anteOf(play, who), resolution: { outcome: "lose" }, ...extra });
      const pp = play.wagers.find((w) => w.seat === hand.seat && w.bet === PAIR_PLUS && (w.backline === true) === who.backline && (w.bettor ?? undefined) === who.bettor);
      if (pp) out.push({ seat: hand.seat, bet: PAIR_PLUS, amount: pp.amount, resolution: { outcome: "lose" }, ...extra });
    }
  }
  return out;
}

/** What the dealer collects at the fold, line by line, within the bank (empty under "in-walk"). */
export function collectedAtFold(play: RoundState): BankWalkLine[] {
  if (play.game.forfeitsCollected !== "at-fold") return [];
  const forfeits = forfeitedWagers(play);
  if (forfeits.length === 0) return [];
  return [
    ...walkBank({
      bank: play.bank,
      pdSeat: play.table.pdSeat,
      seats: play.table.seats,
      actionSeat: leftOfPlayerDealer(play.table),
      order: "seat-by-seat",
      betOrder: play.game.betOrder,
      settledFirst: forfeits,
      wagers: [],
      direction: "clockwise",
    }).lines,
  ];
}
