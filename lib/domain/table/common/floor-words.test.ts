import { describe, expect, it } from "vitest";
import { settledLineAction } from "./floor-words";

describe("settledLineAction: a settled line in the replay, in the tablet's words", () => {
  it("a push returns the stake, never '$0.00'", () => expect(settledLineAction({ action: "push", amount: 0, returned: 2_000 })).toBe("push: return $20.00"));
  it("a line past the bank's end returns the stake", () => expect(settledLineAction({ action: "return", amount: 0, returned: 1_000 })).toBe("bank exhausted: return $10.00"));
  it("a pay or collect says the money moved", () => {
    expect(settledLineAction({ action: "pay", amount: 1_000, returned: 1_000 })).toBe("pay $10.00");
    expect(settledLineAction({ action: "partial-collect", amount: 500, returned: 500 })).toBe("partial collect $5.00");
  });
});
