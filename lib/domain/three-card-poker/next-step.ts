/**
 * What happens next in a round, for the dealer screen: which stack goes where, when the undealt
 * cards go to the discard rack, who decides Play or fold, when the forfeited wagers are collected,
 * and which hand is turned over. Every step function checks its command against it, so a stale tap
 * is refused.
 *
 * The round (seed 003 L1594-1656, seed 004 L328-353): fees and "no more bets" belong to the table
 * shell, before `newRound`; then a stack of three to each seat with an Ante from the player-dealer's
 * left, the player-dealer last with its bottom card turned up; the undealt cards to the discard
 * rack; each player's Play or fold in the same order; the forfeited wagers collected; the
 * player-dealer's hand revealed; each hand still in action revealed; then the settlement.
 */
import type { SuitedCard } from "../cards/card";
import type { SeatNumber } from "../seats";
import { ANTE, PAIR_PLUS, SIX_CARD_BONUS } from "./bet-ids";
import { FACE_DOWN, backlineBettors, decisionOf, type RoundState, type SeatHand } from "./round-state";
import { qualifiesQueenHigh, rankThree, type ThreeCardHand } from "./three-card-ranking";

export type StackTarget = { readonly kind: "player"; readonly seat: SeatNumber } | { readonly kind: "player-dealer" };

export type NextStep =
  /** The next stack of three; the player-dealer's bottom card (the first given) is turned face up. */
  | { readonly kind: "deal-stack"; readonly to: StackTarget; readonly stack: number; readonly of: number }
  /** The undealt cards go into the discard rack without being shown. */
  | { readonly kind: "unload-shuffler" }
  /** The seated player (`bettor` null) or a backline bettor makes the Play wager or folds. */
  | { readonly kind: "decide"; readonly seat: SeatNumber; readonly bettor: string | null }
  /** Forfeited wagers are collected; hands nothing needs go to the discard rack. */
  | { readonly kind: "collect-folds"; readonly seats: readonly SeatNumber[] }
  /** The player-dealer's two face-down cards are turned over; `cardsNeeded` when they were dealt unread. */
  | { readonly kind: "reveal-player-dealer"; readonly cardsNeeded: boolean }
  /** A hand still in action (played, or folded with a live 6 Card Bonus) is turned over. */
  | { readonly kind: "reveal-hand"; readonly seat: SeatNumber; readonly cardsNeeded: boolean }
  /**
   * Results-only entry: whether the player-dealer qualified, each seat's fold or result against the
   * player-dealer (`seats`, from the player-dealer's left), and the hand each bonus made on the seats
   * where one is on the hand (`pairPlusSeats`: unless it folds; `sixCardBonusSeats`: folded or not).
   */
  | { readonly kind: "enter-results"; readonly seats: readonly SeatNumber[]; readonly pairPlusSeats: readonly SeatNumber[]; readonly sixCardBonusSeats: readonly SeatNumber[] }
  | { readonly kind: "complete" };

/** Every bettor (seated first, then backline) with an Ante on the hand, as a wager-like key. */
function bettorsOn(state: RoundState, seat: SeatNumber): { readonly seat: SeatNumber; readonly backline: boolean; readonly bettor?: string }[] {
  return [{ seat, backline: false }, ...backlineBettors(state, seat).map((name) => ({ seat, backline: true, ...(name === "" ? {} : { bettor: name }) }))];
}

/** Someone on the seat folded. */
export function foldsOn(state: RoundState, seat: SeatNumber): boolean {
  return bettorsOn(state, seat).some((b) => decisionOf(state, b) === "fold");
}

/**
 * The hand is still needed after the decisions: someone on it played, or it carries a 6 Card Bonus,
 * which "shall not be forfeited if the player folds" (seed 003 L1719-1721), so a folded hand with
 * one is kept aside and revealed like the others (decision D3).
 */
export function handInAction(state: RoundState, hand: SeatHand): boolean {
  const played = bettorsOn(state, hand.seat).some((b) => decisionOf(state, b) === "play");
  return played || state.wagers.some((w) => w.seat === hand.seat && w.bet === SIX_CARD_BONUS);
}

function readCards(cards: readonly (SuitedCard | typeof FACE_DOWN)[]): SuitedCard[] | null {
  return cards.length === 3 && cards.every((c) => c !== FACE_DOWN) ? (cards as SuitedCard[]) : null;
}

/** The player-dealer's hand once revealed, else null. */
export function playerDealerHand(state: RoundState): ThreeCardHand | null {
  const cards = readCards(state.playerDealer.cards);
  return state.playerDealer.revealed && cards ? rankThree(state.game.ranking, cards) : null;
}

/** Whether the player-dealer qualifies (Queen-high or better), once its hand is revealed or the results entered. */
export function playerDealerQualifies(state: RoundState): boolean | null {
  if (state.results) return state.results.playerDealerQualifies;
  const hand = playerDealerHand(state);
  return hand === null ? null : qualifiesQueenHigh(hand);
}

