/** Exact ratios of the odds as reduced fractions, "-1372436/20358520" reduced, for the JSON output. */
function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** `num/den` reduced; both whole numbers, `den` positive. */
export function exactRatio(num: number | bigint, den: number | bigint): string {
  const n = BigInt(num);
  const d = BigInt(den);
  if (d <= 0n) throw new RangeError("a ratio needs a positive denominator");
  const g = gcd(n, d) || 1n;
  return `${n / g}/${d / g}`;
}
