import type { Namespace } from "socket.io";
import { isBroadcastRoom } from "@/lib/server/gateway/rooms";
import { askEveryNode } from "./ask-every-node";

/** How often each node tells the others every room it follows, mending a notice Redis lost. */
const RESEND_MS = 30_000;
/** A node not heard from for so many of those is taken to have stopped, and its rooms forgotten. */
const SILENT_RESENDS = 2.5;

/**
 * Which table rooms (and whether the floor) somebody on another node follows, so a table's owner
 * sends through Redis only the views and floor lines somebody elsewhere watches: socket.io's Redis
 * adapter would otherwise carry every view of every table to every node, each encoded for it.
 *
 * A node tells the others when a room gains its first follower there and when its last leaves, on
 * the adapter's request channel: the channel on which, after that, it asks for the table's
 * snapshot the subscribe answers with (the gateway joins the room first). Redis keeps one sender's
 * messages in order, so the owner knows of the follower before it takes the snapshot, and no view
 * committed after it is missed. Every half minute each node sends all it follows again, which mends
 * a notice Redis lost; a node not heard from for two and a half of those has stopped, and its rooms
 * are forgotten (until then they are sent to for nothing).
 */
export class RemoteFollows {
  private readonly byNode = new Map<string, Set<string>>();
  /** When each other node was last heard from (any notice). */
  private readonly heard = new Map<string, number>();
  private resend: NodeJS.Timeout | undefined;

  constructor(
    private readonly ns: Namespace,
    private readonly node: string,
    private readonly resendMs = RESEND_MS,
  ) {}

  /** The rooms `node` follows, kept; it was heard from now. */
  private heardFrom(node: string): Set<string> {
    this.heard.set(node, performance.now());
    let rooms = this.byNode.get(node);
    if (!rooms) this.byNode.set(node, (rooms = new Set()));
    return rooms;
  }

  async start(): Promise<void> {
    this.ns.on("cluster:follow", (node: string, room: string, on: boolean) => {
      if (node === this.node) return;
      const rooms = this.heardFrom(node);
      if (on) rooms.add(room);
      else rooms.delete(room);
    });
    this.ns.on("cluster:follows", (node: string, rooms: string[]) => {
      if (node !== this.node) this.replace(node, rooms);
    });
    this.ns.on("cluster:follows?", (reply: (answer: [string, string[]]) => void) => reply([this.node, this.followedHere()]));
    this.ns.adapter.on("create-room", (room: string) => {
      if (isBroadcastRoom(room)) this.ns.serverSideEmit("cluster:follow", this.node, room, true);
    });
    this.ns.adapter.on("delete-room", (room: string) => {
      if (isBroadcastRoom(room)) this.ns.serverSideEmit("cluster:follow", this.node, room, false);
    });
    const { answers } = await askEveryNode<[string, string[]]>(this.ns, "cluster:follows?");
    for (const [node, rooms] of answers) if (node !== this.node) this.replace(node, rooms);
    this.resend = setInterval(() => {
      this.ns.serverSideEmit("cluster:follows", this.node, this.followedHere());
      this.forgetSilent();
    }, this.resendMs);
    this.resend.unref();
  }

  private replace(node: string, rooms: string[]): void {
    const kept = this.heardFrom(node);
    kept.clear();
    for (const room of rooms) kept.add(room);
  }

  private forgetSilent(): void {
    const since = performance.now() - this.resendMs * SILENT_RESENDS;
    for (const [node, at] of this.heard) {
      if (at >= since) continue;
      this.heard.delete(node);
      this.byNode.delete(node);
    }
  }

  private followedHere(): string[] {
    return [...this.ns.adapter.rooms.keys()].filter(isBroadcastRoom);
  }

  /** Whether somebody on another node follows `room`. */
  follows(room: string): boolean {
    for (const rooms of this.byNode.values()) if (rooms.has(room)) return true;
    return false;
  }

  stop(): void {
    clearInterval(this.resend);
  }
}
