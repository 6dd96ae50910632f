/**
 * `npm run -s odds` for the twenty-one games: the bonus bets whose result the cards alone decide.
 * Match the Dealer Up Card is checked against closed-form counts of ordered draws; the Buster bet's
 * figure is the one docs/rules-decisions/twenty-one.md records (and measured against play there).
 */
import { describe, expect, it } from "vitest";
import { main } from "./odds";

interface Odds {
  game: string;
  decks: number;
  deck: { name: string; cardsPerDeck: number; shoeCards: number; source: string };
  bets: { bet: string; method: string; error: string | null; total: string; lines: { line: string; pays: string; count: string; probability: number; source: string }[]; hitFrequency: number; expectedReturn: number; houseEdge: number; expectedReturnExact: string }[];
  playerDealerHands: Record<string, number> | null;
  note: string | null;
}

function json(args: string[]): Odds {
  const result = main([...args, "--json"]);
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as Odds;
}

const count = (o: Odds, bet: string, line: string) => BigInt(o.bets.find((b) => b.bet === bet)!.lines.find((l) => l.line === line)!.count);

describe("npm run odds: twenty-one bonus bets", () => {
  it("Match the Dealer Up Card (Pure 21.5, 8 decks of 52): exact counts of ordered draws of the player's two cards and the up card", () => {
    const o = json(["--game", "pure-21-5", "--decks", "8"]);
    expect(o.deck).toMatchObject({ cardsPerDeck: 52, shoeCards: 416 });
    const match = o.bets.find((b) => b.bet === "match")!;
    const n = 416n;
    // Any up card; the player's cards among the 7 copies of the same card left, or the 24 of the same rank in other suits.
    expect(BigInt(match.total)).toBe(n * (n - 1n) * (n - 2n));
    expect(count(o, "match", "2 suited matches")).toBe(n * 7n * 6n);
    expect(count(o, "match", "1 suited + 1 non-suited match")).toBe(n * 2n * 7n * 24n);
    expect(count(o, "match", "2 non-suited matches")).toBe(n * 24n * 23n);
    // Exactly one card matching: one of the two (2 ways), the other of another rank (416 - 32 cards).
    expect(count(o, "match", "1 suited match")).toBe(n * 2n * 7n * (n - 32n));
    expect(count(o, "match", "1 non-suited match")).toBe(n * 2n * 24n * (n - 32n));
    expect(match.lines.map((l) => l.pays)).toEqual(["25 to 1", "20 to 1", "9 to 1", "9 to 1", "4 to 1"]);
    expect(match.error).toBeNull();
    expect(match.expectedReturnExact).toBe("-679/9545");
    expect(match.hitFrequency).toBeCloseTo(0.14398, 5);
  });

  it("Pure Spanish 21.5's 48-card deck (no tens) changes every count", () => {
    const o = json(["--game", "pure-spanish-21-5", "--decks", "8"]);
    expect(o.deck).toMatchObject({ cardsPerDeck: 48, shoeCards: 384 });
    const n = 384n;
    expect(count(o, "match", "2 suited matches")).toBe(n * 7n * 6n);
    expect(count(o, "match", "1 non-suited match")).toBe(n * 2n * 24n * (n - 32n));
    expect(o.bets.find((b) => b.bet === "match")!.expectedReturn).toBeCloseTo(-0.02986, 5);
  });

  it("the Buster bet by the player-dealer's chart: the method and its limit are printed with the figure", () => {
    const o = json(["--game", "blackjack-x", "--decks", "8"]);
    const buster = o.bets.find((b) => b.bet === "buster")!;
    expect(buster.method).toMatch(/^every player-dealer hand drawn by its chart \(seed 004 L990, L1032-1033\) from the full 8-deck shoe/);
    expect(buster.error).toMatch(/card-removal effect, which is not enumerated$/);
    expect(buster.lines.map((l) => `${l.line} ${l.pays}`)).toEqual(["3 cards 2 to 1", "4 cards 2 to 1", "5 cards 4 to 1", "6 cards 18 to 1", "7 cards 50 to 1", "8 or more cards 200 to 1"]);
    expect(buster.hitFrequency).toBeCloseTo(0.28567, 5);
    expect(buster.expectedReturn).toBeCloseTo(-0.04641, 5);
    // The player-dealer's hands add up: a natural, a standing total or a bust.
    const total = Object.values(o.playerDealerHands!).reduce((s, p) => s + p, 0);
    expect(total).toBeCloseTo(1, 12);
    expect(o.bets.map((b) => b.bet)).toEqual(["buster"]);
  });

  it("Mortimer's Pure 21.5 has no bonus bet, and says so", () => {
    const o = json(["--game", "pure-21-5-mortimers"]);
    expect(o.decks).toBe(8);
    expect(o.bets).toEqual([]);
    expect(o.note).toMatch(/has no bonus bet whose result depends only on the cards dealt/);
  });

  it("refuses a deck count the filing does not allow with exit 2 and one line", () => {
    const r = main(["--game", "pure-21-5", "--decks", "4"]);
    expect(r).toEqual({ code: 2, stdout: "", stderr: "odds: pure-21-5 is played with 6 to 8 decks, not 4 (seed 004 L434)\n" });
  });
});
