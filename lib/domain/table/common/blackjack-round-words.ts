/**
 * A blackjack-style round (No Bust, twenty-one) in the floor's words where both families say it
 * alike: a card dealt (where it went, the card as the table knows it, where it came from, the value
 * it made), a seat's insurance, the hole card turned over, a player's hit, stand, split or
 * surrender, and the round completed. Each family gives how its hands' values read, and says its
 * own steps and decisions (a double, a rescue, the hole card checked, the fees dropped).
 */
import { cardWords, cardsWords } from "../../cards/card";
import { formatCents } from "../../money";
import type { CardTarget } from "../../blackjack/next-card";
import { FACE_DOWN } from "../../blackjack/player-dealer-cards";
import { handsAt, OUTCOME_VERB, sourceWords, where } from "./blackjack-floor";
import type { DealStep } from "./blackjack-steps";

/** What a blackjack engine says comes next, as far as a card's words read it. */
type BlackjackNext = { readonly kind: "deal"; readonly to: CardTarget } | { readonly kind: string };

function isDeal(next: BlackjackNext): next is Extract<BlackjackNext, { kind: "deal" }> {
  return next.kind === "deal";
}

/** A blackjack round as these words read it: the player-dealer's cards and the seats' hands. */
interface WordedPlay {
  readonly playerDealer: readonly string[];
  readonly players: readonly { readonly seat: number; readonly insurance: number | null; readonly hands: readonly { readonly cards: readonly string[] }[] }[];
}

/** How a family's round reads in words: what comes next, and a hand's value ("hard 17"), null before a card or where it cannot be read. */
export interface RoundReading<P> {
  nextStep(play: P): BlackjackNext;
  handValue(play: P, seat: number, hand: number): string | null;
  dealerValue(play: P): string | null;
}

/** How a family says a card dealt, beyond its round's reading. */
export interface DealtCardReading<P> extends RoundReading<P> {
  /** Whether the player-dealer's value may be said after a face-up card to it (the hole card no longer hidden). */
  dealerShown(play: P): boolean;
  /** A face-up card's mark in the game's deck ("Bonus"), where its deck marks cards. */
  mark?(play: P, card: string): string | null;
}

/** Card `n` of the round: where it went, the card (face down: unread, or as read where the table knows it), where it came from, and the value it made. */
export function dealtCardWords<P extends WordedPlay>(step: DealStep, before: P | null, after: P | null, n: number, reading: DealtCardReading<P>): string {
  const next = before ? reading.nextStep(before) : null;
  const target = next && isDeal(next) ? next.to : null;
  const to = !target ? "" : target.kind === "player-dealer" ? " to the player-dealer" : ` to ${where(target.seat, target.hand, before ? handsAt(before, target.seat) : 1)}`;
  const mark = before && !step.faceDown && step.card !== FACE_DOWN ? (reading.mark?.(before, step.card) ?? null) : null;
  const card = step.faceDown ? `face down${step.card === FACE_DOWN ? ", unread" : after?.playerDealer[1] === FACE_DOWN ? "" : ` (${cardWords(step.card)})`}` : `${cardWords(step.card)}${mark ? ` ${mark}` : ""}`;
  let value = "";
  if (after && target?.kind === "player") {
    const v = reading.handValue(after, target.seat, target.hand);
    if (v) value = ` — ${v}`;
  } else if (after && target?.kind === "player-dealer" && !step.faceDown && reading.dealerShown(after)) {
    const v = reading.dealerValue(after);
    if (v) value = ` — the player-dealer has ${v}`;
  }
  return `Card ${n}${to}: ${card}${sourceWords(step.source)}${value}`;
}

/** A seat's insurance answer: declined (0) or taken for an amount. */
export function insuranceWords(step: { readonly seat: number; readonly amount: number }): string {
  return step.amount === 0 ? `Seat ${step.seat} declines insurance` : `Seat ${step.seat} takes insurance for ${formatCents(step.amount)}`;
}

/** The hole card turned over once the players are done, and the player-dealer's value then. */
export function holeCardTurnedWords<P extends WordedPlay>(step: { readonly card: string | null }, after: P | null, dealerValue: (play: P) => string | null): string {
  const hole = after?.playerDealer[1] ?? step.card;
  const v = after ? dealerValue(after) : null;
  return `Hole card turned over${hole && hole !== FACE_DOWN ? `: ${cardWords(hole)}` : ""}${v ? `; the player-dealer has ${v}` : ""}`;
}

/**
 * A player's decision: a hit, a stand, a split or a surrender in these words; any other (a double,
 * a rescue) in the family's, `own`, given who decides ("Seat 2 hand 1") and on what (" on hard 17").
 */
export function decisionWords<P extends WordedPlay>(
  step: { readonly seat: number; readonly hand: number; readonly decision: { readonly kind: string } },
  before: P,
  handValue: (play: P, seat: number, hand: number) => string | null,
  own: (who: string, on: string) => string,
): string {
  const who = where(step.seat, step.hand, handsAt(before, step.seat));
  const Who = who.charAt(0).toUpperCase() + who.slice(1);
  const value = handValue(before, step.seat, step.hand);
  const on = value ? ` on ${value}` : "";
  switch (step.decision.kind) {
    case "hit":
      return `${Who} hits${on}`;
    case "stand":
      return `${Who} stands${on}`;
    case "split": {
      const cards = before.players.find((p) => p.seat === step.seat)?.hands[step.hand]?.cards ?? [];
      return `${Who} splits${cards.length ? ` ${cardsWords(cards)}` : ""}`;
    }
    case "surrender":
      return `${Who} surrenders${on}: half the wager is forfeited`;
    default:
      return own(Who, on);
  }
}

/** A finished round as its summary records it. */
interface FinishedRound<H> {
  readonly handNumber: number;
  readonly playerDealer: readonly string[];
  readonly playerDealerValue: string;
  readonly hands: readonly H[];
  readonly bankBefore: number;
  readonly bankAfter: number;
}

/**
 * A finished round: the player-dealer's hand, each hand's result (`fate` names one that did not
 * play out: "surrendered"), the family's `more` (its bonus bets' results), and the bank before and after.
 */
export function completedRoundWords<H extends { readonly seat: number; readonly hand: number; readonly value: string; readonly outcome: string }>(
  r: FinishedRound<H>,
  fate: (hand: H) => string | null,
  more = "",
): string {
  const count = new Map<number, number>();
  for (const h of r.hands) count.set(h.seat, (count.get(h.seat) ?? 0) + 1);
  const hands = r.hands.map((h) => `${where(h.seat, h.hand, count.get(h.seat) ?? 1)} ${fate(h) ?? OUTCOME_VERB[h.outcome]} (${h.value})`).join(", ");
  return `Hand ${r.handNumber} complete: player-dealer ${cardsWords(r.playerDealer)} (${r.playerDealerValue}); ${hands || "no hands"}${more}; bank ${formatCents(r.bankBefore)} → ${formatCents(r.bankAfter)}`;
}
