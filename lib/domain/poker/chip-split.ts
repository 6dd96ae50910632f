/**
 * Splitting a pot among tied winners, and a hi/lo pot into halves, in whole chips. "The pot shall be
 * split equally among all players with the winning hand. In the instance that there are an odd
 * number of chips, the odd chips shall be awarded to the player closest to the left of the dealer
 * button" (seed 004 L161-164, L252; seed 003 L2657-2668). The chip is the table's smallest; cents
 * below a chip go with the odd chip.
 */
import type { Cents } from "../money";
import type { SeatNumber } from "../seats";
import type { OddChipOfHalves, OddChips } from "./game-config";

export interface Share {
  readonly seat: SeatNumber;
  readonly cents: Cents;
  /** Odd chips (and cents below a chip) in this share. */
  readonly oddCents: Cents;
}

/** Seats from the one closest to the left of the button, clockwise; the button's own seat last. */
export function fromButtonsLeft(seats: readonly SeatNumber[], button: SeatNumber): SeatNumber[] {
  const sorted = [...new Set(seats)].sort((a, b) => a - b);
  return [...sorted.filter((s) => s > button), ...sorted.filter((s) => s <= button)];
}

/** `amount` split equally among `winners`, the odd chips placed by the rule. */
export function splitAmong(amount: Cents, winners: readonly SeatNumber[], button: SeatNumber, chipCents: Cents, rule: OddChips): Share[] {
  const order = fromButtonsLeft(winners, button);
  const n = order.length;
  if (n === 0) throw new RangeError("a pot is split among one or more winners");
  const chips = Math.floor(amount / chipCents);
  const belowChip = amount - chips * chipCents;
  const each = Math.floor(chips / n);
  const odd = chips - each * n;
  return order.map((seat, i) => {
    const oddChips = rule === "all-to-first-left-of-button" ? (i === 0 ? odd : 0) : i < odd ? 1 : 0;
    const oddCents = oddChips * chipCents + (i === 0 ? belowChip : 0);
    return { seat, cents: each * chipCents + oddCents, oddCents };
  });
}

/** A hi/lo pot "divided equally in half" (seed 003 L2650-2653): the high half and the low half. */
export function halves(
  amount: Cents,
  high: readonly SeatNumber[],
  low: readonly SeatNumber[],
  button: SeatNumber,
  chipCents: Cents,
  rule: OddChipOfHalves,
): { readonly high: Cents; readonly low: Cents; readonly oddTo: "high" | "low" | null } {
  const chips = Math.floor(amount / chipCents);
  const belowChip = amount - chips * chipCents;
  const half = Math.floor(chips / 2);
  const odd = chips - half * 2;
  const extra = odd * chipCents + belowChip;
  if (extra === 0) return { high: half * chipCents, low: half * chipCents, oddTo: null };
  let oddTo: "high" | "low" = "high";
  if (rule === "first-left-of-button") {
    const first = fromButtonsLeft([...high, ...low], button)[0]!;
    oddTo = high.includes(first) ? "high" : "low";
  }
  return oddTo === "high"
    ? { high: half * chipCents + extra, low: half * chipCents, oddTo }
    : { high: half * chipCents, low: half * chipCents + extra, oddTo };
}
