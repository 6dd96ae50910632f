import type { Namespace } from "socket.io";
import type { Actor } from "@/lib/domain/table/machine";
import type { TableRegistry, TableSnapshot as Snapshot } from "@/lib/server/tables/table-registry";
import type { Ack, CommandEnvelope } from "@/lib/server/tables/table-actor";
import type { TableSummary } from "@/lib/server/tables/table-kind";

/**
 * Asks the other nodes (through the socket.io adapter) for what this node does not own: a table's
 * current views, the answer to a command, every table's floor summary. Only the owner answers.
 */
export class ClusterLink {
  constructor(
    private readonly ns: Namespace,
    private readonly registry: TableRegistry,
  ) {
    ns.on("cluster:snapshot", (tableId: string, reply: (s: Snapshot | null) => void) => reply(registry.snapshot(tableId) ?? null));
    ns.on("cluster:command", (msg: { tableId: string; envelope: CommandEnvelope; actor: Actor }, reply: (a: Ack | null) => void) => {
      if (!registry.has(msg.tableId)) return reply(null);
      registry.submit(msg.tableId, msg.envelope, msg.actor).then(reply, () => reply(null));
    });
    ns.on("cluster:summaries", (reply: (s: TableSummary[]) => void) => reply(registry.summaries()));
  }

  /** Every other node's answer; a node that does not answer in the adapter's time limit is left out. */
  private ask<T>(event: string, ...args: unknown[]): Promise<T[]> {
    return new Promise((resolve) => {
      const emit = this.ns.serverSideEmit.bind(this.ns) as (ev: string, ...rest: unknown[]) => boolean;
      emit(event, ...args, (_err: unknown, responses: T[] | undefined) => resolve(responses ?? []));
    });
  }

  async snapshot(tableId: string): Promise<Snapshot | undefined> {
    return (await this.ask<Snapshot | null>("cluster:snapshot", tableId)).find((a) => a) ?? undefined;
  }

  async submit(tableId: string, envelope: CommandEnvelope, actor: Actor): Promise<Ack | undefined> {
    // The body goes as the device sent it: the owner's table parses it (a parse is not sent across).
    const body: CommandEnvelope = { id: envelope.id, expectedVersion: envelope.expectedVersion, command: envelope.command };
    const answers = await this.ask<Ack | null>("cluster:command", { tableId, envelope: body, actor: { id: actor.id, role: actor.role } });
    return answers.find((a) => a) ?? undefined;
  }

  async summaries(): Promise<TableSummary[]> {
    return (await this.ask<TableSummary[]>("cluster:summaries")).flat();
  }
}
