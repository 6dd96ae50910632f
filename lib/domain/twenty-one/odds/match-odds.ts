/**
 * Match the Dealer Up Card, exactly: the bet is decided by three cards of the deal (the player's
 * first two and the player-dealer's up card), so its odds are those of every ordered draw of three
 * cards from the full shoe, enumerated over the distinct cards of the deck with their copies. Which
 * other cards come out before them changes nothing: by symmetry any three cards of the deal are a
 * uniform draw from the shoe.
 */
import type { SuitedCard } from "../../cards/card";
import { deckCards } from "../../cards/shoe-composition";
import type { TwentyOneGame } from "../game-config";
import { shoeSpecFor } from "../game-config";
import { MATCH_KINDS, MATCH_KIND_NAMES, matchKind, type MatchKind } from "../match-the-dealer";
import { bonusBetOdds, type BonusBetOdds } from "./bonus-odds";

/** Ordered (first, second, up card) draws of each match kind, out of N(N-1)(N-2). */
export function matchCounts(game: TwentyOneGame, decks: number): { total: bigint; counts: Record<MatchKind, bigint> } {
  const spec = shoeSpecFor(game, decks);
  const cards = deckCards(spec) as SuitedCard[];
  const copies = BigInt(spec.decks);
  const counts = Object.fromEntries(MATCH_KINDS.map((k) => [k, 0n])) as Record<MatchKind, bigint>;
  let total = 0n;
  for (const up of cards) {
    for (const first of cards) {
      const firstLeft = copies - (first === up ? 1n : 0n);
      if (firstLeft <= 0n) continue;
      for (const second of cards) {
        const secondLeft = copies - (second === up ? 1n : 0n) - (second === first ? 1n : 0n);
        if (secondLeft <= 0n) continue;
        const ways = copies * firstLeft * secondLeft;
        counts[matchKind(first, second, up)] += ways;
        total += ways;
      }
    }
  }
  return { total, counts };
}

export function matchOddsFor(game: TwentyOneGame, decks: number): BonusBetOdds {
  const rules = game.match;
  if (rules === null) throw new RangeError(`${game.name} has no Match the Dealer Up Card bet`);
  const { total, counts } = matchCounts(game, decks);
  const spec = shoeSpecFor(game, decks);
  const size = deckCards(spec).length * decks;
  return bonusBetOdds(
    "match",
    "Match the Dealer Up Card",
    `every ordered draw of the player's two cards and the player-dealer's up card from the full ${decks}-deck shoe of ${size} cards: ${size} x ${size - 1} x ${size - 2}`,
    null,
    total,
    (Object.keys(rules.pays) as Exclude<MatchKind, "none">[]).map((k) => ({ line: MATCH_KIND_NAMES[k], pays: rules.pays[k], count: counts[k], source: rules.source })),
  );
}
