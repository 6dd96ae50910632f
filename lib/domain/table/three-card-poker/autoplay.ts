/**
 * A Three Card Poker table played by a busy dealer, for the soak run and tests: from the dealer's
 * view and an injected random source, the next command (players seated, the bank, Ante and Pair Plus
 * wagers, the server's deck, each Play or fold, the reveals, the settlement walk).
 */
import { pick, seatsToWager, shellStep, stake, type AutoplayCommand, type AutoplayRandom, type AutoplayViewBase } from "../common/autoplay";

export interface ThreeCardPokerAutoplayView extends AutoplayViewBase {
  readonly next: AutoplayViewBase["next"] & {
    readonly send: ({ readonly type: string } & Record<string, unknown>) | null;
    readonly decide?: { readonly seat: number; readonly bettor: string | null };
  };
}

export const THREE_CARD_POKER_AUTOPLAY = { players: 5, bank: 300_000 } as const;

export function threeCardPokerAutoplay(view: ThreeCardPokerAutoplayView, random: AutoplayRandom): AutoplayCommand | null {
  const shell = shellStep(view, THREE_CARD_POKER_AUTOPLAY);
  if (shell) return shell;
  const next = view.next;
  if (view.phase === "betting") {
    const seats = seatsToWager(view);
    if (seats.length > 0 && (view.wagers.length === 0 || random.int(3) > 0)) {
      return { type: "place-wager", seat: pick(random, seats), bet: "ante", amount: stake(random, view.limits) };
    }
  }
  if (next.decide) {
    return { type: "play-or-fold", seat: next.decide.seat, decision: random.int(4) === 0 ? "fold" : "play", ...(next.decide.bettor ? { bettor: next.decide.bettor } : {}) };
  }
  if (next.send) return { ...next.send };
  if (next.command) return { type: next.command };
  return null;
}
