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

export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message))
    .join("; ");
}
