import type { Refusal, TableCommand, TableMachine } from "@/lib/domain/table/machine";

/**
 * Each command body is parsed once on the live path. The gateway parses it with the table's family's
 * schema (it must, to refuse a malformed command before it queues behind the table's others), and
 * the actor takes the parsed command as it is instead of parsing it again. A command is known as
 * parsed by the object the schema made and the machine whose schema made it: nothing a device sends
 * can claim it, a command that crossed to another node (a new object) is parsed there, and a command
 * made for one family's machine is never taken as another's. The machine is written on the command
 * under a symbol, which no wire, store or spread carries (a WeakMap of every command would cost the
 * garbage collector more than the parse it saves).
 */
const PARSED_BY = Symbol("parsed by");

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyMachine<C extends TableCommand> = TableMachine<any, C, any, any>;

/** The machine's parse of `input`, remembered as parsed by that machine when it is a command. */
export function parseOnce<C extends TableCommand>(machine: AnyMachine<C>, input: unknown): { ok: true; command: C } | { ok: false; refusal: Refusal } {
  const parsed = machine.parseCommand(input);
  if (parsed.ok && Object.isExtensible(parsed.command)) Object.defineProperty(parsed.command, PARSED_BY, { value: machine, enumerable: false });
  return parsed;
}

/** The command `machine` parsed already (parseOnce), or its parse now of a body nobody parsed for it. */
export function parsedFor<C extends TableCommand>(machine: AnyMachine<C>, command: unknown): { ok: true; command: C } | { ok: false; refusal: Refusal } {
  if (typeof command === "object" && command !== null && (command as { [PARSED_BY]?: unknown })[PARSED_BY] === machine) return { ok: true, command: command as C };
  return machine.parseCommand(command);
}
