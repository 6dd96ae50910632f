/**
 * The dispute calculator: settles one completed round of a baccarat game or of a No Bust blackjack
 * game (seed 003) from a JSON description. The game id decides which input format applies.
 *
 *   npm run -s settle -- <round.json>
 *   npm run -s settle -- - < round.json
 *
 * Prints the hands, the winner, the action seat, the ledger in settlement order, the fees and the
 * bank after settlement as JSON. A bad input gives exit code 2, one line on stderr naming the field,
 * and nothing on stdout. Both formats are in USAGE below and in docs/calculators.md. The routing by
 * game id, the parsing, the settlement and the report are in lib/domain/calculators/settle-report.ts,
 * shared with the floor's settlement calculator (lib/server/floor/calculators.ts).
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { BACCARAT_GAME_IDS } from "../lib/domain/baccarat/game-config";
import { NO_BUST_GAME_IDS } from "../lib/domain/no-bust/game-config";
import { SettleInputError, settleReport, type NoBustSettleReport, type SettleReport } from "../lib/domain/calculators/settle-report";

export {
  noBustSettlementReport,
  settlementReport,
  type FeeJson,
  type LedgerLine,
  type NoBustHandJson,
  type NoBustPlayerHandJson,
  type NoBustSettleReport,
  type SettleReport,
} from "../lib/domain/calculators/settle-report";

export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Reads the input file (default: the file system). */
  readFile?(path: string): string;
  /** Reads all of standard input, for "-" (default: process.stdin). */
  readStdin?(): Promise<string>;
}

export const USAGE = `usage: npm run -s settle -- <round.json>    (or "-" to read the round from stdin)

Settles one completed baccarat or No Bust round and prints the ledger as JSON. Money is in cents. Seats are
numbered 1..N clockwise, seat 1 being the first seat on the house dealer's left, the
player-dealer's seat included. Full description with examples: docs/calculators.md.

input (one JSON object):
  game              ${BACCARAT_GAME_IDS.join(", ")}
  decks             decks in the shoe (as the game allows)
  seats             seats at the table, the player-dealer's included (8 or 14; Dai Bacc 8, or 7 with option seats 7)
  playerDealerSeat  the seat that holds the bank
  bank              the player-dealer's bank
  limits            {"min", "max"}: each wager at least min; each spot (seated + backline) at most max
  wagers            [{"seat", "bet", "amount", "backline"?, "bettor"?}]; bet ids: player, banker, dealer,
                    tie, early-tie, late-tie, one-up, fortune7, dragon7, panda8, player-pair, dealer-pair,
                    player-dragon, banker-dragon, kill-ox-tiger, tiger7, ox6 (those of the game);
                    "bettor" tells backline bettors behind one seat apart
  cards             in dealing order: Player, Banker, Player, Banker, then the third cards; rank
                    A 2-9 T J Q K then suit S H D C ("TD"). Exactly one complete round.
  previousCards     optional: cards already out of this shoe before the round (earlier rounds, the
                    burn); with "cards" they must fit in the shoe ("decks" of 52 cards, no jokers)
  options           optional: the game's named options (docs/rules-decisions/baccarat.md), e.g. {"tiePays": 9}
  choices           21st Century Baccarat 5.0 only, when the Player hand has a two-card 5:
                    {"hitOnFive": {"<wager index>": "hit" | "stand"}}, keyed by a Player-line wager's
                    position in "wagers" (0 = the first wager). A Player-line wager without a choice
                    is played the house way: it hits. The hit card is dealt when any Player-line
                    wager hits. Stand-line wagers settle on the two cards, hit-line wagers on three.
  fee               optional: {"scheduleId", "optionId", "option"?}, the fee schedule option in use.
                    Schedules: fortune-7-baccarat (fortune-7-baccarat), 21st-century-baccarat-5
                    (21st-century-baccarat, room-entered), ez-baccarat (ez-baccarat, room-entered),
                    ez-baccarat-panda-8 (ez-baccarat-panda-8-mortimers, ez-baccarat-panda-8-dragon-bonus-kings),
                    commission-free-dragon-bonus (dragon-bonus-baccarat-mortimers,
                    ez-baccarat-panda-8-dragon-bonus-kings), dai-bacc (dai-bacc). "option" is the
                    room's own option, for the room-entered schedules only: {"limit", "collections",
                    "timing"} in cents (docs/calculators.md). Without "fee" the printed option whose
                    spot limits are exactly "limits" is used when there is exactly one; otherwise no
                    fee is charged and "feeNote" says why.

output (one JSON object):
  game, player, banker      the hands: {cards, total, natural}
  playerLines               21st Century, when the stand and hit lines differ: {stand, hit}, each a hand and its winner
  winner                    player | banker | tie (the hand as dealt)
  actionSeat                the seat the settlement starts at
  actionButton              {seat, landedOn, route, card}: card is the card that placed it, or null
  ledger                    in settlement order, one line per wager:
    seat, bet, backline, bettor?
    amount                  the stake
    outcome                 the wager's result on the cards: win | lose | push
    paid                    paid to the bettor by the bank
    collected               collected from the bettor by the bank
    returned                stake handed back for lack of cover (a line the exhausted bank did not
                            reach, the uncollected part of a loser); 0 for a push
    stake                   the stake again (= amount)
    due                     the winnings the cards called for (0 unless a win); due - paid went unpaid
    action                  pay | collect | push | partial-pay | partial-collect | return (not covered)
    toPlayer                everything the bettor takes back: stake - collected + paid
    bankAfter               the bank after this line
    because                 the rule that decided the outcome
  fees                      [{payer {kind: seat | backline | player-dealer, seat, bettor?}, cents, rule,
                            scheduleId, optionId, source {file, lines, documentId?, confidence?, note?}}]
  feeTotal                  the sum of the fees
  feeOption | feeNote       {scheduleId, optionId, chosenBy: input | table limits}, or why no fee is charged
  bankAfter                 the player-dealer's bank after settlement, fees not included
  bank                      {before, after, pdNet}
  conservation              {ok, staked, settled}: bank + stakes = bank after + everything to the players

No Bust blackjack (${NO_BUST_GAME_IDS.join(", ")}): the same fields, except
  wagers            bet "main" (the game wager) or "buster" (Buster Blackjack Bonus, no-bust-buster-bonus-6)
  cards             every card in dealing order, "JK" a joker (Joker edition): the initial deal
                    (players from the first seat dealt, the player-dealer's up card, the players'
                    second cards, the hole card in 6.0 and 2014), then each card as it is drawn
  decisions         per seat, per hand, in the order made: {"<seat>": {"main": ["split", "double"],
                    "split-1": ["stand"]}} (hands named by their place once play is over, as in the
                    ledger; a list of lists also works). A decision is hit, stand, double, split,
                    surrender, or {"decision": "double", "amount": cents} (for less: 6.0, 2014).
                    Hands whose only choice is to hit or to stand need none.
  insurance         6.0 and 2014, player-dealer ace up: {"<seat>": cents}, up to half the wager
  options           the game's named options (docs/rules-decisions/no-bust.md); 2014 pays Naturals at
                    the deal, first in the ledger: {"naturalsPaid": "in-walk"} settles them in the walk
  fee               {"scheduleId", "optionId"}: no-bust-joker, no-bust-6, no-bust-buster-bonus
  output            "playerDealer" and "hands" (each seat's hands: cards, value, double, surrender)
                    instead of player, banker and winner; the ledger, fees and bank as above.

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
export function settleText(text: string, source: string): SettleReport | NoBustSettleReport {
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
export function formatReport(report: SettleReport | NoBustSettleReport): string {
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
