/**
 * Every wager of a completed round resolved for the bank walk: each hand's wager and its doubles, a
 * surrendered hand's two halves, a rescued hand's forfeit and returned double, insurance, the Buster
 * bet and Match the Dealer, as `win` (winnings at the pay table's odds), `lose` or `push`.
 */
import type { Card, SuitedCard } from "../cards/card";
import type { Cents } from "../money";
import { BUSTER_BET, INSURANCE_BET, MAIN_BET, MATCH_BET, handBetId, nthDoubleBetId } from "./bet-ids";
import { resolvedLine, surrenderedLines, type Bettor, type ResolvedBlackjackWager } from "../blackjack/resolved-line";
import { busterRow, isBust } from "./buster-bonus";
import { compareHands, type Comparison } from "./comparison";
import { describeValue, handValue, type HandValue } from "./hand-value";
import { MATCH_KIND_NAMES, matchKind, matchOdds } from "./match-the-dealer";
import { describeStep, nextStep, playerDealerCards, playerDealerValue, upCardOf } from "./next-step";
import { formatOdds, oddsFor } from "./pay-table";
import { refuse } from "./refusal";
import type { PlayerHand, RoundState, SeatRound, TwentyOneWager } from "./round-state";
import { maxInsurance } from "./insurance";

/** A twenty-one wager resolved: its hand, the odds it is paid at, the rule behind it (lib/domain/blackjack/resolved-line.ts). */
export type ResolvedTwentyOneWager = ResolvedBlackjackWager;

interface PlayerDealerHand {
  readonly value: HandValue;
  readonly cards: readonly Card[];
}

/** Blackjack X's insurance read as L1073: the insured player "pushed and will not lose" against a natural. */
function insuredAgainstNatural(state: RoundState, seat: SeatRound, pd: PlayerDealerHand): boolean {
  return state.game.insurance?.onNatural === "wager-pushes" && pd.value.kind !== "total" && (seat.insurance ?? 0) > 0;
}

/** A hand's wager and doubles (`withDoubles` false: a backline wager riding on the hand) against the player-dealer's hand. */
function handLines(state: RoundState, who: Bettor, seat: SeatRound, hand: PlayerHand, position: number, amount: Cents, withDoubles: boolean, pd: PlayerDealerHand): ResolvedTwentyOneWager[] {
  const { game } = state;
  if (hand.surrendered) return surrenderedLines(who, position, amount, game.surrender.source);
  if (hand.rescued) {
    const why = `rescued: the last double is taken back and the rest of the wager forfeited (${game.double.source})`;
    const doubles = withDoubles ? hand.doubles : [];
    const last = withDoubles ? hand.doubles.length : 0;
    return [
      resolvedLine(who, handBetId(position), amount, position, "lose", null, why),
      ...doubles.map((d, n) => resolvedLine(who, nthDoubleBetId(position, n + 1), d, position, n + 1 === last ? "push" : "lose", null, why)),
    ];
  }
  const value = handValue(game.hand, hand.cards, hand.split);
  const text = `${describeValue(game.hand, value, hand.cards)} against ${describeValue(game.hand, pd.value, pd.cards)}`;
  let cmp: Comparison = compareHands(game.comparison, value, pd.value, pd.cards);
  if (!who.backline && cmp.outcome === "lose" && insuredAgainstNatural(state, seat, pd)) {
    cmp = { outcome: "push", pays: null, because: `insured against the player-dealer's natural: "considered to have pushed and will not lose" (${game.insurance?.source ?? ""})` };
  }
  const o = cmp.pays === null ? null : oddsFor(game.payTable, cmp.pays);
  const because = `${text}: ${cmp.because}`;
  const lines = [resolvedLine(who, handBetId(position), amount, position, cmp.outcome, o, because)];
  if (withDoubles) hand.doubles.forEach((d, n) => lines.push(resolvedLine(who, nthDoubleBetId(position, n + 1), d, position, cmp.outcome, o, because)));
  return lines;
}

