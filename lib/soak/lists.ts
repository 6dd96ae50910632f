/**
 * A soak run's floor lists screen (the /waitlist namespace, a supervisor's sign-in): a list opened
 * for each poker table, players added, called to an open seat and seated there, at a floor's pace.
 */
import { io as connectClient } from "socket.io-client";
import { seededRandom } from "../domain/cards/random";
import type { WaitlistFloorView } from "../domain/waitlist";
import { floorCookie } from "./credentials";
import { tally } from "./report";
import { connected, type Command } from "./resend";
import type { SoakRun } from "./soak-run";
import { sleep } from "./sockets";
import { waitlistMove } from "./waitlist-moves";

export async function driveLists(run: SoakRun, pokerTables: readonly string[]): Promise<void> {
  if (pokerTables.length === 0) return;
  const random = seededRandom(`${run.options.seed}:waitlist`);
  const cookie = await floorCookie(run.db);
  let n = 0;
  let names = 0;
  let unanswered: { id: string; command: Command; kind: string } | null = null;
  while (!run.stopping || unanswered) {
    const current = await run.servers.up;
    const socket = connectClient(`http://127.0.0.1:${current.port}/waitlist`, { auth: { as: "staff" }, extraHeaders: { cookie }, transports: ["websocket"], forceNew: true, reconnection: false });
    try {
      await connected(socket);
    } catch {
      await sleep(500);
      continue;
    }
    let view: WaitlistFloorView | null = null;
    let version = -1;
    socket.on("waitlist:floor", (m: { version: number; view: WaitlistFloorView }) => {
      if (m.version >= version) {
        version = m.version;
        view = m.view;
      }
    });
    const sub = (await socket.timeout(10_000).emitWithAck("waitlist:subscribe", { screen: "floor" }).catch(() => null)) as { ok: boolean; version: number; view: WaitlistFloorView } | null;
    if (!sub?.ok) {
      socket.close();
      await sleep(500);
      continue;
    }
    if (sub.version >= version) {
      version = sub.version;
      view = sub.view;
    }
    while ((!run.stopping || unanswered) && socket.connected) {
      const seen = view as WaitlistFloorView | null;
      const move: { kind: string; command: Command } | null = unanswered ?? (seen ? waitlistMove(seen, pokerTables, random, () => `Waiting ${++names}`) : null);
      if (!move) {
        await sleep(500);
        continue;
      }
      const id: string = unanswered?.id ?? `soak-${run.options.seed}-lists-${++n}`;
      if (!unanswered) tally(run.waitlist, move.kind, "sent");
      const answer = (await socket
        .timeout(4000)
        .emitWithAck("waitlist:command", { id, command: move.command })
        .catch(() => null)) as { ok: boolean; code?: string } | null;
      if (!answer || (!answer.ok && answer.code === "OUTCOME_UNKNOWN")) {
        // No answer (the server went) or no word whether it was applied: the same id again.
        unanswered = { id, command: move.command, kind: move.kind };
        await sleep(300);
        continue;
      }
      unanswered = null;
      tally(run.waitlist, move.kind, answer);
      if (!answer.ok && answer.code === "STORE_UNAVAILABLE") await sleep(300);
      // A floor supervisor's pace on the lists: a move every second or two.
      await sleep(700 + random.int(1300));
    }
    socket.close();
  }
}
