import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { SuitedCard } from "../../cards/card";
import { bestFive, HAND_CATEGORIES } from "../../poker-hands";
import { threeCardPokerGame } from "../games";
import { sixCardBonusHandOf } from "../six-card-bonus";
import { KINGS, MORTIMERS } from "../test-kit";
import { QUEEN_HIGH_SCORE, rankThree } from "../three-card-ranking";
import { PLAY_RULES, antePlayOdds, handPlays, playsHand, queenSixFourScore } from "./ante-play-odds";
import { pairPlusOdds } from "./pair-plus-odds";
import { sixCardBonusOdds } from "./six-card-bonus-odds";
import { SIX_CARD_CATEGORIES, sixCardCategoryCounts, sixCardCategoryOf } from "./six-card-counts";
import { threeCardPokerOdds } from "./odds-report";

/** Card index i of the enumerations as a card code: rank 2 + (i >> 2), suit i & 3. */
const RANK = "23456789TJQKA";
const SUIT = "SHDC";
const code = (i: number) => `${RANK[i >> 2]}${SUIT[i & 3]}` as SuitedCard;

const counts = sixCardCategoryCounts();

describe("the 6 Card Bonus by enumeration of all C(52,6) six-card sets", () => {
  it("visits every set once", () => {
    expect(counts.sets).toBe(20_358_520);
    expect(Object.values(counts.counts).reduce((a, b) => a + b, 0)).toBe(20_358_520);
  });

  it("classifies a set as the standard best-five ranking does (property, against lib/domain/poker-hands)", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(Array.from({ length: 52 }, (_, i) => i), { minLength: 6, maxLength: 6 }), (six) => {
        const best = bestFive(six.map(code));
        const expected = best.category === "straight-flush" && best.ranks[0] === 14 ? "royal-flush" : best.category;
        expect(sixCardCategoryOf(six)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
    // Every category, including the rare ones, against bestFive on a chosen set.
    const sets: Record<string, number[]> = {
      "royal-flush": [48, 44, 40, 36, 32, 0],
      "straight-flush": [48, 0, 4, 8, 12, 51],
      "four-of-a-kind": [0, 1, 2, 3, 4, 8],
      "full-house": [0, 1, 2, 4, 5, 8],
    };
    for (const [cat, six] of Object.entries(sets)) {
      expect(sixCardCategoryOf(six)).toBe(cat);
      expect(sixCardBonusHandOf(bestFive(six.map(code)))).toBe(cat);
    }
  });

  it("reproduces the filing's figures: hit frequency 7.2798% and house advantage 6.74% (seed 003 L1743-1746)", () => {
    for (const game of [MORTIMERS, KINGS]) {
      const odds = sixCardBonusOdds(game, counts);
      expect((odds.hitFrequency * 100).toFixed(4)).toBe(odds.filed.hitFrequency.replace("%", ""));
      expect((odds.houseEdge * 100).toFixed(2)).toBe(odds.filed.houseAdvantage.replace("%", ""));
      expect(odds.lines.map((l) => l.pays)).toEqual(["1000 to 1", "200 to 1", "100 to 1", "20 to 1", "15 to 1", "9 to 1", "8 to 1"]);
      expect(odds.expectedReturn).toBeCloseTo(-odds.houseEdge, 15);
    }
    expect(sixCardBonusOdds(KINGS, counts).filed.note).toMatch(/seed 004 prints no figures/);
  });

  it("the filing's figures hold only with A-2-3-4-5 a straight (decision T6)", () => {
    const noWheel = sixCardBonusOdds(MORTIMERS, sixCardCategoryCounts({ wheelIsStraight: false }));
    expect(noWheel.combinations).toBe(20_358_520);
    expect((noWheel.hitFrequency * 100).toFixed(4)).not.toBe("7.2798");
    expect(noWheel.hitFrequency).toBeLessThan(sixCardBonusOdds(MORTIMERS, counts).hitFrequency);
  });

  it("lists every standard category", () => {
    expect(SIX_CARD_CATEGORIES).toEqual([...HAND_CATEGORIES, "royal-flush"]);
  });
});

describe("Pair Plus by enumeration of the 22,100 three-card hands", () => {
  it("pays 200, 40, 30, 6, 3 and 1 to 1 on the game's ranking (seed 003 L1687-1701, seed 004 L373-381)", () => {
    const odds = pairPlusOdds(MORTIMERS);
    expect(odds.combinations).toBe(22100);
    expect(odds.lines.map((l) => [l.hand, l.to, l.count])).toEqual([
      ["Mini Royal Flush", 200, 4],
      ["Straight Flush", 40, 44],
      ["Three of a Kind", 30, 52],
      ["Straight", 6, 720],
      ["Flush", 3, 1096],
      ["One Pair", 1, 3744],
    ]);
    // (4x200 + 44x40 + 52x30 + 720x6 + 1096x3 + 3744x1 - 16440) / 22100
    expect(odds.expectedReturnExact).toBe("-242/5525");
    expect(odds.hitFrequency).toBeCloseTo(5660 / 22100, 15);
  });

  it("moves with option aceTwoThreeSuited: four straight flushes become flushes", () => {
    const flush = pairPlusOdds(threeCardPokerGame("three-card-poker-6cb", { aceTwoThreeSuited: "flush" }));
    expect(flush.lines.find((l) => l.hand === "Straight Flush")?.count).toBe(40);
    expect(flush.houseEdge).toBeGreaterThan(pairPlusOdds(KINGS).houseEdge);
  });
});

describe("the Ante and Play under a stated Play/fold rule", () => {
  const mortimers = antePlayOdds(MORTIMERS);
  const kings = antePlayOdds(KINGS);

  it("counts every deal once: 22,100 player hands x 18,424 player-dealer hands", () => {
    for (const o of [...mortimers, ...kings]) {
      const c = o.counts;
      expect(c.folded + c.qualifiedWin + c.qualifiedLose + c.qualifiedPush + c.notQualifiedAntePaid + c.notQualifiedAntePush).toBe(407_170_400);
      expect(o.ruleInWords.length).toBeGreaterThan(10);
    }
    expect(mortimers.map((o) => o.rule)).toEqual([...PLAY_RULES]);
  });

  it("agrees with a direct count over every player-dealer hand for sample player hands", () => {
    const plays = handPlays(MORTIMERS);
    const samples: [number, number, number][] = [
      [40, 44, 48], // Q, K and A of spades: the Mini Royal Flush
      [0, 1, 5], // a pair of deuces
      [8, 17, 26], // 4, 6, 8 of mixed suits
      [11, 18, 41], // Q-6-4 of mixed suits
      [37, 34, 28], // J-T-9 of mixed suits, a straight
    ];
    for (const [x, y, z] of samples) {
      const sorted = [x, y, z].sort((m, n) => m - n);
      const mine = plays.find((p) => sorted.every((c, i) => p.cards[i] === c));
      const player = rankThree(MORTIMERS.ranking, [code(x), code(y), code(z)]);
      const split = { nqBelow: 0, nqEqual: 0, nqAbove: 0, qBelow: 0, qEqual: 0, qAbove: 0 };
      const rest = Array.from({ length: 52 }, (_, i) => i).filter((i) => i !== x && i !== y && i !== z);
      for (let a = 0; a < rest.length; a++) for (let b = a + 1; b < rest.length; b++) for (let c = b + 1; c < rest.length; c++) {
        const pd = rankThree(MORTIMERS.ranking, [code(rest[a] as number), code(rest[b] as number), code(rest[c] as number)]);
        const q = pd.score >= QUEEN_HIGH_SCORE ? "q" : "nq";
        const side = pd.score < player.score ? "Below" : pd.score === player.score ? "Equal" : "Above";
        split[`${q}${side}` as keyof typeof split] += 1;
      }
      expect(mine?.score).toBe(player.score);
      expect({ nqBelow: mine?.nqBelow, nqEqual: mine?.nqEqual, nqAbove: mine?.nqAbove, qBelow: mine?.qBelow, qEqual: mine?.qEqual, qAbove: mine?.qAbove }).toEqual(split);
      // Mortimer's: the Ante wins against a lower non-qualifier only; against a qualifier Ante and Play go together.
      expect(mine?.net).toBe(split.nqBelow + 2 * split.qBelow - 2 * split.qAbove);
    }
  });

  it("a rule that plays Queen-6-4 or better settles alike in both rooms: such a hand outranks every non-qualifying hand", () => {
    const q = (list: typeof mortimers) => list.find((o) => o.rule === "queen-six-four");
    expect(q(mortimers)).toEqual(q(kings));
    expect(q(mortimers)?.counts.notQualifiedAntePush).toBe(0);
  });

  it("Kings pays every Ante against a non-qualifier (seed 004 L346), so always playing costs less there than at Mortimer's (seed 003 L1635-1638)", () => {
    const always = (list: typeof mortimers) => list.find((o) => o.rule === "always-play");
    expect(always(kings)?.counts.notQualifiedAntePush).toBe(0);
    expect(always(mortimers)?.counts.notQualifiedAntePush).toBeGreaterThan(0);
    expect(always(kings)?.houseEdge).toBeLessThan(always(mortimers)?.houseEdge as number);
  });

  it("best per hand is never worse than either fixed rule", () => {
    for (const list of [mortimers, kings]) {
      const best = list.find((o) => o.rule === "best-per-hand")?.expectedReturnPerAnte as number;
      for (const o of list) expect(best).toBeGreaterThanOrEqual(o.expectedReturnPerAnte);
    }
  });

  it("no rule folds a hand that Pair Plus pays (the Pair Plus odds count every paying hand as played)", () => {
    for (const game of [MORTIMERS, KINGS]) {
      const q64 = queenSixFourScore(game);
      const paying = handPlays(game).filter((p) => rankThree(game.ranking, p.cards.map(code)).category !== "high-card");
      expect(paying).toHaveLength(5660);
      for (const rule of PLAY_RULES) expect(paying.every((p) => playsHand(rule, p.score, p.net, q64))).toBe(true);
    }
  });
});

describe("the odds report", () => {
  it("holds the three bets and the filing's stated figures beside the computed ones", () => {
    const report = threeCardPokerOdds(MORTIMERS, counts);
    expect(report.game).toBe("three-card-poker-6cb-mortimers");
    expect(report.sixCardBonus.filed).toEqual({ houseAdvantage: "6.74%", hitFrequency: "7.2798%", source: "seed 003 L1743-1746" });
    expect(report.antePlay).toHaveLength(3);
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });
});

