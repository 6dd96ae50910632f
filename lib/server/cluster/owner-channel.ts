import crypto from "node:crypto";
import type { Redis } from "ioredis";
import type { Actor } from "@/lib/domain/table/machine";
import type { Ack, CommandEnvelope } from "@/lib/server/tables/table-actor";

/** A command for a table this node does not own, as it crosses to the owner. */
export interface ForwardedCommand {
  readonly tableId: string;
  readonly envelope: CommandEnvelope;
  readonly actor: Actor;
}

/** Why the owner gave no answer: nobody listens on its channel (it stopped), or it did not answer in time. */
export type NoAnswer = "gone" | "late";

type Message = { readonly ask: string; readonly from: string; readonly command: ForwardedCommand } | { readonly answers: string; readonly ack: Ack | null };

/**
 * Each node's own Redis channel: a command for a table another node owns goes straight to that
 * node's channel and its answer straight back on the sender's, one publish each way. The adapter's
 * server-side emit (ClusterLink) first counts the nodes, a round trip to Redis, then asks every
 * one of them: it is kept for finding a table's owner, not for each command.
 */
export class OwnerChannel {
  /** This node's name on the channel. */
  readonly node = crypto.randomBytes(6).toString("hex");
  private readonly waiting = new Map<string, (ack: Ack | null | NoAnswer) => void>();
  private asked = 0;
  /** The owner's side: the table's answer, or null when this node does not own the table (any more). */
  private answer: (command: ForwardedCommand) => Promise<Ack | null> = () => Promise.resolve(null);

  constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly prefix: string,
    private readonly timeoutMs = 3000,
  ) {}

  /** How this node answers the commands sent to it (ClusterLink's `answer`). */
  answerWith(answer: (command: ForwardedCommand) => Promise<Ack | null>): void {
    this.answer = answer;
  }

  private channelOf(node: string): string {
    return `${this.prefix}:node:${node}`;
  }

  async start(): Promise<void> {
    this.sub.on("message", (channel: string, raw: string) => {
      if (channel === this.channelOf(this.node)) this.received(raw);
    });
    await this.sub.subscribe(this.channelOf(this.node));
  }

  private received(raw: string): void {
    let message: Message;
    try {
      message = JSON.parse(raw) as Message;
    } catch {
      return;
    }
    if ("answers" in message) {
      const resolve = this.waiting.get(message.answers);
      this.waiting.delete(message.answers);
      resolve?.(message.ack);
      return;
    }
    const reply = (ack: Ack | null) => void this.pub.publish(this.channelOf(message.from), JSON.stringify({ answers: message.ask, ack })).catch(() => {});
    this.answer(message.command).then(reply, () => reply(null));
  }

  /**
   * The owner's answer to the command: null when that node no longer owns the table, "gone" when
   * nobody listens on its channel (it stopped, or Redis is not reachable), "late" when it did not
   * answer in time (it may still apply the command).
   */
  ask(node: string, command: ForwardedCommand): Promise<Ack | null | NoAnswer> {
    const id = `${this.node}-${++this.asked}`;
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined = undefined;
      const done = (ack: Ack | null | NoAnswer) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(ack);
      };
      timer = setTimeout(() => done("late"), this.timeoutMs);
      this.waiting.set(id, done);
      this.pub.publish(this.channelOf(node), JSON.stringify({ ask: id, from: this.node, command })).then(
        (listeners) => {
          if (listeners === 0) done("gone");
        },
        () => done("gone"),
      );
    });
  }

  async close(): Promise<void> {
    for (const resolve of this.waiting.values()) resolve("gone");
    this.waiting.clear();
    await this.sub.unsubscribe(this.channelOf(this.node)).catch(() => {});
  }
}