function insuranceLine(state: RoundState, seat: SeatRound, pd: PlayerDealerHand): ResolvedTwentyOneWager | null {
  const rules = state.game.insurance;
  const amount = seat.insurance ?? 0;
  if (rules === null || amount <= 0) return null;
  const who = { seat: seat.seat };
  // Seed 003's even money is "an insurance wager equal to 1/2 of the original wager" on a Pure 21.5 (L558-568).
  const first = seat.dealt.length === 2 ? handValue(state.game.hand, seat.dealt) : null;
  const evenMoney = rules.evenMoney !== null && amount === maxInsurance(seat.wager) && first?.kind === "pure-21-5";
  const why = evenMoney ? `even money: insurance of half the wager on a Pure 21.5 (${rules.evenMoney})` : `insurance (${rules.source})`;
  if (pd.value.kind === "total") return resolvedLine(who, INSURANCE_BET, amount, null, "lose", null, `the player-dealer has no natural: ${why}`);
  if (rules.onNatural === "wager-pushes") return resolvedLine(who, INSURANCE_BET, amount, null, "push", null, `the player-dealer has a natural: the insured player pushes (${rules.source})`);
  return resolvedLine(who, INSURANCE_BET, amount, null, "win", rules.pays, `the player-dealer has a natural: ${why}, paid ${formatOdds(rules.pays)}`);
}

function busterLine(state: RoundState, w: TwentyOneWager, pd: PlayerDealerHand): ResolvedTwentyOneWager {
  const rules = state.game.buster;
  if (!rules) refuse("bad-round", `${state.game.name} has no Buster bet`);
  const name = describeValue(state.game.hand, pd.value, pd.cards);
  const row = isBust(rules, pd.value) ? busterRow(rules, pd.cards.length) : null;
  if (!row) return resolvedLine(w, BUSTER_BET, w.amount, null, "lose", null, `the player-dealer did not bust (${name}) (${rules.source})`);
  return resolvedLine(w, BUSTER_BET, w.amount, null, "win", row.pays, `the player-dealer busted with ${pd.cards.length} cards (${name}), paid ${formatOdds(row.pays)} (${rules.source})`);
}

function matchLine(state: RoundState, seat: SeatRound, w: TwentyOneWager): ResolvedTwentyOneWager {
  const rules = state.game.match;
  const up = upCardOf(state);
  const [a, b] = seat.dealt as [SuitedCard, SuitedCard];
  if (!rules || up === undefined || a === undefined || b === undefined) refuse("bad-round", `${state.game.name} has no Match the Dealer bet to settle`);
  const kind = matchKind(a, b, up as SuitedCard);
  const o = matchOdds(rules, kind);
  const text = `${a} ${b} against the up card ${up}: ${MATCH_KIND_NAMES[kind]}`;
  return o === null ? resolvedLine(w, MATCH_BET, w.amount, null, "lose", null, `${text} (${rules.source})`) : resolvedLine(w, MATCH_BET, w.amount, null, "win", o, `${text}, paid ${formatOdds(o)} (${rules.source})`);
}

/** Every wager of a completed round, seat by seat in playing order. */
export function resolveRound(state: RoundState): ResolvedTwentyOneWager[] {
  const step = nextStep(state);
  if (step.kind !== "complete") refuse("wrong-step", `the round is not complete: ${describeStep(step)}`);
  const value = playerDealerValue(state);
  const cards = playerDealerCards(state);
  if (value === null || cards === null) refuse("wrong-step", "the player-dealer's cards are not all known");
  const pd: PlayerDealerHand = { value, cards };
  const out: ResolvedTwentyOneWager[] = [];
  for (const seat of state.players) {
    seat.hands.forEach((hand, k) => out.push(...handLines(state, { seat: seat.seat }, seat, hand, k, seat.wager, true, pd)));
    // Backline game wagers ride on the seated player's first hand, as played; the doubles and splits are the seated player's.
    const first = seat.hands[0];
    for (const w of state.wagers) {
      if (w.seat === seat.seat && w.backline && w.bet === MAIN_BET && first) out.push(...handLines(state, w, seat, first, 0, w.amount, false, pd));
    }
    const insurance = insuranceLine(state, seat, pd);
    if (insurance) out.push(insurance);
    for (const w of state.wagers) if (w.seat === seat.seat && w.bet === BUSTER_BET) out.push(busterLine(state, w, pd));
    for (const w of state.wagers) if (w.seat === seat.seat && w.bet === MATCH_BET) out.push(matchLine(state, seat, w));
  }
  return out;
}

/** Everything the players put on the table this round: game wagers, doubles, splits, insurance, bonus bets. */
export function totalStaked(state: RoundState): Cents {
  let total = 0;
  for (const seat of state.players) {
    for (const h of seat.hands) total += seat.wager + h.doubles.reduce((s, d) => s + d, 0);
    total += seat.insurance ?? 0;
  }
  for (const w of state.wagers) if (w.backline || w.bet !== MAIN_BET) total += w.amount;
  return total;
}
