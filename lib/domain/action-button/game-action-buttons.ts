/**
 * Each filed game's action button, with every gap the filing leaves resolved by a named option
 * whose default is the one recorded in docs/rules-decisions/rotation-action-bank.md.
 */
import type { Rank } from "../cards/card";
import type { ActionButton, NoActionButton } from "./action-button";
import type { CardChartActionButton } from "./card-chart";
import type { CardCountActionButton, CountStart } from "./card-count";
import type { DiceActionButton } from "./dice-count";
import type { EmptySeatLanding, PlayerDealerLanding } from "./landing";

export interface FiledActionButton {
  readonly game: string;
  /** Filing and lines the rule comes from. */
  readonly source: string;
  readonly button: ActionButton;
}

const NO_BUTTON: NoActionButton = { kind: "left-of-player-dealer" };

/** "starting with the player to the left of the house dealer": seat 1, the player-dealer passed over. */
const FROM_HOUSE_DEALERS_LEFT: CountStart = { from: "seat", seat: 1 };

type EmptySeats = CardCountActionButton["emptySeats"];

/** Options shared by the "A = 1 … K = 13, player-dealer not counted" filings. */
export interface SeatCountOptions {
  /** The 10 is not listed in these filings (seed 003 L2026-2027, L4634-4636; seed 004 L467, L1295). Default 10. */
  readonly tenCount?: number;
  /** Whether seats without a wager are counted (not stated). Default "counted". */
  readonly emptySeats?: EmptySeats;
  /** Where the button goes when the counted seat has no wager (not stated). Default "stays". */
  readonly onEmptySeat?: EmptySeatLanding;
}

function countFromHouseDealersLeft(
  card: CardCountActionButton["card"],
  options: SeatCountOptions & { readonly direction?: CardCountActionButton["direction"] },
): CardCountActionButton {
  return {
    kind: "card-count",
    card,
    start: FROM_HOUSE_DEALERS_LEFT,
    direction: options.direction ?? "clockwise",
    values: { ten: options.tenCount ?? 10, faces: "11-12-13", joker: null },
    emptySeats: options.emptySeats ?? "counted",
    // "The Player/Banker position is skipped as if it didn't exist" (seed 003 L790-791), on every pass.
    pdOnWrap: "skipped",
    onPlayerDealer: "left-of-player-dealer",
    onEmptySeat: options.onEmptySeat ?? "stays",
  };
}

// ---------------------------------------------------------------------------------------------
// Printed chart: 21st Century Baccarat 5.0 (seed 001, rule 16)

/** The chart as printed for an 8-seat table: "Seat 2 = Ace or 8 … Seat 8 = 7", the player-dealer 0. */
export const TWENTY_FIRST_CENTURY_BACCARAT_CHART: Readonly<Record<Rank, number>> = {
  A: 1, "8": 1,
  "2": 2, "9": 2,
  "3": 3, T: 3,
  "4": 4, J: 4,
  "5": 5, Q: 5,
  "6": 6, K: 6,
  "7": 7,
};

/**
 * The counting rule the chart is an instance of: the player-dealer is 0, the other seats count on
 * clockwise, A = 1 … K = 13, and the count goes round again without the player-dealer. On 8 seats
 * it gives exactly the printed chart; on 14 seats every rank names its own seat.
 */
export const TWENTY_FIRST_CENTURY_BACCARAT_COUNT: CardCountActionButton = {
  kind: "card-count",
  card: "player-dealer-hole-card",
  start: { from: "player-dealer", pdCountsAs: 0 },
  direction: "clockwise",
  values: { ten: 10, faces: "11-12-13", joker: null },
  emptySeats: "counted",
  pdOnWrap: "skipped",
  onPlayerDealer: "left-of-player-dealer",
  onEmptySeat: "stays",
};

export interface TwentyFirstCenturyBaccaratOptions {
  /**
   * The filing allows 8- or 14-seat tables but prints the chart for 8. "count" (default) extends the
   * chart's own rule ("Other seats, in clockwise rotation, respectively represent other numbers");
   * "printed-chart" uses positions 1-7 as printed at any table size.
   */
  readonly otherTables?: "count" | "printed-chart";
  readonly onEmptySeat?: EmptySeatLanding;
}

