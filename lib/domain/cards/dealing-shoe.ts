/**
 * The server's own shuffled shoe (training and demo tables, or a table with no physical shoe).
 *
 * The shoe is plain data and every operation returns a new shoe, so the live server can rebuild a
 * table from its event log and resume exactly at the next card. `order` is the secret: it must never
 * leave the server while the shoe is open. What may be shown from the start is the commitment
 * (`orderHash`); once the shoe is closed, `shoeProof` releases the order and salt so anyone can check
 * that the cards dealt were the cards committed to. Server-only (node:crypto).
 */
import { createHash } from "node:crypto";
import { isCard, type Card } from "./card";
import type { RandomSource } from "./random";
import { shuffle } from "./shuffle";
import { shoeCards, shoeSize, shoeSpec, type ShoeComposition, type ShoeSpec } from "./shoe-composition";

/**
 * What happens once the cut card comes out: "last-round" finishes the round in progress and ends the
 * shoe; "one-more-round" finishes it and deals one more round (a common baccarat house rule).
 */
export type CutCardRule = "last-round" | "one-more-round";

export interface DealingShoe {
  readonly spec: ShoeSpec;
  /** The shuffled order, top card first. Secret while the shoe is open. */
  readonly order: readonly Card[];
  /** Lowercase hex, at least 128 bits, so the unseen tail of the order cannot be guessed from the hash. */
  readonly salt: string;
  /** SHA-256 of the salt and the order (see `shoeOrderHash`): the commitment shown at the start. */
  readonly orderHash: string;
  /** The cut card sits just before `order[cutCardIndex]`. */
  readonly cutCardIndex: number;
  readonly cutCardRule: CutCardRule;
  /** Index in `order` of the next card to come out. */
  readonly position: number;
  /** Cards burned so far (they also advance `position`). */
  readonly burned: number;
  /** Rounds begun from this shoe. */
  readonly roundsBegun: number;
  /** The round in which the cut card came out (0: during the burn before the first round), or null. */
  readonly cutCardOutInRound: number | null;
  readonly closed: boolean;
}

export type DealingShoeErrorCode =
  /** No card left to deal or burn. */
  | "ShoeEmpty"
  /** The shoe has been closed. */
  | "ShoeClosed"
  /** The cut card rule allows no further round. */
  | "ShoeFinished"
  /** The order may only be revealed after the shoe is closed. */
  | "ShoeStillOpen";

