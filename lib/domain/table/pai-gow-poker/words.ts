/**
 * Pai gow poker's events in the floor's words, the pieces the command declarations (commands.ts)
 * and the floor (floor.ts) share: a step of the round, the results entered, a finished round.
 */
import { formatCents } from "../../money";
import { cardsWords } from "../../cards/card";
import { actionButtonFor, BONUS_HAND_NAMES, describePaiGowHand, firstPileSeat, paiGowPush, rankPaiGowFive, rankPaiGowTwo, type PaiGowStep, type RoundState } from "../../pai-gow-poker";
import type { StaffName } from "../common/floor-words";
import type { CompletedPaiGowRound, PaiGowTableState } from "./state";

/** What the floor's words for pai gow poker's own events read (what describePaiGowEvent is given). */
export interface PaiGowWords {
  readonly before: PaiGowTableState;
  readonly after: PaiGowTableState;
  readonly staff: StaffName;
}

const SET_BY: Readonly<Record<string, string>> = { player: "as the player set it", "house-way": "the house way, at the player's request", "house-way-after-foul": "the house way after a foul" };

function splitWords(play: RoundState, high: readonly string[], low: readonly string[]): string {
  const h = describePaiGowHand(rankPaiGowFive(high as never, play.game.ranking));
  const l = describePaiGowHand(rankPaiGowTwo(low as never));
  return `${cardsWords(high)} (${h}) behind, ${cardsWords(low)} (${l}) in front`;
}

/** One step of the round in words, from the round before and after it. */
export function stepWords(step: PaiGowStep, after: RoundState | null): string {
  switch (step.kind) {
    case "deal-piles":
      return step.piles ? "The seven piles of seven dealt from the server's shuffled deck; four cards discarded" : "The seven piles of seven dealt by hand";
    case "choose-action-pile":
      return `The player-dealer chose pile ${step.pile} as the action pile`;
    case "roll-dice": {
      const button = after ? actionButtonFor(after) : null;
      const first = after ? firstPileSeat(after) : null;
      return `Dice ${step.total}${button ? `: the action button at seat ${button.seat}${button.landedOn !== button.seat ? ` (the dice named seat ${button.landedOn})` : ""}` : ""}${first ? `; the action pile goes to seat ${first}` : ""}`;
    }
    case "expose-player-dealer": {
      const set = after?.playerDealer.set;
      const cards = after?.playerDealer.cards;
      if (!set || !cards || !after) return "The player-dealer's hand turned over";
      return `The player-dealer's hand turned over: ${cardsWords(cards)}, set the house way (${set.why}; ${set.line}): ${splitWords(after, set.high, set.low)}${paiGowPush(after) ? `; ace-high, "Pai Gow": every game wager pushes` : ""}`;
    }
    case "set-hand":
    case "set-house-way": {
      const set = after?.hands.find((h) => h.seat === step.seat)?.set;
      if (!set || !after) return `Seat ${step.seat} set the hand`;
      return `Seat ${step.seat}'s hand set ${SET_BY[set.by] ?? set.by}: ${splitWords(after, set.high, set.low)}${set.foul ? " — a foul: the two-card hand outranks the five-card hand" : ""}`;
    }
    case "show-cards": {
      const cards = after?.hands.find((h) => h.seat === step.seat)?.cards;
      return `Seat ${step.seat} turned its seven cards over for its bonuses${cards ? `: ${cardsWords(cards)}` : ""}`;
    }
    case "enter-results":
      return `Entered by results: ${enteredResultWords(step.results)}`;
  }
}

/** Results as the dealer entered them: "seat 1 wins (Four of a Kind); seat 2 loses". */
export function enteredResultWords(results: readonly { readonly seat: number; readonly game: string; readonly bonus: string | null }[]): string {
  return results
    .map((r) => `seat ${r.seat} ${OUTCOME[r.game] ?? r.game}${r.bonus ? `, its seven cards ${BONUS_HAND_NAMES[r.bonus as keyof typeof BONUS_HAND_NAMES] ?? r.bonus}` : ""}`)
    .join("; ");
}

export function resultWords(r: Pick<CompletedPaiGowRound, "results" | "envy" | "paiGowPush">): string {
  const seats = r.results.map((s) => {
    const parts = [s.game ? `${OUTCOME[s.game]}` : null, s.fortune ? `Fortune ${s.fortune.outcome === "win" ? `pays${s.fortune.hand ? ` (${s.fortune.hand})` : ""}` : OUTCOME[s.fortune.outcome]}` : null, s.aceHigh ? `Ace-High ${OUTCOME[s.aceHigh]}` : null].filter(Boolean);
    return `seat ${s.seat} ${parts.join(", ")}`;
  });
  const envy = r.envy.map((e) => `seat ${e.seat}${e.backline ? " backline" : ""} Envy ${formatCents(e.amount)} for seat ${e.forSeat}'s ${e.hand}`);
  return [r.paiGowPush ? "Pai Gow: every game wager pushes" : null, ...seats, ...envy].filter(Boolean).join("; ");
}

const OUTCOME: Readonly<Record<string, string>> = { win: "wins", lose: "loses", push: "pushes" };

export function completedWords(r: CompletedPaiGowRound): string {
  const pd = r.summary.playerDealer.set;
  if (r.enteredBy === "results") return `Hand ${r.handNumber} complete, entered by results: ${resultWords(r) || "no wagers"}; bank ${formatCents(r.bankBefore)} → ${formatCents(r.bankAfter)}`;
  return `Hand ${r.handNumber} complete: player-dealer ${pd ? `${pd.highName} / ${pd.lowName}` : "—"}; ${resultWords(r) || "no wagers"}; bank ${formatCents(r.bankBefore)} → ${formatCents(r.bankAfter)}`;
}
