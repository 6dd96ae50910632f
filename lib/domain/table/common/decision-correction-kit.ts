/**
 * For the blackjack families' property tests of decision corrections: a round dealt from the
 * server's shoe by a dealer choosing at random among what the rules allow, each command kept with
 * where its card went; then a recorded decision amended by the floor, and the same round played
 * from the start with the amended decision. The correction must be taken exactly when the amended
 * inputs play through with every card going where it went, and then leave the same round.
 */
import type { Actor } from "../machine";
import type { RecordedDecisionView } from "./views";

type Refusal = { code: string; message: string } | null;

/** What the kit reads of a blackjack table's dealer view. */
interface NextView {
  readonly command: string | null;
  readonly card?: { readonly to: unknown };
  readonly decide?: { readonly seat: number; readonly hand: number; readonly allowed: readonly string[] };
  readonly insurance?: readonly { readonly seat: number; readonly max: number }[];
  readonly surrender?: readonly number[];
}

/** A blackjack table driver (test-kit.ts) as the kit drives it. */
export interface BlackjackDriver {
  readonly state: { readonly round: { readonly phase: string; readonly steps: readonly unknown[]; readonly play: unknown; readonly settlement: unknown } | null };
  try(command: unknown, actor?: Actor): Refusal;
  views(): { readonly dealer: { readonly next: NextView; readonly decisions: readonly RecordedDecisionView[] } };
}

/** A command of the deal (one recorded step each) and, for a card, the hand the table said it went to. */
export interface DealtCommand {
  readonly command: { readonly type: string } & Record<string, unknown>;
  readonly to: string | null;
}

/** The next command a dealer may give, chosen with `pick` among what the view offers; null once nothing is due but the settlement. */
export function nextDealCommand(next: NextView, pick: (n: number) => number): DealtCommand | null {
  if (next.decide) return { command: { type: "player-decision", seat: next.decide.seat, hand: next.decide.hand, decision: next.decide.allowed[pick(next.decide.allowed.length)]! }, to: null };
  if (next.insurance?.length) return { command: { type: "insurance", seat: next.insurance[0]!.seat, amount: pick(2) ? next.insurance[0]!.max : 0 }, to: null };
  if (next.surrender?.length) return { command: { type: "early-surrender", seat: next.surrender[0]!, surrender: pick(3) === 0 }, to: null };
  if (next.card) return { command: { type: "deal-card" }, to: JSON.stringify(next.card.to) };
  if (next.command && next.command !== "settle") return { command: { type: next.command }, to: null };
  return null;
}

/** Plays up to `steps` commands of the deal; the commands given, each with where its card went. */
export function playSome(t: BlackjackDriver, steps: number, pick: (n: number) => number): DealtCommand[] {
  const out: DealtCommand[] = [];
  for (let i = 0; i < steps && t.state.round?.phase === "dealing"; i++) {
    const c = nextDealCommand(t.views().dealer.next, pick);
    if (!c) break;
    const refused = t.try(c.command);
    if (refused) throw new Error(`${c.command.type} refused while playing: ${refused.message}`);
    out.push(c);
  }
  return out;
}

/**
 * Plays `commands` on a table fresh from the same opening, each card checked to go where it went:
 * "ok", or why the amended inputs could not be played as recorded.
 */
export function playAgain(t: BlackjackDriver, commands: readonly DealtCommand[]): "ok" | string {
  for (const c of commands) {
    if (c.to !== null) {
      const to = t.views().dealer.next.card?.to;
      if (JSON.stringify(to) !== c.to) return `a card would have gone to ${JSON.stringify(to ?? null)}, not ${c.to}`;
    }
    const refused = t.try(c.command);
    if (refused) return `${c.command.type} refused: ${refused.message}`;
  }
  return "ok";
}

/** A recorded decision to amend: its step, what it becomes and, for insurance taken, the amount named (none: half the wager). */
export interface Amendment {
  readonly index: number;
  readonly to: string;
  readonly amount?: number;
  /** Insurance taken: the most the seat could insure (the amount when none is named). */
  readonly max?: number;
}

/**
 * The commands with the decision of step `index` amended: a player's decision replaced, or a seat's
 * answer to insurance (taken for the amount named, else half the wager; declined) or to early
 * surrender (surrendered; plays on).
 */
export function amended(commands: readonly DealtCommand[], index: number, to: string | Amendment): DealtCommand[] {
  const a: Amendment = typeof to === "string" ? { index, to } : to;
  return commands.map((c, i) => {
    if (i !== index) return c;
    if (c.command.type === "insurance") return { ...c, command: { type: "insurance", seat: c.command.seat, amount: a.to === "no-insurance" ? 0 : (a.amount ?? a.max) } };
    if (c.command.type === "early-surrender") return { ...c, command: { type: "early-surrender", seat: c.command.seat, surrender: a.to === "early-surrender" } };
    return { ...c, command: { type: "player-decision", seat: c.command.seat, hand: c.command.hand, decision: a.to } };
  });
}

/**
 * The decisions another could have been, with the choices: the one to amend, chosen with `pick`
 * (among those `only` prefers, where it keeps any); insurance taken for the least, the most or no
 * amount named.
 */
export function decisionToAmend(decisions: readonly RecordedDecisionView[], pick: (n: number) => number, only?: (open: readonly RecordedDecisionView[]) => readonly RecordedDecisionView[]): Amendment | null {
  const all = decisions.filter((d) => d.options.length > 0);
  const kept = only ? only(all) : all;
  const open = kept.length > 0 ? kept : all;
  if (open.length === 0) return null;
  const d = open[pick(open.length)]!;
  const option = d.options[pick(d.options.length)]!;
  if (!option.amounts) return { index: d.index, to: option.decision };
  // Another amount of the same answer (insurance taken): never the amount on record (no amount named is the most).
  const max = option.amounts.max;
  const amounts = [undefined, option.amounts.min, max].filter((a) => option.decision !== d.decision || (a ?? max) !== d.amount);
  const named = amounts[pick(amounts.length)];
  return { index: d.index, to: option.decision, max: option.amounts.max, ...(named !== undefined ? { amount: named } : {}) };
}
