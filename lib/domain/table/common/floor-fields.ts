/**
 * The fields of the floor's records every banked family fills the same way: a replay frame's
 * shared part from the supervisor's view, the settlement ledger with the rule behind each line, the
 * regulator's record of a round as it stands and once complete, the record of the game (its filing,
 * its options with their sources, the table's seats, decks, limits and rotation), and a wager in
 * words. Each family's floor module (lib/domain/table/<family>/floor.ts) adds its round.
 */
import type { BankWalkLine } from "../../bank-walk";
import type { FeeLine } from "../../fees";
import { formatCents } from "../../money";
import {
  exportedFees,
  exportedSettlement,
  exportedWager,
  feeLineViews,
  feeOptionText,
  type CorrectionView,
  type ExportedRoundBase,
  type GameRecord,
  type LedgerLineView,
  type ReplayFrameBase,
  type SettlementFrame,
  type WagerLineView,
} from "./floor-records";
import type { TableSettingsBase } from "./settings";
import { roundAdjustment, type PaidRound } from "./settlement-difference";

/** A settlement whose resolved wagers say the rule that decided each (`because`). */
interface ReasonedSettlement {
  readonly walk: { readonly lines: readonly BankWalkLine[] };
  readonly wagers: readonly { readonly seat: number; readonly bet: string; readonly backline?: boolean; readonly bettor?: string; readonly because: string }[];
}

/** The rule that decided each ledger line's wager (from the resolved wagers of the settlement). */
export function ledgerWithReasons(settlement: ReasonedSettlement): LedgerLineView[] {
  return settlement.walk.lines.map((line) => {
    const w = settlement.wagers.find((r) => r.seat === line.seat && r.bet === line.bet && Boolean(r.backline) === Boolean(line.backline) && (r.bettor ?? null) === (line.bettor ?? null));
    return w ? { ...line, because: w.because } : line;
  });
}

/** What a replay frame's shared part reads of the supervisor's view. */
export interface FrameSource {
  readonly status: string;
  readonly phase: ReplayFrameBase["phase"];
  readonly handNumber: number;
  readonly gameName: string;
  readonly playerDealer: ReplayFrameBase["playerDealer"];
  readonly bank: number | null;
  readonly wagers: readonly WagerLineView[];
  readonly fees: { readonly lines: readonly FeeLine[] | null; readonly total: number | null };
  readonly settlement: SettlementFrame | null;
  readonly actionSeat: number | null;
  readonly next: { readonly label: string; readonly hint: string };
  readonly corrections: readonly CorrectionView[];
}

/**
 * A replay frame's shared part: the supervisor's view `v`, the fee lines in words, the ledger with
 * its reasons once settled, and (`round`) after a correction of a round already paid, the money paid
 * first and the difference to make.
 */
export function frameBase(settings: TableSettingsBase, v: FrameSource, settlement: ReasonedSettlement | null, round?: PaidRound | null): Omit<ReplayFrameBase, "family"> {
  return {
    status: v.status,
    phase: v.phase,
    handNumber: v.handNumber,
    gameName: v.gameName,
    playerDealer: v.playerDealer,
    bank: v.bank,
    wagers: v.wagers,
    fees: { lines: feeLineViews(v.fees.lines), total: v.fees.total, option: feeOptionText(settings) },
    settlement: v.settlement && settlement ? { ...v.settlement, lines: ledgerWithReasons(settlement) } : v.settlement,
    actionSeat: v.actionSeat,
    next: { label: v.next.label, hint: v.next.hint },
    corrections: v.corrections,
    ...(round?.paidBefore ? { adjustment: { paidBefore: round.paidBefore, difference: roundAdjustment(round) } } : {}),
  };
}

/** The part of a round in progress the regulator's record reads. */
interface RecordedRound {
  readonly id: string;
  readonly handNumber: number;
  readonly playerDealerSeat: number;
  readonly bankHand: number;
  readonly bank: number;
  readonly wagers: readonly Parameters<typeof exportedWager>[0][];
  readonly fees: readonly FeeLine[] | null;
  readonly corrections: readonly CorrectionView[];
  readonly paidBefore?: PaidRound["paidBefore"];
  readonly settlement?: PaidRound["settlement"];
}

/** A settlement as the regulator's record reads it (exportedSettlement), with the rule behind each ledger line. */
export function exportedSettlementWithReasons(settlement: (Parameters<typeof exportedSettlement>[0] & ReasonedSettlement) | null): ExportedRoundBase["settlement"] {
  return exportedSettlement(settlement, settlement ? ledgerWithReasons(settlement) : undefined);
}

