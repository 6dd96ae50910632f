/** A hand against the player-dealer's: won, lost or a push (a tie). */
export type Outcome = "win" | "lose" | "push";
