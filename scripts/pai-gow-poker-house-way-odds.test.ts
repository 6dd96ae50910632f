/**
 * `npm run house-way` and `npm run odds` for the pai gow poker family: seven cards to the filing's
 * house way, `{"high": [5 cards], "low": [2 cards]}`, with a hand on each side of a chart row; the
 * exact bonus odds as JSON with the count of each pay line; bad arguments refused with exit 2 and one
 * line naming the argument.
 */
import { describe, expect, it } from "vitest";
import { main as houseWay, usage } from "./house-way";
import { main as odds } from "./odds";

function split(game: string, cards: string): unknown {
  const r = houseWay(["--game", game, ...cards.split(" "), "--json"]);
  expect(r.stderr).toBe("");
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
}

describe("npm run house-way: pai gow poker", () => {
  it("lists the four games and the card format", () => {
    const text = usage();
    for (const id of ["fortune-pai-gow-mortimers", "fortune-pai-gow", "face-up-pai-gow", "pai-gow-poker"]) expect(text).toContain(id);
    expect(text).toContain('"JK" the');
  });

  it("prints exactly the five cards behind and the two in front", () => {
    // Two pair, aces and kings: A/K/Q high always split, the small pair in front (seed 004 L882).
    expect(split("fortune-pai-gow", "AS AH KD KC 9S 5H 2C")).toEqual({ high: ["AS", "AH", "9S", "5H", "2C"], low: ["KD", "KC"] });
    // Two pair, jacks and fives: split, unless an ace can go in front (L882): on each side of the condition.
    expect(split("fortune-pai-gow", "JS JH 5D 5C AS 9H 2C")).toEqual({ high: ["JS", "JH", "5D", "5C", "2C"], low: ["AS", "9H"] });
    expect(split("fortune-pai-gow", "JS JH 5D 5C KS 9H 2C")).toEqual({ high: ["KS", "JS", "JH", "9H", "2C"], low: ["5D", "5C"] });
    // Five Aces: a pair of aces in front, the joker behind (Face Up L1645).
    expect(split("face-up-pai-gow", "JK AS AH AD AC KS 2D")).toEqual({ high: ["AD", "AC", "JK", "KS", "2D"], low: ["AS", "AH"] });
    // Mortimer's games, whose Attachment A is missing, take Kings' Fortune chart.
    expect(split("fortune-pai-gow-mortimers", "AS AH KD KC 9S 5H 2C")).toEqual(split("fortune-pai-gow", "AS AH KD KC 9S 5H 2C"));
  });

  it("says the row and its filing line in words without --json", () => {
    const r = houseWay(["--game", "pai-gow-poker", "KS", "KH", "9D", "8D", "5S", "3H", "2D"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("Behind (five cards): KS KH 5S 3H 2D\nIn front (two cards): 9D 8D\npair of kings behind, the highest two other cards in front (seed 004 L881)\n");
  });

  it("refuses six cards, a card it cannot read, a card twice, in one line naming it", () => {
    for (const [cards, message] of [
      ["AS AH KD KC 9S 5H", "cards: the house way sets seven cards, got 6\n"],
      ["AS AH KD KC 9S 5H 1S", 'cards[6]: not a card: "1S" (write the rank A 2-9 T J Q K then the suit S H D C, e.g. "TD", or "JK" for the joker)\n'],
      ["AS AH KD KC 9S JK JK", "cards[6]: JK appears twice: the deck holds one of each card and one joker\n"],
    ] as const) {
      const r = houseWay(["--game", "face-up-pai-gow", ...cards.split(" "), "--json"]);
      expect(r).toEqual({ code: 2, stdout: "", stderr: message });
    }
  });
});

describe("npm run odds: pai gow poker", () => {
  it("prints every pay line's count over all 154,143,080 hands and the house edge, Face Up's Ace-High Bonus over every pair of hands", () => {
    const r = odds(["--game", "face-up-pai-gow", "--json"]);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as { game: string; bets: { bet: string; total: string; lines: { line: string; count: string; pays: unknown }[]; houseEdge: number }[] };
    expect(json.game).toBe("face-up-pai-gow");
    const [fortune, aceHigh] = json.bets;
    expect(fortune!.total).toBe("154143080");
    expect(fortune!.lines.reduce((s, l) => s + BigInt(l.count), 0n)).toBe(154_143_080n);
    // Four aces and the joker: C(48, 2) = 1,128 hands.
    expect(fortune!.lines.find((l) => l.line === "five-aces")).toMatchObject({ count: "1128", pays: 250 });
    expect(fortune!.houseEdge).toBeCloseTo(0.131575, 6);
    expect(aceHigh!.total).toBe((154_143_080n * 53_524_680n).toString());
    expect(aceHigh!.houseEdge).toBeCloseTo(0.014533, 6);
  });

  it("prints no bet for Pai Gow Poker (Double Hand), which has none, and refuses another deck count", () => {
    expect(JSON.parse(odds(["--game", "pai-gow-poker", "--json"]).stdout)).toMatchObject({ game: "pai-gow-poker", bets: [] });
    expect(odds(["--game", "fortune-pai-gow", "--decks", "2"])).toEqual({ code: 2, stdout: "", stderr: "odds: --decks must be 1: pai gow poker is dealt from one 53-card deck (52 cards and the joker), not 2 decks\n" });
  });
});
