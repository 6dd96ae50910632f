import { describe, expect, it } from "vitest";
import { seededRandom } from "../domain/cards/random";
import { reliefFor } from "./relief-moves";

describe("the floor's dealer reliefs", () => {
  it("sends a dealer off duty first, to a table with a dealer on duty", () => {
    const random = seededRandom("off");
    const onDuty = [
      { tableId: "t1", staffId: "d1" },
      { tableId: "t2", staffId: "d2" },
    ];
    for (let i = 0; i < 50; i += 1) {
      const r = reliefFor(onDuty, ["d1", "d2", "d3"], random)!;
      expect(r.staffId).toBe("d3");
      expect(["t1", "t2"]).toContain(r.tableId);
    }
  });

  it("with nobody off duty, a dealer from another table, never the one dealing there", () => {
    const random = seededRandom("busy");
    const onDuty = [
      { tableId: "t1", staffId: "d1" },
      { tableId: "t2", staffId: "d2" },
    ];
    for (let i = 0; i < 50; i += 1) {
      const r = reliefFor(onDuty, ["d1", "d2"], random)!;
      expect(r.staffId).toBe(r.tableId === "t1" ? "d2" : "d1");
    }
  });

  it("none without a dealer on duty or another dealer", () => {
    expect(reliefFor([], ["d1"], seededRandom("x"))).toBeNull();
    expect(reliefFor([{ tableId: "t1", staffId: "d1" }], ["d1"], seededRandom("x"))).toBeNull();
  });
});
