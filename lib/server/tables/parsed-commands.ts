import type { Refusal, TableCommand, TableMachine } from "@/lib/domain/table/machine";

/**
 * Each command body is parsed once on the live path. The gateway parses it with the table's family's
 * schema (it must, to refuse a malformed command before it queues behind the table's others) and
 * sends the parsed command on with the machine that parsed it; the actor takes it as it is when that
 * is its own machine, and parses the body otherwise. Nothing a device sends can claim a parse (the
 * gateway makes the envelope), a command that crossed to another node arrives without the machine
 * (a function does not cross the wire) and is parsed there, and a command parsed for one family's
 * machine is never taken by another's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyMachine<C extends TableCommand> = TableMachine<any, C, any, any>;

/** A command as the gateway parsed it, and the machine whose schema parsed it. */
export interface ParsedCommand {
  readonly by: unknown;
  readonly command: TableCommand;
}

/** The machine's parse of `input`, with the machine that made it. */
export function parseOnce<C extends TableCommand>(machine: AnyMachine<C>, input: unknown): { ok: true; parsed: ParsedCommand; command: C } | { ok: false; refusal: Refusal } {
  const result = machine.parseCommand(input);
  return result.ok ? { ok: true, command: result.command, parsed: { by: machine, command: result.command } } : result;
}

/** The command `machine` parsed already (parseOnce), or its parse now of a body nobody parsed for it. */
export function parsedFor<C extends TableCommand>(machine: AnyMachine<C>, body: unknown, parsed?: ParsedCommand): { ok: true; command: C } | { ok: false; refusal: Refusal } {
  if (parsed && parsed.by === machine) return { ok: true, command: parsed.command as C };
  return machine.parseCommand(body);
}