export class DealingShoeError extends Error {
  override name = "DealingShoeError";
  constructor(
    readonly code: DealingShoeErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const SALT_PATTERN = /^[0-9a-f]{32,}$/;
const SALT_BYTES = 16;

/** A fresh salt drawn from the injected source (so a seeded replay reproduces it too). */
export function randomSalt(random: RandomSource): string {
  let hex = "";
  for (let i = 0; i < SALT_BYTES; i++) hex += random.int(256).toString(16).padStart(2, "0");
  return hex;
}

/**
 * The commitment: SHA-256, as lowercase hex, of the UTF-8 text `salt + ":" + order.join(",")`,
 * for example `"9f3c…:AS,KD,JK"`. Anyone can recompute it with any SHA-256 tool.
 */
export function shoeOrderHash(order: readonly Card[], salt: string): string {
  return commitmentHash(order, salt);
}

/**
 * The same commitment over any shuffled set: cards, or Pai Gow Tiles' woodpile (its tile ids,
 * "6-6a"), SHA-256 of `salt + ":" + items.join(",")`.
 */
export function commitmentHash(items: readonly string[], salt: string): string {
  if (!SALT_PATTERN.test(salt)) throw new RangeError("a shoe salt is lowercase hex of at least 32 characters");
  return createHash("sha256").update(`${salt}:${items.join(",")}`, "utf8").digest("hex");
}

/**
 * True when `order` and `salt` hash to `hash`; with `spec`, also that the order is exactly the cards
 * of that shoe (nothing added or removed). Never throws: malformed input is simply not verified.
 */
export function verifyShoeOrder(order: readonly string[], salt: string, hash: string, spec?: ShoeSpec): boolean {
  if (!order.every(isCard) || !SALT_PATTERN.test(salt)) return false;
  if (shoeOrderHash(order as readonly Card[], salt) !== hash.toLowerCase()) return false;
  if (spec === undefined) return true;
  const expected = shoeCards(spec).sort();
  const actual = [...order].sort();
  return expected.length === actual.length && expected.every((c, i) => c === actual[i]);
}

/** True when `items` (cards or tile ids) and `salt` hash to `hash` (commitmentHash). Never throws. */
export function verifyCommitment(items: readonly string[], salt: string, hash: string): boolean {
  if (!SALT_PATTERN.test(salt) || !items.every((i) => typeof i === "string")) return false;
  return commitmentHash(items, salt) === hash.toLowerCase();
}

export interface NewDealingShoe {
  readonly spec: ShoeSpec;
  readonly random: RandomSource;
  /** Cards left behind the cut card ("cut 14 cards from the end"); 0 puts it at the very end. */
  readonly cardsBehindCutCard: number;
  readonly cutCardRule?: CutCardRule;
  /** Normally drawn from `random`; pass one only to rebuild a known shoe. */
  readonly salt?: string;
}

export function createDealingShoe(options: NewDealingShoe): DealingShoe {
  const spec = shoeSpec(options.spec.decks, options.spec.jokers, options.spec.removedRanks);
  const size = shoeSize(spec);
  const behind = options.cardsBehindCutCard;
  if (!Number.isInteger(behind) || behind < 0 || behind > size) {
    throw new RangeError(`the cut card must leave 0 to ${size} cards behind it, got ${behind}`);
  }
  const order = shuffle(shoeCards(spec), options.random);
  const salt = options.salt ?? randomSalt(options.random);
  return {
    spec,
    order,
    salt,
    orderHash: shoeOrderHash(order, salt),
    cutCardIndex: size - behind,
    cutCardRule: options.cutCardRule ?? "last-round",
    position: 0,
    burned: 0,
    roundsBegun: 0,
    cutCardOutInRound: null,
    closed: false,
  };
}

export function cardsRemaining(shoe: DealingShoe): number {
  return shoe.order.length - shoe.position;
}

export function cardsDealt(shoe: DealingShoe): number {
  return shoe.position;
}

export function cutCardOut(shoe: DealingShoe): boolean {
  return shoe.position > shoe.cutCardIndex;
}

export interface Drawn {
  readonly shoe: DealingShoe;
  readonly card: Card;
  /** True when the cut card came out just before this card. */
  readonly cutCardCameOut: boolean;
}

function assertOpen(shoe: DealingShoe): void {
  if (shoe.closed) throw new DealingShoeError("ShoeClosed", "this shoe is closed: start a new shoe");
}

/** The next card and the shoe after it. */
export function nextCard(shoe: DealingShoe): Drawn {
  assertOpen(shoe);
  const card = shoe.order[shoe.position];
  if (card === undefined) throw new DealingShoeError("ShoeEmpty", "the shoe is empty");
  const cutCardCameOut = shoe.position === shoe.cutCardIndex;
  return {
    card,
    cutCardCameOut,
    shoe: {
      ...shoe,
      position: shoe.position + 1,
      cutCardOutInRound: cutCardCameOut ? shoe.roundsBegun : shoe.cutCardOutInRound,
    },
  };
}

export interface Burned {
  readonly shoe: DealingShoe;
  readonly cards: readonly Card[];
  readonly cutCardCameOut: boolean;
}

/** Burns `n` cards; refuses (and burns nothing) when fewer than `n` remain. */
export function burn(shoe: DealingShoe, n: number): Burned {
  assertOpen(shoe);
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`burn a whole number of cards, got ${n}`);
  if (n > cardsRemaining(shoe)) throw new DealingShoeError("ShoeEmpty", `cannot burn ${n}: only ${cardsRemaining(shoe)} left`);
  let current = shoe;
  let came = false;
  const cards: Card[] = [];
  for (let i = 0; i < n; i++) {
    const drawn = nextCard(current);
    cards.push(drawn.card);
    came ||= drawn.cutCardCameOut;
    current = drawn.shoe;
  }
  return { shoe: { ...current, burned: shoe.burned + n }, cards, cutCardCameOut: came };
}

/** Whether the cut card rule lets another round start from this shoe. */
export function mayBeginRound(shoe: DealingShoe): boolean {
  if (shoe.closed || cardsRemaining(shoe) === 0) return false;
  if (shoe.cutCardOutInRound === null) return true;
  return shoe.cutCardRule === "one-more-round" && shoe.roundsBegun === shoe.cutCardOutInRound;
}

export function beginRound(shoe: DealingShoe): DealingShoe {
  assertOpen(shoe);
  if (!mayBeginRound(shoe)) throw new DealingShoeError("ShoeFinished", "the cut card is out: this shoe is finished, start a new shoe");
  return { ...shoe, roundsBegun: shoe.roundsBegun + 1 };
}

export function closeShoe(shoe: DealingShoe): DealingShoe {
  assertOpen(shoe);
  return { ...shoe, closed: true };
}

/** What may be shown while the shoe is open: no card, only the commitment. */
export interface ShoeCommitment {
  readonly spec: ShoeSpec;
  readonly size: number;
  readonly orderHash: string;
}

export function shoeCommitment(shoe: DealingShoe): ShoeCommitment {
  return { spec: shoe.spec, size: shoe.order.length, orderHash: shoe.orderHash };
}

export interface ShoeProof extends ShoeCommitment {
  readonly order: readonly Card[];
  readonly salt: string;
}

/** The order and salt, released only after the shoe is closed. */
export function shoeProof(shoe: DealingShoe): ShoeProof {
  if (!shoe.closed) throw new DealingShoeError("ShoeStillOpen", "the shoe order is revealed only after the shoe is closed");
  return { ...shoeCommitment(shoe), order: shoe.order, salt: shoe.salt };
}

/** The cards out so far (burned included) as a composition, for counts by card and rank. */
export function dealtComposition(shoe: DealingShoe): ShoeComposition {
  const dealt: Partial<Record<Card, number>> = {};
  for (const card of shoe.order.slice(0, shoe.position)) dealt[card] = (dealt[card] ?? 0) + 1;
  return { spec: shoe.spec, dealt };
}
