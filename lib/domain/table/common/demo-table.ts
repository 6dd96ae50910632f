/**
 * A table of the quick start's demo floor, as a family declares it (each family's demo-tables.ts):
 * the demo floor (lib/server/demo-floor.ts) seeds every family's tables into an empty database.
 */
export interface DemoTable {
  /** "t1" ...: the demo floor's tables in the order of their numbers (dealer1 deals at t1 ...). */
  readonly id: string;
  readonly name: string;
  readonly gameId: string;
  readonly seats: number;
  readonly feeScheduleId: string;
  readonly feeOptionId: string;
  /** A room-entered option's data, for a filing that prints no fee option; null when the option is printed. */
  readonly feeOptionData: unknown;
  /** The posted limits, in cents. */
  readonly min: number;
  readonly max: number;
  readonly gameOptions?: Readonly<Record<string, unknown>>;
}

/** A room-entered fee option for the filings that print none: $1 per game-wager spot, $2 from the player-dealer. */
export const ROOM_ENTERED_DEMO_OPTION = {
  limit: { kind: "spot", min: 500, max: 10_000 },
  collections: [
    { kind: "per-spot", wagers: "game", fee: { kind: "flat", cents: 100 } },
    { kind: "player-dealer", fee: { kind: "flat", cents: 200 } },
  ],
  timing: "before-deal",
} as const;
