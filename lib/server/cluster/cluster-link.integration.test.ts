import crypto from "node:crypto";
import http from "node:http";
import { Redis } from "ioredis";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";
import { afterAll, describe, expect, it } from "vitest";
import type { TableRegistry } from "@/lib/server/tables/table-registry";
import type { Ack, CommandEnvelope } from "@/lib/server/tables/table-actor";
import { REDIS_URL, redisReachable } from "./test-redis";
import { ClusterLink } from "./cluster-link";
import { OwnerChannel } from "./owner-channel";

const haveRedis = await redisReachable();

const DEALER = { id: "dealer-1", role: "dealer" } as const;
const envelope = (id: string): CommandEnvelope => ({ id, expectedVersion: 0, command: { type: "seat-player", seat: 1, name: "Ann" } });

describe.skipIf(!haveRedis)("a command for a table another node owns", () => {
  const closers: (() => Promise<unknown> | void)[] = [];
  const key = `cardroom-test-${crypto.randomBytes(4).toString("hex")}`;
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  /** A node on the Redis adapter with its owner channel, its registry reduced to what the link asks of it. */
  async function node(registry: Partial<TableRegistry>, ownerTimeoutMs: number, requestsTimeout = 2000) {
    const pub = new Redis(REDIS_URL);
    const sub = pub.duplicate();
    const channelPub = pub.duplicate();
    const channelSub = pub.duplicate();
    const io = new Server(http.createServer());
    io.adapter(createAdapter(pub, sub, { key, requestsTimeout }));
    const channel = new OwnerChannel(channelPub, channelSub, key, ownerTimeoutMs);
    await channel.start();
    const link = new ClusterLink(io.of("/tables"), registry as TableRegistry, channel);
    closers.push(async () => {
      await channel.close();
      await new Promise((resolve) => io.close(resolve));
      for (const r of [pub, sub, channelPub, channelSub]) r.disconnect();
    });
    return link;
  }

  it("is answered 'not known yet' when its owner is running but slow, asked alone or with every node, and is not asked of every node again", async () => {
    const received: string[] = [];
    let delayMs = 0;
    await node(
      {
        has: (tableId: string) => tableId === "t1" || tableId === "t2",
        submit: async (_tableId: string, env: CommandEnvelope): Promise<Ack> => {
          const duplicate = received.includes(env.id);
          received.push(env.id);
          await new Promise((resolve) => setTimeout(resolve, delayMs));
          return { ok: true, version: 1, ...(duplicate ? { duplicate } : {}) };
        },
      },
      3000,
    );
    const asker = await node({ has: () => false }, 300, 500);

    // The first command finds the owner by asking every node; the next go to it alone.
    expect(await asker.submit("t1", envelope("c1"), DEALER)).toEqual({ ok: true, version: 1 });
    delayMs = 1000;
    const late = await asker.submit("t1", envelope("c2"), DEALER);
    expect(late).toMatchObject({ ok: false, code: "OUTCOME_UNKNOWN" });
    // The owner goes on to apply it; nobody asked it a second time meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(received).toEqual(["c1", "c2"]);

    // The tablet sends the same id again and gets the owner's answer: a duplicate, not applied twice.
    delayMs = 0;
    expect(await asker.submit("t1", envelope("c2"), DEALER)).toEqual({ ok: true, version: 1, duplicate: true });

    // The first command of another table, while every node is asked: the owner is too slow for the
    // adapter's time limit, so the answer is 'not known yet', not "no such table".
    delayMs = 1000;
    expect(await asker.submit("t2", envelope("c3"), DEALER)).toMatchObject({ ok: false, code: "OUTCOME_UNKNOWN" });
    // A table nobody owns, every node answering: no answer, so the asking node's own registry says so.
    delayMs = 0;
    expect(await asker.submit("t9", envelope("c4"), DEALER)).toBeUndefined();
  });
});
