/** A soak run's wall display at one table: subscribed, counting its updates, reloading now and then and after every fault. */
import type { Socket } from "socket.io-client";
import { seededRandom } from "../domain/cards/random";
import type { SoakRun } from "./soak-run";
import { sleep, socketTo, subscribe } from "./sockets";

export async function watchWall(run: SoakRun, tableId: string): Promise<void> {
  const random = seededRandom(`${run.options.seed}:wall:${tableId}`);
  const cookie = run.cookies.wall.get(tableId)!;
  let connections = 0;
  while (!run.stopping) {
    const current = await run.servers.up;
    let socket: Socket;
    try {
      socket = await socketTo(current.port, cookie, "display");
    } catch {
      await sleep(500);
      continue;
    }
    if (connections++ > 0) run.figures.wallReconnects += 1;
    const count = () => (run.figures.wallUpdates += 1);
    socket.on("table:view", count);
    socket.on("table:patch", count);
    await subscribe(socket, tableId);
    // Watch until the server goes, the run ends, or the wall reloads (now and then).
    const until = Date.now() + 20_000 + random.int(100_000);
    while (!run.stopping && socket.connected && Date.now() < until) await sleep(250);
    socket.close();
  }
}
