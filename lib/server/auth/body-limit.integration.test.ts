import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "@/lib/server/test-server";
import { MAX_BODY_BYTES } from "./body-limit";
import { postSignIn } from "./routes/session-routes";
import { TestClock, deps, freshDatabase, request, type TestDb } from "./test-fixtures";

/**
 * Request bodies are refused once they pass the limit while they stream in, for every route, before
 * Next.js reads them. The real server runs with a stand-in for Next.js's request handler that does
 * what a route handler's `request.text()` does: it keeps the whole body in memory.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let received: number[] = [];

async function keepWholeBody(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  try {
    for await (const chunk of req) {
      chunks.push(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
  } catch {
    // The body was cut off.
  }
  received.push(bytes);
  if (!res.headersSent && !res.writableEnded) res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ok: true, bytes: Buffer.concat(chunks).length }));
}

beforeAll(async () => {
  server = await startTestServer({ handle: keepWholeBody });
});
afterAll(async () => {
  await server?.close();
  await server?.dropDatabase();
});

interface Sent {
  status: number | null;
  body: string;
  bytesSent: number;
}

/** POSTs `total` bytes chunked (64 KiB at a time, never held at once) and stops when the server answers or hangs up. */
function sendChunked(path: string, total: number, headers: Record<string, string> = {}): Promise<Sent> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let bytesSent = 0;
    let status: number | null = null;
    let body = "";
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve({ status, body, bytesSent });
    };
    const req = http.request({ host: "127.0.0.1", port: server.port, path, method: "POST", headers: { host: `localhost:${server.port}`, origin: `http://localhost:${server.port}`, "content-type": "application/json", ...headers } });
    req.on("response", (res) => {
      status = res.statusCode ?? null;
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", finish);
      res.on("error", finish);
    });
    req.on("error", finish);
    req.on("close", () => setTimeout(finish, 50));
    const pump = () => {
      while (!done && status === null && bytesSent < total) {
        bytesSent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (bytesSent >= total) req.end();
    };
    pump();
  });
}

describe("request bodies on the real server", () => {
  it("a 1 GB chunked body is refused once it passes the limit; the server grows by under 20 MB", async () => {
    received = [];
    const before = process.memoryUsage().rss;
    const sent = await sendChunked("/api/auth/sign-in", 1024 * 1024 * 1024);
    const grown = process.memoryUsage().rss - before;
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toEqual({ ok: false, code: "BODY_TOO_LARGE", message: expect.stringMatching(/at most 256 KB/) });
    expect(sent.bytesSent).toBeLessThan(64 * 1024 * 1024);
    expect(Math.max(0, ...received)).toBeLessThanOrEqual(MAX_BODY_BYTES);
    expect(grown).toBeLessThan(20 * 1024 * 1024);
    console.log(`1 GB chunked POST: refused with ${sent.status} after ${(sent.bytesSent / 1024).toFixed(0)} KiB sent; server process RSS grew ${(grown / 1024 / 1024).toFixed(1)} MB`);
  });

  it("for every route and method, declared or chunked", async () => {
    for (const path of ["/api/floor/settle", "/api/admin/tables", "/signin", "/anything/else"]) {
      received = [];
      const sent = await sendChunked(path, 8 * MAX_BODY_BYTES);
      expect({ path, status: sent.status }).toEqual({ path, status: 413 });
      expect(Math.max(0, ...received)).toBeLessThanOrEqual(MAX_BODY_BYTES);
    }
    // A declared Content-Length over the limit is refused before any of it is read.
    received = [];
    const answer = await new Promise<number | undefined>((resolve) => {
      const req = http.request({ host: "127.0.0.1", port: server.port, path: "/api/auth/sign-in", method: "PUT", headers: { host: `localhost:${server.port}`, origin: `http://localhost:${server.port}`, "content-length": String(MAX_BODY_BYTES + 1) } });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on("error", () => resolve(undefined));
      req.write("{");
    });
    expect(answer).toBe(413);
    expect(received).toEqual([]);
  });

  it("a body within the limit reaches the route whole", async () => {
    received = [];
    const sent = await sendChunked("/api/floor/settle", MAX_BODY_BYTES - 64 * 1024);
    expect(sent.status).toBe(200);
    expect(JSON.parse(sent.body)).toEqual({ ok: true, bytes: MAX_BODY_BYTES - 64 * 1024 });
  });
});

describe("a route's own limit (readJson)", () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await freshDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("stops reading a streamed body at the route's limit, whatever its length", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 4096;
        controller.enqueue(new Uint8Array(4096).fill(0x20));
        if (pulled >= 1024 * 1024 * 1024) controller.close();
      },
    });
    const base = request("/api/auth/sign-in", { body: {} });
    const streamed = new Request(base.url, { method: "POST", headers: base.headers, body: endless, duplex: "half" } as RequestInit);
    const answer = await postSignIn(streamed, deps(db, new TestClock()));
    expect(answer.status).toBe(400);
    expect(pulled).toBeLessThan(64 * 1024);
  });
});
