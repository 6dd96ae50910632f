/** The No Bust blackjack family: public API. */
export { NO_BUST_GAME_IDS, SEED_003, type NoBustGame, type NoBustGameId, type DealRules, type HoleCardCheck, type NaturalsPaid, shoeSpecFor } from "./game-config";
export { noBustGame, isNoBustGameId, UnknownNoBustGameError } from "./games";
export { jokerEdition, JOKER_EDITION_DEFAULTS, JOKER_EDITION_OPTION_NOTES, type JokerEditionOptions } from "./games/joker-edition";
export { noBust6, NO_BUST_6_DEFAULTS, NO_BUST_6_OPTION_NOTES, type NoBust6Options } from "./games/no-bust-6";
export { busterBonus6, BUSTER_BONUS_6_DEFAULTS, BUSTER_BONUS_6_OPTION_NOTES, type BusterBonus6Options } from "./games/buster-bonus-6";
export { type OptionNote, type OptionValue, GameOptionError } from "../game-options";
export { isAce, isTenValue, hardPoints } from "../blackjack/card-values";
export { type HandRules, type HandValue, HandValueError, handValue, numericValue, describeValue } from "./hand-value";
export { type NaturalSide, type NonNatural22, sideOfNatural, distanceToNatural } from "./ranking";
export { type ChartCell, type ChartedHand, type PlayerChart, HARD_TOTALS, SOFT_TOTALS, playerChart, chartCell } from "../blackjack/player-chart";
export { type PlayerDealerChart, playerDealerDraws } from "../blackjack/player-dealer-chart";
export { type DoubleDownRules, doubleRefusal, doubleAmountRefusal } from "../blackjack/double-down";
export { type SplitRules, isSplittablePair, splitRefusal } from "../blackjack/split";
export { type SurrenderRules, surrenderRefusal, forfeitedHalf } from "../blackjack/surrender";
export { type InsuranceRules, insuranceOffered, maxInsurance } from "./insurance";
export { type JokerUpCardRule, handsFrozenByJoker } from "./joker-up-card";
export { type BothOverRule, type ComparisonRules, type Comparison, type Outcome, compareHands } from "./comparison";
export { type Odds, type MainPayTable, odds, formatOdds, winnings } from "./pay-table";
export { type BusterRules, type BusterBust, type BusterPayRow, BUSTER_PAY_TABLE, isBust, busterRow } from "./buster-bonus";
export { MAIN_BET, INSURANCE_BET, BUSTER_BET, handBetId, doubleBetId, returnedHalfBetId, betOrder } from "../blackjack/bet-ids";
export { NoBustRefusal, type NoBustRefusalCode, type RuleRefusal } from "./refusal";
export {
  FACE_DOWN,
  type DealtCard,
  type NoBustWager,
  type PlayerHand,
  type SeatRound,
  type RoundTable,
  type RoundState,
  type NewRound,
  newRound,
  seatRound,
} from "./round-state";
export { type InitialCard, playerOrder, initialDeal } from "./deal-order";
export { DECISION_KINDS, type DecisionKind } from "./hand-options";
export {
  type CardTarget,
  type DealReason,
  type NextStep,
  nextStep,
  isComplete,
  describeStep,
  upCardOf,
  playerDealerValue,
  handsFrozen,
} from "./next-step";
export { dealCard, recordFeesCollected, recordInsurance, checkHoleCard, exposeHoleCard, visiblePlayerDealerCards } from "./round";
export { type Decision, type DecisionInput, toDecision, decisionRefusal, allowedDecisions, decide } from "./decisions";
export { actionCard, actionButtonFor, activeSeats } from "./action-seat";
export { type ResolvedNoBustWager, resolveRound, totalStaked } from "./resolution";
export { type NoBustSettlement, NATURALS_PAID_SOURCE, naturalsPaidAtDeal, settleRound } from "./settlement";
export { type RoundScript, type PlayedRound, playRound } from "./play-round";
export { noBustWageringRules } from "./wagering";
export {
  NoBustSettleInputError,
  NoBustSettleInputSchema,
  type NoBustSettleInput,
  type NoBustSettleRequest,
  type NoBustRoundFees,
  isNoBustSettleInput,
  parseNoBustSettleInput,
  playNoBustRound,
  noBustFeeWagers,
  noBustRoundFees,
} from "./settle-input";
