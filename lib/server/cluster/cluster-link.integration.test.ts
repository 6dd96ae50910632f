import crypto from "node:crypto";
import http from "node:http";
import { Redis } from "ioredis";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";
import { afterAll, describe, expect, it } from "vitest";
import type { TableRegistry, TableSnapshot } from "@/lib/server/tables/table-registry";
import type { TableSummary } from "@/lib/server/tables/table-kind";
import type { Ack, CommandEnvelope } from "@/lib/server/tables/table-actor";
import { REDIS_URL, redisReachable } from "./test-redis";
import { ClusterLink } from "./cluster-link";
import { OwnerChannel } from "./owner-channel";

const haveRedis = await redisReachable();

const DEALER = { id: "dealer-1", role: "dealer" } as const;
const envelope = (id: string): CommandEnvelope => ({ id, expectedVersion: 0, command: { type: "seat-player", seat: 1, name: "Ann" } });

/** Nodes on one Redis adapter key: each with its owner channel and a cluster link over a registry reduced to what the link asks of it. */
function cluster() {
  const closers: (() => Promise<unknown> | void)[] = [];
  const key = `cardroom-test-${crypto.randomBytes(4).toString("hex")}`;

  async function server(requestsTimeout: number) {
    const pub = new Redis(REDIS_URL);
    const sub = pub.duplicate();
    const io = new Server(http.createServer());
    io.adapter(createAdapter(pub, sub, { key, requestsTimeout }));
    closers.push(async () => {
      await new Promise((resolve) => io.close(resolve));
      for (const r of [pub, sub]) r.disconnect();
    });
    return { io, pub };
  }

  return {
    async node(registry: Partial<TableRegistry>, ownerTimeoutMs: number, requestsTimeout = 2000) {
      const { io, pub } = await server(requestsTimeout);
      const channelPub = pub.duplicate();
      const channelSub = pub.duplicate();
      const channel = new OwnerChannel(channelPub, channelSub, key, ownerTimeoutMs);
      await channel.start();
      closers.push(async () => {
        await channel.close();
        for (const r of [channelPub, channelSub]) r.disconnect();
      });
      return new ClusterLink(io.of("/tables"), registry as TableRegistry, channel);
    },
    /** A node on the adapter (its tables' namespace too) that never answers the cluster's questions: one too slow for the adapter's time limit. */
    async silentNode() {
      (await server(2000)).io.of("/tables");
      // Counted among the nodes once its subscription to the adapter's channels is in place.
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
    async close() {
      for (const close of closers.reverse()) await close();
    },
  };
}

describe.skipIf(!haveRedis)("a command for a table another node owns", () => {
  const nodes = cluster();
  afterAll(() => nodes.close());
  const node = nodes.node;

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
    // The owner's late answer to c3 goes out before the nodes close.
    await new Promise((resolve) => setTimeout(resolve, 1200));
  });
});

describe.skipIf(!haveRedis)("a table's views and the floor's lines while a node is too slow to answer", () => {
  const nodes = cluster();
  afterAll(() => nodes.close());

  it("tells a table not found from one whose server may be slow, and says when the floor's lines are missing a node's", async () => {
    const line = { tableId: "t1" } as TableSummary;
    const snapshot = { version: 4, summary: line } as unknown as TableSnapshot;
    await nodes.node({ snapshot: (tableId: string) => (tableId === "t1" ? snapshot : undefined), summaries: () => [line] }, 3000);
    const asker = await nodes.node({ snapshot: () => undefined, summaries: () => [] }, 300, 500);

    // Every node answers: a table nobody runs is not found, and the floor's lines are complete.
    expect(await asker.snapshot("t1")).toEqual(snapshot);
    expect(await asker.snapshot("t9")).toBeUndefined();
    expect(await asker.summaries()).toEqual({ summaries: [line], everyNode: true });

    // A node that does not answer in time may run t9: "late", not "not found"; the owner's answer still counts.
    await nodes.silentNode();
    expect(await asker.snapshot("t9")).toBe("late");
    expect(await asker.snapshot("t1")).toEqual(snapshot);
    expect(await asker.summaries()).toEqual({ summaries: [line], everyNode: false });
  });
});
