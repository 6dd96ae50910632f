/**
 * Exact odds of the twenty-one games' bonus bets (`npm run -s odds -- --game <id> --decks <n>`):
 * Match the Dealer Up Card by enumeration of the three cards that decide it; the Buster Blackjack
 * Bonus Bet by enumeration of the player-dealer's hand drawn by its chart (its method and what it
 * leaves out are stated with the figure). The game wager is not priced: it depends on every
 * player's decisions.
 */
import { cardsPerDeck } from "../../cards/marked-deck";
import { shoeSpecFor, type TwentyOneGame } from "../game-config";
import type { BonusBetOdds } from "./bonus-odds";
import { busterOddsFor, playerDealerHands, playerDealerHandsReport } from "./buster-odds";
import { matchOddsFor } from "./match-odds";

export { type BonusBetOdds, type PayLineOdds, exactFraction } from "./bonus-odds";
export { matchCounts, matchOddsFor } from "./match-odds";
export { BUSTER_ODDS_ERROR, busterOddsFor, playerDealerHands, type PlayerDealerHands } from "./buster-odds";
export { simulateBusterWithPlayers, type BusterEstimate } from "./buster-with-players";

export interface TwentyOneOdds {
  readonly game: string;
  readonly decks: number;
  /** The deck as filed, and the shoe's size. */
  readonly deck: { readonly name: string; readonly cardsPerDeck: number; readonly shoeCards: number; readonly source: string };
  /** The game's bonus bets, in the filing's settlement order. */
  readonly bets: readonly BonusBetOdds[];
  /** Where the game has a Buster bet: the player-dealer's final hands from the full shoe, by probability. */
  readonly playerDealerHands: Readonly<Record<string, number>> | null;
  /** Why no bet is listed, where none is. */
  readonly note: string | null;
}

/** The odds of the game's bonus bets with `decks` decks; a deck count the game is not played with is refused (RangeError). */
export function twentyOneOdds(game: TwentyOneGame, decks: number): TwentyOneOdds {
  shoeSpecFor(game, decks);
  const bets: BonusBetOdds[] = [];
  if (game.buster) bets.push(busterOddsFor(game, decks));
  if (game.match) bets.push(matchOddsFor(game, decks));
  const perDeck = cardsPerDeck(game.deck);
  return {
    game: game.id,
    decks,
    deck: { name: game.deck.name, cardsPerDeck: perDeck, shoeCards: perDeck * decks, source: game.deck.source },
    bets,
    playerDealerHands: game.buster ? playerDealerHandsReport(playerDealerHands(game, decks)) : null,
    note: bets.length === 0 ? `${game.name} has no bonus bet whose result depends only on the cards dealt; its game wager depends on the players' decisions` : null,
  };
}
