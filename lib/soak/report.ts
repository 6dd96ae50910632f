/** What a soak run is asked (SoakOptions) and what it reports (SoakReport), and the tally of a kind of move. */
import type { LogFigures } from "./log-checks";

export interface SoakOptions {
  readonly minutes: number;
  readonly tables: number;
  readonly seed: string;
  /** A tablet's pause after each answered command, in ms (0: as fast as the server answers). */
  readonly paceMs?: number;
  /**
   * False: no server or database killed, so the memory of one server process can be followed from
   * its start to the end of the run (sampled every `memoryEveryMs`). Default true.
   */
  readonly faults?: boolean;
  /** How often the server's memory is sampled (default: a minute). */
  readonly memoryEveryMs?: number;
  readonly log?: (line: string) => void;
}

export interface SoakReport {
  readonly seed: string;
  readonly database: "external" | "embedded";
  readonly minutes: number;
  readonly tablesAsked: number;
  readonly tablesDriven: number;
  readonly tablesOnTheFloor: number;
  readonly roundsPerFamily: Readonly<Record<string, number>>;
  readonly commandsSent: number;
  readonly acknowledged: number;
  readonly refused: Readonly<Record<string, number>>;
  readonly unanswered: number;
  readonly resent: number;
  /** Answers "outcome unknown" (the database failed mid-commit): the command sent again with its id. */
  readonly outcomeUnknown: number;
  readonly answeredAsDuplicate: number;
  readonly tabletReconnects: number;
  readonly wallReconnects: number;
  readonly wallUpdates: number;
  readonly sigkills: number;
  readonly sigterms: number;
  readonly sigtermExitCodes: readonly (number | null)[];
  readonly databaseKills: number;
  /** Times the server stopped by itself (and was started again). */
  readonly serverExits: number;
  /** What the server said when it stopped by itself or a SIGTERM did not end cleanly. */
  readonly faultsSeen: readonly string[];
  readonly stuckTables: readonly string[];
  /** The floor's corrections by kind: sent, accepted, and the refusals by code. */
  readonly corrections: Readonly<Record<string, MoveFigures>>;
  /** Seating changes between rounds: players leaving, new players sitting down. */
  readonly seatingChanges: Readonly<Record<string, MoveFigures>>;
  /** The waiting lists' floor commands by kind (lists opened, players added, called, seated). */
  readonly waitlist: Readonly<Record<string, MoveFigures>>;
  /** Dealer reliefs, made as the floor's dealers page makes them (relieveDealer, the route's own function). */
  readonly reliefs: Readonly<Record<string, MoveFigures>>;
  readonly memoryMb: { readonly start: number | null; readonly end: number | null; readonly lastProcessStart: number | null };
  /** Whether faults were made (false: `--no-faults`, one server process throughout unless it stopped by itself). */
  readonly faults: boolean;
  /** The server's resident memory at each sample: seconds since the start, the process, MB. */
  readonly memorySamples: readonly MemorySample[];
  readonly log: LogFigures;
}

export interface MemorySample {
  readonly atS: number;
  readonly pid: number | undefined;
  readonly mb: number | null;
}

export interface MoveFigures {
  sent: number;
  accepted: number;
  refused: Record<string, number>;
}

/** Counts a move of `kind` sent, or its answer: accepted, or refused by its code. */
export function tally(into: Record<string, MoveFigures>, kind: string, answer: { ok: boolean; code?: string } | "sent"): void {
  const f = (into[kind] ??= { sent: 0, accepted: 0, refused: {} });
  if (answer === "sent") f.sent += 1;
  else if (answer.ok) f.accepted += 1;
  else f.refused[answer.code ?? "?"] = (f.refused[answer.code ?? "?"] ?? 0) + 1;
}
