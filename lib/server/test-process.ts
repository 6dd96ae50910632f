/** The real server as a child process (`node --import tsx server.ts`), for crash and multi-node tests. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  readonly output: () => string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Generous: a busy machine compiles the server's TypeScript at every start. */
const START_LIMIT_MS = 120_000;

export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(process.cwd(), "server.ts")], {
    cwd: process.cwd(),
    // The demo floor is asked for: a production server with DATABASE_URL leaves it out by default.
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", SERVE_PAGES: "false", NODE_ENV: "production", SEED_DEMO: "true", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (out += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    // A server that does not start in time is killed, never left running behind the test (its
    // pipes would keep the test's worker alive: a hung run instead of a failed one).
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start within ${START_LIMIT_MS / 1000} s:\n${out}`));
    }, START_LIMIT_MS);
    const check = () => {
      const m = out.match(/ready at http:\/\/localhost:(\d+)/);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout?.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  return {
    child,
    port,
    output: () => out,
    kill(signal) {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill(signal);
      });
    },
  };
}
