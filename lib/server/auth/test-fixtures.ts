import { createTestDatabase } from "@/lib/server/db/test-database";
import { seedDemoFloor } from "@/lib/server/demo-floor";
import { hashPassword } from "./passwords";
import type { AuthDeps } from "./request-auth";

/**
 * Shared set-up of the auth integration tests: a fresh migrated database with the demo floor, a
 * clock the test moves by hand (nothing waits on real time), and requests as a browser sends them.
 */
export type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

export const ORIGIN = "http://localhost:3000";

export class TestClock {
  private t: number;
  constructor(start = "2026-11-22T18:00:00.000Z") {
    this.t = Date.parse(start);
  }
  now = (): Date => new Date(this.t);
  advance(ms: number): void {
    this.t += ms;
  }
}

export async function freshDatabase(): Promise<TestDb> {
  const db = await createTestDatabase();
  await seedDemoFloor(db);
  return db;
}

export async function addStaff(db: TestDb, id: string, role: "dealer" | "supervisor" | "admin", password: string, active = true): Promise<void> {
  await db.prisma.staff.create({ data: { id, roomId: "demo-room", username: id, displayName: id, role, passwordHash: await hashPassword(password), active } });
}

export function deps(db: TestDb, clock: TestClock): AuthDeps {
  return { db, now: clock.now };
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  origin?: string | null;
  ip?: string;
  headers?: Record<string, string>;
}

/** A request as the browser sends it from a page of this server (Origin and Host agree). */
export function request(path: string, options: RequestOptions = {}): Request {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const headers = new Headers({ host: "localhost:3000", ...(options.headers ?? {}) });
  const origin = options.origin === undefined ? ORIGIN : options.origin;
  if (origin !== null && method !== "GET") headers.set("origin", origin);
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.ip) headers.set("x-cardroom-client-address", options.ip);
  if (options.body !== undefined) headers.set("content-type", "application/json");
  return new Request(`${ORIGIN}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
}

/** The `name=value` pair of a Set-Cookie answer, ready for a Cookie header. */
export function cookieFrom(response: Response): string {
  const line = response.headers.getSetCookie()[0];
  if (!line) throw new Error("no Set-Cookie in the answer");
  return line.split(";")[0]!;
}
