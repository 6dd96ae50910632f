/**
 * The shape every live table follows: a command comes in, `decide` turns it into events or a
 * refusal, `evolve` folds each event into the state, and `views` derives what each role may see.
 * All of it is pure: time and randomness arrive in the context, and whatever they produced
 * (a shuffled order, a timestamp) is written into the events, so replaying the log needs neither.
 */
import type { ViewParts } from "./common/kept-parts";

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

/**
 * What each role receives of a table. The display view never holds a face-down card nor staff data.
 * A machine's views are made lazily (`lazyViews`): only the roles somebody follows are built.
 */
export interface RoleViews {
  readonly dealer: unknown;
  readonly display: unknown;
  readonly supervisor: unknown;
}

/**
 * The three views of one state, each made the first time it is read and kept: the dealer's is
 * made on the display's, the supervisor's on the dealer's. Reading none costs nothing.
 */
export function lazyViews<D, P, U>(make: { display(): P; dealer(display: P): D; supervisor(dealer: D): U }): { readonly dealer: D; readonly display: P; readonly supervisor: U } {
  let display: P | undefined;
  let dealer: D | undefined;
  let supervisor: U | undefined;
  return {
    get display() {
      return (display ??= make.display());
    },
    get dealer() {
      return (dealer ??= make.dealer(this.display));
    },
    get supervisor() {
      return (supervisor ??= make.supervisor(this.dealer));
    },
  };
}

export interface TableMachine<S, C extends TableCommand, E extends TableEvent, V> {
  /** Parse an untrusted command body; a refusal for anything malformed. */
  parseCommand(input: unknown): { ok: true; command: C } | { ok: false; refusal: Refusal };
  decide(state: S, command: C, context: CommandContext): Decision<E>;
  evolve(state: S, event: E): S;
  /**
   * The views of a state. `parts`: the table's view parts kept from its last views (common/kept-parts.ts),
   * owned by whoever runs the table; the views are the same with or without them.
   */
  views(state: S, parts?: ViewParts): V;
}

export function refuse(code: string, message: string): { ok: false; refusal: Refusal } {
  return { ok: false, refusal: { code, message } };
}

export function accept<E extends TableEvent>(...events: E[]): { ok: true; events: E[] } {
  return { ok: true, events };
}
