/**
 * Exact odds of a game (no simulation), for every game family that has them: each family's part of
 * the calculator is its `odds` entry (lib/domain/table/family.ts), found by the game id.
 *
 *   npm run -s odds -- --game <id> [--decks <n>] [--json]
 */
import { pathToFileURL } from "node:url";
import { CalculatorInputError } from "../lib/domain/calculators/input-errors";
import { GAME_FAMILIES, TABLE_FAMILIES, tableFamilyOf } from "../lib/domain/table/families";

export { exactFraction, oddsJson } from "../lib/domain/baccarat/odds-report";

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function gamesWithOdds(): string[] {
  return GAME_FAMILIES.flatMap((f) => (TABLE_FAMILIES[f].odds ? [...TABLE_FAMILIES[f].gameIds] : []));
}

export const USAGE = `usage: npm run -s odds -- --game <id> [--decks <n>] [--json]

Exact odds of a game, by complete enumeration or exact counting, no simulation. Full description
with examples: docs/calculators.md.

  --game <id>   ${gamesWithOdds().join(", ")}
  --json        print JSON instead of a table

${GAME_FAMILIES.flatMap((f) => (TABLE_FAMILIES[f].odds ? [TABLE_FAMILIES[f].odds.usage] : [])).join("\n\n")}`;

class UsageError extends Error {}

interface Args {
  readonly game: string;
  readonly decks: number | undefined;
  readonly json: boolean;
  readonly help: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  let game: string | undefined;
  let decks: string | undefined;
  let json = false;
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
      case "--game":
        game = value();
        break;
      case "--decks":
        decks = value();
        break;
      case "--json":
        json = true;
        break;
      case "-h":
      case "--help":
        help = true;
        break;
      default:
        throw new UsageError(`unknown argument "${arg}"`);
    }
  }
  if (help) return { game: "", decks: undefined, json, help };
  if (game === undefined) throw new UsageError("--game is required");
  let deckCount: number | undefined;
  if (decks !== undefined) {
    if (!/^\d+$/.test(decks)) throw new UsageError(`--decks must be a whole number, got "${decks}"`);
    deckCount = Number(decks);
  }
  return { game, decks: deckCount, json, help };
}

export function main(argv: readonly string[]): CliResult {
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return { code: 2, stdout: "", stderr: `odds: ${error.message}\n${USAGE}\n` };
    throw error;
  }
  if (args.help) return { code: 0, stdout: `${USAGE}\n`, stderr: "" };
  const odds = tableFamilyOf(args.game)?.odds;
  if (!odds) return { code: 2, stdout: "", stderr: `odds: unknown game "${args.game}" (games: ${gamesWithOdds().join(", ")})\n` };
  try {
    const report = odds.run(args.game, { ...(args.decks !== undefined ? { decks: args.decks } : {}) });
    return { code: 0, stdout: args.json ? `${JSON.stringify(report.json)}\n` : report.text, stderr: "" };
  } catch (error) {
    if (error instanceof CalculatorInputError) return { code: 2, stdout: "", stderr: `odds: ${error.reason}\n` };
    throw error;
  }
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && import.meta.url === pathToFileURL(invokedPath).href) {
  const result = main(process.argv.slice(2));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}
