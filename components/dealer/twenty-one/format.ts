/**
 * The twenty-one dealer tablet's wording and step logic (Pure 21.5, Pure Spanish 21.5, Blackjack
 * X), as pure functions of the dealer view, so the screen says the same thing everywhere and tests
 * check it without a browser. What both blackjack families' tablets say alike is in
 * ../blackjack/format.ts, the walk's big button in ../walk-words.ts.
 */
import type { Rank } from "@/lib/client/card-entry";
import { RANKS } from "@/lib/client/card-entry";
import { dollars } from "@/lib/client/dollars";
import { markOf } from "@/lib/domain/cards/marked-deck";
import type { Card } from "@/lib/domain/cards/card";
// From the modules themselves, not the family's index: the index brings the settle input and every room's fee schedules.
import { isTwentyOneGameId, twentyOneGame } from "@/lib/domain/twenty-one/games";
import type { DecisionKind } from "@/lib/domain/twenty-one/hand-options";
import type { TwentyOneDealerView } from "@/lib/domain/table/twenty-one/views";
import { decisionOfKey, insuranceCheck, type BlackjackStepKind, type DecisionButton, type InsuranceCheck } from "../blackjack/format";

export { handTitle, handsBySeat, holeCommand, OUTCOME_WORD, roundStepKind, seatedWager, valueText, type InsuranceCheck } from "../blackjack/format";
export { walkCommand as bigCommand, walkLabel as bigLabel } from "../walk-words";

export type TwentyOneStepKind = BlackjackStepKind;

export const DECISIONS: readonly DecisionButton<DecisionKind>[] = [
  { kind: "hit", word: "Hit", key: "h" },
  { kind: "stand", word: "Stand", key: "s" },
  { kind: "double", word: "Double", key: "d" },
  { kind: "split", word: "Split", key: "p" },
  { kind: "surrender", word: "Surrender", key: "r" },
  { kind: "rescue", word: "Rescue", key: "e" },
];

/** The decision a desktop key gives (H hit, S stand, D double, P split, R surrender, E rescue), when allowed. */
export function decisionForKey(key: string, allowed: readonly DecisionKind[]): DecisionKind | null {
  return decisionOfKey(DECISIONS, key, allowed);
}

/** The decision button's words: a double names its amount ("Double $20.00"); a second double is the double-double down. */
export function decisionWord(kind: DecisionKind, decide: NonNullable<TwentyOneDealerView["next"]["decide"]>, doubled: boolean): string {
  if (kind === "double" && decide.double) return `${doubled ? "Double again" : "Double"} ${dollars(decide.double.full)}`;
  if (kind === "rescue") return "Rescue (take back the last double)";
  return DECISIONS.find((d) => d.kind === kind)?.word ?? kind;
}

/** The ranks the game's deck holds, for the card pad: Pure Spanish 21.5 has no tens (seed 004 L622). */
export function deckRanks(gameId: string): readonly Rank[] {
  if (!isTwentyOneGameId(gameId)) return RANKS;
  const removed = twentyOneGame(gameId).deck.removedRanks as readonly string[];
  return RANKS.filter((r) => !removed.includes(r));
}

/** The mark a card carries in the game's deck ("Bonus", "x"), or null. */
export function cardMark(gameId: string, card: string): string | null {
  if (!isTwentyOneGameId(gameId) || card === "face-down") return null;
  try {
    return markOf(twentyOneGame(gameId).deck, card as Card);
  } catch {
    return null;
  }
}

/** One hand on the tablet, in the round or from the last one. */
export interface TabletHand {
  readonly seat: number;
  readonly hand: number;
  readonly cards: readonly string[];
  readonly value: string | null;
  readonly doubles: readonly number[];
  readonly surrendered: boolean;
  readonly rescued: boolean;
  readonly stood?: boolean;
  readonly outcome: "win" | "lose" | "push" | null;
}

/** Insurance as the dealer types it: from the least the game takes (Blackjack X: 1%) to half the game wager. */
export function checkInsurance(cents: number | null, text: string, min: number, max: number): InsuranceCheck {
  return insuranceCheck(cents, text, { min, max }, {
    empty: min > 1 ? `${dollars(min)} to ${dollars(max)}: 1% to half the game wager.` : `Up to ${dollars(max)}: half the game wager.`,
    belowMin: `At least ${dollars(min)}: 1% of the game wager.`,
    insured: (c) => `Insure ${dollars(c)} against a player-dealer natural.`,
  });
}
