/**
 * The room's choices for running its waiting lists. Each is a named option with its default and why
 * (docs/waitlist.md, "Decisions"); the floor changes them with the `configure` command, recorded
 * in the lists' log like everything else.
 */
export interface WaitlistOptions {
  /** Minutes a called player has to answer before the call counts as missed. */
  readonly callMinutes: number;
  /** A missed call: the player keeps their place (until too many misses) or is taken off at once. */
  readonly missedCall: "keep-place" | "remove";
  /** With "keep-place": calls a player may miss and stay on the list; the next miss takes them off. */
  readonly missesAllowed: number;
  /** Minutes a seat is held for a player away from the table when the floor gives no other time. */
  readonly awayMinutes: number;
  /** Players waiting on a list before the floor is told to open another table of its game. */
  readonly openTableAt: number;
  /** An open seat at a main table goes to the game's must-move players before its waiting list. */
  readonly mustMoveFirst: boolean;
  /** An open seat goes to the table's own seat-change requests before anyone else. */
  readonly seatChangeFirst: boolean;
  /** A seat that opens is called at once for the next eligible player, without a tap on the floor. */
  readonly autoCall: boolean;
}

export const DEFAULT_WAITLIST_OPTIONS: WaitlistOptions = Object.freeze({
  callMinutes: 3,
  missedCall: "keep-place",
  missesAllowed: 1,
  awayMinutes: 20,
  openTableAt: 8,
  mustMoveFirst: true,
  seatChangeFirst: true,
  autoCall: false,
});

/** The bounds of each number, checked by the command schema. */
export const OPTION_BOUNDS = {
  callMinutes: { min: 1, max: 30 },
  missesAllowed: { min: 0, max: 5 },
  awayMinutes: { min: 1, max: 120 },
  openTableAt: { min: 2, max: 60 },
} as const;

export const OPTION_NOTES: Readonly<Record<keyof WaitlistOptions, string>> = {
  callMinutes: "A called player who has not come to the desk within this many minutes has missed the call; the seat goes to the next player.",
  missedCall: "keep-place: a player who misses a call stays where they were and is passed over for that seat only; remove: they are taken off at the first miss.",
  missesAllowed: "With keep-place, a player may miss this many calls; the next missed call takes them off the list.",
  awayMinutes: "How long a seat is held for a player who stepped away, unless the floor gives another time; then the seat is released.",
  openTableAt: "When this many players wait on a list, the floor screen suggests opening another table of the game (each list may set its own number).",
  mustMoveFirst: "A seat at a main game goes first to the players of its must-move game, longest seated there first, then to the waiting list.",
  seatChangeFirst: "A seat goes first to the players already at that table who asked for a seat change.",
  autoCall: "Off: the floor taps Call. On: a seat that opens calls the next player at once.",
};
