/** The Pai Gow Tiles family (Kings Card Club, seed 004 L744-815): public API. */
export { PAI_GOW_TILES_GAME_IDS, SEED_004, MAIN_BET, type PaiGowTilesGame, type PaiGowTilesGameId } from "./game-config";
export {
  paiGowTilesGame,
  isPaiGowTilesGameId,
  UnknownPaiGowTilesGameError,
  PAI_GOW_TILES_DEFAULTS,
  PAI_GOW_TILES_OPTION_NOTES,
  type PaiGowTilesOptions,
} from "./games";
export {
  TILE_IDS,
  TILE_KIND_IDS,
  TILE_KINDS,
  ALL_TILES,
  type Tile,
  type TileId,
  type TileKind,
  type TileKindId,
  tile,
  tileKind,
  isTileId,
  tilesOfKind,
  tilesOfFace,
  describeTile,
  normaliseTileText,
} from "./tiles";
export { type TileShoe, type TileRefusalReason, TileRefused, newTileShoe, takeTile, takeTiles, tileRefusal, remainingTiles } from "./tile-shoe";
export { type HandCategory, type TileHand, TileHandError, tileHand, handOf, compareHands, reachesValue, describeHand } from "./hand";
export {
  type HandWinner,
  type HandComparison,
  type WagerOutcome,
  type RoundComparison,
  COPY_SOURCE,
  RESULT_SOURCE,
  compareWithPlayerDealer,
  compareSettings,
} from "./comparison";
export {
  type HouseWayRules,
  type HouseWaySetting,
  type HouseWayRuleId,
  type PairRule,
  type PairSelector,
  type PairSplitCondition,
  STANDARD_HOUSE_WAY_RULES,
  STANDARD_WAY_SOURCES,
  HouseWayError,
  houseWay,
  houseWaySetting,
  houseWayPairRules,
  pairRuleFor,
} from "./house-way";
export { PaiGowTilesRefusal, type PaiGowTilesRefusalCode } from "./refusal";
export {
  FACE_DOWN,
  type PaiGowTilesWager,
  type Split,
  type TileSeat,
  type RoundTable,
  type RoundState,
  type NewRound,
  type EnteredResult,
  newRound,
  seatOf,
  playerDealerSeat,
  tilesOut,
} from "./round-state";
export { type DiceTable, type StackTo, actionButtonFromDice, stackOrder } from "./dice";
export { type NextStep, nextStep, isComplete, describeStep, activeSeats, actionButtonOf, dealOrder, settlementOrder } from "./next-step";
export { type HandSetting, rollDice, dealTiles, setHands, exposeHands } from "./round";
export { type ResultInput, enterResults, enteredByResults, enteredResult, resultsWords } from "./results-entry";
export { type VisibleHands, type VisibleSeat, type VisibleRound, visibleRound } from "./visible";
export { type ResolvedPaiGowTilesWager, compareRound, resolveRound, totalStaked } from "./resolution";
export { type PaiGowTilesSettlement, settleRound } from "./settlement";
export { type ScriptedHands, type RoundScript, type RoundFeed, type FedItem, walkRound, playRound } from "./play-round";
export { paiGowTilesWageringRules, paiGowTilesFeeWagers, paiGowTilesFeeRound } from "./wagering";
export {
  PaiGowTilesSettleInputError,
  PaiGowTilesSettleInputSchema,
  type PaiGowTilesSettleInput,
  type PaiGowTilesSettleRequest,
  type PaiGowTilesRoundFees,
  isPaiGowTilesSettleInput,
  parsePaiGowTilesSettleInput,
  playPaiGowTilesRound,
  paiGowTilesRoundFees,
} from "./settle-input";
export { HouseWayInputError, type HouseWayInput, houseWayFor } from "./house-way-input";
export { TILES_PER_STACK, STACKS, shuffledWoodpile, stackOf } from "./woodpile";
