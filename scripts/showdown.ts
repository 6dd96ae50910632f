/**
 * The poker showdown and pot calculator: the pots and side pots from each player's contribution,
 * the drop taken from the main pot first, the winner(s) of each pot, hi/lo halves with the
 * 8-or-better low, exactly two hole cards in Omaha, the odd chips from the button's left
 * (lib/domain/poker/showdown-input.ts, the same code as the tablet's and the floor's calculator).
 *
 *   npm run -s showdown -- <hand.json> --json
 *
 * Bad input: exit code 2 and one line on stderr naming the field. Format: docs/calculators.md.
 */
import { pathToFileURL } from "node:url";
import { formatCents } from "../lib/domain/money";
import { POKER_GAME_IDS } from "../lib/domain/poker/game-config";
import { showdownCalculator, type ShowdownAnswer } from "../lib/domain/poker/showdown-input";
import { runJsonCalculator, type Io, type JsonCalculator } from "./json-calculator";

export const USAGE = `usage: npm run -s showdown -- <hand.json> [--json]    (or "-" to read the hand from stdin)

Who wins which pot of a poker hand (docs/calculators.md; docs/rules-decisions/poker.md H1-S2).

  game        ${POKER_GAME_IDS.join(", ")}
  board       the community cards, five for a showdown: ["AS", "KD", "7C", "4H", "2D"] (rank A 2-9 T J Q K, suit S H D C)
  button      the seat of the dealer button (seats 1..10 clockwise from the house dealer's left)
  players     [{"seat", "contributedCents" (everything put in the pot: blinds, straddle, kill included),
              "cards" (the hole cards shown: 2 in Hold'em, 4 in Omaha; null or absent for a hand not shown),
              "folded" (true for a hand folded)}]
  dropCents   the drop taken from the pot after the flop (from the main pot first); default 0
  chipCents   the smallest chip in play, the unit of odd chips; default 100
  options     the game's named options, e.g. {"oddChips": "one-each-from-left-of-button"}

--json prints {"game", "pots" (each pot: name, grossCents, dropCents, cents, contributors, eligible,
uncontested, high and low halves with winners, hand and shares, oddChipOfHalves), "returned" (a bet
nobody called), "awards" (each seat's total from the button's left), "hands" (each hand shown:
high, low and the cards that make them), "dropCents", "contributedCents"}.

errors: exit code 2 and one line on stderr naming the field, e.g.
  players[1].cards: Omaha High/Low Split is played with 4 hole cards, got 2
`;

export const SHOWDOWN: JsonCalculator<ShowdownAnswer> = {
  name: "showdown",
  usage: USAGE,
  run: showdownCalculator,
  words: (a) => {
    const seats = (list: readonly number[]) => (list.length === 1 ? `seat ${list[0]}` : `seats ${list.join(", ")}`);
    const pots = a.pots.map((p) => {
      const high = p.uncontested ? `${seats(p.high.winners)} (uncontested)` : `${seats(p.high.winners)} with ${p.high.hand}`;
      const low = p.low ? `; low ${seats(p.low.winners)} with ${p.low.hand}` : "";
      return `${p.name} ${formatCents(p.cents)}${p.dropCents ? ` (after a ${formatCents(p.dropCents)} drop)` : ""}: ${p.low ? "high " : ""}${high}${low}`;
    });
    const awards = a.awards.map((x) => `seat ${x.seat} ${formatCents(x.cents)}`).join(", ");
    return [...pots, `awards: ${awards}${a.returned ? `; seat ${a.returned.seat} takes back ${formatCents(a.returned.cents)} not called` : ""}`].join("\n");
  },
};

export function main(argv: readonly string[], io?: Io): Promise<number> {
  return runJsonCalculator(SHOWDOWN, argv, io);
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