/** A seat's hand once revealed, else null. */
export function seatHand(state: RoundState, seat: SeatNumber): ThreeCardHand | null {
  const hand = state.hands.find((h) => h.seat === seat);
  const cards = hand ? readCards(hand.cards) : null;
  return hand?.revealed && cards ? rankThree(state.game.ranking, cards) : null;
}

/** The player-dealer's face-up card, once dealt. */
export function upCardOf(state: RoundState): SuitedCard | null {
  const up = state.playerDealer.cards[0];
  return up === undefined || up === FACE_DOWN ? null : up;
}

/** The seats with `bet` on their hand (seated or backline), in dealing order. */
function seatsWith(state: RoundState, bet: string): SeatNumber[] {
  return state.hands.filter((h) => state.wagers.some((w) => w.seat === h.seat && w.bet === bet)).map((h) => h.seat);
}

/** Results-only entry (game option `entry`): no stack, no card; the results, then the settlement. */
function nextResultsStep(state: RoundState): NextStep {
  if (state.results) return { kind: "complete" };
  return { kind: "enter-results", seats: state.hands.map((h) => h.seat), pairPlusSeats: seatsWith(state, PAIR_PLUS), sixCardBonusSeats: seatsWith(state, SIX_CARD_BONUS) };
}

export function nextStep(state: RoundState): NextStep {
  if (state.game.entry === "results") return nextResultsStep(state);
  const of = state.hands.length + 1;
  const undealt = state.hands.findIndex((h) => h.cards.length === 0);
  if (undealt >= 0) return { kind: "deal-stack", to: { kind: "player", seat: (state.hands[undealt] as SeatHand).seat }, stack: undealt + 1, of };
  if (state.playerDealer.cards.length === 0) return { kind: "deal-stack", to: { kind: "player-dealer" }, stack: of, of };
  if (!state.shufflerUnloaded) return { kind: "unload-shuffler" };

  for (const hand of state.hands) {
    if (hand.decision === null) return { kind: "decide", seat: hand.seat, bettor: null };
    if (state.game.backlineDecision === "own-when-seat-plays" && hand.decision === "play") {
      const waiting = backlineBettors(state, hand.seat).find((name) => hand.backlineDecisions[name] === undefined);
      if (waiting !== undefined) return { kind: "decide", seat: hand.seat, bettor: waiting };
    }
  }
  const folded = state.hands.filter((h) => foldsOn(state, h.seat)).map((h) => h.seat);
  if (folded.length > 0 && !state.foldsCollected) return { kind: "collect-folds", seats: folded };

  if (!state.playerDealer.revealed) return { kind: "reveal-player-dealer", cardsNeeded: state.playerDealer.cards.includes(FACE_DOWN) };
  for (const hand of state.hands) {
    if (!hand.revealed && handInAction(state, hand)) return { kind: "reveal-hand", seat: hand.seat, cardsNeeded: hand.cards.includes(FACE_DOWN) };
  }
  return { kind: "complete" };
}

export function isComplete(state: RoundState): boolean {
  return nextStep(state).kind === "complete";
}

function whoDecides(seat: SeatNumber, bettor: string | null): string {
  if (bettor === null) return `seat ${seat}`;
  return bettor === "" ? `seat ${seat} backline` : `seat ${seat} backline (${bettor})`;
}

/** The step in the dealer's words, for refusals and the screen. */
export function describeStep(step: NextStep): string {
  switch (step.kind) {
    case "deal-stack":
      return step.to.kind === "player-dealer"
        ? `the last stack goes to the player-dealer, face down, and its bottom card is turned face up (stack ${step.stack} of ${step.of})`
        : `the next stack goes to seat ${step.to.seat}, face down (stack ${step.stack} of ${step.of})`;
    case "unload-shuffler":
      return "the undealt cards go into the discard rack without being shown";
    case "decide":
      return `${whoDecides(step.seat, step.bettor)} is to make the Play wager (equal to the Ante) or fold`;
    case "collect-folds":
      return `the forfeited wagers are collected first (seats ${step.seats.join(", ")})`;
    case "reveal-player-dealer":
      return step.cardsNeeded ? "the player-dealer's cards are turned over first (enter them)" : "the player-dealer's cards are turned over first";
    case "reveal-hand":
      return step.cardsNeeded ? `seat ${step.seat}'s hand is turned over next (enter its cards)` : `seat ${step.seat}'s hand is turned over next`;
    case "enter-results":
      return `the results of seat${step.seats.length === 1 ? "" : "s"} ${step.seats.join(", ")} are entered first`;
    case "complete":
      return "the round is complete";
  }
}

/** Whether the hand's Ante is still in action (someone on the seat did not fold), for screens. */
export function anteInAction(state: RoundState, seat: SeatNumber): boolean {
  return state.wagers.some((w) => w.seat === seat && w.bet === ANTE && decisionOf(state, w) === "play");
}
