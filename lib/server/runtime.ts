import type { Database } from "./db/database";
import type { TableRegistry } from "./tables/table-registry";
import type { LiveTables } from "./tables/live-tables";

/**
 * The live server's shared parts. Next.js bundles route handlers separately from server.ts, so the
 * running instance is handed over through globalThis rather than a module singleton.
 */
export interface Runtime {
  readonly db: Database;
  /** This node's tables. */
  readonly registry: TableRegistry;
  /** Every live table, this node's or another's (what routes should use). */
  readonly tables: LiveTables;
  readonly startedAt: Date;
  /** Demo accounts whose published password still works (the start page shows them). */
  readonly demoAccounts: readonly { username: string; password: string; role: string; tables: readonly string[] }[];
}

const KEY = Symbol.for("cardroom.runtime");
type Holder = { [KEY]?: Runtime };

export function setRuntime(runtime: Runtime | undefined): void {
  (globalThis as Holder)[KEY] = runtime;
}

export function getRuntime(): Runtime {
  const runtime = (globalThis as Holder)[KEY];
  if (!runtime) throw new Error("the table server is not running (start it with `npm start`)");
  return runtime;
}
