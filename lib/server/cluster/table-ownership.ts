import pg from "pg";

/**
 * With several nodes, each live table is owned by one node at a time: a PostgreSQL advisory lock
 * held on this node's own connection. If the connection drops, PostgreSQL releases the locks and
 * another node takes the tables over; this node drops them at once. Even a split-brain cannot fork
 * a table: its events need the next gap-free sequence number, which only one writer can get.
 */
export class TableOwnership {
  private client: pg.Client | null = null;
  private readonly owned = new Set<string>();
  private lostHandlers: (() => void)[] = [];

  constructor(private readonly url: string) {}

  async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: "cardroom-ownership" });
    client.on("error", () => this.lose());
    client.on("end", () => this.lose());
    await client.connect();
    this.client = client;
  }

  onLost(handler: () => void): void {
    this.lostHandlers.push(handler);
  }

  private lose(): void {
    if (!this.client) return;
    this.client = null;
    this.owned.clear();
    for (const h of this.lostHandlers) h();
  }

  owns(tableId: string): boolean {
    return this.owned.has(tableId);
  }

  ownedTables(): string[] {
    return [...this.owned];
  }

  async tryAcquire(tableId: string): Promise<boolean> {
    if (this.owned.has(tableId)) return true;
    if (!this.client) await this.connect();
    const { rows } = await this.client!.query<{ ok: boolean }>("SELECT pg_try_advisory_lock(hashtext($1)) AS ok", [`table:${tableId}`]);
    if (rows[0]?.ok) this.owned.add(tableId);
    return rows[0]?.ok === true;
  }

  async release(tableId: string): Promise<void> {
    if (!this.owned.delete(tableId) || !this.client) return;
    await this.client.query("SELECT pg_advisory_unlock(hashtext($1))", [`table:${tableId}`]).catch(() => {});
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.owned.clear();
    await client?.end().catch(() => {});
  }
}
