/**
 * The browser side of the floor's and admin's JSON routes: `{ ok, ... }` or `{ ok: false, code,
 * message }`, never a thrown error. Money helpers for forms (dollars typed, cents stored).
 */
export type Answer<T> = ({ ok: true } & T) | { ok: false; code: string; message: string; field?: string };

export async function api<T>(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown): Promise<Answer<T>> {
  try {
    const response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
    const data = (await response.json().catch(() => null)) as Answer<T> | null;
    if (!data) return { ok: false, code: "BAD_ANSWER", message: `The server answered ${response.status}. Try again.` };
    if (response.status === 401) return { ok: false, code: "UNAUTHENTICATED", message: "Your session has ended: sign in again." };
    return data;
  } catch {
    return { ok: false, code: "OFFLINE", message: "The server cannot be reached. Check the network and try again." };
  }
}

/** "12.50" or "$12.50" or "12" -> 1250; null when it is not an amount of dollars and cents. */
export function parseDollars(text: string): number | null {
  const clean = text.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, frac = ""] = clean.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

/** 1250 -> "12.50" (for an input field). */
export function dollarsInput(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
}

// Formatters made once: `toLocaleString` and `new Intl.…Format` build one on every call, which cost
// the floor page at a thousand tables a seventh of its main thread.
const DOLLARS = new Intl.NumberFormat("en-US");
const CLOCKS = new Map<string, Intl.DateTimeFormat>();
const DATE_TIMES = new Map<string, Intl.DateTimeFormat>();

function formatter(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = cache.get(timeZone);
  if (!f) cache.set(timeZone, (f = make()));
  return f;
}

/** "$1,234.50", "-$0.50" */
export function money(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "—";
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}$${DOLLARS.format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, "0")}`;
}

export function percent(x: number, digits = 4): string {
  return `${(x * 100).toFixed(digits)}%`;
}

/** A time in the room's zone: "14:05". */
export function clockTime(iso: string | number, timeZone: string): string {
  return formatter(CLOCKS, timeZone, () => new Intl.DateTimeFormat("en-US", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })).format(new Date(iso));
}

export function dateTime(iso: string | number, timeZone: string): string {
  return formatter(DATE_TIMES, timeZone, () => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" })).format(new Date(iso)).replace(",", "");
}

/** "just now", "4 min ago", "2 h 5 min ago" */
export function ago(then: number | string | null, now: number): string {
  if (then === null) return "never";
  const ms = now - (typeof then === "string" ? Date.parse(then) : then);
  if (ms < 60_000) return "just now";
  const min = Math.floor(ms / 60_000);
  if (min < 60) return `${min} min ago`;
  return `${Math.floor(min / 60)} h ${min % 60} min ago`;
}
