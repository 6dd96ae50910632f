/**
 * Before the deal: can the player-dealer's bank cover the wagers on the table? The same walk as the
 * settlement (bank-walk.ts), run on the outcomes the family names (`scenarios`: "Banker wins",
 * "Player wins", "every hand beats the player-dealer"), from the action seat when it is known before
 * the deal, or from every seat it could land on when a card or dice place it later. The worst of
 * them says which wagers would go back with no action ("the wagers not covered by the player-dealer
 * shall be returned", seed 000 L13), so the dealer and the players hear it before the first card.
 */
import type { Cents } from "../money";
import type { SeatNumber } from "../seats";
import { walkBank, type BankWalkInput, type ResolvedWager } from "./bank-walk";
import { settlementSeats } from "./settlement-order";

export interface CoverageScenario {
  /** The outcome in the players' words: "Banker wins", "every hand beats the player-dealer". */
  readonly name: string;
  readonly wagers: readonly ResolvedWager[];
}

export interface CoverageInput extends Omit<BankWalkInput, "wagers" | "settledFirst" | "actionSeat"> {
  /** Where settlement starts, or null when the action button is placed only after the deal. */
  readonly actionSeat: SeatNumber | null;
  readonly scenarios: readonly CoverageScenario[];
}

export interface UncoveredWager {
  readonly seat: SeatNumber;
  readonly bet: string;
  readonly backline?: boolean;
  readonly bettor?: string;
  readonly stake: Cents;
  /** The part of its stake that would go back with no action. */
  readonly uncovered: Cents;
}

export interface CoverageForecast {
  /** True when the bank covers every wager in every outcome named, wherever the action starts. */
  readonly covered: boolean;
  /** The outcome that leaves the most without action, or null when covered. */
  readonly scenario: string | null;
  /** The action seat of that walk (where it was counted from). */
  readonly actionSeat: SeatNumber | null;
  /** False when the action button is placed after the deal: the walk named is the worst seat. */
  readonly actionKnown: boolean;
  /** What that outcome would pay out beyond the bank, at most (0 when covered). */
  readonly shortBy: Cents;
  /** The wagers that would go back, in action order. */
  readonly returned: readonly UncoveredWager[];
}

const COVERED: Omit<CoverageForecast, "actionKnown"> = { covered: true, scenario: null, actionSeat: null, shortBy: 0, returned: [] };

/**
 * True when no walk of `wagers` can leave a stake without action, whatever the order: every win
 * together is less than the bank (it is never exhausted) and every loss together at most the bank
 * (each is collected whole). The usual case before a deal, told without walking: the forecast is
 * made for every view of a round in betting, after each wager (docs/performance.md "Issue 30").
 * A stake or winnings that is not whole positive cents is left to the walk, which refuses it.
 */
export function coveredInAnyOrder(bank: Cents, wagers: readonly ResolvedWager[]): boolean {
  if (!Number.isSafeInteger(bank) || bank <= 0) return false;
  let due = 0;
  let stakes = 0;
  for (const w of wagers) {
    if (!Number.isSafeInteger(w.amount) || w.amount <= 0) return false;
    if (w.resolution.outcome === "win") {
      if (!Number.isSafeInteger(w.resolution.winnings) || w.resolution.winnings < 0) return false;
      due += w.resolution.winnings;
    } else if (w.resolution.outcome === "lose") stakes += w.amount;
  }
  return due < bank && stakes <= bank;
}

export function coverageForecast(input: CoverageInput): CoverageForecast {
  const actionKnown = input.actionSeat !== null;
  const seats = input.actionSeat !== null ? [input.actionSeat] : settlementSeats({ pdSeat: input.pdSeat, seats: input.seats, actionSeat: input.pdSeat === 1 ? 2 : 1 });
  let worst: Omit<CoverageForecast, "actionKnown"> = COVERED;
  let worstUncovered = 0;
  for (const scenario of input.scenarios) {
    if (scenario.wagers.length === 0 || coveredInAnyOrder(input.bank, scenario.wagers)) continue;
    for (const actionSeat of seats) {
      const walk = walkBank({ bank: input.bank, pdSeat: input.pdSeat, seats: input.seats, actionSeat, order: input.order, betOrder: input.betOrder, wagers: scenario.wagers, ...(input.direction ? { direction: input.direction } : {}) });
      const returned = walk.lines.filter((l) => l.uncovered > 0);
      const uncovered = returned.reduce((s, l) => s + l.uncovered, 0);
      if (uncovered <= worstUncovered) continue;
      worstUncovered = uncovered;
      const due = walk.lines.reduce((s, l) => s + (l.outcome === "win" ? l.due : 0), 0);
      const collected = walk.lines.reduce((s, l) => s + (l.outcome === "lose" ? l.stake : 0), 0);
      worst = {
        covered: false,
        scenario: scenario.name,
        actionSeat,
        shortBy: Math.max(0, due - collected - input.bank),
        returned: returned.map((l) => ({ seat: l.seat, bet: l.bet, ...(l.backline ? { backline: true } : {}), ...(l.bettor !== undefined ? { bettor: l.bettor } : {}), stake: l.stake, uncovered: l.uncovered })),
      };
    }
  }
  return { ...worst, actionKnown };
}
