/**
 * Money is integer cents everywhere. A `Cents` is a plain number that must be a safe integer;
 * constructors and arithmetic here refuse anything else, so a fraction of a cent can never appear.
 */
export type Cents = number;

export class MoneyError extends Error {
  override name = "MoneyError";
}

export function isCents(value: unknown): value is Cents {
  return typeof value === "number" && Number.isSafeInteger(value);
}

export function assertCents(value: unknown, what = "amount"): Cents {
  if (!isCents(value)) throw new MoneyError(`${what} must be a whole number of cents, got ${String(value)}`);
  return value;
}

/** Whole dollars to cents ("$105" in a filing is dollars(105)). */
export function dollars(amount: number): Cents {
  return assertCents(Math.round(amount * 100), "dollar amount");
}

/** Winnings of a wager paid at `to`:`per` odds (19 to 20 is payout(amount, 19, 20)), rounded down to the cent. */
export function payout(stake: Cents, to: number, per = 1): Cents {
  assertCents(stake, "stake");
  if (!Number.isInteger(to) || !Number.isInteger(per) || per <= 0 || to < 0) {
    throw new MoneyError(`odds must be whole numbers, got ${to} to ${per}`);
  }
  return Math.floor((stake * to) / per);
}

export function sum(values: readonly Cents[]): Cents {
  let total = 0;
  for (const v of values) total += assertCents(v);
  return total;
}

/** "$1,234.50" — for screens and reports. */
/** A whole number with a comma every three digits, as toLocaleString("en-US") writes it, without ICU's cost (views format the settlement's amounts after every command). */
function grouped(n: number): string {
  const digits = String(n);
  if (digits.length <= 3) return digits;
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return out;
}

export function formatCents(value: Cents): string {
  assertCents(value);
  const sign = value < 0 ? "-" : "";
  const abs = Math.abs(value);
  const whole = grouped(Math.floor(abs / 100));
  const frac = String(abs % 100).padStart(2, "0");
  return `${sign}$${whole}.${frac}`;
}
