/**
 * The Three Card Poker dealer tablet's wording and step logic, as pure functions of the dealer view,
 * so the screen says the same thing everywhere and tests check it without a browser.
 */
import type { ThreeCardPokerDealerView } from "@/lib/domain/table/three-card-poker/views";
import { dollars } from "@/lib/client/dollars";
import { cardLabel } from "@/lib/client/card-entry";
import type { PairPlusHand, SixCardBonusHand } from "@/lib/domain/three-card-poker";
import { viewCommand, type DealerCommand, type ViewNamedCommand } from "../context";

export type ThreeCardPokerStepKind = "command" | "seat" | "offer" | "post-bank" | "start-shoe" | "up-card" | "decide" | "reveal" | "results" | "info";

type View = Pick<ThreeCardPokerDealerView, "status" | "phase" | "next">;

/** Which kind of step the server's next action is during a round (between rounds the shared setup steps apply). */
export function roundStepKind(view: View): ThreeCardPokerStepKind {
  const next = view.next;
  if (view.status !== "open") return "info";
  if (next.send) return "command";
  if (view.phase === "dealing") {
    if (next.stack?.upCardNeeded) return "up-card";
    if (next.decide) return "decide";
    if (next.reveal?.cardsNeeded) return "reveal";
    if (next.results) return "results";
  }
  return "info";
}

/** The command the big button sends: the server's own, whole. */
export function bigCommand(view: Pick<ThreeCardPokerDealerView, "next">): ViewNamedCommand | null {
  return view.next.send ? viewCommand(view.next.send.type, view.next.send) : null;
}

/** The player-dealer's stack as dealt by hand: the up card read, the two others face down. */
export function upCardStack(card: string): DealerCommand<ThreeCardPokerDealerView> {
  return { type: "deal-stack", cards: [card, "face-down", "face-down"], source: "dealer" };
}

/** The reveal command with the hand's three cards: the cards read at the deal first, then those entered. */
export function revealCommand(to: "player-dealer" | number, known: readonly string[], entered: readonly string[]): DealerCommand<ThreeCardPokerDealerView> | null {
  const cards = [...known, ...entered];
  if (cards.length !== 3) return null;
  return to === "player-dealer" ? { type: "reveal-player-dealer", cards } : { type: "reveal-hand", seat: to, cards };
}

/** "Seat 3's hand: 8♣ 8♦, one more card" for the entry under way. */
export function revealPrompt(to: "player-dealer" | number, known: readonly string[], entered: readonly string[]): string {
  const whose = to === "player-dealer" ? "The player-dealer's hand" : `Seat ${to}'s hand`;
  const cards = [...known, ...entered];
  const left = 3 - cards.length;
  return `${whose}: ${cards.length ? cards.map(cardLabel).join(" ") : "no card yet"}${left > 0 ? `; ${left === 1 ? "one more card" : `${left} more cards`}` : ""}`;
}

/** The Play or fold buttons' words: "Play $10.00" (the Play wager equals the Ante). */
export function playWords(ante: number): { play: string; fold: string } {
  return { play: `Play ${dollars(ante)}`, fold: "Fold" };
}

/** Who decides: "Seat 3", "Seat 3 backline (Lee)". */
export function deciderName(seat: number, bettor: string | null, name: string | null): string {
  if (bettor !== null) return bettor === "" ? `Seat ${seat} backline` : `Seat ${seat} backline (${bettor})`;
  return name ? `Seat ${seat} (${name})` : `Seat ${seat}`;
}

export const OUTCOME_WORD: Readonly<Record<"win" | "lose" | "push", string>> = { win: "Wins", lose: "Loses", push: "Push" };

/** "Red deck in play · blue deck in the shuffler". */
export function decksText(decks: ThreeCardPokerDealerView["decks"]): string {
  if (!decks) return "The decks are not at the table.";
  const name = (back: string) => `${back[0]!.toUpperCase()}${back.slice(1)} deck`;
  if (decks.inPlay === null && decks.places.length === 2) return `${name(decks.places[0]!.back)} deals the first round · ${name(decks.places[1]!.back)} in the shuffler`;
  return decks.places.map((p) => `${p.back[0]!.toUpperCase()}${p.back.slice(1)} deck ${p.place}`).join(" · ");
}

/** The key a desktop keyboard gives a decision: P play, F fold. */
export function decisionForKey(key: string): "play" | "fold" | null {
  const k = key.toLowerCase();
  return k === "p" ? "play" : k === "f" ? "fold" : null;
}

export type SeatResult = "fold" | "win" | "push" | "lose";

/** The results the tablet holds before it sends them: the qualifier, every seat's result, a bonus hand only where one paid. */
export interface ResultsDraft {
  readonly qualifies: boolean | null;
  readonly results: Readonly<Record<number, SeatResult>>;
  readonly pairPlus: Readonly<Record<number, PairPlusHand>>;
  readonly sixCardBonus: Readonly<Record<number, SixCardBonusHand>>;
}

export const EMPTY_RESULTS: ResultsDraft = { qualifies: null, results: {}, pairPlus: {}, sixCardBonus: {} };

type Asked = NonNullable<ThreeCardPokerDealerView["next"]["results"]>;

/** What is still to tap before the results can be sent: "the player-dealer", "seat 3". */
export function resultsMissing(draft: ResultsDraft, asked: Pick<Asked, "seats">): string[] {
  return [...(draft.qualifies === null ? ["the player-dealer"] : []), ...asked.seats.filter((s) => draft.results[s] === undefined).map((s) => `seat ${s}`)];
}

/** The `enter-results` command, once the qualifier and every seat's result are tapped; null while one is missing. A folded seat's Pair Plus is forfeited, so none is sent. */
export function resultsCommand(draft: ResultsDraft, asked: Pick<Asked, "seats" | "pairPlusSeats" | "sixCardBonusSeats">): Extract<DealerCommand<ThreeCardPokerDealerView>, { type: "enter-results" }> | null {
  if (draft.qualifies === null || resultsMissing(draft, asked).length > 0) return null;
  return {
    type: "enter-results",
    playerDealerQualifies: draft.qualifies,
    results: asked.seats.map((seat) => {
      const result = draft.results[seat]!;
      const pairPlus = asked.pairPlusSeats.includes(seat) && result !== "fold" ? (draft.pairPlus[seat] ?? null) : null;
      const sixCardBonus = asked.sixCardBonusSeats.includes(seat) ? (draft.sixCardBonus[seat] ?? null) : null;
      return { seat, result, pairPlus, sixCardBonus };
    }),
  };
}
