import { z } from "zod";

/** Every socket message a client may send, validated before anything reads it. */
export const tableId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, "table ids are letters, digits, - and _");

/** `patches`: the device applies `table:patch` messages (lib/contract/view-patch.ts); without it, full views. */
export const SubscribeTable = z.object({ tableId, patches: z.boolean().optional() }).strict();

export const CommandMessage = z
  .object({
    tableId,
    id: z.string().min(8).max(100).regex(/^[A-Za-z0-9:_-]+$/),
    expectedVersion: z.number().int().min(0).max(2 ** 31 - 1),
    command: z.object({ type: z.string().min(1).max(64) }).passthrough(),
  })
  .strict();

export type CommandMessage = z.infer<typeof CommandMessage>;

/**
 * True when a message carries a field named `__proto__` at any depth (issue 31). JSON.parse makes it
 * an own field, but the permissive copy of a command (`passthrough`, above) assigns it, which sets
 * the copy's prototype instead: the field vanished and a family's strict check of its commands
 * (poker's `sit-out`, `come-back`) let the message through. No client of ours sends one.
 */
export function hasProtoKey(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== "object" || depth > 16) return false;
  if (Object.prototype.hasOwnProperty.call(value, "__proto__")) return true;
  for (const v of Object.values(value)) if (hasProtoKey(v, depth + 1)) return true;
  return false;
}

export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message))
    .join("; ");
}
