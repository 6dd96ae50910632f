import http from "node:http";
import os from "node:os";
import { io as connectClient } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer } from "@/lib/server/test-server";
import { credentialsFor } from "@/lib/server/test-credentials";

/**
 * DNS rebinding: a page at evil.example whose name is made to resolve to the room's server sends
 * requests with `Host: evil.example` and a matching Origin, so an Origin check alone passes. The
 * real server accepts state-changing requests and sockets only for its own host names.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let reached = 0;

beforeAll(async () => {
  server = await startTestServer({
    handle: async (req, res) => {
      reached += 1;
      req.resume();
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    },
  });
});
afterAll(async () => {
  await server?.close();
  await server?.dropDatabase();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

function send(method: string, host: string, path = "/api/auth/sign-in"): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: server.port, path, method, headers: { host, origin: `http://${host}`, "content-type": "application/json" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end(method === "GET" ? undefined : "{}");
  });
}

describe("the Host header on the real server", () => {
  it("refuses a state-changing request for another site's name, before any route sees it", async () => {
    reached = 0;
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const answer = await send(method, `evil.example:${server.port}`);
      expect({ method, status: answer.status }).toEqual({ method, status: 403 });
      expect(JSON.parse(answer.body)).toEqual({ ok: false, code: "BAD_HOST", message: expect.stringMatching(/ALLOWED_HOSTS/) });
    }
    expect(reached).toBe(0);
  });

  it("accepts loopback, the machine's own name, any IP address, and the names in ALLOWED_HOSTS", async () => {
    reached = 0;
    const hosts = [`localhost:${server.port}`, `127.0.0.1:${server.port}`, `[::1]:${server.port}`, "app.localhost", os.hostname().toLowerCase(), "192.168.1.20:3000"];
    for (const host of hosts) expect({ host, status: (await send("POST", host)).status }).toEqual({ host, status: 200 });
    expect((await send("POST", "room.example")).status).toBe(403);
    vi.stubEnv("ALLOWED_HOSTS", "tablets.example, room.example");
    expect((await send("POST", "room.example")).status).toBe(200);
    expect((await send("POST", "ROOM.example:443")).status).toBe(200);
    expect(reached).toBe(hosts.length + 2);
  });

  it("leaves reads alone", async () => {
    expect((await send("GET", "evil.example", "/signin")).status).toBe(200);
  });

  it("refuses a socket connection for another site's name, with the reason", async () => {
    const { cookie } = await credentialsFor(server.db, "supervisor");
    const open = (host: string) =>
      new Promise<{ connected: boolean; error?: string; data?: unknown }>((resolve) => {
        const socket = connectClient(`http://127.0.0.1:${server.port}/tables`, { extraHeaders: { cookie, host }, transports: ["websocket"], forceNew: true, reconnection: false });
        socket.once("connect", () => {
          socket.close();
          resolve({ connected: true });
        });
        socket.once("connect_error", (error: Error & { data?: unknown }) => {
          socket.close();
          resolve({ connected: false, error: error.message, data: error.data });
        });
      });
    expect(await open(`localhost:${server.port}`)).toEqual({ connected: true });
    expect(await open(`evil.example:${server.port}`)).toEqual({ connected: false, error: "BAD_HOST", data: { code: "BAD_HOST", message: expect.stringMatching(/ALLOWED_HOSTS/) } });
  });
});
