/**
 * Every wager of a completed round resolved for the bank walk: each hand's wager and its double,
 * a surrendered hand's two halves, insurance, and the Buster bet, as `win` (winnings at the pay
 * table's odds), `lose` or `push`.
 */
import type { Card } from "../cards/card";
import type { Cents } from "../money";
import { BUSTER_BET, INSURANCE_BET, MAIN_BET, doubleBetId, handBetId } from "../blackjack/bet-ids";
import { busterRow, isBust } from "./buster-bonus";
import { isAce, isTenValue } from "../blackjack/card-values";
import { resolvedLine, surrenderedLines, type Bettor, type ResolvedBlackjackWager } from "../blackjack/resolved-line";
import { compareHands } from "./comparison";
import { describeValue, handValue, type HandValue } from "./hand-value";
import { describeStep, nextStep, playerDealerValue } from "./next-step";
import { refuse } from "./refusal";
import type { NoBustWager, PlayerHand, RoundState } from "./round-state";

/** A No Bust wager resolved: its hand, the odds it is paid at, the rule behind it (lib/domain/blackjack/resolved-line.ts). */
export type ResolvedNoBustWager = ResolvedBlackjackWager;

function isSplitAceTen(hand: PlayerHand): boolean {
  const [a, b] = hand.cards;
  return hand.splitAces && hand.cards.length === 2 && a !== undefined && b !== undefined && ((isAce(a) && isTenValue(b)) || (isTenValue(a) && isAce(b)));
}

/** A hand's wager (and double) against the player-dealer's hand. */
function handLines(state: RoundState, who: Bettor, hand: PlayerHand, position: number, amount: Cents, withDouble: boolean, pd: HandValue): ResolvedNoBustWager[] {
  const { game } = state;
  if (hand.surrendered) return surrenderedLines(who, position, amount, game.surrender.source);
  const value = handValue(game.hand, hand.cards as readonly Card[], hand.split);
  const cmp = compareHands(game.comparison, value, pd, { splitAceTen: isSplitAceTen(hand) });
  const o = cmp.pays === "natural" ? game.payTable.natural : game.payTable.otherHands;
  const because = `${describeValue(value)} against ${describeValue(pd)}: ${cmp.because}`;
  const lines = [resolvedLine(who, handBetId(position), amount, position, cmp.outcome, o, because)];
  if (withDouble && hand.doubled !== null) lines.push(resolvedLine(who, doubleBetId(position), hand.doubled, position, cmp.outcome, o, because));
  return lines;
}

function busterLine(state: RoundState, w: NoBustWager, pd: HandValue): ResolvedNoBustWager {
  const rules = state.game.buster;
  if (!rules) refuse("bad-round", `${state.game.name} has no Buster bet`);
  const row = isBust(rules, pd) ? busterRow(rules, pd.cards) : null;
  if (!row) return resolvedLine(w, BUSTER_BET, w.amount, null, "lose", null, `the player-dealer did not bust (${describeValue(pd)}) (${rules.source})`);
  return resolvedLine(w, BUSTER_BET, w.amount, null, "win", row.pays, `the player-dealer busted with ${pd.cards} cards (${describeValue(pd)}) (${rules.source})`);
}

/** Every wager of a completed round, seat by seat in playing order. */
export function resolveRound(state: RoundState): ResolvedNoBustWager[] {
  const step = nextStep(state);
  if (step.kind !== "complete") refuse("wrong-step", `the round is not complete: ${describeStep(step)}`);
  const pd = playerDealerValue(state);
  if (pd === null) refuse("wrong-step", "the player-dealer's cards are not all known");
  const { game } = state;
  const out: ResolvedNoBustWager[] = [];
  for (const seat of state.players) {
    seat.hands.forEach((hand, k) => out.push(...handLines(state, { seat: seat.seat }, hand, k, seat.wager, true, pd)));
    // Backline wagers ride on the seated player's first hand, as played; the doubles and splits are the seated player's.
    const first = seat.hands[0];
    for (const w of state.wagers) {
      if (w.seat === seat.seat && w.backline && w.bet === MAIN_BET && first) out.push(...handLines(state, w, first, 0, w.amount, false, pd));
    }
    if (seat.insurance !== null && seat.insurance > 0 && game.insurance) {
      const why = `insurance (${game.insurance.source})`;
      out.push(
        pd.kind === "natural"
          ? resolvedLine({ seat: seat.seat }, INSURANCE_BET, seat.insurance, null, "win", game.insurance.pays, `the player-dealer has a Natural: ${why}`)
          : resolvedLine({ seat: seat.seat }, INSURANCE_BET, seat.insurance, null, "lose", null, `the player-dealer has no Natural: ${why}`),
      );
    }
    for (const w of state.wagers) if (w.seat === seat.seat && w.bet === BUSTER_BET) out.push(busterLine(state, w, pd));
  }
  return out;
}

/** Everything the players put on the table this round: game wagers, doubles, splits, insurance, side bets. */
export function totalStaked(state: RoundState): Cents {
  let total = 0;
  for (const seat of state.players) {
    for (const h of seat.hands) total += seat.wager + (h.doubled ?? 0);
    total += seat.insurance ?? 0;
  }
  for (const w of state.wagers) if (w.backline || w.bet !== MAIN_BET) total += w.amount;
  return total;
}
