/**
 * A malformed command's refusal in words a dealer or supervisor can act on: the screens show a
 * refusal's message as it comes, so it never carries a schema's wording, a list of command ids or
 * a field's JSON name.
 */
import type { z } from "zod";

/** A family's own name for a field its schema holds, where the path alone does not say it (poker's "amount of side pot 1"); undefined: the path's words. */
export type FieldNames = (path: readonly PropertyKey[]) => string | undefined;

/** "seat" → "seat", "wager.amount" → "wager amount", "cards.3" → "card 4"; or the family's name for it. */
function fieldWords(path: readonly PropertyKey[], names?: FieldNames): string {
  const named = names?.(path);
  if (named !== undefined) return named;
  const words: string[] = [];
  for (const part of path) {
    if (typeof part === "number") words.push(String(part + 1));
    else words.push(String(part).replace(/([a-z])([A-Z])/g, "$1 $2").replace(/-/g, " ").toLowerCase());
  }
  return words.join(" ").replace(/s (\d+)$/, " $1");
}

/** "reopen-betting" → "reopen betting". */
function stepWords(type: unknown): string {
  return typeof type === "string" ? type.replace(/-/g, " ").slice(0, 40) : "";
}

/** The first problem of a command that did not parse, said in words. */
export function refusalWords(issue: z.core.$ZodIssue | undefined, input: unknown, names?: FieldNames): string {
  if (!issue) return "The table could not read this step: reload the page and try again.";
  const type = input && typeof input === "object" && "type" in input ? (input as { type: unknown }).type : undefined;
  if (issue.path.length === 1 && issue.path[0] === "type") {
    const words = stepWords(type);
    return words ? `This table's game has no “${words}” step.` : "The table could not read this step: reload the page and try again.";
  }
  const field = fieldWords(issue.path, names);
  switch (issue.code) {
    case "too_big":
      return `The ${field} is more than this table allows (at most ${String(issue.maximum)}).`;
    case "too_small":
      return `The ${field} is less than this table allows (at least ${String(issue.minimum)}).`;
    case "unrecognized_keys":
      return `The step “${stepWords(type)}” does not take ${issue.keys.map((k) => fieldWords([k], names)).join(", ")}: reload the page and try again.`;
    default:
      // A field missing or of the wrong kind: only a screen out of date sends it.
      if (!field) return "The table could not read this step: reload the page and try again.";
      // Messages the family wrote itself (a refine's words) are already words; zod's own start with "Invalid".
      if (issue.code === "custom" || !/^(Invalid|Expected|Required)/i.test(issue.message)) return `The ${field}: ${issue.message}`;
      return `The ${field} is missing or not one this table takes: reload the page and try again.`;
  }
}
