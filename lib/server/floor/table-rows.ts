/**
 * A table's row as the `tables` table stores it, and the stored forms it holds: the betting timer and
 * the decks among the game options, the rotation policy in milliseconds.
 */
import { z } from "zod";


export type TableRow = {
  id: string;
  roomId: string;
  name: string;
  gameId: string;
  seats: number;
  gameOptions: unknown;
  rulesVersion: string;
  feeScheduleId: string;
  feeOptionId: string;
  feeOptionData: unknown;
  minWagerCents: number;
  maxWagerCents: number;
  rotationPolicy: unknown;
  status: string;
};

export function splitOptions(value: unknown): { gameOptions: Record<string, string | number | boolean>; bettingSeconds: number | null; decks: number | null } {
  const all = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, string | number | boolean>) : {};
  const { bettingSeconds, decks, ...gameOptions } = all;
  return { gameOptions, bettingSeconds: typeof bettingSeconds === "number" ? bettingSeconds : null, decks: typeof decks === "number" ? decks : null };
}

/**
 * The bank rotation a room may configure (stored in `tables.rotation_policy`): the filed rule (two
 * hands in a row, an intervening player-dealer) by default, and optionally a limit on how long one
 * person holds the bank, which the table checks at the end of each hand.
 */
export const RotationPolicyInput = z.strictObject({
  maxConsecutiveHands: z.int().min(1).max(20).optional(),
  requireInterveningDealer: z.boolean().optional(),
  maxBankMinutes: z.int().min(1).max(24 * 60).nullable().optional(),
});
export type RotationPolicyInput = z.infer<typeof RotationPolicyInput>;

/** The stored form (what the table's settings read): milliseconds, only the fields the room set. */
export function storedRotation(input: RotationPolicyInput): Record<string, number | boolean | null> {
  return {
    ...(input.maxConsecutiveHands !== undefined ? { maxConsecutiveHands: input.maxConsecutiveHands } : {}),
    ...(input.requireInterveningDealer !== undefined ? { requireInterveningDealer: input.requireInterveningDealer } : {}),
    ...(input.maxBankMinutes !== undefined ? { maxBankMillis: input.maxBankMinutes === null ? null : input.maxBankMinutes * 60_000 } : {}),
  };
}

export function rotationOfRow(value: unknown): RotationPolicyInput {
  const v = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return {
    ...(typeof v.maxConsecutiveHands === "number" ? { maxConsecutiveHands: v.maxConsecutiveHands } : {}),
    ...(typeof v.requireInterveningDealer === "boolean" ? { requireInterveningDealer: v.requireInterveningDealer } : {}),
    ...(typeof v.maxBankMillis === "number" ? { maxBankMinutes: v.maxBankMillis / 60_000 } : v.maxBankMillis === null ? { maxBankMinutes: null } : {}),
  };
}

/** JSON with every object's keys sorted: PostgreSQL's jsonb does not keep the order they were written in. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(",")}}`;
  return JSON.stringify(value);
}

export function sorted(o: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
}
