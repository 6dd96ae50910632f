/** What the browser stores' tests share (in node, so outside the browser-code lint rule): a stand-in table server on a real socket.io, and waiting for a state. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { Server, type Socket } from "socket.io";

/** A socket.io server on a free local port, its `/tables` sockets handed to `onConnection`. */
export async function standInServer(onConnection: (socket: Socket) => void): Promise<{ url: string; close: () => Promise<void> }> {
  const httpServer = http.createServer();
  const io = new Server(httpServer);
  io.of("/tables").on("connection", onConnection);
  await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => io.close(() => resolve())),
  };
}

/** Waits (every 10 ms, `tries` times at most) until `check` holds, and fails the test if it never does. */
export async function until(check: () => boolean, tries = 200): Promise<void> {
  for (let i = 0; i < tries && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}
