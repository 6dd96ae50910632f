import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FULL_DECK, isJoker, suitOf, type Card } from "../cards/card";
import { paiGowRank, rankPaiGowFive } from "./ranking";
import { aceHighOf, bonusHandOf, type AceHigh, type BonusHand, type SevenCardRules } from "./seven-card";
import { cards } from "./test-kit";

const FORTUNE: SevenCardRules = { jokerCompletesFlush: true, tripsAndStraight: "straight" };
const FACE_UP: SevenCardRules = { jokerCompletesFlush: false, tripsAndStraight: "straight" };
const bonus = (text: string, rules = FORTUNE) => bonusHandOf(cards(text), rules);

describe("the Fortune Bonus hands of the pay tables (seed 004 L960-975, L1704-1721; seed 003 L4461-4493)", () => {
  it.each<[string, string, BonusHand]>([
    ["7 Card Straight Flush, A-K-Q-J-10-9-8 the highest (seed 003 L4172-4175; seed 004 L964)", "AS KS QS JS TS 9S 8S", "seven-card-straight-flush"],
    ["7 Card Straight Flush, 7-6-5-4-3-2-A the lowest (seed 003 L4175-4177)", "7H 6H 5H 4H 3H 2H AH", "seven-card-straight-flush"],
    ["Royal Flush + Royal Match: A-K-Q-J-10 and a suited king and queen (seed 004 L965, L1708; seed 003 L4178-4179)", "AH KH QH JH TH KS QS", "royal-flush-royal-match"],
    ["Royal Flush + Royal Match with the joker in the royal", "AH KH QH JK TH KC QC", "royal-flush-royal-match"],
    ["7 Card Straight Flush with Joker (seed 004 L966, L1709; seed 003 L4201-4208)", "9D 8D 7D JK 5D 4D 3D", "seven-card-straight-flush-with-joker"],
    ["7 Card Straight Flush with Joker, the joker at an end", "2C 3C 4C 5C 6C 7C JK", "seven-card-straight-flush-with-joker"],
    ["Five Aces: four aces and the joker (seed 004 L967, L1710; seed 003 L4209)", "AS AH AD AC JK 7S 2D", "five-aces"],
    ["Royal Flush (seed 004 L968, L1711; seed 003 L4210-4211)", "AC KC QC JC TC 4S 2D", "royal-flush"],
    ["Royal Flush completed by the joker", "AC KC QC TC JK 4S 2D", "royal-flush"],
    ["Straight Flush (seed 004 L969, L1712; seed 003 L4212-4215)", "9S 8S 7S 6S 5S KD 2H", "straight-flush"],
    ["Straight Flush, the joker filling the gap", "9S 8S 6S 5S JK KD 2H", "straight-flush"],
    ["Four of a Kind (seed 004 L970, L1713; seed 003 L4216-4218)", "7S 7H 7D 7C KS 2H 4D", "four-of-a-kind"],
    ["Four aces of three aces and the joker", "AS AH AD JK KS 2H 4D", "four-of-a-kind"],
    ["Full House (seed 004 L971, L1714; seed 003 L4219-4222)", "4S 4H 4D 9C 9S 2H KD", "full-house"],
    ["Full House of two aces, the joker and a pair", "AS AH JK 9C 9S 2H KD", "full-house"],
    ["Flush (seed 004 L972, L1718; seed 003 L4227-4230)", "KD JD 8D 5D 3D 2S 2H", "flush"],
    ["Three of a Kind (seed 004 L973, L1719; seed 003 L4235-4237)", "QS QH QD 8C 2S 5H 9D", "three-of-a-kind"],
    ["Straight (seed 004 L974, L1720; seed 003 L4231-4234)", "TS 9H 8D 7C 6S 2D 2H", "straight"],
    ["Straight, the joker completing it", "TS 9H 8D JK 6S 2D 2H", "straight"],
    ["Three Pair (seed 004 L975, L1721)", "KS KH 9D 9C 4S 4H 2D", "three-pair"],
    ["Three Pair with the joker pairing an ace", "KS KH 9D 9C AS JK 2D", "three-pair"],
  ])("%s", (_line, text, hand) => {
    expect(bonus(text)).toBe(hand);
  });

  it("two pair, one pair and high card make no bonus hand (L936: any other combination loses)", () => {
    expect(bonus("KS KH 9D 9C 4S 3H 2D")).toBeNull();
    expect(bonus("KS KH 9D 8C 4S 3H 2D")).toBeNull();
    expect(bonus("AS KH 9D 8C 4S 3H 2D")).toBeNull();
  });

  it("the joker is never the king or queen of the Royal Match: a royal with a king and the joker is a Royal Flush", () => {
    expect(bonus("AH KH QH JH TH KS JK")).toBe("royal-flush");
    expect(bonus("AH KH QH JH TH KS QS")).toBe("royal-flush-royal-match");
  });

  it("the Royal Match is a king and queen of another suit: the royal's own king and queen are in the royal", () => {
    expect(bonus("AH KH QH JH TH 9H 2S")).toBe("royal-flush");
  });

  it("takes the best hand by the ranking: three of a kind with a straight is a Straight (L908 with L847-848), or Three of a Kind as a room may pay it (option)", () => {
    expect(bonus("7S 7H 7D 8C 9S TD JH")).toBe("straight");
    expect(bonusHandOf(cards("7S 7H 7D 8C 9S TD JH"), { ...FORTUNE, tripsAndStraight: "three-of-a-kind" })).toBe("three-of-a-kind");
  });

  it("the joker completes a flush in Fortune (seed 004 L938; seed 003 L4411-4412), not in Face Up (L1552)", () => {
    expect(bonus("KD JD 8D 5D JK 2S 3H")).toBe("flush");
    expect(bonus("KD JD 8D 5D JK 2S 3H", FACE_UP)).toBeNull();
  });
});

