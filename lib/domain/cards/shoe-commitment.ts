/**
 * What players are shown of a server shoe's commitment (docs/ledger.md, "The shoe's commitment"):
 * a fingerprint, the first 16 hex digits of the SHA-256 the server recorded when it shuffled the
 * shoe (dealing-shoe.ts `orderHash`), shown on the wall when the shoe starts. After the shoe ends,
 * /verify/<fingerprint> shows the order and the salt that hash to it. 64 bits: no one can find
 * another order and salt with the same fingerprint in the life of a shoe. Pure (no node:crypto):
 * the wall formats it.
 */

/** Hex digits of the order's hash shown as its fingerprint. */
export const FINGERPRINT_DIGITS = 16;

/** A server shoe (or Pai Gow Tiles woodpile) in play, as the wall shows it. */
export interface ShoeCommitment {
  readonly shoeId: string;
  /** The first FINGERPRINT_DIGITS hex digits of the order's hash, lowercase. */
  readonly fingerprint: string;
}

export function fingerprintOf(orderHash: string): string {
  return orderHash.slice(0, FINGERPRINT_DIGITS).toLowerCase();
}

/** "3f9a 21c4 7b0e 55d1": groups of four, to read out and write down. */
export function groupedFingerprint(fingerprint: string): string {
  return fingerprint.match(/.{1,4}/g)?.join(" ") ?? fingerprint;
}

/** A fingerprint as a player may type it (spaces and capitals allowed), or null. */
export function parseFingerprint(text: string): string | null {
  const compact = text.replace(/[\s-]/g, "").toLowerCase();
  return /^[0-9a-f]{16}$/.test(compact) ? compact : null;
}
