/**
 * How long the exact analysis of each baccarat game takes (issue 3: "aim: under 100 ms each" for
 * 8 decks). Times `exactOdds` in-process, so tsx start-up and module loading are not counted: one
 * cold run first (it includes the JIT warming up), then `--runs` timed runs, of which the median,
 * the minimum and the maximum are printed.
 *
 *   node --import tsx scripts/odds-bench.ts [--decks 8] [--runs 9] [--game <id>]... [--json] [--check]
 *
 * `--check` exits 1 when a game's median is over the aim.
 */
import { cpus } from "node:os";
import { pathToFileURL } from "node:url";
import { BACCARAT_GAME_IDS, baccaratGame, isBaccaratGameId } from "../lib/domain/baccarat/games";
import type { BaccaratGameId } from "../lib/domain/baccarat/game-config";
import { exactOdds } from "../lib/domain/baccarat/exact-odds";

export const AIM_MS = 100;

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface GameTiming {
  readonly game: BaccaratGameId;
  readonly decks: number;
  /** Timed runs after the cold one. */
  readonly runs: number;
  /** The first run: module code not yet optimised by the JIT. */
  readonly coldMs: number;
  readonly medianMs: number;
  readonly minMs: number;
  readonly maxMs: number;
  readonly underAim: boolean;
}

export const USAGE = `usage: node --import tsx scripts/odds-bench.ts [--decks <n>] [--runs <n>] [--game <id>]... [--json] [--check]

Times the exact analysis (lib/domain/baccarat/exact-odds.ts) of each game in-process: one cold run,
then --runs timed runs (default 9); prints the cold time, the median, the minimum and the maximum in
milliseconds. The aim is under ${AIM_MS} ms per game for 8 decks.

  --decks <n>   decks in the shoe (default 8); games that do not allow it are skipped, or refused when named
  --runs <n>    timed runs per game after the cold run, 1 to 1000 (default 9)
  --game <id>   only this game (repeatable); default every game: ${BACCARAT_GAME_IDS.join(", ")}
  --json        {"decks", "runs", "aimMs", "node", "cpu", "games": [{game, decks, runs, coldMs,
                medianMs, minMs, maxMs, underAim}], "skipped": [game ids]}
  --check       exit 1 when a game's median is over ${AIM_MS} ms`;

class UsageError extends Error {}

interface Args {
  readonly decks: number;
  readonly runs: number;
  readonly games: readonly BaccaratGameId[];
  /** Whether --game named the games (a deck count a named game does not allow is refused, not skipped). */
  readonly named: boolean;
  readonly json: boolean;
  readonly check: boolean;
  readonly help: boolean;
}

function wholeNumber(flag: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, got "${text}"`);
  return Number(text);
}

function parseArgs(argv: readonly string[]): Args {
  let decks = 8;
  let runs = 9;
  const games: BaccaratGameId[] = [];
  let json = false;
  let check = false;
  let help = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const value = (): string => {
      if (inline !== undefined) return inline;
      const next = argv[i + 1];
      if (next === undefined || next.startsWith("--")) throw new UsageError(`${flag} needs a value`);
      i += 1;
      return next;
    };
    switch (flag) {
      case "--decks":
        decks = wholeNumber("--decks", value(), 1, 8);
        break;
      case "--runs":
        runs = wholeNumber("--runs", value(), 1, 1000);
        break;
      case "--game": {
        const id = value();
        if (!isBaccaratGameId(id)) throw new UsageError(`unknown game "${id}" (games: ${BACCARAT_GAME_IDS.join(", ")})`);
        games.push(id);
        break;
      }
      case "--json":
        json = true;
        break;
      case "--check":
        check = true;
        break;
      case "-h":
      case "--help":
        help = true;
        break;
      default:
        throw new UsageError(`unknown argument "${arg}"`);
    }
  }
  return { decks, runs, games: games.length > 0 ? games : [...BACCARAT_GAME_IDS], named: games.length > 0, json, check, help };
}

function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const round2 = (ms: number) => Math.round(ms * 100) / 100;

/** Times the exact analysis of one game: a cold run, then `runs` timed runs. */
export function benchGame(id: BaccaratGameId, decks: number, runs: number, now: () => number = () => performance.now()): GameTiming {
  const game = baccaratGame(id);
  const time = () => {
    const start = now();
    exactOdds(game, decks);
    return now() - start;
  };
  const coldMs = time();
  const times = Array.from({ length: runs }, time).sort((a, b) => a - b);
  const medianMs = median(times);
  return {
    game: id,
    decks,
    runs,
    coldMs: round2(coldMs),
    medianMs: round2(medianMs),
    minMs: round2(times[0] as number),
    maxMs: round2(times[times.length - 1] as number),
    underAim: medianMs < AIM_MS,
  };
}

function table(timings: readonly GameTiming[], skipped: readonly BaccaratGameId[], args: Args): string {
  const lines = [
    `exact odds, ${args.decks} decks: one cold run, then ${args.runs} timed run${args.runs === 1 ? "" : "s"} per game (aim: under ${AIM_MS} ms)`,
    "",
    `${"game".padEnd(30)} ${"cold ms".padStart(9)} ${"median ms".padStart(10)} ${"min ms".padStart(9)} ${"max ms".padStart(9)}`,
  ];
  for (const t of timings) {
    const ms = (x: number) => x.toFixed(2).padStart(9);
    lines.push(`${t.game.padEnd(30)} ${ms(t.coldMs)} ${t.medianMs.toFixed(2).padStart(10)} ${ms(t.minMs)} ${ms(t.maxMs)}  ${t.underAim ? "under the aim" : "OVER the aim"}`);
  }
  if (skipped.length > 0) lines.push("", `skipped (not played with ${args.decks} decks): ${skipped.join(", ")}`);
  lines.push("", `node ${process.version}, ${cpus()[0]?.model ?? "unknown cpu"}`);
  return `${lines.join("\n")}\n`;
}

export function main(argv: readonly string[], now?: () => number): CliResult {
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return { code: 2, stdout: "", stderr: `odds-bench: ${error.message}\n${USAGE}\n` };
    throw error;
  }
  if (args.help) return { code: 0, stdout: `${USAGE}\n`, stderr: "" };
  const skipped: BaccaratGameId[] = [];
  for (const id of args.games) {
    const allowed = baccaratGame(id).decks;
    if (allowed.includes(args.decks)) continue;
    if (args.named) return { code: 2, stdout: "", stderr: `odds-bench: ${id} is played with ${allowed.join(", ")} decks, not ${args.decks}\n` };
    skipped.push(id);
  }
  const timings = args.games.filter((id) => !skipped.includes(id)).map((id) => benchGame(id, args.decks, args.runs, now));
  const over = timings.filter((t) => !t.underAim);
  const stdout = args.json
    ? `${JSON.stringify({ decks: args.decks, runs: args.runs, aimMs: AIM_MS, node: process.version, cpu: cpus()[0]?.model ?? null, games: timings, skipped })}\n`
    : table(timings, skipped, args);
  const stderr = args.check && over.length > 0 ? `odds-bench: over ${AIM_MS} ms: ${over.map((t) => `${t.game} ${t.medianMs} ms`).join(", ")}\n` : "";
  return { code: stderr === "" ? 0 : 1, stdout, stderr };
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && import.meta.url === pathToFileURL(invokedPath).href) {
  const result = main(process.argv.slice(2));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}
