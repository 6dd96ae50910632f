import { describe, expect, it } from "vitest";
import fc from "fast-check";
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
});
