/**
 * The exact odds calculator's part for pai gow poker (`npm run odds`): the Fortune Bonus counted
 * over all 154,143,080 seven-card hands of the 53-card deck, and Face Up's Ace-High Bonus over every
 * ordered pair of the player-dealer's and the bettor's hands, with the count of each pay line and the
 * house edge (exact-odds.ts).
 */
import { CalculatorInputError } from "../calculators/input-errors";
import { PAI_GOW_GAME_IDS } from "./game-config";
import { isPaiGowGameId, paiGowGame } from "./games";
import { paiGowBonusOdds, type BonusOdds } from "./exact-odds";

export const PAI_GOW_ODDS_USAGE = `Pai gow poker (${PAI_GOW_GAME_IDS.join(", ")}): the bonus bets, exactly, on the game's
default options. The Fortune Bonus over all 154,143,080 seven-card hands of the 53-card deck; Face Up's
Ace-High Bonus over every ordered pair of the player-dealer's and the bettor's seven cards
(C(53,7) x C(46,7)). Pai Gow Poker (Double Hand) has no bonus bet: its "bets" list is empty.
--decks is 1 or left out. JSON: {"game", "gameName", "deck", "bets": [{"bet", "name", "counted",
"total", "lines": [{"line", "name", "pays", "count", "probability", "source"}], "expectedReturn",
"houseEdge", "exactReturn"}]}; counts are decimal strings.`;

const BET_NAMES: Readonly<Record<BonusOdds["bet"], string>> = { fortune: "Fortune Bonus", "ace-high": "Ace-High Bonus" };

function betJson(b: BonusOdds) {
  return {
    bet: b.bet,
    name: BET_NAMES[b.bet],
    counted: b.counted,
    total: b.total.toString(),
    lines: b.lines.map((l) => ({ line: l.line, name: l.name, pays: l.pays, count: l.count.toString(), probability: l.probability, source: l.source })),
    expectedReturn: b.expectedReturn,
    houseEdge: b.houseEdge,
    exactReturn: `${b.returnNumerator.toString()}/${b.returnDenominator.toString()}`,
  };
}

function pays(p: number | "push" | "lose"): string {
  return p === "push" ? "push" : p === "lose" ? "loses" : `${p} to 1`;
}

function pct(x: number): string {
  return `${(x * 100).toFixed(4)}%`;
}

/** A line's chance: a percentage, or "1 in N" where a percentage would round to nothing. */
function chance(count: bigint, total: bigint): string {
  if (count === 0n) return "never";
  if (count * 10_000n >= total) return pct(Number(count) / Number(total));
  return `1 in ${Math.round(Number(total) / Number(count)).toLocaleString("en-US")}`;
}

export function paiGowOddsReport(gameId: string, args: { readonly decks?: number }): { json: unknown; text: string } {
  if (!isPaiGowGameId(gameId)) throw new CalculatorInputError("game", `unknown pai gow game "${gameId}" (games: ${PAI_GOW_GAME_IDS.join(", ")})`);
  if (args.decks !== undefined && args.decks !== 1) throw new CalculatorInputError("decks", `--decks must be 1: pai gow poker is dealt from one 53-card deck (52 cards and the joker), not ${args.decks} decks`);
  const game = paiGowGame(gameId);
  const bets = paiGowBonusOdds(game);
  const json = { game: game.id, gameName: game.name, deck: "one deck of 52 cards and the joker", bets: bets.map(betJson) };
  const lines: string[] = [`${game.name}: exact odds of the bonus bets (one 53-card deck)`];
  if (bets.length === 0) lines.push("", "This game has no bonus bet: the game wager pays 1 to 1 and the player-dealer wins copies.");
  for (const b of bets) {
    lines.push("", `${BET_NAMES[b.bet]} (${b.counted}: ${b.total.toLocaleString("en-US")})`);
    for (const l of b.lines) lines.push(`  ${l.name.padEnd(38)} ${pays(l.pays).padEnd(10)} ${l.count.toLocaleString("en-US").padStart(26)}  ${chance(l.count, b.total)}`);
    lines.push(`  house edge ${pct(b.houseEdge)} (return ${b.expectedReturn.toFixed(6)} per unit)`);
  }
  return { json, text: `${lines.join("\n")}\n` };
}
