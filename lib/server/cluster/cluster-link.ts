import type { Namespace } from "socket.io";
import type { Actor } from "@/lib/domain/table/machine";
import type { TableRegistry, TableSnapshot as Snapshot } from "@/lib/server/tables/table-registry";
import { CHECKING_AGAIN, type Ack, type CommandEnvelope } from "@/lib/server/tables/table-actor";
import type { TableSummary } from "@/lib/server/tables/table-kind";
import { askEveryNode } from "./ask-every-node";
import type { ForwardedCommand, OwnerChannel } from "./owner-channel";

/** The owner's answer to a command asked of every node: with its node's name on the owner channel. */
type OwnerAnswer = { ack: Ack; node: string | null };

/** The answer when the table's owner may be running but did not answer in time: the tablet asks again with the same id. */
const OWNER_LATE_MESSAGE = `The table's server did not answer in time, so this step may or may not have been saved. ${CHECKING_AGAIN}`;

const ownerLate = (envelope: CommandEnvelope): Ack => ({ ok: false, code: "OUTCOME_UNKNOWN", message: OWNER_LATE_MESSAGE, version: envelope.expectedVersion });

/**
 * Asks the other nodes (through the socket.io adapter) for what this node does not own: a table's
 * current views, the answer to a command, every table's floor summary. Only the owner answers.
 * With an owner channel, a command goes straight to the table's owner once it is known.
 */
export class ClusterLink {
  /** The node that last answered for each table, asked directly next time. */
  private readonly owners = new Map<string, string>();

  constructor(
    private readonly ns: Namespace,
    private readonly registry: TableRegistry,
    private readonly channel?: OwnerChannel,
  ) {
    ns.on("cluster:snapshot", (tableId: string, reply: (s: Snapshot | null) => void) => reply(registry.snapshot(tableId) ?? null));
    ns.on("cluster:command", (msg: ForwardedCommand, reply: (a: OwnerAnswer | null) => void) => {
      this.answer(msg).then((ack) => reply(ack ? { ack, node: channel?.node ?? null } : null), () => reply(null));
    });
    ns.on("cluster:summaries", (reply: (s: TableSummary[]) => void) => reply(registry.summaries()));
    channel?.answerWith(this.answer);
  }

  /** The owner's side of a forwarded command: null if this node does not own the table. */
  readonly answer = async (msg: ForwardedCommand): Promise<Ack | null> => (this.registry.has(msg.tableId) ? this.registry.submit(msg.tableId, msg.envelope, msg.actor) : null);

  /** The table's views from its owner; "late" when none answered but a node did not answer in time (it may own the table). */
  async snapshot(tableId: string): Promise<Snapshot | "late" | undefined> {
    const { answers, everyNode } = await askEveryNode<Snapshot | null>(this.ns, "cluster:snapshot", tableId);
    return answers.find((a) => a) ?? (everyNode ? undefined : "late");
  }

  async submit(tableId: string, envelope: CommandEnvelope, actor: Actor): Promise<Ack | undefined> {
    // The body goes as the device sent it: the owner's table parses it (a parse is not sent across).
    const command: ForwardedCommand = { tableId, envelope: { id: envelope.id, expectedVersion: envelope.expectedVersion, command: envelope.command }, actor: { id: actor.id, role: actor.role } };
    const owner = this.owners.get(tableId);
    if (owner && this.channel) {
      const ack = await this.channel.ask(owner, command);
      // A running owner that is slow would be slow to every node's asking too: the device sends the
      // same id again (lib/client/command-sender.ts), which the table answers and never applies twice.
      if (ack === "late") return ownerLate(envelope);
      if (ack !== "gone" && ack !== null) return ack;
      // That node stopped or gave the table up: every node is asked, as the first time. A command
      // it did take is answered again, not applied twice (the table knows its id).
      this.owners.delete(tableId);
    }
    const { answers, everyNode } = await askEveryNode<OwnerAnswer | null>(this.ns, "cluster:command", command);
    const answer = answers.find((a) => a);
    if (answer?.node) this.owners.set(tableId, answer.node);
    // No owner answered, but a node did not answer in time: it may own the table and take the command.
    if (!answer && !everyNode) return ownerLate(envelope);
    return answer?.ack;
  }

  /** The other nodes' floor lines; `everyNode` false when a node's are missing (it did not answer in time). */
  async summaries(): Promise<{ summaries: TableSummary[]; everyNode: boolean }> {
    const { answers, everyNode } = await askEveryNode<TableSummary[]>(this.ns, "cluster:summaries");
    return { summaries: answers.flat(), everyNode };
  }
}
