/**
 * Amounts as the dealer types them: dollars ("25", "12.50", "$1,000") to integer cents, and back.
 * Money is integer cents everywhere else; this is the only place text becomes cents.
 */

/** Cents from typed dollars; null when the text is not an amount (empty, letters, a third decimal). */
export function parseDollars(text: string): number | null {
  const clean = text.trim().replace(/^\$/, "").replace(/,/g, "").trim();
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(clean) && !/^\.\d{1,2}$/.test(clean)) return null;
  const [whole = "0", frac = ""] = clean.split(".");
  const cents = Number(whole || "0") * 100 + Number((frac + "00").slice(0, 2));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** "$1,234.50" (same as the domain's formatCents, for any integer). */
export function dollars(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}$${Math.floor(abs / 100).toLocaleString("en-US")}.${String(abs % 100).padStart(2, "0")}`;
}

/** The amount as the dealer would type it back: "25" or "12.50". */
export function typedDollars(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
