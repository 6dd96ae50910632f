import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FULL_DECK, type Card } from "../cards/card";
import { aceHighHands, aceHighKinds, aceHighPairs } from "./ace-high-counts";
import { aceHighBonusOdds, fortuneBonusOdds, NoBonusError, paiGowBonusOdds, playerDealerAceHighCounts, SEVEN_CARD_HANDS, SEVEN_OF_FORTY_SIX } from "./exact-odds";
import { paiGowGame } from "./games";
import { aceHighOf, bonusHandOfClass, CLASS, type SevenCardRules } from "./seven-card";
import { sevenCardCounts } from "./seven-card-counts";

/** n choose k, exactly. */
function choose(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe("every seven-card hand of the 53-card deck", () => {
  const counts = sevenCardCounts();

  it("is counted once: C(52,7) without the joker, C(52,6) with it, C(53,7) = 154,143,080 in all", () => {
    expect(BigInt(sum(counts.noJoker))).toBe(choose(52, 7));
    expect(BigInt(sum(counts.withJoker))).toBe(choose(52, 6));
    expect(choose(53, 7)).toBe(SEVEN_CARD_HANDS);
    expect(choose(46, 7)).toBe(SEVEN_OF_FORTY_SIX);
  });

  it("gives the top hands their counts worked out by hand", () => {
    // Eight runs of seven ranks (A-7 to 8-A) in four suits.
    expect(counts.noJoker[CLASS.sevenCardStraightFlush]).toBe(8 * 4);
    // The royal's suit and the match's: 4 x 3; with the joker also one of the royal's five cards.
    expect(counts.noJoker[CLASS.royalFlushRoyalMatch]).toBe(4 * 3);
    expect(counts.withJoker[CLASS.royalFlushRoyalMatch]).toBe(4 * 3 * 5);
    // Six suited cards and the joker in a run of seven: 8 runs x 7 gaps, less the 7 six-card runs that fit two runs; 4 suits.
    expect(counts.withJoker[CLASS.sevenCardStraightFlushWithJoker]).toBe((8 * 7 - 7) * 4);
    // Four aces, the joker, and any two of the other 48 cards.
    expect(counts.withJoker[CLASS.fiveAces]).toBe(Number(choose(48, 2)));
  });

  it("without the joker, agrees with the standard seven-card poker counts", () => {
    const nj = counts.noJoker;
    const rules: SevenCardRules = { jokerCompletesFlush: true, tripsAndStraight: "straight" };
    const of = (hand: string) => sum(nj.map((n, cls) => (bonusHandOfClass(cls, rules) === hand ? n : 0)));
    // Straight flushes (royals included) 41,584; four of a kind 224,848; full house 3,473,184; flush 4,047,644;
    // straight 6,180,020; three of a kind 6,461,620; three pair (part of two pair) 2,471,040.
    expect(of("seven-card-straight-flush") + of("royal-flush-royal-match") + of("royal-flush") + of("straight-flush")).toBe(41_584);
    expect(of("four-of-a-kind")).toBe(224_848);
    expect(of("full-house")).toBe(3_473_184);
    expect(of("flush")).toBe(4_047_644);
    expect(of("straight")).toBe(6_180_020);
    expect(of("three-of-a-kind")).toBe(6_461_620);
    expect(of("three-pair")).toBe(2_471_040);
  });
});

describe("the Fortune Bonus's exact odds", () => {
  it.each(["fortune-pai-gow-mortimers", "fortune-pai-gow", "face-up-pai-gow"])("%s: the pay lines and the losing hands add up to every hand, and the return is their sum", (id) => {
    const odds = fortuneBonusOdds(paiGowGame(id));
    expect(odds.lines.reduce((s, l) => s + l.count, 0n)).toBe(SEVEN_CARD_HANDS);
    let net = 0n;
    for (const l of odds.lines) net += l.pays === "lose" ? -l.count : l.pays === "push" ? 0n : BigInt(l.pays) * l.count;
    expect(odds.returnNumerator).toBe(net);
    expect(odds.houseEdge).toBeCloseTo(-Number(net) / Number(SEVEN_CARD_HANDS), 12);
  });

  it("FPG-01 paying three of a kind over a straight has the published 7.77% house edge (Wizard of Odds, pay table 8000-2000-1000-400-150-50-25-5-4-3-2)", () => {
    const odds = fortuneBonusOdds(paiGowGame("fortune-pai-gow-mortimers", { bonusTripsAndStraight: "three-of-a-kind" }));
    expect(Math.round(odds.houseEdge * 10_000) / 100).toBe(7.77);
  });

  it("Kings' three pair pushes (seed 004 L975): the same hands lose on Mortimer's FPG-01, which has no such line", () => {
    const kings = fortuneBonusOdds(paiGowGame("fortune-pai-gow"));
    const mortimers = fortuneBonusOdds(paiGowGame("fortune-pai-gow-mortimers"));
    const threePair = kings.lines.find((l) => l.line === "three-pair");
    expect(threePair?.pays).toBe("push");
    expect(mortimers.lines.find((l) => l.line === "three-pair")).toBeUndefined();
    const lose = (o: typeof kings) => o.lines.find((l) => l.line === "lose")?.count ?? 0n;
    expect(lose(mortimers) - lose(kings)).toBe(threePair?.count);
  });

  it("Face Up's joker, which completes no flush (L1552), moves the joker flushes to the lines below", () => {
    const fortune = fortuneBonusOdds(paiGowGame("fortune-pai-gow"));
    const faceUp = fortuneBonusOdds(paiGowGame("face-up-pai-gow"));
    const at = (o: typeof fortune, line: string) => o.lines.find((l) => l.line === line)?.count ?? 0n;
    const moved = at(fortune, "flush") - at(faceUp, "flush");
    expect(moved).toBeGreaterThan(0n);
    const below = ["straight", "three-of-a-kind", "three-pair", "lose"].reduce((s, l) => s + at(faceUp, l) - at(fortune, l), 0n);
    expect(below).toBe(moved);
    expect(at(fortune, "full-house")).toBe(at(faceUp, "full-house"));
  });
});

describe("Face Up's Ace-High Bonus exact odds", () => {
  const game = paiGowGame("face-up-pai-gow");

  it("counts the player-dealer's ace-high hands the same way twice: by the enumeration of all hands and by rank sets and suits", () => {
    for (const jokerCompletesFlush of [false, true]) {
      const g = paiGowGame("face-up-pai-gow", { jokerCompletesFlush });
      const kinds = aceHighKinds(jokerCompletesFlush);
      expect(playerDealerAceHighCounts(g)).toEqual({ withJoker: aceHighHands(kinds.withJoker), noJoker: aceHighHands(kinds.noJoker) });
    }
  });

  it("counts ordered pairs of hands symmetrically: the player-dealer with the joker and the player without, or the other way", () => {
    const kinds = aceHighKinds(false);
    expect(aceHighPairs(kinds.noJoker, kinds.withJoker)).toBe(aceHighPairs(kinds.withJoker, kinds.noJoker));
    expect(() => aceHighPairs(kinds.withJoker, kinds.withJoker)).toThrow(/one joker/);
  });

  it("pays 40 to 1, 15 to 1 and 5 to 1 (seed 004 L1737-1739) over C(53,7) x C(46,7) pairs, the lines adding up", () => {
    const odds = aceHighBonusOdds(game);
    expect(odds.total).toBe(SEVEN_CARD_HANDS * SEVEN_OF_FORTY_SIX);
    expect(odds.lines.map((l) => l.pays)).toEqual([40, 15, 5, "lose"]);
    expect(odds.lines.reduce((s, l) => s + l.count, 0n)).toBe(odds.total);
    const pd = playerDealerAceHighCounts(game);
    const [both, withJoker, noJoker] = odds.lines.map((l) => l.count) as [bigint, bigint, bigint];
    // Every pair with the player-dealer ace-high is on one of the three winning lines.
    expect(both + withJoker + noJoker).toBe((pd.withJoker + pd.noJoker) * SEVEN_OF_FORTY_SIX);
  });

  it("agrees with a sample of dealt pairs on how often both hands are ace-high", () => {
    const odds = aceHighBonusOdds(game);
    const p = Number(odds.lines[0]!.count) / Number(odds.total);
    const deck: readonly Card[] = [...FULL_DECK, "JK"];
    const runs = 40_000;
    let hits = 0;
    fc.assert(
      fc.property(fc.shuffledSubarray([...deck], { minLength: 14, maxLength: 14 }), (fourteen) => {
        if (aceHighOf(fourteen.slice(0, 7), game.ranking) && aceHighOf(fourteen.slice(7), game.ranking)) hits++;
      }),
      { numRuns: runs, seed: 1553 },
    );
    const sd = Math.sqrt((p * (1 - p)) / runs);
    expect(Math.abs(hits / runs - p)).toBeLessThan(5 * sd);
  });
});

describe("the bets each game has odds for", () => {
  it("Fortune games: the Fortune Bonus; Face Up: also the Ace-High Bonus; Pai Gow Poker (Double Hand): none", () => {
    expect(paiGowBonusOdds(paiGowGame("face-up-pai-gow")).map((o) => o.bet)).toEqual(["fortune", "ace-high"]);
    expect(paiGowBonusOdds(paiGowGame("fortune-pai-gow-mortimers")).map((o) => o.bet)).toEqual(["fortune"]);
    expect(paiGowBonusOdds(paiGowGame("pai-gow-poker"))).toEqual([]);
    expect(() => fortuneBonusOdds(paiGowGame("pai-gow-poker"))).toThrow(NoBonusError);
    expect(() => aceHighBonusOdds(paiGowGame("fortune-pai-gow"))).toThrow(/has no Ace-High Bonus/);
  });
});
