import { describe, expect, it } from "vitest";
import { RefusalCounter } from "./refusal-counter";
import { THIRD_HAND_CODES } from "./alert-monitor";

describe("the refusal counter", () => {
  it("fires on the fifth refusal within a minute at one table, then starts over", () => {
    const c = new RefusalCounter(60_000, 5);
    const t0 = 1_000_000;
    expect([0, 10, 20, 30].map((s) => c.record("t1", t0 + s * 1000))).toEqual([false, false, false, false]);
    expect(c.record("t2", t0 + 40_000)).toBe(false); // another table counts apart
    expect(c.record("t1", t0 + 50_000)).toBe(true);
    expect(c.count("t1", t0 + 50_000)).toBe(0);
  });

  it("forgets refusals older than the window", () => {
    const c = new RefusalCounter(60_000, 5);
    const times = [0, 20, 40, 61, 70];
    expect(times.map((s) => c.record("t1", s * 1000))).toEqual([false, false, false, false, false]);
    expect(c.count("t1", 70_000)).toBe(4);
    expect(c.record("t1", 79_000)).toBe(true);
  });

  it("knows the codes of an attempt to bank a third hand", () => {
    expect([...THIRD_HAND_CODES].sort()).toEqual(["ROTATION_CONSECUTIVE_HAND_LIMIT", "ROTATION_INTERVENING_DEALER_REQUIRED"]);
  });
});
