import type { Namespace } from "socket.io";

/** The rooms a table's views go to (lib/server/gateway/rooms.ts `roomOf`). */
const isTableRoom = (room: string) => room.startsWith("table:");

/** How often each node tells the others every room it follows, mending a notice Redis lost. */
const RESEND_MS = 30_000;

/**
 * Which table rooms somebody on another node follows, so a table's owner sends through Redis only
 * the views somebody elsewhere watches: socket.io's Redis adapter would otherwise carry every view
 * of every table to every node, each encoded for it.
 *
 * A node tells the others when a room gains its first follower there and when its last leaves, on
 * the adapter's request channel: the channel on which, after that, it asks for the table's
 * snapshot the subscribe answers with (the gateway joins the room first). Redis keeps one sender's
 * messages in order, so the owner knows of the follower before it takes the snapshot, and no view
 * committed after it is missed. Every half minute each node sends all it follows again, which mends
 * a notice Redis lost. A node that stopped is still counted a follower: its rooms are only sent to
 * for nothing.
 */
export class RemoteFollows {
  private readonly byNode = new Map<string, Set<string>>();
  private resend: NodeJS.Timeout | undefined;

  constructor(
    private readonly ns: Namespace,
    private readonly node: string,
  ) {}

  async start(): Promise<void> {
    this.ns.on("cluster:follow", (node: string, room: string, on: boolean) => {
      if (node === this.node) return;
      let rooms = this.byNode.get(node);
      if (!rooms) this.byNode.set(node, (rooms = new Set()));
      if (on) rooms.add(room);
      else rooms.delete(room);
    });
    this.ns.on("cluster:follows", (node: string, rooms: string[]) => {
      if (node !== this.node) this.byNode.set(node, new Set(rooms));
    });
    this.ns.on("cluster:follows?", (reply: (answer: [string, string[]]) => void) => reply([this.node, this.followedHere()]));
    this.ns.adapter.on("create-room", (room: string) => {
      if (isTableRoom(room)) this.ns.serverSideEmit("cluster:follow", this.node, room, true);
    });
    this.ns.adapter.on("delete-room", (room: string) => {
      if (isTableRoom(room)) this.ns.serverSideEmit("cluster:follow", this.node, room, false);
    });
    const answers = await new Promise<[string, string[]][]>((resolve) => {
      const emit = this.ns.serverSideEmit.bind(this.ns) as (ev: string, ...rest: unknown[]) => boolean;
      emit("cluster:follows?", (_err: unknown, responses: [string, string[]][] | undefined) => resolve(responses ?? []));
    });
    for (const [node, rooms] of answers) if (node !== this.node) this.byNode.set(node, new Set(rooms));
    this.resend = setInterval(() => this.ns.serverSideEmit("cluster:follows", this.node, this.followedHere()), RESEND_MS);
    this.resend.unref();
  }

  private followedHere(): string[] {
    return [...this.ns.adapter.rooms.keys()].filter(isTableRoom);
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
