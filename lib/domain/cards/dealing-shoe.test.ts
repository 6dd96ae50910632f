import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { createHash } from "node:crypto";
import { type Card } from "./card";
import { seededRandom } from "./random";
import { remainingOf, remainingTotal, shoeCards, shoeSpec } from "./shoe-composition";
import {
  DealingShoeError,
  beginRound,
  burn,
  cardsDealt,
  cardsRemaining,
  closeShoe,
  createDealingShoe,
  cutCardOut,
  dealtComposition,
  mayBeginRound,
  nextCard,
  randomSalt,
  shoeCommitment,
  shoeOrderHash,
  shoeProof,
  verifyShoeOrder,
  type CutCardRule,
  type DealingShoe,
} from "./dealing-shoe";

const ONE_DECK = shoeSpec(1);
const EIGHT_DECKS = shoeSpec(8);

function newShoe(seed = "demo table", cardsBehindCutCard = 14, cutCardRule: CutCardRule = "last-round", spec = ONE_DECK): DealingShoe {
  return createDealingShoe({ spec, random: seededRandom(seed), cardsBehindCutCard, cutCardRule });
}

function draw(shoe: DealingShoe, n: number): { shoe: DealingShoe; cards: Card[] } {
  const cards: Card[] = [];
  for (let i = 0; i < n; i++) {
    const d = nextCard(shoe);
    cards.push(d.card);
    shoe = d.shoe;
  }
  return { shoe, cards };
}

function errorCode(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof DealingShoeError) return e.code;
    throw e;
  }
  return "no error";
}

describe("createDealingShoe", () => {
  it("holds exactly the cards of its spec, shuffled", () => {
    const shoe = newShoe("x", 14, "last-round", EIGHT_DECKS);
    expect(shoe.order.length).toBe(416);
    expect([...shoe.order].sort()).toEqual(shoeCards(EIGHT_DECKS).sort());
    expect(shoe.order).not.toEqual(shoeCards(EIGHT_DECKS));
  });

  it("is reproducible from a seed: same order, salt and hash", () => {
    expect(newShoe("seed")).toEqual(newShoe("seed"));
    expect(newShoe("seed").order).not.toEqual(newShoe("other seed").order);
  });

  it("places the cut card the given number of cards from the end", () => {
    expect(newShoe("x", 14).cutCardIndex).toBe(38);
    expect(newShoe("x", 0).cutCardIndex).toBe(52);
  });

  it("refuses a cut card outside the shoe", () => {
    expect(() => newShoe("x", -1)).toThrow(RangeError);
    expect(() => newShoe("x", 53)).toThrow(RangeError);
  });

  it("draws a 128-bit lowercase hex salt", () => {
    expect(randomSalt(seededRandom("s"))).toMatch(/^[0-9a-f]{32}$/);
    expect(newShoe().salt).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("the order commitment", () => {
  const shoe = newShoe("commit");

  it("is SHA-256 of salt, a colon, and the cards joined by commas", () => {
    const expected = createHash("sha256").update(`${shoe.salt}:${shoe.order.join(",")}`).digest("hex");
    expect(shoe.orderHash).toBe(expected);
    expect(shoeOrderHash(shoe.order, shoe.salt)).toBe(expected);
  });

  it("verifies the real order, with or without the spec", () => {
    expect(verifyShoeOrder(shoe.order, shoe.salt, shoe.orderHash)).toBe(true);
    expect(verifyShoeOrder(shoe.order, shoe.salt, shoe.orderHash.toUpperCase(), ONE_DECK)).toBe(true);
  });

  it("fails on any change of order (two different cards swapped)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 51 }), fc.integer({ min: 0, max: 51 }), (i, j) => {
        const changed = [...shoe.order];
        const a = changed[i] as Card;
        changed[i] = changed[j] as Card;
        changed[j] = a;
        return verifyShoeOrder(changed, shoe.salt, shoe.orderHash) === (changed[i] === changed[j]);
      }),
    );
  });

  it("fails on a changed salt, a changed hash, or a dropped card", () => {
    const otherSalt = shoe.salt.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    expect(verifyShoeOrder(shoe.order, otherSalt, shoe.orderHash)).toBe(false);
    expect(verifyShoeOrder(shoe.order, shoe.salt, "0".repeat(64))).toBe(false);
    expect(verifyShoeOrder(shoe.order.slice(1), shoe.salt, shoe.orderHash)).toBe(false);
  });

  it("with the spec, fails on an order that is not the shoe even if its hash matches", () => {
    const stacked: Card[] = [...shoe.order];
    stacked[0] = stacked[1] as Card; // two copies of one card in a one-deck shoe
    const hash = shoeOrderHash(stacked, shoe.salt);
    expect(verifyShoeOrder(stacked, shoe.salt, hash)).toBe(true);
    expect(verifyShoeOrder(stacked, shoe.salt, hash, ONE_DECK)).toBe(false);
  });

  it("rejects malformed input without throwing", () => {
    expect(verifyShoeOrder(["AS", "XX"], shoe.salt, shoe.orderHash)).toBe(false);
    expect(verifyShoeOrder(shoe.order, "not hex", shoe.orderHash)).toBe(false);
    expect(() => shoeOrderHash(shoe.order, "short")).toThrow(RangeError);
  });
});

