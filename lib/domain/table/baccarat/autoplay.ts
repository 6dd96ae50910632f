/**
 * A baccarat table played by a busy dealer, for the soak run and tests: from the dealer's view and
 * an injected random source, the next command (players seated, the bank, wagers on Player or
 * Banker, the server's shoe, the third-card choices, the settlement walk, the next round).
 */
import { pick, seatsToWager, shellStep, stake, type AutoplayCommand, type AutoplayRandom, type AutoplayViewBase } from "../common/autoplay";

export interface BaccaratAutoplayView extends AutoplayViewBase {
  readonly bets: readonly { readonly id: string; readonly backline: boolean; readonly limits: { readonly min: number; readonly max: number } | null }[];
  readonly awaitingChoices: readonly string[];
}

export const BACCARAT_AUTOPLAY = { players: 4, bank: 200_000 } as const;

export function baccaratAutoplay(view: BaccaratAutoplayView, random: AutoplayRandom): AutoplayCommand | null {
  const shell = shellStep(view, BACCARAT_AUTOPLAY);
  if (shell) return shell;
  if (view.phase === "betting") {
    const seats = seatsToWager(view);
    if (seats.length > 0 && (view.wagers.length === 0 || random.int(3) > 0)) {
      const main = view.bets.filter((b) => b.id === "player" || b.id === "banker");
      const bet = pick(random, main.length > 0 ? main : view.bets);
      return { type: "place-wager", seat: pick(random, seats), bet: bet.id, amount: stake(random, bet.limits ?? view.limits) };
    }
  }
  if (view.awaitingChoices.length > 0 && view.next.command !== "close-choices") return { type: "choose", wagerId: view.awaitingChoices[0]!, choice: pick(random, ["hit", "stand"] as const) };
  if (view.next.command) return { type: view.next.command };
  return null;
}
