/**
 * The floor's calculators: exact odds of a baccarat game (the same enumeration as `npm run odds`;
 * baccarat only) and the settlement of one round described as JSON, a baccarat game or one of the
 * three No Bust games (the same input, code and ledger as `npm run settle`:
 * lib/domain/calculators/settle-report.ts).
 */
import { z } from "zod";
import { BACCARAT_GAME_IDS, baccaratGame, type BaccaratGameId } from "@/lib/domain/baccarat";
import { describeWins, exactOdds } from "@/lib/domain/baccarat/exact-odds";
import {
  SettleInputError,
  isNoBustReport,
  settleReport,
  type FeeJson,
  type HandJson,
  type LedgerLine,
  type NoBustHandJson,
  type NoBustPlayerHandJson,
  type NoBustSettleReport,
  type SettleReport,
} from "@/lib/domain/calculators/settle-report";
import { NO_BUST_GAME_IDS, noBustGame } from "@/lib/domain/no-bust";
import { betName as noBustBetName } from "@/lib/domain/table/no-bust/game-of";

export const OddsQuery = z.strictObject({
  game: z.enum(BACCARAT_GAME_IDS, { error: `the game is one of ${BACCARAT_GAME_IDS.join(", ")}` }),
  decks: z.coerce.number().int().min(1).max(8).optional(),
});

export interface OddsReport {
  readonly game: string;
  readonly gameName: string;
  readonly decks: number;
  readonly total: string;
  readonly outcomes: readonly { readonly name: string; readonly count: string; readonly probability: number }[];
  readonly bets: readonly {
    readonly id: string;
    readonly name: string;
    readonly pays: string;
    readonly win: number;
    readonly push: number;
    readonly lose: number;
    readonly expectedReturn: number;
    readonly houseEdge: number;
    /** Set for a bet placed only on some rounds (21st Century's late tie). */
    readonly placedProbability: number | null;
  }[];
}

function ratio(count: bigint, total: bigint): number {
  return total === 0n ? 0 : Number(count) / Number(total);
}

export type OddsResult = { ok: true; odds: OddsReport } | { ok: false; code: string; message: string };

export function oddsReport(gameId: string, decks?: number): OddsResult {
  const parsed = OddsQuery.safeParse({ game: gameId, ...(decks !== undefined ? { decks } : {}) });
  if (!parsed.success) return { ok: false, code: "BAD_REQUEST", message: parsed.error.issues[0]?.message ?? "bad request" };
  const game = baccaratGame(parsed.data.game);
  const d = parsed.data.decks ?? Math.max(...game.decks);
  if (!game.decks.includes(d)) return { ok: false, code: "BAD_DECKS", message: `${game.name} is played with ${game.decks.join(" or ")} decks, not ${d}.` };
  const odds = exactOdds(game, d);
  const names = new Map(game.bets.map((b) => [b.id as string, b.name]));
  return {
    ok: true,
    odds: {
      game: game.id,
      gameName: game.name,
      decks: d,
      total: odds.total.toString(),
      outcomes: Object.entries(odds.outcomes).map(([name, count]) => ({ name, count: count.toString(), probability: ratio(count, odds.total) })),
      bets: odds.bets.map((b) => ({
        id: b.id,
        name: names.get(b.id) ?? b.id,
        pays: describeWins(b),
        win: ratio(b.win, b.placed),
        push: ratio(b.push, b.placed),
        lose: ratio(b.lose, b.placed),
        expectedReturn: b.expectedReturn,
        houseEdge: b.houseEdge,
        placedProbability: b.placed !== odds.total ? ratio(b.placed, odds.total) : null,
      })),
    },
  };
}

/** A ledger line as `npm run settle` prints it (LedgerLine), with the bet's name on the layout. */
export interface SettleLedgerLine extends LedgerLine {
  readonly betName: string;
}

interface SettleResultBase {
  readonly game: string;
  readonly gameName: string;
  readonly actionSeat: number;
  readonly actionButton: { readonly seat: number; readonly landedOn: number; readonly route: string; readonly card: string | null };
  /** In settlement order: the same lines as `npm run settle`. */
  readonly ledger: readonly SettleLedgerLine[];
  readonly bank: { readonly before: number; readonly after: number; readonly pdNet: number };
  readonly conservation: { readonly ok: boolean; readonly staked: number; readonly settled: number };
  /** The fees of the round under the option named in the input, or the one the table limits point to. */
  readonly fees: readonly { readonly payer: string; readonly cents: number; readonly rule: string; readonly source: string }[];
  readonly feeTotal: number;
  readonly feeOption: { readonly scheduleId: string; readonly optionId: string; readonly chosenBy: string } | null;
  readonly feeNote: string | null;
}

