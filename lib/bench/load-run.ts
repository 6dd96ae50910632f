/** What the load generator's tables and devices count together while a run goes (the run's tallies and its phase). */
import type { WireBytes } from "./load";
import type { LatencySink } from "./table-load";

export interface LoadRun {
  /** True while the measured rounds run: only their commands, latencies and bytes count. */
  measuring: boolean;
  /** Why the run stopped early (the first table's failure, or the deadline); null while it goes. */
  aborted: string | null;
  measuredCommands: number;
  measuredRounds: number;
  readonly sink: LatencySink;
  /** Send to acknowledgement (ms), each measured command. */
  readonly ackLatencies: number[];
  readonly refusals: Record<string, number>;
  readonly roundsPerFamily: Record<string, number>;
  readonly bytes: WireBytes;
  floorMessages: number;
}

export function newLoadRun(): LoadRun {
  return {
    measuring: false,
    aborted: null,
    measuredCommands: 0,
    measuredRounds: 0,
    sink: { latencies: [], viewsReceived: 0 },
    ackLatencies: [],
    refusals: {},
    roundsPerFamily: {},
    bytes: { display: [], dealer: [], floor: [] },
    floorMessages: 0,
  };
}
