import { describe, expect, it } from "vitest";
import { paidByLines, settlementDifference } from "@/lib/domain/table/common/settlement-difference";
import type { BankWalkLine } from "@/lib/domain/bank-walk";
import { settlementCorrected, settlementCorrectionText } from "./settlement-correction-words";

const line = (seat: number, action: "pay" | "collect", amount: number): BankWalkLine => ({ seat, bet: "main", stake: amount, outcome: "win", due: amount, action, amount, returned: 0, uncovered: 0, toPlayer: 0, bankAfter: 0 });

describe("the tablet's words for a correction after payment", () => {
  it("says each difference as the dealer makes it, then the bank, and that nothing else is paid", () => {
    const d = settlementDifference(paidByLines([line(3, "pay", 2_000)]), paidByLines([line(3, "collect", 1_000)]));
    const t = settlementCorrectionText({ pending: false, ...d });
    expect(t.headline).toBe("Correction: make the money right at the table");
    expect(t.lines).toEqual(["Collect $30.00 from Seat 3", "Pay $30.00 to the bank"]);
    expect(t.note).toMatch(/not paid line by line/);
    expect(settlementCorrected({ settlementCorrection: { pending: false, ...d } })).toBe(true);
  });

  it("before the round is settled again: leave the money where it is", () => {
    expect(settlementCorrectionText({ pending: true })).toMatchObject({ headline: "Corrected after the money was paid", lines: [] });
    expect(settlementCorrected({ settlementCorrection: { pending: true } })).toBe(false);
    expect(settlementCorrected({ settlementCorrection: null })).toBe(false);
  });

  it("a correction that moves no money says so", () => {
    const paid = paidByLines([line(1, "pay", 500)]);
    expect(settlementCorrectionText({ pending: false, ...settlementDifference(paid, paid) })).toMatchObject({ headline: "Correction: no money changes hands", lines: [] });
  });
});
