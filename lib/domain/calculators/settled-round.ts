/**
 * The part of the settlement calculator's report every banked family fills the same way: the
 * ledger line by line (each with the rule behind it), the fee lines and the option charged (or why
 * none is), the bank before and after and the money's conservation; and a family's refusal of its
 * input made the calculator's own (SettleInputError, naming the field).
 */
import type { BankWalk } from "../bank-walk";
import type { RoundFees } from "./fee-choice";
import { CalculatorInputError, SettleInputError } from "./input-errors";
import { bettorKey, feeJson, ledgerLine, type SettledRound } from "./settle-report";

type ErrorClass = abstract new (...args: never[]) => Error;

/** The ledger (each line with the rule that decided its wager), the fees and the bank of a settled round. */
export function settledRoundParts(
  settlement: {
    readonly walk: BankWalk;
    readonly wagers: readonly { readonly seat: number; readonly bet: string; readonly backline?: boolean; readonly bettor?: string; readonly because: string }[];
    readonly conservation: { readonly ok: boolean; readonly staked: number; readonly settled: number };
  },
  fee: RoundFees,
): Omit<SettledRound, "actionSeat" | "actionButton"> {
  const because = new Map<string, string>();
  for (const w of settlement.wagers) because.set(bettorKey(w, w.bet), w.because);
  const walk = settlement.walk;
  const fees = fee.kind === "charged" ? feeJson(fee.lines) : [];
  return {
    ledger: walk.lines.map((line) => ledgerLine(line, because.get(bettorKey(line, line.bet)) ?? "")),
    fees,
    feeTotal: fees.reduce((sum, f) => sum + f.cents, 0),
    ...(fee.kind === "charged" ? { feeOption: { scheduleId: fee.scheduleId, optionId: fee.optionId, chosenBy: fee.chosenBy } } : { feeNote: fee.note }),
    bankAfter: walk.bankAfter,
    bank: { before: walk.bank, after: walk.bankAfter, pdNet: walk.pdNet },
    conservation: { ok: settlement.conservation.ok, staked: settlement.conservation.staked, settled: settlement.conservation.settled },
  };
}

/**
 * `report()` with the family's refusal of its input (`inputError`) as the calculator's, naming the
 * same field, and a rules error of `wholeInput` (a round no table could play) as a refusal of the
 * whole input.
 */
export function asCalculatorRefusal<R>(report: () => R, inputError: abstract new (...args: never[]) => CalculatorInputError, wholeInput: readonly ErrorClass[] = []): R {
  try {
    return report();
  } catch (error) {
    if (error instanceof inputError) throw new SettleInputError(error.field, error.reason);
    if (wholeInput.some((E) => error instanceof E)) throw new SettleInputError("input", (error as Error).message);
    throw error;
  }
}
