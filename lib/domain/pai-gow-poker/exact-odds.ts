/**
 * Exact odds of the pai gow bonus bets, no simulation.
 *
 * Fortune Bonus: every seven-card hand of the 53-card deck, 154,143,080 of them, counted by what it
 * makes under the game's pay table and options (seven-card-counts.ts runs the table's own
 * classification over all of them).
 *
 * Face Up's Ace-High Bonus: the player-dealer's seven cards over the same 154,143,080 hands give its
 * 15 to 1 and 5 to 1 lines; its 40 to 1 line needs the bettor's seven cards too, so the bet is counted
 * over ordered pairs of disjoint hands, C(53,7) x C(46,7), exactly (ace-high-counts.ts). The
 * player-dealer's ace-high counts from both methods are the same numbers (checked by the tests).
 */
import type { PaiGowGame, PaiGowGameId } from "./game-config";
import { aceHighHands, aceHighKinds, aceHighPairs } from "./ace-high-counts";
import { BONUS_HAND_NAMES, CLASS_COUNT, aceHighOfClass, bonusHandOfClass, type BonusHand } from "./seven-card";
import { sevenCardCounts } from "./seven-card-counts";

export const SEVEN_CARD_HANDS = 154_143_080n;
/** Seven-card hands from the 46 cards left after another seven. */
export const SEVEN_OF_FORTY_SIX = 53_524_680n;

export interface PayLineOdds {
  /** The pay line's id ("four-of-a-kind", "both-ace-high", "lose"). */
  readonly line: string;
  /** As the pay table prints it. */
  readonly name: string;
  /** X to 1, "push", or "lose". */
  readonly pays: number | "push" | "lose";
  readonly count: bigint;
  readonly probability: number;
  /** Where the pay table prints it. */
  readonly source: string;
}

export interface BonusOdds {
  readonly game: PaiGowGameId;
  readonly bet: "fortune" | "ace-high";
  /** What is counted: seven-card hands, or ordered pairs of the player-dealer's and the bettor's hands. */
  readonly counted: string;
  readonly total: bigint;
  readonly lines: readonly PayLineOdds[];
  /** Expected net return per unit staked, exactly: numerator / denominator. */
  readonly returnNumerator: bigint;
  readonly returnDenominator: bigint;
  readonly expectedReturn: number;
  readonly houseEdge: number;
}

function ratio(n: bigint, d: bigint): number {
  // Twelve significant digits survive the division even for 16-digit counts.
  const scale = 10n ** 15n;
  return Number((n * scale) / d) / Number(scale);
}

function oddsOf(game: PaiGowGame, bet: BonusOdds["bet"], counted: string, total: bigint, lines: readonly Omit<PayLineOdds, "probability">[]): BonusOdds {
  let net = 0n;
  for (const l of lines) {
    if (l.pays === "lose") net -= l.count;
    else if (l.pays !== "push") net += BigInt(l.pays) * l.count;
  }
  const expectedReturn = ratio(net, total);
  return {
    game: game.id,
    bet,
    counted,
    total,
    lines: lines.map((l) => ({ ...l, probability: ratio(l.count, total) })),
    returnNumerator: net,
    returnDenominator: total,
    expectedReturn,
    houseEdge: -expectedReturn,
  };
}

/** Counts of each class, both halves of the deck's hands together. */
function classCounts(): bigint[] {
  const { noJoker, withJoker } = sevenCardCounts();
  return Array.from({ length: CLASS_COUNT }, (_, c) => BigInt(noJoker[c]!) + BigInt(withJoker[c]!));
}

export class NoBonusError extends RangeError {
  override name = "NoBonusError";
}

