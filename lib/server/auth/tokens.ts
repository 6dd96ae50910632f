import crypto from "node:crypto";

/**
 * Secrets handed to browsers: session tokens, display credentials and pairing codes. They are
 * random (node:crypto), and only their SHA-256 hash is stored, so a copy of the database does not
 * let anyone sign in or pose as a display.
 */

/** 32 random bytes, base64url: the value of a session or display cookie. */
export function newToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashSecret(secret: string): string {
  return crypto.createHash("sha256").update(secret, "utf8").digest("hex");
}

/** Cookie tokens look like this; anything else is refused before the database is asked. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** No 0/O, 1/I/L: a code read off a supervisor's screen and typed on a wall display. */
export const PAIRING_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const PAIRING_CODE_LENGTH = 6;

export function newPairingCode(randomInt: (max: number) => number = crypto.randomInt): string {
  let code = "";
  for (let i = 0; i < PAIRING_CODE_LENGTH; i += 1) code += PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)];
  return code;
}

/** What a person typed ("abc 234", "ABC-234") as the code it means, or null when it cannot be one. */
export function normalisePairingCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, "");
  if (code.length !== PAIRING_CODE_LENGTH) return null;
  for (const ch of code) if (!PAIRING_ALPHABET.includes(ch)) return null;
  return code;
}

export function newId(): string {
  return crypto.randomUUID();
}