/** The regulator's record of a round as it stands (in progress), its shared part; `settlement` as the family records it. */
export function exportedRoundBase<F extends string>(family: F, round: RecordedRound, settings: TableSettingsBase, openedAt: Date, settlement: ExportedRoundBase["settlement"]): Omit<ExportedRoundBase, "family"> & { readonly family: F } {
  const fees = exportedFees(round.fees);
  return {
    family,
    roundId: round.id,
    handNumber: round.handNumber,
    status: "in-progress",
    openedAt: openedAt.toISOString(),
    endedAt: null,
    playerDealerSeat: round.playerDealerSeat,
    bankHand: round.bankHand,
    bankCents: round.bank,
    feeOption: feeOptionText(settings),
    wagers: round.wagers.map(exportedWager),
    fees,
    feeTotalCents: fees.reduce((sum, f) => sum + f.cents, 0),
    settlement,
    corrections: round.corrections,
    ...(round.paidBefore ? { adjustment: { paidBefore: round.paidBefore, difference: roundAdjustment({ paidBefore: round.paidBefore, settlement: round.settlement ?? null, settledLines: 0 }) } } : {}),
    voidReason: null,
    voidedBy: null,
  };
}

/** The regulator's record of a round, complete at `at`. */
export function completedRecord<R extends ExportedRoundBase>(record: R, at: Date): R {
  return { ...record, status: "complete", endedAt: at.toISOString() };
}

/** A filing as the game record names it: the seed file, the Bureau's id where it has one, the lines. */
export function filingRecord(filing: { readonly seed: string; readonly bgcId?: string | null; readonly lines: string }): GameRecord["filings"][number] {
  return { seed: filing.seed, ...(filing.bgcId ? { bgcId: filing.bgcId } : {}), lines: filing.lines };
}

/** A game as configured, with its named options and why each is one. */
interface RecordedGame {
  readonly id: string;
  readonly name: string;
  readonly options: object;
  readonly optionNotes: Readonly<Record<string, { readonly values: readonly unknown[]; readonly source: string; readonly why: string } | undefined>>;
}

/**
 * The game as configured at the table, for the regulator: the game, its filings, every named option
 * with the value in force and its source line, the game's rules in words (`rules`, where the family
 * writes them), and the table's seats, decks, limits and rotation (`table` where a family differs).
 */
export function gameRecordOf(
  family: string,
  settings: TableSettingsBase,
  game: RecordedGame,
  filings: GameRecord["filings"],
  rules?: GameRecord["rules"],
  table: { readonly name?: string; readonly decks?: number; readonly rotationPolicy?: unknown } = {},
): GameRecord {
  const values = game.options as Record<string, unknown>;
  return {
    id: game.id,
    family,
    name: table.name ?? game.name,
    rulesVersion: settings.rulesVersion,
    filings,
    configured: settings.gameOptions,
    options: Object.entries(game.optionNotes).flatMap(([name, note]) => (note ? [{ name, value: values[name], values: note.values, source: note.source, why: note.why }] : [])),
    ...(rules ? { rules } : {}),
    seats: settings.seats,
    decks: table.decks ?? settings.decks,
    limits: { minCents: settings.limits.min, maxCents: settings.limits.max },
    rotationPolicy: "rotationPolicy" in table ? table.rotationPolicy : settings.rotationPolicy,
  };
}

/** "Wager: seat 2 backline (Ann) Game wager $25.00": a wager placed, in the floor's words (never its id). */
export function wagerWords(w: { readonly seat: number; readonly backline: boolean; readonly bettor?: string; readonly amount: number }, betName: string): string {
  return `Wager: seat ${w.seat}${w.backline ? ` backline${w.bettor ? ` (${w.bettor})` : ""}` : ""} ${betName} ${formatCents(w.amount)}`;
}

/** A wager of the round in the floor's words, "seat 2 Banker" or "seat 4 backline Game wager", found by its id; "a wager" when gone. */
export function wagerNamed(round: { readonly wagers: readonly { readonly id: string; readonly seat: number; readonly backline: boolean; readonly bet?: string }[] } | null | undefined, wagerId: string, betName: (bet: string) => string): string {
  const w = round?.wagers.find((x) => x.id === wagerId);
  if (!w) return "a wager";
  return `seat ${w.seat}${w.backline ? " backline" : ""}${w.bet !== undefined ? ` ${betName(w.bet)}` : ""}`;
}