/** The Fortune Bonus: each pay line's hands among all 154,143,080, the rest losing. */
export function fortuneBonusOdds(game: PaiGowGame): BonusOdds {
  const fortune = game.fortune;
  if (fortune === null) throw new NoBonusError(`${game.name} has no Fortune Bonus`);
  const byHand = new Map<BonusHand, bigint>();
  let lose = 0n;
  classCounts().forEach((count, cls) => {
    const hand = bonusHandOfClass(cls, fortune.hands);
    const paid = hand !== null && fortune.payTable.lines.some((l) => l.hand === hand);
    if (paid) byHand.set(hand, (byHand.get(hand) ?? 0n) + count);
    else lose += count;
  });
  const lines = fortune.payTable.lines.map((l) => ({ line: l.hand, name: BONUS_HAND_NAMES[l.hand], pays: l.pays, count: byHand.get(l.hand) ?? 0n, source: l.line }));
  return oddsOf(game, "fortune", "seven-card hands of the 53-card deck", SEVEN_CARD_HANDS, [...lines, { line: "lose", name: "Any other hand", pays: "lose", count: lose, source: fortune.payTable.source }]);
}

/** The player-dealer's seven-card ace-high hands among all 154,143,080, by the enumeration. */
export function playerDealerAceHighCounts(game: PaiGowGame): { readonly withJoker: bigint; readonly noJoker: bigint } {
  let withJoker = 0n;
  let noJoker = 0n;
  classCounts().forEach((count, cls) => {
    const ah = aceHighOfClass(cls, game.ranking);
    if (ah === "with-joker") withJoker += count;
    else if (ah === "no-joker") noJoker += count;
  });
  return { withJoker, noJoker };
}

/** Face Up's Ace-High Bonus over every ordered pair of the player-dealer's and the bettor's seven cards. */
export function aceHighBonusOdds(game: PaiGowGame): BonusOdds {
  const rules = game.aceHigh;
  if (rules === null) throw new NoBonusError(`${game.name} has no Ace-High Bonus`);
  const { noJoker, withJoker } = aceHighKinds(game.ranking.jokerCompletesFlush);
  const pdNoJoker = aceHighHands(noJoker);
  const pdWithJoker = aceHighHands(withJoker);
  const bothPdNoJoker = aceHighPairs(noJoker, noJoker) + aceHighPairs(noJoker, withJoker);
  const bothPdWithJoker = aceHighPairs(withJoker, noJoker);
  const total = SEVEN_CARD_HANDS * SEVEN_OF_FORTY_SIX;
  const both = bothPdNoJoker + bothPdWithJoker;
  const pdJokerOnly = pdWithJoker * SEVEN_OF_FORTY_SIX - bothPdWithJoker;
  const pdNoJokerOnly = pdNoJoker * SEVEN_OF_FORTY_SIX - bothPdNoJoker;
  const { payTable } = rules;
  return oddsOf(game, "ace-high", "ordered pairs of the player-dealer's and the bettor's seven cards from one 53-card deck", total, [
    { line: "both-ace-high", name: "Player-Dealer and Player Ace-High", pays: payTable.both, count: both, source: `${payTable.source} (L1737)` },
    { line: "player-dealer-ace-high-with-joker", name: "Player-Dealer Ace-High w/Joker", pays: payTable.withJoker, count: pdJokerOnly, source: `${payTable.source} (L1738)` },
    { line: "player-dealer-ace-high-no-joker", name: "Player-Dealer Ace-High No Joker", pays: payTable.noJoker, count: pdNoJokerOnly, source: `${payTable.source} (L1739)` },
    { line: "lose", name: "The player-dealer is not ace-high", pays: "lose", count: total - both - pdJokerOnly - pdNoJokerOnly, source: "seed 004 L1730" },
  ]);
}

/** Every bonus bet of the game with its exact odds (none for Pai Gow Poker, which has no bonus). */
export function paiGowBonusOdds(game: PaiGowGame): BonusOdds[] {
  const out: BonusOdds[] = [];
  if (game.fortune) out.push(fortuneBonusOdds(game));
  if (game.aceHigh) out.push(aceHighBonusOdds(game));
  return out;
}
