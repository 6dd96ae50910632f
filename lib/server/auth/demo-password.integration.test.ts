import http from "node:http";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@/lib/server/config";
import { createTestDatabase } from "@/lib/server/db/test-database";
import { getRuntime } from "@/lib/server/runtime";
import { startTestServer } from "@/lib/server/test-server";
import { runtimeDeps } from "./request-auth";
import { postSignIn } from "./routes/session-routes";
import { demoAccountsShownTo } from "./demo-staff";
import { clientAddress } from "./http";

/**
 * The quick start's demo accounts on the real server, reached from another address (issue 31): the
 * demo admin's published password once opened an admin session from the room's network when the
 * caller chose a new password, locking the operator out. Now a published password opens nothing
 * from another address, with or without a new one; only the machine itself (loopback) may use it or
 * replace it; and the start page lists the accounts only there.
 *
 * "Another address" is this machine's own non-loopback interface: the server listens on every
 * interface and the request comes from that address, so the server learns it the way it learns any
 * client's (the TCP peer, stamped by the custom server; X-Forwarded-For is ignored without
 * TRUST_PROXY). The sign-in route is the real handler; the start page's list is the function the
 * page calls, fed the same stamped address.
 */
const other = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === "IPv4")?.address;

let server: Awaited<ReturnType<typeof startTestServer>>;
let dropDatabase: () => Promise<void>;

async function toRequest(req: http.IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
  return new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: req.method === "POST" ? Buffer.concat(chunks) : undefined });
}

beforeAll(async () => {
  if (!other) throw new Error("this machine has no non-loopback IPv4 interface to play another address");
  const db = await createTestDatabase();
  dropDatabase = () => db.drop();
  const config = loadConfig({ DATABASE_URL: db.url, PORT: "0", HOST: "0.0.0.0", SEED_DEMO: "true" });
  server = await startTestServer(
    {
      config,
      handle: async (req, res) => {
        if (req.method === "POST" && req.url === "/api/auth/sign-in") {
          const answer = await postSignIn(await toRequest(req), runtimeDeps());
          res.writeHead(answer.status, { "content-type": "application/json", "set-cookie": answer.headers.getSetCookie() });
          res.end(await answer.text());
          return;
        }
        // The start page's list of demo accounts, as app/page.tsx makes it.
        const shown = demoAccountsShownTo(clientAddress(req.headers), getRuntime().demoAccounts).map((a) => a.username);
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(shown));
      },
    },
    { url: db.url },
  );
});
afterAll(async () => {
  await server?.close();
  await dropDatabase?.();
});

type Answer = { status: number; cookies: string[]; body: { ok?: boolean; code?: string; message?: string; staff?: { role: string } } | string[] };

function send(from: "loopback" | "other", method: "GET" | "POST", path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Answer> {
  const host = from === "loopback" ? "127.0.0.1" : other!;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host, port: server.port, path, method, headers: { host: `${host}:${server.port}`, origin: `http://${host}:${server.port}`, "content-type": "application/json", ...extra } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, cookies: ([] as string[]).concat(res.headers["set-cookie"] ?? []), body: JSON.parse(text) }));
      },
    );
    req.on("error", reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const signIn = (from: "loopback" | "other", body: Record<string, string>, extra?: Record<string, string>) => send(from, "POST", "/api/auth/sign-in", body, extra);

describe("a demo account's published password on the real server", () => {
  it("opens nothing from another address, with or without a new password, even claiming to be loopback", async () => {
    const plain = await signIn("other", { username: "admin", password: "demo-admin" });
    expect(plain).toMatchObject({ status: 403, cookies: [], body: { ok: false, code: "DEMO_PASSWORD_LOCAL_ONLY", message: expect.stringMatching(/opens nothing from another device/) } });
    const claimed = await signIn("other", { username: "admin", password: "demo-admin", newPassword: "the room's admin now 1" });
    expect(claimed).toMatchObject({ status: 403, cookies: [], body: { code: "DEMO_PASSWORD_LOCAL_ONLY" } });
    // A forged X-Forwarded-For is not believed without TRUST_PROXY.
    const forged = await signIn("other", { username: "floor", password: "demo-floor", newPassword: "the room's floor now 1" }, { "x-forwarded-for": "127.0.0.1" });
    expect(forged).toMatchObject({ status: 403, cookies: [], body: { code: "DEMO_PASSWORD_LOCAL_ONLY" } });
    // Nothing was changed: the password the caller chose opens nothing, the published one still works on the machine.
    expect((await signIn("other", { username: "admin", password: "the room's admin now 1" })).status).toBe(401);
    expect(await signIn("loopback", { username: "admin", password: "demo-admin" })).toMatchObject({ status: 200, body: { staff: { role: "admin" } } });
    // Typing it from the room is not a failed attempt: the operator is not locked out by it.
    for (let i = 0; i < 6; i += 1) expect((await signIn("other", { username: "admin", password: "demo-admin" })).status).toBe(403);
    expect((await signIn("loopback", { username: "admin", password: "demo-admin" })).status).toBe(200);
  });

  it("is listed on the start page only to the machine itself", async () => {
    expect((await send("other", "GET", "/")).body).toEqual([]);
    expect((await send("other", "GET", "/", undefined, { "x-forwarded-for": "127.0.0.1" })).body).toEqual([]);
    expect((await send("loopback", "GET", "/")).body).toContain("admin");
  });

  it("may be replaced by a first real password on the machine itself, which then works from anywhere", async () => {
    const changed = await signIn("loopback", { username: "dealer2", password: "demo-dealer2", newPassword: "a table of my own 42" });
    expect(changed).toMatchObject({ status: 200, body: { staff: { role: "dealer" } } });
    expect((await signIn("loopback", { username: "dealer2", password: "demo-dealer2" })).status).toBe(401);
    expect((await signIn("other", { username: "dealer2", password: "a table of my own 42" })).status).toBe(200);
  });
});
