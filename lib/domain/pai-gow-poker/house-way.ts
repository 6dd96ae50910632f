/**
 * The house way: how the house dealer sets the player-dealer's seven cards into a five-card hand
 * (behind, "high") and a two-card hand (in front, "low"), and how any player who asks is set. The
 * rows are tried in the order of the hands they name, highest first (Five Aces, four of a kind, full
 * house, three pair, straight or flush, three of a kind, two pair, one pair, no pair); the joker
 * counts as an ace for pairs and completes a straight or flush where the game's ranking lets it.
 *
 * Readings (docs/rules-decisions/pai-gow-poker.md): three aces put an ace and the highest single in
 * front (Face Up L1620-1621; a pair of aces in front would foul); a full house puts only a true pair
 * in front, never one broken from the three of a kind (L886, L1636-1638); four of a kind with a pair
 * puts the pair in front (L887, L1644); with a straight or flush and two pair, a pair goes in front
 * only if a complete hand stays behind, else the two pair row (L885 with the footnote L890,
 * L1631-1633); with a straight or flush and no pair, one pair or three of a kind, the highest two
 * cards that leave a complete hand behind go in front (L885, L1625-1635).
 */
import { isJoker, type Card } from "../cards/card";
import type { HouseWayChart, PairRow, SplitRule } from "./house-way-chart";
import { ACE, describePaiGowHand, paiGowRank, rankPaiGowFive, rankPaiGowTwo, type PaiGowHand, type PaiGowRanking } from "./ranking";

export interface HouseWayRules {
  readonly chart: HouseWayChart;
  /** "Split unless K in front": a king or higher may be played instead, or exactly a king. */
  readonly unlessCard: "or-higher" | "exactly";
  /** Splitting aces that include the joker (Five Aces, and three aces and the joker): which ace goes in front. */
  readonly jokerInSplitAces: "stays-behind" | "goes-in-front";
}

export type HouseWayRow =
  | "five-aces"
  | "four-of-a-kind-with-pair"
  | "four-of-a-kind"
  | "full-house"
  | "three-pair"
  | "straight-or-flush"
  | "three-of-a-kind"
  | "two-pair"
  | "one-pair"
  | "no-pair";

export interface HouseWaySplit {
  /** The five-card hand, behind. */
  readonly high: readonly Card[];
  /** The two-card hand, in front. */
  readonly low: readonly Card[];
  readonly row: HouseWayRow;
  /** The chart line that set it. */
  readonly line: string;
  /** In the dealer's words. */
  readonly why: string;
}

/** One rank's cards (the joker in the aces, after the natural ones). */
interface Group {
  readonly rank: number;
  readonly cards: readonly Card[];
}

const WORD: Record<number, string> = { 14: "aces", 13: "kings", 12: "queens", 11: "jacks", 10: "tens", 9: "nines", 8: "eights", 7: "sevens", 6: "sixes", 5: "fives", 4: "fours", 3: "threes", 2: "twos" };
const ONE: Record<number, string> = { 14: "an ace", 13: "a king", 12: "a queen", 11: "a jack", 10: "a ten", 9: "a nine", 8: "an eight", 7: "a seven", 6: "a six", 5: "a five", 4: "a four", 3: "a three", 2: "a two" };

/** Cards by rank, larger groups first, then higher ranks; the joker is an ace. */
function groupsOf(cards: readonly Card[]): Group[] {
  const byRank = new Map<number, Card[]>();
  const natural = cards.filter((c) => !isJoker(c));
  for (const c of [...natural, ...cards.filter(isJoker)]) {
    const r = paiGowRank(c);
    byRank.set(r, [...(byRank.get(r) ?? []), c]);
  }
  return [...byRank.entries()].map(([rank, cs]) => ({ rank, cards: cs })).sort((a, b) => b.cards.length - a.cards.length || b.rank - a.rank);
}

function without(cards: readonly Card[], taken: readonly Card[]): Card[] {
  return cards.filter((c) => !taken.includes(c));
}

/** Highest first; the joker as an ace. */
function byRank(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => paiGowRank(b) - paiGowRank(a) || Number(isJoker(a)) - Number(isJoker(b)));
}

