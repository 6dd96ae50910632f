/**
 * The floor's calculators: exact odds of a baccarat game (the same enumeration as `npm run odds`;
 * baccarat only) and the settlement of one round described as JSON, of any game (the same input,
 * code and ledger as `npm run settle`: lib/domain/calculators/settle.ts).
 */
import { z } from "zod";
import { BACCARAT_GAME_IDS, baccaratGame } from "@/lib/domain/baccarat";
import { describeWins, exactOdds } from "@/lib/domain/baccarat/exact-odds";
import { SettleInputError, type FeeJson } from "@/lib/domain/calculators/settle-report";
import { settleReport, reportFamily } from "@/lib/domain/calculators/settle";
import type { OddsReport, SettleAnswer, SettleResult } from "@/lib/contract/calculators";

export type { OddsReport, SettleAnswer, SettleResult };
import { GAME_FAMILIES, TABLE_FAMILIES } from "@/lib/domain/table/families";

export const OddsQuery = z.strictObject({
  game: z.enum(BACCARAT_GAME_IDS, { error: `the game is one of ${BACCARAT_GAME_IDS.join(", ")}` }),
  decks: z.coerce.number().int().min(1).max(8).optional(),
});

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

function payerText(p: FeeJson["payer"]): string {
  if (p.kind === "player-dealer") return `Player-dealer (seat ${p.seat})`;
  if (p.kind === "backline") return `Seat ${p.seat} backline${p.bettor ? ` (${p.bettor})` : ""}`;
  return p.kind === "seat" ? `Seat ${p.seat}` : "Pot";
}

/**
 * Settles one round from the calculator's JSON input, exactly as `npm run settle` does (the same
 * routing by game id, parsing and settlement: lib/domain/calculators/settle.ts), whatever its
 * family. A bad input names its field.
 */
export function settleRound(raw: unknown): SettleAnswer {
  let report: ReturnType<typeof settleReport>;
  try {
    report = settleReport(raw);
  } catch (error) {
    if (error instanceof SettleInputError) return { ok: false, code: "BAD_INPUT", field: error.field || "input", message: error.message };
    throw error;
  }
  const family = reportFamily(report)!;
  const entry = TABLE_FAMILIES[family];
  const settle = entry.settle as { betName(gameId: string, bet: string): string; floorFields?(report: unknown): object };
  const fees = report.fees.map((f) => ({ payer: payerText(f.payer), cents: f.cents, rule: f.rule, source: `${f.source.file} L${f.source.lines}` }));
  const result = {
    ...report,
    family,
    gameName: entry.gameName(report.game),
    ledger: report.ledger.map((l) => ({ ...l, betName: settle.betName(report.game, l.bet) })),
    fees,
    feeOption: report.feeOption ?? null,
    feeNote: report.feeNote ?? null,
    ...(settle.floorFields ? settle.floorFields(report) : {}),
  } as SettleResult;
  return { ok: true, result };
}

/** Worked rounds of every family, for the calculator's "Example round" list (the baccarat one opens it). */
export const SETTLE_EXAMPLES: readonly { readonly id: string; readonly name: string; readonly input: object }[] = GAME_FAMILIES.flatMap((f) => TABLE_FAMILIES[f].settle.examples);

/** The example the calculator opens with (the one in `npm run settle -- --help`). */
export const SETTLE_EXAMPLE = SETTLE_EXAMPLES[0]!.input;

/** The input format in brief (the full text: `npm run -s settle -- --help`, docs/calculators.md). */
export const SETTLE_FORMAT = GAME_FAMILIES.map((f) => TABLE_FAMILIES[f].settle.format).join("\n\n");
