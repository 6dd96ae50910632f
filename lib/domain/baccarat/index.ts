/** The baccarat family: public API. */
export { pointValue, baccaratCard, BaccaratCardError } from "./card-value";
export { type Hand, handOf, handTotal, totalOfValues, isThreeCard } from "./hand-total";
export { BANKER_CHART, type DrawingRules, type HoleCardRule, type PlayerDecision, playerDecision, bankerDraws } from "./drawing-rules";
export { type Comparison, type Winner, compareHands, compareTotals } from "./outcome";
export { type Odds, type BetResolution, type PayTable, type PayTableRow, odds, formatOdds, resolutionLabel } from "./pay-table";
export { BET_IDS, type BetId, type BetSpec, type BetRule, isBetId } from "./bet";
export {
  BACCARAT_GAME_IDS,
  type BaccaratGameId,
  type GameConfig,
  type AnyGameConfig,
  type ActionButtonSource,
  type OptionNote,
  GameOptionError,
  betSpec,
} from "./game-config";
export {
  FACE_DOWN,
  type DealtCard,
  type RoundState,
  type NextStep,
  type RoundResult,
  type RoundChoices,
  RoundRuleError,
  newRound,
  nextStep,
  dealCard,
  checkHoleCard,
  exposeHoleCard,
  recordHitOrStand,
  isComplete,
  faceUpCards,
  roundResult,
  playRound,
} from "./round";
export { type PlayerLineChoice, ResolutionError, resolveBet, resolveBets, resolveRule } from "./resolution";
export { type LateTieWindow, lateTieWindow, lateTieWindowForValues } from "./late-tie";
export { type BurnRule, type Burn, DAI_BACC_BURN, burn } from "./burn";
export { type ExactOdds, type BetOdds, exactOdds, fallingFactorial } from "./exact-odds";
export { baccaratGame, isBaccaratGameId, UnknownGameError } from "./games";
export { fortune7, ONE_UP_PAY_TABLE } from "./games/fortune7";
export { twentyFirstCentury, BONUS_PAIR_PAY_TABLE, HOLE_CARD_ACTION_POSITIONS } from "./games/twenty-first-century";
export { ezBaccarat } from "./games/ez-baccarat";
export { ezBaccaratPanda8 } from "./games/ez-baccarat-panda8";
export { commissionFreeDragonBonus, DRAGON_BONUS_PAY_TABLE } from "./games/commission-free-dragon-bonus";
export { daiBacc } from "./games/dai-bacc";
