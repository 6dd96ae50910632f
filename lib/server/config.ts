import path from "node:path";
import { z } from "zod";

/** Every setting the server reads from the environment, validated once at start. */
const schema = z.object({
  // 0 picks a free port (tests).
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** Channel prefix on Redis, so several deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]+$/).default("cardroom"),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  DATA_DIR: z.string().default(path.join(process.cwd(), ".data")),
  /**
   * Seed the demo floor (a room, its tables, and demo accounts with published passwords) into an
   * empty database. Default: on for the quick start (no DATABASE_URL, or not production), off for
   * a deployment (NODE_ENV=production with DATABASE_URL set), so a real room never starts with
   * published passwords unless asked.
   */
  SEED_DEMO: z.enum(["true", "false"]).optional(),
  /** "false" runs the table server alone (sockets and health check, no pages): for table-only nodes and tests. */
  SERVE_PAGES: z.enum(["true", "false"]).default("true"),
  /** A TLS proxy in front: trust X-Forwarded-*, mark cookies Secure, send HSTS (read by lib/server/auth). */
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  /** Extra origins allowed to send state-changing requests, comma-separated (read by lib/server/auth). */
  ALLOWED_ORIGINS: z.string().optional(),
  /**
   * Host names (comma-separated) this server answers to besides loopback, the machine's own names
   * and IP addresses; a state-changing request or socket for another Host is refused (DNS rebinding;
   * read by lib/server/auth/hosts.ts).
   */
  ALLOWED_HOSTS: z.string().optional(),
  /** Sockets open at once from one client address (lib/server/auth/socket-limits.ts); loopback is not capped. */
  SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(200),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  /**
   * The key the players' codes are made with (/live; lib/server/live/code-key.ts): at least 32
   * characters, the same on every node. Unset: a random key kept in DATA_DIR/live-code.key.
   */
  LIVE_CODE_KEY: z.string().min(32, "LIVE_CODE_KEY must be at least 32 characters").optional(),
  /** The address players' phones reach this server at, for the QR codes (e.g. https://live.example-room.com); unset: the address the page was asked for. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Group commits of table events at the same time, each on its own connection (see
   * lib/server/tables/group-commit.ts); the appends that arrive meanwhile share the next one.
   */
  COMMIT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
});

export type ServerConfig = Omit<z.infer<typeof schema>, "SEED_DEMO"> & { SEED_DEMO: "true" | "false" };

/** A real deployment: production with its own PostgreSQL (docker-compose, or by hand). */
export function isDeployment(config: Pick<z.infer<typeof schema>, "NODE_ENV" | "DATABASE_URL">): boolean {
  return config.NODE_ENV === "production" && config.DATABASE_URL !== undefined;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`invalid configuration:\n${lines.join("\n")}`);
  }
  return { ...parsed.data, SEED_DEMO: parsed.data.SEED_DEMO ?? (isDeployment(parsed.data) ? "false" : "true") };
}
