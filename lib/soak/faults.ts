/**
 * The faults of a soak run, at random moments until the time is up: the server SIGKILLed or
 * SIGTERMed and started again, and (with the embedded PostgreSQL) the database killed and started.
 */
import type { AutoplayRandom } from "../domain/table/common/autoplay";
import type { SoakDatabase } from "./database";
import { residentMb } from "./resend";
import { exitWords, type ServerWatch } from "./server-watch";

export interface FaultFigures {
  sigkills: number;
  sigterms: number;
  databaseKills: number;
  readonly sigtermExitCodes: (number | null)[];
  /** The resident memory of the last server started, 3 s after its start. */
  lastProcessStart: number | null;
}

export async function makeFaults(
  servers: ServerWatch,
  database: SoakDatabase,
  chaos: AutoplayRandom,
  plan: { readonly endAt: number; readonly everyMs: number; readonly say: (line: string) => void },
  figures: FaultFigures,
): Promise<void> {
  const { endAt, everyMs, say } = plan;
  while (Date.now() < endAt) {
    await servers.watch(Math.min(endAt - Date.now(), Math.round(everyMs / 2) + chaos.int(everyMs)));
    if (Date.now() >= endAt) break;
    const kinds = database.stop ? ["SIGKILL", "SIGTERM", "database"] : ["SIGKILL", "SIGTERM"];
    const kind = kinds[chaos.int(kinds.length)]!;
    if (kind === "database") {
      figures.databaseKills += 1;
      say(`fault: the database killed`);
      await database.stop!();
      await servers.watch(500 + chaos.int(3000));
      await database.start!();
      say(`the database answers again`);
      continue;
    }
    const signal = kind as "SIGKILL" | "SIGTERM";
    say(`fault: the server ${signal}`);
    const dying = servers.server;
    await servers.restart(dying, signal);
    if (signal === "SIGKILL") figures.sigkills += 1;
    else {
      figures.sigterms += 1;
      figures.sigtermExitCodes.push(dying.child.exitCode);
      if (dying.child.exitCode !== 0) servers.fault(`a SIGTERM ended with exit ${dying.child.exitCode}: ${exitWords(dying)}`);
    }
    await servers.watch(3000);
    figures.lastProcessStart = await residentMb(servers.server.child.pid);
  }
}
