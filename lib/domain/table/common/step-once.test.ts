import { describe, expect, it } from "vitest";
import { stepOnce, tryStep } from "./step-once";

/** A counting engine: each step adds its amount to the play, and every run is counted. */
function countingEngine() {
  const runs = { n: 0 };
  const apply = (play: { total: number }, step: { add: number }) => {
    runs.n++;
    if (step.add < 0) throw new RangeError("no negative steps");
    return { total: play.total + step.add };
  };
  return { runs, apply };
}

describe("a live step's rule runs once", () => {
  it("evolve takes the play decide computed for the very step and play it tried", () => {
    const { runs, apply } = countingEngine();
    const before = { total: 1 };
    const step = { add: 2 };
    const tried = tryStep(apply, before, step);
    expect(stepOnce(apply, before, step)).toBe(tried);
    expect(runs.n).toBe(1);
  });

  it("a step read back from the log, another play, or another engine runs the engine again", () => {
    const { runs, apply } = countingEngine();
    const before = { total: 1 };
    const step = { add: 2 };
    tryStep(apply, before, step);
    // The same step as the store gives it back: another object.
    expect(stepOnce(apply, before, { ...step })).toEqual({ total: 3 });
    // The same step on another play (a replay from the log): the engine runs on that play.
    expect(stepOnce(apply, { total: 10 }, step)).toEqual({ total: 12 });
    // Another engine's function is never handed this engine's play.
    const other = countingEngine();
    expect(stepOnce(other.apply, before, step)).toEqual({ total: 3 });
    expect(runs.n).toBe(3);
    expect(other.runs.n).toBe(1);
  });

  it("what decide kept is taken once: applying the step again runs the engine", () => {
    const { runs, apply } = countingEngine();
    const before = { total: 0 };
    const step = { add: 5 };
    tryStep(apply, before, step);
    stepOnce(apply, before, step);
    expect(stepOnce(apply, before, step)).toEqual({ total: 5 });
    expect(runs.n).toBe(2);
  });

  it("a step the engine refuses is refused as before and nothing is kept", () => {
    const { runs, apply } = countingEngine();
    const before = { total: 0 };
    const step = { add: -1 };
    expect(() => tryStep(apply, before, step)).toThrow(RangeError);
    expect(() => stepOnce(apply, before, step)).toThrow(RangeError);
    expect(runs.n).toBe(2);
  });
});