function split(cards: readonly Card[], low: readonly Card[], row: HouseWayRow, line: string, why: string): HouseWaySplit {
  return { high: byRank(without(cards, low)), low: byRank(low), row, line, why };
}

/** Two aces of a group that holds the joker: natural ones first unless the joker goes in front. */
function acesToFront(group: Group, count: 1 | 2, rules: HouseWayRules): Card[] {
  const natural = group.cards.filter((c) => !isJoker(c));
  const joker = group.cards.filter(isJoker);
  const ordered = rules.jokerInSplitAces === "goes-in-front" ? [...joker, ...natural] : [...natural, ...joker];
  return ordered.slice(0, count);
}

function pairToFront(group: Group, rules: HouseWayRules): Card[] {
  return group.rank === ACE ? acesToFront(group, 2, rules) : group.cards.slice(0, 2);
}

/** Whether a single card may go in front instead of splitting: "unless A/K/Q in front". */
function unlessMet(rule: SplitRule, singles: readonly Card[], rules: HouseWayRules): boolean {
  if (rule.kind !== "unless") return false;
  const ranks = singles.map(paiGowRank);
  return rules.unlessCard === "or-higher" ? ranks.some((r) => r >= rule.card) : ranks.includes(rule.card);
}

function rowFor(rows: readonly PairRow[], rank: number): PairRow {
  const row = rows.find((r) => r.ranks.includes(rank));
  if (row === undefined) throw new RangeError(`the house way chart has no row for ${WORD[rank]}`);
  return row;
}

const COMPLETE = new Set(["straight", "flush", "full-house", "four-of-a-kind", "straight-flush", "royal-flush", "five-aces"]);

interface Candidate {
  readonly low: readonly Card[];
  readonly front: PaiGowHand;
  readonly back: PaiGowHand;
}

/** Every way to put two cards in front with a complete hand (a straight or better) behind. */
function completeSplits(cards: readonly Card[], ranking: PaiGowRanking): Candidate[] {
  const out: Candidate[] = [];
  for (let i = 0; i < cards.length; i++)
    for (let j = i + 1; j < cards.length; j++) {
      const low = [cards[i]!, cards[j]!];
      const back = rankPaiGowFive(without(cards, low), ranking);
      if (COMPLETE.has(back.category)) out.push({ low, front: rankPaiGowTwo(low), back });
    }
  return out;
}

/** The highest two cards in front, then the best complete hand behind; the first such split on a tie. */
function bestFront(candidates: readonly Candidate[]): Candidate | undefined {
  let best: Candidate | undefined;
  for (const c of candidates) if (best === undefined || c.front.score > best.front.score || (c.front.score === best.front.score && c.back.score > best.back.score)) best = c;
  return best;
}

function twoPairWay(cards: readonly Card[], groups: readonly Group[], rules: HouseWayRules, prefix: string): HouseWaySplit {
  const [high, low] = groups as [Group, Group];
  const singles = byRank(without(cards, [...high.cards, ...low.cards]));
  const row = rowFor(rules.chart.twoPair, high.rank);
  const keep = row.split.kind === "never" || unlessMet(row.split, singles, rules);
  const pairs = `two pair, ${WORD[high.rank]} and ${WORD[low.rank]}`;
  if (keep) return split(cards, singles.slice(0, 2), "two-pair", row.line, `${prefix}${pairs}: both pairs behind, ${ONE[paiGowRank(singles[0]!)]} in front`);
  return split(cards, pairToFront(low, rules), "two-pair", row.line, `${prefix}${pairs}: split, ${WORD[low.rank]} in front`);
}

