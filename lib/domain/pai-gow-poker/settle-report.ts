/**
 * The settlement calculator's report of a pai gow poker round: the dice and the action button, the
 * player-dealer's hand as the house way set it (with the chart's row and line), each seat's seven
 * cards and hand as set, the Envy payouts, and the ledger, fees and bank every family reports
 * (lib/domain/calculators/settle-report.ts).
 */
import { asCalculatorRefusal, settledRoundParts } from "../calculators/settled-round";
import type { SettledRound } from "../calculators/settle-report";
import { envySeatOf } from "./bet-ids";
import { roundSummary } from "./round-summary";
import { PaiGowSettleInputError, parsePaiGowSettleInput, type PaiGowSettleRequest } from "./settle-input";

export interface PaiGowSplitJson {
  readonly high: readonly string[];
  readonly low: readonly string[];
  /** "Flush, ace high" / "Pair of Kings". */
  readonly highName: string;
  readonly lowName: string;
}

export interface PaiGowSeatJson {
  readonly seat: number;
  readonly cards: readonly string[] | null;
  /** The hand as set: by the player, or the house way (at the player's request, or after a foul). */
  readonly set: (PaiGowSplitJson & { readonly by: string; readonly foul: boolean }) | null;
  /** What the seven cards make for the Fortune Bonus and Envy, or null. */
  readonly bonusHand: string | null;
}

export interface PaiGowSettleReport extends SettledRound {
  readonly game: string;
  readonly dice: number;
  readonly actionPile: number;
  readonly playerDealer: {
    readonly seat: number;
    readonly cards: readonly string[];
    readonly set: PaiGowSplitJson & { readonly houseWay: { readonly row: string; readonly line: string; readonly why: string } };
    /** Face Up: "ace-high, no joker" or "ace-high with the joker" ("Pai Gow"), else null. */
    readonly aceHigh: string | null;
    readonly paiGowPush: boolean;
  };
  readonly hands: readonly PaiGowSeatJson[];
  /** Each Envy payout: the button's bettor, the seat whose hand it is paid for, that hand and the amount due. */
  readonly envy: readonly { readonly seat: number; readonly backline: boolean; readonly bettor?: string; readonly forSeat: number; readonly hand: string; readonly amount: number }[];
}

/** The settlement of a checked pai gow request, as the calculator prints it. */
export function paiGowSettlementReport(request: PaiGowSettleRequest): PaiGowSettleReport {
  const { game, state, settlement, input } = request;
  const summary = roundSummary(state);
  const pd = summary.playerDealer;
  if (pd.cards === null || pd.set === null) throw new Error("a settled pai gow round has the player-dealer's hand set");
  const handOf = (seat: number) => summary.seats.find((s) => s.seat === seat)?.bonusHand ?? "";
  return {
    game: game.id,
    dice: input.dice,
    actionPile: input.actionPile ?? 1,
    playerDealer: {
      seat: pd.seat,
      cards: pd.cards,
      set: { high: pd.set.high, low: pd.set.low, highName: pd.set.highName, lowName: pd.set.lowName, houseWay: { row: pd.set.row, line: pd.set.line, why: pd.set.why } },
      aceHigh: pd.aceHigh,
      paiGowPush: pd.paiGowPush,
    },
    hands: summary.seats.map((s) => ({
      seat: s.seat,
      cards: s.cards,
      set: s.set === null ? null : { high: s.set.high, low: s.set.low, highName: s.set.highName, lowName: s.set.lowName, by: s.set.by, foul: s.set.foul },
      bonusHand: s.bonusHand,
    })),
    envy: settlement.wagers.flatMap((w) => {
      const forSeat = envySeatOf(w.bet);
      const r = w.resolution;
      if (forSeat === null || r.outcome !== "win") return [];
      return [{ seat: w.seat, backline: w.backline === true, ...(w.bettor !== undefined ? { bettor: w.bettor } : {}), forSeat, hand: handOf(forSeat), amount: r.winnings }];
    }),
    actionSeat: settlement.actionButton.seat,
    actionButton: { ...settlement.actionButton, card: null },
    ...settledRoundParts(settlement, request.fee),
  };
}

/** One pai gow round from the calculator's JSON: parsed, played, settled; throws SettleInputError naming the field. */
export function settlePaiGowInput(raw: object): PaiGowSettleReport {
  return asCalculatorRefusal(() => paiGowSettlementReport(parsePaiGowSettleInput(raw)), PaiGowSettleInputError);
}
