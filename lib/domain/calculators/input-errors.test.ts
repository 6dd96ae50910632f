import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldPath, shapeProblem, show } from "./input-errors";

describe("the calculators' input errors", () => {
  it("writes paths as a reader would", () => {
    expect(fieldPath(["wagers", 2, "amount"])).toBe("wagers[2].amount");
    expect(fieldPath(["choices", "hitOnFive", "0"])).toBe('choices.hitOnFive["0"]');
    expect(fieldPath([])).toBe("input");
  });

  it("names the field and the problem: a missing field, a wrong value, an unknown field with the known ones", () => {
    const Wager = z.strictObject({ seat: z.int(), amount: z.int().min(1) });
    const Input = z.strictObject({ game: z.string(), wagers: z.array(Wager) });
    const known = { input: ["game", "wagers"], wager: ["seat", "amount"] };
    const problem = (raw: unknown) => {
      const r = Input.safeParse(raw);
      if (r.success) throw new Error("expected a problem");
      return shapeProblem(raw, r.error, known);
    };
    expect(problem({ wagers: [] })).toEqual({ field: "game", message: expect.stringMatching(/^missing \(/) });
    expect(problem({ game: "x", wagers: [{ seat: 1, amount: 0 }] })).toEqual({ field: "wagers[0].amount", message: expect.stringMatching(/, got 0$/) });
    expect(problem({ game: "x", wagers: [{ seat: 1, amount: 5, colour: "red" }] })).toEqual({ field: "wagers[0]", message: 'unknown field "colour" (fields: seat, amount)' });
    expect(show("x".repeat(60))).toHaveLength(40);
  });
});
