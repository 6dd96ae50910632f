/**
 * The poker drop calculator: the drop a hand pays under a schedule option, by the number of
 * players, with the game's flop rule and the cap at the pot (lib/domain/poker/drop-input.ts, the
 * same code as the live table and the floor's calculator).
 *
 *   npm run -s drop -- <hand.json> --json
 *   echo '{"game":"texas-holdem","option":"3","players":7,"flop":true,"potCents":null}' | npm run -s drop -- - --json
 *
 * Bad input: exit code 2 and one line on stderr naming the field. Format: docs/calculators.md.
 */
import { pathToFileURL } from "node:url";
import { formatCents } from "../lib/domain/money";
import { POKER_GAME_IDS } from "../lib/domain/poker/game-config";
import { dropCalculator, type DropAnswer } from "../lib/domain/poker/drop-input";
import { runJsonCalculator, type Io, type JsonCalculator } from "./json-calculator";

export const USAGE = `usage: npm run -s drop -- <hand.json> [--json]    (or "-" to read the hand from stdin)

The drop a poker hand pays: the collection taken from the pot after the flop, by the number of players
(docs/calculators.md; docs/rules-decisions/poker.md D1-D7).

  game        ${POKER_GAME_IDS.join(", ")}
  option      the schedule option as printed: "3"; Mortimer's Omaha prints a row per player count, "1" to
              "24" (the row's table limit is used), or the limit's rows "1-3". A time option (Kings 6, 7) has no drop.
  players     the players counted (dealt in; or at the flop where the room counts those): 2 to 10
  flop        true when the flop was dealt; without a flop nothing is dropped (unless options.noFlopDrop is "drop")
  potCents    the pot when the drop is taken, in cents, or null: the drop never exceeds it
  options     the game's named options, e.g. {"noFlopDrop": "drop"}

--json prints {"dropCents", "game", "scheduleId", "option", "optionId", "players", "flop", "potCents",
"applied" (the printed line: label, minPlayers, maxPlayers, feeCents), "capped", "rule", "source", "line"}.

errors: exit code 2 and one line on stderr naming the field, e.g.
  players: a poker hand has at least 2 players
`;

export const DROP: JsonCalculator<DropAnswer> = {
  name: "drop",
  usage: USAGE,
  run: dropCalculator,
  words: (a) =>
    `Drop ${formatCents(a.dropCents)}: ${a.rule}${a.capped ? " (capped at the pot)" : ""}\n${a.scheduleId} option ${a.optionId}${a.option !== a.optionId ? ` (printed row ${a.option})` : ""}, ${a.source.file} L${a.source.lines}`,
};

export function main(argv: readonly string[], io?: Io): Promise<number> {
  return runJsonCalculator(DROP, argv, io);
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && import.meta.url === pathToFileURL(invokedPath).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`internal error: ${(error as Error).message}\n`);
      process.exitCode = 1;
    },
  );
}
