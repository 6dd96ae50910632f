/**
 * The dispute calculator: settles one completed round of any game of the filings from a JSON
 * description. The game id decides which family's input format applies.
 *
 *   npm run -s settle -- <round.json>
 *   npm run -s settle -- - < round.json
 *
 * Prints the hands, the winner, the action seat, the ledger in settlement order, the fees and the
 * bank after settlement as JSON. A bad input gives exit code 2, one line on stderr naming the field,
 * and nothing on stdout. Every family's format is in USAGE below and in docs/calculators.md. The routing
 * by game id is lib/domain/calculators/settle.ts, each family's parsing, settlement and report its own,
 * shared with the floor's settlement calculator (lib/server/floor/calculators.ts).
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { SettleInputError } from "../lib/domain/calculators/settle-report";
import { settleReport, settleUsage, type AnySettleReport } from "../lib/domain/calculators/settle";

export type { FeeJson, LedgerLine } from "../lib/domain/calculators/settle-report";

export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Reads the input file (default: the file system). */
  readFile?(path: string): string;
  /** Reads all of standard input, for "-" (default: process.stdin). */
  readStdin?(): Promise<string>;
}

export const USAGE = `usage: npm run -s settle -- <round.json>    (or "-" to read the round from stdin)

Settles one completed round of any game here and prints the ledger as JSON. Money is in cents. Seats are
numbered 1..N clockwise, seat 1 being the first seat on the house dealer's left, the
player-dealer's seat included. Full description with examples: docs/calculators.md.

${settleUsage()}

errors: exit code 2 and one line on stderr naming the field, e.g.
  wagers[2].amount: 2500 is over the $20.00 spot limit for seat 3 (seated + backline)

example:
  echo '{"game":"ez-baccarat","decks":8,"seats":8,"playerDealerSeat":8,"bank":2500,
    "limits":{"min":500,"max":10000},
    "wagers":[{"seat":1,"bet":"player","amount":2000},{"seat":2,"bet":"banker","amount":3000},
              {"seat":3,"bet":"player","amount":4000}],
    "cards":["4S","TD","3H","6C"]}' | npm run -s settle -- -
`;

class UsageError extends Error {}

/** Parses the JSON text and settles it; throws SettleInputError for bad input. */
export function settleText(text: string, source: string): AnySettleReport {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new SettleInputError("input", `${source} is not valid JSON (${(error as Error).message.split("\n")[0]})`);
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) throw new SettleInputError("input", `${source} must hold one JSON object (the round)`);
  return settleReport(raw);
}

/** JSON with one top-level field per line and one ledger line per line, for reading in a dispute. */
export function formatReport(report: AnySettleReport): string {
  const fields = Object.entries(report).map(([key, value]) => {
    const body = Array.isArray(value) && value.length > 0 ? `[\n${value.map((v) => `    ${JSON.stringify(v)}`).join(",\n")}\n  ]` : JSON.stringify(value);
    return `  ${JSON.stringify(key)}: ${body}`;
  });
  return `{\n${fields.join(",\n")}\n}\n`;
}

function parseArgs(argv: readonly string[]): string | "help" {
  const positional: string[] = [];
  for (const arg of argv) {
    if (arg === "-h" || arg === "--help") return "help";
    if (arg.startsWith("-") && arg !== "-") throw new UsageError(`unknown option ${arg}`);
    positional.push(arg);
  }
  if (positional.length === 0) throw new UsageError("missing the round file (a path, or - for stdin)");
  if (positional.length > 1) throw new UsageError(`expected one round file, got ${positional.length}: ${positional.join(" ")}`);
  return positional[0] as string;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

const defaultIo: Io = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
};

/** Runs the calculator; resolves to the exit code (0 settled, 2 bad input or arguments). */
export async function main(argv: readonly string[], io: Io = defaultIo): Promise<number> {
  let text: string;
  let source: string;
  try {
    const arg = parseArgs(argv);
    if (arg === "help") {
      io.out(USAGE);
      return 0;
    }
    source = arg === "-" ? "stdin" : arg;
    if (arg === "-") {
      text = await (io.readStdin ?? readStdin)();
    } else {
      try {
        text = (io.readFile ?? ((p: string) => readFileSync(p, "utf8")))(arg);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        throw new UsageError(`cannot read ${arg}${code === "ENOENT" ? ": no such file" : code ? `: ${code}` : ""}`);
      }
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message} (usage: npm run -s settle -- <round.json | -> ; --help for the format)\n`);
      return 2;
    }
    throw error;
  }
  try {
    io.out(formatReport(settleText(text, source)));
    return 0;
  } catch (error) {
    if (error instanceof SettleInputError) {
      io.err(`${error.message.replace(/\s*\n\s*/g, " ")}\n`);
      return 2;
    }
    throw error;
  }
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && import.meta.url === pathToFileURL(invokedPath).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`settle: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
