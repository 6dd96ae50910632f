/** For the lists' integration tests: real socket.io clients on the `/waitlist` namespace, signed in for real. */
import crypto from "node:crypto";
import { io as connectClient, type Socket } from "socket.io-client";
import type { WaitlistBoardView, WaitlistFloorView } from "@/lib/domain/waitlist";
import type { Database } from "@/lib/server/db/database";
import { GAME_BOARD } from "@/lib/server/auth/displays";
import { credentialsFor, type Who } from "@/lib/server/test-credentials";

export type Ack = { ok: true; version: number; duplicate?: boolean } | { ok: false; code: string; message: string; version: number };

/** A floor screen or the board: subscribed, its latest view kept as pushes arrive. */
export class ListsScreen<V> {
  view!: V;
  version = 0;
  private constructor(
    readonly socket: Socket,
    readonly screen: "floor" | "board",
  ) {
    socket.on(`waitlist:${screen}`, (message: { version: number; view: V }) => {
      if (message.version >= this.version) {
        this.version = message.version;
        this.view = message.view;
      }
    });
  }

  static async open<V>(server: { port: number; db: Pick<Database, "prisma"> }, who: Who, screen: "floor" | "board"): Promise<ListsScreen<V>> {
    const { cookie } = await credentialsFor(server.db, who, who === "display" ? GAME_BOARD : "t1");
    const socket = connectClient(`http://127.0.0.1:${server.port}/waitlist`, {
      auth: who === "display" ? { as: "display" } : { as: "staff" },
      extraHeaders: { cookie },
      transports: ["websocket"],
      forceNew: true,
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
    const s = new ListsScreen<V>(socket, screen);
    const reply = (await socket.timeout(10_000).emitWithAck("waitlist:subscribe", { screen })) as { ok: boolean; version: number; view: V; message?: string };
    if (!reply.ok) throw new Error(`subscribe ${screen}: ${reply.message}`);
    s.version = reply.version;
    s.view = reply.view;
    return s;
  }

  /** Send a command with a fresh id (or the given one, to retry). */
  send(command: Record<string, unknown>, id: string = `test-${crypto.randomUUID()}`): Promise<Ack> {
    return this.socket.timeout(10_000).emitWithAck("waitlist:command", { id, command }) as Promise<Ack>;
  }

  /** Send and insist it is accepted. */
  async do(command: Record<string, unknown>): Promise<Ack & { ok: true }> {
    const ack = await this.send(command);
    if (!ack.ok) throw new Error(`${String(command.type)} refused: ${ack.code} ${ack.message}`);
    return ack;
  }

  close(): void {
    this.socket.close();
  }
}

export type FloorScreen = ListsScreen<WaitlistFloorView>;
export type BoardScreen = ListsScreen<WaitlistBoardView>;
