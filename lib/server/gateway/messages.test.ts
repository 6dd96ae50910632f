import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CommandMessage, hasProtoKey, wellFormedCommand } from "./messages";

/** Messages near and far from a good command: each field good, at its limits, or wrong. */
const text = (good: fc.Arbitrary<string>) => fc.oneof(good, fc.string({ maxLength: 110 }), fc.constantFrom("", "a".repeat(64), "a".repeat(65), "b".repeat(100), "b".repeat(101), "t 1", "t/1", "é"));
const field = {
  tableId: text(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/)),
  id: text(fc.stringMatching(/^[A-Za-z0-9:_-]{8,100}$/)),
  expectedVersion: fc.oneof(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(-1, 2 ** 31 - 1, 2 ** 31, 1.5, -0, Number.NaN, Infinity), fc.constantFrom("3", null, true)),
  command: fc.oneof(
    fc.record({ type: text(fc.stringMatching(/^[a-z-]{1,64}$/)), seat: fc.integer({ min: 1, max: 9 }) }, { requiredKeys: ["type"] }),
    fc.constantFrom(null, [], "bet", { seat: 1 }, { type: 7 }, { type: "" }, { type: "x".repeat(65) }, Object.create(null) as object),
  ),
};
const message = fc.oneof(
  fc.record(field),
  fc.record(field, { requiredKeys: [] }),
  fc.record({ ...field, extra: fc.jsonValue() }),
  fc.jsonValue(),
);

describe("a command message checked by hand", () => {
  it("takes only what the schema takes, as the schema reads it", () => {
    fc.assert(
      fc.property(message, (raw) => {
        const checked = wellFormedCommand(raw);
        if (checked) expect(CommandMessage.safeParse(raw)).toEqual({ success: true, data: checked });
      }),
      { numRuns: 4000 },
    );
  });

  it("takes every message a socket brings (JSON) that the schema takes, so the schema only words refusals", () => {
    fc.assert(
      fc.property(message, (value) => {
        const raw = JSON.parse(JSON.stringify(value) ?? "null") as unknown;
        expect(wellFormedCommand(raw) !== null).toBe(CommandMessage.safeParse(raw).success);
      }),
      { numRuns: 4000 },
    );
  });
});

describe("a field named __proto__ (issue 31)", () => {
  /** How it was found before: every own value of every object, to depth 16. */
  function before(value: unknown, depth = 0): boolean {
    if (value === null || typeof value !== "object" || depth > 16) return false;
    if (Object.prototype.hasOwnProperty.call(value, "__proto__")) return true;
    for (const v of Object.values(value)) if (before(v, depth + 1)) return true;
    return false;
  }

  it("is found at any depth a message carries it, as before", () => {
    const withProto = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.parse(JSON.stringify(v).replace(/"(a|type)":/, '"__proto__":')) as unknown);
    fc.assert(
      fc.property(fc.oneof(withProto, fc.jsonValue({ maxDepth: 4 })), (value) => {
        expect(hasProtoKey(value)).toBe(before(value));
      }),
      { numRuns: 2000 },
    );
    expect(hasProtoKey(JSON.parse('{"tableId":"t","command":{"type":"sit-out","list":[{"__proto__":{"x":1}}]}}'))).toBe(true);
    expect(hasProtoKey({ tableId: "t", command: { type: "bet", seat: 2 } })).toBe(false);
  });
});
