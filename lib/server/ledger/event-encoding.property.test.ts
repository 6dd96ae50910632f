import fc from "fast-check";
import canonicalize from "canonicalize";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { canonicalJson, chainHashes, eventHash, eventRecordText, GENESIS_HASH, type LedgerEvent } from "./event-encoding";

/** Strings a log can hold: PostgreSQL refuses \u0000, and JSON text cannot carry a lone surrogate. */
const storable = fc.string({ unit: "grapheme" }).filter((s) => !s.includes("\u0000"));
const jsonValue = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);

const ledgerEvent: fc.Arbitrary<LedgerEvent> = fc.record({
  tableId: fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
  seq: fc.integer({ min: 1, max: 2_000_000_000 }),
  type: storable,
  event: jsonValue,
  at: fc.date({ min: new Date("2000-01-01T00:00:00.000Z"), max: new Date("2999-12-31T23:59:59.999Z"), noInvalidDate: true }),
  commandId: fc.option(storable, { nil: null }),
  actorId: fc.option(storable, { nil: null }),
  prevHash: fc.stringMatching(/^[0-9a-f]{64}$/),
});

describe("the canonical record of an event (docs/ledger.md)", () => {
  it("is exactly RFC 8785 canonical JSON of the record object, built without canonicalising the body twice", () => {
    fc.assert(
      fc.property(ledgerEvent, (e) => {
        const object = { table: e.tableId, seq: e.seq, type: e.type, event: e.event, at: e.at.toISOString(), command: e.commandId, actor: e.actorId, prev: e.prevHash };
        expect(eventRecordText(e)).toBe(canonicalize(object));
      }),
      { numRuns: 500 },
    );
  });

  it("is the library's canonical JSON for any value, or refuses what the library refuses", () => {
    // Whatever a value holds: every JSON value, and what JSON cannot say (undefined, NaN, -0,
    // dates, lone surrogates, sparse arrays, class instances, Object's own member names).
    const name = fc.oneof(fc.string({ unit: "binary" }), fc.constantFrom("__proto__", "constructor", "toString", "valueOf", "toJSON", "0", "10", "2", "é", "", "a", "b"));
    const odd = fc.oneof(
      fc.constantFrom(undefined, Number.NaN, Infinity, -0, 1e21, 5e-324, new Date("2026-12-05T10:00:00.000Z"), new Map([["a", 1]]), Object.create(null) as object, [1, undefined, 3]),
      fc.string({ unit: "binary" }),
      fc.double(),
    );
    const anything = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: "small" }, odd, fc.jsonValue({ maxDepth: 2 }), tie("object"), tie("array"), tie("bare")),
      object: fc.dictionary(name, tie("value"), { maxKeys: 6 }),
      array: fc.array(tie("value"), { maxLength: 5 }),
      bare: tie("object").map((o) => Object.assign(Object.create(null) as object, o)),
    })).value;
    const outcome = (f: () => string) => {
      try {
        return { text: f() };
      } catch {
        return { refused: true };
      }
    };
    fc.assert(
      fc.property(anything, (value) => {
        expect(outcome(() => canonicalJson(value))).toEqual(outcome(() => {
          const text = canonicalize(value);
          if (text === undefined) throw new TypeError("no JSON form");
          return text;
        }));
      }),
      { numRuns: 3000 },
    );
  });

  it("writes an array's hole as null, as JSON.stringify and the SQL function do (the library wrote no JSON: [1,,3])", () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(canonicalJson({ a: [1, , 3] })).toBe('{"a":[1,null,3]}');
  });

  it("refuses a value that contains itself, and keeps working after", () => {
    const loop: Record<string, unknown> = { type: "Loop" };
    loop.self = { inner: loop };
    expect(() => canonicalJson(loop)).toThrow();
    expect(canonicalJson({ b: { d: 1, c: 2 }, a: 0 })).toBe('{"a":0,"b":{"c":2,"d":1}}');
  });

  it("sorts members by name, writes no space and numbers as JavaScript does", () => {
    expect(canonicalJson({ b: 1, a: [1.5, 1e21, 1e-7, -0, "é\n"], c: { z: null, y: true } })).toBe('{"a":[1.5,1e+21,1e-7,0,"é\\n"],"b":1,"c":{"y":true,"z":null}}');
  });

  it("hashes a known event to a known hash (a fixed example for another program to check against)", () => {
    const e: LedgerEvent = { tableId: "t1", seq: 1, type: "CardDealt", event: { type: "CardDealt", card: "9H", faceDown: false }, at: new Date("2026-12-04T10:00:00.000Z"), commandId: "c-1", actorId: "dealer-1", prevHash: GENESIS_HASH };
    const text = '{"actor":"dealer-1","at":"2026-12-04T10:00:00.000Z","command":"c-1","event":{"card":"9H","faceDown":false,"type":"CardDealt"},"prev":"0000000000000000000000000000000000000000000000000000000000000000","seq":1,"table":"t1","type":"CardDealt"}';
    expect(eventRecordText(e)).toBe(text);
    expect(eventHash(e)).toBe(createHash("sha256").update(text).digest("hex"));
    // `printf '%s' '<the text above>' | sha256sum` gives the same (docs/ledger.md).
    expect(eventHash(e)).toBe("82700666afebf2fbcb6f392e17e1a704a9b25c22cc9b21082b1d47a0e1bf78bf");
  });

  it("chains the events of one append: each names the hash of the one before", () => {
    const meta = { at: new Date("2026-12-04T10:00:00.000Z"), commandId: "c-1", actorId: "d" };
    const events = [{ type: "A" }, { type: "B", n: 2 }, { type: "C" }];
    const hashes = chainHashes("t9", 7, GENESIS_HASH.replace(/^0/, "a"), events, meta);
    expect(hashes).toHaveLength(3);
    expect(hashes[1]).toBe(eventHash({ tableId: "t9", seq: 8, type: "B", event: events[1], ...meta, prevHash: hashes[0]! }));
    expect(hashes[2]).toBe(eventHash({ tableId: "t9", seq: 9, type: "C", event: events[2], ...meta, prevHash: hashes[1]! }));
  });

  it("changes the hash when any field changes", () => {
    fc.assert(
      fc.property(ledgerEvent, fc.constantFrom("tableId", "seq", "type", "event", "at", "commandId", "actorId", "prevHash"), (e, field) => {
        const changed: LedgerEvent = {
          ...e,
          tableId: field === "tableId" ? `${e.tableId}x` : e.tableId,
          seq: field === "seq" ? e.seq + 1 : e.seq,
          type: field === "type" ? `${e.type}x` : e.type,
          event: field === "event" ? { was: e.event } : e.event,
          at: field === "at" ? new Date(e.at.getTime() + 1) : e.at,
          commandId: field === "commandId" ? `${e.commandId ?? ""}x` : e.commandId,
          actorId: field === "actorId" ? `${e.actorId ?? ""}x` : e.actorId,
          prevHash: field === "prevHash" ? (e.prevHash.startsWith("0") ? `1${e.prevHash.slice(1)}` : `0${e.prevHash.slice(1)}`) : e.prevHash,
        };
        expect(eventHash(changed)).not.toBe(eventHash(e));
      }),
      { numRuns: 300 },
    );
  });
});
