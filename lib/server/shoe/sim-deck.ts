/**
 * The simulated shoe's cards (npm run shoe): the game's decks, shuffled with node:crypto, or from a
 * seed for tests and demos that must deal the same cards again. Not the server's own shoe
 * (lib/domain/cards): this stands in for the physical shoe a card-reading shoe reads.
 */
import { createHmac, randomInt } from "node:crypto";

const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"];
const SUITS = ["S", "H", "D", "C"];

/** `decks` ordered decks of 52 cards ("AS" … "KC"). */
export function orderedShoe(decks: number): string[] {
  if (!Number.isInteger(decks) || decks < 1 || decks > 8) throw new Error("A shoe holds 1 to 8 decks.");
  const cards: string[] = [];
  for (let d = 0; d < decks; d++) for (const suit of SUITS) for (const rank of RANKS) cards.push(rank + suit);
  return cards;
}

/** Uniform integers in [0, max): from node:crypto, or a stream made from `seed` (HMAC-SHA256 of a counter). */
export function randomInts(seed?: string): (max: number) => number {
  if (seed === undefined) return (max) => randomInt(max);
  let counter = 0;
  let block = Buffer.alloc(0);
  let at = 0;
  const next32 = (): number => {
    if (at + 4 > block.length) {
      block = createHmac("sha256", seed).update(String(counter++)).digest();
      at = 0;
    }
    const value = block.readUInt32BE(at);
    at += 4;
    return value;
  };
  return (max) => {
    // Rejection keeps every value equally likely (no modulo bias).
    const limit = Math.floor(0x1_0000_0000 / max) * max;
    for (;;) {
      const value = next32();
      if (value < limit) return value % max;
    }
  };
}

/** The shoe shuffled (Fisher-Yates): the first card is the first dealt. */
export function shuffledShoe(decks: number, seed?: string): string[] {
  const cards = orderedShoe(decks);
  const random = randomInts(seed);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return cards;
}
