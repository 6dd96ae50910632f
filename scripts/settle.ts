/**
 * The dispute calculator: settles one completed round of a baccarat game or of a No Bust blackjack
 * game (seed 003) from a JSON description. The game id decides which input format applies.
 *
 *   npm run -s settle -- <round.json>
 *   npm run -s settle -- - < round.json
 *
 * Prints the hands, the winner, the action seat, the ledger in settlement order, the fees and the
 * bank after settlement as JSON. A bad input gives exit code 2, one line on stderr naming the field,
 * and nothing on stdout. Both formats are in USAGE below and in docs/calculators.md.
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { BACCARAT_GAME_IDS } from "../lib/domain/baccarat/game-config";
import type { Hand } from "../lib/domain/baccarat/hand-total";
import { compareHands, type Winner } from "../lib/domain/baccarat/outcome";
import { RoundRuleError } from "../lib/domain/baccarat/round";
import { ResolutionError } from "../lib/domain/baccarat/resolution";
import { settleBaccaratRound } from "../lib/domain/baccarat/settlement";
import { SettleInputError, parseSettleInput, type SettleRequest } from "../lib/domain/baccarat/settle-input";
import { ActionButtonError } from "../lib/domain/action-button/card-count";
import type { FeeLine, FeeSource } from "../lib/domain/fees";
import type { BankWalkLine } from "../lib/domain/bank-walk";
import { NO_BUST_GAME_IDS } from "../lib/domain/no-bust/game-config";
import { describeValue, handValue, type HandValue } from "../lib/domain/no-bust/hand-value";
import { handBetId } from "../lib/domain/no-bust/bet-ids";
import { playerDealerValue } from "../lib/domain/no-bust/next-step";
import { NoBustSettleInputError, isNoBustSettleInput, parseNoBustSettleInput, type NoBustSettleRequest } from "../lib/domain/no-bust/settle-input";

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
  options           the game's named options (docs/rules-decisions/no-bust.md)
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

interface HandJson {
  readonly cards: readonly string[];
  readonly total: number;
  readonly natural: boolean;
}

function handJson(hand: Hand): HandJson {
  return { cards: [...hand.cards], total: hand.total, natural: hand.natural };
}

/**
 * One ledger line. The issue's fields: `amount` (the stake), `outcome` (the wager's result on the
 * cards), `paid` by the bank, `collected` by the bank, `returned` for lack of cover. Kept beside them:
 * `stake` (= amount), `due` (winnings the cards called for), `action`, `toPlayer` (= stake - collected
 * + paid), `bankAfter` and `because`.
 */
export interface LedgerLine {
  readonly seat: number;
  readonly bet: string;
  readonly backline: boolean;
  readonly bettor?: string;
  /** The stake. */
  readonly amount: number;
  readonly outcome: "win" | "lose" | "push";
  /** Paid to the bettor by the bank (a pay or a partial pay). */
  readonly paid: number;
  /** Collected from the bettor by the bank (a collect or a partial collect). */
  readonly collected: number;
  /** Stake handed back because the bank could not cover it: a line the exhausted bank never reached, the uncollected part of a loser. 0 for a push. */
  readonly returned: number;
  readonly stake: number;
  readonly due: number;
  readonly action: string;
  readonly toPlayer: number;
  readonly bankAfter: number;
  readonly because: string;
}

export interface FeeJson {
  readonly payer: { readonly kind: string; readonly seat?: number; readonly bettor?: string };
  readonly cents: number;
  /** What the dealer reads: the collection, its tier and amount. */
  readonly rule: string;
  readonly scheduleId: string;
  readonly optionId: string;
  readonly source: FeeSource;
}

export interface SettleReport {
  readonly game: string;
  readonly player: HandJson;
  readonly banker: HandJson;
  readonly playerLines?: { readonly stand: HandJson & { readonly winner: Winner }; readonly hit: HandJson & { readonly winner: Winner } };
  readonly winner: Winner;
  readonly actionSeat: number;
  readonly actionButton: { readonly seat: number; readonly landedOn: number; readonly route: string; readonly card: string | null };
  readonly ledger: readonly LedgerLine[];
  readonly fees: readonly FeeJson[];
  readonly feeTotal: number;
  /** The option charged and how it was chosen; absent when no fee is charged. */
  readonly feeOption?: { readonly scheduleId: string; readonly optionId: string; readonly chosenBy: "input" | "table limits" };
  /** Why no fee is charged; absent when an option was found. */
  readonly feeNote?: string;
  /** The player-dealer's bank after settlement, fees not included (= bank.after). */
  readonly bankAfter: number;
  readonly bank: { readonly before: number; readonly after: number; readonly pdNet: number };
  readonly conservation: { readonly ok: boolean; readonly staked: number; readonly settled: number };
}

