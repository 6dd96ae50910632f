/**
 * The money to make right at the table when a round already paid is corrected (issue 28 item 2):
 * what each seat (or backline bettor) and the bank received as the settlement was walked before
 * the correction, what they receive by the corrected settlement, and the difference line by line
 * ("collect $30.00 from Seat 3"). Money is conserved: every line of a bank walk moves money between
 * a player and the bank only, so the differences and the bank's change sum to zero. The fees were
 * fixed when betting closed and a correction of cards or decisions does not change them.
 */
import type { BankWalkLine } from "../../bank-walk";
import { formatCents, type Cents } from "../../money";

/** What a seat's bettor received from the bank (+) or paid it (-) in one settlement. */
export interface PaidTo {
  /** "Seat 3", "Seat 3 backline (Ann)": as the dealer names them. */
  readonly who: string;
  readonly seat: number;
  readonly net: Cents;
}

/** A settlement as the money moved: per bettor, and the bank's result (collected minus paid). */
export interface PaidMoney {
  readonly players: readonly PaidTo[];
  readonly bank: Cents;
}

export interface DifferenceLine {
  readonly who: string;
  readonly seat: number;
  readonly before: Cents;
  readonly after: Cents;
  /** after - before: + the player is paid this much more, - it is collected from them. */
  readonly change: Cents;
  /** "collect $30.00 from Seat 3", "pay $30.00 to Seat 3". */
  readonly words: string;
}

export interface SettlementDifference {
  /** Only the bettors whose money changes, in seat order. */
  readonly lines: readonly DifferenceLine[];
  readonly bank: { readonly before: Cents; readonly after: Cents; readonly change: Cents; readonly words: string | null };
  /** The whole adjustment in the dealer's words; "No money changes hands." when nothing changes. */
  readonly words: string;
}

/** "Seat 3", "Seat 3 backline", "Seat 3 backline (Ann)". */
export function bettorName(line: Pick<BankWalkLine, "seat" | "backline" | "bettor">): string {
  const seat = `Seat ${line.seat}`;
  if (!line.backline) return seat;
  return line.bettor ? `${seat} backline (${line.bettor})` : `${seat} backline`;
}

/** What a walk line moved to the player: + paid, - collected; a return or a push moves nothing. */
export function lineNet(line: Pick<BankWalkLine, "action" | "amount">): Cents {
  switch (line.action) {
    case "pay":
    case "partial-pay":
      return line.amount;
    case "collect":
    case "partial-collect":
      return -line.amount || 0; // never -0: a collected $0 moves nothing
    default:
      return 0;
  }
}

/** The money the first `through` lines of a walk moved (all of them by default): per bettor, and the bank's result. */
export function paidByLines(lines: readonly BankWalkLine[], through: number = lines.length): PaidMoney {
  const byWho = new Map<string, PaidTo>();
  let bank = 0;
  for (const line of lines.slice(0, Math.max(0, through))) {
    const who = bettorName(line);
    const net = lineNet(line);
    const had = byWho.get(who);
    byWho.set(who, { who, seat: line.seat, net: (had?.net ?? 0) + net });
    bank -= net;
  }
  return { players: [...byWho.values()], bank: bank === 0 ? 0 : bank };
}

function playerWords(who: string, change: Cents): string {
  return change > 0 ? `pay ${formatCents(change)} to ${who}` : `collect ${formatCents(-change)} from ${who}`;
}

function bankWords(change: Cents): string | null {
  if (change === 0) return null;
  return change > 0 ? `pay ${formatCents(change)} to the bank` : `take ${formatCents(-change)} from the bank`;
}

/** The difference between the money paid (`before`) and the money the corrected settlement moves (`after`). */
export function settlementDifference(before: PaidMoney, after: PaidMoney): SettlementDifference {
  const rows = new Map<string, { who: string; seat: number; before: Cents; after: Cents }>();
  for (const p of before.players) rows.set(p.who, { who: p.who, seat: p.seat, before: p.net, after: 0 });
  for (const p of after.players) {
    const had = rows.get(p.who);
    rows.set(p.who, { who: p.who, seat: p.seat, before: had?.before ?? 0, after: p.net });
  }
  const lines = [...rows.values()]
    .map((r) => ({ ...r, change: r.after - r.before }))
    .filter((r) => r.change !== 0)
    .sort((a, b) => a.seat - b.seat || a.who.localeCompare(b.who))
    .map((r) => ({ ...r, words: playerWords(r.who, r.change) }));
  const change = after.bank - before.bank;
  const bank = { before: before.bank, after: after.bank, change, words: bankWords(change) };
  const parts = [...lines.map((l) => l.words), ...(bank.words ? [bank.words] : [])];
  const words = parts.length ? `${parts.join("; ")}.` : "No money changes hands.";
  return { lines, bank, words: words.charAt(0).toUpperCase() + words.slice(1) };
}

