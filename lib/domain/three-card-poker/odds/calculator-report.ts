/**
 * The odds calculator's report of a Three Card Poker game (`npm run -s odds -- --game <id>`): the
 * exact figures of odds-report.ts as JSON, or as a table, the filing's stated 6 Card Bonus house
 * advantage and hit frequency printed beside the computed ones (seed 003 L1743-1746).
 */
import { CalculatorInputError } from "../../calculators/input-errors";
import { threeCardPokerGame } from "../games";
import type { BonusOdds } from "./bonus-odds";
import { threeCardPokerOdds, type ThreeCardPokerOdds } from "./odds-report";

/** The Three Card Poker part of `npm run -s odds -- --help`. */
export const THREE_CARD_POKER_ODDS_USAGE = `Three Card Poker 6 Card Bonus: exact odds by enumeration, no simulation, the game's default options.
  --decks       not used (one 52-card deck per round); only 1 is accepted

JSON output: {"game", "name", "room", "decks": 1, "options", "pairPlus", "sixCardBonus", "antePlay"}
  pairPlus          all C(52,3) = 22,100 three-card hands: "lines" (each pay line's hand, "pays",
                    count, probability, filing line), "losing", "hitFrequency", "expectedReturn"
                    (net per unit staked; negative: the bettor loses), "houseEdge" (-expectedReturn),
                    "expectedReturnExact" (a reduced fraction), "categoryCounts"
  sixCardBonus      the same over all C(52,6) = 20,358,520 six-card sets (the best five of the
                    player's three and the player-dealer's three), and "filed": the filing's stated
                    "houseAdvantage" and "hitFrequency" with their source line
  antePlay          the Ante and Play over every deal (22,100 x 18,424 = 407,170,400), one entry per
                    stated Play/fold rule ("rule", "ruleInWords": the filings give no strategy):
                    "counts" of deals by result, "handsPlayed", "playerDealerQualifies",
                    "expectedReturnPerAnte", "houseEdge" (per unit of Ante), "elementOfRisk" (per
                    unit wagered, the Play included)`;

function pct(x: number, digits = 4): string {
  return `${(x * 100).toFixed(digits)}%`;
}

function bonusText(title: string, b: BonusOdds): string[] {
  const lines = [`${title}: ${b.enumerated}`];
  for (const l of b.lines) lines.push(`  ${l.hand.padEnd(26)} ${l.pays.padStart(9)}  ${String(l.count).padStart(10)}  ${l.probability.toFixed(8)}  (${l.source})`);
  lines.push(`  ${"no win".padEnd(26)} ${"".padStart(9)}  ${String(b.losing.count).padStart(10)}  ${b.losing.probability.toFixed(8)}`);
  lines.push(`  hit frequency ${pct(b.hitFrequency)}   expected return ${pct(b.expectedReturn)}   house edge ${pct(b.houseEdge)}`);
  return lines;
}

export function threeCardPokerOddsText(odds: ThreeCardPokerOdds): string {
  const six = odds.sixCardBonus;
  const out = [
    `${odds.name} (${odds.room}, ${odds.game}); options ${Object.entries(odds.options).map(([k, v]) => `${k}=${v}`).join(", ")}`,
    "",
    ...bonusText("Pair Plus", odds.pairPlus),
    "",
    ...bonusText("6 Card Bonus", six),
    `  filed: house advantage ${six.filed.houseAdvantage}, hit frequency ${six.filed.hitFrequency} (${six.filed.source}${six.filed.note ? `; ${six.filed.note}` : ""})`,
    `  computed: house advantage ${pct(six.houseEdge)}, hit frequency ${pct(six.hitFrequency)}`,
    "",
    "Ante and Play (per unit of Ante; the filings state no strategy, so each line states the player's rule):",
  ];
  for (const a of odds.antePlay) {
    out.push(`  ${a.rule.padEnd(15)} house edge ${pct(a.houseEdge).padStart(9)}  element of risk ${pct(a.elementOfRisk).padStart(9)}  hands played ${a.handsPlayed} of 22100: ${a.ruleInWords}`);
  }
  return `${out.join("\n")}\n`;
}

/** The exact odds of a Three Card Poker game; `decks` may only be 1. */
export function threeCardPokerOddsReport(gameId: string, args: { readonly decks?: number }): { json: unknown; text: string } {
  if (args.decks !== undefined && args.decks !== 1) throw new CalculatorInputError("--decks", `${gameId} deals each round from one 52-card deck: --decks must be 1, not ${args.decks}`);
  const odds = threeCardPokerOdds(threeCardPokerGame(gameId));
  const json = { game: odds.game, name: odds.name, room: odds.room, decks: 1, options: odds.options, pairPlus: odds.pairPlus, sixCardBonus: odds.sixCardBonus, antePlay: odds.antePlay };
  return { json, text: threeCardPokerOddsText(odds) };
}
