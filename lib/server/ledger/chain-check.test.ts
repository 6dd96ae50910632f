import { describe, expect, it } from "vitest";
import { chainHashes, GENESIS_HASH } from "./event-encoding";
import { startWalk, walk, type StoredLink } from "./chain-check";

const at = new Date("2026-12-04T10:00:00.000Z");

/** A well-chained log of n events of table t1. */
function log(n: number): StoredLink[] {
  const events = Array.from({ length: n }, (_, i) => ({ type: "Tick", i }));
  const hashes = chainHashes("t1", 1, GENESIS_HASH, events, { at, commandId: "c", actorId: "d" });
  return events.map((e, i) => ({ seq: i + 1, type: e.type, payload: e, at, commandId: "c", actorId: "d", prevHash: i === 0 ? GENESIS_HASH : hashes[i - 1]!, hash: hashes[i]! }));
}

function check(rows: StoredLink[], chunk = 3) {
  const w = startWalk("t1");
  for (let i = 0; i < rows.length; i += chunk) walk(w, rows.slice(i, i + chunk));
  return w;
}

describe("walking a table's chain", () => {
  it("finds nothing wrong in an untouched log, read in any chunks", () => {
    const w = check(log(10));
    expect(w.firstBreak).toBeNull();
    expect(w.checked).toBe(10);
    expect(w.lastSeq).toBe(10);
  });

  it("names the version whose content was changed", () => {
    const rows = log(10);
    rows[4] = { ...rows[4]!, payload: { type: "Tick", i: 99 } };
    expect(check(rows).firstBreak).toEqual({ version: 5, why: expect.stringMatching(/does not match its hash/) });
  });

  it("names the next version when the changed event's hash was made again to match", () => {
    const rows = log(10);
    const forged = chainHashes("t1", 5, rows[3]!.hash, [{ type: "Tick", i: 99 } as { type: string }], { at, commandId: "c", actorId: "d" })[0]!;
    rows[4] = { ...rows[4]!, payload: { type: "Tick", i: 99 }, hash: forged };
    expect(check(rows).firstBreak).toEqual({ version: 6, why: expect.stringMatching(/previous hash is not the hash of version 5/) });
  });

  it("names the missing version when an event was removed", () => {
    const rows = log(10);
    rows.splice(6, 1);
    expect(check(rows).firstBreak).toEqual({ version: 7, why: "version 7 is missing: the log goes from version 6 to version 8" });
  });

  it("names the first moved version when two events swapped places", () => {
    const rows = log(10);
    const [third, fourth] = [rows[2]!, rows[3]!];
    rows[2] = { ...fourth, seq: 3 };
    rows[3] = { ...third, seq: 4 };
    expect(check(rows).firstBreak?.version).toBe(3);
  });

  it("refuses a first event that does not start from the starting hash", () => {
    const rows = log(3);
    rows[0] = { ...rows[0]!, prevHash: "1".repeat(64) };
    expect(check(rows).firstBreak).toEqual({ version: 1, why: expect.stringMatching(/does not start the chain/) });
  });
});
