/**
 * The soak's server process, watched: the one running now (`up` resolves to it, or to the next one
 * while it is being started again), started again after a fault or when it stops of its own accord,
 * and what it said when it did.
 */
import { spawnServer, type ServerProcess } from "../server/test-process";
import { sleep } from "./sockets";

export class ServerWatch {
  /** The server running now (or the one dying, while `up` waits for the next). */
  server: ServerProcess;
  /** Resolves to the server to talk to: a client that finds it gone waits on this for the next. */
  up: Promise<ServerProcess>;
  /** Set once the run's own clean shutdown begins: the watch no longer starts the server again. */
  closing = false;
  /** Times the server stopped by itself (and was started again). */
  exits = 0;
  /** What a server that stopped on its own, or ended a SIGTERM with an error, last said. */
  readonly faultsSeen: string[] = [];

  constructor(
    first: ServerProcess,
    private readonly env: Record<string, string>,
    private readonly say: (line: string) => void,
  ) {
    this.server = first;
    this.up = Promise.resolve(first);
  }

  /** Ends `dying` with `signal` (null: it already stopped) and starts a server again until one stays up. */
  async restart(dying: ServerProcess, signal: "SIGKILL" | "SIGTERM" | null): Promise<void> {
    let restarted!: (s: ServerProcess) => void;
    this.up = new Promise((resolve) => (restarted = resolve));
    if (signal) await dying.kill(signal);
    // A server that cannot reach its database at start exits: it is started again until it stays.
    for (;;) {
      try {
        this.server = await spawnServer(this.env);
        break;
      } catch (error) {
        this.say(`the server did not start: ${String((error as Error).message).split("\n").slice(-3).join(" | ")}`);
        await sleep(1000);
      }
    }
    restarted(this.server);
    this.say(`server up again on port ${this.server.port}`);
  }

  /** Sleeps `ms`, starting the server again if it stops of its own accord meanwhile. */
  async watch(ms: number): Promise<void> {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      await sleep(Math.min(500, until - Date.now()));
      const child = this.server.child;
      if (!this.closing && (child.exitCode !== null || child.signalCode !== null)) {
        this.exits += 1;
        this.fault(`the server stopped by itself (exit ${child.exitCode ?? child.signalCode}): ${exitWords(this.server)}`);
        await this.restart(this.server, null);
      }
    }
  }

  /** Records and says a fault of the server's own. */
  fault(words: string): void {
    this.faultsSeen.push(words);
    this.say(words);
  }
}

/** What a server that stopped on its own, or ended a SIGTERM with an error, last said (its error, if any). */
export function exitWords(s: ServerProcess): string {
  const out = s.output().trim().split("\n");
  // The server's own word on a failed shutdown first; else the first error it printed.
  const failed = out.findIndex((l) => /the shutdown failed|the shutdown took more than/.test(l));
  const at = failed >= 0 ? failed : out.findIndex((l) => /error/i.test(l));
  return (at >= 0 ? out.slice(at, at + 4) : out.slice(-3)).map((l) => l.trim()).join(" | ");
}
