/** What every client of a soak run shares: the run's database and server, its cookies, whether it is stopping, and its tallies. */
import type { Database } from "../server/db/database";
import type { Acknowledged } from "./log-checks";
import type { MoveFigures, SoakOptions } from "./report";
import type { ServerWatch } from "./server-watch";

export interface SoakRun {
  readonly options: SoakOptions;
  readonly db: Pick<Database, "pool" | "prisma">;
  readonly servers: ServerWatch;
  /** Set when the time is up: the clients finish their unanswered commands and stop. */
  stopping: boolean;
  /** Each table's tablet (whoever deals it now), wall and floor supervisor, signed in. */
  readonly cookies: {
    readonly dealer: Map<string, { cookie: string; role: string }>;
    readonly wall: Map<string, string>;
    readonly floor: Map<string, string>;
  };
  /** Tables whose dealer was relieved: the tablet signs in again as the relief at its next step. */
  readonly relieved: Set<string>;
  readonly figures: ClientFigures;
  readonly acknowledged: Acknowledged[];
  /** The tablets' refusals by code. */
  readonly refused: Record<string, number>;
  /** Tables with nothing to do for a minute or more. */
  readonly stuck: Set<string>;
  readonly corrections: Record<string, MoveFigures>;
  readonly seatingChanges: Record<string, MoveFigures>;
  readonly waitlist: Record<string, MoveFigures>;
  readonly reliefs: Record<string, MoveFigures>;
}

export interface ClientFigures {
  outcomeUnknown: number;
  commandsSent: number;
  unanswered: number;
  resent: number;
  duplicates: number;
  tabletReconnects: number;
  wallReconnects: number;
  wallUpdates: number;
}

export function newSoakRun(options: SoakOptions, db: SoakRun["db"], servers: ServerWatch): SoakRun {
  return {
    options,
    db,
    servers,
    stopping: false,
    cookies: { dealer: new Map(), wall: new Map(), floor: new Map() },
    relieved: new Set(),
    figures: { outcomeUnknown: 0, commandsSent: 0, unanswered: 0, resent: 0, duplicates: 0, tabletReconnects: 0, wallReconnects: 0, wallUpdates: 0 },
    acknowledged: [],
    refused: {},
    stuck: new Set(),
    corrections: {},
    seatingChanges: {},
    waitlist: {},
    reliefs: {},
  };
}
