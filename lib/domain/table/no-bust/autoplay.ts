/**
 * A No Bust table played by a busy dealer, for the soak run and tests: from the dealer's view and
 * an injected random source, the next command (players seated, the bank, main and Buster wagers, the
 * server's shoe, each hand's decision among those open to it, insurance, the settlement walk).
 */
import { pick, seatsToWager, shellStep, stake, type AutoplayCommand, type AutoplayRandom, type AutoplayViewBase } from "../common/autoplay";

export interface NoBustAutoplayView extends AutoplayViewBase {
  readonly bets: readonly { readonly id: string; readonly limits: { readonly min: number; readonly max: number } | null }[];
  readonly next: AutoplayViewBase["next"] & {
    readonly decide?: { readonly seat: number; readonly hand: number; readonly allowed: readonly string[] };
    readonly insurance?: readonly { readonly seat: number; readonly max: number }[];
  };
}

export const NO_BUST_AUTOPLAY = { players: 5, bank: 300_000 } as const;

export function noBustAutoplay(view: NoBustAutoplayView, random: AutoplayRandom): AutoplayCommand | null {
  const shell = shellStep(view, NO_BUST_AUTOPLAY);
  if (shell) return shell;
  const next = view.next;
  if (view.phase === "betting") {
    const seats = seatsToWager(view);
    if (seats.length > 0 && (view.wagers.length === 0 || random.int(3) > 0)) {
      const main = view.bets.find((b) => b.id === "main");
      return { type: "place-wager", seat: pick(random, seats), bet: "main", amount: stake(random, main?.limits ?? view.limits) };
    }
  }
  if (next.decide) return { type: "player-decision", seat: next.decide.seat, hand: next.decide.hand, decision: pick(random, next.decide.allowed) };
  if (next.insurance && next.insurance.length > 0) return { type: "insurance", seat: next.insurance[0]!.seat, amount: random.int(2) ? next.insurance[0]!.max : 0 };
  if (next.command) return { type: next.command };
  return null;
}
