/**
 * The shape every live table follows: a command comes in, `decide` turns it into events or a
 * refusal, `evolve` folds each event into the state, and `views` derives what each role may see.
 * All of it is pure: time and randomness arrive in the context, and whatever they produced
 * (a shuffled order, a timestamp) is written into the events, so replaying the log needs neither.
 */
export interface TableEvent {
  readonly type: string;
}

export interface Refusal {
  /** Stable machine-readable code, e.g. "WAGER_OVER_LIMIT". */
  readonly code: string;
  /** Plain words a dealer understands under pressure. */
  readonly message: string;
}

export type Decision<E extends TableEvent> = { ok: true; events: E[] } | { ok: false; refusal: Refusal };

export type Role = "dealer" | "display" | "supervisor" | "admin";

export interface Actor {
  readonly id: string;
  readonly role: Role;
}

export interface RandomInts {
  int(maxExclusive: number): number;
}

export interface CommandContext {
  /** Milliseconds since the epoch, read once per command by the server. */
  readonly now: number;
  readonly random: RandomInts;
  readonly actor: Actor;
}

export interface TableCommand {
  readonly type: string;
  readonly [field: string]: unknown;
}

export interface TableMachine<S, C extends TableCommand, E extends TableEvent, V> {
  /** Parse an untrusted command body; a refusal for anything malformed. */
  parseCommand(input: unknown): { ok: true; command: C } | { ok: false; refusal: Refusal };
  decide(state: S, command: C, context: CommandContext): Decision<E>;
  evolve(state: S, event: E): S;
  views(state: S): V;
}

export function refuse(code: string, message: string): { ok: false; refusal: Refusal } {
  return { ok: false, refusal: { code, message } };
}

export function accept<E extends TableEvent>(...events: E[]): { ok: true; events: E[] } {
  return { ok: true, events };
}
