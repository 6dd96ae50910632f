/**
 * Baccarat road maps from a sequence of results.
 *
 *   npm run -s roads -- BBPPPTBPBB --json
 *   npm run -s roads -- BBPPPTBPBB [--leading-ties own-cell|carry-to-first] [--width N]
 *
 * --json prints {"bigRoad": [...], "bigEyeBoy": "RB..", "smallRoad": "..", "cockroachPig": ".."}:
 * one string per logical big-road column (ties take no cell, so they are not letters), each
 * derived road as its marks in order (R red, B blue). Without --json: a text drawing of every
 * road. Exit code 2 with a message on stderr for a bad sequence or bad arguments.
 */
import { pathToFileURL } from "node:url";
import {
  type AskPreview,
  type BigRoadCell,
  bigRoadNotation,
  colorLetter,
  DERIVED_ROAD_NAMES,
  type DerivedRoadName,
  type Grid,
  type LeadingTies,
  marksNotation,
  parseSequence,
  RoadInputError,
  roadMaps,
  shoeStatistics,
  toMatrix,
  viewport,
} from "../lib/domain/roads/index";

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

const USAGE = `usage: npm run -s roads -- <sequence> [--json] [--leading-ties own-cell|carry-to-first] [--width N]
  <sequence>  hands in order as letters B (Banker), P (Player), T (Tie), e.g. BBPPPTBPBB`;

class UsageError extends Error {}

interface Args {
  sequence: string;
  json: boolean;
  leadingTies: LeadingTies | undefined;
  width: number | undefined;
}

function parseArgs(argv: readonly string[]): Args | "help" {
  const positional: string[] = [];
  let json = false;
  let leadingTies: LeadingTies | undefined;
  let width: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    if (flag === "-h" || flag === "--help") return "help";
    else if (flag === "--json") json = true;
    else if (flag === "--leading-ties") {
      const v = value();
      if (v !== "own-cell" && v !== "carry-to-first") throw new UsageError(`--leading-ties must be own-cell or carry-to-first, got ${JSON.stringify(v)}`);
      leadingTies = v;
    } else if (flag === "--width") {
      const v = value();
      if (!/^[1-9]\d*$/.test(v)) throw new UsageError(`--width must be a whole number >= 1, got ${JSON.stringify(v)}`);
      width = Number(v);
    } else if (flag.startsWith("-") && flag.length > 1) throw new UsageError(`unknown option ${flag}`);
    else positional.push(arg);
  }
  if (positional.length === 0) throw new UsageError("missing sequence");
  if (positional.length > 1) throw new UsageError(`expected one sequence, got ${positional.length}: ${positional.join(" ")}`);
  return { sequence: positional[0] as string, json, leadingTies, width };
}

function drawText<T>(grid: Grid<T>, glyph: (value: T) => string, cellWidth: number): string {
  if (grid.width === 0) return "  (empty)";
  return toMatrix(grid)
    .map((row) => "  " + row.map((v) => (v === undefined ? "." : glyph(v)).padEnd(cellWidth)).join("").trimEnd())
    .join("\n");
}

function bigRoadGlyph(cell: BigRoadCell): string {
  // Letter, then the tie slash ("/" for one tie, the count for more).
  const ties = (n: number) => (n === 0 ? "" : n === 1 ? "/" : n > 9 ? "+" : String(n));
  return cell.kind === "leading-ties" ? "T" + ties(cell.ties) : cell.entry.winner + ties(cell.entry.ties);
}

const TITLES: Record<DerivedRoadName, string> = { bigEyeBoy: "Big Eye Boy", smallRoad: "Small Road", cockroachPig: "Cockroach Pig" };

function askLine(ask: AskPreview): string {
  const show = (p: AskPreview["banker"]) => DERIVED_ROAD_NAMES.map((n) => (p[n] ? colorLetter(p[n]) : "-")).join(" ");
  return `Ask (Big Eye Boy, Small Road, Cockroach Pig): Banker? ${show(ask.banker)}   Player? ${show(ask.player)}`;
}

function text(args: Args): string {
  const log = parseSequence(args.sequence);
  const maps = roadMaps(log, { leadingTies: args.leadingTies });
  const fit = <T>(g: Grid<T>): Grid<T> => (args.width ? viewport(g, args.width) : g);
  const stats = shoeStatistics(log);
  const lines = [
    "Bead plate",
    drawText(fit(maps.beadPlate), (b) => b.outcome.winner, 2),
    "Big road",
    drawText(fit(maps.bigRoadGrid), bigRoadGlyph, 3),
    ...DERIVED_ROAD_NAMES.flatMap((name) => [TITLES[name], drawText(fit(maps.derivedGrids[name]), (p) => colorLetter(p.item.color), 2)]),
    askLine(maps.ask),
    `Hands ${stats.hands}   Banker ${stats.banker.count} (${stats.banker.percent}%)   Player ${stats.player.count} (${stats.player.percent}%)   Tie ${stats.tie.count} (${stats.tie.percent}%)`,
  ];
  return lines.join("\n") + "\n";
}

function json(args: Args): string {
  const maps = roadMaps(parseSequence(args.sequence), { leadingTies: args.leadingTies });
  return (
    JSON.stringify({
      bigRoad: bigRoadNotation(maps.bigRoad),
      bigEyeBoy: marksNotation(maps.derived.bigEyeBoy),
      smallRoad: marksNotation(maps.derived.smallRoad),
      cockroachPig: marksNotation(maps.derived.cockroachPig),
    }) + "\n"
  );
}

/** Runs the CLI; returns the exit code (0 ok, 2 bad input). */
export function main(argv: readonly string[], io: Io = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) }): number {
  try {
    const args = parseArgs(argv);
    if (args === "help") {
      io.out(USAGE + "\n");
      return 0;
    }
    io.out(args.json ? json(args) : text(args));
    return 0;
  } catch (e) {
    if (e instanceof UsageError || e instanceof RoadInputError) {
      io.err(`roads: ${e.message}\n${e instanceof UsageError ? USAGE + "\n" : ""}`);
      return 2;
    }
    throw e;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