/** The part of a round a correction reads to know what money is already on the table. */
export interface PaidRound {
  readonly settlement: { readonly walk: { readonly lines: readonly BankWalkLine[] } } | null;
  readonly settledLines: number;
  /** The money paid before an earlier correction of the round, kept until the round ends. */
  readonly paidBefore?: PaidMoney | null;
}

/**
 * One step of the walk after a correction of a round already paid (issue 28 item 2): a bettor's
 * difference or the bank's change, which the dealer makes and marks done instead of walking the
 * corrected settlement's lines (the first settlement's were paid already).
 */
export interface AdjustmentStep {
  /** "Seat 3", "Seat 3 backline (Ann)", "the bank". */
  readonly who: string;
  /** Null for the bank's step. */
  readonly seat: number | null;
  /** What the bettor received (+) or paid (-) as paid before, and as corrected; the bank's result for the bank. */
  readonly before: Cents;
  readonly after: Cents;
  /** after - before: + paid to them, - collected from them (for the bank: + paid into it, - taken from it). */
  readonly change: Cents;
  /** "Collect $30.00 from Seat 3", "Pay $30.00 to Seat 3", "Pay $30.00 to the bank", "Take $30.00 from the bank". */
  readonly words: string;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The difference as steps in the order the dealer can make them with the chips at hand: what is
 * taken from the bank first (when the bank pays), then every collection, then every payment (seat
 * order), then what goes into the bank (when the bank collects). Lines with no change are no step.
 */
export function adjustmentSteps(d: SettlementDifference): readonly AdjustmentStep[] {
  const players = (sign: 1 | -1) =>
    d.lines.filter((l) => Math.sign(l.change) === sign).map((l): AdjustmentStep => ({ who: l.who, seat: l.seat, before: l.before, after: l.after, change: l.change, words: capitalised(l.words) }));
  const bank: AdjustmentStep[] = d.bank.words ? [{ who: "the bank", seat: null, before: d.bank.before, after: d.bank.after, change: d.bank.change, words: capitalised(d.bank.words) }] : [];
  return [...(d.bank.change < 0 ? bank : []), ...players(-1), ...players(1), ...(d.bank.change > 0 ? bank : [])];
}

/** The money on the table once the first `through` steps of an adjustment are made on top of `paid`. */
export function paidThrough(paid: PaidMoney, steps: readonly AdjustmentStep[], through: number): PaidMoney {
  const byWho = new Map(paid.players.map((p) => [p.who, p]));
  let bank = paid.bank;
  for (const step of steps.slice(0, Math.max(0, through))) {
    if (step.seat === null) continue; // the bank's step moves what the bettors' steps collected or paid: the bank's result follows them
    const had = byWho.get(step.who);
    byWho.set(step.who, { who: step.who, seat: step.seat, net: (had?.net ?? 0) + step.change });
    bank -= step.change;
  }
  return { players: [...byWho.values()], bank: bank === 0 ? 0 : bank };
}

/**
 * The steps the dealer walks to settle the round: null for an ordinary settlement (its lines are
 * walked); after a correction of a round already paid, once it is settled again, the differences.
 */
export function walkAdjustment(round: PaidRound): readonly AdjustmentStep[] | null {
  const d = roundAdjustment(round);
  return d ? adjustmentSteps(d) : null;
}

/** How many steps the dealer marks done before the round may end: the settlement's lines, or after a correction of money paid, the differences. */
export function walkLength(round: PaidRound): number {
  if (!round.settlement) return 0;
  return walkAdjustment(round)?.length ?? round.settlement.walk.lines.length;
}

/**
 * The money on the table when a correction reopens a round, or null when nothing was paid yet: the
 * lines the dealer had walked; after an earlier correction, the money kept then and the difference
 * steps made since (each one marked done).
 */
export function paidWhenCorrected(round: PaidRound): PaidMoney | null {
  if (round.paidBefore) {
    const steps = walkAdjustment(round);
    return steps ? paidThrough(round.paidBefore, steps, round.settledLines) : round.paidBefore;
  }
  const walked = round.settlement !== null && round.settledLines > 0;
  return walked ? paidByLines(round.settlement!.walk.lines, round.settledLines) : null;
}

/** The adjustment a corrected round's settlement calls for, once it is settled again; null when nothing had been paid. */
export function roundAdjustment(round: PaidRound): SettlementDifference | null {
  if (!round.paidBefore || !round.settlement) return null;
  return settlementDifference(round.paidBefore, paidByLines(round.settlement.walk.lines));
}
