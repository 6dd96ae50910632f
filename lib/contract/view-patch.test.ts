import { describe, expect, it } from "vitest";
import fc from "fast-check";
import jsonPatch, { type Operation } from "fast-json-patch";
import { patchedView, viewPatch } from "./view-patch";

describe("views sent as what changed", () => {
  it("a patch turns the old view into the new one, and leaves the old one as it was", () => {
    const before = { phase: "betting", wagers: [{ id: "w1", amount: 500 }], fees: { total: null }, seats: [{ seat: 1, occupied: true }] };
    const after = { phase: "dealing", wagers: [{ id: "w1", amount: 500 }, { id: "w2", amount: 1000 }], fees: { total: 300 }, seats: [{ seat: 1, occupied: true }] };
    const patch = viewPatch(before, after);
    expect(patchedView(before, patch)).toEqual(after);
    expect(before.phase).toBe("betting");
  });
  it("holds for any two JSON views (property)", () => {
    // Views never have a "__proto__" field, and the patch library refuses one (prototype pollution).
    const json = fc.jsonValue({ maxDepth: 4 }).filter((v) => v !== null && typeof v === "object" && !Array.isArray(v) && !JSON.stringify(v).includes('"__proto__"'));
    fc.assert(
      fc.property(json, json, (a, b) => {
        const wire = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;
        expect(wire(patchedView(structuredClone(a), viewPatch(a, b)))).toEqual(wire(b));
      }),
      { numRuns: 1000 },
    );
  });
  it("holds for any two JSON values, and its operations are valid RFC 6902 for the library that applies them (property)", () => {
    const json = fc.jsonValue({ maxDepth: 4 }).filter((v) => !JSON.stringify(v).includes('"__proto__"'));
    fc.assert(
      fc.property(json, json, (a, b) => {
        const patch = viewPatch(a, b);
        expect(jsonPatch.validate(patch as Operation[], structuredClone(a))).toBeUndefined();
        expect(patchedView(structuredClone(a), patch)).toEqual(b);
        expect(viewPatch(a, structuredClone(a))).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
  it("names only what changed, with keys escaped, and reads an undefined field as absent", () => {
    const before = { "a/b": 1, "c~d": { e: [1, 2, 3] }, same: { deep: [{ x: 1 }] }, gone: undefined, left: 1 };
    const after = { "a/b": 2, "c~d": { e: [1, 5] }, same: { deep: [{ x: 1 }] }, gone: 3, left: undefined };
    expect(viewPatch(before, after)).toEqual([
      { op: "remove", path: "/left" },
      { op: "replace", path: "/a~1b", value: 2 },
      { op: "remove", path: "/c~0d/e/2" },
      { op: "replace", path: "/c~0d/e/1", value: 5 },
      { op: "add", path: "/gone", value: 3 },
    ]);
  });
  it("reads a field named like an inherited one (valueOf, constructor) as the view's own", () => {
    expect(viewPatch({ valueOf: 1, seats: [] }, { constructor: 2, seats: [] })).toEqual([
      { op: "remove", path: "/valueOf" },
      { op: "add", path: "/constructor", value: 2 },
    ]);
    expect(viewPatch({ toString: { a: 1 } }, { toString: { a: 2 } })).toEqual([{ op: "replace", path: "/toString/a", value: 2 }]);
    expect(viewPatch({ hasOwnProperty: 1 }, { hasOwnProperty: 1 })).toEqual([]);
  });
  it("compares a value of another kind (a date) by its JSON, and replaces a whole view of another shape", () => {
    expect(viewPatch({ at: new Date(0) }, { at: new Date(0) })).toEqual([]);
    expect(viewPatch({ at: new Date(0) }, { at: new Date(1) })).toEqual([{ op: "replace", path: "/at", value: new Date(1) }]);
    expect(viewPatch({ a: 1 }, [1])).toEqual([{ op: "replace", path: "", value: [1] }]);
  });
});
