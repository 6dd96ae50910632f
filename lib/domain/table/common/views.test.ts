import { describe, expect, it } from "vitest";
import type { BankWalkLine } from "../../bank-walk";
import { lineVerb } from "./views";

const line = (action: BankWalkLine["action"], amount: number, returned: number) => ({ action, amount, returned }) as BankWalkLine;

describe("lineVerb: the big button's first words on a settlement line", () => {
  it("says the money on every line, a push's and a bank-exhausted line's too", () => {
    expect(lineVerb(line("pay", 1_000, 1_000))).toBe("Pay $10.00 to");
    expect(lineVerb(line("collect", 2_000, 0))).toBe("Collect $20.00 from");
    expect(lineVerb(line("push", 0, 10_000))).toBe("Push: return $100.00 to");
    expect(lineVerb(line("return", 0, 500))).toBe("Bank exhausted: return $5.00 to");
  });
});
