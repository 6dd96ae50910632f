/** The Three Card Poker 6 Card Bonus family: public API. */
export {
  THREE_CARD_POKER_GAME_IDS,
  SEED_003,
  SEED_004,
  type ThreeCardPokerGame,
  type ThreeCardPokerGameId,
  type ThreeCardPokerOptions,
  type NonQualifyingAnte,
  type FiledBonusFigures,
} from "./game-config";
export { threeCardPokerGame, isThreeCardPokerGameId, UnknownThreeCardPokerGameError } from "./games";
export { THREE_CARD_POKER_DEFAULTS, THREE_CARD_POKER_OPTION_NOTES } from "./games/options";
export { GameOptionError, type OptionNote, type OptionValue } from "../game-options";
export { ANTE, PLAY, PAIR_PLUS, SIX_CARD_BONUS, PRE_DEAL_BETS, BET_ORDER, BET_LABELS, isPreDealBet, type PreDealBet, type ThreeCardPokerBet } from "./bet-ids";
export {
  THREE_CARD_CATEGORIES,
  THREE_CARD_NAMES,
  QUEEN_HIGH_SCORE,
  type ThreeCardCategory,
  type ThreeCardHand,
  type ThreeCardRules,
  rankThree,
  rankThreeRanks,
  compareThree,
  qualifiesQueenHigh,
  describeThree,
  cardRank,
} from "./three-card-ranking";
export { SIX_CARD_BONUS_HANDS, SIX_CARD_BONUS_NAMES, type BonusPayTables, type PayLine, type PairPlusHand, type SixCardBonusHand, payLineFor, winningsAt } from "./pay-tables";
export { type SixCardBonusResult, sixCardBonus, sixCardBonusHandOf } from "./six-card-bonus";
export {
  type AlternatingDecks,
  type DeckIndex,
  type DeckRefusalCode,
  DeckRefusal,
  newAlternatingDecks,
  nextDeck,
  beginRound,
  loadShuffler,
  cardRefusal,
  readCard,
  unloadShuffler as unloadDeck,
  endRound,
  deckPlaces,
} from "./alternating-decks";
export { ThreeCardPokerRefusal, type ThreeCardPokerRefusalCode } from "./refusal";
export {
  FACE_DOWN,
  type DealtCard,
  type PlayOrFold,
  type ThreeCardPokerWager,
  type SeatHand,
  type RoundTable,
  type PlayerDealerHand,
  type RoundState,
  type EnteredResult,
  type EnteredResults,
  type NewRound,
  newRound,
  handOf,
  backlineBettors,
  decisionOf,
  anteOf,
  describeWagerBettor,
} from "./round-state";
export { dealingOrder, leftOfPlayerDealer } from "./deal-order";
export {
  type NextStep,
  type StackTarget,
  nextStep,
  isComplete,
  describeStep,
  playerDealerHand,
  playerDealerQualifies,
  seatHand,
  upCardOf,
  handInAction,
  foldsOn,
  anteInAction,
} from "./next-step";
export { dealStack, unloadShuffler, decide, collectFolds, revealPlayerDealer, revealHand } from "./round";
export { type ThreeCardPokerStep, applyStep, replaySteps } from "./steps";
export { type ResultInput, type ResultsInput, enterResults, enteredByResults, enteredResult, resultsWords } from "./results-entry";
export { ENTRY_NOTE } from "./games";
export { type PublicRound, type PublicSeat, publicRound } from "./public-view";
export { type ResolvedThreeCardPokerWager, resolveRound, totalStaked } from "./resolution";
export { type ThreeCardPokerSettlement, settleRound } from "./settlement";
export { type RoundSummary, type SeatSummary, roundSummary } from "./round-summary";
export { type RoundScript, type PlayedRound, type CardsRead, type RoundFeed, type FedItem, walkRound, cardsFeed, playRound } from "./play-round";
export { threeCardPokerWageringRules, bonusBetsRefusal } from "./wagering";
export { threeCardPokerFeeWagers, threeCardPokerFeeRound } from "./fee-wagers";
export {
  ThreeCardPokerSettleInputError,
  ThreeCardPokerSettleInputSchema,
  type ThreeCardPokerSettleInput,
  type ThreeCardPokerSettleRequest,
  type ThreeCardPokerRoundFees,
  isThreeCardPokerSettleInput,
  parseThreeCardPokerSettleInput,
  playThreeCardPokerRound,
  threeCardPokerRoundFees,
} from "./settle-input";
export { type ThreeCardPokerOdds, threeCardPokerOdds } from "./odds/odds-report";
export { type BonusOdds, type PayLineOdds } from "./odds/bonus-odds";
export { pairPlusOdds, threeCardCategoryCounts } from "./odds/pair-plus-odds";
export { type SixCardBonusOdds, sixCardBonusOdds } from "./odds/six-card-bonus-odds";
export { type SixCardCounts, type SixCardCategory, SIX_CARD_CATEGORIES, sixCardCategoryCounts, sixCardCategoryOf } from "./odds/six-card-counts";
export { type AntePlayOdds, type HandPlay, type PlayRule, PLAY_RULES, PLAY_RULE_WORDS, antePlayOdds, handPlays, playsHand, queenSixFourScore } from "./odds/ante-play-odds";
