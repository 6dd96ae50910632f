/**
 * The odds calculator's report of a baccarat game (`npm run -s odds`, the floor's odds calculator):
 * the exact enumeration of lib/domain/baccarat/exact-odds.ts as JSON (counts as decimal strings,
 * probabilities and returns as numbers) or as a table.
 */
import { CalculatorInputError } from "../calculators/input-errors";
import { baccaratGame } from "./games";
import { type ExactOdds, describeWins, exactOdds } from "./exact-odds";

/** The baccarat part of `npm run -s odds -- --help`. */
export const BACCARAT_ODDS_USAGE = `Baccarat: exact odds by complete enumeration of the shoe, no simulation. Games are taken with their
default options; 21st Century Baccarat 5.0 is played the house way (the Player hits on 5).
  --decks <n>   decks in the shoe, as the game allows (default: the largest it allows)
  --json        print JSON instead of a table

JSON output: {"game", "decks", "total", "outcomes", "bets"}
  total             ordered sequences of six cards drawn from the full shoe (52 x decks cards), a
                    decimal string; a round that uses fewer cards counts once for each way to draw
                    the rest, so every count below shares this denominator
  outcomes          {"<name>": "<count>"}, decimal strings: player_win, banker_win, tie,
                    player_natural, banker_natural, natural, natural_tie, banker_win_3card_7,
                    player_win_3card_8, player_win_3card_6, player_win_by_1_1_0 (Player 1, Banker 0),
                    player_win_by_1_other; Dai Bacc adds player_3card_6_not_winning and
                    banker_3card_7_not_winning; 21st Century adds tie_on_0_or_1, banker_two_card_9,
                    late_tie_open and {player,banker}_pair_{any,same_color,same_suit}
  bets              {"<bet id>": {...}} in the game's settlement order:
    pays                the odds it was won at, e.g. "30 to 1, 9 to 1"
    win, push, lose     probabilities (numbers) over the rounds it may be placed on
    expectedReturn      expected net return per unit staked (negative: the bettor loses)
    houseEdge           -expectedReturn: the bettor's disadvantage, the player-dealer's edge
    expectedReturnExact expectedReturn as an exact reduced fraction, "-1234/56789"
    counts              exact sequence counts, decimal strings: placed, win, push, lose and
                        winsByOdds {"<to>:<per>": count}
    placedOn, placedProbability   only on 21st Century's late tie: it is placed only on the
                        rounds where its window is open (seed 001 L129, L135)`;

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** numerator/denominator reduced, the sign on the numerator: "-1234/56789", "0/1". */
export function exactFraction(numerator: bigint, denominator: bigint): string {
  if (denominator === 0n) return "0/1";
  const sign = denominator < 0n ? -1n : 1n;
  const g = gcd(numerator, denominator) || 1n;
  return `${(sign * numerator) / g}/${(sign * denominator) / g}`;
}

function probability(count: bigint, total: bigint): number {
  return total === 0n ? 0 : Number(count) / Number(total);
}

/** The JSON document: counts as decimal strings (exact), probabilities and returns as numbers. */
export function oddsJson(odds: ExactOdds): Record<string, unknown> {
  return {
    game: odds.game,
    decks: odds.decks,
    total: odds.total.toString(),
    outcomes: Object.fromEntries(Object.entries(odds.outcomes).map(([k, v]) => [k, v.toString()])),
    bets: Object.fromEntries(
      odds.bets.map((b) => {
        const entry: Record<string, unknown> = {
          pays: describeWins(b),
          win: probability(b.win, b.placed),
          push: probability(b.push, b.placed),
          lose: probability(b.lose, b.placed),
          expectedReturn: b.expectedReturn,
          houseEdge: b.houseEdge,
          expectedReturnExact: exactFraction(b.returnNumerator, b.returnDenominator),
          counts: {
            placed: b.placed.toString(),
            win: b.win.toString(),
            push: b.push.toString(),
            lose: b.lose.toString(),
            winsByOdds: Object.fromEntries(Object.entries(b.winsByOdds).map(([k, v]) => [k, v.toString()])),
          },
        };
        if (b.placed !== odds.total) {
          entry.placedOn = "rounds where the late tie window is open";
          entry.placedProbability = probability(b.placed, odds.total);
        }
        return [b.id, entry];
      }),
    ),
  };
}

function oddsText(odds: ExactOdds): string {
  const lines = [`${odds.game}, ${odds.decks} decks: ${odds.total} ordered six-card sequences`, "", "outcome                          count                probability"];
  for (const [name, count] of Object.entries(odds.outcomes)) {
    lines.push(`${name.padEnd(32)} ${count.toString().padStart(20)} ${probability(count, odds.total).toFixed(6)}`);
  }
  lines.push("", "bet               pays                         win       push      lose      return     house edge");
  for (const b of odds.bets) {
    const pct = (x: number) => `${(x * 100).toFixed(4)}%`;
    lines.push(
      `${b.id.padEnd(17)} ${describeWins(b).padEnd(28)} ${probability(b.win, b.placed).toFixed(6)}  ${probability(b.push, b.placed).toFixed(6)}  ${probability(b.lose, b.placed).toFixed(6)}  ${pct(b.expectedReturn).padStart(9)}  ${pct(b.houseEdge).padStart(9)}${b.placed !== odds.total ? "  (when the late tie may be placed)" : ""}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** The exact odds of a baccarat game; `decks` as the game allows (default: the largest). */
export function baccaratOddsReport(gameId: string, args: { readonly decks?: number }): { json: unknown; text: string } {
  const game = baccaratGame(gameId);
  const decks = args.decks ?? Math.max(...game.decks);
  if (!game.decks.includes(decks)) throw new CalculatorInputError("--decks", `${game.id} is played with ${game.decks.join(", ")} decks, not ${decks}`);
  const odds = exactOdds(game, decks);
  return { json: oddsJson(odds), text: oddsText(odds) };
}
