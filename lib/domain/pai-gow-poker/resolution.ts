/**
 * Every wager of a completed round resolved for the bank walk: each bettor's game wager against the
 * player-dealer's hand, the Fortune Bonus on the seat's seven cards, Face Up's Ace-High Bonus on the
 * player-dealer's seven cards, and each Envy button's payouts (with no stake: `amount` 0).
 */
import type { ResolvedWager } from "../bank-walk";
import { settlementSeats } from "../bank-walk";
import type { Card } from "../cards/card";
import { payout, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import { actionButtonFor } from "./action-seat";
import { ACE_HIGH_BET, FORTUNE_BET, GAME_BET } from "./bet-ids";
import { payLineOf } from "./bonus-pay-tables";
import { compareSplits, rankSplit } from "./comparison";
import { envyLineId, envyPayouts } from "./envy";
import { describeStep, nextStep, paiGowPush, playerDealerAceHigh } from "./next-step";
import { refuse } from "./refusal";
import { enteredByResults, enteredResult, seatBonusHand } from "./results-entry";
import type { PaiGowWager, RoundState } from "./round-state";
import { aceHighOf, BONUS_HAND_NAMES, bonusHandOf } from "./seven-card";

export interface ResolvedPaiGowWager extends ResolvedWager {
  /** X to 1 a win is paid at; null unless a win (and for Envy, which pays a fixed amount). */
  readonly odds: number | null;
  /** The rule that decided it, with its filing lines. */
  readonly because: string;
}

type Outcome = "win" | "push" | "lose";

function line(w: Pick<PaiGowWager, "seat" | "backline" | "bettor">, bet: string, amount: Cents, outcome: Outcome, winnings: Cents, odds: number | null, because: string): ResolvedPaiGowWager {
  return {
    seat: w.seat,
    bet,
    amount,
    ...(w.backline ? { backline: true } : {}),
    ...(w.bettor !== undefined ? { bettor: w.bettor } : {}),
    resolution: outcome === "win" ? { outcome: "win", winnings } : { outcome },
    odds: outcome === "win" ? odds : null,
    because,
  };
}

function cardsOf(state: RoundState, seat: SeatNumber): readonly Card[] {
  const cards = state.hands.find((h) => h.seat === seat)?.cards;
  if (cards == null) refuse("wrong-step", `seat ${seat}'s seven cards are not known`);
  return cards;
}

function gameLine(state: RoundState, w: PaiGowWager): ResolvedPaiGowWager {
  const { game } = state;
  const entered = enteredResult(state, w.seat);
  if (enteredByResults(state)) {
    if (!entered) refuse("wrong-step", `seat ${w.seat}'s result is not entered`);
    const words = entered.game === "win" ? "wins" : entered.game === "lose" ? "loses (the player-dealer wins copies)" : "pushes";
    return line(w, GAME_BET, w.amount, entered.game, entered.game === "win" ? payout(w.amount, 1) : 0, 1, `entered by results: seat ${w.seat}'s hand ${words} against the player-dealer's (${game.comparisonSource})`);
  }
  if (paiGowPush(state)) {
    return line(w, GAME_BET, w.amount, "push", 0, null, `the player-dealer has an ace-high seven-card hand, "Pai Gow": every game wager pushes (${game.comparisonSource})`);
  }
  const set = state.hands.find((h) => h.seat === w.seat)?.set;
  const pd = state.playerDealer.set;
  if (!set || !pd) refuse("wrong-step", `seat ${w.seat}'s hand or the player-dealer's is not set`);
  if (set.foul) return line(w, GAME_BET, w.amount, "lose", 0, null, `foul: the two-card hand outranks the five-card hand, and a foul loses (${game.comparisonSource}; option foul)`);
  const cmp = compareSplits(rankSplit(set, game.ranking), rankSplit(pd, game.ranking), game.comparisonSource);
  return line(w, GAME_BET, w.amount, cmp.outcome, cmp.outcome === "win" ? payout(w.amount, 1) : 0, 1, cmp.because);
}

function fortuneLine(state: RoundState, w: PaiGowWager): ResolvedPaiGowWager {
  const fortune = state.game.fortune;
  if (fortune === null) refuse("bad-round", `${state.game.name} has no Fortune Bonus`);
  const byResults = enteredByResults(state);
  const cards = byResults ? null : cardsOf(state, w.seat);
  const hand = cards === null ? seatBonusHand(state, w.seat) : bonusHandOf(cards, fortune.hands);
  const pay = payLineOf(fortune.payTable, hand);
  const seven = cards === null ? `entered by results: seat ${w.seat}'s seven cards` : `seven cards ${cards.join(" ")}`;
  if (hand === null || pay === null) return line(w, FORTUNE_BET, w.amount, "lose", 0, null, `${seven}: no qualifying hand (${fortune.payTable.source})`);
  if (pay.pays === "push") return line(w, FORTUNE_BET, w.amount, "push", 0, null, `${BONUS_HAND_NAMES[hand]} pushes (${pay.line})`);
  return line(w, FORTUNE_BET, w.amount, "win", payout(w.amount, pay.pays), pay.pays, `${BONUS_HAND_NAMES[hand]} pays ${pay.pays} to 1 (${pay.line})`);
}

function aceHighLine(state: RoundState, w: PaiGowWager): ResolvedPaiGowWager {
  const rules = state.game.aceHigh;
  if (rules === null) refuse("bad-round", `${state.game.name} has no Ace-High Bonus`);
  const { payTable } = rules;
  if (enteredByResults(state)) refuse("bad-results", "the Ace-High Bonus is paid on the player-dealer's seven cards: enter this round card by card");
  const pd = playerDealerAceHigh(state);
  if (pd === null) return line(w, ACE_HIGH_BET, w.amount, "lose", 0, null, `the player-dealer's hand is not a seven-card ace-high hand (${rules.source})`);
  const player = aceHighOf(cardsOf(state, w.seat), state.game.ranking);
  const odds = player !== null ? payTable.both : pd === "with-joker" ? payTable.withJoker : payTable.noJoker;
  const why = player !== null ? "the player-dealer and the player are both ace-high" : `the player-dealer is ace-high ${pd === "with-joker" ? "with the joker" : "with no joker"}`;
  return line(w, ACE_HIGH_BET, w.amount, "win", payout(w.amount, odds), odds, `${why}: ${odds} to 1 (${payTable.source})`);
}

/** Seats from the action button, for Envy's ties; seat order before the dice. */
function settlementOrder(state: RoundState): SeatNumber[] {
  const button = actionButtonFor(state);
  const all = Array.from({ length: state.table.seats }, (_, k) => k + 1).filter((s) => s !== state.table.pdSeat);
  return button === null ? all : settlementSeats({ pdSeat: state.table.pdSeat, seats: state.table.seats, actionSeat: button.seat });
}

/** Every wager and Envy payout of a completed round, seat by seat. */
export function resolveRound(state: RoundState): ResolvedPaiGowWager[] {
  const step = nextStep(state);
  if (step.kind !== "complete") refuse("wrong-step", `the round is not complete: ${describeStep(step)}`);
  const out: ResolvedPaiGowWager[] = [];
  for (const w of state.wagers) {
    if (w.bet === GAME_BET) out.push(gameLine(state, w));
    else if (w.bet === FORTUNE_BET) out.push(fortuneLine(state, w));
    else out.push(aceHighLine(state, w));
  }
  for (const p of envyPayouts(state, settlementOrder(state))) {
    out.push(line(p.button, envyLineId(p), 0, "win", p.amount, null, p.because));
  }
  return out;
}

/** Everything the players put on the table: game wagers and bonuses (Envy buttons hold no stake). */
export function totalStaked(state: RoundState): Cents {
  return state.wagers.reduce((s, w) => s + w.amount, 0);
}
