/**
 * What the settlement calculator prints for every game family: the ledger line of each wager in
 * settlement order, the fee lines and the bank. Each family's report (its `settle-report.ts`) adds
 * its hands; `settle.ts` routes a round to its family by game id. Shared by `npm run -s settle`
 * (scripts/settle.ts) and the floor's settlement calculator (lib/server/floor/calculators.ts).
 */
import type { FeeLine, FeeSource } from "../fees";
import type { BankWalkLine } from "../bank-walk";
import { SettleInputError } from "./input-errors";

export { SettleInputError };

/**
 * One ledger line. The issue's fields: `amount` (the stake), `outcome` (the wager's result on the
 * cards), `paid` by the bank, `collected` by the bank, `returned` for lack of cover. Kept beside them:
 * `stake` (= amount), `due` (winnings the cards called for), `action`, `toPlayer` (= stake - collected
 * + paid), `bankAfter` and `because`.
 */
export interface LedgerLine {
  readonly seat: number;
  readonly bet: string;
  readonly backline: boolean;
  readonly bettor?: string;
  /** The stake. */
  readonly amount: number;
  readonly outcome: "win" | "lose" | "push";
  /** Paid to the bettor by the bank (a pay or a partial pay). */
  readonly paid: number;
  /** Collected from the bettor by the bank (a collect or a partial collect). */
  readonly collected: number;
  /**
   * Stake handed back because the bank could not cover it: a line the exhausted bank never reached,
   * the uncollected part of a loser, the part of a partly paid winner's stake whose win went unpaid
   * (stake x unpaid / due, to the cent below). 0 for a push.
   */
  readonly returned: number;
  readonly stake: number;
  readonly due: number;
  readonly action: string;
  readonly toPlayer: number;
  readonly bankAfter: number;
  readonly because: string;
}

export interface FeeJson {
  readonly payer: { readonly kind: string; readonly seat?: number; readonly bettor?: string };
  readonly cents: number;
  /** What the dealer reads: the collection, its tier and amount. */
  readonly rule: string;
  readonly scheduleId: string;
  readonly optionId: string;
  readonly source: FeeSource;
}

/** What every family's report holds beside its hands: the action button, the ledger, the fees and the bank. */
export interface SettledRound {
  readonly actionSeat: number;
  readonly actionButton: { readonly seat: number; readonly landedOn: number; readonly route: string; readonly card: string | null };
  readonly ledger: readonly LedgerLine[];
  readonly fees: readonly FeeJson[];
  readonly feeTotal: number;
  /** The option charged and how it was chosen; absent when no fee is charged. */
  readonly feeOption?: { readonly scheduleId: string; readonly optionId: string; readonly chosenBy: "input" | "table limits" };
  /** Why no fee is charged; absent when an option was found. */
  readonly feeNote?: string;
  /** The player-dealer's bank after settlement, fees not included (= bank.after). */
  readonly bankAfter: number;
  readonly bank: { readonly before: number; readonly after: number; readonly pdNet: number };
  readonly conservation: { readonly ok: boolean; readonly staked: number; readonly settled: number };
}

export function bettorKey(w: { seat: number; backline?: boolean; bettor?: string }, bet: string): string {
  return `${w.seat}|${w.backline === true ? `b|${w.bettor ?? ""}` : "s"}|${bet}`;
}

/** A bank-walk line as the ledger prints it (both families). */
export function ledgerLine(line: BankWalkLine, because: string): LedgerLine {
  const paid = line.action === "pay" || line.action === "partial-pay" ? line.amount : 0;
  const collected = line.action === "collect" || line.action === "partial-collect" ? line.amount : 0;
  // Returned for lack of cover (the walk's `uncovered`): a whole stake the exhausted bank never
  // reached, the part of a loser the bank could not take, the part of a partly paid winner whose win
  // it could not pay. A push is handed back on the cards, not for lack of cover.
  const returned = line.outcome === "push" ? 0 : line.uncovered;
  return {
    seat: line.seat,
    bet: line.bet,
    backline: line.backline === true,
    ...(line.bettor !== undefined ? { bettor: line.bettor } : {}),
    amount: line.stake,
    outcome: line.outcome,
    paid,
    collected,
    returned,
    stake: line.stake,
    due: line.due,
    action: line.action,
    toPlayer: line.toPlayer,
    bankAfter: line.bankAfter,
    because,
  };
}

export function feeJson(lines: readonly FeeLine[]): FeeJson[] {
  return lines.map((f) => ({
    payer: f.payer.kind === "pot" ? { kind: "pot" } : { kind: f.payer.kind, seat: f.payer.seat, ...((f.payer.kind === "backline" || f.payer.kind === "seat") && f.payer.bettor !== undefined ? { bettor: f.payer.bettor } : {}) },
    cents: f.cents,
    rule: f.rule.text,
    scheduleId: f.scheduleId,
    optionId: f.optionId,
    source: f.source,
  }));
}

