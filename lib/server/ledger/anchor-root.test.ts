import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { anchorLines, anchorRoot } from "./anchor-root";

describe("an anchor's root (docs/ledger.md)", () => {
  const a = "a".repeat(64);
  const b = "b".repeat(64);
  it("is SHA-256 over one line per table, 'tableId:version:hash\\n', in the byte order of the ids", () => {
    const entries = [
      { tableId: "t2", version: 9, hash: b },
      { tableId: "t10", version: 120, hash: a },
      { tableId: "T1", version: 1, hash: a },
    ];
    const text = `T1:1:${a}\nt10:120:${a}\nt2:9:${b}\n`;
    expect(anchorLines(entries)).toBe(text);
    expect(anchorRoot(entries)).toBe(createHash("sha256").update(text).digest("hex"));
  });

  it("does not depend on the order the tables are listed in, and changes with any version or hash", () => {
    const entries = [
      { tableId: "t1", version: 3, hash: a },
      { tableId: "t2", version: 5, hash: b },
    ];
    expect(anchorRoot([...entries].reverse())).toBe(anchorRoot(entries));
    expect(anchorRoot([{ ...entries[0]!, version: 4 }, entries[1]!])).not.toBe(anchorRoot(entries));
    expect(anchorRoot([entries[0]!, { ...entries[1]!, hash: a }])).not.toBe(anchorRoot(entries));
  });

  it("of no table is the hash of nothing", () => {
    expect(anchorRoot([])).toBe(createHash("sha256").update("").digest("hex"));
  });
});
