/**
 * A baccarat hand's result in words, on its own so the tablet and the floor's replay can show it
 * without the floor records' module (and the views and the shoe it brings along).
 */

/** "Banker wins 8 to 0", "Tie 6 to 6": the winner's total first. */
export function resultWords(winner: string, playerTotal: number, bankerTotal: number, names: { player: string; banker: string }): string {
  if (winner === "tie") return `Tie ${playerTotal} to ${bankerTotal}`;
  return winner === "player" ? `${names.player} wins ${playerTotal} to ${bankerTotal}` : `${names.banker} wins ${bankerTotal} to ${playerTotal}`;
}
