import { describe, expect, it } from "vitest";
import { settledLineAction, settledLinesWords } from "./floor-words";

describe("settledLineAction: a settled line in the replay, in the tablet's words", () => {
  it("a push returns the stake, never '$0.00'", () => expect(settledLineAction({ action: "push", amount: 0, returned: 2_000 })).toBe("push: return $20.00"));
  it("a line past the bank's end returns the stake", () => expect(settledLineAction({ action: "return", amount: 0, returned: 1_000 })).toBe("bank exhausted: return $10.00"));
  it("a pay or collect says the money moved", () => {
    expect(settledLineAction({ action: "pay", amount: 1_000, returned: 1_000 })).toBe("pay $10.00");
    expect(settledLineAction({ action: "partial-collect", amount: 500, returned: 500 })).toBe("partial collect $5.00");
  });
});

describe("settledLinesWords: the lines marked done in one step", () => {
  it("one line by its number, never 'line 2–2'", () => expect(settledLinesWords(1, 2, ["seat 2 Game wager pay $10.00"])).toBe("Settled line 2: seat 2 Game wager pay $10.00"));
  it("several lines as a range", () => expect(settledLinesWords(0, 3, ["a", "b", "c"])).toBe("Settled lines 1–3: a; b; c"));
});
