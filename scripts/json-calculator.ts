/**
 * The frame of a command-line calculator that reads one JSON object (a file, or "-" for stdin) and
 * prints its answer: as JSON with --json, else in words. A bad argument or input exits 2 with one
 * line on stderr naming the field, and nothing on stdout. `npm run drop` and `npm run showdown`
 * use it; each gives its usage, its calculator and its words.
 */
import { readFileSync } from "node:fs";
import { CalculatorInputError } from "../lib/domain/calculators/input-errors";

export interface Io {
  out(text: string): void;
  err(text: string): void;
  readFile?(path: string): string;
  readStdin?(): Promise<string>;
}

export interface JsonCalculator<A> {
  /** "drop": the npm script's name, for the usage line. */
  readonly name: string;
  readonly usage: string;
  /** The answer; throws CalculatorInputError naming the field. */
  run(raw: unknown): A;
  /** The answer in words, without --json. */
  words(answer: A): string;
}

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): { file: string; json: boolean } | "help" {
  const positional: string[] = [];
  let json = false;
  for (const arg of argv) {
    if (arg === "-h" || arg === "--help") return "help";
    if (arg === "--json") json = true;
    else if (arg.startsWith("-") && arg !== "-") throw new UsageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  if (positional.length === 0) throw new UsageError("missing the hand file (a path, or - for stdin)");
  if (positional.length > 1) throw new UsageError(`expected one hand file, got ${positional.length}: ${positional.join(" ")}`);
  return { file: positional[0]!, json };
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

export const processIo: Io = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) };

/** Runs a calculator; resolves to the exit code (0 answered, 2 bad input or arguments). */
export async function runJsonCalculator<A>(calc: JsonCalculator<A>, argv: readonly string[], io: Io = processIo): Promise<number> {
  let args: { file: string; json: boolean };
  let text: string;
  try {
    const parsed = parseArgs(argv);
    if (parsed === "help") {
      io.out(calc.usage);
      return 0;
    }
    args = parsed;
    if (args.file === "-") text = await (io.readStdin ?? readStdin)();
    else {
      try {
        text = (io.readFile ?? ((p: string) => readFileSync(p, "utf8")))(args.file);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        throw new UsageError(`cannot read ${args.file}${code === "ENOENT" ? ": no such file" : code ? `: ${code}` : ""}`);
      }
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message} (usage: npm run -s ${calc.name} -- <hand.json | -> [--json]; --help for the format)\n`);
      return 2;
    }
    throw error;
  }
  try {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      throw new CalculatorInputError("input", `${args.file === "-" ? "stdin" : args.file} is not valid JSON (${(error as Error).message.split("\n")[0]})`);
    }
    const answer = calc.run(raw);
    io.out(args.json ? `${JSON.stringify(answer, null, 2)}\n` : `${calc.words(answer)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof CalculatorInputError) {
      io.err(`${error.message.replace(/\s*\n\s*/g, " ")}\n`);
      return 2;
    }
    throw error;
  }
}
