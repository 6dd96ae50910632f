import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { io, type Socket } from "socket.io-client";

// What the floor's browser tests share: signing in, the accessibility check, and a dealer tablet
// driven as a real socket.io client (signed in as the table's demo dealer).

export async function signIn(page: Page, baseURL: string, username: string, password: string): Promise<void> {
  const answer = await page.request.post("/api/auth/sign-in", { data: { username, password }, headers: { origin: baseURL } });
  expect(answer.ok(), `sign in as ${username}`).toBe(true);
}

export async function noSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** The dealer tablet of a table, as a socket: signed in with the demo dealer's session cookie. */
export class DealerSocket {
  private n = 0;
  private version = 0;
  private constructor(
    private readonly socket: Socket,
    private readonly tableId: string,
  ) {}

  static async open(baseURL: string, tableId: string, username: string, password: string): Promise<DealerSocket> {
    const res = await fetch(`${baseURL}/api/auth/sign-in`, { method: "POST", headers: { "content-type": "application/json", origin: baseURL }, body: JSON.stringify({ username, password }) });
    expect(res.ok).toBe(true);
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const socket = await new Promise<Socket>((resolve, reject) => {
      const s = io(`${baseURL}/tables`, { auth: { role: "dealer" }, extraHeaders: { cookie, origin: baseURL }, transports: ["websocket"], reconnection: false });
      s.once("connect", () => resolve(s));
      s.once("connect_error", reject);
    });
    const d = new DealerSocket(socket, tableId);
    await d.view();
    return d;
  }

  async view<V = { next: { command: string | null }; settlement: { lines: unknown[] } | null; handNumber: number }>(): Promise<V> {
    const reply = (await this.socket.timeout(10_000).emitWithAck("table:subscribe", { tableId: this.tableId })) as { ok: boolean; version: number; view: V; message?: string };
    if (!reply.ok) throw new Error(`subscribe ${this.tableId}: ${reply.message}`);
    this.version = reply.version;
    return reply.view;
  }

  async send(command: Record<string, unknown>): Promise<void> {
    const answer = (await this.socket.timeout(10_000).emitWithAck("table:command", { tableId: this.tableId, id: `e2e-floor-${Date.now()}-${++this.n}`, expectedVersion: this.version, command })) as {
      ok: boolean;
      version?: number;
      code?: string;
      message?: string;
    };
    if (!answer.ok) throw new Error(`${String(command.type)}: ${answer.code} ${answer.message}`);
    this.version = answer.version ?? this.version;
  }

  close(): void {
    this.socket.close();
  }
}
