/**
 * The floor's calculators: exact odds of a game (the same enumeration as `npm run odds`) and the
 * settlement of one round described as JSON (the same input as `npm run settle`, parsed by
 * lib/domain/baccarat/settle-input.ts and settled by settleBaccaratRound).
 */
import { z } from "zod";
import { BACCARAT_GAME_IDS, baccaratGame, GameOptionError } from "@/lib/domain/baccarat";
import { describeWins, exactOdds } from "@/lib/domain/baccarat/exact-odds";
import { settleBaccaratRound } from "@/lib/domain/baccarat/settlement";
import { parseSettleInput, SettleInputError, type SettleRequest } from "@/lib/domain/baccarat/settle-input";
import { RoundRuleError } from "@/lib/domain/baccarat/round";
import { ResolutionError } from "@/lib/domain/baccarat/resolution";
import { ActionButtonError } from "@/lib/domain/action-button/card-count";

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

export interface SettleLedgerLine {
  readonly seat: number;
  readonly bet: string;
  readonly betName: string;
  readonly backline: boolean;
  readonly bettor?: string;
  readonly stake: number;
  readonly outcome: string;
  readonly due: number;
  readonly action: string;
  readonly amount: number;
  /** Paid to the player by the bank. */
  readonly paid: number;
  /** Collected from the player for the bank. */
  readonly collected: number;
  /** Stake handed back because the bank could not cover it (a push is not counted here). */
  readonly returnedForCover: number;
  readonly returned: number;
  readonly toPlayer: number;
  readonly bankAfter: number;
  readonly because: string;
}

export interface SettleResult {
  readonly game: string;
  readonly gameName: string;
  readonly player: { readonly cards: readonly string[]; readonly total: number; readonly natural: boolean };
  readonly banker: { readonly cards: readonly string[]; readonly total: number; readonly natural: boolean };
  readonly handNames: { readonly player: string; readonly banker: string };
  readonly winner: string;
  readonly actionSeat: number;
  readonly actionButton: { readonly seat: number; readonly landedOn: number; readonly route: string };
  readonly ledger: readonly SettleLedgerLine[];
  readonly bank: { readonly before: number; readonly after: number; readonly pdNet: number };
  readonly conservation: { readonly ok: boolean; readonly staked: number; readonly settled: number };
  /** The fees of the round under the option named in the input, or the one the table limits point to. */
  readonly fees: readonly { readonly payer: string; readonly cents: number; readonly rule: string; readonly source: string }[];
  readonly feeTotal: number;
  readonly feeOption: { readonly scheduleId: string; readonly optionId: string; readonly chosenBy: string } | null;
  readonly feeNote: string | null;
}

export type SettleAnswer = { ok: true; result: SettleResult } | { ok: false; code: "BAD_INPUT"; field: string; message: string };

function key(w: { seat: number; backline?: boolean; bettor?: string }, bet: string): string {
  return `${w.seat}|${w.backline === true ? `b|${w.bettor ?? ""}` : "s"}|${bet}`;
}

function feesOf(fee: SettleRequest["fee"]): Pick<SettleResult, "fees" | "feeTotal" | "feeOption" | "feeNote"> {
  if (fee.kind !== "charged") return { fees: [], feeTotal: 0, feeOption: null, feeNote: fee.note };
  const fees = fee.lines.map((f) => ({
    payer: f.payer.kind === "player-dealer" ? `Player-dealer (seat ${f.payer.seat})` : f.payer.kind === "backline" ? `Seat ${f.payer.seat} backline${f.payer.bettor ? ` (${f.payer.bettor})` : ""}` : f.payer.kind === "seat" ? `Seat ${f.payer.seat}` : "Pot",
    cents: f.cents,
    rule: f.rule.text,
    source: `${f.source.file} L${f.source.lines}`,
  }));
  return { fees, feeTotal: fees.reduce((s, f) => s + f.cents, 0), feeOption: { scheduleId: fee.scheduleId, optionId: fee.optionId, chosenBy: fee.chosenBy }, feeNote: null };
}

/** Settles one round from the calculator's JSON input; a bad input names its field. */
export function settleRound(raw: unknown): SettleAnswer {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return { ok: false, code: "BAD_INPUT", field: "input", message: "input: the round must be one JSON object" };
  try {
    const request = parseSettleInput(raw);
    const settled = settleBaccaratRound(request.settlement);
    const because = new Map<string, string>();
    settled.wagers.forEach((w, i) => {
      const choice = request.wagers[i]?.choice;
      const line = choice === undefined ? "" : choice === "hit" ? (request.houseWay.has(i) ? "hit line (house way, no choice given): " : "hit line: ") : "stand line: ";
      because.set(key(w, w.bet), `${line}${w.because}`);
    });
    const names = new Map(request.game.bets.map((b) => [b.id as string, b.name]));
    const { round } = request;
    return {
      ok: true,
      result: {
        game: request.game.id,
        gameName: request.game.name,
        player: { cards: [...round.player.cards], total: round.player.total, natural: round.player.natural },
        banker: { cards: [...round.banker.cards], total: round.banker.total, natural: round.banker.natural },
        handNames: request.game.hands,
        winner: round.comparison.winner,
        actionSeat: settled.actionButton.seat,
        actionButton: { seat: settled.actionButton.seat, landedOn: settled.actionButton.landedOn, route: settled.actionButton.route },
        ledger: settled.walk.lines.map((l) => {
          const paid = l.action === "pay" || l.action === "partial-pay" ? l.amount : 0;
          const collected = l.action === "collect" || l.action === "partial-collect" ? l.amount : 0;
          return {
          seat: l.seat,
          bet: l.bet,
          betName: names.get(l.bet) ?? l.bet,
          backline: l.backline === true,
          ...(l.bettor !== undefined ? { bettor: l.bettor } : {}),
          stake: l.stake,
          outcome: l.outcome,
          due: l.due,
          action: l.action,
          amount: l.amount,
          paid,
          collected,
          returnedForCover: l.outcome === "push" ? 0 : l.action === "return" || l.action === "partial-collect" ? l.stake - collected : 0,
          returned: l.returned,
          toPlayer: l.toPlayer,
          bankAfter: l.bankAfter,
          because: because.get(key(l, l.bet)) ?? "",
          };
        }),
        bank: { before: settled.walk.bank, after: settled.walk.bankAfter, pdNet: settled.walk.pdNet },
        conservation: { ok: settled.conservation.ok, staked: settled.conservation.staked, settled: settled.conservation.settled },
        ...feesOf(request.fee),
      },
    };
  } catch (error) {
    if (error instanceof SettleInputError) return { ok: false, code: "BAD_INPUT", field: error.field || "input", message: error.message };
    if (error instanceof RoundRuleError || error instanceof ResolutionError || error instanceof ActionButtonError || error instanceof GameOptionError) {
      return { ok: false, code: "BAD_INPUT", field: "input", message: `input: ${error.message}` };
    }
    throw error;
  }
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

/** The input format in brief (the full text: `npm run -s settle -- --help`). */
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
                  {"hitOnFive": {"<wager index>": "hit" | "stand"}}`;
