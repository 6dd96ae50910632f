/**
 * The poker tablet's wording and commands, as pure functions of the dealer view, so the screen says
 * the same thing everywhere (and tests can check it without a browser).
 */
import type { PokerDealerView } from "@/lib/domain/table/poker/views";
import { dollars, parseDollars } from "@/lib/client/dollars";

/** The marks beside a seat: the button, the blinds, the kill. */
export function seatMarks(view: Pick<PokerDealerView, "positions" | "plan" | "hand" | "kill">, seat: number): string[] {
  const p = view.plan ?? (view.positions ? { button: view.positions.button, smallBlind: view.positions.smallBlind, bigBlind: view.positions.bigBlind } : null);
  const marks: string[] = [];
  if (p?.button === seat) marks.push("Button");
  if (p?.smallBlind === seat) marks.push("Small blind");
  if (p?.bigBlind === seat) marks.push("Big blind");
  if (view.hand?.killedBy === seat || (!view.hand && view.kill?.nextKiller === seat)) marks.push("Kill");
  else if (view.kill?.legUp === seat) marks.push("Leg up");
  if (view.hand?.straddle === seat) marks.push("Straddle");
  return marks;
}

export const STATUS_WORD: Record<string, string> = { empty: "Empty", seated: "Playing", "sitting-out": "Sitting out" };

/** The seats a winner may be tapped from: those who saw the flop where recorded, else those dealt in. */
export function contenders(view: Pick<PokerDealerView, "hand">): number[] {
  return view.hand ? [...view.hand.dealtIn].sort((a, b) => a - b) : [];
}

export interface AwardDraft {
  readonly pots: readonly { readonly high: readonly number[]; readonly low: readonly number[] }[];
  readonly potCents: number | null;
  readonly killSizedPot: boolean | null;
  /** Each pot's amount as counted, with side pots (main pot first), when the dealer typed them. */
  readonly potsCents?: readonly number[] | null;
}

/** The award command of a draft: every pot with a high winner, lows only where chosen, each pot's amount where typed. */
export function awardCommand(draft: AwardDraft): { type: "award"; pots: { high: number[]; low?: number[]; cents?: number }[]; potCents?: number; killSizedPot?: boolean } {
  const amounts = draft.potsCents && draft.potsCents.length === draft.pots.length ? draft.potsCents : null;
  return {
    type: "award",
    pots: draft.pots.map((p, i) => ({ high: [...p.high], ...(p.low.length ? { low: [...p.low] } : {}), ...(amounts ? { cents: amounts[i]! } : {}) })),
    ...(draft.potCents !== null ? { potCents: draft.potCents } : {}),
    ...(draft.killSizedPot !== null ? { killSizedPot: draft.killSizedPot } : {}),
  };
}

/** "Main pot", "Side pot 1": a pot as the dealer calls it. */
export function potName(index: number): string {
  return index === 0 ? "Main pot" : `Side pot ${index}`;
}

/**
 * Each pot's amount as typed on the tablet or the floor's form (side pots): every pot or none
 * (blank), each in dollars and cents; what is wrong, in words, else the amounts (null: none typed).
 */
export function potAmounts(texts: readonly string[]): { ok: true; cents: number[] | null } | { ok: false; problem: string } {
  const typed = texts.map((t) => t.trim());
  if (typed.every((t) => t === "")) return { ok: true, cents: null };
  const cents: number[] = [];
  for (const [i, text] of typed.entries()) {
    const pot = i === 0 ? "the main pot" : `side pot ${i}`;
    if (text === "") return { ok: false, problem: `Enter the amount of every pot (${pot} is blank), or leave them all blank.` };
    const c = parseDollars(text);
    if (c === null) return { ok: false, problem: `The amount of ${pot} is not dollars and cents: type it like 90 or 90.50.` };
    cents.push(c);
  }
  return { ok: true, cents };
}

/** Whether the award must say if the pot reached the scooper rule's size: one seat takes everything and its scoop could kill. */
export function needsPotAnswer(view: Pick<PokerDealerView, "killAsk">, draft: AwardDraft): boolean {
  if (!view.killAsk || draft.potCents !== null || (draft.potsCents?.length ?? 0) > 0 || draft.killSizedPot !== null) return false;
  const seats = new Set(draft.pots.flatMap((p) => [...p.high, ...p.low]));
  const [only] = [...seats];
  return seats.size === 1 && only !== undefined && view.killAsk.seats.includes(only);
}

/** "Push the pot to seat 3", "Seat 3 high, seat 5 low". */
export function awardLabel(draft: AwardDraft): string {
  const seats = (list: readonly number[]) => (list.length === 1 ? `seat ${list[0]}` : `seats ${list.join(" and ")}`);
  const main = draft.pots[0];
  if (!main || main.high.length === 0) return "Tap the winner";
  if (draft.pots.length === 1 && main.low.length === 0) return main.high.length === 1 ? `Push the pot to ${seats(main.high)}` : `Split the pot: ${seats(main.high)}`;
  return draft.pots.map((p, i) => `${i === 0 ? "Main" : `Side pot ${i}`}: ${seats(p.high)}${p.low.length ? ` high, ${seats(p.low)} low` : ""}`).join("; ");
}

/** The time a seat owes, in words: "$10.00 (2 half hours)". */
export function owedText(o: { cents: number; halfHours: number }): string {
  return `${dollars(o.cents)}${o.halfHours > 1 ? ` (${o.halfHours} half hours)` : ""}`;
}

/** "12:05" to the next half hour of the clock (client clock), or null. */
export function countdown(nextAt: number | null, now: number): string | null {
  if (nextAt === null) return null;
  const s = Math.max(0, Math.ceil((nextAt - now) / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