describe("dealing", () => {
  it("deals the committed order, top card first", () => {
    const shoe = newShoe();
    const { shoe: after, cards } = draw(shoe, 52);
    expect(cards).toEqual(shoe.order);
    expect(cardsRemaining(after)).toBe(0);
    expect(cardsDealt(after)).toBe(52);
    expect(errorCode(() => nextCard(after))).toBe("ShoeEmpty");
  });

  it("burns the next n cards and counts them", () => {
    const shoe = newShoe();
    const burned = burn(shoe, 3);
    expect(burned.cards).toEqual(shoe.order.slice(0, 3));
    expect(burned.shoe.burned).toBe(3);
    expect(cardsRemaining(burned.shoe)).toBe(49);
    expect(nextCard(burned.shoe).card).toBe(shoe.order[3]);
  });

  it("refuses to burn more than is left, burning nothing", () => {
    const { shoe } = draw(newShoe(), 50);
    expect(errorCode(() => burn(shoe, 3))).toBe("ShoeEmpty");
    expect(() => burn(shoe, -1)).toThrow(RangeError);
    expect(burn(shoe, 2).cards.length).toBe(2);
  });

  it("never changes the shoe it is given", () => {
    const shoe = newShoe();
    const snapshot = JSON.stringify(shoe);
    nextCard(shoe);
    burn(shoe, 5);
    beginRound(shoe);
    closeShoe(shoe);
    expect(JSON.stringify(shoe)).toBe(snapshot);
  });

  it("counts what has come out by card and rank", () => {
    const shoe = newShoe("x", 14, "last-round", EIGHT_DECKS);
    const { shoe: after, cards } = draw(shoe, 30);
    const seen = dealtComposition(after);
    expect(remainingTotal(seen)).toBe(386);
    const first = cards[0] as Card;
    expect(remainingOf(seen, first)).toBe(8 - cards.filter((c) => c === first).length);
  });

  it("resumes exactly after a JSON round trip at any point (as when rebuilt from the event log)", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer({ min: 0, max: 52 }), (seed, cut) => {
        const original = newShoe(seed);
        const before = draw(original, cut);
        const restored = JSON.parse(JSON.stringify(before.shoe)) as DealingShoe;
        const rest = draw(restored, 52 - cut).cards;
        return JSON.stringify([...before.cards, ...rest]) === JSON.stringify(original.order);
      }),
      { numRuns: 50 },
    );
  });
});

describe("the cut card", () => {
  it("comes out just before the card at its position", () => {
    const { shoe } = draw(newShoe("x", 14), 38);
    expect(cutCardOut(shoe)).toBe(false);
    const drawn = nextCard(shoe);
    expect(drawn.cutCardCameOut).toBe(true);
    expect(cutCardOut(drawn.shoe)).toBe(true);
    expect(nextCard(drawn.shoe).cutCardCameOut).toBe(false);
  });

  it("is noticed when it comes out during a burn", () => {
    const { shoe } = draw(newShoe("x", 14), 36);
    expect(burn(shoe, 2).cutCardCameOut).toBe(false);
    expect(burn(shoe, 3).cutCardCameOut).toBe(true);
  });

  it("by default makes the round in which it comes out the last", () => {
    let shoe = beginRound(newShoe("x", 14));
    shoe = draw(shoe, 30).shoe;
    shoe = beginRound(shoe);
    shoe = draw(shoe, 9).shoe; // 39th card: the cut card comes out in round 2
    expect(shoe.cutCardOutInRound).toBe(2);
    expect(mayBeginRound(shoe)).toBe(false);
    expect(errorCode(() => beginRound(shoe))).toBe("ShoeFinished");
    // The round in progress still gets its cards.
    expect(nextCard(shoe).card).toBe(shoe.order[39]);
  });

  it("with the option one-more-round, allows exactly one more round", () => {
    let shoe = beginRound(newShoe("x", 14, "one-more-round"));
    shoe = draw(shoe, 40).shoe;
    expect(mayBeginRound(shoe)).toBe(true);
    shoe = beginRound(shoe);
    expect(mayBeginRound(shoe)).toBe(false);
    expect(errorCode(() => beginRound(shoe))).toBe("ShoeFinished");
  });

  it("allows no round from an empty shoe", () => {
    const { shoe } = draw(newShoe("x", 0), 52);
    expect(mayBeginRound(shoe)).toBe(false);
  });
});

describe("closing and proving", () => {
  it("keeps the order secret while the shoe is open", () => {
    const shoe = newShoe();
    expect(errorCode(() => shoeProof(shoe))).toBe("ShoeStillOpen");
    const commitment = shoeCommitment(shoe);
    expect(Object.keys(commitment).sort()).toEqual(["orderHash", "size", "spec"]);
    expect(JSON.stringify(commitment)).not.toContain(shoe.order.slice(0, 3).join(","));
  });

  it("releases a verifiable proof once closed, and deals nothing more", () => {
    const closed = closeShoe(draw(newShoe(), 20).shoe);
    const proof = shoeProof(closed);
    expect(verifyShoeOrder(proof.order, proof.salt, proof.orderHash, proof.spec)).toBe(true);
    expect(errorCode(() => nextCard(closed))).toBe("ShoeClosed");
    expect(errorCode(() => burn(closed, 1))).toBe("ShoeClosed");
    expect(errorCode(() => beginRound(closed))).toBe("ShoeClosed");
    expect(errorCode(() => closeShoe(closed))).toBe("ShoeClosed");
    expect(mayBeginRound(closed)).toBe(false);
  });
});
