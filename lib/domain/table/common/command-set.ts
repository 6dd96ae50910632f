/**
 * A family's commands, each declared once, in one place: its schema, the roles that may send it,
 * its handler, and the floor's words for the events it records. Everything else is read from the
 * family's list: the schema the gateway parses with, the roles map it checks, the table's `decide`
 * (the table's guard, then the command's own handler) and the family's event words.
 *
 * A command every table shares (common/commands.ts `SHARED_COMMANDS`) keeps its one schema and roles
 * there; a family that answers it itself declares it as `{ ...SHARED_COMMANDS.settle, decide }`, and
 * the shell's own answers come as one list (common/shell-commands.ts).
 */
import { z } from "zod";
import { refuse, type CommandContext, type Decision, type Refusal, type TableEvent } from "../machine";
import type { CommandRoles } from "./commands";

/** A command's schema: a strict object whose `type` is one literal. */
export type CommandSchema = z.ZodObject<{ type: z.ZodLiteral<string> } & z.ZodRawShape>;

/** The floor's words for some of a family's events; `W` is what the family's words read (the state before and after, staff names…). */
export type EventWords<E extends TableEvent, W> = { readonly [K in E["type"]]?: (event: Extract<E, { type: K }>, words: W) => string };

/** Words for every one of the events `E`: what a family's floor describes its own events with. */
export type AllEventWords<E extends TableEvent, W> = { readonly [K in E["type"]]: (event: Extract<E, { type: K }>, words: W) => string };

export interface CommandDeclaration<S, E extends TableEvent, W, Sc extends CommandSchema = CommandSchema> {
  readonly schema: Sc;
  /** Who may send it: the gateway and the table's guard both read this. */
  readonly roles: CommandRoles;
  /** The rule: events, or a refusal that leaves the table as it was. Called after the table's guard. */
  readonly decide: (state: S, command: z.infer<Sc>, ctx: CommandContext) => Decision<E>;
  /** The floor's words for the events this command records (an event recorded by several commands is worded by one of them). */
  readonly words?: EventWords<E, W>;
}

/** A declaration as `declare` keeps it: its schema's type, and the events `K` its words cover. */
export type Declared<S, E extends TableEvent, W, Sc extends CommandSchema, K extends E["type"]> = Omit<CommandDeclaration<S, E, W, Sc>, "words"> & {
  readonly words?: { readonly [P in K]: (event: Extract<E, { type: P }>, words: W) => string };
};

/** The table's own check before any handler: the table is open, the sender's role may send it, the table not closed or paused. */
export type CommandGuard<S> = (state: S, command: { readonly type: string }, ctx: CommandContext, roles: Readonly<Record<string, CommandRoles>>) => { ok: false; refusal: Refusal } | null;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema and words: each declaration keeps its own in the list's type
type AnyDeclaration<S, E extends TableEvent, W> = Omit<CommandDeclaration<S, E, W, any>, "words"> & { readonly words?: object };

/** The command union of a list of declarations. */
export type CommandOfList<D extends readonly { readonly schema: CommandSchema }[]> = z.infer<D[number]["schema"]>;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** The words of each declaration of a list that has some (one member of a union each). */
type WordsOf<X> = X extends { readonly words?: infer Wd } ? NonNullable<Wd> : never;
/** The words a list of declarations gives, each event's words from the command that records it. */
type WordsOfList<D extends readonly object[]> = { readonly [K in keyof UnionToIntersection<WordsOf<D[number]>>]-?: NonNullable<UnionToIntersection<WordsOf<D[number]>>[K]> };

/** An event's words from a family's complete table of words (`words`: checked complete where the family assigns it). */
export function eventWords<E extends TableEvent, W>(words: AllEventWords<E, W>, event: E, input: W): string {
  return (words[event.type as E["type"]] as (event: E, input: W) => string)(event, input);
}

export interface CommandSet<S, C extends { readonly type: string }, E extends TableEvent, WordsType> {
  /** The schema the gateway and the table parse a command body with. */
  readonly schema: z.ZodType<C>;
  /** Who may send each command. */
  readonly roles: { readonly [T in C["type"]]: CommandRoles };
  /** Every command type, in the order declared. */
  readonly types: readonly C["type"][];
  /** The table's guard, then the command's own handler. */
  decide(state: S, command: C, ctx: CommandContext): Decision<E>;
  /** The floor's words for the events the commands record, gathered from their declarations. */
  readonly words: WordsType;
}

/** A list of declarations but those of the given command types: the family answers those itself (its own declaration of each follows). */
export function except<D extends { readonly schema: CommandSchema }>(list: readonly D[], ...types: readonly D["schema"]["shape"]["type"]["value"][]): D[] {
  return list.filter((d) => !types.includes(d.schema.shape.type.value));
}

/**
 * Declarations for a family's state `S`, events `E` and words' input `W`: `declare` keeps each
 * declaration's own schema in its type (so its handler's command is typed from it), and `set`
 * gathers a list into the family's command set.
 */
export function commandsOf<S, E extends TableEvent, W>() {
  return {
    declare<Sc extends CommandSchema, K extends E["type"] = never>(declaration: Declared<S, E, W, Sc, K>): Declared<S, E, W, Sc, K> {
      return declaration;
    },
    set<const D extends readonly AnyDeclaration<S, E, W>[]>(guard: CommandGuard<S>, declarations: D): CommandSet<S, CommandOfList<D>, E, WordsOfList<D>> {
      return commandSet<S, E, W, D>(guard, declarations);
    },
  };
}

function commandSet<S, E extends TableEvent, W, D extends readonly AnyDeclaration<S, E, W>[]>(guard: CommandGuard<S>, declarations: D): CommandSet<S, CommandOfList<D>, E, WordsOfList<D>> {
  type C = CommandOfList<D>;
  const byType = new Map<string, AnyDeclaration<S, E, W>>();
  const roles: Record<string, CommandRoles> = {};
  const words: Record<string, unknown> = {};
  for (const d of declarations) {
    const type = d.schema.shape.type.value;
    if (byType.has(type)) throw new Error(`The command "${type}" is declared twice`);
    byType.set(type, d);
    roles[type] = d.roles;
    for (const [event, word] of Object.entries(d.words ?? {})) {
      if (Object.hasOwn(words, event)) throw new Error(`The event "${event}" is worded by two commands`);
      words[event] = word;
    }
  }
  const schemas = declarations.map((d) => d.schema) as unknown as [CommandSchema, ...CommandSchema[]];
  return {
    schema: z.discriminatedUnion("type", schemas) as unknown as z.ZodType<C>,
    roles: roles as { readonly [T in C["type"]]: CommandRoles },
    types: [...byType.keys()] as C["type"][],
    decide(state, command, ctx) {
      const refused = guard(state, command, ctx, roles);
      if (refused) return refused;
      const declared = byType.get(command.type);
      if (!declared) return refuse("UNKNOWN_COMMAND", "This table does not take that command.");
      return declared.decide(state, command, ctx);
    },
    words: words as WordsOfList<D>,
  };
}
