import { hash, verify } from "@node-rs/argon2";

/**
 * Staff passwords, hashed with argon2id (@node-rs/argon2's default algorithm) at the OWASP
 * baseline: 19 MiB of memory, 2 passes, 1 lane. The PHC string stores the parameters, so a later
 * increase keeps old hashes verifiable.
 *
 * Each hash takes ~19 MiB for tens of milliseconds, so a burst of sign-ins could exhaust memory:
 * at most four run at once and at most 64 wait; beyond that the answer is "busy, try again".
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN = 10;
/** Long enough for any passphrase, short enough that hashing cannot be used to tie up the server. */
export const PASSWORD_MAX = 256;

export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `A password needs at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `A password has at most ${PASSWORD_MAX} characters.`;
  if (password.trim() === "") return "A password cannot be only spaces.";
  return null;
}

export class PasswordWorkBusyError extends Error {
  override name = "PasswordWorkBusyError";
}

const MAX_RUNNING = 4;
const MAX_WAITING = 64;
const SLOTS = Symbol.for("cardroom.auth.hashSlots");
type Slots = { running: number; waiting: (() => void)[] };
type Holder = { [SLOTS]?: Slots; [DUMMY]?: Promise<string> };
const DUMMY = Symbol.for("cardroom.auth.dummyHash");

async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  const holder = globalThis as Holder;
  const slots = (holder[SLOTS] ??= { running: 0, waiting: [] });
  if (slots.running >= MAX_RUNNING) {
    if (slots.waiting.length >= MAX_WAITING) throw new PasswordWorkBusyError("too many password checks at once");
    await new Promise<void>((resolve) => slots.waiting.push(resolve));
  } else {
    slots.running += 1;
  }
  try {
    return await work();
  } finally {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.running -= 1;
  }
}

export async function hashPassword(password: string): Promise<string> {
  return inSlot(() => hash(password, OPTIONS));
}

/** True when the password matches; false for a wrong password or an unreadable hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return inSlot(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/**
 * A sign-in for an unknown username still verifies a hash, so the answer takes as long as for a
 * wrong password and does not reveal which usernames exist.
 */
export async function burnVerify(password: string): Promise<void> {
  const holder = globalThis as Holder;
  holder[DUMMY] ??= hash("not-the-password-of-anyone", OPTIONS);
  await verifyPassword(await holder[DUMMY], password);
}