describe("a seven-card ace-high hand, \"Pai Gow\" (seed 004 L1544, L1599, L1738-1739)", () => {
  it.each<[string, string, SevenCardRules, AceHigh | null]>([
    ["an ace and six other ranks, no straight, no flush", "AS KH 9D 7C 5S 3H 2D", FACE_UP, "no-joker"],
    ["the joker as the ace", "JK KH 9D 7C 5S 3H 2D", FACE_UP, "with-joker"],
    ["king high is no Pai Gow", "KS QH 9D 7C 5S 3H 2D", FACE_UP, null],
    ["a pair is no Pai Gow", "AS AH 9D 7C 5S 3H 2D", FACE_UP, null],
    ["the joker with an ace is a pair of aces", "AS JK 9D 7C 5S 3H 2D", FACE_UP, null],
    ["the joker that completes a straight", "JK KH 9D 7C 5S 4H 3D", FACE_UP, null],
    ["a five-card flush", "AS KS 9S 7S 5S 3H 2D", FACE_UP, null],
    ["four of a suit and the joker: Face Up's joker completes no flush (L1552)", "JK KS 9S 7S 5S 3H 2D", FACE_UP, "with-joker"],
    ["four of a suit and the joker: Fortune's joker makes the flush (L828)", "JK KS 9S 7S 5S 3H 2D", FORTUNE, null],
  ])("%s", (_why, text, rules, expected) => {
    expect(aceHighOf(cards(text), rules)).toBe(expected);
  });
});

// ---------------------------------------------------------------------------------------------
// A slow, independent reading of the same rules from the five-card ranking, to hold the fast
// classifier against: every five of the seven cards ranked by rankPaiGowFive.

const ORDER: readonly BonusHand[] = ["seven-card-straight-flush", "royal-flush-royal-match", "seven-card-straight-flush-with-joker", "five-aces", "royal-flush", "straight-flush", "four-of-a-kind", "full-house", "flush", "straight", "three-of-a-kind", "three-pair"];

function fives(seven: readonly Card[]): Card[][] {
  const out: Card[][] = [];
  for (let i = 0; i < 7; i++) for (let j = i + 1; j < 7; j++) out.push(seven.filter((_, k) => k !== i && k !== j));
  return out;
}

function sevenInARow(seven: readonly Card[]): boolean {
  const real = seven.filter((c) => !isJoker(c));
  if (new Set(real.map((c) => suitOf(c as never))).size !== 1) return false;
  for (const aceLow of [false, true]) {
    const ranks = real.map((c) => (aceLow && paiGowRank(c) === 14 ? 1 : paiGowRank(c)));
    if (new Set(ranks).size !== ranks.length) continue;
    const lo = Math.min(...ranks);
    const hi = Math.max(...ranks);
    for (let start = Math.max(1, hi - 6); start <= lo; start++) if (start + 6 <= 14 && ranks.every((r) => r >= start && r <= start + 6)) return true;
  }
  return false;
}

