/**
 * A correction of a round whose money was already paid, as the tablet says it (issue 28 item 2):
 * what to pay or collect at the table to make it right, seat by seat and for the bank, from the
 * views' `settlementCorrection` (lib/domain/table/common/settlement-difference.ts).
 */
import type { DealerViewBase } from "@/lib/domain/table/common/role-views";

export type SettlementCorrection = DealerViewBase<never>["settlementCorrection"];

export function settlementCorrectionText(c: NonNullable<SettlementCorrection>): { headline: string; lines: readonly string[]; note: string } {
  if (c.pending) {
    return {
      headline: "Corrected after the money was paid",
      lines: [],
      note: "Leave the money paid where it is. Once the round is settled again, this says what to pay or collect to make it right.",
    };
  }
  const lines = [...c.lines.map((l) => l.words), ...(c.bank.words ? [c.bank.words] : [])].map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return {
    headline: lines.length ? "Correction: make the money right at the table" : "Correction: no money changes hands",
    lines,
    note: "Only these differences: the money paid before stays where it is, and the corrected settlement is not paid line by line. The fees do not change.",
  };
}

/** True when the settlement walk shown is a corrected one whose money was paid before. */
export function settlementCorrected(view: { readonly settlementCorrection?: SettlementCorrection }): boolean {
  return view.settlementCorrection != null && !view.settlementCorrection.pending;
}
