import { describe, expect, it } from "vitest";
import { DisplaysSeen } from "./displays-seen";

describe("when each wall display was last seen", () => {
  it("marks the connected displays every flush, and a display when its last socket closes", async () => {
    const marks: [string[], number][] = [];
    let now = 1_000;
    const seen = new DisplaysSeen(async (ids, at) => void marks.push([[...ids], at.getTime()]), () => now);
    seen.connected("wall-1");
    seen.connected("wall-1");
    seen.connected("wall-2");
    now = 61_000;
    await seen.flush();
    expect(marks).toEqual([[["wall-1", "wall-2"], 61_000]]);
    now = 70_000;
    seen.disconnected("wall-1");
    now = 121_000;
    await seen.flush();
    // wall-1 still has a socket: still marked; wall-2 closes its only one and is marked once more, then no longer.
    seen.disconnected("wall-2");
    seen.disconnected("wall-1");
    await seen.flush();
    expect(marks.map(([ids, at]) => `${ids.join("+")}@${at}`)).toEqual(["wall-1+wall-2@61000", "wall-1@70000", "wall-1+wall-2@121000", "wall-2@121000", "wall-1@121000"]);
  });

  it("never fails the socket's close when the database cannot be written", async () => {
    const lines: string[] = [];
    const seen = new DisplaysSeen(() => Promise.reject(new Error("connect ECONNREFUSED")), Date.now, (l) => lines.push(l));
    seen.connected("wall-1");
    await seen.flush();
    expect(lines).toEqual(["could not record the wall displays seen: connect ECONNREFUSED"]);
  });

  it("at the server's stop: the connected displays marked a last time, the writes under way finished, the sockets closed afterwards write nothing", async () => {
    const marks: string[] = [];
    const finish: (() => void)[] = [];
    const seen = new DisplaysSeen(
      (ids) =>
        new Promise<void>((resolve) => {
          marks.push(ids.join("+"));
          finish.push(resolve);
        }),
      () => 5_000,
    );
    seen.connected("wall-1");
    seen.connected("wall-2");
    seen.connected("wall-2");
    seen.disconnected("wall-2");
    let stopped = false;
    const stopping = seen.stop().then(() => (stopped = true));
    // The shutdown closes every socket: nothing more is written.
    seen.disconnected("wall-1");
    seen.disconnected("wall-2");
    await Promise.resolve();
    expect(marks).toEqual(["wall-2", "wall-1+wall-2"]);
    expect(stopped).toBe(false);
    for (const f of finish) f();
    await stopping;
    expect(stopped).toBe(true);
    await seen.flush();
    expect(marks).toEqual(["wall-2", "wall-1+wall-2"]);
  });
});