export function twentyFirstCenturyBaccarat50(options: TwentyFirstCenturyBaccaratOptions = {}): CardChartActionButton {
  const onEmptySeat = options.onEmptySeat ?? "stays";
  return {
    kind: "card-chart",
    card: "player-dealer-hole-card",
    chart: TWENTY_FIRST_CENTURY_BACCARAT_CHART,
    chartSeats: 8,
    otherTables: options.otherTables === "printed-chart" ? "printed-chart" : { ...TWENTY_FIRST_CENTURY_BACCARAT_COUNT, onEmptySeat },
    onEmptySeat,
  };
}

// ---------------------------------------------------------------------------------------------
// Banker's second card: EZ Baccarat Panda 8, Dragon Bonus

export interface EzBaccaratPanda8Options extends SeatCountOptions {
  /**
   * The two filings differ: Mortimer's GEGA003832 (seed 003 L2021-2027) counts the Banker's second
   * card; Kings GEGA-004229 (seed 004 L1159) starts "with the player to the left of the player-dealer".
   */
  readonly filing?: "GEGA003832" | "GEGA-004229";
}

export function ezBaccaratPanda8(options: EzBaccaratPanda8Options = {}): ActionButton {
  if (options.filing === "GEGA-004229") return NO_BUTTON;
  return countFromHouseDealersLeft("banker-second-card", options);
}

export interface DragonBonusOptions extends SeatCountOptions {
  /** Options Sheet (seed 003 L5044-5054): "Action Button Utilized" (default) or "No Action Button Utilized". */
  readonly actionButton?: "utilized" | "not-utilized";
}

export function dragonBonusBaccarat(options: DragonBonusOptions = {}): ActionButton {
  if (options.actionButton === "not-utilized") return NO_BUTTON;
  return countFromHouseDealersLeft("banker-second-card", options);
}

// ---------------------------------------------------------------------------------------------
// Player-dealer's card: the No Bust family and Pure 21.5

export interface NoBustJokerEditionOptions {
  /** "the numerical value of the card" (seed 003 L93): J/Q/K are worth 10 in this game. Default "10". */
  readonly faces?: "10" | "11-12-13";
  /** A joker has no number in this game (Joker + X is "regardless of values"). Default 1: the first seat counted. */
  readonly jokerCount?: number;
  readonly emptySeats?: EmptySeats;
  /** The count going past the last seat: default "skipped" (the player-dealer is the 0 it started from). */
  readonly pdOnWrap?: CardCountActionButton["pdOnWrap"];
  readonly onEmptySeat?: EmptySeatLanding;
}

/** No Bust 21st Century Blackjack, Joker edition (seed 003 L216-221): count from "the right of the Player/Dealer", clockwise. */
export function noBustJokerEdition(options: NoBustJokerEditionOptions = {}): CardCountActionButton {
  return {
    kind: "card-count",
    card: "player-dealer-second-card",
    start: { from: "player-dealer", pdCountsAs: 0 },
    direction: "clockwise",
    values: { ten: 10, faces: options.faces ?? "10", joker: options.jokerCount ?? 1 },
    emptySeats: options.emptySeats ?? "counted",
    pdOnWrap: options.pdOnWrap ?? "skipped",
    onPlayerDealer: "left-of-player-dealer",
    onEmptySeat: options.onEmptySeat ?? "stays",
  };
}

export interface NoBustSixOptions extends SeatCountOptions {
  /**
   * The filing says "counter-clockwise" but numbers the seats "first seat … 2nd seat" from the
   * player left of the casino dealer, as every other game counts (seed 003 L786-793). Default "clockwise".
   */
  readonly direction?: CardCountActionButton["direction"];
}

/** No Bust Blackjack 6.0 (GEGA-002891, seed 003 L786-793) and its 2014 successor (GEGA-003019, L3094-3107). */
export function noBustBlackjack60(options: NoBustSixOptions = {}): CardCountActionButton {
  return countFromHouseDealersLeft("player-dealer-hole-card", options);
}

/** Pure 21.5 Blackjack (seed 004 L467; seed 003's Diagram #1 is missing) and Pure Spanish 21.5 (seed 004 L644). */
export function pure215Blackjack(options: SeatCountOptions = {}): CardCountActionButton {
  return countFromHouseDealersLeft("player-dealer-hole-card", options);
}

// ---------------------------------------------------------------------------------------------
// Three dice: the pai gow games

export interface DiceOptions {
  readonly onPlayerDealer?: PlayerDealerLanding;
  readonly onEmptySeat?: EmptySeatLanding;
}