/** The house way's split of seven cards. */
export function houseWaySplit(cards: readonly Card[], ranking: PaiGowRanking, rules: HouseWayRules): HouseWaySplit {
  if (cards.length !== 7) throw new RangeError(`the house way sets seven cards, got ${cards.length}`);
  if (new Set(cards).size !== 7) throw new RangeError(`a card appears twice in ${cards.join(" ")}`);
  if (cards.filter(isJoker).length > 1) throw new RangeError("the deck has one joker");
  const { chart } = rules;
  const groups = groupsOf(cards);
  const [g0, g1, g2] = groups as [Group, Group | undefined, Group | undefined];

  if (g0.cards.length === 5) {
    return split(cards, acesToFront(g0, 2, rules), "five-aces", chart.fiveAces, "Five aces: a pair of aces in front");
  }
  if (g0.cards.length === 4) {
    const paired = groups.slice(1).find((g) => g.cards.length >= 2);
    if (paired) return split(cards, pairToFront(paired, rules), "four-of-a-kind-with-pair", chart.fourOfAKindWithPair, `four ${WORD[g0.rank]} behind, the ${WORD[paired.rank]} in front`);
    const row = rowFor(chart.fourOfAKind, g0.rank);
    const singles = byRank(without(cards, g0.cards));
    const keep = row.split.kind === "never" || unlessMet(row.split, singles, rules);
    if (keep) {
      const why = row.split.kind === "never" ? "never split" : `${ONE[paiGowRank(singles[0]!)]} in front`;
      return split(cards, singles.slice(0, 2), "four-of-a-kind", row.line, `four ${WORD[g0.rank]} behind: ${why}`);
    }
    return split(cards, pairToFront(g0, rules), "four-of-a-kind", row.line, `four ${WORD[g0.rank]}: split into two pairs`);
  }
  if (g0.cards.length === 3 && g1 !== undefined && g1.cards.length === 3) {
    return split(cards, pairToFront(g0, rules), "full-house", chart.twoThreeOfAKinds, `two three of a kinds: a pair of ${WORD[g0.rank]} in front`);
  }
  if (g0.cards.length === 3 && g1 !== undefined && g1.cards.length === 2) {
    return split(cards, pairToFront(g1, rules), "full-house", chart.fullHouse, `full house: three ${WORD[g0.rank]} behind, the ${WORD[g1.rank]} in front`);
  }
  if (g0.cards.length === 2 && g1?.cards.length === 2 && g2?.cards.length === 2) {
    return split(cards, pairToFront(g0, rules), "three-pair", chart.threePair, `three pair: the ${WORD[g0.rank]} in front`);
  }

  const complete = completeSplits(cards, ranking);
  if (complete.length > 0) {
    const pairs = groups.filter((g) => g.cards.length === 2);
    if (pairs.length === 2) {
      // Two pair: a pair in front only when a complete hand stays behind (footnote), else the two pair row.
      const pairFront = bestFront(complete.filter((c) => c.front.category === "pair"));
      if (pairFront) return split(cards, pairFront.low, "straight-or-flush", chart.footnote, `${describePaiGowHand(pairFront.back)} behind, ${describePaiGowHand(pairFront.front).toLowerCase()} in front`);
      return twoPairWay(cards, pairs, rules, "a straight or flush with ");
    }
    const best = bestFront(complete) as Candidate;
    return split(cards, best.low, "straight-or-flush", chart.straightFlush, `${describePaiGowHand(best.back)} behind, the highest two cards that leave it in front`);
  }

  if (g0.cards.length === 3) {
    const singles = byRank(without(cards, g0.cards));
    if (g0.rank === ACE) {
      const low = [...acesToFront(g0, 1, rules), singles[0]!];
      return split(cards, low, "three-of-a-kind", chart.threeAces, "three aces: split, an ace and the highest single in front");
    }
    return split(cards, singles.slice(0, 2), "three-of-a-kind", chart.threeOfAKind, `three ${WORD[g0.rank]} behind: never split`);
  }
  if (g0.cards.length === 2 && g1?.cards.length === 2) return twoPairWay(cards, [g0, g1], rules, "");
  if (g0.cards.length === 2) {
    const singles = byRank(without(cards, g0.cards));
    return split(cards, singles.slice(0, 2), "one-pair", chart.onePair, `pair of ${WORD[g0.rank]} behind, the highest two other cards in front`);
  }
  const sorted = byRank(cards);
  return split(cards, sorted.slice(1, 3), "no-pair", chart.noPair, "no pair: the second and third highest cards in front");
}
