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

const TABLE_ID = /^[A-Za-z0-9_-]+$/;
const COMMAND_ID = /^[A-Za-z0-9:_-]+$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * A command message that `CommandMessage` accepts, checked by hand: the message itself, or null for
 * anything else, which `CommandMessage.safeParse` then checks to word its refusal. Every command
 * a tablet sends passes here; the schema's parse made a copy of the message and of its command,
 * and an issue list, for each (the command's body is parsed by its family's schema after this).
 * messages.test.ts holds the two to the same verdict.
 */
export function wellFormedCommand(raw: unknown): CommandMessage | null {
  if (!isPlainObject(raw)) return null;
  let members = 0;
  for (const name in raw) {
    if (name !== "tableId" && name !== "id" && name !== "expectedVersion" && name !== "command") return null;
    members++;
  }
  if (members !== 4) return null;
  const { tableId, id, expectedVersion, command } = raw;
  if (typeof tableId !== "string" || tableId.length < 1 || tableId.length > 64 || !TABLE_ID.test(tableId)) return null;
  if (typeof id !== "string" || id.length < 8 || id.length > 100 || !COMMAND_ID.test(id)) return null;
  if (typeof expectedVersion !== "number" || !Number.isInteger(expectedVersion) || expectedVersion < 0 || expectedVersion > 2 ** 31 - 1) return null;
  if (!isPlainObject(command) || typeof command.type !== "string" || command.type.length < 1 || command.type.length > 64) return null;
  return raw as CommandMessage;
}

/**
 * True when a message carries a field named `__proto__` at any depth (issue 31). JSON.parse makes it
 * an own field, but the permissive copy of a command (`passthrough`, above) assigns it, which sets
 * the copy's prototype instead: the field vanished and a family's strict check of its commands
 * (poker's `sit-out`, `come-back`) let the message through. No client of ours sends one.
 */
export function hasProtoKey(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== "object" || depth > 16) return false;
  if (Object.prototype.hasOwnProperty.call(value, "__proto__")) return true;
  // Walked without an array of the values per object (this runs on every command).
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (hasProtoKey(value[i], depth + 1)) return true;
    return false;
  }
  for (const name in value) {
    if (Object.prototype.hasOwnProperty.call(value, name) && hasProtoKey((value as Record<string, unknown>)[name], depth + 1)) return true;
  }
  return false;
}

export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message))
    .join("; ");
}
