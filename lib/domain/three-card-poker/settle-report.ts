/**
 * The settlement calculator's report of a Three Card Poker round: the player-dealer's hand and
 * whether it qualifies, each seat's cards, Play or fold, hand and 6 Card Bonus hand, and the ledger,
 * fees and bank every family reports (lib/domain/calculators/settle-report.ts). There is no action
 * button (digest G4): `actionSeat` is the first seat the walk settles after the forfeits collected at
 * the fold, from the player to the left of the player-dealer clockwise.
 */
import { asCalculatorRefusal, settledRoundParts } from "../calculators/settled-round";
import type { SettledRound } from "../calculators/settle-report";
import { roundSummary, type RoundSummary } from "./round-summary";
import { parseThreeCardPokerSettleInput, ThreeCardPokerSettleInputError, type ThreeCardPokerSettleRequest } from "./settle-input";

export interface ThreeCardPokerSettleReport extends Omit<SettledRound, "actionButton"> {
  readonly game: string;
  /** There is no action button in this game: the walk always starts at `actionSeat`, the player-dealer's left. */
  readonly actionButton: null;
  /** The player-dealer's three cards (the up card first), its hand, and whether it qualifies (Queen-high or better). */
  readonly playerDealer: NonNullable<RoundSummary["playerDealer"]>;
  /** Each seat dealt in, from the player-dealer's left: its Play or fold, its cards and hand (null for a folded hand never turned over), its 6 Card Bonus hand. */
  readonly seats: RoundSummary["seats"];
  /** Forfeits collected at the fold (option forfeitsCollected "at-fold"): the first lines of the ledger. */
  readonly collectedAtFold: number;
}

/** The settlement of a checked request, as the calculator prints it. */
export function threeCardPokerSettlementReport(request: ThreeCardPokerSettleRequest): ThreeCardPokerSettleReport {
  const { game, state, settlement } = request;
  const summary = roundSummary(state);
  if (!summary.playerDealer) throw new Error("a settled Three Card Poker round has the player-dealer's hand turned over");
  return {
    game: game.id,
    playerDealer: summary.playerDealer,
    seats: summary.seats,
    actionSeat: settlement.walk.lines[settlement.collectedAtFold]?.seat ?? settlement.startSeat,
    actionButton: null,
    collectedAtFold: settlement.collectedAtFold,
    ...settledRoundParts(settlement, request.fee),
  };
}

/** One round from the calculator's JSON: parsed, played, settled; throws SettleInputError naming the field. */
export function settleThreeCardPokerInput(raw: object): ThreeCardPokerSettleReport {
  return asCalculatorRefusal(() => threeCardPokerSettlementReport(parseThreeCardPokerSettleInput(raw)), ThreeCardPokerSettleInputError);
}
