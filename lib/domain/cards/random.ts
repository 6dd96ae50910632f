/**
 * Randomness is injected: shuffles take a `RandomSource` instead of reaching for a global, so a
 * live table uses the operating system's entropy and a test or a replay uses a fixed seed.
 * Server-only (node:crypto).
 */
import { createHmac, randomInt } from "node:crypto";

export interface RandomSource {
  /** A whole number in 0..maxExclusive-1, every value equally likely. */
  int(maxExclusive: number): number;
}

/** node:crypto's randomInt accepts ranges up to 2^48; every source here keeps the same bound. */
export const MAX_RANGE = 2 ** 48;

function assertRange(maxExclusive: number): void {
  if (!Number.isSafeInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > MAX_RANGE) {
    throw new RangeError(`a random range must be a whole number from 1 to 2^48, got ${maxExclusive}`);
  }
}

/** The production source: the operating system's CSPRNG. */
export function cryptoRandom(): RandomSource {
  return {
    int(maxExclusive) {
      assertRange(maxExclusive);
      return randomInt(maxExclusive);
    },
  };
}

/**
 * Turns uniform 48-bit draws into a uniform value below `maxExclusive`. Draws at or above the
 * largest multiple of `maxExclusive` are thrown away: taking `x % max` of every draw would favour
 * the low values whenever 2^48 is not a multiple of `max`.
 */
export function uniformInt(maxExclusive: number, draw48: () => number): number {
  assertRange(maxExclusive);
  const limit = MAX_RANGE - (MAX_RANGE % maxExclusive);
  for (;;) {
    const x = draw48();
    if (x < limit) return x % maxExclusive;
  }
}

const BYTES_PER_DRAW = 6; // 48 bits
const BLOCK_BYTES = 32; // one HMAC-SHA256 output

/**
 * A deterministic source for tests and replays: HMAC-SHA256 keyed by the seed over a 64-bit block
 * counter, read 48 bits at a time, with rejection sampling. Same seed, same sequence, on any machine.
 * Not for live tables: anyone who learns the seed learns every shuffle.
 */
export function seededRandom(seed: string): RandomSource {
  if (seed.length === 0) throw new RangeError("a seed must not be empty");
  let counter = 0n;
  let block = Buffer.alloc(0);
  let offset = BLOCK_BYTES; // forces the first block

  const draw48 = (): number => {
    if (offset + BYTES_PER_DRAW > BLOCK_BYTES) {
      const message = Buffer.alloc(8);
      message.writeBigUInt64BE(counter);
      counter += 1n;
      block = createHmac("sha256", seed).update(message).digest();
      offset = 0;
    }
    const value = block.readUIntBE(offset, BYTES_PER_DRAW);
    offset += BYTES_PER_DRAW;
    return value;
  };

  return { int: (maxExclusive) => uniformInt(maxExclusive, draw48) };
}