function bettorKey(w: { seat: number; backline?: boolean; bettor?: string }, bet: string): string {
  return `${w.seat}|${w.backline === true ? `b|${w.bettor ?? ""}` : "s"}|${bet}`;
}

/** A bank-walk line as the ledger prints it (both families). */
function ledgerLine(line: BankWalkLine, because: string): LedgerLine {
  const paid = line.action === "pay" || line.action === "partial-pay" ? line.amount : 0;
  const collected = line.action === "collect" || line.action === "partial-collect" ? line.amount : 0;
  // Returned for lack of cover: a whole stake the exhausted bank never reached, or the part of a
  // loser the bank could not take. A push is handed back on the cards, not for lack of cover.
  const returned = line.outcome === "push" ? 0 : line.action === "return" || line.action === "partial-collect" ? line.stake - collected : 0;
  return {
    seat: line.seat,
    bet: line.bet,
    backline: line.backline === true,
    ...(line.bettor !== undefined ? { bettor: line.bettor } : {}),
    amount: line.stake,
    outcome: line.outcome,
    paid,
    collected,
    returned,
    stake: line.stake,
    due: line.due,
    action: line.action,
    toPlayer: line.toPlayer,
    bankAfter: line.bankAfter,
    because,
  };
}

function feeJson(lines: readonly FeeLine[]): FeeJson[] {
  return lines.map((f) => ({
    payer: f.payer.kind === "pot" ? { kind: "pot" } : { kind: f.payer.kind, seat: f.payer.seat, ...(f.payer.kind === "backline" && f.payer.bettor !== undefined ? { bettor: f.payer.bettor } : {}) },
    cents: f.cents,
    rule: f.rule.text,
    scheduleId: f.scheduleId,
    optionId: f.optionId,
    source: f.source,
  }));
}

/** A No Bust hand as the report prints it. */
export interface NoBustHandJson {
  readonly cards: readonly string[];
  /** "hard 18", "soft 17", "Natural", "suited Natural", "Joker hand". */
  readonly value: string;
  /** The count: a Natural is 22, a Joker hand 21. */
  readonly total: number;
}

export interface NoBustPlayerHandJson extends NoBustHandJson {
  readonly seat: number;
  /** The hand's bet id: main, split-1 … split-3. */
  readonly hand: string;
  /** The double-down wager (0 when not doubled). */
  readonly doubled: number;
  readonly surrendered: boolean;
}

/** The No Bust report: the same ledger, fees and bank as the baccarat report, with blackjack hands. */
export interface NoBustSettleReport {
  readonly game: string;
  readonly playerDealer: NoBustHandJson;
  /** Every seat's hands in playing order, each seat's hands left to right. */
  readonly hands: readonly NoBustPlayerHandJson[];
  readonly actionSeat: number;
  readonly actionButton: { readonly seat: number; readonly landedOn: number; readonly route: string; readonly card: string | null };
  readonly ledger: readonly LedgerLine[];
  readonly fees: readonly FeeJson[];
  readonly feeTotal: number;
  readonly feeOption?: { readonly scheduleId: string; readonly optionId: string; readonly chosenBy: "input" | "table limits" };
  readonly feeNote?: string;
  readonly bankAfter: number;
  readonly bank: { readonly before: number; readonly after: number; readonly pdNet: number };
  readonly conservation: { readonly ok: boolean; readonly staked: number; readonly settled: number };
}

function noBustHandJson(cards: readonly string[], v: HandValue): NoBustHandJson {
  return { cards: [...cards], value: describeValue(v), total: v.total };
}

/** The settlement of a checked No Bust request, as the calculator prints it. */
export function noBustSettlementReport(request: NoBustSettleRequest): NoBustSettleReport {
  const { game, state, settlement } = request;
  const pd = playerDealerValue(state);
  if (pd === null) throw new Error("a settled No Bust round has every player-dealer card read");
  const because = new Map<string, string>();
  for (const w of settlement.wagers) because.set(bettorKey(w, w.bet), w.because);
  const hands = state.players.flatMap((p) =>
    p.hands.map((h, k) => ({
      seat: p.seat,
      hand: handBetId(k),
      ...noBustHandJson(h.cards, handValue(game.hand, h.cards, h.split)),
      doubled: h.doubled ?? 0,
      surrendered: h.surrendered,
    })),
  );
  const walk = settlement.walk;
  const fee = request.fee;
  const fees = fee.kind === "charged" ? feeJson(fee.lines) : [];
  const card = state.playerDealer[1];
  return {
    game: game.id,
    playerDealer: noBustHandJson(state.playerDealer as readonly string[], pd),
    hands,
    actionSeat: settlement.actionButton.seat,
    actionButton: { ...settlement.actionButton, card: card === undefined ? null : String(card) },
    ledger: walk.lines.map((line) => ledgerLine(line, because.get(bettorKey(line, line.bet)) ?? "")),
    fees,
    feeTotal: fees.reduce((sum, f) => sum + f.cents, 0),
    ...(fee.kind === "charged" ? { feeOption: { scheduleId: fee.scheduleId, optionId: fee.optionId, chosenBy: fee.chosenBy } } : { feeNote: fee.note }),
    bankAfter: walk.bankAfter,
    bank: { before: walk.bank, after: walk.bankAfter, pdNet: walk.pdNet },
    conservation: { ok: settlement.conservation.ok, staked: settlement.conservation.staked, settled: settlement.conservation.settled },
  };
}

