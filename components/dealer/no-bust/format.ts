/**
 * The No Bust dealer tablet's wording and step logic, as pure functions of the dealer view, so
 * the screen says the same thing everywhere and tests check it without a browser. What both
 * blackjack families' tablets say alike is in ../blackjack/format.ts, the walk's big button in
 * ../walk-words.ts.
 */
import type { NoBustHandView } from "@/lib/domain/table/no-bust/views";
// From the modules themselves, not the family's index: the index brings the settle input and every room's fee schedules.
import { isNoBustGameId, noBustGame } from "@/lib/domain/no-bust/games";
import type { DecisionKind } from "@/lib/domain/no-bust/hand-options";
import { dollars } from "@/lib/client/dollars";
import { decisionOfKey, insuranceCheck, type BlackjackStepKind, type DecisionButton, type InsuranceCheck } from "../blackjack/format";

export { handTitle, handsBySeat, holeCommand, OUTCOME_WORD, roundStepKind, seatedWager, valueText, type InsuranceCheck } from "../blackjack/format";
export { walkCommand as bigCommand, walkLabel as bigLabel } from "../walk-words";

export type NoBustStepKind = BlackjackStepKind;

export const DECISIONS: readonly DecisionButton<DecisionKind>[] = [
  { kind: "hit", word: "Hit", key: "h" },
  { kind: "stand", word: "Stand", key: "s" },
  { kind: "double", word: "Double", key: "d" },
  { kind: "split", word: "Split", key: "p" },
  { kind: "surrender", word: "Surrender", key: "r" },
];

/** The decision a desktop key gives (H hit, S stand, D double, P split, R surrender), when allowed. */
export function decisionForKey(key: string, allowed: readonly DecisionKind[]): DecisionKind | null {
  return decisionOfKey(DECISIONS, key, allowed);
}

/** The game as filed, for what the view does not carry: jokers in the shoe, doubling for less. */
export function gameFacts(gameId: string): { readonly jokers: boolean; readonly doubleForLess: boolean } {
  if (!isNoBustGameId(gameId)) return { jokers: false, doubleForLess: false };
  const game = noBustGame(gameId);
  return { jokers: game.jokersPerDeck > 0, doubleForLess: game.double.amount === "up-to-wager" };
}

/** One hand on the tablet, in the round or from the last one. */
export type TabletHand = Pick<NoBustHandView, "seat" | "hand" | "cards" | "value" | "doubled" | "surrendered" | "outcome"> & { readonly stood?: boolean };

/** Insurance as the dealer types it: more than nothing, at most half the game wager. */
export function checkInsurance(cents: number | null, text: string, max: number): InsuranceCheck {
  return insuranceCheck(cents, text, { min: 0, max }, { empty: `Up to ${dollars(max)}, half the game wager.`, belowMin: "", insured: (c) => `Insure ${dollars(c)}: pays 2 to 1 on a player-dealer Natural.` });
}
