/**
 * A No Bust round in the floor's words: each step (a card, the fees dropped, insurance, the hole
 * card checked or turned over, a player's decision), a hand's and the player-dealer's values, and a
 * hand that did not play out. The commands' declarations (commands.ts) word their events with these,
 * and the floor's records (floor.ts) read the values.
 */
import { formatCents } from "../../money";
import { cardWords } from "../../cards/card";
import { describeValue, FACE_DOWN, handValue, nextStep, playerDealerValue, type RoundState } from "../../no-bust";
import { dealtCardWords, decisionWords, holeCardTurnedWords, insuranceWords, type DealtCardReading } from "../common/blackjack-round-words";
import type { NoBustStep } from "./state";

export function handValueText(play: RoundState, seat: number, hand: number): string | null {
  const h = play.players.find((p) => p.seat === seat)?.hands[hand];
  if (!h || h.cards.length === 0) return null;
  try {
    return describeValue(handValue(play.game.hand, h.cards, h.split));
  } catch {
    return null;
  }
}

export function dealerValueText(play: RoundState): string | null {
  try {
    const v = playerDealerValue(play);
    return v ? describeValue(v) : null;
  } catch {
    return null;
  }
}

/** A double in words, with the amount put up; the other decisions as every blackjack table says them (common/blackjack-round-words.ts). */
function decisionWordsOf(step: Extract<NoBustStep, { kind: "decide" }>, before: RoundState, after: RoundState): string {
  return decisionWords(step, before, handValueText, (who, on) => {
    const doubled = lastDouble(after, step.seat, step.hand);
    return `${who} doubles down${doubled ? ` for ${formatCents(doubled)}` : ""}${on}`;
  });
}

/** The amount doubled on a seat's hand, if it doubled. */
export function lastDouble(play: RoundState, seat: number, hand: number): number | null | undefined {
  return play.players.find((p) => p.seat === seat)?.hands[hand]?.doubled;
}

/** How the floor's words read a No Bust round; the player-dealer's value is said once no hole card is hidden. */
const READING: DealtCardReading<RoundState> = {
  nextStep,
  handValue: handValueText,
  dealerValue: dealerValueText,
  dealerShown: (play) => play.holeCard !== "down" && play.holeCard !== "checked",
};

/** One step of the round in words; `n` is the card's place in the round when the step is a card. */
export function stepWords(step: NoBustStep, before: RoundState | null, after: RoundState | null, n: number, fees: number | null): string {
  switch (step.kind) {
    case "deal":
      return dealtCardWords(step, before, after, n, READING);
    case "fees":
      return `Fees dropped after the initial two-card hands${fees !== null ? `: ${formatCents(fees)}` : ""}`;
    case "insurance":
      return insuranceWords(step);
    case "check": {
      const hole = after?.playerDealer[1] ?? step.card;
      const shown = after?.holeCard === "exposed";
      return `Hole card checked${hole && hole !== FACE_DOWN ? ` (${cardWords(hole)})` : ""}: ${shown ? `Natural — turned over; the players do not act` : "no Natural, it stays face down"}`;
    }
    case "expose":
      return holeCardTurnedWords(step, after, dealerValueText);
    case "decide":
      return before && after ? decisionWordsOf(step, before, after) : `Seat ${step.seat} hand ${step.hand + 1}: ${step.decision.kind}`;
  }
}

/** A hand that did not play out: surrendered. */
export function fate(h: { readonly surrendered: boolean }): string | null {
  return h.surrendered ? "surrendered" : null;
}
