import { describe, expect, it } from "vitest";
import { EMPTY_DRAFT, RANKS, cardGrid, cardLabel, cardName, cardsOut, draftCard, draftLabel, eraseKey, keyName, parseTypedCard, typeKey, type CardDraft } from "./card-entry";
import { dollars, parseDollars, typedDollars } from "./dollars";

function typed(keys: string, options: { jokers?: boolean } = {}): CardDraft {
  let d: CardDraft = EMPTY_DRAFT;
  for (const k of keys) d = typeKey(d, k, options) ?? d;
  return d;
}

describe("card entry from the keyboard", () => {
  it("reads a rank then a suit, the ten as t or 10", () => {
    expect(draftCard(typed("td"))).toBe("TD");
    expect(draftCard(typed("10d"))).toBe("TD");
    expect(draftCard(typed("as"))).toBe("AS");
    expect(draftCard(typed("KH"))).toBe("KH");
    expect(draftLabel(typed("10d"))).toBe("10♦");
    expect(draftLabel(typed("1"))).toBe("1");
  });

  it("ignores keys that mean nothing, a suit before a rank, and lets a new rank start over", () => {
    expect(typeKey(EMPTY_DRAFT, "x")).toBeNull();
    expect(typeKey(EMPTY_DRAFT, "d")).toBeNull();
    expect(typeKey(EMPTY_DRAFT, "Enter")).toBeNull();
    expect(draftCard(typed("9kc"))).toBe("KC");
    expect(draftCard(typed("k"))).toBeNull();
  });

  it("erases the suit, then the rank, then nothing", () => {
    const d = typed("td");
    const noSuit = eraseKey(d)!;
    expect(draftLabel(noSuit)).toBe("10");
    expect(eraseKey(noSuit)).toEqual(EMPTY_DRAFT);
    expect(eraseKey(EMPTY_DRAFT)).toBeNull();
  });

  it("parses a whole typed card and names cards", () => {
    expect(parseTypedCard("10d")).toBe("TD");
    expect(parseTypedCard(" qs ")).toBe("QS");
    expect(parseTypedCard("1d")).toBeNull();
    expect(parseTypedCard("ZZ")).toBeNull();
    expect(cardName("TD")).toBe("Ten of diamonds");
    expect(cardLabel("AS")).toBe("A♠");
  });
});

describe("jokers (No Bust Joker edition)", () => {
  it("types a joker as jk or *, only where the game deals jokers", () => {
    expect(draftCard(typed("jk", { jokers: true }))).toBe("JK");
    expect(draftCard(typed("*", { jokers: true }))).toBe("JK");
    expect(draftLabel(typed("jk", { jokers: true }))).toBe("Joker");
    // Without jokers, "jk" is a jack then a king (a new rank starts over) and "*" means nothing.
    expect(draftCard(typed("jk"))).toBeNull();
    expect(draftLabel(typed("jk"))).toBe("K");
    expect(typeKey(EMPTY_DRAFT, "*")).toBeNull();
    // A jack of spades is still a jack of spades; a suit after a joker is ignored; a rank starts over.
    expect(draftCard(typed("js", { jokers: true }))).toBe("JS");
    expect(draftCard(typed("jkh", { jokers: true }))).toBe("JK");
    expect(draftCard(typed("jk9d", { jokers: true }))).toBe("9D");
  });

  it("erases a joker at once, names it, and parses it typed whole", () => {
    expect(eraseKey(typed("jk", { jokers: true }))).toEqual(EMPTY_DRAFT);
    expect(cardName("JK")).toBe("Joker");
    expect(cardLabel("JK")).toBe("Joker");
    expect(parseTypedCard(" jk ")).toBe("JK");
  });
});

describe("the one-tap card grid", () => {
  it("has the 52 cards, a row per suit in rank order, each named as a dealer reads it", () => {
    const grid = cardGrid(RANKS);
    expect(grid.map((r) => r.suit)).toEqual(["S", "H", "D", "C"]);
    const cards = grid.flatMap((r) => r.keys.map((k) => k.card));
    expect(cards).toHaveLength(52);
    expect(new Set(cards).size).toBe(52);
    expect(grid[1]!.keys.map((k) => k.card).slice(0, 3)).toEqual(["AH", "2H", "3H"]);
    expect(keyName("AS")).toBe("Ace of spades");
    expect(keyName("TH")).toBe("10 of hearts");
    expect(keyName("2C")).toBe("2 of clubs");
    expect(keyName("QD")).toBe("Queen of diamonds");
    expect(keyName("JK")).toBe("Joker");
    expect(new Set(cards.map(keyName)).size).toBe(52);
  });

  it("leaves out the ranks the deck lacks, keeping the pad's order whatever order they are given in", () => {
    const noTens = cardGrid(["K", "A", "2", "3", "4", "5", "6", "7", "8", "9", "J", "Q"]);
    expect(noTens.every((r) => r.keys.length === 12)).toBe(true);
    expect(noTens[0]!.keys.map((k) => k.card)).toEqual(["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "JS", "QS", "KS"]);
  });

  it("marks the cards already out of a one-deck round, and only those", () => {
    const used = cardsOut(["AS", "face-down", "JK"], null, ["TD"], undefined);
    expect([...used].sort()).toEqual(["AS", "JK", "TD"]);
    const grid = cardGrid(RANKS, used);
    const out = grid.flatMap((r) => r.keys.filter((k) => k.used).map((k) => k.card));
    expect(out.sort()).toEqual(["AS", "TD"]);
  });
});

describe("typed dollars", () => {
  it("become integer cents, or null", () => {
    expect(parseDollars("25")).toBe(2_500);
    expect(parseDollars("12.5")).toBe(1_250);
    expect(parseDollars("$1,000.05")).toBe(100_005);
    expect(parseDollars(".5")).toBe(50);
    expect(parseDollars("")).toBeNull();
    expect(parseDollars("1.234")).toBeNull();
    expect(parseDollars("ten")).toBeNull();
    expect(parseDollars("-5")).toBeNull();
  });

  it("format back", () => {
    expect(dollars(123_450)).toBe("$1,234.50");
    expect(dollars(-500)).toBe("-$5.00");
    expect(typedDollars(2_500)).toBe("25");
    expect(typedDollars(1_250)).toBe("12.50");
  });
});
