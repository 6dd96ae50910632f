import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Floor } from "@/lib/domain/waitlist/test-kit";
import { CODE_ALPHABET, CodeBook, normalizeCode, spacedCode } from "./code-book";
import { loadCodeKey } from "./code-key";

const book = new CodeBook(Buffer.alloc(32, 7));

describe("a player's code", () => {
  it("is six characters without look-alikes, the same for a seed under one key and another under another key", () => {
    const codes = Array.from({ length: 500 }, (_, i) => book.codeOf(`seed-${i}`));
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{6}$`));
    expect(CODE_ALPHABET).not.toMatch(/[0O1IL2Z5S6G8BUVQ]/);
    expect(new Set(codes).size).toBe(500);
    expect(book.codeOf("seed-1")).toBe(codes[1]);
    expect(new CodeBook(Buffer.alloc(32, 8)).codeOf("seed-1")).not.toBe(codes[1]);
    // Every character is used about as often (no character twice as likely as another).
    const counts = new Map<string, number>();
    for (const c of codes.join("")) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(Math.max(...counts.values()) / Math.min(...counts.values())).toBeLessThan(2);
  });

  it("is read as people type it, and refused when it cannot be one", () => {
    expect(normalizeCode(" k7m-4px ")).toBe("K7M4PX");
    expect(normalizeCode("K7M 4PX")).toBe("K7M4PX");
    expect(normalizeCode("K7M4P")).toBeNull();
    expect(normalizeCode("K0M4PX")).toBeNull();
    expect(normalizeCode(null)).toBeNull();
    expect(spacedCode("K7M4PX")).toBe("K7M 4PX");
  });

  it("finds its player while on a list and after, and a new seed never takes another player's code", () => {
    const f = new Floor();
    const l = f.list();
    f.add(l, "Alice Brown", null, "seed-alice-001");
    f.add(l, "Bob Carter", null, "seed-bob-0001");
    expect(book.find(f.state, book.codeOf("seed-bob-0001"))).toBe("seed-bob-0001");
    f.do({ type: "remove-player", entryId: "p2", reason: "left" });
    expect(book.find(f.state, book.codeOf("seed-bob-0001"))).toBe("seed-bob-0001");
    expect(book.find(f.state, book.codeOf("seed-nobody-01"))).toBeNull();
    const fresh = book.freshSeed(f.state);
    expect(book.collides(f.state, fresh)).toBe(false);
    expect(book.collides(f.state, "seed-alice-001")).toBe(false);
  });

  it("names a list by a key that says nothing of its id and changes when the list is opened again", () => {
    const key = book.listKey({ id: "l1", openedAt: 1 });
    expect(key).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(key).not.toContain("l1");
    expect(book.listKey({ id: "l1", openedAt: 1 })).toBe(key);
    expect(book.listKey({ id: "l1", openedAt: 2 })).not.toBe(key);
  });
});

describe("the key of the codes", () => {
  it("comes from LIVE_CODE_KEY, or is made once in the data folder, owner-only, and read again after", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "live-key-"));
    try {
      const fromEnv = await loadCodeKey({ key: "x".repeat(32), dataDir: dir });
      expect(fromEnv).toEqual(crypto.createHash("sha256").update(`cardroom-live-code:${"x".repeat(32)}`).digest());
      const [a, b] = await Promise.all([loadCodeKey({ dataDir: dir }), loadCodeKey({ dataDir: dir })]);
      expect(a).toEqual(b);
      expect(await loadCodeKey({ dataDir: dir })).toEqual(a);
      expect((await fs.stat(path.join(dir, "live-code.key"))).mode & 0o777).toBe(0o600);
      await fs.writeFile(path.join(dir, "live-code.key"), "not a key");
      await expect(loadCodeKey({ dataDir: dir })).rejects.toThrow(/does not hold a key/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
