/**
 * A Pai Gow Tiles table played by a busy dealer, for the soak run and tests: from the dealer's view
 * and an injected random source, the next command (players seated, the bank, the server's woodpile,
 * wagers, the dice, the stacks, every seat set the house way, the hands turned over, or each seat's
 * result at a table entering results, the settlement walk).
 */
import { pick, seatsToWager, shellStep, stake, type AutoplayCommand, type AutoplayRandom, type AutoplayViewBase } from "../common/autoplay";

export interface PaiGowTilesAutoplayView extends AutoplayViewBase {
  readonly tileSource: string;
  readonly next: AutoplayViewBase["next"] & {
    readonly step?: string;
    readonly seats?: readonly number[];
    readonly seat?: number;
    readonly resultSeats?: readonly number[];
  };
}

export const PAI_GOW_TILES_AUTOPLAY = { players: 5, bank: 300_000 } as const;

export function paiGowTilesAutoplay(view: PaiGowTilesAutoplayView, random: AutoplayRandom): AutoplayCommand | null {
  const shell = shellStep(view, PAI_GOW_TILES_AUTOPLAY);
  if (shell) return shell;
  const next = view.next;
  // The soak plays the server's woodpile: nobody types tiles at many times a dealer's speed.
  if (view.phase === "waiting" && view.tileSource !== "server" && view.status === "open") return { type: "tile-source", source: "server" };
  if (view.phase === "betting") {
    const seats = seatsToWager(view);
    if (seats.length > 0 && (view.wagers.length === 0 || random.int(3) > 0)) {
      return { type: "place-wager", seat: pick(random, seats), bet: "main", amount: stake(random, view.limits) };
    }
  }
  // Results-only entry: the dice the player-dealer shook, then each seat wins, pushes or loses at random.
  if (next.step === "roll-dice" && next.resultSeats) return { type: "roll-dice", total: 3 + random.int(6) + random.int(6) + random.int(6) };
  if (next.step === "enter-results" && next.resultSeats) {
    const results = ["win", "push", "lose"] as const;
    return { type: "enter-results", results: next.resultSeats.map((seat) => ({ seat, result: results[random.int(3)]! })) };
  }
  if (next.step === "set-hands" && next.seats && next.seats.length > 0) return { type: "set-hands", seat: pick(random, next.seats), by: "house-way" };
  if (next.step === "player-dealer-sets" && next.seat !== undefined) return { type: "set-hands", seat: next.seat, by: "house-way" };
  if (next.command === "expose-hands" && next.seat !== undefined) return { type: "expose-hands", seat: next.seat };
  if (next.command) return { type: next.command };
  return null;
}
