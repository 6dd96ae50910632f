/**
 * The pai gow poker dealer tablet's wording and step logic, as pure functions of the dealer view,
 * so the screen says the same thing everywhere and tests check it without a browser.
 */
import type { BonusHand } from "@/lib/domain/pai-gow-poker";
import type { PaiGowDealerView } from "@/lib/domain/table/pai-gow-poker/views";

export type PaiGowStepKind = "command" | "seat" | "offer" | "post-bank" | "start-shoe" | "pile" | "dice" | "player-dealer" | "set-hands" | "show-cards" | "results" | "info";

/** Which kind of step the server's next action is during a round (between rounds the shared setup steps apply). */
export function roundStepKind(view: Pick<PaiGowDealerView, "status" | "phase" | "next">): PaiGowStepKind {
  const next = view.next;
  if (view.status !== "open") return "info";
  if (next.command) return "command";
  if (view.phase !== "dealing") return "info";
  switch (next.step) {
    case "choose-action-pile":
      return "pile";
    case "roll-dice":
      // Results-only entry: the results panel, whose dice total settles.
      return next.seats ? "results" : "dice";
    case "expose-player-dealer":
      return "player-dealer";
    case "set-hands":
      return "set-hands";
    case "show-cards":
      return "show-cards";
    case "enter-results":
      return "results";
    default:
      return "info";
  }
}

/** The command the big button sends for the server's next action. */
export { walkCommand as bigCommand } from "../walk-words";

/** The three dice's totals, 3 to 18. */
export const DICE_TOTALS: readonly number[] = Array.from({ length: 16 }, (_, i) => i + 3);

/** The seven piles, numbered from the dealer's left. */
export const PILES: readonly number[] = [1, 2, 3, 4, 5, 6, 7];

/** The split of seven cards with the cards at `front` in front: five behind, two in front, in the seven's order. */
export function splitOf(cards: readonly string[], front: readonly number[]): { high: string[]; low: string[] } | null {
  if (cards.length !== 7 || front.length !== 2 || front[0] === front[1]) return null;
  return { high: cards.filter((_, i) => !front.includes(i)), low: front.map((i) => cards[i]!) };
}

/** A tap on one of the seven cards: it goes in front (at most two: a third tap replaces the oldest), or back behind. */
export function toggleFront(front: readonly number[], index: number): number[] {
  if (front.includes(index)) return front.filter((i) => i !== index);
  return [...front, index].slice(-2);
}

/** Cards typed or tapped for a seven-card hand: one more, unless it is already there or the hand is full. */
export function addCard(cards: readonly string[], card: string): { cards: string[]; refused: string | null } {
  if (cards.length >= 7) return { cards: [...cards], refused: "Seven cards are in: set the hand, or take one back." };
  if (cards.includes(card)) return { cards: [...cards], refused: `${card === "JK" ? "The joker" : card} is in this hand already.` };
  return { cards: [...cards, card], refused: null };
}

export type SeatOutcome = "win" | "push" | "lose";

/** The results the tablet holds before it sends them: every seat's result, and a bonus hand only where one is asked. */
export interface ResultsDraft {
  readonly outcomes: Readonly<Record<number, SeatOutcome>>;
  readonly bonuses: Readonly<Record<number, BonusHand>>;
}

/** The `enter-results` command's results, once every seat has its result; null while one is missing. */
export function resultsOf(draft: ResultsDraft, seats: readonly number[], bonusSeats: readonly number[]): { seat: number; game: SeatOutcome; bonus: BonusHand | null }[] | null {
  if (seats.some((s) => draft.outcomes[s] === undefined)) return null;
  return seats.map((seat) => ({ seat, game: draft.outcomes[seat]!, bonus: bonusSeats.includes(seat) ? (draft.bonuses[seat] ?? null) : null }));
}

const SET_BY: Readonly<Record<string, string>> = { player: "as the player set it", "house-way": "the house way", "house-way-after-foul": "the house way (after a foul)" };

export function setByWords(by: string): string {
  return SET_BY[by] ?? by;
}

export const OUTCOME_WORD: Readonly<Record<"win" | "lose" | "push", string>> = { win: "Wins", lose: "Loses", push: "Push" };

/** Seats in words: "seat 2", "seats 2, 4 and 5". */
export function seatList(seats: readonly number[]): string {
  if (seats.length === 1) return `seat ${seats[0]}`;
  return `seats ${seats.slice(0, -1).join(", ")} and ${seats.at(-1)}`;
}

const RANK_ORDER = "AKQJT98765432";

/** Seven cards as a dealer reads a hand: the joker first, then by rank high to low, suits in a fixed order. */
export function byRank(cards: readonly string[]): string[] {
  const key = (c: string) => (c === "JK" ? -1 : RANK_ORDER.indexOf(c[0]!) * 4 + "SHDC".indexOf(c[1]!));
  return [...cards].sort((a, b) => key(a) - key(b));
}

/**
 * The cards of the round's one 53-card deck already on the tablet's record: the player-dealer's
 * hand and every hand the dealer has seen (entered, set or turned over), for the card pad to show as out.
 */
export function cardsOnRecord(view: Pick<PaiGowDealerView, "hands" | "playerDealerHand">): string[] {
  return [...(view.playerDealerHand?.cards ?? []), ...view.hands.flatMap((h) => h.cards ?? [])];
}
