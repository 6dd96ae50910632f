/**
 * The settlement calculator's report of a No Bust round: the player-dealer's hand, every seat's
 * hands, and the ledger, fees and bank every family reports (lib/domain/calculators/settle-report.ts).
 */
import { asCalculatorRefusal, settledRoundParts } from "../calculators/settled-round";
import { ActionButtonError } from "../action-button/card-count";
import type { SettledRound } from "../calculators/settle-report";
import { describeValue, handValue, type HandValue } from "./hand-value";
import { handBetId } from "../blackjack/bet-ids";
import { playerDealerValue } from "./next-step";
import { NoBustSettleInputError, parseNoBustSettleInput, type NoBustSettleRequest } from "./settle-input";

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
  const hands = state.players.flatMap((p) =>
    p.hands.map((h, k) => ({
      seat: p.seat,
      hand: handBetId(k),
      ...noBustHandJson(h.cards, handValue(game.hand, h.cards, h.split)),
      doubled: h.doubled ?? 0,
      surrendered: h.surrendered,
    })),
  );
  const card = state.playerDealer[1];
  return {
    game: game.id,
    playerDealer: noBustHandJson(state.playerDealer as readonly string[], pd),
    hands,
    actionSeat: settlement.actionButton.seat,
    actionButton: { ...settlement.actionButton, card: card === undefined ? null : String(card) },
    ...settledRoundParts(settlement, request.fee),
  };
}

/** One No Bust round from the calculator's JSON: parsed, played, settled; throws SettleInputError naming the field. */
export function settleNoBustInput(raw: object): NoBustSettleReport {
  return asCalculatorRefusal(() => noBustSettlementReport(parseNoBustSettleInput(raw)), NoBustSettleInputError, [ActionButtonError]);
}
