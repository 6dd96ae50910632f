import { describe, expect, it } from "vitest";
import { DeckRefusal, beginRound, cardRefusal, deckPlaces, endRound, loadShuffler, newAlternatingDecks, nextDeck, readCard, unloadShuffler } from "./alternating-decks";

const refusalOf = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof DeckRefusal) return e.code;
    throw e;
  }
  return "none";
};

describe("two alternating single decks (seed 003 L1529-1544, seed 004 L283-300)", () => {
  const fresh = newAlternatingDecks(["red", "blue"]);

  it("the decks alternate every round: each used for every other round (L1542-1543)", () => {
    let d = fresh;
    const played: string[] = [];
    for (let round = 0; round < 4; round++) {
      d = loadShuffler(beginRound(d));
      played.push(d.backs[d.inPlay as 0 | 1]);
      d = endRound(unloadShuffler(d));
    }
    expect(played).toEqual(["red", "blue", "red", "blue"]);
    expect(nextDeck(d)).toBe(0);
  });

  it("backs of different colours (L1535)", () => {
    expect(() => newAlternatingDecks(["red", "Red"])).toThrow(RangeError);
  });

  it("a card with the other deck's back is refused, saying where that deck is", () => {
    let d = beginRound(fresh);
    d = endRound(unloadShuffler(readCard(d, "AS", "red")));
    d = beginRound(d);
    // The red deck lies in the discard rack until it is loaded into the shuffler.
    expect(cardRefusal(d, "AS", "red")?.message).toBe("A♠ has a red back: the red deck is in the discard rack; this round is dealt from the blue deck");
    expect(cardRefusal(d, "AS", "blue")).toBeNull();
    expect(cardRefusal(d, "AS", "green")?.code).toBe("wrong-deck");
    d = loadShuffler(d);
    expect(cardRefusal(d, "AS", "red")?.message).toBe("A♠ has a red back: the red deck is in the shuffler; this round is dealt from the blue deck");
  });

  it("one deck holds each card once, and no jokers (L1531-1532)", () => {
    const d = readCard(beginRound(fresh), "KD");
    expect(cardRefusal(d, "KD")?.code).toBe("card-not-allowed");
    expect(cardRefusal(d, "JK")?.code).toBe("card-not-allowed");
    expect(cardRefusal(d, "QD")).toBeNull();
  });

  it("only one deck in the discard rack at a time (L1544): the undealt cards wait until the other deck is in the shuffler", () => {
    let d = beginRound(endRound(unloadShuffler(beginRound(fresh))));
    expect(refusalOf(() => unloadShuffler(d))).toBe("rack-holds-other-deck");
    d = unloadShuffler(loadShuffler(d));
    expect(refusalOf(() => unloadShuffler(d))).toBe("already-unloaded");
  });

  it("a round is begun once and ended once", () => {
    const d = beginRound(fresh);
    expect(refusalOf(() => beginRound(d))).toBe("round-open");
    expect(refusalOf(() => endRound(fresh))).toBe("no-round");
    expect(refusalOf(() => readCard(fresh, "AS"))).toBe("no-round");
  });

  it("says where each deck is", () => {
    expect(deckPlaces(fresh)).toEqual({ red: "in the shuffler", blue: "in the shuffler" });
    const d = beginRound(endRound(unloadShuffler(beginRound(fresh))));
    expect(deckPlaces(d)).toEqual({ blue: "in play", red: "in the discard rack" });
    expect(deckPlaces(loadShuffler(d))).toEqual({ blue: "in play", red: "in the shuffler" });
  });
});
