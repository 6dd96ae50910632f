/** The twenty-one family (Pure 21.5 in both filings, Pure Spanish 21.5, Blackjack X): public API. */
export { TWENTY_ONE_GAME_IDS, SEED_003, SEED_004, type TwentyOneGame, type TwentyOneGameId, type DealRules, type HoleCardCheck, type TwentyOneSplitRules, shoeSpecFor } from "./game-config";
export { twentyOneGame, isTwentyOneGameId, UnknownTwentyOneGameError } from "./games";
export { pure215Mortimers, PURE_21_5_MORTIMERS_DEFAULTS, PURE_21_5_MORTIMERS_OPTION_NOTES, type Pure215MortimersOptions } from "./games/pure-21-5-mortimers";
export { pure215, PURE_21_5_DEFAULTS, PURE_21_5_OPTION_NOTES, type Pure215Options } from "./games/pure-21-5";
export { pureSpanish215, PURE_SPANISH_21_5_DEFAULTS, PURE_SPANISH_21_5_OPTION_NOTES, type PureSpanish215Options } from "./games/pure-spanish-21-5";
export { blackjackX, BLACKJACK_X_DEFAULTS, BLACKJACK_X_OPTION_NOTES, type BlackjackXOptions } from "./games/blackjack-x";
export { BONUS, STAMPED_X, PURE_21_5_DECK, PURE_SPANISH_21_5_DECK, BLACKJACK_X_DECK } from "./decks";
export { type HandRules, type HandValue, type TotalValue, HandValueError, handValue, isNatural, isFrozen, isEightEightEight, describeValue } from "./hand-value";
export { type ComparisonRules, type PureComparisonRules, type PlayTo31ComparisonRules, type Comparison, type Outcome, type WinPays, compareHands } from "./comparison";
export { type TwentyOnePayTable, type Odds, odds, formatOdds, winnings, oddsFor } from "./pay-table";
export { type DoubleRules, type DoubledHand, MAX_DOUBLES, totalWager, doubleDoubleRefusal, doubleDoubleAmountRefusal, rescueRefusal } from "./double-down";
export { type SurrenderRules, surrenderRefusal, forfeitedHalf } from "./surrender";
export { type InsuranceRules, insuranceOffered, maxInsurance, minInsurance } from "./insurance";
export { type BusterRules, SEED_004_BUSTER_PAY_TABLE, isBust, busterRow } from "./buster-bonus";
export { type MatchRules, type MatchKind, MATCH_KINDS, MATCH_KIND_NAMES, PURE_21_5_MATCH, PURE_SPANISH_21_5_MATCH, matchKind, matchOdds } from "./match-the-dealer";
export { MAIN_BET, INSURANCE_BET, BUSTER_BET, MATCH_BET, PRE_DEAL_BETS, type PreDealBet, handBetId, doubleBetId, nthDoubleBetId, returnedHalfBetId, twentyOneBetOrder } from "./bet-ids";
export { TwentyOneRefusal, type TwentyOneRefusalCode, type Refusal } from "./refusal";
export { FACE_DOWN, type DealtCard, type TwentyOneWager, type PlayerHand, type SeatRound, type RoundTable, type RoundState, type NewRound, type HoleCardState, newRound, seatRound } from "./round-state";
export { type InitialCard, playerOrder, initialDeal } from "./deal-order";
export { DECISION_KINDS, type DecisionKind, optionRefusal, openDecisions } from "./hand-options";
export {
  type CardTarget,
  type DealReason,
  type NextStep,
  nextStep,
  isComplete,
  describeStep,
  upCardOf,
  playerDealerValue,
  playerDealerCards,
  playerDealerNaturalShown,
  playerDealerMustComplete,
  checkDue,
  upCardMayMakeNatural,
} from "./next-step";
export { readCard, dealCard, recordInsurance, recordSurrender, checkHoleCard, exposeHoleCard, visiblePlayerDealerCards } from "./round";
export { type Decision, type DecisionInput, toDecision, decisionRefusal, allowedDecisions, defaultDoubleAmount, decide } from "./decisions";
export { type TwentyOneStep, applyStep, replaySteps } from "./round-steps";
export { actionCard, actionButtonFor, activeSeats } from "./action-seat";
export { type ResolvedTwentyOneWager, resolveRound, totalStaked } from "./resolution";
export { type TwentyOneSettlement, NATURALS_PAID_SOURCE, naturalsPaidAtDeal, settleRound } from "./settlement";
export { type TwentyOneHandView, type TwentyOneTableView, tableView } from "./table-view";
export { type RoundScript, type PlayedRound, type RoundFeed, type WalkedRound, walkRound, playRound } from "./play-round";
export { BET_LABELS, twentyOneWageringRules } from "./wagering";
export { twentyOneFeeWagers, twentyOneFeeLines, withPostedPlayerCollection } from "./fees";
export {
  TwentyOneSettleInputError,
  TwentyOneSettleInputSchema,
  type TwentyOneSettleInput,
  type TwentyOneSettleRequest,
  type TwentyOneRoundFees,
  isTwentyOneSettleInput,
  parseTwentyOneSettleInput,
  playTwentyOneRound,
  twentyOneRoundFees,
} from "./settle-input";
export {
  type TwentyOneOdds,
  type BonusBetOdds,
  type PayLineOdds,
  type BusterEstimate,
  twentyOneOdds,
  matchOddsFor,
  busterOddsFor,
  playerDealerHands,
  simulateBusterWithPlayers,
  BUSTER_ODDS_ERROR,
} from "./odds";