export interface BaccaratSettleResult extends SettleResultBase {
  readonly family: "baccarat";
  readonly player: HandJson;
  readonly banker: HandJson;
  readonly playerLines?: SettleReport["playerLines"];
  readonly handNames: { readonly player: string; readonly banker: string };
  readonly winner: string;
}

export interface NoBustSettleResult extends SettleResultBase {
  readonly family: "no-bust";
  readonly playerDealer: NoBustHandJson;
  /** Every seat's hands in playing order, each seat's hands left to right. */
  readonly hands: readonly NoBustPlayerHandJson[];
}

export type SettleResult = BaccaratSettleResult | NoBustSettleResult;

export type SettleAnswer = { ok: true; result: SettleResult } | { ok: false; code: "BAD_INPUT"; field: string; message: string };

function payerText(p: FeeJson["payer"]): string {
  if (p.kind === "player-dealer") return `Player-dealer (seat ${p.seat})`;
  if (p.kind === "backline") return `Seat ${p.seat} backline${p.bettor ? ` (${p.bettor})` : ""}`;
  return p.kind === "seat" ? `Seat ${p.seat}` : "Pot";
}

function common(report: SettleReport | NoBustSettleReport, gameName: string, betNameOf: (bet: string) => string): SettleResultBase {
  const fees = report.fees.map((f) => ({ payer: payerText(f.payer), cents: f.cents, rule: f.rule, source: `${f.source.file} L${f.source.lines}` }));
  return {
    game: report.game,
    gameName,
    actionSeat: report.actionSeat,
    actionButton: report.actionButton,
    ledger: report.ledger.map((l) => ({ ...l, betName: betNameOf(l.bet) })),
    bank: report.bank,
    conservation: report.conservation,
    fees,
    feeTotal: report.feeTotal,
    feeOption: report.feeOption ?? null,
    feeNote: report.feeNote ?? null,
  };
}

/**
 * Settles one round from the calculator's JSON input, exactly as `npm run settle` does (the same
 * routing by game id, parsing and settlement: lib/domain/calculators/settle-report.ts): a baccarat
 * game or one of the three No Bust games. A bad input names its field.
 */
export function settleRound(raw: unknown): SettleAnswer {
  let report: SettleReport | NoBustSettleReport;
  try {
    report = settleReport(raw);
  } catch (error) {
    if (error instanceof SettleInputError) return { ok: false, code: "BAD_INPUT", field: error.field || "input", message: error.message };
    throw error;
  }
  if (isNoBustReport(report)) {
    const game = noBustGame(report.game);
    return { ok: true, result: { family: "no-bust", ...common(report, game.name, (bet) => noBustBetName(game, bet)), playerDealer: report.playerDealer, hands: report.hands } };
  }
  const game = baccaratGame(report.game as BaccaratGameId);
  const names = new Map(game.bets.map((b) => [b.id as string, b.name]));
  return {
    ok: true,
    result: {
      family: "baccarat",
      ...common(report, game.name, (bet) => names.get(bet) ?? bet),
      player: report.player,
      banker: report.banker,
      ...(report.playerLines ? { playerLines: report.playerLines } : {}),
      handNames: game.hands,
      winner: report.winner,
    },
  };
}

/** The example the calculator opens with (the one in `npm run settle -- --help`). */
export const SETTLE_EXAMPLE = {
  game: "ez-baccarat",
  decks: 8,
  seats: 8,
  playerDealerSeat: 8,
  bank: 2500,
  limits: { min: 500, max: 10000 },
  wagers: [
    { seat: 1, bet: "player", amount: 2000 },
    { seat: 2, bet: "banker", amount: 3000 },
    { seat: 3, bet: "player", amount: 4000 },
  ],
  cards: ["4S", "TD", "3H", "6C"],
};

/**
 * An example round per game family, for the calculator's "Example round" list: the baccarat one of
 * `npm run settle -- --help`, and one worked round of each No Bust game (docs/calculators.md,
 * scripts/settle-no-bust.test.ts).
 */
