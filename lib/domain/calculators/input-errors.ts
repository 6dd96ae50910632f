/**
 * The calculators' refusals of bad input name the field and the problem in one line, the same way
 * for every game family: `wagers[2].amount: must be a whole number of cents, got 12.5`.
 */
import { z } from "zod";
import { fieldPath } from "./input-error";

export { CalculatorInputError, SettleInputError, fieldPath } from "./input-error";

/** Money in a calculator's input: whole cents. */
export const cents = (what: string) => z.int({ error: `${what} must be a whole number of cents` });

/** The fields every family's wager has beside its bet id. */
export const WAGER_FIELDS = {
  seat: z.int({ error: "a seat is a whole number (seats 1..N clockwise, seat 1 on the house dealer's left)" }),
  amount: cents("a wager").min(1, { error: "a wager must be at least 1 cent" }),
  backline: z.boolean({ error: "backline is true or false" }).optional(),
  bettor: z.string({ error: "bettor is a name (to tell backline bettors of one seat apart)" }).min(1, { error: "bettor may not be empty" }).optional(),
};

export function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = raw;
  for (const key of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** A value as a short text for a message: "nothing", "12.5", "\"AS\"". */
export function show(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/**
 * The first problem zod found in `raw`, as the field and a plain message. `knownFields` lists the
 * fields of each kind of object ("input", "wager", or a field's own name) for an unknown field.
 */
export function shapeProblem(raw: unknown, error: z.ZodError, knownFields: Readonly<Record<string, readonly string[]>>): { field: string; message: string } {
  const issue = error.issues[0] as z.core.$ZodIssue;
  const path = issue.path;
  if (issue.code === "unrecognized_keys") {
    const kind = path.length === 0 ? "input" : path[0] === "wagers" ? "wager" : String(path[path.length - 1]);
    const known = knownFields[kind];
    const keys = issue.keys.map((k) => `"${k}"`).join(", ");
    return { field: fieldPath(path), message: `unknown field ${keys}${known ? ` (fields: ${known.join(", ")})` : ""}` };
  }
  const value = valueAt(raw, path);
  const missing = value === undefined && issue.code === "invalid_type";
  return { field: fieldPath(path), message: missing ? `missing (${issue.message})` : `${issue.message}, got ${show(value)}` };
}
