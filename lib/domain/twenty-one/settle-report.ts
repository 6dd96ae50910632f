/**
 * The settlement calculator's report of a twenty-one round: the player-dealer's hand, every seat's
 * hands, the bonus bets, and the ledger, fees and bank every family reports
 * (lib/domain/calculators/settle-report.ts).
 */
import { asCalculatorRefusal, settledRoundParts } from "../calculators/settled-round";
import { ActionButtonError } from "../action-button/card-count";
import type { Card } from "../cards/card";
import type { SettledRound } from "../calculators/settle-report";
import { handBetId } from "./bet-ids";
import { describeValue, handValue, type HandRules } from "./hand-value";
import { playerDealerCards } from "./next-step";
import { TwentyOneSettleInputError, parseTwentyOneSettleInput, type TwentyOneSettleRequest } from "./settle-input";

/** A twenty-one hand as the report prints it. */
export interface TwentyOneHandJson {
  readonly cards: readonly string[];
  /** "hard 18", "soft 17", "Pure 21.5 Blackjack", "Natural 31", "Blackjack X", "frozen 25", "hard 24 (888)". */
  readonly value: string;
  /** The count: a Pure 21.5 is 21.5, a Natural 31 and Blackjack X 31. */
  readonly total: number;
}

export interface TwentyOnePlayerHandJson extends TwentyOneHandJson {
  readonly seat: number;
  /** The hand's bet id: main, split-1 … split-3. */
  readonly hand: string;
  /** The double-down wagers in order (Pure Spanish 21.5's double-double downs after the first). */
  readonly doubles: readonly number[];
  readonly surrendered: boolean;
  /** Pure Spanish 21.5: the last double taken back, the rest forfeited. */
  readonly rescued: boolean;
}

/** The twenty-one report: the same ledger, fees and bank as the other families, with the hands. */
export interface TwentyOneSettleReport extends SettledRound {
  readonly game: string;
  readonly playerDealer: TwentyOneHandJson;
  /** Every seat's hands in playing order, each seat's hands left to right. */
  readonly hands: readonly TwentyOnePlayerHandJson[];
  /** How many lines at the head of the ledger are naturals paid at the deal (seed 004 L542, L571, L722). */
  readonly paidAtDeal: number;
}

function handJson(rules: HandRules, cards: readonly Card[], split = false): TwentyOneHandJson {
  const v = handValue(rules, cards, split);
  return { cards: [...cards], value: describeValue(rules, v, cards), total: v.total };
}

/** The settlement of a checked twenty-one request, as the calculator prints it. */
export function twentyOneSettlementReport(request: TwentyOneSettleRequest): TwentyOneSettleReport {
  const { game, state, settlement } = request;
  const pd = playerDealerCards(state);
  if (pd === null) throw new Error("a settled twenty-one round has every player-dealer card read");
  const hands = state.players.flatMap((p) =>
    p.hands.map((h, k) => ({ seat: p.seat, hand: handBetId(k), ...handJson(game.hand, h.cards, h.split), doubles: [...h.doubles], surrendered: h.surrendered, rescued: h.rescued })),
  );
  // A game without a button (Blackjack X, A10) walks from the player-dealer's left: no card placed it.
  const noButton = game.actionButton.kind === "left-of-player-dealer";
  const card = noButton ? undefined : state.playerDealer[1];
  return {
    game: game.id,
    playerDealer: handJson(game.hand, pd),
    hands,
    paidAtDeal: settlement.paidAtDeal,
    actionSeat: settlement.actionButton.seat,
    actionButton: { ...settlement.actionButton, ...(noButton ? { route: "no-button" } : {}), card: card === undefined ? null : String(card) },
    ...settledRoundParts(settlement, request.fee),
  };
}

/** One twenty-one round from the calculator's JSON: parsed, played, settled; throws SettleInputError naming the field. */
export function settleTwentyOneInput(raw: object): TwentyOneSettleReport {
  return asCalculatorRefusal(() => twentyOneSettlementReport(parseTwentyOneSettleInput(raw)), TwentyOneSettleInputError, [ActionButtonError]);
}
