import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FULL_DECK, type Card } from "../cards/card";
import { CalculatorInputError } from "../calculators/input-errors";
import { PAI_GOW_GAME_IDS } from "./game-config";
import { paiGowGame } from "./games";
import { houseWaySplit } from "./house-way";
import { houseWay, houseWayExplained, splitFouls } from "./house-way-of-game";
import { rankPaiGowFive, rankPaiGowTwo } from "./ranking";
import { cards } from "./test-kit";

const sorted = (cs: readonly Card[]) => [...cs].sort();

/** The two cards the house way puts in front, and its row. */
function front(text: string, id = "fortune-pai-gow", options?: Record<string, unknown>): { low: string[]; row: string; line: string } {
  const game = paiGowGame(id, options);
  const way = houseWaySplit(cards(text), game.ranking, game.houseWay);
  return { low: sorted(way.low), row: way.row, line: way.line };
}

const low = (text: string) => sorted(cards(text));
/** The ranks in front, where either of two cards of a rank may go. */
const ranksOf = (cs: readonly string[]) => cs.map((c) => c[0]).sort();

describe("the house way, row by row, with a hand on each side of each condition", () => {
  it("no pair: the second and third highest cards in front (seed 004 L880, L1607); the joker is the ace", () => {
    expect(front("AS KH 9D 7C 5S 3H 2D")).toMatchObject({ low: low("KH 9D"), row: "no-pair", line: "seed 004 L880" });
    expect(front("JK KH 9D 7C 5S 3H 2D").low).toEqual(low("KH 9D"));
    expect(front("AS KH 9D 7C 5S 3H 2D", "face-up-pai-gow").line).toBe("seed 004 L1607");
  });

  it("one pair: the pair behind, the highest two other cards in front (L881, L1608); a lone joker is an ace in front", () => {
    expect(front("8S 8H AD KC 9S 5H 2D")).toMatchObject({ low: low("AD KC"), row: "one-pair" });
    expect(front("8S 8H JK KC 9S 5H 2D").low).toEqual(low("JK KC"));
    // The joker with an ace is the pair.
    expect(front("AS JK 8D KC 9S 5H 2D")).toMatchObject({ low: low("KC 9S"), row: "one-pair" });
  });

  describe("two pair (L882, L1609-1616)", () => {
    it("aces, kings or queens high: always split, the small pair in front, even with an ace to play", () => {
      expect(front("KS KH 5D 5C AS 9H 2D")).toMatchObject({ low: low("5D 5C"), row: "two-pair" });
      expect(front("QS QH 3D 3C 9S 7H 2D").low).toEqual(low("3D 3C"));
    });

    it("jacks, tens or nines high: both pairs behind with an ace in front, else split", () => {
      expect(front("JS JH 5D 5C AS 9H 2D").low).toEqual(low("AS 9H"));
      expect(front("JS JH 5D 5C KS 9H 2D").low).toEqual(low("5D 5C"));
      expect(front("9S 9H 5D 5C AS 8H 2D").low).toEqual(low("AS 8H"));
    });

    it("the joker as the ace counts for \"split unless A in front\" (L882 with L828)", () => {
      expect(front("JS JH 5D 5C JK 9H 2D").low).toEqual(low("JK 9H"));
    });

    it("eights, sevens or sixes high: both pairs behind with a king or higher in front, else split", () => {
      expect(front("8S 8H 5D 5C KS 9H 2D").low).toEqual(low("KS 9H"));
      expect(front("8S 8H 5D 5C QS 9H 2D").low).toEqual(low("5D 5C"));
      expect(front("6S 6H 2D 2C AS 9H 3D").low).toEqual(low("AS 9H"));
    });

    it("fives, fours or threes high: both pairs behind with a queen or higher in front, else split", () => {
      expect(front("5S 5H 3D 3C QS 9H 2D").low).toEqual(low("QS 9H"));
      expect(front("5S 5H 3D 3C JS 9H 2D").low).toEqual(low("3D 3C"));
      expect(front("4S 4H 2D 2C KS 9H 3D").low).toEqual(low("KS 9H"));
    });

    it("option houseWayUnlessCard \"exactly\": \"unless K in front\" needs a king, an ace alone splits (Fortune's wording, L882)", () => {
      const exactly = { houseWayUnlessCard: "exactly" };
      expect(front("8S 8H 5D 5C AS 9H 2D", "fortune-pai-gow", exactly).low).toEqual(low("5D 5C"));
      expect(front("8S 8H 5D 5C KS 9H 2D", "fortune-pai-gow", exactly).low).toEqual(low("KS 9H"));
      expect(front("8S 8H 5D 5C AS KH 2D", "fortune-pai-gow", exactly).low).toEqual(low("AS KH"));
    });
  });

  it("three pair: the highest pair in front (L883, L1617-1618)", () => {
    expect(front("KS KH 9D 9C 4S 4H 2D")).toMatchObject({ low: low("KS KH"), row: "three-pair" });
    expect(front("KS KH 9D 9C AS JK 2D").low).toEqual(low("AS JK"));
  });

  describe("three of a kind (L884, L1619-1625)", () => {
    it("three aces split: an ace and the highest single in front (Face Up L1620-1621; a pair of aces in front would foul)", () => {
      expect(front("AS AH AD KC 9S 5H 2D")).toMatchObject({ low: low("AS KC"), row: "three-of-a-kind" });
      // Two aces and the joker: a natural ace goes in front, the joker stays behind (option jokerInSplitAces).
      expect(front("AS AH JK KC 9S 5H 2D").low).toEqual(low("AS KC"));
      expect(front("AS AH JK KC 9S 5H 2D", "fortune-pai-gow", { jokerInSplitAces: "goes-in-front" }).low).toEqual(low("JK KC"));
    });

    it("kings and below never split: the two highest singles in front", () => {
      expect(front("KS KH KD AC 9S 5H 2D").low).toEqual(low("AC 9S"));
      expect(front("2S 2H 2D AC 9S 5H 4D").low).toEqual(low("AC 9S"));
    });

    it("two three of a kinds: a pair of the higher in front", () => {
      expect(front("KS KH KD 5C 5S 5H 2D")).toMatchObject({ low: low("KS KH"), row: "full-house" });
    });
  });

  describe("straight, flush, straight flush (L885, L890, L1625-1635)", () => {
    it("with no pair: the highest two cards that leave a complete hand behind (not the no-pair row's second and third)", () => {
      expect(front("3S 4H 5D 6C 7S 8H KD")).toMatchObject({ low: low("8H KD"), row: "straight-or-flush" });
      expect(front("AH JH 8H 5H 3H KS QD").low).toEqual(low("KS QD"));
    });

    it("with one pair: the pair in front when the straight does not need it (the footnote, L890), else the highest two others", () => {
      expect(front("2S 3H 4D 5C 6S KD KH").low).toEqual(low("KD KH"));
      expect(ranksOf(front("5S 6H 7D 8C 9S 9H KD").low)).toEqual(["9", "K"]);
    });

    it("with two pair: the two pair row when no pair can go in front with a complete hand behind (L885, L1631-1633)", () => {
      expect(front("5S 6H 7D 8C 9S 9H 8D")).toMatchObject({ low: low("8C 8D"), row: "two-pair" });
      expect(front("5S 6H 7D 8C 9S 9H 8D", "fortune-pai-gow").line).toBe("seed 004 L882");
    });

    it("with three of a kind: the complete hand behind, a pair in front (L885, L1634-1635)", () => {
      expect(ranksOf(front("5S 6H 7D 8C 9S 9H 9D").low)).toEqual(["9", "9"]);
    });

    it("the joker completes the straight or, in Fortune, the flush; Face Up's joker makes no plain flush (L1552)", () => {
      expect(front("JK 5H 6D 7C 8S KD 2H").low).toEqual(low("KD 2H"));
      expect(front("JK KH 9H 7H 5H 3S 2D", "fortune-pai-gow")).toMatchObject({ low: low("3S 2D"), row: "straight-or-flush" });
      expect(front("JK KH 9H 7H 5H 3S 2D", "face-up-pai-gow")).toMatchObject({ low: low("KH 9H"), row: "no-pair" });
    });
  });

  it("full house: the highest true pair in front, never one broken from the three of a kind (L886, L1636-1638)", () => {
    expect(front("KS KH KD 4C 4S 9H 2D")).toMatchObject({ low: low("4C 4S"), row: "full-house" });
    expect(front("KS KH KD 2C 2S AH QD").low).toEqual(low("2C 2S"));
    expect(front("KS KH KD 9C 9S 4H 4D").low).toEqual(low("9C 9S"));
    expect(front("5S 5H 5D AC AS 9H 2D").low).toEqual(low("AC AS"));
  });

  describe("four of a kind (L887, L1640-1644)", () => {
    it("aces, kings or queens: always split into two pairs", () => {
      expect(front("QS QH QD QC AS 9H 2D")).toMatchObject({ low: low("QS QH"), row: "four-of-a-kind" });
      expect(front("AS AH AD AC KS 9H 2D").low).toEqual(low("AS AH"));
    });

    it("jacks, tens or nines: behind with a king or higher to play in front, else split", () => {
      expect(front("JS JH JD JC KS 9H 2D").low).toEqual(low("KS 9H"));
      expect(front("JS JH JD JC QS 9H 2D").low).toEqual(low("JS JH"));
      expect(front("TS TH TD TC AS 9H 2D").low).toEqual(low("AS 9H"));
      expect(front("TS TH TD TC AS 9H 2D", "fortune-pai-gow", { houseWayUnlessCard: "exactly" }).low).toEqual(low("TS TH"));
    });

    it("eights, sevens or sixes: behind with a queen or higher to play in front, else split", () => {
      expect(front("7S 7H 7D 7C QS 9H 2D").low).toEqual(low("QS 9H"));
      expect(front("7S 7H 7D 7C JS 9H 2D").low).toEqual(low("7S 7H"));
    });

    it("fives and below: never split", () => {
      expect(front("4S 4H 4D 4C AS KH 2D").low).toEqual(low("AS KH"));
      expect(front("5S 5H 5D 5C 3S 9H 2D").low).toEqual(low("9H 3S"));
    });

    it("with a pair: the pair in front and the four of a kind behind (L887, L1644)", () => {
      expect(front("4S 4H 4D 4C 5S 5H 2D")).toMatchObject({ low: low("5S 5H"), row: "four-of-a-kind-with-pair" });
      expect(front("AS AH AD AC KS KH 2D").low).toEqual(low("KS KH"));
    });

    it("three aces and the joker are four aces: split, the natural pair in front", () => {
      expect(front("AS AH AD JK 9S 5H 2D").low).toEqual(low("AS AH"));
    });
  });

  it("Five Aces: a pair of aces in front (L888, L1645), natural aces unless the room puts the joker in front", () => {
    expect(front("AS AH AD AC JK KS 5D")).toMatchObject({ low: low("AS AH"), row: "five-aces" });
    expect(front("AS AH AD AC JK KS 5D", "fortune-pai-gow", { jokerInSplitAces: "goes-in-front" }).low).toEqual(low("AS JK"));
  });
});

