/**
 * The players' codes: six characters a floor person can say and a player can type on a phone, made
 * from a seed in the lists' log with a key the database does not hold (code-key.ts). One code per
 * player, shared by the player's entries; it works while one of them is on a list (and shows the
 * places that ended for a while after), and never says anything of anyone else.
 *
 * The alphabet leaves out the characters people mix up when reading or typing: 0 O Q, 1 I L, 2 Z,
 * 5 S, 6 G, 8 B, U V. Twenty characters, six of them: 64 million codes for the few hundred that live
 * at once, guessed ten at a time per address at most (guess-limit.ts).
 */
import crypto from "node:crypto";
import type { GameList, WaitlistState } from "@/lib/domain/waitlist";

export const CODE_ALPHABET = "ACDEFHJKMNPRTWXY3479";
export const CODE_LENGTH = 6;
/** The seeds whose codes are remembered (each is one HMAC to make again). */
const CACHED = 5000;

/** A code as typed ("k7m-4px", "K7M 4PX"): its six characters, or null when it cannot be a code. */
export function normalizeCode(input: string | null | undefined): string | null {
  if (typeof input !== "string") return null;
  const code = input.replace(/[\s.-]+/g, "").toUpperCase();
  if (code.length !== CODE_LENGTH) return null;
  return [...code].every((c) => CODE_ALPHABET.includes(c)) ? code : null;
}

/** "K7M4PX" as it is said and shown: "K7M 4PX". */
export function spacedCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

export class CodeBook {
  private readonly codes = new Map<string, string>();

  constructor(private readonly key: Buffer) {}

  private hmac(text: string): Buffer {
    return crypto.createHmac("sha256", this.key).update(text).digest();
  }

  /** The code of a seed. */
  codeOf(seed: string): string {
    const known = this.codes.get(seed);
    if (known) return known;
    let n = this.hmac(`code:${seed}`).readBigUInt64BE(0);
    let code = "";
    for (let i = 0; i < CODE_LENGTH; i++) {
      code += CODE_ALPHABET[Number(n % BigInt(CODE_ALPHABET.length))];
      n /= BigInt(CODE_ALPHABET.length);
    }
    if (this.codes.size >= CACHED) this.codes.clear();
    this.codes.set(seed, code);
    return code;
  }

  /** The key a list is known by on the phones: stable while the list is open, and telling nothing of its id. */
  listKey(list: Pick<GameList, "id" | "openedAt">): string {
    return this.hmac(`list:${list.id}:${list.openedAt}`).subarray(0, 9).toString("base64url");
  }

  /** The seed of a join from a phone, made from the form's one-time value (a resubmitted form is the same join). */
  joinSeed(nonce: string): string {
    return this.hmac(`join:${nonce}`).subarray(0, 16).toString("base64url");
  }

  /** Every seed the lists know: on an entry now, or of a place that ended (its code still shows how it ended). */
  private seeds(state: WaitlistState): Set<string> {
    const seeds = new Set<string>();
    for (const e of Object.values(state.entries)) if (e.codeSeed) seeds.add(e.codeSeed);
    for (const p of state.pastPlaces) seeds.add(p.seed);
    return seeds;
  }

  /** The seed of a code, or null when no player has it. */
  find(state: WaitlistState, code: string): string | null {
    for (const seed of this.seeds(state)) if (this.codeOf(seed) === code) return seed;
    return null;
  }

  /** Is this seed's code somebody else's already (another seed with the same six characters)? */
  collides(state: WaitlistState, seed: string): boolean {
    const code = this.codeOf(seed);
    for (const other of this.seeds(state)) if (other !== seed && this.codeOf(other) === code) return true;
    return false;
  }

  /** A new seed whose code no other player holds. */
  freshSeed(state: WaitlistState): string {
    for (;;) {
      const seed = crypto.randomBytes(12).toString("base64url");
      if (!this.collides(state, seed)) return seed;
    }
  }

  /** The list of this key among the open lists. */
  listOfKey(state: WaitlistState, key: string): GameList | null {
    return Object.values(state.lists).find((l) => this.listKey(l) === key) ?? null;
  }
}
