/**
 * The settlement calculator shared by `npm run -s settle` (scripts/settle.ts) and the floor's
 * settlement calculator (lib/server/floor/calculators.ts, POST /api/floor/settle): one completed
 * round described as JSON, routed by its game id to the baccarat input
 * (lib/domain/baccarat/settle-input.ts) or the No Bust input (lib/domain/no-bust/settle-input.ts),
 * parsed, played and settled by the same functions the live tables use, and reported with the
 * ledger in settlement order. A bad input throws `SettleInputError` naming the field.
 */
import { BACCARAT_GAME_IDS, GameOptionError } from "../baccarat/game-config";
import type { Hand } from "../baccarat/hand-total";
import { compareHands, type Winner } from "../baccarat/outcome";
import { RoundRuleError } from "../baccarat/round";
import { ResolutionError } from "../baccarat/resolution";
import { settleBaccaratRound } from "../baccarat/settlement";
import { SettleInputError, parseSettleInput, type SettleRequest } from "../baccarat/settle-input";
import { ActionButtonError } from "../action-button/card-count";
import type { FeeLine, FeeSource } from "../fees";
import type { BankWalkLine } from "../bank-walk";
import { NO_BUST_GAME_IDS } from "../no-bust/game-config";
import { describeValue, handValue, type HandValue } from "../no-bust/hand-value";
import { handBetId } from "../no-bust/bet-ids";
import { playerDealerValue } from "../no-bust/next-step";
import { NoBustSettleInputError, isNoBustSettleInput, parseNoBustSettleInput, type NoBustSettleRequest } from "../no-bust/settle-input";

export { SettleInputError };

export interface HandJson {
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

/** What every family's report holds beside its hands: the action button, the ledger, the fees and the bank. */
interface SettledRound {
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

export interface SettleReport extends SettledRound {
  readonly game: string;
  readonly player: HandJson;
  readonly banker: HandJson;
  readonly playerLines?: { readonly stand: HandJson & { readonly winner: Winner }; readonly hit: HandJson & { readonly winner: Winner } };
  readonly winner: Winner;
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
export interface NoBustSettleReport extends SettledRound {
  readonly game: string;
  readonly playerDealer: NoBustHandJson;
  /** Every seat's hands in playing order, each seat's hands left to right. */
  readonly hands: readonly NoBustPlayerHandJson[];
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

/** The family whose input format a raw round uses, by its game id; null for an unknown game. */
export function settleFamilyOf(raw: unknown): "baccarat" | "no-bust" | null {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return null;
  if (isNoBustSettleInput(raw)) return "no-bust";
  const gameId = (raw as { game?: unknown }).game;
  return typeof gameId === "string" && (BACCARAT_GAME_IDS as readonly string[]).includes(gameId) ? "baccarat" : null;
}

/**
 * Settles one round given as a parsed JSON value: routed by its game id, checked, played and
 * settled. Throws SettleInputError ("<field>: <why>") for a bad input.
 */
export function settleReport(raw: unknown): SettleReport | NoBustSettleReport {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) throw new SettleInputError("input", "the round must be one JSON object");
  const gameId = (raw as { game?: unknown }).game;
  if (typeof gameId === "string" && settleFamilyOf(raw) === null) {
    throw new SettleInputError("game", `unknown baccarat game ${JSON.stringify(gameId)} (games: ${BACCARAT_GAME_IDS.join(", ")}) or No Bust game (${NO_BUST_GAME_IDS.join(", ")})`);
  }
  if (settleFamilyOf(raw) === "no-bust") {
    try {
      return noBustSettlementReport(parseNoBustSettleInput(raw));
    } catch (error) {
      if (error instanceof NoBustSettleInputError) throw new SettleInputError(error.field, error.reason);
      if (error instanceof ActionButtonError) throw new SettleInputError("input", error.message);
      throw error;
    }
  }
  try {
    return settlementReport(parseSettleInput(raw));
  } catch (error) {
    // The rules modules refuse what no table can do (an action button count with nowhere to go, and the like).
    if (error instanceof RoundRuleError || error instanceof ResolutionError || error instanceof ActionButtonError || error instanceof GameOptionError) {
      throw new SettleInputError("input", error.message);
    }
    throw error;
  }
}

/** Whether a report is of a No Bust round (the game id decides). */
export function isNoBustReport(report: SettleReport | NoBustSettleReport): report is NoBustSettleReport {
  return "playerDealer" in report;
}
