/**
 * The odds calculator's report of a twenty-one game (`npm run -s odds`): the exact odds of the
 * bonus bets whose result the cards alone decide (odds/), as JSON or as a table. Match the Dealer
 * Up Card is exact by enumeration; the Buster Blackjack Bonus is exact for the player-dealer's hand
 * drawn by its chart from the full shoe, with that method and what it leaves out printed beside it.
 */
import { CalculatorInputError } from "../calculators/input-errors";
import { twentyOneGame } from "./games";
import { twentyOneOdds, type TwentyOneOdds } from "./odds";

/** The twenty-one part of `npm run -s odds -- --help`. */
export const TWENTY_ONE_ODDS_USAGE = `Twenty-one (pure-21-5-mortimers, pure-21-5, pure-spanish-21-5, blackjack-x): the bonus bets whose
result the cards alone decide. Games are taken with their default options.
  --decks <n>   decks in the shoe, as the game allows (default: the largest it allows)

JSON output: {"game", "decks", "deck", "bets", "playerDealerHands", "note"}
  deck              the deck as filed: name, cardsPerDeck (52, or 48 without tens), shoeCards, source
  bets              in the filing's settlement order, each {"bet", "name", "method", "error",
                    "total", "lines", "losing", "hitFrequency", "expectedReturn", "houseEdge",
                    "expectedReturnExact"}: "match" (Match the Dealer Up Card, exact: every ordered
                    draw of the player's two cards and the up card) and "buster" (Buster Blackjack
                    Bonus, exact for the player-dealer's hand drawn by its chart from the full shoe;
                    "error" states what that leaves out). Each line: "line", "pays", "count" (a
                    decimal string out of "total"), "probability", "source" (the filing's lines)
  playerDealerHands where the game has a Buster bet: the player-dealer's final hands by probability
                    (natural, stands-17 ... stands-21, busts-3-cards ...)
  note              why no bet is listed (Mortimer's Pure 21.5 has no bonus bet)`;

function pct(x: number): string {
  return `${(x * 100).toFixed(3)}%`;
}

function oddsText(o: TwentyOneOdds): string {
  const lines = [`${o.game}, ${o.decks} decks: ${o.deck.name} (${o.deck.shoeCards} cards; ${o.deck.source})`];
  if (o.note) lines.push(o.note);
  for (const b of o.bets) {
    lines.push("", `${b.name} (${b.bet})`, `  method: ${b.method}`);
    if (b.error) lines.push(`  limit: ${b.error}`);
    lines.push(`  ${"line".padEnd(28)} ${"pays".padEnd(10)} probability`);
    for (const l of b.lines) lines.push(`  ${l.line.padEnd(28)} ${l.pays.padEnd(10)} ${l.probability.toFixed(8)}  (${l.source})`);
    lines.push(`  ${"loses".padEnd(28)} ${"".padEnd(10)} ${b.losing.probability.toFixed(8)}`);
    lines.push(`  hit frequency ${pct(b.hitFrequency)}, expected return ${pct(b.expectedReturn)} (exactly ${b.expectedReturnExact}), house edge ${pct(b.houseEdge)}`);
  }
  return `${lines.join("\n")}\n`;
}

/** The odds of a twenty-one game's bonus bets; `decks` as the game allows (default: the largest). */
export function twentyOneOddsReport(gameId: string, args: { readonly decks?: number }): { json: TwentyOneOdds; text: string } {
  const game = twentyOneGame(gameId);
  const decks = args.decks ?? game.decks.max;
  if (decks < game.decks.min || decks > game.decks.max) throw new CalculatorInputError("--decks", `${game.id} is played with ${game.decks.min} to ${game.decks.max} decks, not ${decks} (${game.decks.source})`);
  const odds = twentyOneOdds(game, decks);
  return { json: odds, text: oddsText(odds) };
}
