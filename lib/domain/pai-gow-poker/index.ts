/** The pai gow poker family: public API. */
export {
  PAI_GOW_GAME_IDS,
  PAI_GOW_SEATS,
  SEED_003,
  SEED_004,
  type PaiGowGame,
  type PaiGowGameId,
  type FoulRule,
  type FortuneBonusRules,
  type EnvyRules,
  type AceHighRules,
} from "./game-config";
export { paiGowGame, isPaiGowGameId, UnknownPaiGowGameError } from "./games";
export { fortuneKings, FORTUNE_KINGS_DEFAULTS, FORTUNE_KINGS_OPTION_NOTES, type FortuneKingsOptions } from "./games/fortune-kings";
export { fortuneMortimers, FORTUNE_MORTIMERS_DEFAULTS, FORTUNE_MORTIMERS_OPTION_NOTES, type FortuneMortimersOptions } from "./games/fortune-mortimers";
export { faceUp, FACE_UP_DEFAULTS, FACE_UP_OPTION_NOTES, type FaceUpOptions } from "./games/face-up";
export { paiGowPoker, PAI_GOW_POKER_DEFAULTS, PAI_GOW_POKER_OPTION_NOTES, type PaiGowPokerOptions } from "./games/pai-gow-poker";
export { GameOptionError, type OptionNote, type OptionValue } from "../game-options";
export {
  PAI_GOW_CATEGORIES,
  type PaiGowCategory,
  type PaiGowRanking,
  type PaiGowHand,
  paiGowRank,
  rankPaiGowFive,
  rankPaiGowTwo,
  describePaiGowHand,
} from "./ranking";
export { BONUS_HANDS, BONUS_HAND_NAMES, type BonusHand, type SevenCardRules, type AceHigh, bonusHandOf, aceHighOf } from "./seven-card";
export {
  FPG_01,
  KINGS_FORTUNE_PAY_TABLE,
  FACE_UP_FORTUNE_PAY_TABLE,
  FACE_UP_ACE_HIGH_PAY_TABLE,
  type FortunePayLine,
  type FortunePayTable,
  type AceHighPayTable,
  payLineOf,
} from "./bonus-pay-tables";
export { KINGS_FORTUNE_HOUSE_WAY, KINGS_FACE_UP_HOUSE_WAY, type HouseWayChart, type PairRow, type SplitRule } from "./house-way-chart";
export { type HouseWayRules, type HouseWayRow, type HouseWaySplit, houseWaySplit } from "./house-way";
export { HouseWayInputError, type HouseWayAnswer, houseWay, houseWayExplained } from "./house-way-of-game";
export { GAME_BET, FORTUNE_BET, ACE_HIGH_BET, PLACED_BETS, type PlacedBet, envyBetId, envySeatOf, betOrder } from "./bet-ids";
export { PaiGowRefusal, type PaiGowRefusalCode } from "./refusal";
export { PILES, PILE_SIZE, DISCARDS, DECK_SIZE, type DealtPiles, dealPiles, pileOfSeat } from "./piles";
export {
  type PaiGowWager,
  type SetBy,
  type SetHand,
  type SeatHand,
  type PlayerDealerHand,
  type RoundTable,
  type RoundState,
  type EnteredResult,
  type NewRound,
  newRound,
  seatHand,
} from "./round-state";
export { activeSeats, actionButtonFor, firstPileSeat, pileNumberOf, pileCardsOf } from "./action-seat";
export { type NextStep, nextStep, isComplete, describeStep, paiGowPush, playerDealerAceHigh, resultSeats } from "./next-step";
export { recordPilesDealt, chooseActionPile, rollDice, setHand, setHouseWay, exposePlayerDealer, showCards } from "./round";
export { type PaiGowStep, applyStep, replaySteps } from "./steps";
export { type ResultInput, enterResults, enteredByResults, enteredResult, seatBonusHand } from "./results-entry";
export { ENTRY_NOTE } from "./games";
export { type HandResult, type Comparison, compareSplits, rankSplit } from "./comparison";
export { type EnvyButton, type QualifyingHand, type EnvyPayout, envyButtons, qualifyingHands, envyPayouts } from "./envy";
export { type ResolvedPaiGowWager, resolveRound, totalStaked } from "./resolution";
export { type PaiGowSettlement, settleRound } from "./settlement";
export { type ShownSplit, type ShownSeat, type PaiGowDisplay, paiGowDisplay } from "./display";
export { type RoundSummary, type SeatSummary, roundSummary } from "./round-summary";
export { paiGowWageringRules, paiGowFeeWagers } from "./wagering";
export {
  SEVEN_CARD_HANDS,
  SEVEN_OF_FORTY_SIX,
  NoBonusError,
  type PayLineOdds,
  type BonusOdds,
  fortuneBonusOdds,
  aceHighBonusOdds,
  paiGowBonusOdds,
  playerDealerAceHighCounts,
} from "./exact-odds";
export {
  PaiGowSettleInputError,
  PaiGowSettleInputSchema,
  type PaiGowSettleInput,
  type PaiGowSettleRequest,
  type PaiGowRoundFees,
  isPaiGowSettleInput,
  parsePaiGowSettleInput,
  playPaiGowRound,
  paiGowRoundFees,
} from "./settle-input";
