import crypto from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { REDIS_URL, redisReachable } from "./test-redis";
import type { Ack } from "@/lib/server/tables/table-actor";
import { OwnerChannel, type ForwardedCommand } from "./owner-channel";

const haveRedis = await redisReachable();

const COMMAND: ForwardedCommand = { tableId: "t1", envelope: { id: "c1", expectedVersion: 3, command: { type: "seat-player", seat: 1, name: "Ann" } }, actor: { id: "dealer-1", role: "dealer" } };

describe.skipIf(!haveRedis)("the owner channel (one Redis channel per node)", () => {
  const clients: Redis[] = [];
  const channels: OwnerChannel[] = [];
  const prefix = `cardroom-test-${crypto.randomBytes(4).toString("hex")}`;
  afterAll(async () => {
    for (const c of channels) await c.close();
    for (const r of clients) r.disconnect();
  });
  async function node(timeoutMs?: number): Promise<OwnerChannel> {
    const pub = new Redis(REDIS_URL);
    const sub = pub.duplicate();
    clients.push(pub, sub);
    const channel = new OwnerChannel(pub, sub, prefix, timeoutMs);
    await channel.start();
    channels.push(channel);
    return channel;
  }

  it("asks the owner's node and brings its answer back; a node that no longer owns the table answers null", async () => {
    const [owner, asker] = [await node(), await node()];
    const seen: ForwardedCommand[] = [];
    owner.answerWith(async (command) => {
      seen.push(command);
      return command.tableId === "t1" ? ({ ok: true, version: 4 } as Ack) : null;
    });
    expect(await asker.ask(owner.node, COMMAND)).toEqual({ ok: true, version: 4 });
    expect(seen).toEqual([COMMAND]);
    expect(await asker.ask(owner.node, { ...COMMAND, tableId: "t9" })).toBeNull();
  });

  it("a node nobody listens for (it stopped) is told at once, not after the time limit", async () => {
    const asker = await node(60_000);
    const started = performance.now();
    expect(await asker.ask("no-such-node", COMMAND)).toBe("gone");
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  it("an owner that does not answer in time is told apart from one that is gone", async () => {
    const [owner, asker] = [await node(), await node(200)];
    owner.answerWith(() => new Promise<Ack | null>(() => {}));
    expect(await asker.ask(owner.node, COMMAND)).toBe("late");
  });
});
