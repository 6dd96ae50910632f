/**
 * A command whose answer was lost keeps its id: the floor's correction forms send the same request
 * again (same id, same correction) until the server gives a definite answer, so a correction whose
 * outcome is unknown is never applied twice (the table answers a repeated id as a duplicate). The
 * dealer tablet does the same for its steps (lib/client/table-store.ts).
 */

/** What a form's submit answers: done, or refused with the server's code (none when no answer came). */
export type CommandAnswer = { readonly ok: true } | { readonly ok: false; readonly code?: string; readonly message: string };

/** Codes that do not say whether the command was applied: the database's answer lost, the table checking its log, no answer at all. */
const OUTCOME_UNKNOWN_CODES = new Set(["OUTCOME_UNKNOWN", "STORE_UNAVAILABLE", "OFFLINE", "BAD_ANSWER"]);

/** True when the answer says for certain whether the command was applied (applied, a duplicate, or refused). */
export function outcomeKnown(answer: CommandAnswer): boolean {
  return answer.ok || (answer.code !== undefined && !OUTCOME_UNKNOWN_CODES.has(answer.code));
}

export class KeptCommand<T> {
  private kept: { readonly id: string; readonly command: T } | null = null;

  constructor(private readonly newId: () => string = () => crypto.randomUUID()) {}

  /** The command sent whose outcome is not known yet, if any: the next send repeats it. */
  get pending(): T | null {
    return this.kept?.command ?? null;
  }

  /** What to send: the unanswered command with its id again, or else `command` with a new id. */
  next(command: T): { readonly id: string; readonly command: T } {
    if (!this.kept) this.kept = { id: this.newId(), command };
    return this.kept;
  }

  /** Reads the answer: a definite one ends the command (the next send is a new one); returns whether it was definite. */
  settle(answer: CommandAnswer): boolean {
    const known = outcomeKnown(answer);
    if (known) this.kept = null;
    return known;
  }
}
