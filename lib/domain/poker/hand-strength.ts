/**
 * A player's best hand at the showdown. Hold'em: the best five of the two hole cards and the five
 * board cards, the board alone included (seed 004 L76, L158; seed 003 L284-288). Omaha: exactly two
 * of the four hole cards with exactly three board cards, for the high and, in hi/lo, separately for
 * the low (seed 004 L249; seed 003 L2434-2441, L2638-2642). High hands rank by the standard
 * five-card ranking (lib/domain/poker-hands), which the filings print (seed 004 L84-101, L180-196;
 * seed 003 L2445-2509, L260-267).
 */
import type { SuitedCard } from "../cards/card";
import { bestFive, evaluateFive, type BestHand } from "../poker-hands";
import type { PokerGame } from "./game-config";
import { compareLow, eightOrBetter, type LowHand } from "./low-hand";

export interface ShownHand {
  readonly high: BestHand;
  /** The best qualifying low, null when there is none or the game is high only. */
  readonly low: LowHand | null;
}

function pairs<T>(xs: readonly T[]): [T, T][] {
  const out: [T, T][] = [];
  for (let i = 0; i < xs.length; i++) for (let j = i + 1; j < xs.length; j++) out.push([xs[i]!, xs[j]!]);
  return out;
}

function triples<T>(xs: readonly T[]): [T, T, T][] {
  const out: [T, T, T][] = [];
  for (let i = 0; i < xs.length; i++) for (let j = i + 1; j < xs.length; j++) for (let k = j + 1; k < xs.length; k++) out.push([xs[i]!, xs[j]!, xs[k]!]);
  return out;
}

/** Omaha: every hand of exactly two hole cards and three board cards; the best high and the best 8-or-better low. */
export function omahaHand(hole: readonly SuitedCard[], board: readonly SuitedCard[], withLow: boolean): ShownHand {
  if (hole.length !== 4) throw new RangeError(`an Omaha hand is four hole cards, got ${hole.length}`);
  if (board.length !== 5) throw new RangeError(`the showdown needs the five board cards, got ${board.length}`);
  let high: BestHand | null = null;
  let low: LowHand | null = null;
  for (const two of pairs(hole)) {
    for (const three of triples(board)) {
      const five = [...two, ...three];
      const h = evaluateFive(five);
      if (high === null || h.score > high.score) high = { ...h, cards: five };
      if (withLow) {
        const l = eightOrBetter(five);
        if (l !== null && (low === null || compareLow(l, low) < 0)) low = l;
      }
    }
  }
  return { high: high!, low };
}

export function holdemHand(hole: readonly SuitedCard[], board: readonly SuitedCard[]): ShownHand {
  if (hole.length !== 2) throw new RangeError(`a Hold'em hand is two hole cards, got ${hole.length}`);
  if (board.length !== 5) throw new RangeError(`the showdown needs the five board cards, got ${board.length}`);
  return { high: bestFive([...hole, ...board]), low: null };
}

export function shownHand(game: PokerGame, hole: readonly SuitedCard[], board: readonly SuitedCard[]): ShownHand {
  return game.holeCardsUsed === "exactly-two" ? omahaHand(hole, board, game.split === "high-low-eight-or-better") : holdemHand(hole, board);
}
