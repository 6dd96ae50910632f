import type { Actor } from "@/lib/domain/table/machine";
import type { ClusterLink } from "@/lib/server/cluster/cluster-link";
import type { Ack, CommandEnvelope } from "./table-actor";
import type { TableRegistry, TableSnapshot } from "./table-registry";
import type { AnyTableKind, TableSummary } from "./table-kind";

/**
 * Every live table of the deployment, wherever it runs: the tables of this node from the registry,
 * the others through their owner (the cluster link, when several nodes share the floor). The socket
 * gateway and the API routes both go through here, so a table answers the same whichever node a
 * device or a supervisor's browser reached.
 */
export class LiveTables {
  constructor(
    readonly registry: TableRegistry,
    private readonly cluster?: ClusterLink,
  ) {}

  /** Tables of other nodes never change family (a configuration keeps the family): known once, kept. */
  private readonly remoteKinds = new Map<string, AnyTableKind>();

  /**
   * The game family of a live table as the server runs it (its machine, its commands' roles),
   * wherever it runs; undefined when no node runs it. Found among the families this server was
   * started with (kinds.ts), so a family registered there is played like any other.
   */
  async kind(tableId: string): Promise<AnyTableKind | undefined> {
    const local = this.registry.kindOf(tableId);
    if (local) return local;
    const known = this.remoteKinds.get(tableId);
    if (known) return known;
    await this.lookup(tableId);
    return this.remoteKinds.get(tableId);
  }

  async snapshot(tableId: string): Promise<TableSnapshot | undefined> {
    const found = await this.lookup(tableId);
    return found === "late" ? undefined : found;
  }

  /**
   * As `snapshot`, but "late" when another node that may run the table did not answer in time.
   * Another node's table has its family remembered here, so a device that subscribed has its first
   * command checked without asking every node again.
   */
  async lookup(tableId: string): Promise<TableSnapshot | "late" | undefined> {
    const local = this.registry.snapshot(tableId);
    if (local || !this.cluster) return local;
    const remote = await this.cluster.snapshot(tableId);
    if (remote && remote !== "late" && !this.remoteKinds.has(tableId)) {
      const kind = this.registry.kindFor(remote.summary.gameId);
      if (kind) this.remoteKinds.set(tableId, kind);
    }
    return remote;
  }

  async submit(tableId: string, envelope: CommandEnvelope, actor: Actor): Promise<Ack> {
    if (this.registry.has(tableId) || !this.cluster) return this.registry.submit(tableId, envelope, actor);
    return (await this.cluster.submit(tableId, envelope, actor)) ?? this.registry.submit(tableId, envelope, actor);
  }

  /** The floor's line of every live table, sorted by table id. */
  async summaries(): Promise<TableSummary[]> {
    return (await this.floorLines()).tables;
  }

  /** As `summaries`, and whether every node answered (`complete`): a slow node's tables are missing otherwise. */
  async floorLines(): Promise<{ tables: TableSummary[]; complete: boolean }> {
    const remote = this.cluster ? await this.cluster.summaries() : { summaries: [], everyNode: true };
    return { tables: [...this.registry.summaries(), ...remote.summaries].sort((a, b) => a.tableId.localeCompare(b.tableId)), complete: remote.everyNode };
  }

  /**
   * A command given from a page (a route handler), not a device: made against the table's current
   * version and made again if the table moved on in between, so a busy table does not refuse a
   * supervisor's change for a dealer's card. The same id each time: it is applied at most once.
   */
  async command(tableId: string, id: string, command: { readonly type: string; readonly [field: string]: unknown }, actor: Actor): Promise<Ack> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const snap = await this.snapshot(tableId);
      if (!snap) return { ok: false, code: "UNKNOWN_TABLE", message: `Table "${tableId}" is not live.`, version: 0 };
      const answer = await this.submit(tableId, { id, expectedVersion: snap.version, command }, actor);
      if (answer.ok || answer.code !== "STALE_VERSION") return answer;
    }
    return { ok: false, code: "BUSY_TABLE", message: "The table kept changing while this was being done: try again between rounds.", version: 0 };
  }
}
