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
  /** Players may join a list from their phone (/live): the entry waits as "remote, not checked in". */
  readonly remoteJoin: boolean;
  /** Minutes a player who joined from a phone has to check in at the desk before the entry lapses. */
  readonly remoteLapseMinutes: number;
  /** A player who joined from a phone is called only once checked in, or like anyone else. */
  readonly remoteCall: "after-check-in" | "any-time";
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
  remoteJoin: false,
  remoteLapseMinutes: 30,
  remoteCall: "after-check-in",
});

/** The bounds of each number, checked by the command schema. */
export const OPTION_BOUNDS = {
  callMinutes: { min: 1, max: 30 },
  missesAllowed: { min: 0, max: 5 },
  awayMinutes: { min: 1, max: 120 },
  openTableAt: { min: 2, max: 60 },
  remoteLapseMinutes: { min: 5, max: 180 },
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
  remoteJoin: "On: players may put themselves on a list from their phone (/live). Their entry waits as not checked in until they come to the desk. Turn it off at any moment: nobody else can join from a phone, and those who did keep their place.",
  remoteLapseMinutes: "A player who joined from a phone and has not checked in at the desk within this many minutes is taken off the list.",
  remoteCall: "after-check-in: a player who joined from a phone keeps their place but is passed over for calls until checked in; any-time: they are called like anyone else (their phone shows the call).",
};

/** The options of a stored state or event of before an option existed: each missing one at its default. */
export function withDefaultOptions(options: Partial<WaitlistOptions> | undefined): WaitlistOptions {
  return { ...DEFAULT_WAITLIST_OPTIONS, ...(options ?? {}) };
}
