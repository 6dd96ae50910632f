/**
 * Checks the hash-chained record: every table's chain, every anchor, every snapshot's hash and the
 * record of accepted commands (docs/ledger.md).
 *
 *   npm run -s verify-log                  every table, in words
 *   npm run -s verify-log -- --json        {"tables", "events", "anchors", "broken": [{"table", "version", "why"}]}
 *   npm run -s verify-log -- --table t1    one table
 *
 * The database is DATABASE_URL's, or the embedded one of DATA_DIR as `npm start` finds it (a running
 * server's is used as it runs). Exit 0: nothing broken; 1: something is; 2: a bad argument or no
 * database to check (one line on stderr).
 */
import { pathToFileURL } from "node:url";
import { loadConfig } from "../lib/server/config";
import { LedgerDatabaseError, openLedgerDatabase } from "../lib/server/ledger/ledger-database";
import { UnknownTableError, verifyLedger, type LedgerVerification } from "../lib/server/ledger/verify-ledger";

export const USAGE = `usage: npm run -s verify-log -- [--json] [--table <id>]

Checks the event log's hash chain of every table (or one), every anchor taken at a shift close,
the hash each snapshot names and the record of accepted commands (docs/ledger.md). The database is
DATABASE_URL's, or the embedded one in DATA_DIR (a running server's is used as it runs).

  --json          print {"tables", "events", "anchors", "broken": [{"table", "version", "why"}]}
  --table <id>    check this table only (its chain, snapshots and lines in every anchor)

exit code 0 when nothing is broken, 1 when something is, 2 on a bad argument or no database.
`;

export interface VerifyLogArgs {
  readonly json: boolean;
  readonly table: string | null;
}

export class ArgumentError extends Error {
  override name = "ArgumentError";
}

export function parseArgs(argv: readonly string[]): VerifyLogArgs | "help" {
  let json = false;
  let table: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "-h" || arg === "--help") return "help";
    if (arg === "--json") json = true;
    else if (arg === "--table" || arg.startsWith("--table=")) {
      const value = arg === "--table" ? argv[++i] : arg.slice("--table=".length);
      if (value === undefined || value === "" || value.startsWith("-")) throw new ArgumentError("--table: give a table id, e.g. --table t1");
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) throw new ArgumentError(`--table: "${value}" is not a table id (letters, digits, - and _)`);
      if (table !== null) throw new ArgumentError("--table: give it once");
      table = value;
    } else throw new ArgumentError(`${arg}: unknown argument (see --help)`);
  }
  return { json, table };
}

const count = (n: number) => n.toLocaleString("en-US");

/** The report in words: a line per table, the anchors, the verdict. */
export function words(result: LedgerVerification, where: string): string {
  const lines = [`Checked ${where}.`];
  for (const t of result.perTable) {
    const head = `Table ${t.tableId} (${t.name}): ${count(t.events)} event${t.events === 1 ? "" : "s"} checked`;
    const migrated = t.chainedByMigration ? ` (versions 1-${count(t.chainedByMigration.to)} were chained by migration on ${t.chainedByMigration.at.slice(0, 10)}: unchanged since then)` : "";
    lines.push(t.firstBreak ? `${head}: BROKEN at version ${count(t.firstBreak.version)}: ${t.firstBreak.why}${migrated}` : `${head}: intact${t.events > 0 ? `, versions 1-${count(t.lastVersion)}` : ""}${migrated}`);
  }
  for (const b of result.broken.filter((x) => x.table === null)) lines.push(`Anchors: ${b.why}`);
  const brokenTables = result.broken.filter((b) => b.table !== null).length;
  const summary = `${count(result.tables)} table${result.tables === 1 ? "" : "s"}, ${count(result.events)} events, ${count(result.anchors)} anchor${result.anchors === 1 ? "" : "s"}`;
  lines.push(
    result.broken.length === 0
      ? `${summary}: the record is intact.`
      : `${summary}: BROKEN (${brokenTables} table${brokenTables === 1 ? "" : "s"}${result.broken.length > brokenTables ? `, ${result.broken.length - brokenTables} anchor${result.broken.length - brokenTables === 1 ? "" : "s"}` : ""}). Keep this output and tell the regulator's contact.`,
  );
  return `${lines.join("\n")}\n`;
}

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

const STD_IO: Io = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) };

export async function main(argv: readonly string[], io: Io = STD_IO, env: Record<string, string | undefined> = process.env): Promise<number> {
  let args: VerifyLogArgs | "help";
  try {
    args = parseArgs(argv);
  } catch (error) {
    if (error instanceof ArgumentError) {
      io.err(`verify-log: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  if (args === "help") {
    io.out(USAGE);
    return 0;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    io.err(`verify-log: ${(error as Error).message.replace(/\n\s*/g, " ")}\n`);
    return 2;
  }
  let db;
  try {
    db = await openLedgerDatabase(config);
  } catch (error) {
    if (error instanceof LedgerDatabaseError) {
      io.err(`verify-log: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  try {
    let lastNote = Date.now();
    const result = await verifyLedger(db.pool, {
      tableId: args.table ?? undefined,
      // A big floor takes a while: say how far it is every few seconds (stderr, so --json stays clean).
      onProgress: (p) => {
        if (Date.now() - lastNote < 5000) return;
        lastNote = Date.now();
        io.err(`verify-log: ${p.tablesDone}/${p.tables} tables, ${count(p.events)} events checked\n`);
      },
    });
    if (args.json) io.out(`${JSON.stringify({ tables: result.tables, events: result.events, anchors: result.anchors, broken: result.broken })}\n`);
    else io.out(words(result, db.where));
    return result.broken.length === 0 ? 0 : 1;
  } catch (error) {
    if (error instanceof UnknownTableError) {
      io.err(`verify-log: --table: ${error.message}\n`);
      return 2;
    }
    throw error;
  } finally {
    await db.close();
  }
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && import.meta.url === pathToFileURL(invokedPath).href) {
  // process.exit, not exitCode: the embedded PostgreSQL library's exit hook would end the process with 0.
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`verify-log: internal error: ${(error as Error).message}\n`);
      process.exit(2);
    },
  );
}