export const SETTLE_EXAMPLES: readonly { readonly id: string; readonly name: string; readonly input: object }[] = [
  { id: "ez-baccarat", name: "EZ Baccarat: the bank runs out", input: SETTLE_EXAMPLE },
  {
    id: "no-bust-joker",
    name: "No Bust Joker edition: a Joker hand, a split with a double, a backline bettor",
    input: {
      game: "no-bust-joker",
      decks: 6,
      seats: 8,
      playerDealerSeat: 1,
      bank: 10_000,
      limits: { min: 500, max: 5000 },
      wagers: [
        { seat: 2, bet: "main", amount: 1000 },
        { seat: 4, bet: "main", amount: 2000 },
        { seat: 6, bet: "main", amount: 1000 },
        { seat: 6, bet: "main", amount: 500, backline: true, bettor: "Ann" },
      ],
      cards: ["8C", "JK", "TC", "6D", "8H", "5S", "KD", "3D", "9S", "AC", "5C", "KC"],
      decisions: { "2": { main: ["split", "double"], "split-1": ["stand"] }, "6": { main: ["stand"] } },
    },
  },
  {
    id: "no-bust-6",
    name: "No Bust 6.0: insurance, the checked Natural",
    input: {
      game: "no-bust-6",
      decks: 6,
      seats: 8,
      playerDealerSeat: 8,
      bank: 5000,
      limits: { min: 2500, max: 10_000 },
      wagers: [
        { seat: 1, bet: "main", amount: 4000 },
        { seat: 2, bet: "main", amount: 2500 },
        { seat: 3, bet: "main", amount: 3000 },
      ],
      cards: ["AS", "7D", "TH", "AC", "KS", "7C", "QH", "QC"],
      insurance: { "2": 1250, "3": 1000 },
    },
  },
  {
    id: "no-bust-buster-bonus-6",
    name: "21st Century Blackjack (2014): Naturals paid at the deal, the bank runs out",
    input: {
      game: "no-bust-buster-bonus-6",
      decks: 6,
      seats: 8,
      playerDealerSeat: 1,
      bank: 3000,
      limits: { min: 500, max: 5000 },
      wagers: [
        { seat: 2, bet: "main", amount: 1000 },
        { seat: 3, bet: "main", amount: 1000 },
        { seat: 4, bet: "main", amount: 1000 },
        { seat: 4, bet: "buster", amount: 500 },
        { seat: 5, bet: "main", amount: 1000 },
      ],
      cards: ["AS", "9C", "AD", "TC", "9H", "KS", "7D", "QD", "9S", "4S", "5S"],
      decisions: { "3": { main: ["stand"] }, "5": { main: ["stand"] } },
    },
  },
];

/** The input format in brief (the full text: `npm run -s settle -- --help`, docs/calculators.md). */
export const SETTLE_FORMAT = `game              ${BACCARAT_GAME_IDS.join(", ")}
decks             decks in the shoe (as the game allows)
seats             seats at the table, the player-dealer's included (8 or 14)
playerDealerSeat  the seat that holds the bank
bank              the player-dealer's bank, in cents
limits            {"min", "max"} in cents: each wager at least min; each spot at most max
wagers            [{"seat", "bet", "amount", "backline"?, "bettor"?}], amounts in cents
cards             in dealing order: Player, Banker, Player, Banker, then the third cards
                  ("TD" = ten of diamonds; ranks A 2-9 T J Q K, suits S H D C)
fee               optional: {"scheduleId", "optionId"} the fee schedule option charged; without it the
                  printed option whose spot limits are the table's limits, if exactly one
previousCards     optional: cards already out of this shoe
options           optional: the game's named options, e.g. {"tiePays": 9}
choices           21st Century only, on a Player two-card 5:
                  {"hitOnFive": {"<wager index>": "hit" | "stand"}}

No Bust blackjack (${NO_BUST_GAME_IDS.join(", ")}): the same fields, except
wagers            bet "main" (the game wager) or "buster" (Buster Blackjack Bonus, 2014 only)
cards             every card in dealing order, "JK" a joker (Joker edition): the initial deal, then
                  each card as it is drawn
decisions         per seat and hand, in the order made: {"2": {"main": ["split", "double"],
                  "split-1": ["stand"]}}; hit, stand, double, split, surrender, or
                  {"decision": "double", "amount": cents}. Must-hit and must-stand hands need none.
insurance         6.0 and 2014, player-dealer ace up: {"<seat>": cents}, up to half the wager
options           the game's named options, e.g. {"naturalsPaid": "in-walk"} (2014)
choices           not used`;
