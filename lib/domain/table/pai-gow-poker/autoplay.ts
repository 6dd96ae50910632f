/**
 * A pai gow poker table played by a busy dealer, for the soak run and tests: from the dealer's view
 * and an injected random source, the next command (players seated, the bank, game wagers, the
 * server's piles, the action pile and the dice, each hand set the house way, Face Up's cards shown,
 * or each seat's result at a table entering results, the settlement walk).
 */
import { pick, seatsToWager, shellStep, stake, type AutoplayCommand, type AutoplayRandom, type AutoplayViewBase } from "../common/autoplay";

export interface PaiGowAutoplayView extends AutoplayViewBase {
  readonly bets: readonly { readonly id: string; readonly limits: { readonly min: number; readonly max: number } | null }[];
  readonly next: AutoplayViewBase["next"] & {
    readonly step?: string;
    readonly seats?: readonly { readonly seat: number }[];
  };
}

export const PAI_GOW_AUTOPLAY = { players: 5, bank: 300_000 } as const;

/** Three dice's total. */
function dice(random: AutoplayRandom): number {
  return 3 + random.int(6) + random.int(6) + random.int(6);
}

export function paiGowAutoplay(view: PaiGowAutoplayView, random: AutoplayRandom): AutoplayCommand | null {
  const shell = shellStep(view, PAI_GOW_AUTOPLAY);
  if (shell) return shell;
  const next = view.next;
  if (view.phase === "betting") {
    const seats = seatsToWager(view);
    if (seats.length > 0 && (view.wagers.length === 0 || random.int(3) > 0)) {
      const game = view.bets.find((b) => b.id === "game");
      return { type: "place-wager", seat: pick(random, seats), bet: "game", amount: stake(random, game?.limits ?? view.limits) };
    }
  }
  if (next.step === "choose-action-pile") return { type: "choose-action-pile", pile: 1 + random.int(7) };
  if (next.step === "roll-dice") return { type: "roll-dice", total: dice(random) };
  if (next.step === "set-hands" && next.seats && next.seats.length > 0) return { type: "set-house-way", seat: pick(random, next.seats).seat };
  if (next.step === "show-cards" && next.seats && next.seats.length > 0) return { type: "show-cards", seat: next.seats[0]!.seat };
  // Results-only entry: each seat wins, pushes or loses at random; no bonus hand (the autoplay places none).
  if (next.step === "enter-results" && next.seats) {
    const outcomes = ["win", "push", "lose"] as const;
    return { type: "enter-results", results: next.seats.map((s) => ({ seat: s.seat, game: outcomes[random.int(3)]!, bonus: null })) };
  }
  if (next.command) return { type: next.command };
  return null;
}
