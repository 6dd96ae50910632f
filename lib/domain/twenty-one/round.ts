/**
 * The dealer's commands on a round, each checked against `nextStep`: deal a card, record insurance
 * and early surrender, check or turn over the hole card. Player decisions are in decisions.ts.
 * Every function returns a new state and refuses with a `TwentyOneRefusal`.
 */
import { cardWords, isCard, isJoker, parseCard, rankOf, type Card } from "../cards/card";
import { displayMarkedCard } from "../cards/marked-deck";
import { formatCents, isCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import { handValue } from "./hand-value";
import { maxInsurance, minInsurance } from "./insurance";
import { describeStep, nextStep, type NextStep } from "./next-step";
import { refuse } from "./refusal";
import { withHoleCard } from "../blackjack/player-dealer-cards";
import { FACE_DOWN, type DealtCard, type RoundState, type SeatRound } from "./round-state";

function wrongStep(what: string, step: NextStep): never {
  refuse("wrong-step", `${what} refused: ${describeStep(step)}`);
}

/** A card the game's deck holds: no joker, no ten in Pure Spanish 21.5's deck. */
export function readCard(state: RoundState, card: string): Card {
  const code = card.trim().toUpperCase().replace(/^10/, "T");
  if (!isCard(code)) refuse("card-not-allowed", `${JSON.stringify(card)} is not a card`);
  const c = parseCard(code);
  if (isJoker(c)) refuse("card-not-allowed", `${state.game.name} is played without jokers`);
  if (state.game.deck.removedRanks.includes(rankOf(c))) refuse("card-not-allowed", `${displayMarkedCard(state.game.deck, c)} is not in the ${state.game.deck.name} (${state.game.deck.source})`);
  return c;
}

function updateSeat(state: RoundState, seat: SeatNumber, update: (s: SeatRound) => SeatRound): RoundState {
  return { ...state, players: state.players.map((p) => (p.seat === seat ? update(p) : p)) };
}

/** Deal the next card where `nextStep` says; FACE_DOWN only for a hole card the system has not read. */
export function dealCard(state: RoundState, card: DealtCard | string): RoundState {
  const step = nextStep(state);
  if (step.kind !== "deal") wrongStep(`dealing ${card === FACE_DOWN ? "a face-down card" : cardWords(card)}`, step);
  let dealt: DealtCard;
  if (card === FACE_DOWN) {
    if (!step.faceDown) refuse("card-not-allowed", "only the player-dealer's hole card is dealt face down; give this card");
    dealt = FACE_DOWN;
  } else {
    dealt = readCard(state, card);
  }
  const initial = step.why === "initial";
  const initialDealt = initial ? state.initialDealt + 1 : state.initialDealt;
  if (step.to.kind === "player-dealer") {
    return { ...state, initialDealt, playerDealer: [...state.playerDealer, dealt], holeCard: step.faceDown ? "down" : state.holeCard };
  }
  const { seat, hand } = step.to;
  const c = dealt as Card;
  return updateSeat({ ...state, initialDealt }, seat, (s) => ({
    ...s,
    dealt: initial ? [...s.dealt, c] : s.dealt,
    hands: s.hands.map((h, i) => (i === hand ? { ...h, cards: [...h.cards, c], awaiting: null } : h)),
  }));
}

/** A seat's insurance: within the game's bounds, 0 to decline. */
export function recordInsurance(state: RoundState, seat: SeatNumber, amount: Cents): RoundState {
  const step = nextStep(state);
  if (step.kind !== "offer-insurance") wrongStep(`insurance for seat ${seat}`, step);
  const s = state.players.find((p) => p.seat === seat);
  const rules = state.game.insurance;
  if (!s || !rules || !step.seats.includes(seat)) refuse("no-such-hand", `seat ${seat} has no insurance to answer (waiting: seats ${step.seats.join(", ")})`);
  const max = maxInsurance(s.wager);
  const min = minInsurance(rules, s.wager);
  if (!isCents(amount) || amount < 0 || amount > max || (amount > 0 && amount < min)) {
    const range = rules.minPercent > 0 ? `${formatCents(min)} (${rules.minPercent}%) to ${formatCents(max)} (half the wager)` : `up to half the game wager, ${formatCents(max)}`;
    refuse("insurance-amount", `insurance is 0 (declined) or ${range} (${rules.source})`);
  }
  return updateSeat(state, seat, (p) => ({ ...p, insurance: amount }));
}

/** Early surrender, asked of each seat before the hole card is checked: half the wager is forfeited. */
export function recordSurrender(state: RoundState, seat: SeatNumber, surrender: boolean): RoundState {
  const step = nextStep(state);
  if (step.kind !== "offer-surrender") wrongStep(`surrender for seat ${seat}`, step);
  if (!step.seats.includes(seat)) refuse("no-such-hand", `seat ${seat} has no surrender to answer (waiting: seats ${step.seats.join(", ")})`);
  return updateSeat(state, seat, (p) => ({
    ...p,
    earlySurrender: surrender,
    hands: p.hands.map((h, i) => (i === 0 && surrender ? { ...h, surrendered: true } : h)),
  }));
}

/**
 * The dealer checks the hole card under an up card that can make a natural. A natural is turned
 * over at once, "no additional action will take place" (seed 004 L501, L661, L1086); otherwise the
 * card stays face down.
 */
export function checkHoleCard(state: RoundState, card?: string): RoundState {
  const step = nextStep(state);
  if (step.kind !== "check-hole-card") wrongStep("checking the hole card", step);
  const read = withHoleCard(state, card, "checking the hole card", (c) => readCard(state, c), refuse);
  const natural = handValue(read.game.hand, read.playerDealer as readonly Card[]).kind !== "total";
  return { ...read, holeCard: natural ? "exposed" : "checked" };
}

/** The players are done: the hole card is turned over (read now if the system has not seen it). */
export function exposeHoleCard(state: RoundState, card?: string): RoundState {
  const step = nextStep(state);
  if (step.kind !== "expose-hole-card") wrongStep("turning over the hole card", step);
  return { ...withHoleCard(state, card, "turning over the hole card", (c) => readCard(state, c), refuse), holeCard: "exposed" };
}

export { visiblePlayerDealerCards } from "../blackjack/player-dealer-cards";
