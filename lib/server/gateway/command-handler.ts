import type { CommandAck } from "@/lib/contract/socket";
import type { TableCommand, TableEvent, TableMachine } from "@/lib/domain/table/machine";
import { rolesOf } from "@/lib/domain/table/common/commands";
import { commandRefusal } from "@/lib/server/auth/permissions";
import { parseOnce, type ParsedCommand } from "@/lib/server/tables/parsed-commands";
import { CommandMessage, describeZodError, hasProtoKey, wellFormedCommand } from "./messages";
import { replier, type AckFn, type GatewayContext } from "./gateway-context";
import { viewFor } from "./rooms";
import { allowed, MAY_COMMAND, type TablePrincipal } from "./sign-in";

type Checked = { problem: { code: string; message: string } } | { parsed: ParsedCommand };

const INTERNAL = { ok: false, code: "INTERNAL", message: "The server could not handle this command. Nothing was changed." } as const;

/**
 * Who may give the command (the roles its family declares beside its schema), then its body
 * parsed with the family's schema, once: a problem to answer, or the parsed command, which the
 * table takes as it is (lib/server/tables/parsed-commands.ts).
 */
async function checked({ tables }: GatewayContext, message: CommandMessage, principal: TablePrincipal): Promise<Checked> {
  const kind = await tables.kind(message.tableId);
  if (!kind) return { problem: { code: "UNKNOWN_TABLE", message: `There is no live table "${message.tableId}".` } };
  // Who may give it first (by its type), so nobody learns a command's fields without the right to it.
  const roles = rolesOf(kind.family.commands.roles, message.command.type);
  if (!roles) return { problem: { code: "BAD_COMMAND", message: `This table's game has no “${message.command.type.replace(/-/g, " ").slice(0, 40)}” step.` } };
  const refused = commandRefusal(principal, message.tableId, roles);
  if (refused) return { problem: refused };
  const machine: TableMachine<unknown, TableCommand, TableEvent, unknown> = kind.machine;
  const parsed = parseOnce(machine, message.command);
  return parsed.ok ? { parsed: parsed.parsed } : { problem: parsed.refusal };
}

/** The checked command to its table; the table's answer to the sender (a stale one with the view as it is now). */
function forward({ tables, hooks }: GatewayContext, message: CommandMessage, parsed: ParsedCommand, principal: TablePrincipal, reply: (answer: CommandAck) => void): void {
  const envelope = { id: message.id, expectedVersion: message.expectedVersion, command: message.command, parsed };
  tables
    .submit(message.tableId, envelope, principal)
    .then(async (answer) => {
      if (!answer.ok) hooks.onRefusal?.(message.tableId, answer.code, principal, { command: message.command, message: answer.message });
      if (!answer.ok && answer.code === "STALE_VERSION") {
        // A table this node does not own is answered by its owner (LiveTables asks through the cluster link).
        const snap = await tables.snapshot(message.tableId);
        return reply({ ...answer, view: snap ? viewFor(principal.role, snap.views) : undefined });
      }
      reply(answer);
    })
    .catch(() => reply(INTERNAL));
}

/**
 * The connection's table:command: the message hand-checked (or, failing that, parsed by its schema
 * for the refusal's words), the sender's right to the table, its command checked, then forwarded;
 * the ack comes once the command is committed or refused. A refusal here is told to the hooks.
 */
export function commandHandler(context: GatewayContext, principal: TablePrincipal): (raw: unknown, ack?: AckFn) => void {
  const hooks = context.hooks;
  return (raw: unknown, ack?: AckFn) => {
    const reply = replier<CommandAck>(ack);
    if (!MAY_COMMAND.has(principal.role)) return reply({ ok: false, code: "FORBIDDEN", message: "A display is read-only: it cannot send commands." });
    if (hasProtoKey(raw)) return reply({ ok: false, code: "BAD_MESSAGE", message: "This command carries a field no command has. Nothing was changed." });
    let message = wellFormedCommand(raw);
    if (!message) {
      // Only what the hand check did not take is parsed by the schema, for the refusal's words.
      const parsed = CommandMessage.safeParse(raw);
      if (!parsed.success) return reply({ ok: false, code: "BAD_MESSAGE", message: describeZodError(parsed.error) });
      message = parsed.data;
    }
    if (!allowed(principal, message.tableId)) return reply({ ok: false, code: "FORBIDDEN", message: "You are not assigned to this table." });
    checked(context, message, principal).then((answer) => {
      if ("problem" in answer) {
        const problem = answer.problem;
        hooks.onRefusal?.(message.tableId, problem.code, principal, { command: message.command, message: problem.message });
        return reply({ ok: false, ...problem });
      }
      forward(context, message, answer.parsed, principal, reply);
    }, () => reply(INTERNAL));
  };
}
