/**
 * What happens next in a round, for the dealer screen: which hand takes the next card (and whether
 * face down), when insurance and early surrender are offered, when the hole card is checked or
 * turned over, which player must decide, and whether the player-dealer draws. Every command is
 * checked against it, so a stale tap is refused.
 */
import { isJoker, rankOf, type Card } from "../cards/card";
import { isAce, isTenValue } from "../blackjack/card-values";
import { playerDealerDraws } from "../blackjack/player-dealer-chart";
import type { SeatNumber } from "../seats";
import { BUSTER_BET } from "./bet-ids";
import { initialDeal, initialDealSize } from "./deal-order";
import type { TwentyOneGame } from "./game-config";
import { optionRefusal, valueOf, type DecisionKind } from "./hand-options";
import { handValue, isFrozen, type HandValue } from "./hand-value";
import { insuranceOffered } from "./insurance";
import { describeSharedStep, initialCardDue, insuranceSeats, playerCardDue, type CardTarget } from "../blackjack/next-card";
import { readCards, upCard } from "../blackjack/player-dealer-cards";
import type { PlayerHand, RoundState } from "./round-state";
import { playersTurn } from "./turn";

export type { CardTarget };

export type DealReason =
  | "initial"
  /** A split hand's second card. */
  | "split"
  | "hit"
  | "double"
  /** The chart leaves the hand no choice but to hit. */
  | "must-hit"
  | "player-dealer-draw";

export type NextStep =
  | {
      readonly kind: "deal";
      readonly to: CardTarget;
      /** 1-based place of the card in that hand. */
      readonly cardNumber: number;
      readonly faceDown: boolean;
      readonly why: DealReason;
    }
  /** The player-dealer shows an ace: these seats still answer insurance (an amount, 0 to decline). */
  | { readonly kind: "offer-insurance"; readonly seats: readonly SeatNumber[] }
  /** Early surrender, before the hole card is checked: these seats still answer (surrender or not). */
  | { readonly kind: "offer-surrender"; readonly seats: readonly SeatNumber[] }
  /** The dealer checks the hole card for a natural before anyone draws. */
  | { readonly kind: "check-hole-card" }
  | { readonly kind: "decide"; readonly seat: SeatNumber; readonly hand: number; readonly allowed: readonly DecisionKind[] }
  /** The players are done: the hole card is turned over; it places the action button. */
  | { readonly kind: "expose-hole-card" }
  | { readonly kind: "complete" };

export function upCardOf(state: RoundState): Card | undefined {
  return upCard(state.playerDealer);
}

/** The player-dealer's hand, or null while a card is missing or unread. */
export function playerDealerValue(state: RoundState): HandValue | null {
  const cards = readCards(state.playerDealer);
  if (cards === null || cards.length === 0) return null;
  return handValue(state.game.hand, cards);
}

/** The player-dealer's cards once all are read; null before. */
export function playerDealerCards(state: RoundState): readonly Card[] | null {
  return readCards(state.playerDealer);
}

/** A checked hole card made a natural: the game stops and the players do not act. */
export function playerDealerNaturalShown(state: RoundState): boolean {
  const v = playerDealerValue(state);
  return state.holeCard === "exposed" && v !== null && v.kind !== "total";
}

/** Whether the dealer checks under this up card: an ace or a Bonus card (the Pure games), an ace or a ten-value card (Blackjack X). */
export function upCardMayMakeNatural(game: TwentyOneGame, up: Card): boolean {
  if (isAce(up)) return true;
  if (game.holeCardCheck.upCards === "ace-or-ten" || game.hand.scoring !== "pure-21-5") return isTenValue(up);
  return !isJoker(up) && game.hand.bonusRanks.includes(rankOf(up));
}

/** "This will happen prior to any additional cards being given to players" (seed 004 L501, L661; Blackjack X L1064, L1086). */
export function checkDue(state: RoundState): boolean {
  const up = upCardOf(state);
  return up !== undefined && state.holeCard === "down" && upCardMayMakeNatural(state.game, up);
}

/** Seats still to answer early surrender: those whose two-card hand could surrender now. */
function earlySurrenderSeats(state: RoundState, up: Card): SeatNumber[] {
  if (state.game.surrender.timing !== "early" || !checkDue(state)) return [];
  return state.players.filter((p) => p.earlySurrender === null && p.hands[0] !== undefined && optionRefusal(state.game, up, p, p.hands[0], "surrender") === null).map((p) => p.seat);
}

/**
 * Whether the hand's result still waits on the player-dealer's final hand. A Pure game's hand over
 * 21.5 does (the 888 rule); a Blackjack X hand of 22-30 loses and a Hard 31 wins whatever the
 * player-dealer holds (L983, L1028).
 */
function waitsOnPlayerDealer(state: RoundState, hand: PlayerHand): boolean {
  if (hand.surrendered || hand.rescued) return false;
  const v = valueOf(state.game, hand);
  if (v.kind !== "total") return false;
  if (state.game.hand.scoring === "play-to-31") return !isFrozen(v) && v.total !== 31;
  return true;
}

/**
 * "The player-dealer must always complete their hand as long as there are bonus bets in play"
 * (L1112-1113; seed 004 L552): it draws while a Buster bet or a game wager still depends on its hand.
 */
export function playerDealerMustComplete(state: RoundState): boolean {
  if (state.wagers.some((w) => w.bet === BUSTER_BET)) return true;
  return state.players.some((p) => p.hands.some((h) => waitsOnPlayerDealer(state, h)));
}

export function nextStep(state: RoundState): NextStep {
  const { game } = state;
  // The deal's order is made only while it is being dealt (the views ask for the next step after every command).
  const initialCard = state.initialDealt < initialDealSize(state.players.length) ? initialCardDue(state, initialDeal(state.players.map((p) => p.seat))) : undefined;
  if (initialCard) return initialCard;
  const up = upCardOf(state);
  if (up === undefined) throw new RangeError("the player-dealer's up card is dealt face up");
  if (insuranceOffered(game.insurance, up)) {
    const seats = insuranceSeats(state);
    if (seats.length > 0) return { kind: "offer-insurance", seats };
  }
  const surrenderSeats = earlySurrenderSeats(state, up);
  if (surrenderSeats.length > 0) return { kind: "offer-surrender", seats: surrenderSeats };
  if (checkDue(state)) return { kind: "check-hole-card" };

  if (!playerDealerNaturalShown(state)) {
    const turn = playersTurn(state, up);
    if (turn.kind === "decide") return turn;
    if (turn.kind === "deal") return playerCardDue(state, turn.seat, turn.hand, turn.why);
  }
  if (state.holeCard !== "exposed") return { kind: "expose-hole-card" };
  const pd = playerDealerValue(state);
  if (pd === null) throw new RangeError("the player-dealer's cards must be known once the hole card is exposed");
  if (playerDealerMustComplete(state) && playerDealerDraws(game.playerDealerChart, pd)) {
    return { kind: "deal", to: { kind: "player-dealer" }, cardNumber: state.playerDealer.length + 1, faceDown: false, why: "player-dealer-draw" };
  }
  return { kind: "complete" };
}

export function isComplete(state: RoundState): boolean {
  return nextStep(state).kind === "complete";
}

/** The step in the dealer's words, for refusals and the screen. */
export function describeStep(step: NextStep): string {
  switch (step.kind) {
    case "offer-surrender":
      return `surrender is offered before the hole card is checked (seats ${step.seats.join(", ")})`;
    case "check-hole-card":
      return "the hole card is checked for a natural first";
    default:
      return describeSharedStep(step);
  }
}
