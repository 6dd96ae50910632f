/**
 * The house way: how a pai gow hand is split when the player-dealer sets it or a player asks the
 * dealer to, for every game family that splits hands by one (pai gow poker's seven cards into five
 * and two, Pai Gow Tiles' four tiles into two and two). Each family's part is its `houseWay` entry
 * (lib/domain/table/family.ts), found by the game id.
 *
 *   npm run -s house-way -- --game <id> <card or tile> ... [--json]
 */
import { pathToFileURL } from "node:url";
import { CalculatorInputError } from "../lib/domain/calculators/input-errors";
import { GAME_FAMILIES, TABLE_FAMILIES, tableFamilyOf } from "../lib/domain/table/families";

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function gamesWithHouseWay(): string[] {
  return GAME_FAMILIES.flatMap((f) => (TABLE_FAMILIES[f].houseWay ? [...TABLE_FAMILIES[f].gameIds] : []));
}

export function usage(): string {
  const parts = GAME_FAMILIES.flatMap((f) => (TABLE_FAMILIES[f].houseWay ? [TABLE_FAMILIES[f].houseWay.usage] : []));
  return `usage: npm run -s house-way -- --game <id> <card or tile> ... [--json]

Sets a hand the house way, as the game's filing (or its documented default) says. Full description
with examples: docs/calculators.md.

  --game <id>   ${gamesWithHouseWay().join(", ") || "(no game here has a house way yet)"}
  --json        print {"high": [...], "low": [...], ...} instead of words
${parts.length ? `\n${parts.join("\n\n")}` : ""}`;
}

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): { game: string; pieces: string[]; json: boolean; help: boolean } {
  let game: string | undefined;
  const pieces: string[] = [];
  let json = false;
  let help = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === "--json") json = true;
    else if (arg === "-h" || arg === "--help") help = true;
    else if (arg === "--game" || arg.startsWith("--game=")) {
      const value = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : argv[++i];
      if (value === undefined || value.startsWith("--")) throw new UsageError("--game needs a value");
      game = value;
    } else if (arg.startsWith("--")) throw new UsageError(`unknown argument "${arg}"`);
    else pieces.push(arg);
  }
  if (help) return { game: "", pieces, json, help };
  if (game === undefined) throw new UsageError("--game is required");
  return { game, pieces, json, help };
}

export function main(argv: readonly string[]): CliResult {
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return { code: 2, stdout: "", stderr: `house-way: ${error.message}\n${usage()}\n` };
    throw error;
  }
  if (args.help) return { code: 0, stdout: `${usage()}\n`, stderr: "" };
  const houseWay = tableFamilyOf(args.game)?.houseWay;
  if (!houseWay) return { code: 2, stdout: "", stderr: `house-way: no house way for game "${args.game}" (games: ${gamesWithHouseWay().join(", ") || "none yet"})\n` };
  try {
    const answer = houseWay.run(args.game, { pieces: args.pieces });
    return { code: 0, stdout: args.json ? `${JSON.stringify(answer.json)}\n` : answer.text, stderr: "" };
  } catch (error) {
    if (error instanceof CalculatorInputError) return { code: 2, stdout: "", stderr: `${error.message}\n` };
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
