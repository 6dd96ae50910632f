import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Redis } from "ioredis";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";
import { io as connectClient, type Socket as ClientSocket } from "socket.io-client";
import { afterAll, describe, expect, it } from "vitest";
import { REDIS_URL, redisReachable } from "./test-redis";
import { RemoteFollows } from "./remote-follows";

const haveRedis = await redisReachable();

describe.skipIf(!haveRedis)("the rooms other nodes follow", () => {
  const closers: (() => Promise<unknown> | void)[] = [];
  const key = `cardroom-test-${crypto.randomBytes(4).toString("hex")}`;
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  /** A node: a socket.io server on the Redis adapter whose /tables sockets join the rooms they ask for. */
  async function node(name: string, resendMs?: number) {
    const pub = new Redis(REDIS_URL);
    const sub = pub.duplicate();
    const server = http.createServer();
    const io = new Server(server);
    io.adapter(createAdapter(pub, sub, { key, requestsTimeout: 2000 }));
    const ns = io.of("/tables");
    ns.on("connection", (socket) => {
      socket.on("join", (room: string, ack: () => void) => void Promise.resolve(socket.join(room)).then(ack));
      socket.on("leave", (room: string, ack: () => void) => void Promise.resolve(socket.leave(room)).then(ack));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const follows = new RemoteFollows(ns, name, resendMs);
    await follows.start();
    closers.push(async () => {
      follows.stop();
      await new Promise((resolve) => io.close(resolve));
      pub.disconnect();
      sub.disconnect();
    });
    const port = (server.address() as AddressInfo).port;
    const client = async (): Promise<ClientSocket> => {
      const socket = connectClient(`http://127.0.0.1:${port}/tables`, { transports: ["websocket"] });
      closers.push(() => void socket.close());
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
      return socket;
    };
    /** The node falls silent, as one whose process was killed: no notices, no resends. */
    const silence = () => {
      follows.stop();
      ns.adapter.removeAllListeners("create-room");
      ns.adapter.removeAllListeners("delete-room");
    };
    return { follows, client, silence };
  }

  it("a node hears of a table room's or the floor's first follower on another node and of its last leaving, and not of other rooms", async () => {
    const a = await node("a");
    const b = await node("b");
    const wall = await b.client();
    await wall.emitWithAck("join", "table:t1:display:patch");
    await expect.poll(() => a.follows.follows("table:t1:display:patch")).toBe(true);
    expect(b.follows.follows("table:t1:display:patch")).toBe(false); // its own followers are not "elsewhere"
    expect(a.follows.follows("table:t2:display:patch")).toBe(false);
    await wall.emitWithAck("join", "lobby");
    await wall.emitWithAck("join", "floor");
    await expect.poll(() => a.follows.follows("floor")).toBe(true);
    expect(a.follows.follows("lobby")).toBe(false);
    expect(a.follows.follows(wall.id!)).toBe(false); // a socket's own room
    await wall.emitWithAck("leave", "table:t1:display:patch");
    await wall.emitWithAck("leave", "floor");
    await expect.poll(() => a.follows.follows("table:t1:display:patch") || a.follows.follows("floor")).toBe(false);

    // A node that starts later asks what the others follow already.
    await wall.emitWithAck("join", "table:t3:dealer");
    await expect.poll(() => a.follows.follows("table:t3:dealer")).toBe(true);
    const c = await node("c");
    expect(c.follows.follows("table:t3:dealer")).toBe(true);
  });

  it("forgets the rooms of a node not heard from for two and a half resends, and only that node's", async () => {
    const a = await node("a2", 100);
    const d = await node("d", 100);
    const e = await node("e", 100);
    await (await d.client()).emitWithAck("join", "table:t4:display");
    await (await e.client()).emitWithAck("join", "table:t5:display");
    await expect.poll(() => a.follows.follows("table:t4:display") && a.follows.follows("table:t5:display")).toBe(true);
    d.silence();
    await expect.poll(() => a.follows.follows("table:t4:display"), { timeout: 10_000 }).toBe(false);
    expect(a.follows.follows("table:t5:display")).toBe(true);
  });
});
