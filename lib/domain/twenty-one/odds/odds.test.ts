import { describe, expect, it } from "vitest";
import { playerDealerDraws } from "../../blackjack/player-dealer-chart";
import { twentyOneGame } from "../games";
import { MATCH_KINDS } from "../match-the-dealer";
import { matchCounts, playerDealerHands, twentyOneOdds } from ".";
import { simulateBusterWithPlayers } from "./buster-with-players";
import { seededRandom } from "../../cards/random";
import type { TwentyOneGame } from "../game-config";

const pure = twentyOneGame("pure-21-5");
const spanish = twentyOneGame("pure-spanish-21-5");
const bjx = twentyOneGame("blackjack-x");

describe("Match the Dealer Up Card: exact, every ordered draw of the player's two cards and the up card", () => {
  for (const [game, decks] of [[pure, 6], [pure, 8], [spanish, 4], [spanish, 8]] as const) {
    it(`${game.id}, ${decks} decks: the counts agree with the closed form (copies of the up card s, same rank r, others o)`, () => {
      const N = BigInt(game.id === "pure-spanish-21-5" ? 48 * decks : 52 * decks);
      const d = BigInt(decks);
      const s = d - 1n;
      const r = 3n * d;
      const o = N - 1n - s - r;
      const { total, counts } = matchCounts(game, decks);
      expect(total).toBe(N * (N - 1n) * (N - 2n));
      expect(counts["two-suited"]).toBe(N * s * (s - 1n));
      expect(counts["suited-and-unsuited"]).toBe(N * 2n * s * r);
      expect(counts["one-suited"]).toBe(N * 2n * s * o);
      expect(counts["two-unsuited"]).toBe(N * r * (r - 1n));
      expect(counts["one-unsuited"]).toBe(N * 2n * r * o);
      expect(counts.none).toBe(N * o * (o - 1n));
      expect(MATCH_KINDS.reduce((sum, k) => sum + counts[k], 0n)).toBe(total);
    });
  }
  it("the bet's return is the pay lines weighed by their probabilities, less the losing draws", () => {
    for (const [game, decks] of [[pure, 8], [spanish, 6]] as const) {
      const bet = twentyOneOdds(game, decks).bets.find((b) => b.bet === "match");
      if (!bet) throw new Error("no match bet");
      const total = Number(bet.total);
      const pays = Object.values(game.match?.pays ?? {}).map((o) => o.to / o.per);
      const won = bet.lines.reduce((sum, l, i) => sum + (Number(l.count) / total) * (pays[i] as number), 0);
      expect(bet.expectedReturn).toBeCloseTo(won - Number(bet.losing.count) / total, 12);
      expect(bet.houseEdge).toBe(-bet.expectedReturn);
      const [n, dd] = bet.expectedReturnExact.split("/").map(Number) as [number, number];
      expect(n / dd).toBeCloseTo(bet.expectedReturn, 12);
      expect(bet.error).toBeNull();
    }
  });
});

/** An independent float recursion over the 13 ranks (not the engine's ten values) of the player-dealer's hand. */
function floatHands(game: TwentyOneGame, decks: number): { natural: number; bust: Map<number, number>; stands: number } {
  const ranks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10];
  const removed = game.deck.removedRanks.includes("T") ? 9 : -1;
  const left = ranks.map((_, i) => (i === removed ? 0 : 4 * decks));
  let natural = 0;
  let stands = 0;
  const bust = new Map<number, number>();
  const walk = (cards: number[], p: number) => {
    const n = left.reduce((a, b) => a + b, 0);
    if (cards.length === 2 && cards.includes(1) && cards.includes(10)) return void (natural += p);
    if (cards.length >= 2) {
      const hard = cards.reduce((a, b) => a + b, 0);
      const soft = cards.includes(1) && hard + 10 <= 21;
      const total = soft ? hard + 10 : hard;
      if (!playerDealerDraws(game.playerDealerChart, { kind: "total", total, soft })) {
        if (total > 21) bust.set(cards.length, (bust.get(cards.length) ?? 0) + p);
        else stands += p;
        return;
      }
    }
    ranks.forEach((v, i) => {
      const k = left[i] as number;
      if (k === 0) return;
      left[i] = k - 1;
      walk([...cards, v], (p * k) / n);
      left[i] = k;
    });
  };
  walk([], 1);
  return { natural, bust, stands };
}

