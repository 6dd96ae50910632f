/**
 * The dealer's commands on a round, each checked against `nextStep`: deal a card, drop the fees,
 * record insurance, check or turn over the hole card. Player decisions are in decisions.ts.
 * Every function returns a new state and refuses with a `NoBustRefusal`.
 */
import { cardWords, isCard, isJoker, parseCard, type Card } from "../cards/card";
import { formatCents, isCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import { handValue } from "./hand-value";
import { maxInsurance } from "./insurance";
import { describeStep, nextStep, type NextStep } from "./next-step";
import { refuse } from "./refusal";
import { withHoleCard } from "../blackjack/player-dealer-cards";
import { FACE_DOWN, type DealtCard, type RoundState, type SeatRound } from "./round-state";

function wrongStep(what: string, step: NextStep): never {
  refuse("wrong-step", `${what} refused: ${describeStep(step)}`);
}

function readCard(state: RoundState, card: string): Card {
  const code = card.trim().toUpperCase().replace(/^10/, "T");
  if (!isCard(code)) refuse("card-not-allowed", `${JSON.stringify(card)} is not a card`);
  const c = parseCard(code);
  if (isJoker(c) && state.game.jokersPerDeck === 0) refuse("card-not-allowed", `${state.game.name} is played without jokers`);
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
  const initialDealt = step.why === "initial" ? state.initialDealt + 1 : state.initialDealt;
  if (step.to.kind === "player-dealer") {
    return { ...state, initialDealt, playerDealer: [...state.playerDealer, dealt], holeCard: step.faceDown ? "down" : state.holeCard };
  }
  const { seat, hand } = step.to;
  const c = dealt as Card;
  return updateSeat({ ...state, initialDealt }, seat, (s) => ({
    ...s,
    hands: s.hands.map((h, i) => (i === hand ? { ...h, cards: [...h.cards, c], awaiting: null } : h)),
  }));
}

/** 6.0 and 2014: the dealer has dropped the collection fees after the initial two-card hands. */
export function recordFeesCollected(state: RoundState): RoundState {
  const step = nextStep(state);
  if (step.kind !== "collect-fees") wrongStep("dropping the fees", step);
  return { ...state, feesCollected: true };
}

/** A seat's insurance: up to half its game wager, 0 to decline (L868-871, L3181-3184). */
export function recordInsurance(state: RoundState, seat: SeatNumber, amount: Cents): RoundState {
  const step = nextStep(state);
  if (step.kind !== "offer-insurance") wrongStep(`insurance for seat ${seat}`, step);
  const s = state.players.find((p) => p.seat === seat);
  if (!s || !step.seats.includes(seat)) refuse("no-such-hand", `seat ${seat} has no insurance to answer (waiting: seats ${step.seats.join(", ")})`);
  const max = maxInsurance(s.wager);
  if (!isCents(amount) || amount < 0 || amount > max) {
    refuse("insurance-amount", `insurance is 0 to half the game wager, ${formatCents(max)} (${state.game.insurance?.source ?? ""})`);
  }
  return updateSeat(state, seat, (p) => ({ ...p, insurance: amount }));
}

/**
 * The dealer checks the hole card under an ace or ten-value up card. A Natural is turned over at
 * once and the players do not act; otherwise the card stays face down.
 */
export function checkHoleCard(state: RoundState, card?: string): RoundState {
  const step = nextStep(state);
  if (step.kind !== "check-hole-card") wrongStep("checking the hole card", step);
  const read = withHoleCard(state, card, "checking the hole card", (c) => readCard(state, c), refuse);
  const natural = handValue(read.game.hand, read.playerDealer as readonly Card[]).kind === "natural";
  return { ...read, holeCard: natural ? "exposed" : "checked" };
}

/** The players are done: the hole card is turned over (read now if the system has not seen it). */
export function exposeHoleCard(state: RoundState, card?: string): RoundState {
  const step = nextStep(state);
  if (step.kind !== "expose-hole-card") wrongStep("turning over the hole card", step);
  return { ...withHoleCard(state, card, "turning over the hole card", (c) => readCard(state, c), refuse), holeCard: "exposed" };
}

export { visiblePlayerDealerCards } from "../blackjack/player-dealer-cards";
