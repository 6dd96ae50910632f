/**
 * The dealer's side of a benchmark table: given the dealer view the server last pushed, the next
 * command a dealer would send to keep full baccarat rounds going with the server's own shoe.
 *
 * It reads only what a dealer tablet reads (the view's `next` action, the bank offer, the seats),
 * so it drives the real rules and never sends a command the rules would refuse, except a
 * `deal-card` raced by nothing (the closed loop sends one command at a time per table).
 */

export interface BenchCommand {
  readonly type: string;
  readonly [field: string]: unknown;
}

/** The parts of the baccarat dealer view (lib/domain/table/baccarat/views.ts) the driver reads. */
export interface DealerViewLike {
  readonly status: string;
  readonly phase: string;
  readonly bank: number | null;
  readonly seats: readonly { readonly seat: number; readonly occupied: boolean; readonly isPlayerDealer: boolean }[];
  readonly playerDealer: { readonly seat: number } | null;
  readonly next: { readonly command: string | null; readonly label: string };
  readonly offer: { readonly offeredTo: number } | null;
  readonly wagers: readonly { readonly seat: number }[];
  /** `toWalk`: the steps to mark done (the lines, or after a correction of a round already paid, the differences). */
  readonly settlement: { readonly lines: readonly unknown[]; readonly settledLines: number; readonly toWalk?: number } | null;
  readonly shoeInfo: unknown;
}

export interface DriverPlan {
  /** Players seated at the table (seats 1..players). */
  readonly players: number;
  /** Wagers placed each round, on the seats other than the player-dealer's. */
  readonly wagersPerRound: number;
  readonly wagerCents: number;
  readonly bankCents: number;
  /** "line": one advance-settlement per ledger line (as a dealer taps); "all": one for the whole walk. */
  readonly settle: "line" | "all";
}

export const DEFAULT_PLAN: DriverPlan = { players: 5, wagersPerRound: 3, wagerCents: 1_000, bankCents: 100_000, settle: "line" };

const PASS_THROUGH = new Set(["open-bank", "end-shoe", "open-betting", "deal-card", "check-hole-card", "expose-hole-card", "close-choices", "settle", "end-round"]);

/** What to send next, or an error message when the view is in a state the driver cannot handle. */
export function nextCommand(view: DealerViewLike, plan: DriverPlan = DEFAULT_PLAN): BenchCommand | { error: string } {
  if (view.status !== "open") return { error: `table is ${view.status}` };
  const occupied = view.seats.filter((s) => s.occupied).length;
  if (view.phase === "waiting" && !view.playerDealer && !view.offer && occupied < plan.players) {
    const free = view.seats.find((s) => !s.occupied && s.seat <= plan.players) ?? view.seats.find((s) => !s.occupied);
    if (free) return { type: "seat-player", seat: free.seat, name: `Player ${free.seat}` };
  }
  if (view.offer) return { type: "accept-bank", seat: view.offer.offeredTo, bank: plan.bankCents };
  const next = view.next.command;
  if (next === "close-betting" && view.phase === "betting" && view.wagers.length < plan.wagersPerRound) {
    const bettors = view.seats.filter((s) => s.occupied && !s.isPlayerDealer).map((s) => s.seat);
    if (bettors.length === 0) return { error: "no seat may wager" };
    const n = view.wagers.length;
    return { type: "place-wager", seat: bettors[n % bettors.length]!, bet: n % 2 === 0 ? "banker" : "player", amount: plan.wagerCents };
  }
  if (next === "close-betting") return { type: "close-betting" };
  if (next === "advance-settlement") {
    const s = view.settlement;
    if (!s) return { error: "no settlement to advance" };
    return { type: "advance-settlement", through: plan.settle === "all" ? (s.toWalk ?? s.lines.length) : s.settledLines + 1 };
  }
  if (next && PASS_THROUGH.has(next)) return { type: next };
  if (next === null) {
    if (!view.shoeInfo) return { type: "start-shoe", source: "server" };
    if (view.playerDealer && !view.bank) return { type: "post-bank", bank: plan.bankCents };
  }
  return { error: `no rule for the next action "${view.next.label}" (${String(next)})` };
}
