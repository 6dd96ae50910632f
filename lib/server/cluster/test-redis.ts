import net from "node:net";

/** The Redis the cluster's tests use: REDIS_URL, or the one on 127.0.0.1:6379 when it runs. */
export const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** Whether that Redis answers a connection: the cluster's tests are skipped without it. */
export async function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const s = net.connect({ host: hostname, port: Number(port || 6379) });
    s.once("connect", () => (s.destroy(), resolve(true)));
    s.once("error", () => resolve(false));
  });
}
