import { hash, verify } from "@node-rs/argon2";
import { WorkBusyError, workSlots } from "./work-slots";

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

export class PasswordWorkBusyError extends WorkBusyError {
  override name = "PasswordWorkBusyError";
}

const SLOTS = workSlots("password", { running: 4, waiting: 64 }, () => new PasswordWorkBusyError("too many password checks at once"));
const DUMMY = Symbol.for("cardroom.auth.dummyHash");
type Holder = { [DUMMY]?: Promise<string> };

/**
 * Runs password work in one of the slots. A sign-in takes its slot before it reserves its attempt
 * (lib/server/auth/sign-in.ts), so a busy server answers "busy" without using up an attempt; inside,
 * use the `*InSlot` checks.
 */
export function withPasswordSlot<T>(work: () => Promise<T>): Promise<T> {
  return SLOTS.run(work);
}

export async function hashPassword(password: string): Promise<string> {
  return SLOTS.run(() => hash(password, OPTIONS));
}

/** True when the password matches; false for a wrong password or an unreadable hash. Only inside withPasswordSlot. */
export async function verifyPasswordInSlot(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when the password matches; false for a wrong password or an unreadable hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return SLOTS.run(() => verifyPasswordInSlot(passwordHash, password));
}

/**
 * A sign-in for an unknown username still verifies a hash, so the answer takes as long as for a
 * wrong password and does not reveal which usernames exist.
 */
export async function burnVerifyInSlot(password: string): Promise<void> {
  const holder = globalThis as Holder;
  holder[DUMMY] ??= hash("not-the-password-of-anyone", OPTIONS);
  await verifyPasswordInSlot(await holder[DUMMY], password);
}