describe("the Buster Blackjack Bonus Bet: exact over the player-dealer's hand by its chart", () => {
  for (const [game, decks] of [[pure, 6], [bjx, 1], [bjx, 8]] as const) {
    it(`${game.id}, ${decks} decks: the counts add up and agree with an independent recursion over ranks`, () => {
      const hands = playerDealerHands(game, decks);
      const sum = hands.natural + [...hands.stands.values()].reduce((a, b) => a + b, 0n) + [...hands.busts.values()].reduce((a, b) => a + b, 0n);
      expect(sum).toBe(hands.total);
      const f = floatHands(game, decks);
      const p = (x: bigint) => Number(x) / Number(hands.total);
      expect(p(hands.natural)).toBeCloseTo(f.natural, 12);
      for (const [cards, w] of hands.busts) expect(p(w), `${cards} cards`).toBeCloseTo(f.bust.get(cards) ?? 0, 12);
      expect([...f.bust.keys()].sort()).toEqual([...hands.busts.keys()].sort());
    });
  }
  it("one deck: the player-dealer's two-card natural is 2 x 4 x 16 / (52 x 51)", () => {
    const hands = playerDealerHands(bjx, 1);
    expect(Number(hands.natural) / Number(hands.total)).toBeCloseTo((2 * 4 * 16) / (52 * 51), 15);
  });
  it("the bet's lines are the busted hands by the pay table's rows, 8 or more together, with the method's limit stated", () => {
    const bet = twentyOneOdds(pure, 8).bets.find((b) => b.bet === "buster");
    if (!bet) throw new Error("no buster bet");
    expect(bet.lines.map((l) => `${l.line} ${l.pays}`)).toEqual(["3 cards 2 to 1", "4 cards 2 to 1", "5 cards 4 to 1", "6 cards 18 to 1", "7 cards 50 to 1", "8 or more cards 200 to 1"]);
    const hands = playerDealerHands(pure, 8);
    const eightOrMore = [...hands.busts].filter(([c]) => c >= 8).reduce((a, [, w]) => a + w, 0n);
    expect(bet.lines.at(-1)?.count).toBe(eightOrMore.toString());
    expect(bet.error).toMatch(/players' cards/);
    expect(bet.hitFrequency).toBeCloseTo(bet.lines.reduce((a, l) => a + l.probability, 0), 12);
  });
});

describe("twentyOneOdds", () => {
  it("lists each game's bonus bets in settlement order, none for Mortimer's Pure 21.5", () => {
    expect(twentyOneOdds(pure, 8).bets.map((b) => b.bet)).toEqual(["buster", "match"]);
    expect(twentyOneOdds(spanish, 8).bets.map((b) => b.bet)).toEqual(["match"]);
    expect(twentyOneOdds(bjx, 4).bets.map((b) => b.bet)).toEqual(["buster"]);
    const mortimers = twentyOneOdds(twentyOneGame("pure-21-5-mortimers"), 8);
    expect(mortimers.bets).toEqual([]);
    expect(mortimers.note).toMatch(/no bonus bet/);
    expect(twentyOneOdds(spanish, 8).deck).toMatchObject({ cardsPerDeck: 48, shoeCards: 384 });
  });
  it("refuses a deck count the game is not played with", () => {
    expect(() => twentyOneOdds(pure, 4)).toThrow(RangeError);
    expect(() => twentyOneOdds(spanish, 9)).toThrow(RangeError);
  });
  it("is plain data: JSON round-trips it unchanged", () => {
    const o = twentyOneOdds(pure, 6);
    expect(JSON.parse(JSON.stringify(o))).toEqual(o);
  });
});

describe("the Buster figure's stated limit, measured: players drawing before the player-dealer", () => {
  it("a seeded simulation with seven players lands within four standard errors of the exact figure", () => {
    const exact = twentyOneOdds(pure, 8).bets.find((b) => b.bet === "buster");
    const est = simulateBusterWithPlayers(pure, 8, 7, 4000, seededRandom("buster"));
    expect(Math.abs(est.hitFrequency - (exact?.hitFrequency ?? 0))).toBeLessThan(4 * est.hitFrequencyError);
    expect(Math.abs(est.expectedReturn - (exact?.expectedReturn ?? 0))).toBeLessThan(4 * est.expectedReturnError);
  });
});
