/**
 * The settlement calculator's form: the fields every banked game shares, in dollars, and the
 * calculator's input (cents) made from them, or the first field in error in words.
 */
import { dollarsInput, parseDollars } from "@/lib/client/floor-api";

/** The round the form edits: the calculator's common fields in dollars, the rest of the input as it is. */
export interface RoundForm {
  seats: string;
  playerDealerSeat: string;
  bank: string;
  min: string;
  max: string;
  wagers: { seat: string; bet: string; amount: string; backline: boolean; bettor: string }[];
  cards: string;
}

export type Input = Record<string, unknown> & { game?: string };

export function formOf(input: Input): RoundForm {
  const limits = (input.limits ?? {}) as { min?: number; max?: number };
  const wagers = Array.isArray(input.wagers) ? (input.wagers as { seat: number; bet: string; amount: number; backline?: boolean; bettor?: string }[]) : [];
  return {
    seats: String(input.seats ?? ""),
    playerDealerSeat: String(input.playerDealerSeat ?? ""),
    bank: typeof input.bank === "number" ? dollarsInput(input.bank) : "",
    min: typeof limits.min === "number" ? dollarsInput(limits.min) : "",
    max: typeof limits.max === "number" ? dollarsInput(limits.max) : "",
    wagers: wagers.map((w) => ({ seat: String(w.seat), bet: w.bet, amount: dollarsInput(w.amount), backline: w.backline === true, bettor: w.bettor ?? "" })),
    cards: Array.isArray(input.cards) ? (input.cards as string[]).join(" ") : "",
  };
}

/** The input for the calculator from the form (dollars to cents), or the first field in error. */
export function inputOf(base: Input, form: RoundForm): { ok: true; input: Input } | { ok: false; message: string } {
  const whole = (text: string, field: string) => (/^\d+$/.test(text.trim()) ? Number(text) : field);
  const seats = whole(form.seats, "Seats: a whole number.");
  if (typeof seats === "string") return { ok: false, message: seats };
  const pd = whole(form.playerDealerSeat, "Player-dealer's seat: a seat number.");
  if (typeof pd === "string") return { ok: false, message: pd };
  const bank = parseDollars(form.bank);
  if (bank === null) return { ok: false, message: "Bank: type dollars, e.g. 250 or 12.50." };
  const min = parseDollars(form.min);
  const max = parseDollars(form.max);
  if (min === null || max === null) return { ok: false, message: "Limits: type dollars, e.g. 5 and 100." };
  const wagers: Record<string, unknown>[] = [];
  for (const [i, w] of form.wagers.entries()) {
    const seat = whole(w.seat, `Wager ${i + 1}: the seat is a number.`);
    if (typeof seat === "string") return { ok: false, message: seat };
    const amount = parseDollars(w.amount);
    if (amount === null || amount <= 0) return { ok: false, message: `Wager ${i + 1}: type the amount in dollars.` };
    wagers.push({ seat, bet: w.bet, amount, ...(w.backline ? { backline: true } : {}), ...(w.backline && w.bettor.trim() ? { bettor: w.bettor.trim() } : {}) });
  }
  // A game dealt from cards takes them from the form; another (tiles and dice, set hands) keeps its own fields.
  if (!Array.isArray(base.cards)) return { ok: true, input: { ...base, seats, playerDealerSeat: pd, bank, limits: { min, max }, wagers } };
  const cards = form.cards.trim() ? form.cards.trim().split(/[\s,]+/).map((c) => c.toUpperCase().replace(/^10/, "T")) : [];
  return { ok: true, input: { ...base, seats, playerDealerSeat: pd, bank, limits: { min, max }, wagers, cards } };
}
