/**
 * The round as a list of steps, replayed through the Three Card Poker rules engine. Each step is
 * checked by the engine exactly as a dealer's command would be; undo drops the last cards entered,
 * and a supervisor's correction replaces one card and replays, so a corrected round is checked like
 * the original.
 */
import { applyStep, FACE_DOWN, newRound, type RoundState, type ThreeCardPokerGame } from "../../three-card-poker";
import type { ThreeCardPokerRoundInProgress, ThreeCardPokerTableStep } from "./state";
import { engineOpening } from "../common/engine-steps";

type Opening = Pick<ThreeCardPokerRoundInProgress, "playerDealerSeat" | "bank" | "wagers">;

/** The round as opened when betting closed: its wagers, seats and the bank. */
export function openPlay(game: ThreeCardPokerGame, seats: number, round: Opening): RoundState {
  return newRound(game, engineOpening(seats, round));
}

export { applyStep };

export function replaySteps(game: ThreeCardPokerGame, seats: number, round: Opening, steps: readonly ThreeCardPokerTableStep[]): RoundState {
  return steps.reduce(applyStep, openPlay(game, seats, round));
}

/** The cards a step reads for the first time (a stack's read cards; at a reveal, the cards dealt unread). */
export function cardsReadBy(step: ThreeCardPokerTableStep, before: RoundState): string[] {
  switch (step.kind) {
    case "deal-stack":
      return step.cards.filter((c) => c !== FACE_DOWN);
    case "reveal-player-dealer":
      return (step.cards ?? []).filter((c) => !before.playerDealer.cards.includes(c as never));
    case "reveal-hand": {
      const dealt = before.hands.find((h) => h.seat === step.seat)?.cards ?? [];
      return (step.cards ?? []).filter((c) => !dealt.includes(c as never));
    }
    default:
      return [];
  }
}

/** The last step that entered cards, if it is the last step: a stack, or a hand turned over with its cards given. */
export function undoableCards(steps: readonly ThreeCardPokerTableStep[]): readonly string[] | null {
  const last = steps.at(-1);
  if (!last) return null;
  if (last.kind === "deal-stack") return last.source === "server" ? null : last.cards;
  if ((last.kind === "reveal-player-dealer" || last.kind === "reveal-hand") && last.cards) return last.cards;
  return null;
}

/**
 * Every card of the round in dealing order, stack by stack from the player-dealer's left, the
 * player-dealer's stack last: "face-down" where a card is still unread. A card read at a reveal
 * takes the place of the unread card it was dealt as.
 */
export function cardsInOrder(play: RoundState | null): string[] {
  if (!play) return [];
  return [...play.hands.flatMap((h) => h.cards), ...play.playerDealer.cards];
}

/** The steps with card `from` replaced by `to` wherever it was entered (a deck holds each card once). */
export function correctedSteps(steps: readonly ThreeCardPokerTableStep[], from: string, to: string): ThreeCardPokerTableStep[] {
  const swap = (cards: readonly string[]) => cards.map((c) => (c === from ? to : c));
  return steps.map((step) => {
    if (step.kind === "deal-stack") return { ...step, cards: swap(step.cards) };
    if ((step.kind === "reveal-player-dealer" || step.kind === "reveal-hand") && step.cards) return { ...step, cards: swap(step.cards) };
    return step;
  });
}