/** The settlement of a checked request, as the calculator prints it. */
export function settlementReport(request: SettleRequest): SettleReport {
  const { game, round } = request;
  const settled = settleBaccaratRound(request.settlement);
  const because = new Map<string, string>();
  settled.wagers.forEach((w, i) => {
    let text = w.because;
    const choice = request.wagers[i]?.choice;
    if (choice !== undefined) {
      const line = choice === "hit" ? (request.houseWay.has(i) ? "hit line (house way, no choice given)" : "hit line") : "stand line";
      text = `${line}: ${text}`;
    }
    because.set(bettorKey(w, w.bet), text);
  });
  const ledger = settled.walk.lines.map((line) => ledgerLine(line, because.get(bettorKey(line, line.bet)) ?? ""));
  const fee = request.fee;
  const fees: FeeJson[] = fee.kind === "charged" ? feeJson(fee.lines) : [];
  const lines = round.playerLines;
  const button = game.settlement.startsAt.kind === "left-of-player-dealer" ? null : (round.banker.cards[1] ?? null);
  return {
    game: game.id,
    player: handJson(round.player),
    banker: handJson(round.banker),
    ...(lines !== null && lines.hit !== null
      ? {
          playerLines: {
            stand: { ...handJson(lines.stand), winner: compareHands(lines.stand, round.banker).winner },
            hit: { ...handJson(lines.hit), winner: compareHands(lines.hit, round.banker).winner },
          },
        }
      : {}),
    winner: round.comparison.winner,
    actionSeat: settled.actionButton.seat,
    actionButton: { ...settled.actionButton, card: button },
    ledger,
    fees,
    feeTotal: fees.reduce((sum, f) => sum + f.cents, 0),
    ...(fee.kind === "charged" ? { feeOption: { scheduleId: fee.scheduleId, optionId: fee.optionId, chosenBy: fee.chosenBy } } : { feeNote: fee.note }),
    bankAfter: settled.walk.bankAfter,
    bank: { before: settled.walk.bank, after: settled.walk.bankAfter, pdNet: settled.walk.pdNet },
    conservation: { ok: settled.conservation.ok, staked: settled.conservation.staked, settled: settled.conservation.settled },
  };
}

/** Parses the JSON text and settles it; throws SettleInputError for bad input. */
export function settleText(text: string, source: string): SettleReport | NoBustSettleReport {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new SettleInputError("input", `${source} is not valid JSON (${(error as Error).message.split("\n")[0]})`);
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) throw new SettleInputError("input", `${source} must hold one JSON object (the round)`);
  const gameId = (raw as { game?: unknown }).game;
  if (typeof gameId === "string" && !(BACCARAT_GAME_IDS as readonly string[]).includes(gameId) && !isNoBustSettleInput(raw)) {
    throw new SettleInputError("game", `unknown baccarat game ${JSON.stringify(gameId)} (games: ${BACCARAT_GAME_IDS.join(", ")}) or No Bust game (${NO_BUST_GAME_IDS.join(", ")})`);
  }
  if (isNoBustSettleInput(raw)) {
    try {
      return noBustSettlementReport(parseNoBustSettleInput(raw));
    } catch (error) {
      if (error instanceof NoBustSettleInputError || error instanceof ActionButtonError) {
        throw error instanceof NoBustSettleInputError ? new SettleInputError(error.field, error.reason) : new SettleInputError("input", error.message);
      }
      throw error;
    }
  }
  try {
    return settlementReport(parseSettleInput(raw));
  } catch (error) {
    // The rules modules refuse what no table can do (an action button count with nowhere to go, and the like).
    if (error instanceof RoundRuleError || error instanceof ResolutionError || error instanceof ActionButtonError) {
      throw new SettleInputError("input", error.message);
    }
    throw error;
  }
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