const DECK: readonly Card[] = [...FULL_DECK, "JK"];
const PAIRED: readonly Card[] = [...FULL_DECK.filter((c) => "AKQ9752".includes(c[0] as string)), "JK"];
const arbSeven = fc.constantFrom(DECK, PAIRED).chain((pool) => fc.shuffledSubarray([...pool], { minLength: 7, maxLength: 7 }));

describe("the house way on any seven cards", () => {
  it.each(PAI_GOW_GAME_IDS)("%s: sets the seven cards five behind and two in front, and never fouls", (id) => {
    const game = paiGowGame(id);
    fc.assert(
      fc.property(arbSeven, (seven) => {
        const way = houseWaySplit(seven, game.ranking, game.houseWay);
        expect(way.high).toHaveLength(5);
        expect(way.low).toHaveLength(2);
        expect(sorted([...way.high, ...way.low])).toEqual(sorted(seven));
        expect(rankPaiGowFive(way.high, game.ranking).score).toBeGreaterThan(rankPaiGowTwo(way.low).score);
      }),
      { numRuns: 2000, seed: 877 },
    );
  });
});

describe("houseWay(gameId, cards): the house-way calculator", () => {
  it("answers { high, low } for a game id and seven cards written as settle writes them", () => {
    expect(houseWay("fortune-pai-gow", ["JS", "JH", "5D", "5C", "JK", "9H", "2D"])).toEqual({ high: ["JS", "JH", "5D", "5C", "2D"], low: ["JK", "9H"] });
    expect(houseWayExplained("face-up-pai-gow", ["AS", "AH", "AD", "AC", "JK", "KS", "5D"])).toMatchObject({ row: "five-aces", line: "seed 004 L1645" });
  });

  it("uses seed 004's chart for Mortimer's games, whose Attachment A is missing (option houseWay)", () => {
    expect(houseWayExplained("fortune-pai-gow-mortimers", ["JS", "JH", "5D", "5C", "KS", "9H", "2D"]).line).toBe("seed 004 L882");
    expect(paiGowGame("pai-gow-poker").options["houseWay"]).toBe("seed-004-fortune");
  });

  const refusal = (f: () => unknown): string => {
    try {
      f();
    } catch (e) {
      if (e instanceof CalculatorInputError) return e.message;
      throw e;
    }
    return "none";
  };

  it("refuses bad input with one line naming the field", () => {
    expect(refusal(() => houseWay("pai-gow-tiles", cards("AS KH 9D 7C 5S 3H 2D")))).toMatch(/^game: unknown pai gow game "pai-gow-tiles"/);
    expect(refusal(() => houseWay("fortune-pai-gow", cards("AS KH 9D 7C 5S 3H")))).toBe("cards: the house way sets seven cards, got 6");
    expect(refusal(() => houseWay("fortune-pai-gow", ["AS", "KH", "1D", "7C", "5S", "3H", "2D"]))).toMatch(/^cards\[2\]: not a card: "1D"/);
    expect(refusal(() => houseWay("fortune-pai-gow", cards("AS KH 9D AS 5S 3H 2D")))).toMatch(/^cards\[3\]: AS appears twice/);
    expect(refusal(() => houseWay("fortune-pai-gow", cards("AS KH 9D 7C 5S 3H 2D"), { foul: "ignored" }))).toMatch(/^options\.foul: /);
  });
});

describe("splitFouls: whether a split entered on the tablet fouls, so its seventh card does not set it", () => {
  it("a pair in front of an ace-high hand fouls; an ordinary split, an equal pair or the joker's hands do not; unreadable input is null", () => {
    expect(splitFouls("pai-gow-poker", cards("AC JC 9H 6D 5C"), cards("4D 4C"))).toBe(true);
    expect(splitFouls("fortune-pai-gow", cards("AS AH 9S 6C 3D"), cards("QH TC"))).toBe(false);
    expect(splitFouls("fortune-pai-gow", cards("9S 6C 3D QH TC"), cards("AS AH"))).toBe(true);
    expect(splitFouls("fortune-pai-gow", cards("7S 7H 4H QS JD"), cards("7D 7C"))).toBe(false);
    expect(splitFouls("fortune-pai-gow-mortimers", cards("JS JH 5D 5C 2C"), cards("JK 9H"))).toBe(false);
    expect(splitFouls("no-such-game", cards("AS AH 9S 6C 3D"), cards("QH TC"))).toBeNull();
    expect(splitFouls("fortune-pai-gow", cards("AS AH 9S 6C"), cards("QH TC"))).toBeNull();
  });
});
