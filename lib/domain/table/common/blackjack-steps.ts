/**
 * The card steps a blackjack-style round (No Bust, twenty-one) takes the same way on either
 * family's engine: the next card dealt where the engine says (face down for the player-dealer's
 * hole card, which the dealer may leave unread), and the hole card checked for a natural or turned
 * over: entered then if it was dealt unread (and checked against the shoe), else matched against
 * the card on record.
 */
import { cardWords } from "../../cards/card";
import type { ShoeSpec } from "../../cards/shoe-composition";
import { refuse, type Refusal } from "../machine";
import type { ShellGame, ShellState } from "./decide";
import { deckCounts, type RoundEngine } from "./engine-steps";
import { cardCode, takeCard } from "./round-steps";
import { shoeRefusalFor, UNREAD, type CardSource } from "./shoe";

type No = { ok: false; refusal: Refusal };

/**
 * A blackjack game as the shell deals it: from a shoe of any deck count its filing allows, the
 * round reset by a misdeal or reopened betting. The filings print no burn procedure: the card
 * turned over is burned, alone.
 */
export function blackjackShellGame(game: { readonly name: string; readonly decks: { readonly min: number; readonly max: number } }, shoeSpec: (decks: number) => ShoeSpec, settingsFrom: ShellGame["settingsFrom"]): ShellGame {
  return { name: game.name, decks: deckCounts(game.decks), shoeSpec, burnAfter: () => 0, cardsBehindCutCard: blackjackCutCard, settingsFrom, resetsDealing: true };
}

/**
 * Where the server's shoe puts its cut card for a blackjack game (table.md T-CUT): a deck from the
 * end, half the shoe for one deck. A round of seven players who split and hit can take 30 cards;
 * baccarat's 14 behind the cut card let a round start that the shoe could not finish.
 */
export function blackjackCutCard(shoeCards: number): number {
  return Math.min(52, Math.floor(shoeCards / 2));
}

/** What a blackjack engine says comes next: a card (face down or up) or another step. */
type BlackjackNext = { readonly kind: string; readonly faceDown?: boolean };

export type DealStep = { readonly kind: "deal"; readonly card: string; readonly source: CardSource; readonly faceDown: boolean };
export type HoleCardStep = { readonly kind: "check" | "expose"; readonly card: string | null };

/** The card due now, from the server's shoe or as entered; refused when the engine says no card is due. */
export function dealStep<P, N extends BlackjackNext>(
  state: ShellState,
  play: P,
  command: { readonly card?: string; readonly faceDown?: boolean; readonly source?: "dealer" | "reader" },
  engine: Pick<RoundEngine<P, never, N>, "nextStep" | "describeStep">,
): DealStep | No {
  const next = engine.nextStep(play);
  if (next.kind !== "deal") return refuse("NO_CARD_DUE", `No card is due: ${engine.describeStep(next)}.`);
  const faceDown = next.faceDown === true;
  const taken = takeCard(state, command, { faceDown, describe: engine.describeStep(next) });
  if (!taken.ok) return taken;
  return { kind: "deal", card: taken.card, source: taken.source, faceDown };
}

/** Checking the hole card for a natural, or turning it over: entered now if it was dealt unread. */
export function holeCardStep<P extends { readonly playerDealer: readonly string[] }, N extends BlackjackNext>(
  state: ShellState,
  play: P,
  command: { readonly type: "check-hole-card" | "expose-hole-card"; readonly card?: string },
  engine: Pick<RoundEngine<P, never, N>, "nextStep" | "describeStep">,
): HoleCardStep | No {
  const checking = command.type === "check-hole-card";
  const next = engine.nextStep(play);
  if (next.kind !== command.type) return refuse("OUT_OF_ORDER", `Not now: ${engine.describeStep(next)}.`);
  const hole = play.playerDealer[1];
  const card = command.card ? cardCode(command.card) : null;
  if (hole === UNREAD) {
    if (!card) return refuse("HOLE_CARD_UNREAD", checking ? "Enter the hole card as you look at it." : "Enter the hole card as you turn it.");
    const bad = shoeRefusalFor(state.shoe, card);
    if (bad) return refuse("CARD_NOT_IN_SHOE", `${cardWords(card)} cannot come out of this shoe: ${bad}`);
  } else if (card && card !== hole) {
    return refuse("HOLE_CARD_MISMATCH", "The hole card on record is different. If it was mis-entered, ask a supervisor to correct it.");
  }
  return { kind: checking ? "check" : "expose", card: hole === UNREAD ? card : null };
}
