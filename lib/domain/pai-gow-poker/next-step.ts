/**
 * What the dealer does next in a pai gow round: deal the piles, have the player-dealer choose the
 * action pile and shake the dice, then set the hands in the game's order: players first and the
 * player-dealer's hand exposed and set the house way last (Fortune, seed 004 L873-875), or the
 * player-dealer's hand first (Face Up, L1598-1602), after which a "Pai Gow" needs no player to set,
 * only the seats with a bonus to turn their cards over. Every step is checked against it.
 */
import type { SeatNumber } from "../seats";
import { settlementSeats } from "../bank-walk";
import { actionButtonFor } from "./action-seat";
import { ACE_HIGH_BET, FORTUNE_BET } from "./bet-ids";
import type { RoundState, SeatHand } from "./round-state";
import { aceHighOf, type AceHigh } from "./seven-card";

export type NextStep =
  | { readonly kind: "deal-piles" }
  | { readonly kind: "choose-action-pile" }
  | { readonly kind: "roll-dice" }
  | { readonly kind: "expose-player-dealer" }
  /** These seats still set their hands (any order), listed from the action seat clockwise. */
  | { readonly kind: "set-hands"; readonly seats: readonly SeatNumber[] }
  /** Face Up after a Pai Gow: these seats turn their seven cards over for their bonuses. */
  | { readonly kind: "show-cards"; readonly seats: readonly SeatNumber[] }
  /**
   * Results-only entry: each seat's result against the player-dealer (`seats`, from the action seat
   * clockwise), and the hand made by each of `bonusSeats` for the bonuses.
   */
  | { readonly kind: "enter-results"; readonly seats: readonly SeatNumber[]; readonly bonusSeats: readonly SeatNumber[] }
  | { readonly kind: "complete" };

/** The player-dealer's seven-card ace-high hand ("Pai Gow"), once exposed; null otherwise. */
export function playerDealerAceHigh(state: RoundState): AceHigh | null {
  const cards = state.playerDealer.cards;
  if (cards === null || state.playerDealer.set === null) return null;
  return aceHighOf(cards, state.game.ranking);
}

/** Face Up: the player-dealer's Pai Gow pushes every game wager, and no player sets a hand. */
export function paiGowPush(state: RoundState): boolean {
  return state.game.paiGowPushes && playerDealerAceHigh(state) !== null;
}

/** Seats in settlement order from the action seat (seat order before the dice). */
function inActionOrder(state: RoundState, seats: readonly SeatNumber[]): SeatNumber[] {
  const button = actionButtonFor(state);
  if (button === null) return [...seats];
  const order = settlementSeats({ pdSeat: state.table.pdSeat, seats: state.table.seats, actionSeat: button.seat });
  return order.filter((s) => seats.includes(s));
}

/** The seats whose seven cards the bonuses read: a Fortune or Ace-High Bonus on them, or every hand where any hand makes Envy pay. */
function bonusHandSeats(state: RoundState): SeatHand[] {
  const { game } = state;
  const buttons = game.envy !== null && state.wagers.some((w) => w.bet === FORTUNE_BET && w.amount >= (game.envy?.minimum ?? Infinity));
  const anyHand = buttons && game.envy?.qualifyingHands === "any-hand";
  return state.hands.filter((h) => anyHand || state.wagers.some((w) => w.seat === h.seat && (w.bet === FORTUNE_BET || w.bet === ACE_HIGH_BET)));
}

/** The seats whose cards a Pai Gow round still needs: those with a bonus that reads them. */
function seatsToShow(state: RoundState): SeatNumber[] {
  return bonusHandSeats(state).filter((h) => !h.shown).map((h) => h.seat);
}

/** Results-only entry: the seats whose result is entered and those whose bonus hand is asked, from the action seat (seat order before the dice). */
export function resultSeats(state: RoundState): { seats: SeatNumber[]; bonusSeats: SeatNumber[] } {
  return { seats: inActionOrder(state, state.hands.map((h) => h.seat)), bonusSeats: inActionOrder(state, bonusHandSeats(state).map((h) => h.seat)) };
}

/**
 * Results-only entry (game option `entry`): after the dice (the action button orders the walk), each
 * seat's result and its bonus hand are entered at once; no pile, no card.
 */
function nextResultsStep(state: RoundState): NextStep {
  if (state.dice === null) return { kind: "roll-dice" };
  if (!state.results) return { kind: "enter-results", ...resultSeats(state) };
  return { kind: "complete" };
}

export function nextStep(state: RoundState): NextStep {
  if (state.game.entry === "results") return nextResultsStep(state);
  if (state.dealt === null) return { kind: "deal-piles" };
  if (state.actionPile === null) return { kind: "choose-action-pile" };
  if (state.dice === null) return { kind: "roll-dice" };
  const pdFirst = state.game.setOrder === "player-dealer-first";
  if (pdFirst && state.playerDealer.set === null) return { kind: "expose-player-dealer" };
  if (pdFirst && paiGowPush(state)) {
    const seats = seatsToShow(state);
    return seats.length > 0 ? { kind: "show-cards", seats: inActionOrder(state, seats) } : { kind: "complete" };
  }
  const toSet = state.hands.filter((h) => h.set === null).map((h) => h.seat);
  if (toSet.length > 0) return { kind: "set-hands", seats: inActionOrder(state, toSet) };
  if (state.playerDealer.set === null) return { kind: "expose-player-dealer" };
  return { kind: "complete" };
}

export function isComplete(state: RoundState): boolean {
  return nextStep(state).kind === "complete";
}

const list = (seats: readonly SeatNumber[]) => (seats.length === 1 ? `seat ${seats[0]}` : `seats ${seats.join(", ")}`);

/** The step in the dealer's words, for refusals and the screen. */
export function describeStep(step: NextStep): string {
  switch (step.kind) {
    case "deal-piles":
      return "the seven piles of seven are dealt first";
    case "choose-action-pile":
      return "the player-dealer chooses the action pile first";
    case "roll-dice":
      return "the player-dealer shakes the dice first";
    case "expose-player-dealer":
      return "the player-dealer's hand is exposed and set the house way first";
    case "set-hands":
      return `${list(step.seats)} set${step.seats.length === 1 ? "s" : ""} the hand first`;
    case "show-cards":
      return `${list(step.seats)} turn${step.seats.length === 1 ? "s" : ""} the seven cards over for the bonuses first`;
    case "enter-results":
      return `the results of ${list(step.seats)} are entered first`;
    case "complete":
      return "the round is complete";
  }
}