/** Pai Gow Tiles (seed 004 L810): PD at 1/9/17; on the PD, "the player to the right of the house dealer". */
export function paiGowTiles(options: DiceOptions = {}): DiceActionButton {
  return {
    kind: "dice",
    positions: 8,
    onPlayerDealer: options.onPlayerDealer ?? "right-of-house-dealer",
    onEmptySeat: options.onEmptySeat ?? "stays",
  };
}

/** Fortune Pai Gow Poker (seed 003 L4270-4275, seed 004 L865): PD at 1/8/15; on the PD, the player to its left. */
export function fortunePaiGowPoker(options: DiceOptions = {}): DiceActionButton {
  return {
    kind: "dice",
    positions: 7,
    onPlayerDealer: options.onPlayerDealer ?? "left-of-player-dealer",
    onEmptySeat: options.onEmptySeat ?? "stays",
  };
}

/**
 * Face Up Pai Gow Poker (seed 004 L1595-1596): PD at 1/8/15; a seat without wagers passes the
 * button to "the first active seat/spot clockwise". Dice on the PD are not covered: default as
 * Fortune Pai Gow Poker, the player to the PD's left.
 */
export function faceUpPaiGowPoker(options: DiceOptions = {}): DiceActionButton {
  return {
    kind: "dice",
    positions: 7,
    onPlayerDealer: options.onPlayerDealer ?? "left-of-player-dealer",
    onEmptySeat: options.onEmptySeat ?? "next-active-clockwise",
  };
}

// ---------------------------------------------------------------------------------------------
// The registry, every game with its defaults

export const FILED_ACTION_BUTTONS = {
  "fortune-7-baccarat": { game: "Fortune 7 Baccarat", source: "seed 000 L80", button: NO_BUTTON },
  "21st-century-baccarat-5.0": { game: "21st Century Baccarat 5.0", source: "seed 001 rule 16", button: twentyFirstCenturyBaccarat50() },
  "ez-baccarat": { game: "EZ Baccarat", source: "seed 002 L39", button: NO_BUTTON },
  "no-bust-joker-edition": { game: "No Bust 21st Century Blackjack (Joker edition)", source: "seed 003 L92-94, L216-221", button: noBustJokerEdition() },
  "pure-21.5-blackjack": { game: "Pure 21.5 Blackjack", source: "seed 004 L466-468 (seed 003 L409-415)", button: pure215Blackjack() },
  "pure-spanish-21.5": { game: "Pure Spanish 21.5", source: "seed 004 L644", button: pure215Blackjack() },
  "no-bust-blackjack-6.0": { game: "No Bust Blackjack 6.0", source: "seed 003 L786-793", button: noBustBlackjack60() },
  "21st-century-blackjack-buster-bonus": { game: "21st Century Blackjack + Buster Bonus (No Bust 6.0, 2014)", source: "seed 003 L3094-3107", button: noBustBlackjack60() },
  "three-card-poker-6-card-bonus": { game: "Three Card Poker 6 Card Bonus", source: "seed 003 L1653-1655; seed 004 L353", button: NO_BUTTON },
  "ez-baccarat-panda-8": { game: "EZ Baccarat Panda 8 (GEGA003832)", source: "seed 003 L2021-2027", button: ezBaccaratPanda8() },
  "ez-baccarat-panda-8-kings": { game: "EZ Baccarat Panda 8 (GEGA-004229)", source: "seed 004 L1159", button: ezBaccaratPanda8({ filing: "GEGA-004229" }) },
  "dragon-bonus-baccarat": { game: "Commission-Free Baccarat Dragon Bonus", source: "seed 003 L4629-4636; seed 004 L1295", button: dragonBonusBaccarat() },
  "dai-bacc": { game: "Dai Bacc", source: "seed 004 L1399-1536 (no action button described)", button: NO_BUTTON },
  "blackjack-x": { game: "Blackjack X", source: "seed 004 L979-1092 (no action button described)", button: NO_BUTTON },
  "pai-gow-tiles": { game: "Pai Gow Tiles", source: "seed 004 L810", button: paiGowTiles() },
  "fortune-pai-gow-poker": { game: "Fortune Pai Gow Poker", source: "seed 003 L4270-4275; seed 004 L865", button: fortunePaiGowPoker() },
  "face-up-pai-gow-poker": { game: "Face Up Pai Gow Poker", source: "seed 004 L1595-1596", button: faceUpPaiGowPoker() },
} as const satisfies Record<string, FiledActionButton>;

export type FiledActionButtonId = keyof typeof FILED_ACTION_BUTTONS;