function reference(seven: readonly Card[], rules: SevenCardRules): { hand: BonusHand | null; aceHigh: AceHigh | null } {
  const ranking = { wheel: "lowest" as const, jokerCompletesFlush: rules.jokerCompletesFlush, source: "test" };
  const joker = seven.some(isJoker);
  const found = new Set<BonusHand>();
  if (sevenInARow(seven)) found.add(joker ? "seven-card-straight-flush-with-joker" : "seven-card-straight-flush");
  let best = -1;
  let bestCategory = "";
  let bestTop = 0;
  for (const hand of fives(seven)) {
    const r = rankPaiGowFive(hand, ranking);
    if (r.score > best) {
      best = r.score;
      bestCategory = r.category;
      bestTop = r.ranks[0] ?? 0;
    }
    if (r.category === "royal-flush") {
      found.add("royal-flush");
      const rest = seven.filter((c) => !hand.includes(c));
      const royalSuit = suitOf(hand.find((c) => !isJoker(c)) as never);
      const [a, b] = rest as [Card, Card];
      if (!isJoker(a) && !isJoker(b) && suitOf(a) === suitOf(b) && suitOf(a) !== royalSuit && new Set([paiGowRank(a), paiGowRank(b)]).size === 2 && [12, 13].includes(paiGowRank(a)) && [12, 13].includes(paiGowRank(b))) found.add("royal-flush-royal-match");
    }
    const map: Record<string, BonusHand | undefined> = { "five-aces": "five-aces", "straight-flush": "straight-flush", "four-of-a-kind": "four-of-a-kind", "full-house": "full-house", flush: "flush", straight: "straight", "three-of-a-kind": "three-of-a-kind" };
    const h = map[r.category];
    if (h) found.add(h);
  }
  const counts = new Map<number, number>();
  for (const c of seven) counts.set(paiGowRank(c), (counts.get(paiGowRank(c)) ?? 0) + 1);
  if ([...counts.values()].filter((n) => n >= 2).length >= 3) found.add("three-pair");
  let hand = ORDER.find((h) => found.has(h)) ?? null;
  if (hand === "straight" && found.has("three-of-a-kind") && rules.tripsAndStraight === "three-of-a-kind") hand = "three-of-a-kind";
  const aceHigh = bestCategory === "high-card" && bestTop === 14 ? (joker ? "with-joker" : "no-joker") : null;
  return { hand, aceHigh };
}

const DECK: readonly Card[] = [...FULL_DECK, "JK"];
/** Pools that make the rare hands common: a suit and the joker, the high ranks, few ranks. */
const POOLS: readonly (readonly Card[])[] = [
  DECK,
  [...FULL_DECK.filter((c) => c.endsWith("H")), "JK", "KS", "QS", "AS", "2D"],
  [...FULL_DECK.filter((c) => "AKQJT98".includes(c[0] as string)), "JK"],
  [...FULL_DECK.filter((c) => "A9754".includes(c[0] as string)), "JK"],
  [...FULL_DECK.filter((c) => "A2345678".includes(c[0] as string) && "SH".includes(c[1] as string)), "JK", "9S", "9H"],
  ["AH", "KH", "QH", "JH", "TH", "9H", "8H", "JK", "KS", "QS"],
  ["AD", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "JK", "AS"],
  ["AS", "AH", "AD", "AC", "JK", "KS", "KH", "QH", "2D", "9C"],
];
const arbSeven = fc.constantFrom(...POOLS).chain((pool) => fc.shuffledSubarray([...pool], { minLength: 7, maxLength: 7 }));

describe("the fast classification against a reading from the five-card ranking", () => {
  it.each([
    ["Fortune's joker, by the ranking", FORTUNE],
    ["Face Up's joker, by the ranking", FACE_UP],
    ["Fortune's joker, three of a kind paid over a straight", { ...FORTUNE, tripsAndStraight: "three-of-a-kind" } as SevenCardRules],
  ])("%s: the same bonus hand and the same ace-high on random hands", (_name, rules) => {
    fc.assert(
      fc.property(arbSeven, (seven) => {
        const slow = reference(seven, rules);
        expect({ hand: bonusHandOf(seven, rules), aceHigh: aceHighOf(seven, rules) }).toEqual(slow);
      }),
      { numRuns: 4000, seed: 16 },
    );
  });
});
