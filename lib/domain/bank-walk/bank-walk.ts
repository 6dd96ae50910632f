/**
 * The bank walk: settling resolved wagers against the player-dealer's bank, in order, "to the
 * extent that the player-dealer's wager covers". The filings: "The player-dealer shall collect all
 * losing wagers, pay all winning wagers, and may not win or lose more than the original amount
 * wagered. Once the player-dealer's wager has been exhausted, the wagers not covered by the
 * player-dealer shall be returned" (seed 000 L13, and every California game since).
 *
 * So the PD's running net stays within [-bank, +bank]: a loser is collected only up to +bank (the
 * rest is handed back), a winner is paid only down to -bank (a partial payment when the bank runs
 * short), and once the PD has lost the whole bank every later wager goes back untouched.
 *
 * Each line also says how much of its stake had no action for lack of cover (`uncovered`): all of
 * a line the exhausted bank never reached, the uncollected part of a loser, and the part of a partly
 * paid winner's stake whose winnings went unpaid (the stake's share in proportion to the unpaid win,
 * to the cent below: $100 at even money paid $40 had $60 without action).
 *
 * A game may settle some wagers before the walk proper (`settledFirst`: the 2014 No Bust filing pays
 * a player's Natural at the deal, seed 003 L3243-3249). They are settled first, against the same
 * bank, and the walk then goes on from the action seat with what is left: one running net through
 * both phases, so every bound above holds for the whole walk.
 */
import { assertCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import { orderWagers, type SettlementDirection, type SettlementOrder } from "./settlement-order";

export type Resolution =
  | { readonly outcome: "win"; readonly winnings: Cents }
  | { readonly outcome: "lose" }
  | { readonly outcome: "push" };

export interface ResolvedWager {
  readonly seat: SeatNumber;
  readonly bet: string;
  readonly amount: Cents;
  readonly backline?: boolean;
  /** Tells backline bettors of one seat apart; copied to the ledger. */
  readonly bettor?: string;
  readonly resolution: Resolution;
}

export type SettlementAction = "pay" | "collect" | "return" | "partial-pay" | "partial-collect" | "push";

export interface BankWalkLine {
  readonly seat: SeatNumber;
  readonly bet: string;
  readonly backline?: boolean;
  readonly bettor?: string;
  readonly stake: Cents;
  readonly outcome: Resolution["outcome"];
  /** Winnings the resolution called for (0 unless a win). */
  readonly due: Cents;
  readonly action: SettlementAction;
  /** Paid to the player (pay, partial-pay) or collected from them (collect, partial-collect); else 0. */
  readonly amount: Cents;
  /** Stake handed back to the player (a winner's and a push's whole stake, a loser's uncollected part). */
  readonly returned: Cents;
  /**
   * The part of the stake that had no action because the bank could not cover it, handed back as it
   * was: the whole stake of a line after the bank ran out, the uncollected part of a partly collected
   * loser, the unpaid share of a partly paid winner's stake; 0 when the line was settled in full.
   */
  readonly uncovered: Cents;
  /** Everything the player takes back from this line: returned stake plus any payment. */
  readonly toPlayer: Cents;
  /** The PD's bank after this line. */
  readonly bankAfter: Cents;
}

export interface BankWalk {
  /** The PD's wager at the start of the walk. */
  readonly bank: Cents;
  readonly lines: readonly BankWalkLine[];
  /** The PD's result: collected minus paid, within [-bank, +bank]. */
  readonly pdNet: Cents;
  /** What the PD ends with: bank + pdNet. */
  readonly bankAfter: Cents;
  /**
   * The bank ran out after this many lines: every line from this index on was returned uncovered.
   * 0 for an empty bank; null when the bank lasted the whole walk.
   */
  readonly exhaustedAfter: number | null;
}

export interface BankWalkInput {
  readonly bank: Cents;
  readonly pdSeat: SeatNumber;
  readonly seats: number;
  readonly actionSeat: SeatNumber;
  readonly order: SettlementOrder;
  /** The game's bet order, every bet on the layout. */
  readonly betOrder: readonly string[];
  readonly wagers: readonly ResolvedWager[];
  /** Clockwise in every filing but one reading of No Bust 6.0. */
  readonly direction?: SettlementDirection;
  /**
   * Wagers settled before `wagers`, against the same bank (e.g. Naturals paid at the deal). They
   * take the first lines of the walk, in settlement order among themselves; `wagers` follow with
   * what is left of the bank. Omitted or empty: a single walk.
   */
  readonly settledFirst?: readonly ResolvedWager[];
}

export class BankWalkError extends Error {
  override name = "BankWalkError";
}

function validate(input: BankWalkInput): void {
  assertCents(input.bank, "bank");
  if (input.bank < 0) throw new BankWalkError(`the bank cannot be negative, got ${input.bank}`);
  for (const w of [...(input.settledFirst ?? []), ...input.wagers]) {
    assertCents(w.amount, "stake");
    if (w.amount <= 0) throw new BankWalkError(`a wager must be more than 0 cents (seat ${w.seat}, ${w.bet})`);
    if (w.resolution.outcome === "win") {
      assertCents(w.resolution.winnings, "winnings");
      if (w.resolution.winnings < 0) throw new BankWalkError(`winnings cannot be negative (seat ${w.seat}, ${w.bet})`);
    }
  }
}

/**
 * The part of a winner's stake without action when only `paid` of the `due` winnings are paid:
 * stake × (due − paid) / due, to the cent below (exact in integers: the product can pass 2^53).
 */
export function unpaidShareOfStake(stake: Cents, due: Cents, paid: Cents): Cents {
  if (due <= 0 || paid >= due) return 0;
  return Number((BigInt(stake) * BigInt(due - paid)) / BigInt(due));
}

export function walkBank(input: BankWalkInput): BankWalk {
  validate(input);
  const { bank } = input;
  const first = input.settledFirst ?? [];
  const ordered = [...orderWagers(first, input, input.order, input.betOrder), ...orderWagers(input.wagers, input, input.order, input.betOrder)];
  let net = 0;
  let exhaustedAfter: number | null = bank === 0 ? 0 : null;
  const lines: BankWalkLine[] = [];

  for (const w of ordered) {
    const stake = w.amount;
    const due = w.resolution.outcome === "win" ? w.resolution.winnings : 0;
    let action: SettlementAction;
    let amount = 0;
    let returned = stake;
    let uncovered = 0;

    if (net === -bank) {
      // Exhausted: "the wagers not covered by the player-dealer shall be returned", winners and losers alike.
      action = "return";
      uncovered = stake;
    } else if (w.resolution.outcome === "push") {
      action = "push";
    } else if (w.resolution.outcome === "lose") {
      amount = Math.min(stake, bank - net);
      returned = stake - amount;
      action = amount === stake ? "collect" : amount > 0 ? "partial-collect" : "return";
      uncovered = returned;
      net += amount;
    } else {
      amount = Math.min(due, bank + net);
      action = amount === due ? "pay" : "partial-pay";
      if (action === "partial-pay") uncovered = unpaidShareOfStake(stake, due, amount);
      net -= amount;
    }

    lines.push({
      seat: w.seat,
      bet: w.bet,
      ...(w.backline !== undefined ? { backline: w.backline } : {}),
      ...(w.bettor !== undefined ? { bettor: w.bettor } : {}),
      stake,
      outcome: w.resolution.outcome,
      due,
      action,
      amount,
      returned,
      uncovered,
      toPlayer: returned + (action === "pay" || action === "partial-pay" ? amount : 0),
      bankAfter: bank + net,
    });
    if (exhaustedAfter === null && net === -bank) exhaustedAfter = lines.length;
  }

  return { bank, lines, pdNet: net, bankAfter: bank + net, exhaustedAfter };
}
