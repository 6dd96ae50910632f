/**
 * A twenty-one round in the floor's words: each step (a card, insurance, early surrender, the hole
 * card checked or turned over, a player's decision), a hand's and the player-dealer's values, a
 * hand that did not play out, and a finished round with its bonus bets. The commands' declarations
 * (commands.ts) word their events with these, and the floor's records (floor.ts) read the values.
 */
import { formatCents } from "../../money";
import { cardWords, type Card } from "../../cards/card";
import { markOf } from "../../cards/marked-deck";
import { FACE_DOWN, nextStep, playerDealerCards, type RoundState } from "../../twenty-one";
import { OUTCOME_VERB } from "../common/blackjack-floor";
import { completedRoundWords, dealtCardWords, decisionWords, holeCardTurnedWords, insuranceWords, type DealtCardReading } from "../common/blackjack-round-words";
import { valueWords } from "./decide";
import { betName } from "./game-of";
import type { BonusResult, CompletedTwentyOneRound, TwentyOneTableStep } from "./state";

export function handValueText(play: RoundState, seat: number, hand: number): string | null {
  const h = play.players.find((p) => p.seat === seat)?.hands[hand];
  return h && h.cards.length ? valueWords(play.game, h.cards, h.split) : null;
}

export function dealerValueText(play: RoundState): string | null {
  const cards = playerDealerCards(play);
  return cards && cards.length ? valueWords(play.game, cards) : null;
}

/** A double (again, a double-double down) or a rescue in words; the other decisions as every blackjack table says them (common/blackjack-round-words.ts). */
function decisionWordsOf(step: Extract<TwentyOneTableStep, { kind: "decide" }>, before: RoundState, after: RoundState): string {
  return decisionWords(step, before, handValueText, (who, on) => {
    if (step.decision.kind === "rescue") return `${who} rescues${on}: the last double comes back, the rest is forfeited`;
    const doubles = after.players.find((p) => p.seat === step.seat)?.hands[step.hand]?.doubles ?? [];
    const amount = doubles.at(-1);
    return `${who} ${doubles.length > 1 ? "doubles again (double-double down)" : "doubles down"}${amount ? ` for ${formatCents(amount)}` : ""}${on}`;
  });
}

/** The amount of a hand's last double, if it doubled. */
export function lastDouble(play: RoundState, seat: number, hand: number): number | undefined {
  return play.players.find((p) => p.seat === seat)?.hands[hand]?.doubles.at(-1);
}

/**
 * How the floor's words read a twenty-one round: the player-dealer's value is said once the hole
 * card is turned over; a face-up card's deck mark ("KD Bonus"), a face-down card by its code alone,
 * none while the round in play is replayed from what is face up (face-up.ts).
 */
const READING: DealtCardReading<RoundState> = {
  nextStep,
  handValue: handValueText,
  dealerValue: dealerValueText,
  dealerShown: (play) => play.holeCard === "exposed",
  mark: (play, card) => markOf(play.game.deck, card as Card),
};

/** One step of the round in words; `n` is the card's place in the round when the step is a card. */
export function stepWords(step: TwentyOneTableStep, before: RoundState | null, after: RoundState | null, n: number): string {
  switch (step.kind) {
    case "deal":
      return dealtCardWords(step, before, after, n, READING);
    case "insurance":
      return insuranceWords(step);
    case "surrender":
      return step.surrender ? `Seat ${step.seat} surrenders before the check: half the wager is forfeited` : `Seat ${step.seat} does not surrender`;
    case "check": {
      const hole = after?.playerDealer[1] ?? step.card;
      const shown = after?.holeCard === "exposed";
      const v = shown && after ? dealerValueText(after) : null;
      return `Hole card checked${hole && hole !== FACE_DOWN ? ` (${cardWords(hole)})` : ""}: ${shown ? `${v ?? "a natural"} — turned over; the players do not act` : "no natural, it stays face down"}`;
    }
    case "expose":
      return holeCardTurnedWords(step, after, dealerValueText);
    case "decide":
      return before && after ? decisionWordsOf(step, before, after) : `Seat ${step.seat} hand ${step.hand + 1}: ${step.decision.kind}`;
  }
}

function bonusWords(b: BonusResult): string {
  return `seat ${b.seat} ${betName(b.bet)} ${b.outcome === "win" ? `wins ${b.pays ?? ""}`.trim() : OUTCOME_VERB[b.outcome]}`;
}

/** A finished round in words, with its bonus bets' results after the hands'. */
export function completedWords(r: CompletedTwentyOneRound): string {
  return completedRoundWords(r, fate, r.bonuses.length ? `; ${r.bonuses.map(bonusWords).join(", ")}` : "");
}

/** A hand that did not play out: surrendered, or rescued. */
export function fate(h: { readonly surrendered: boolean; readonly rescued: boolean }): string | null {
  return h.surrendered ? "surrendered" : h.rescued ? "rescued" : null;
}
