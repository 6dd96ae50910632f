/** The poker family (Texas Hold'em, Omaha, Omaha High/Low Split): public API. */
export {
  POKER_GAME_IDS,
  SEED_003,
  SEED_004,
  SUIT_ORDER,
  type PokerGame,
  type PokerGameId,
  type PokerFeeScheduleId,
  type KillRules,
  type StraddleRule,
  type TimeRules,
  type ButtonRule,
  type HeadsUpBlinds,
  type DropPlayerCount,
  type OddChips,
  type OddChipOfHalves,
  type FirstButtonTie,
} from "./game-config";
export { pokerGame, isPokerGameId, UnknownPokerGameError } from "./games";
export { texasHoldemMortimers, TEXAS_HOLDEM_MORTIMERS_DEFAULTS, TEXAS_HOLDEM_MORTIMERS_OPTION_NOTES, type TexasHoldemMortimersOptions } from "./games/texas-holdem-mortimers";
export { omahaHiLoMortimers, OMAHA_HI_LO_MORTIMERS_DEFAULTS, OMAHA_HI_LO_MORTIMERS_OPTION_NOTES, type OmahaHiLoMortimersOptions } from "./games/omaha-hi-lo-mortimers";
export { texasHoldemKings, TEXAS_HOLDEM_KINGS_DEFAULTS, TEXAS_HOLDEM_KINGS_OPTION_NOTES, type TexasHoldemKingsOptions } from "./games/texas-holdem-kings";
export { omahaKings, OMAHA_KINGS_DEFAULTS, OMAHA_KINGS_OPTION_NOTES, type OmahaKingsOptions } from "./games/omaha-kings";
export { GameOptionError, type OptionNote, type OptionValue } from "./options";
export { PokerRefusal, type PokerRefusalCode } from "./refusal";

// Table limits, options and the admin catalogue.
export { postedOptions, describeLimit, type PostedLimit, type PostedOption, type Blinds, type BettingStructure, type KingsLimitGrouping } from "./posted-limits";
export { optionForStakes, describeStakes, killBlind, killedStakes, upperLimit, type PokerStakes, type ChosenOption } from "./stakes";
export { pokerCatalogue, type CatalogueOption, type CatalogueCollection } from "./catalogue";

// The table: state, steps, what comes next, the wall.
export {
  newPokerTable,
  seatOf,
  handInPlay,
  owesKill,
  DEFAULT_CHIP_CENTS,
  type PokerTableState,
  type PokerTableConfig,
  type TableSeat,
  type SeatStatus,
  type HandRecord,
  type HandAward,
  type AwardPot,
} from "./table-state";
export { applyStep, replaySteps, type PokerStep, type PokerStepKind } from "./steps";
export { dealPlan, dropDue, awardNeedsPotSize, describeRequiredKill, type DealPlan, type DealInput, type AwardInput, type RequiredKill } from "./hand";
export { pokerNextStep, describeNextStep, type PokerNextStep } from "./next-step";
export { pokerWallView, describeTimeToNext, type PokerWallView } from "./wall-view";
export { startButtonDraw, drawRound, type ButtonDraw, type DrawnCard } from "./first-button";
export { nextPositions, dealingOrder, nextActive, previousActive, type Positions, type BlindRules } from "./blinds";
export {
  NEW_GAME_KILL,
  killAfterHand,
  killAfterLeaving,
  potSizeDecides,
  voluntaryKillStack,
  describeKill,
  type KillState,
  type KillHolder,
  type KillReason,
  type OwedKill,
  type HandKill,
  type KillOutcome,
} from "./kill";

// Collection: the drop and time.
export { dropFor, isTimeOption, type Drop, type DropHand } from "./drop";
export { timeOwed, collectTime, startClock, stopClock } from "./time-table";
export { HALF_HOUR_MS, timeDues, outstandingTime, timeLine, nextHalfHourAt, type SeatStint, type TimeClock, type TimeDue, type TimeCollected, type Interval } from "./time-collection";

// Showdown.
export { eightOrBetter, compareLow, describeLow, lowRank, type LowHand } from "./low-hand";
export { shownHand, holdemHand, omahaHand, type ShownHand } from "./hand-strength";
export { buildPots, type Contribution, type Pot, type Pots } from "./pots";
export { splitAmong, halves, fromButtonsLeft, type Share } from "./chip-split";
export { showdown, type ShowdownInput, type ShowdownPlayer, type ShowdownResult, type PotResult, type HalfResult } from "./showdown";

// Calculators.
export { PokerCalculatorInputError } from "./calculator-game";
export { dropCalculator, parseDropInput, printedOption, DropInputSchema, type DropInput, type DropAnswer } from "./drop-input";
export { showdownCalculator, ShowdownInputSchema, type ShowdownCalculatorInput, type ShowdownAnswer } from "./showdown-input";
