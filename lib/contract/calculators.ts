/**
 * The floor's calculators on the wire (GET /api/floor/odds, POST /api/floor/settle): the exact odds
 * of a game, and the settlement of one round as `npm run settle` reports it, with the words the
 * floor shows. The settle result of each family is its own report (made from the family registry).
 */
import type { LedgerLine } from "@/lib/domain/calculators/settle-report";
import type { SettleReportOf } from "@/lib/domain/calculators/settle";
import type { GameFamily } from "@/lib/domain/table/families";

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

/** A ledger line as `npm run settle` prints it (LedgerLine), with the bet's name on the layout. */
export interface SettleLedgerLine extends LedgerLine {
  readonly betName: string;
}

/** A fee line in words for the floor. */
export interface SettleFeeLine {
  readonly payer: string;
  readonly cents: number;
  readonly rule: string;
  readonly source: string;
}

/**
 * The floor calculator's answer for a round of family F: the family's report as `npm run settle`
 * prints it, with the game's name, each ledger line's bet name, the fees in words and whatever the
 * family adds for the screen (baccarat's hand names).
 */
export type SettleResultOf<F extends GameFamily> = Omit<SettleReportOf<F>, "ledger" | "fees" | "feeOption" | "feeNote"> & {
  readonly family: F;
  readonly gameName: string;
  readonly ledger: readonly SettleLedgerLine[];
  readonly fees: readonly SettleFeeLine[];
  readonly feeOption: NonNullable<SettleReportOf<F>["feeOption"]> | null;
  readonly feeNote: string | null;
  readonly handNames?: { readonly player: string; readonly banker: string };
};
export type SettleResult = { [F in GameFamily]: SettleResultOf<F> }[GameFamily];

export type SettleAnswer = { ok: true; result: SettleResult } | { ok: false; code: "BAD_INPUT"; field: string; message: string };

