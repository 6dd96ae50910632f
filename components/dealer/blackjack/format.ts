/**
 * The blackjack tablets' wording and step logic (No Bust and twenty-one), as pure functions of the
 * dealer view: which kind of step is due, the hole-card step, a hand's value and title, the hands by
 * seat, a seat's wager, the decisions by desktop key, insurance as the dealer types it.
 */
import { dollars } from "@/lib/client/dollars";

export type BlackjackStepKind = "command" | "seat" | "offer" | "post-bank" | "start-shoe" | "card" | "hole" | "insurance" | "surrender" | "decide" | "info";

/** What the step logic reads of a blackjack dealer view's next action. */
interface BlackjackNext {
  readonly command: string | null;
  readonly label: string;
  readonly hint?: string;
  readonly card?: unknown;
  readonly insurance?: readonly unknown[];
  readonly surrender?: readonly unknown[];
  readonly decide?: unknown;
  readonly holeCardNeeded?: boolean;
}

/** Which kind of step the server's next action is during a round (between rounds the shared setup steps apply). */
export function roundStepKind(view: { readonly status: string; readonly phase: string; readonly next: BlackjackNext }): BlackjackStepKind {
  const next = view.next;
  if (view.status !== "open") return "info";
  if (next.command) return "command";
  if (view.phase === "dealing") {
    if (next.card) return "card";
    if (next.insurance?.length) return "insurance";
    if (next.surrender?.length) return "surrender";
    if (next.decide) return "decide";
    if (next.holeCardNeeded) return "hole";
  }
  return "info";
}

/** The hole-card step due: checking it for a natural (before the players act) or turning it over (after). */
export function holeCommand(next: BlackjackNext): "check-hole-card" | "expose-hole-card" {
  if (next.command === "check-hole-card" || next.command === "expose-hole-card") return next.command;
  return /^check/i.test(next.label) ? "check-hole-card" : "expose-hole-card";
}

/** "Hard 17", "Soft 20", "Natural", "Pure 21.5 Blackjack"; "—" before a card. */
export function valueText(value: string | null): string {
  if (!value) return "—";
  return value[0]!.toUpperCase() + value.slice(1);
}

/** "Seat 4" for a seat's only hand, "Seat 4 · hand 2" once it has split. */
export function handTitle(seat: number, hand: number, hands: number): string {
  return hands > 1 ? `Seat ${seat} · hand ${hand + 1}` : `Seat ${seat}`;
}

/** The hands grouped by seat, in playing order, split hands left to right. */
export function handsBySeat<H extends { readonly seat: number; readonly hand: number }>(hands: readonly H[]): { seat: number; hands: H[] }[] {
  const seats: { seat: number; hands: H[] }[] = [];
  for (const h of hands) {
    const group = seats.find((s) => s.seat === h.seat);
    if (group) group.hands.push(h);
    else seats.push({ seat: h.seat, hands: [h] });
  }
  for (const s of seats) s.hands.sort((a, b) => a.hand - b.hand);
  return seats;
}

export const OUTCOME_WORD: Readonly<Record<"win" | "lose" | "push", string>> = { win: "Wins", lose: "Loses", push: "Push" };

/** The seated player's wager on a bet at a seat (backline bettors apart). */
export function seatedWager(view: { readonly wagers: readonly { readonly seat: number; readonly bet: string; readonly backline: boolean; readonly amount: number }[] }, seat: number, bet: string): number {
  return view.wagers.filter((w) => w.seat === seat && w.bet === bet && !w.backline).reduce((s, w) => s + w.amount, 0);
}

/** A decision's button: its kind, its word, its desktop key. */
export interface DecisionButton<K extends string> {
  readonly kind: K;
  readonly word: string;
  readonly key: string;
}

/** The decision a desktop key gives, when allowed. */
export function decisionOfKey<K extends string>(decisions: readonly DecisionButton<K>[], key: string, allowed: readonly K[]): K | null {
  const d = decisions.find((x) => x.key === key.toLowerCase());
  return d && allowed.includes(d.kind) ? d.kind : null;
}

export interface InsuranceCheck {
  readonly ok: boolean;
  readonly cents: number | null;
  readonly message: string;
}

/**
 * Insurance as the dealer types it, from `min` (0: more than nothing) to `max` (half the game
 * wager); `empty` says the bounds, `insured` what the amount buys.
 */
export function insuranceCheck(cents: number | null, text: string, bounds: { readonly min: number; readonly max: number }, words: { readonly empty: string; readonly belowMin: string; readonly insured: (cents: number) => string }): InsuranceCheck {
  if (text.trim() === "") return { ok: false, cents: null, message: words.empty };
  if (cents === null) return { ok: false, cents: null, message: "Type dollars and cents, e.g. 5 or 2.50." };
  if (cents <= 0) return { ok: false, cents, message: "To decline, tap Declines." };
  if (cents < bounds.min) return { ok: false, cents, message: words.belowMin };
  if (cents > bounds.max) return { ok: false, cents, message: `At most ${dollars(bounds.max)}: half the game wager.` };
  return { ok: true, cents, message: words.insured(cents) };
}
