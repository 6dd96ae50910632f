/**
 * A twenty-one table (Pure 21.5, Pure Spanish 21.5, Blackjack X) played by a busy dealer, for the
 * soak run and tests: from the dealer's view and an injected random source, the next command
 * (players seated, the bank, main wagers, the server's shoe, early surrender and insurance answers,
 * each hand's decision among those open to it, the settlement walk).
 */
import { pick, seatsToWager, shellStep, stake, type AutoplayCommand, type AutoplayRandom, type AutoplayViewBase } from "../common/autoplay";

export interface TwentyOneAutoplayView extends AutoplayViewBase {
  readonly bets: readonly { readonly id: string; readonly limits: { readonly min: number; readonly max: number } | null }[];
  readonly next: AutoplayViewBase["next"] & {
    readonly decide?: { readonly seat: number; readonly hand: number; readonly allowed: readonly string[]; readonly double: { readonly full: number } | null };
    readonly insurance?: readonly { readonly seat: number; readonly min: number; readonly max: number }[];
    readonly surrender?: readonly number[];
  };
}

export const TWENTY_ONE_AUTOPLAY = { players: 5, bank: 300_000 } as const;

export function twentyOneAutoplay(view: TwentyOneAutoplayView, random: AutoplayRandom): AutoplayCommand | null {
  const shell = shellStep(view, TWENTY_ONE_AUTOPLAY);
  if (shell) return shell;
  const next = view.next;
  if (view.phase === "betting") {
    const seats = seatsToWager(view);
    if (seats.length > 0 && (view.wagers.length === 0 || random.int(3) > 0)) {
      const main = view.bets.find((b) => b.id === "main");
      return { type: "place-wager", seat: pick(random, seats), bet: "main", amount: stake(random, main?.limits ?? view.limits) };
    }
  }
  if (next.surrender && next.surrender.length > 0) return { type: "early-surrender", seat: next.surrender[0]!, surrender: random.int(6) === 0 };
  if (next.decide) {
    const decision = pick(random, next.decide.allowed);
    return { type: "player-decision", seat: next.decide.seat, hand: next.decide.hand, decision };
  }
  if (next.insurance && next.insurance.length > 0) {
    const ask = next.insurance[0]!;
    return { type: "insurance", seat: ask.seat, amount: random.int(2) ? ask.max : 0 };
  }
  if (next.command) return { type: next.command };
  return null;
}
